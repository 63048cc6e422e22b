// What changed in the orders since the last visit (product-rules R311–R313), on a phone with no notification
// permission: on the serial project's own demo API, since an order's status moves here. A first visit
// shows nothing; a status moved by the demo API shows on the next page as a banner once that page has
// checked; 'Ver pedido' opens the card, marked 'Atualizado'; seen, it is news no more; 'Fechar' ends it too.
import { devices, type APIRequestContext, type Page } from '@playwright/test';
import { chromiumPath, phoneViewport } from '../../bench/settings.ts';
import { chromiumLaunch } from '../../playwright.config.ts';
import { orderNewsKey } from '../../src/lib/domain/order-news.ts';
import { keptCaches } from '../../src/lib/storage-keys.ts';
import { expectNoAxeViolations } from './axe.ts';
import { apiUrl, expect, logins, signIn, siteUrl, test } from './fixtures.ts';

// A phone, with the back/forward cache on (the full Chromium: Back restores the page as it was left).
test.use({
  ...devices['Pixel 5'],
  viewport: phoneViewport,
  launchOptions: { ...chromiumLaunch, executablePath: chromiumPath, ignoreDefaultArgs: ['--disable-back-forward-cache'] },
});

/**
 * Two orders of the store client's last 15 days in the seed (demo-api/seed/orders.ts), invoiced and with its credit
 * approved, which no other spec moves (push.serial.spec.ts moves the one in separation).
 */
const ORDER = '0081234528';
const PENDING = '0081234542';

const moveOrder = (request: APIRequestContext, status: string, order = ORDER) =>
  request.post(`${apiUrl}/__demo/orders/${order}/advance`, { data: { status }, headers: { Origin: siteUrl } });

/** The check another page makes, after its own reads (R312). */
const historyCheck = (page: Page) =>
  page.waitForRequest((r) => r.url().includes('/client/my-updated-orders?dias_pedido=15&type=todos'), { timeout: 15_000 });

const banner = (page: Page) => page.locator('[data-order-news]');

/** The statuses the device's record holds as seen for the store login (R311). */
const seenOnDevice = (page: Page) =>
  page.evaluate(
    async ({ cache, key }) => {
      const stored = await (await caches.open(cache)).match(key);
      return stored ? (JSON.parse(await stored.text()) as { seen: Array<[string, string]> }).seen : [];
    },
    { cache: keptCaches.visited, key: orderNewsKey(logins.store.username, logins.store.clientCode) },
  );

/** Signed in, /pedidos opened once: the device remembers the statuses its cards show. */
async function seenOnPedidos(page: Page, request: APIRequestContext) {
  await signIn(page, request, logins.store);
  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { name: `Pedido ${ORDER}` })).toBeVisible();
}

test.afterEach(async ({ request }) => {
  expect((await moveOrder(request, 'PEDIDO FATURADO')).ok()).toBe(true);
  expect((await moveOrder(request, 'FINANCEIRO APROVADO', PENDING)).ok()).toBe(true);
});

test('a first visit checks after the page is done and shows nothing (R311, R312)', async ({ page, request }) => {
  await signIn(page, request, logins.store);
  const check = historyCheck(page);
  await page.goto('/campanhas');
  const loadedAt = Date.now();
  await check;
  // After the page's own reads: on idle, and a few seconds more.
  expect(Date.now() - loadedAt).toBeGreaterThan(3000);
  await page.waitForTimeout(500);
  await expect(banner(page)).toBeHidden();
});

test("a moved status: the banner on the next page, 'Ver pedido', 'Atualizado' on its card, then no more (R312, R313)", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await seenOnPedidos(page, request);
  await expect(page.getByText('Atualizado', { exact: true })).toHaveCount(0);
  // The truck leaves; the phone is not told (no permission asked).
  expect((await moveOrder(request, 'PEDIDO EM TRANSITO')).ok()).toBe(true);

  const check = historyCheck(page);
  await page.goto('/debitos');
  await check;
  const news = page.getByText(`Pedido ${ORDER} saiu para entrega`);
  await expect(news).toBeVisible();
  await expect(banner(page)).toBeInViewport();
  await expectNoAxeViolations(page, 'order news banner');

  // The next page shows it at once, from what the device knows, without another check.
  let checks = 0;
  page.on('request', (r) => void (r.url().includes('/client/my-updated-orders') && (checks += 1)));
  await page.goto('/campanhas');
  await expect(news).toBeVisible();

  await page.getByRole('link', { name: `Ver pedido ${ORDER}` }).click();
  await expect(page).toHaveURL(`/pedidos?pedido=${ORDER}`);
  const title = page.getByRole('heading', { name: `Pedido ${ORDER} Atualizado` });
  await expect(title).toBeFocused();
  await expect(page.getByRole('listitem').filter({ has: title }).getByText('PEDIDO EM TRANSITO', { exact: true })).toBeVisible();
  expect(checks).toBe(1); // /pedidos's own read, no check

  // Seen on its card: news no more, on any page.
  await page.goto('/campanhas');
  await page.waitForTimeout(1500);
  await expect(banner(page)).toBeHidden();
  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { name: `Pedido ${ORDER}` })).toBeVisible();
  await expect(page.getByText('Atualizado', { exact: true })).toHaveCount(0);
});

test("two orders moved: both said; 'Fechar' ends the news by keyboard, the focus back on the page (R313)", async ({ page, request }) => {
  test.setTimeout(60_000);
  await seenOnPedidos(page, request);
  expect((await moveOrder(request, 'PEDIDO ENTREGUE')).ok()).toBe(true);
  expect((await moveOrder(request, 'PEDIDO EM TRANSITO', PENDING)).ok()).toBe(true);

  const check = historyCheck(page);
  await page.goto('/debitos');
  await check;
  await expect(page.getByText(`Pedido ${ORDER} foi entregue`)).toBeVisible();
  await expect(page.getByText(`Pedido ${PENDING} saiu para entrega`)).toBeVisible();
  const close = page.getByRole('button', { name: 'Fechar' });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toBeHidden();
  await expect(page.locator('main')).toBeFocused();
  // What it said is recorded as seen (a write to the device's storage, which a busy machine can take a while
  // to finish): then the next page shows it no more.
  await expect
    .poll(() => seenOnDevice(page))
    .toEqual(
      expect.arrayContaining([
        [ORDER, 'PEDIDO ENTREGUE'],
        [PENDING, 'PEDIDO EM TRANSITO'],
      ]),
    );

  await page.reload();
  await page.waitForTimeout(1500);
  await expect(banner(page)).toBeHidden();
});

test('Back to a page whose news was seen since on /pedidos: the banner is gone (R313)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await seenOnPedidos(page, request);
  expect((await moveOrder(request, 'PEDIDO EM SEPARACAO')).ok()).toBe(true);
  const check = historyCheck(page);
  await page.goto('/debitos');
  await check;
  await expect(page.getByText(`Pedido ${ORDER} está em separação`)).toBeVisible();
  await page.evaluate(() => {
    window.addEventListener('pageshow', (event) => ((window as { restored?: boolean }).restored = event.persisted));
  });

  await page.getByRole('link', { name: `Ver pedido ${ORDER}` }).click();
  await expect(page.getByRole('heading', { name: `Pedido ${ORDER} Atualizado` })).toBeFocused();
  // 'load' does not come again for a page the back/forward cache restores.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL('/debitos');
  // Restored as it was left, and drawn again from what the device knows.
  await expect.poll(() => page.evaluate(() => (window as { restored?: boolean }).restored)).toBe(true);
  await expect(banner(page)).toBeHidden();
});
