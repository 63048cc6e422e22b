// Kept answers with the service worker (docs/offline.md, "Kept answers"): a screen visited
// once draws its last answers with no network, with their date; they are never shown to another
// company, and 'Sair' takes them away.
import type { Page } from '@playwright/test';
import { keptCaches } from '../../src/lib/storage-keys.ts';
import { expect, logins, setOffline, signIn, storeSession, apiSession, test, workerInCharge } from './fixtures.ts';

test.use({ serviceWorkers: 'allow', permissions: ['clipboard-read', 'clipboard-write'] });

const keptNote = (page: Page) => page.locator('#kept-note');
const KEPT_TEXT = /^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/;
const offlineBanner = 'Você está sem conexão. O portal mostra os últimos dados guardados neste aparelho.';

/** What each screen shows once its data is drawn (the store-access demo user, company 100001). */
const screens: Array<{ path: string; ready: (page: Page) => ReturnType<Page['getByRole']> }> = [
  {
    path: '/campanhas',
    ready: (page) => page.getByRole('list', { name: 'Campanhas' }).getByRole('heading', { name: 'Desafio Verão Gelado' }),
  },
  { path: '/debitos', ready: (page) => page.getByRole('list', { name: 'Débitos' }).getByRole('listitem').first() },
  { path: '/pedidos', ready: (page) => page.getByRole('heading', { name: 'Pedido 0081234500', exact: true }) },
  { path: '/empresas', ready: (page) => page.getByRole('list', { name: 'Suas empresas' }).getByRole('listitem').first() },
];

test('every screen visited once draws its last data offline, with its date and the offline banner (R171) @desktop-only', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  await signIn(page, request);
  await page.goto('/campanhas');
  await workerInCharge(page);
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready(page), screen.path).toBeVisible();
    // Online, the fresh answers are on screen: no date.
    await expect(keptNote(page)).toBeHidden();
  }
  await setOffline(context, true);
  for (const screen of screens) {
    await page.goto(screen.path);
    await expect(screen.ready(page), screen.path).toBeVisible();
    await expect(keptNote(page), screen.path).toHaveText(KEPT_TEXT);
    await expect(page.getByText(offlineBanner)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Tentar novamente' }), screen.path).toHaveCount(0);
  }
  // The connection back: the screen asks again and the date goes.
  await setOffline(context, false);
  await expect(keptNote(page)).toBeHidden();
  await expect(page.getByText(offlineBanner)).toBeHidden();
});

test('offline, the debts keep their bar code and PIX code, and copying them works (R171) @desktop-only', async ({
  page,
  request,
  context,
}) => {
  await signIn(page, request);
  await page.goto('/debitos');
  await expect(page.getByRole('list', { name: 'Débitos' })).toBeVisible();
  await workerInCharge(page);
  await setOffline(context, true);
  await page.reload();
  await expect(keptNote(page)).toHaveText(KEPT_TEXT);
  const card = page
    .getByRole('list', { name: 'Débitos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Débito de R$ 1.234,56' }) });
  const barCode = (await card.locator('.debt__digits').first().textContent()) ?? '';
  expect(barCode).toMatch(/^\d{5}\.\d{5} /);
  await card.getByRole('button', { name: 'Copiar código de barras' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(barCode);
  await card.getByRole('button', { name: 'Copiar código PIX' }).click();
  await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toMatch(/^000201/);
});

test("company A's kept data is never shown after switching to company B (R171) @desktop-only", async ({ page, request, context }) => {
  await signIn(page, request);
  await page.goto('/debitos');
  await expect(page.getByRole('heading', { name: 'Débito de R$ 1.234,56' })).toBeVisible();
  await workerInCharge(page);
  await page.goto('/empresas');
  await page.getByRole('button', { name: 'Acessar empresa Empório do Zé Bebidas Ltda' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await setOffline(context, true);
  await page.goto('/debitos');
  // Nothing kept for B: the screen says the network failed, and A's debts are not there.
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Débito de R$ 1.234,56' })).toHaveCount(0);
  await expect(keptNote(page)).toBeHidden();
});

test("'Sair' deletes the kept answers: the same user signing in again finds none offline (R171) @desktop-only", async ({
  page,
  request,
  context,
}) => {
  const session = await signIn(page, request);
  await page.goto('/debitos');
  await expect(page.getByRole('heading', { name: 'Débito de R$ 1.234,56' })).toBeVisible();
  await workerInCharge(page);
  expect(await page.evaluate(() => caches.keys())).toContain('portal-kept-v1');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (!(await menu.getByRole('button', { name: 'Sair' }).isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/signin\/?$/);
  expect(await page.evaluate(() => caches.keys())).not.toContain('portal-kept-v1');
  expect(await page.evaluate(() => caches.keys())).not.toContain('portal-visited-v1');
  await storeSession(page, { ...session, token: (await apiSession(request, logins.store)).token });
  await setOffline(context, true);
  await page.goto('/debitos');
  // The address was forgotten too: the offline page, not the old debts.
  await expect(page.getByRole('heading', { name: 'Débito de R$ 1.234,56' })).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Sem conexão/);
});

test.describe('on a slow network, without the worker (page.route sees every call) (R171)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a repeat visit draws the kept answers at once, then the fresh ones, and asks each call once @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await page.goto('/campanhas');
    await expect(screens[0]!.ready(page)).toBeVisible();
    // The three answers of the campaigns home are kept (the writes follow the answers).
    await expect
      .poll(() => page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, keptCaches.answers))
      .toBeGreaterThanOrEqual(3);
    // Each answer takes a different time: each fresh one sets off a redraw while the others are out.
    const delays: Record<string, number> = { banners: 300, clientCampaignTerm: 700, oldCampaign: 1100 };
    const asked = new Map<string, number>();
    await page.route('**/campaigns-service/**', async (route) => {
      const path = new URL(route.request().url()).pathname;
      asked.set(path, (asked.get(path) ?? 0) + 1);
      const delay = Object.entries(delays).find(([name]) => path.endsWith(name))?.[1] ?? 0;
      await new Promise((resolve) => setTimeout(resolve, delay));
      await route.continue();
    });
    await page.goto('/campanhas');
    await expect(keptNote(page)).toHaveText(KEPT_TEXT);
    await expect(screens[0]!.ready(page)).toBeVisible();
    await expect(keptNote(page)).toBeHidden();
    await page.waitForTimeout(3000);
    // Before, each fresh answer's redraw sent the calls still out again, without end.
    expect([...asked.keys()].length).toBeGreaterThanOrEqual(3);
    for (const [path, times] of asked) expect(times, path).toBe(1);
    await expect(screens[0]!.ready(page)).toBeVisible();
  });
});

test('a history too long to keep whole keeps its newest orders, and offline says what it lacks (R302) @desktop-only', async ({
  page,
  request,
  context,
}) => {
  test.slow();
  await signIn(page, request);
  await page.goto('/campanhas');
  await workerInCharge(page);
  // A big client's 45 days: the seed's orders repeated, each numbered, past one kept answer's 1,000,000 characters.
  let total = 0;
  await page.route('**/client/my-updated-orders*', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { pedidos: Array<{ Status: { VBELN: string } }> };
    const seed = answer.pedidos;
    total = Math.max(880, Math.ceil(1_300_000 / (JSON.stringify(answer).length / seed.length)));
    const pedidos = Array.from({ length: total }, (_, i) => {
      const order = structuredClone(seed[i % seed.length]!);
      order.Status.VBELN = String(82_000_000 + i).padStart(10, '0');
      return order;
    });
    const json = { ...answer, pedidos };
    expect(JSON.stringify(json).length).toBeGreaterThan(1_000_000);
    await route.fulfill({ response, json });
  });
  await page.goto('/pedidos');
  const cards = page.getByRole('list', { name: 'Pedidos' }).getByRole('heading', { level: 2, name: /^Pedido \d{10}$/ });
  await expect(cards).toHaveCount(30);
  const keptPart = () =>
    page.evaluate(async (name) => {
      const cache = await caches.open(name);
      for (const key of await cache.keys()) {
        const part = (await cache.match(key))?.headers.get('x-kept-part');
        if (part) return part;
      }
      return null;
    }, keptCaches.answers);
  await expect.poll(keptPart).toMatch(/^\d+\/\d+$/);
  const [kept, of] = (await keptPart())!.split('/').map(Number) as [number, number];
  expect(of).toBe(total);
  expect(kept).toBeGreaterThan(30);
  expect(kept).toBeLessThan(total);
  await page.unroute('**/client/my-updated-orders*');

  await setOffline(context, true);
  await page.reload();
  await expect(cards).toHaveCount(30);
  await expect(keptNote(page)).toContainText(`Neste aparelho: ${kept} de ${total} pedidos; os demais precisam de conexão.`);
  await expect(keptNote(page)).toHaveText(/^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}\. Neste aparelho/);
  await expect(page.getByRole('heading', { name: 'Pedido 0082000000', exact: true })).toBeVisible();
  // On a phone the longer note wraps inside the screen instead of running off it.
  await page.setViewportSize({ width: 360, height: 740 });
  const box = await keptNote(page).evaluate((note) => {
    const { left, right, height } = note.getBoundingClientRect();
    return { left, right, height, overflows: note.scrollWidth > note.clientWidth };
  });
  expect(box.left).toBeGreaterThanOrEqual(0);
  expect(box.right).toBeLessThanOrEqual(360);
  expect(box.overflows).toBe(false);
  expect(box.height).toBeGreaterThan(30); // two lines or more
  await setOffline(context, false);
  await expect(keptNote(page)).toBeHidden();
});
