// The cart works offline; only sending needs the network (docs/product-rules.md R170): quantities and
// removals offline, the gates still drawn, 'Finalizar Pedido' refused with its line and no POST /sales/
// leaving; back online the cart is exactly as edited (a reload too) and is sent once. It counts the
// demo API's orders of its client, so it runs in the 'faults' project (see orders-once.serial.spec.ts);
// its quantity (31 boxes) is its own, so no other test's order is taken for it.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, apiUrl, dismissOrderInProgress } from './fixtures.ts';

const CLIENT = logins.store.clientCode;
const CAN = 'Cerveja Brahma Chopp Lata 350ml';
const BOTTLE = 'Cerveja Brahma Chopp Garrafa 600ml';
const OFFLINE = 'Sem conexão. Conecte-se à internet para enviar o pedido.';
const MINIMUM = 'É necessário atingir o pedido mínimo de R$ 300,00 reais.';

async function orderCount(request: APIRequestContext): Promise<number> {
  const state = (await (await request.get(`${apiUrl}/__demo/state`)).json()) as { orders: Record<string, number> };
  return state.orders[CLIENT] ?? 0;
}

async function addFromCatalogue(page: Page, name: string, quantity: number) {
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await item.getByRole('textbox').fill(String(quantity));
  await expect(item.getByRole('textbox')).toHaveValue(String(quantity));
}

const line = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').filter({ hasText: name });
const quantity = (page: Page, name: string) => line(page, name).getByRole('textbox', { name: `Quantidade de ${name}` });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' });

test('a cart edited offline is intact online and is sent once (R170)', async ({ page, request, context }) => {
  test.setTimeout(90_000);
  await signIn(page, request);
  await page.goto('/produtos');
  await dismissOrderInProgress(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  await addFromCatalogue(page, CAN, 30);
  await addFromCatalogue(page, BOTTLE, 5);
  await page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(line(page, BOTTLE)).toBeVisible();
  await expect(page.getByText('Atenção! Produtos com vasilhame adicionados:')).toBeVisible();
  // The price/stock check has passed online: only the bottles' tick is missing.
  await page.getByLabel('Confirmar posse dos vasilhames').check();
  await expect(sendButton(page)).toBeEnabled();

  const sales: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/sales')) sales.push(r.url());
  });
  const before = await orderCount(request);

  await context.setOffline(true);
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveAccessibleDescription(OFFLINE);
  await expect(page.getByRole('status').filter({ hasText: OFFLINE })).toBeVisible();
  await expectNoAxeViolations(page, '/pedidos/carrinho offline');

  // Offline the cart is edited as usual, and its gates follow.
  await quantity(page, CAN).fill('5');
  await line(page, BOTTLE)
    .getByRole('button', { name: `Remover ${BOTTLE}` })
    .click();
  await expect(line(page, BOTTLE)).toHaveCount(0);
  await expect(page.getByText('Atenção! Produtos com vasilhame adicionados:')).toHaveCount(0);
  await expect(page.getByText(MINIMUM)).toBeVisible();
  await quantity(page, CAN).fill('31');
  await expect(page.getByText(MINIMUM)).toHaveCount(0);
  const summary = page.getByRole('region', { name: 'Resumo do pedido' });
  await expect(summary).toContainText('1 item');
  // Sending is still refused, with the same line, and nothing leaves.
  await expect(sendButton(page)).toBeDisabled();
  await expect(sendButton(page)).toHaveAccessibleDescription(OFFLINE);
  await sendButton(page).click({ force: true });
  await page.waitForTimeout(500);
  expect(sales).toEqual([]);
  expect(await orderCount(request)).toBe(before);

  // Back online: on again by itself, the cart as edited, and after a reload too.
  await context.setOffline(false);
  await expect(sendButton(page)).toBeEnabled();
  await expect(page.getByText(OFFLINE)).toHaveCount(0);
  await expect(quantity(page, CAN)).toHaveValue('31');
  await expect(line(page, BOTTLE)).toHaveCount(0);
  await page.reload();
  await expect(quantity(page, CAN)).toHaveValue('31');
  await expect(page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem')).toHaveCount(1);

  await sendButton(page).click();
  const sent = page.getByRole('dialog', { name: 'Pedido realizado com sucesso!' });
  await expect(sent).toContainText(/Número do pedido: \d{10}/);
  expect(sales).toHaveLength(1);
  expect(await orderCount(request)).toBe(before + 1);
});
