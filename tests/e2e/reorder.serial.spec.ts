// 'Repetir pedido' when the favourites call fails (docs/product-rules.md R180.4): the modal says so and
// the cart stays as it was, with no line half added. It switches a fault on the shared demo API
// (scoped to the client), so it runs in the 'faults' project.
import type { APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, apiUrl, fillCart } from './fixtures.ts';

const CLIENT = logins.store.clientCode;
const ORDER = '0081234500';

const clearFaults = (request: APIRequestContext) => request.delete(`${apiUrl}/__demo/faults`);

test.afterEach(async ({ request }) => clearFaults(request));

test('a failed favourites call says so and leaves the cart unchanged (R180, R252)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  await fillCart(page); // 5 boxes of the beer
  const fault = await request.post(`${apiUrl}/__demo/faults`, {
    data: { clientCode: CLIENT, mode: 'status', status: 500, service: 'productsApi', path: '/catalog/favorites' },
  });
  expect(fault.status(), await fault.text()).toBe(201);

  await page.goto('/pedidos');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pedido ${ORDER}`, exact: true }) });
  await card.getByRole('button', { name: `Repetir pedido ${ORDER}` }).click();
  const modal = page.getByRole('dialog', { name: 'Repetir pedido' });
  await expect(modal.getByRole('alert')).toHaveText(
    'Não foi possível buscar os produtos do pedido agora. O seu carrinho não foi alterado. Tente novamente.',
  );
  await expectNoAxeViolations(page, '/pedidos reorder failed');

  // Once the service answers again, 'Tentar novamente' works.
  await clearFaults(request);
  await modal.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(modal.getByRole('status')).toHaveText('3 itens adicionados ao carrinho');
  await modal.getByRole('link', { name: 'Ir para o carrinho' }).click();
  const lines = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem');
  await expect(lines).toHaveCount(3);
  await expect(lines.filter({ hasText: 'Cerveja Brahma Chopp Lata 350ml' }).getByRole('textbox')).toHaveValue('17');
});

test('the failure changes nothing: the cart holds only what was there (R180)', async ({ page, request }) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  await fillCart(page);
  const fault = await request.post(`${apiUrl}/__demo/faults`, {
    data: { clientCode: CLIENT, mode: 'down', service: 'productsApi', path: '/catalog/favorites' },
  });
  expect(fault.status(), await fault.text()).toBe(201);
  await page.goto('/pedidos');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pedido ${ORDER}`, exact: true }) });
  await card.getByRole('button', { name: `Repetir pedido ${ORDER}` }).click();
  const modal = page.getByRole('dialog', { name: 'Repetir pedido' });
  await expect(modal.getByRole('alert')).toContainText('O seu carrinho não foi alterado.');
  await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();
  await expect(modal).toBeHidden();
  await page.goto('/pedidos/carrinho');
  const lines = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem');
  await expect(lines).toHaveCount(1);
  await expect(lines.first().getByRole('textbox')).toHaveValue('5');
});
