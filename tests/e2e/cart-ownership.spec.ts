// Whose cart is it (product-rules R130–R135): a session that ends keeps the cart for the same user,
// 'Sair' clears it from any page and in every tab, another user's sign-in clears it, and each
// company keeps its own cart across a switch. The storage logic runs once (@desktop-only); the two
// flows through the phone's menu and sign-in run on both screens.
import type { Page } from '@playwright/test';
import { test, expect, apiSession, apiUrl, fillCart, logins, signIn, storeSession } from './fixtures.ts';
import { cartKeys } from '../../src/lib/storage-keys.ts';

const cors = { 'access-control-allow-origin': '*' };
const BRAHMA = 'Cerveja Brahma Chopp Lata 350ml';
const SKOL = 'Cerveja Skol Pilsen Lata 350ml';

const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').filter({ hasText: name });
const cartBar = (page: Page) => page.getByRole('region', { name: 'Carrinho' });
/** What is left of the carts and send markers in the page's storage. */
const storedCartKeys = (page: Page) => page.evaluate((keys) => keys.filter((key) => localStorage.getItem(key) !== null), [...cartKeys]);

async function signInThroughForm(page: Page, login: { username: string; password: string }) {
  await page.getByLabel('CPF/CNPJ').fill(login.username);
  await page.getByLabel('Senha', { exact: true }).fill(login.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** 'Sair' from the side menu (opened first on a phone). */
async function signOutFromMenu(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  if (!(await menu.getByRole('button', { name: 'Sair' }).isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/signin\/?$/);
}

/** Types `quantity` boxes of a Cervejas product of `brand` on the product list (no order-in-progress modal). */
async function addBeer(page: Page, brand: string, name: string, quantity: number) {
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: brand, exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await item.getByRole('textbox').fill(String(quantity));
  await expect(cartBar(page)).toBeVisible();
}

/** Opens the cart page and checks it shows exactly `lines` (name → boxes). */
async function expectCart(page: Page, lines: Record<string, number>) {
  await page.goto('/pedidos/carrinho');
  for (const [name, boxes] of Object.entries(lines)) await expect(cartLine(page, name).getByRole('textbox')).toHaveValue(String(boxes));
  await expect(page.getByRole('list', { name: 'Itens do carrinho' }).locator(':scope > li')).toHaveCount(Object.keys(lines).length);
}

/** An empty cart sends the cart page to the product list, with no cart bar. */
async function expectEmptyCart(page: Page) {
  // The page sends itself on before its load: the navigation is only waited for until it commits.
  await page.goto('/pedidos/carrinho', { waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expect(cartBar(page)).toBeHidden();
}

/** Stores the user's session with a token past its lifetime, so the next call refreshes first. */
async function storeExpiredSession(page: Page, request: Parameters<typeof apiSession>[0]) {
  const session = await apiSession(request, logins.store);
  session.token.issued_at -= session.token.expires_in + 60;
  await storeSession(page, session);
}

test('a session ended by a refused refresh keeps the cart; the same user signing in finds it again (R131) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await fillCart(page);
  await expectCart(page, { [BRAHMA]: 5 });
  await storeExpiredSession(page, request);
  await page.route('**/auth/refreshToken', (route) => route.fulfill({ status: 401, headers: cors, json: { message: 'Token inválido' } }));
  // /campanhas loads its lists on opening: the refresh is refused and the session ends.
  await page.goto('/campanhas');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcampanhas$/);
  await page.unroute('**/auth/refreshToken');
  expect(await storedCartKeys(page)).toContain(cartKeys[0]);
  await signInThroughForm(page, logins.store);
  await expect(page).toHaveURL(/\/campanhas\/?$/);
  await expectCart(page, { [BRAHMA]: 5 });
});

test("'Sair' from the campaigns clears the cart; signing in again finds it empty, and the service was told (R132)", async ({
  page,
  request,
}) => {
  const session = await signIn(page, request);
  await fillCart(page);
  await page.goto('/campanhas');
  expect(await storedCartKeys(page)).toContain(cartKeys[0]);
  await signOutFromMenu(page);
  expect(await storedCartKeys(page)).toEqual([]);
  // POST /auth/logout went out with the old token, in the background: it no longer opens anything.
  await expect
    .poll(async () =>
      (
        await request.get(`${apiUrl}/client-api/client/my-orders`, { headers: { authorization: `Bearer ${session.token.access_token}` } })
      ).status(),
    )
    .toBe(401);
  await signInThroughForm(page, logins.store);
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expectEmptyCart(page);
});

// A phone shared by two users; the menu's own path on a phone is the test above's.
test("another user's sign-in on the phone clears the cart left by an ended session (R133) @desktop-only", async ({ page, request }) => {
  await signIn(page, request);
  await fillCart(page);
  await expectCart(page, { [BRAHMA]: 5 });
  await storeExpiredSession(page, request);
  await page.route('**/auth/refreshToken', (route) => route.fulfill({ status: 401, headers: cors, json: { message: 'Token inválido' } }));
  await page.goto('/campanhas');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  await page.unroute('**/auth/refreshToken');
  await signInThroughForm(page, logins.noStore);
  await expect(page).toHaveURL(/\/campanhas\/?$/);
  expect(await storedCartKeys(page)).toEqual([]);
  // The first user comes back to an empty cart.
  await signOutFromMenu(page);
  await signInThroughForm(page, logins.store);
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expectEmptyCart(page);
});

test('each company keeps its cart: A, then B (empty, filled), then back to A as it was (R135) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await fillCart(page);
  await page.goto('/empresas');
  await page.getByRole('button', { name: 'Acessar empresa Empório do Zé Bebidas Ltda' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expect(page.getByRole('dialog', { name: 'Trocar de empresa?' })).toHaveCount(0);
  await expect(cartBar(page)).toBeHidden();
  await addBeer(page, 'Skol', SKOL, 3);
  await expectCart(page, { [SKOL]: 3 });
  await page.goto('/empresas');
  await page.getByRole('button', { name: 'Acessar empresa Bar do Zé Ltda' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expectCart(page, { [BRAHMA]: 5 });
  await page.goto('/empresas');
  await page.getByRole('button', { name: 'Acessar empresa Empório do Zé Bebidas Ltda' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expectCart(page, { [SKOL]: 3 });
});

test("'Sair' in one tab empties the cart a second tab shows (R132) @desktop-only", async ({ page, request, context }) => {
  await signIn(page, request);
  await fillCart(page);
  const other = await context.newPage();
  await expectCart(other, { [BRAHMA]: 5 });
  // What the cart store of the second tab hears: the storage event of its key going away.
  await other.evaluate((key) => {
    window.addEventListener('storage', (event) => {
      if (event.key === key && event.newValue === null) sessionStorage.setItem('e2e:cart-removed', '1');
    });
  }, cartKeys[0]!);
  await page.goto('/campanhas');
  await signOutFromMenu(page);
  // The second tab follows to sign-in (by way of its now empty cart page).
  await expect(other).toHaveURL(/\/auth\/signin\?redirect=/);
  await other.waitForLoadState('load');
  expect(await other.evaluate(() => sessionStorage.getItem('e2e:cart-removed'))).toBe('1');
  expect(await storedCartKeys(other)).toEqual([]);
  await signInThroughForm(other, logins.store);
  // Back to the cart page it was sent from, which, empty, goes on to the product list (R66): only then is
  // the next navigation the test's own, not one the page's is about to interrupt.
  // Sign-in, then up to two page loads: more than the default wait on a busy 2-core host.
  await expect(other).toHaveURL(/\/produtos\/?$/, { timeout: 15_000 });
  await expectEmptyCart(other);
  await page.waitForLoadState('load');
});
