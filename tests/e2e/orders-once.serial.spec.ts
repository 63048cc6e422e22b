// An order lands exactly once (docs/product-rules.md R140–R143), against the demo API: a lost answer
// is found in the recent orders, a resend carries the same Idempotency-Key and is replayed, a 502
// is "unknown" rather than "not sent", and a second tab does not send the same cart. Each test counts
// the demo API's orders of its client before and after. It switches faults (scoped to the client) and
// counts orders, so it runs in the 'faults' project. Each test orders its own quantity, so the
// lookup (an order of today with the same items) never takes another test's order for its own.
// Faults that cut the connection are left without `times` and cleared before 'Enviar novamente':
// Chromium silently retries a POST once when a reused keep-alive connection closes without an answer,
// so with `times: 1` its own retry would get through (and, thanks to the key, be replayed).
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, logins, apiUrl, dismissOrderInProgress } from './fixtures.ts';
import { localKeys } from '../../src/lib/every-page/storage-keys.ts';

const CLIENT = logins.store.clientCode;
const BEER = 'Cerveja Brahma Chopp Lata 350ml';

async function orderCount(request: APIRequestContext): Promise<number> {
  const state = (await (await request.get(`${apiUrl}/__demo/state`)).json()) as { orders: Record<string, number> };
  return state.orders[CLIENT] ?? 0;
}

async function addFault(request: APIRequestContext, fault: Record<string, unknown>) {
  const response = await request.post(`${apiUrl}/__demo/faults`, { data: { clientCode: CLIENT, ...fault } });
  expect(response.status(), await response.text()).toBe(201);
}

const clearFaults = (request: APIRequestContext) => request.delete(`${apiUrl}/__demo/faults`);

/** Puts `quantity` boxes of the beer in the cart and opens the cart page. */
async function cartWith(page: Page, quantity: number) {
  await page.goto('/produtos');
  await dismissOrderInProgress(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BEER, exact: true }) });
  await item.getByRole('textbox').fill(String(quantity));
  await expect(item.getByRole('textbox')).toHaveValue(String(quantity));
  await page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toBeVisible();
}

/** The Idempotency-Key of every POST /sales/ the page sends. */
function salesKeys(page: Page): Array<string | undefined> {
  const keys: Array<string | undefined> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/sales')) keys.push(request.headers()['idempotency-key']);
  });
  return keys;
}

const finalize = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' }).click();
const sentDialog = (page: Page) => page.getByRole('dialog', { name: 'Pedido realizado com sucesso!' });
const unknownDialog = (page: Page) => page.getByRole('dialog', { name: 'Pedido sem confirmação' });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.beforeEach(async ({ request }) => clearFaults(request));
test.afterEach(async ({ request }) => clearFaults(request));

test('the answer lost after the order was created: the order is found and shown, one order', async ({ page, request }) => {
  await signIn(page, request);
  await cartWith(page, 21);
  const before = await orderCount(request);
  await addFault(request, { mode: 'drop-after', service: 'productsApi', path: '/sales', method: 'POST' });
  await finalize(page);
  const sent = sentDialog(page);
  await expect(sent).toContainText('o pedido chegou');
  await expect(sent).toContainText(/Número do pedido: \d{10}/);
  expect(await orderCount(request)).toBe(before + 1);
  await sent.getByRole('button', { name: 'Continuar comprando' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expect(page.getByRole('region', { name: 'Carrinho' })).toHaveCount(0);
});

test('the connection dropped before the service acted: Enviar novamente sends once, with the same key', async ({ page, request }) => {
  await signIn(page, request);
  await cartWith(page, 22);
  const keys = salesKeys(page);
  const before = await orderCount(request);
  await addFault(request, { mode: 'down', service: 'productsApi', path: '/sales', method: 'POST' });
  await finalize(page);
  const modal = unknownDialog(page);
  await expect(modal).toContainText('Não sabemos se o pedido chegou');
  await expect(modal).toContainText('Ele não aparece nos seus últimos pedidos.');
  expect(await orderCount(request)).toBe(before);
  await clearFaults(request);
  await modal.getByRole('button', { name: 'Enviar novamente' }).click();
  await expect(sentDialog(page)).toContainText(/Número do pedido: \d{10}/);
  expect(await orderCount(request)).toBe(before + 1);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(UUID);
  expect(keys[1]).toBe(keys[0]);
});

test('answer lost and the lookup failing too: the resend is replayed, still one order', async ({ page, request }) => {
  const session = await signIn(page, request);
  await cartWith(page, 23);
  const keys = salesKeys(page);
  const before = await orderCount(request);
  await addFault(request, { mode: 'drop-after', service: 'productsApi', path: '/sales', method: 'POST' });
  await addFault(request, { mode: 'status', status: 503, service: 'clientApi', path: '/client/my-orders' });
  await finalize(page);
  const modal = unknownDialog(page);
  await expect(modal).toContainText('Não foi possível consultar seus pedidos agora');
  expect(await orderCount(request)).toBe(before + 1);
  await clearFaults(request);
  await modal.getByRole('button', { name: 'Enviar novamente' }).click();
  const sent = sentDialog(page);
  await expect(sent).toContainText(/Número do pedido: \d{10}/);
  expect(await orderCount(request)).toBe(before + 1);
  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  // The number shown is the order the lost answer created: today's order of 23 boxes.
  const shown = /\d{10}/.exec((await sent.textContent()) ?? '')?.[0];
  const history = (await (
    await request.get(`${apiUrl}/client-api/client/my-orders`, { headers: { Authorization: `Bearer ${session.token.access_token}` } })
  ).json()) as { pedidosNaoProcessados: Array<{ Status: { VBELN: string }; Itens: { Item: { KWMENG: number } | unknown[] } }> };
  const created = history.pedidosNaoProcessados.filter((order) => !Array.isArray(order.Itens.Item) && order.Itens.Item.KWMENG === 23);
  expect(created.map((order) => order.Status.VBELN)).toEqual([shown]);
});

test('a 502 on sending is unknown, not "Pedido não enviado!"', async ({ page, request }) => {
  await signIn(page, request);
  await cartWith(page, 24);
  const before = await orderCount(request);
  await addFault(request, { mode: 'status', status: 502, service: 'productsApi', path: '/sales', method: 'POST', times: 1 });
  await finalize(page);
  const modal = unknownDialog(page);
  await expect(modal).toContainText('Não sabemos se o pedido chegou');
  await expect(modal.getByRole('button', { name: 'Enviar novamente' })).toBeVisible();
  await expect(page.getByText('Pedido não enviado!')).toHaveCount(0);
  expect(await orderCount(request)).toBe(before);
});

test('two tabs sending the same cart: one order; the second tab says another tab is sending', async ({ page, request, context }) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  await cartWith(page, 25);
  const before = await orderCount(request);
  // The first tab's send is held 10 s at the service (under the portal's 15 s timeout), while the
  // second tab opens the cart and taps.
  await addFault(request, { mode: 'latency', ms: 10_000, service: 'productsApi', path: '/sales', method: 'POST', times: 1 });
  await finalize(page);
  await expect(page.getByRole('dialog', { name: 'Enviando pedido' })).toBeVisible();
  const other = await context.newPage();
  await other.goto('/pedidos/carrinho');
  await expect(other.getByRole('list', { name: 'Itens do carrinho' })).toBeVisible();
  // Opening the cart here neither reports the running send as interrupted nor clears its marker.
  await expect(other.getByRole('dialog')).toHaveCount(0);
  const marker = await other.evaluate((key) => localStorage.getItem(key), localKeys.orderInFlight);
  expect(marker).toContain('"phase":"sending"');
  await finalize(other);
  await expect(other.getByRole('dialog', { name: 'Pedido em envio' })).toContainText('O pedido está sendo enviado em outra aba.');
  // The first tab's answer comes when the service's 10 s hold ends, however fast the steps above were.
  await expect(sentDialog(page)).toContainText(/Número do pedido: \d{10}/, { timeout: 20_000 });
  expect(await orderCount(request)).toBe(before + 1);
  await other.close();
});
