// An order lands exactly once (docs/product-rules.md R140–R143), against the demo API: a lost answer
// is found in the recent orders, a resend carries the same Idempotency-Key and is replayed, a 502
// is "unknown" rather than "not sent", and a second tab does not send the same cart. Each test counts
// the demo API's orders of its client before and after. It switches faults (scoped to the client) and
// counts orders, so it runs in the 'faults' project. Each test orders its own quantity, so the
// lookup (an order of today with the same items) never takes another test's order for its own.
// Faults that cut the connection are left without `times` and cleared before 'Enviar novamente':
// Chromium silently retries a POST once when a reused keep-alive connection closes without an answer,
// so with `times: 1` its own retry would get through (and, thanks to the key, be replayed).
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { test, expect, signIn, logins, apiUrl, dismissOrderInProgress } from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

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
/** The lookup failed: one sentence, then the reason in an element of its own (product-rules R73). */
async function expectLookupFailed(modal: Locator) {
  const status = modal.getByRole('status').filter({ hasText: 'Não foi possível consultar seus pedidos agora.' });
  await expect(status.getByText('Não foi possível consultar seus pedidos agora.', { exact: true })).toBeVisible();
  await expect(status.locator('p.muted')).toHaveText(/\S/);
  await expect(status).toContainText('Você pode enviar novamente: se ele já tiver chegado, não será duplicado.');
  await expect(modal).not.toContainText('agora (');
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

test.beforeEach(async ({ request }) => clearFaults(request));
test.afterEach(async ({ request }) => clearFaults(request));

test('the answer lost after the order was created: the order is found and shown, one order (R73, R143)', async ({ page, request }) => {
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

test('the connection dropped before the service acted: Enviar novamente sends once, with the same key (R73, R140)', async ({
  page,
  request,
}) => {
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

test('answer lost and the lookup failing too: the resend is replayed, still one order (R73, R140)', async ({ page, request }) => {
  const session = await signIn(page, request);
  await cartWith(page, 23);
  const keys = salesKeys(page);
  const before = await orderCount(request);
  await addFault(request, { mode: 'drop-after', service: 'productsApi', path: '/sales', method: 'POST' });
  await addFault(request, { mode: 'status', status: 503, service: 'clientApi', path: '/client/my-orders' });
  await finalize(page);
  const modal = unknownDialog(page);
  await expectLookupFailed(modal);
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

test('a 502 on sending is unknown, not "Pedido não enviado!" (R73)', async ({ page, request }) => {
  await signIn(page, request);
  await cartWith(page, 24);
  const before = await orderCount(request);
  await addFault(request, { mode: 'status', status: 502, service: 'productsApi', path: '/sales', method: 'POST', times: 1 });
  await finalize(page);
  const modal = unknownDialog(page);
  // The gateway answered: the connection did not fail, and the modal does not say it did (product-rules R73).
  await expect(modal.getByRole('alert')).toHaveText('Não recebemos a confirmação do pedido.');
  await expect(modal).not.toContainText('conexão falhou');
  await expect(modal.getByRole('button', { name: 'Enviar novamente' })).toBeVisible();
  await expect(page.getByText('Pedido não enviado!')).toHaveCount(0);
  expect(await orderCount(request)).toBe(before);
});

test('two tabs sending the same cart: one order; the second tab says another tab is sending (R73, R142)', async ({
  page,
  request,
  context,
}) => {
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

// ─── An unresolved send blocks, per company (product-rules R181–R185) ───────────────────────────

const confirmDialog = (page: Page) => page.getByRole('dialog', { name: 'Enviar outro pedido?' });
const cartBar = (page: Page) => page.getByRole('region', { name: 'Carrinho' });

/** Every POST /sales/ the page sends: its key and its body. */
function salesSent(page: Page): Array<{ key: string | undefined; body: unknown }> {
  const sent: Array<{ key: string | undefined; body: unknown }> = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/sales'))
      sent.push({ key: request.headers()['idempotency-key'], body: request.postDataJSON() as unknown });
  });
  return sent;
}

/** Answers the page's GET /client/my-orders with a 503 while `failing()` says so; else lets it through. */
async function ordersLookupFailsWhile(page: Page, failing: () => boolean) {
  await page.route('**/client/my-orders', (route) =>
    failing() ? route.fulfill({ status: 503, json: { message: 'Serviço indisponível' } }) : route.fallback(),
  );
}

async function countOf(request: APIRequestContext, clientCode: string): Promise<number> {
  const state = (await (await request.get(`${apiUrl}/__demo/state`)).json()) as { orders: Record<string, number> };
  return state.orders[clientCode] ?? 0;
}

test('unknown send, Fechar, a changed cart: no second order without the confirmation; Verificar finds the first (R73, R181)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await cartWith(page, 26);
  const sent = salesSent(page);
  const before = await orderCount(request);
  // The order lands but its answer is lost, and it is not listed yet when the page looks for it.
  let lookups = 0;
  await ordersLookupFailsWhile(page, () => ++lookups === 2);
  await addFault(request, { mode: 'drop-after', service: 'productsApi', path: '/sales', method: 'POST' });
  await finalize(page);
  const modal = unknownDialog(page);
  await expectLookupFailed(modal);
  await clearFaults(request);
  expect(await orderCount(request)).toBe(before + 1);
  await modal.getByText('Fechar', { exact: true }).click();
  // Still unresolved: said above 'Finalizar Pedido', with 'Verificar'.
  await expect(page.getByRole('status').filter({ hasText: 'Um pedido pode já ter sido enviado' })).toBeVisible();

  await page.getByRole('textbox', { name: `Quantidade de ${BEER}` }).fill('27');
  await finalize(page);
  const confirm = confirmDialog(page);
  await expect(confirm).toContainText('pode já ter chegado');
  await expect(confirm).toContainText('fará um segundo pedido');
  expect(sent).toHaveLength(1);
  expect(await orderCount(request)).toBe(before + 1);

  await confirm.getByRole('button', { name: 'Verificar' }).click();
  const found = sentDialog(page);
  await expect(found).toContainText('o pedido chegou');
  expect(sent).toHaveLength(1);
  expect(await orderCount(request)).toBe(before + 1);
  // Exactly the 26 boxes sent left the cart: the one added since stays.
  await found.getByRole('button', { name: 'Continuar comprando' }).click();
  await expect(cartBar(page)).toContainText('1 item no carrinho');
  await page.goto('/pedidos/carrinho');
  await expect(page.getByRole('textbox', { name: `Quantidade de ${BEER}` })).toHaveValue('1');
});

test('unknown send, then the confirmation: the different cart goes under a new key, one more order (R73, R181)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await cartWith(page, 32);
  const sent = salesSent(page);
  const before = await orderCount(request);
  await addFault(request, { mode: 'down', service: 'productsApi', path: '/sales', method: 'POST' });
  await finalize(page);
  await expect(unknownDialog(page)).toContainText('Ele não aparece nos seus últimos pedidos.');
  await clearFaults(request);
  await unknownDialog(page).getByText('Fechar', { exact: true }).click();
  await page.getByRole('textbox', { name: `Quantidade de ${BEER}` }).fill('33');
  await finalize(page);
  await confirmDialog(page).getByRole('button', { name: 'Enviar mesmo assim' }).click();
  await expect(sentDialog(page)).toContainText(/Número do pedido: \d{10}/);
  expect(await orderCount(request)).toBe(before + 1);
  expect(sent).toHaveLength(2);
  expect(sent[1]!.key).toMatch(UUID);
  expect(sent[1]!.key).not.toBe(sent[0]!.key);
  expect((sent[1]!.body as Array<{ total: number }>)[0]!.total).toBe(33);
});

test('Back while Enviando..., an edit on /produtos, then the cart: the unresolved send is shown and looked for, one order (R73, R181)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  await cartWith(page, 27);
  const before = await orderCount(request);
  // The service holds the order 3 s, then creates it: the page has left by then.
  await addFault(request, { mode: 'latency', ms: 3_000, service: 'productsApi', path: '/sales', method: 'POST', times: 1 });
  await finalize(page);
  await expect(page.getByRole('dialog', { name: 'Enviando pedido' })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await dismissOrderInProgress(page);
  const bar = cartBar(page);
  await expect(bar).toContainText('Um pedido pode já ter sido enviado');
  await expectNoAxeViolations(page, '/produtos with an unresolved send');
  // An edit meanwhile: the beer goes to 28 boxes.
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BEER, exact: true }) });
  await item.getByRole('textbox').fill('28');
  await expect.poll(() => orderCount(request), { timeout: 10_000 }).toBe(before + 1);
  await bar.getByRole('link', { name: 'Verificar' }).click();
  const found = sentDialog(page);
  await expect(found).toContainText('o pedido chegou');
  expect(await orderCount(request)).toBe(before + 1);
  await found.getByRole('button', { name: 'Continuar comprando' }).click();
  await expect(cartBar(page)).toContainText('1 item no carrinho');
  await expect(cartBar(page)).not.toContainText('Um pedido pode já ter sido enviado');
});

test('company A unknown, switch to B and send B, back to A: A’s send and cart wait, B’s cart empties, one order each (R73, R183)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const B = '100002';
  await signIn(page, request);
  await cartWith(page, 29);
  const a0 = await orderCount(request);
  const b0 = await countOf(request, B);
  await addFault(request, { mode: 'down', service: 'productsApi', path: '/sales', method: 'POST' });
  await finalize(page);
  await expect(unknownDialog(page)).toContainText('Ele não aparece nos seus últimos pedidos.');
  await unknownDialog(page).getByText('Fechar', { exact: true }).click();

  await page.goto('/empresas');
  await page.getByRole('button', { name: 'Acessar empresa Empório do Zé Bebidas Ltda' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await expect(cartBar(page)).toBeHidden();
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: BEER, exact: true }) });
  await item.getByRole('textbox').fill('12');
  await cartBar(page).getByRole('link', { name: 'Ver carrinho' }).click();
  await finalize(page);
  const sentB = sentDialog(page);
  await expect(sentB).toContainText(/Número do pedido: \d{10}/);
  expect(await countOf(request, B)).toBe(b0 + 1);
  expect(await orderCount(request)).toBe(a0);

  await sentB.getByRole('button', { name: 'Acessar empresa Bar do Zé Ltda' }).click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  await dismissOrderInProgress(page);
  await expect(cartBar(page)).toContainText('Um pedido pode já ter sido enviado');
  await expect(cartBar(page)).toContainText('1 item no carrinho');
  await clearFaults(request);
  await cartBar(page).getByRole('link', { name: 'Verificar' }).click();
  const modal = unknownDialog(page);
  await expect(modal).toContainText('Ele não aparece nos seus últimos pedidos.');
  await expect(page.getByRole('textbox', { name: `Quantidade de ${BEER}` })).toHaveValue('29');
  await modal.getByRole('button', { name: 'Enviar novamente' }).click();
  await expect(sentDialog(page)).toContainText(/Número do pedido: \d{10}/);
  expect(await orderCount(request)).toBe(a0 + 1);
  expect(await countOf(request, B)).toBe(b0 + 1);
});

for (const [mode, status] of [
  ['key-in-progress', 409],
  ['key-mismatch', 422],
] as const) {
  test(`a ${status} for the key (${mode}) is unknown, not a refusal: the resend has the same key and body, one order (R73, R182, R184)`, async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await cartWith(page, status === 409 ? 34 : 35);
    const sent = salesSent(page);
    const before = await orderCount(request);
    await addFault(request, { mode, service: 'productsApi', path: '/sales', method: 'POST', times: 1 });
    await finalize(page);
    const modal = unknownDialog(page);
    await expect(modal.getByRole('alert')).toHaveText('Não recebemos a confirmação do pedido.');
    await expect(page.getByText('Pedido não enviado!')).toHaveCount(0);
    await modal.getByRole('button', { name: 'Enviar novamente' }).click();
    await expect(sentDialog(page)).toContainText(/Número do pedido: \d{10}/);
    expect(await orderCount(request)).toBe(before + 1);
    expect(sent).toHaveLength(2);
    expect(sent[1]!.key).toBe(sent[0]!.key);
    expect(sent[1]!.body).toEqual(sent[0]!.body);
  });
}

test('a product code padded with zeros in the recent orders is still the cart’s: the lost order is found (R73, R143)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await cartWith(page, 36);
  const before = await orderCount(request);
  // The ERP writes the order's codes padded to its own width (20 digits here), whatever the catalogue sends.
  await page.route('**/client/my-orders', async (route) => {
    const answer = await route.fetch();
    const text = (await answer.text()).replace(/"MATNR":\s*"0*(\d+)"/g, (_, digits: string) => `"MATNR":"${digits.padStart(20, '0')}"`);
    await route.fulfill({ response: answer, body: text });
  });
  await addFault(request, { mode: 'drop-after', service: 'productsApi', path: '/sales', method: 'POST' });
  await finalize(page);
  await expect(sentDialog(page)).toContainText('o pedido chegou');
  expect(await orderCount(request)).toBe(before + 1);
});

test('an earlier order of the day with the same lines is not taken for a lost one (R73, R143)', async ({ page, request }) => {
  await signIn(page, request);
  await cartWith(page, 37);
  const before = await orderCount(request);
  await finalize(page);
  await sentDialog(page).getByRole('button', { name: 'Continuar comprando' }).click();
  expect(await orderCount(request)).toBe(before + 1);
  // The same cart again, in the afternoon: this time the connection drops before the service acts.
  await cartWith(page, 37);
  await addFault(request, { mode: 'down', service: 'productsApi', path: '/sales', method: 'POST' });
  await finalize(page);
  await expect(unknownDialog(page)).toContainText('Ele não aparece nos seus últimos pedidos.');
  await expect(page.getByRole('textbox', { name: `Quantidade de ${BEER}` })).toHaveValue('37');
  expect(await orderCount(request)).toBe(before + 1);
});
