// A shared phone shows no one else's data (product-rules R240, R242): with Chromium's back/forward cache
// on, as on a phone (Playwright turns it off), Back after 'Sair' or after a session ended brings no
// private page back; a late token refresh never writes over the next user's session; a read still out
// when the session goes keeps nothing; another user's sign-in leaves no kept answers of the first; 'Sair'
// after a download says the PDFs stay on the phone, and only then (R293).
// Screen size proves nothing here: desktop only.
import type { Page } from '@playwright/test';
import { localKeys } from '../../src/lib/storage-keys.ts';
import { chromiumPath } from '../../bench/settings.ts';
import { chromiumLaunch } from '../../playwright.config.ts';
import { apiSession, apiUrl, expect, logins, signIn, storeSession, test } from './fixtures.ts';

// The full browser: the headless shell the rest of the suite runs in has no back/forward cache at all, so
// Back would reload every page and these tests could not fail (bench/settings.ts › e2eChromiumPath).
test.use({ launchOptions: { ...chromiumLaunch, executablePath: chromiumPath, ignoreDefaultArgs: ['--disable-back-forward-cache'] } });

const KEPT = 'portal-kept-v1';

test('the browser here restores a page from the back/forward cache, so the tests below can fail (R240) @desktop-only', async ({ page }) => {
  await page.goto('/duvitas');
  await page.evaluate(() => {
    window.addEventListener('pageshow', (event) => {
      (window as unknown as { restored: boolean }).restored = event.persisted;
    });
  });
  await page.goto('/404');
  await back(page);
  await expect.poll(() => page.evaluate(() => (window as unknown as { restored?: boolean }).restored)).toBe(true);
});
const debt = (page: Page) => page.getByRole('button', { name: /Copiar código/ }).first();

/**
 * Back. A private page Back brings may send itself to sign-in at once (the guard on `pageshow`), which aborts
 * the navigation Playwright was waiting for: that redirect is what these tests look for, not a failure.
 */
async function back(page: Page) {
  await page.goBack({ waitUntil: 'commit' }).catch((error: unknown) => {
    if (!String(error).includes('net::ERR_ABORTED')) throw error;
  });
}

/** 'Sair' from the side menu (opened first on a narrow screen). */
async function signOutFromMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (!(await menu.getByRole('button', { name: 'Sair' }).isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/signin\/?$/);
}

/** The kept answers' addresses on this origin ([] when the store does not exist). */
const keptKeys = (page: Page) =>
  page.evaluate(
    async (name) => ((await caches.has(name)) ? (await (await caches.open(name)).keys()).map((r) => decodeURIComponent(r.url)) : []),
    KEPT,
  );

test("'Sair' on /debitos, then Back: no page of the previous user comes back (R240) @desktop-only", async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/campanhas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.goto('/debitos');
  await expect(debt(page)).toBeVisible();
  await signOutFromMenu(page);
  await back(page);
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(debt(page)).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toHaveCount(0);
  // And the page before it: no private page either (the history starts on the file signIn stored the session from).
  await back(page);
  await expect(page).toHaveURL(/\/auth\/signin|\/config\.json/);
  await expect(debt(page)).toHaveCount(0);
});

test('a session that ends on another page, then Back to /debitos: the debts do not come back (R240) @desktop-only', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request);
  await page.goto('/debitos');
  await expect(debt(page)).toBeVisible();
  // The page's own later calls ('Meu crédito', the codes) are done: refused, they would end the session on
  // this page first, and the navigation below would be interrupted by that one.
  await page.waitForLoadState('networkidle');
  // The service ends the session (another device signed out everywhere, say): the next page's calls are
  // refused, the refresh too, and the session ends on sign-in.
  await request.post(`${apiUrl}/users/auth/logout`, { headers: { Authorization: `Bearer ${session.token.access_token}` } });
  await page.goto('/pedidos');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fpedidos/);
  await back(page);
  await expect(page).toHaveURL(/\/auth\/signin/);
  await expect(debt(page)).toHaveCount(0);
});

test("the previous user's expired session on the sign-in page: the next user signs in with their own token (R242) @desktop-only", async ({
  page,
  request,
}) => {
  // User A's expired session is left on the phone; the next user opens sign-in. A refresh of A's token
  // there (armed at load, as before R242) could land after B signed in and write A's token into B's session.
  const a = await apiSession(request, logins.noStore);
  await storeSession(page, { ...a, token: { ...a.token, issued_at: a.token.issued_at - a.token.expires_in - 60 } });
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const refreshes: string[] = [];
  await page.route('**/auth/refreshToken', async (route) => {
    refreshes.push(route.request().headers()['authorization'] ?? '');
    await held;
    await route.continue();
  });
  await page.goto('/auth/signin');
  await page.getByLabel('CPF/CNPJ').fill(logins.store.username);
  await page.getByLabel('Senha', { exact: true }).fill(logins.store.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) ?? '', localKeys.session)).toContain(logins.store.username);
  // Whatever was held answers now, while the sign-in toast is still on screen.
  release();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  expect(refreshes).toEqual([]);
  const stored = JSON.parse((await page.evaluate((key) => localStorage.getItem(key), localKeys.session)) ?? 'null') as {
    user: { cnpj_cpf: string };
    token: { access_token: string };
  };
  expect(stored.user.cnpj_cpf).toBe(logins.store.username);
  expect(stored.token.access_token).not.toBe(a.token.access_token);
  await expect(page.getByRole('button', { name: 'Cervejas' })).toBeVisible();
});

test('a read still out when the session goes keeps nothing: the kept answers stay deleted (R242) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/debitos');
  await expect(debt(page)).toBeVisible();
  await expect.poll(() => keptKeys(page)).not.toEqual([]);
  let release = (): void => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/client/my-debits', async (route) => {
    await held;
    await route.continue();
  });
  const out = page.waitForRequest('**/client/my-debits');
  await page.reload();
  await out;
  // 'Sair' in another tab: the session and the kept answers go (R132), while this read is out.
  await page.evaluate(
    async ([sessionKey, name]) => {
      localStorage.removeItem(sessionKey);
      await caches.delete(name);
    },
    [localKeys.session, KEPT] as const,
  );
  release();
  await page.waitForTimeout(1_000);
  expect(await keptKeys(page)).toEqual([]);
});

test("another user's sign-in leaves no kept answers of the first (R242) @desktop-only", async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  await page.goto('/campanhas');
  await expect.poll(() => keptKeys(page)).not.toEqual([]);
  expect((await keptKeys(page)).some((key) => key.includes(`/__kept/${logins.noStore.username}/`))).toBe(true);
  // The session merely ends (it is not 'Sair'): the next user signs in on the same phone.
  await page.evaluate((key) => localStorage.removeItem(key), localKeys.session);
  await page.goto('/auth/signin');
  await page.getByLabel('CPF/CNPJ').fill(logins.store.username);
  await page.getByLabel('Senha', { exact: true }).fill(logins.store.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expect.poll(async () => (await keptKeys(page)).filter((key) => key.includes(`/__kept/${logins.noStore.username}/`))).toEqual([]);
});

const DOWNLOADS_STAY = 'Os PDFs que você baixou continuam nos downloads deste aparelho.';

/** Downloads the invoice of one of client 100001's orders from /pedidos (product-rules R88). */
async function downloadInvoice(page: Page) {
  await page.goto('/pedidos');
  const number = '0081234507';
  const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pedido ${number}`, exact: true }) });
  await order.getByRole('button', { name: `Ver detalhes do pedido ${number}` }).click();
  const downloading = page.waitForEvent('download');
  await order.getByRole('button', { name: 'Baixar nota fiscal' }).click();
  expect((await downloading).suggestedFilename()).toBe('nf.pdf');
}

test("'Sair' after a PDF was downloaded says it stays on the phone, on sign-in, and forgets the download (R293) @desktop-only", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await downloadInvoice(page);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), localKeys.downloadedFiles)).toBe('1');
  await signOutFromMenu(page);
  await expect(page.getByText(DOWNLOADS_STAY)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), localKeys.downloadedFiles)).toBeNull();
  // The next session on the phone downloaded nothing: its 'Sair' says nothing of files.
  await signIn(page, request, logins.noStore);
  await page.goto('/campanhas');
  await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
  await signOutFromMenu(page);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await page.waitForTimeout(1_500);
  await expect(page.getByText(DOWNLOADS_STAY)).toHaveCount(0);
});

test("'Sair' without a download says nothing of files (R293) @desktop-only", async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  await signOutFromMenu(page);
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  await page.waitForTimeout(1_500);
  await expect(page.getByText(DOWNLOADS_STAY)).toHaveCount(0);
  expect(await page.evaluate((key) => localStorage.getItem(key), localKeys.downloadedFiles)).toBeNull();
});
