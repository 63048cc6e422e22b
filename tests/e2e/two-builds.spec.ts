// Two builds, one storage (product-rules R285): what a newer build stored (a `v` above this build's) is read
// as absent by this build, never written over nor removed, and the page says nothing is lost. 'Sair' still
// clears it.
import type { Page } from '@playwright/test';
import { test, expect, signIn, logins } from './fixtures.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

const NEWER = 'Há uma versão mais nova do portal aberta neste aparelho. Recarregue esta página para continuar: nada foi perdido.';
const BEER = 'Cerveja Brahma Chopp Lata 350ml';

const stored = (page: Page, key: string) => page.evaluate((key) => localStorage.getItem(key), key);
const store = (page: Page, key: string, value: string) =>
  page.evaluate(([key, value]) => localStorage.setItem(key, value), [key, value] as const);

/** Types `quantity` boxes of the beer on the product list. */
async function addBeer(page: Page, quantity: number) {
  await page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BEER, exact: true }) });
  await item.getByRole('textbox').fill(String(quantity));
}

/** A value as a newer build might write it: another shape, a higher version. */
const newerValue = (what: string) => JSON.stringify({ v: 2, owner: logins.store.username, [what]: [{ company: logins.store.clientCode }] });

test("a newer build's cart is left as it is: not shown, not written over, and the page says nothing is lost (R285) @desktop-only", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const newer = newerValue('baskets');
  await store(page, localKeys.cart, newer);
  await page.goto('/produtos');
  await expect(page.getByText(NEWER)).toBeVisible();
  await addBeer(page, 4);
  // The change holds on this page; the newer build's cart stays in storage as it was.
  await expect(page.getByRole('region', { name: 'Carrinho' })).toBeVisible();
  await page.waitForTimeout(600);
  expect(await stored(page, localKeys.cart)).toBe(newer);
  await page.goto('/campanhas');
  expect(await stored(page, localKeys.cart)).toBe(newer);
});

test("a newer build's send marker is never written over: the order is not sent, and nothing is lost (R285) @desktop-only", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/produtos');
  await addBeer(page, 30);
  await expect.poll(() => stored(page, localKeys.cart)).toContain('"total":30');
  const newer = newerValue('sends');
  await store(page, localKeys.orderInFlight, newer);
  await page.goto('/pedidos/carrinho');
  await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toContainText(BEER);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/sales')) posts.push(request.url());
  });
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  await expect(page.getByRole('dialog', { name: 'Pedido não enviado!' })).toContainText(NEWER);
  expect(posts).toHaveLength(0);
  expect(await stored(page, localKeys.orderInFlight)).toBe(newer);
});

test("a newer build's session is kept through sign-in, and 'Sair' clears what any build stored (R285) @desktop-only", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const newerSession = JSON.stringify({ v: 2, who: logins.store.username });
  await store(page, localKeys.session, newerSession);
  await page.goto('/campanhas');
  // This build cannot read it: signed out here, and sign-in says why it cannot keep its own session.
  await expect(page).toHaveURL(/\/auth\/signin/);
  await page.getByLabel('CPF/CNPJ').fill(logins.store.username);
  await page.getByLabel('Senha', { exact: true }).fill(logins.store.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(NEWER).first()).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(await stored(page, localKeys.session)).toBe(newerSession);

  // 'Sair' of a tab signed in here takes a newer build's cart with it.
  await store(page, localKeys.session, 'null');
  await signIn(page, request);
  const newerCart = newerValue('baskets');
  await store(page, localKeys.cart, newerCart);
  await page.goto('/campanhas');
  const menu = page.getByRole('navigation', { name: 'Menu principal' });
  await menu.getByRole('button', { name: 'Sair' }).click();
  await expect(page).toHaveURL(/\/auth\/signin\/?$/);
  expect(await stored(page, localKeys.cart)).toBeNull();
  expect(await stored(page, localKeys.session)).toBeNull();
});

test("a newer build's session is none from the first script on: no signed-in hint, no early read with its token (R305) @desktop-only", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // A newer build that kept the session's parts and raised its version: only the version tells it apart.
  const own = JSON.parse((await stored(page, localKeys.session))!) as Record<string, unknown>;
  await store(page, localKeys.session, JSON.stringify({ ...own, v: 2 }));
  // Every value the page's root takes for data-auth, from the head script on, kept across the redirect.
  await page.addInitScript(() => {
    new MutationObserver(() =>
      sessionStorage.setItem('auth-seen', `${sessionStorage.getItem('auth-seen') ?? ''} ${document.documentElement.dataset['auth']}`),
    ).observe(document, { subtree: true, attributeFilter: ['data-auth'] });
  });
  const reads: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/client/my-updated-orders')) reads.push(sent.url());
  });
  await page.goto('/pedidos');
  await expect(page).toHaveURL(/\/auth\/signin/);
  expect(reads).toEqual([]);
  expect(await page.evaluate(() => sessionStorage.getItem('auth-seen') ?? '')).not.toContain('in');
  expect(await stored(page, localKeys.session)).toContain('"v":2');
});
