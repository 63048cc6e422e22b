// 'Finalizar Pedido' waits for the price and stock check (product-rules R150), and the two ticks
// follow the cart (R151), against the demo API. The check's catalogue calls are held or failed here
// with page.route; nothing is sent, so the demo API's state stays as the other specs expect it.
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { dismissOrderInProgress, expect, signIn, tabTo, test } from './fixtures.ts';

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };
/** The lists the check reads (stores/catalogue-refresh.ts). */
const CHECK_CALLS = /\/catalog\/(products|news|favorites|combos)$/;

/** Puts `quantity` boxes of a Brahma product in the cart from the product list. */
async function addBrahma(page: Page, name: string, quantity: number) {
  await page.goto('/produtos');
  await dismissOrderInProgress(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
  await item.getByRole('textbox').fill(String(quantity));
  await expect(item.getByRole('textbox')).toHaveValue(String(quantity));
  // Leaving the page writes the pending quantity (R65).
  await page.evaluate(() => window.dispatchEvent(new Event('pagehide')));
}

const send = (page: Page) => page.getByRole('button', { name: 'Finalizar Pedido' });
const summary = (page: Page) => page.getByRole('region', { name: 'Resumo do pedido' });
const line = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').filter({ hasText: name });
const checking = 'Conferindo preços e estoque...';
const checkFailed = 'Não foi possível conferir os preços e o estoque dos itens do carrinho';

/** Opens the cart and waits for the check to end (sending may still be gated otherwise). */
async function openCheckedCart(page: Page) {
  await page.goto('/pedidos/carrinho');
  await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toBeVisible();
  await expect(summary(page).getByRole('status').filter({ hasText: checking })).toHaveCount(0);
  await expect(summary(page).getByText(checkFailed)).toHaveCount(0);
}

test('sending waits for the check: held, then failed with Tentar novamente, then checked (R150) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await addBrahma(page, 'Cerveja Brahma Chopp Lata 350ml', 10);
  let mode: 'hold' | 'fail' | 'pass' = 'hold';
  const held: Route[] = [];
  let checks = 0;
  await page.route(CHECK_CALLS, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    checks += 1;
    if (mode === 'hold') return void held.push(route);
    if (mode === 'fail') return route.fulfill({ status: 502, json: { message: 'Erro', details: 'Catálogo fora do ar' }, headers: cors });
    return route.fallback();
  });

  await page.goto('/pedidos/carrinho');
  await expect(page.getByRole('list', { name: 'Itens do carrinho' })).toBeVisible();
  const reason = summary(page).getByRole('status').filter({ hasText: checking });
  await expect(reason).toBeVisible();
  await expect(send(page)).toBeDisabled();
  await expect(send(page)).toHaveAccessibleDescription(checking);
  await expect.poll(() => held.length).toBe(1);
  await expectNoAxeViolations(page, '/pedidos/carrinho while the check runs');

  mode = 'fail';
  for (const route of held.splice(0))
    await route.fulfill({ status: 502, json: { message: 'Erro', details: 'Catálogo fora do ar' }, headers: cors });
  const failure = summary(page).getByRole('alert').filter({ hasText: checkFailed });
  await expect(failure).toContainText('Catálogo fora do ar');
  await expect(reason).toHaveCount(0);
  await expect(send(page)).toBeDisabled();
  await expectNoAxeViolations(page, '/pedidos/carrinho after a failed check');

  mode = 'pass';
  const before = checks;
  await tabTo(page, failure.getByRole('button', { name: 'Tentar novamente' }));
  await page.keyboard.press('Enter');
  await expect(failure).toHaveCount(0);
  await expect(send(page)).toBeEnabled();
  expect(checks).toBe(before + 1);
});

test('the credit-limit tick is cleared when the total changes (R151) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  // Client 100001's credit limit is R$ 5.000,00: 130 boxes go past it.
  await addBrahma(page, 'Cerveja Brahma Chopp Lata 350ml', 130);
  await openCheckedCart(page);
  await expect(page.getByText('Limite de crédito ultrapassado: R$ 5.000,00')).toBeVisible();
  const tick = page.getByLabel('Confirmar compra acima do limite');
  await expect(send(page)).toBeDisabled();
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(send(page)).toBeEnabled();

  await line(page, 'Cerveja Brahma Chopp Lata 350ml').getByRole('textbox').fill('131');
  await expect(tick).not.toBeChecked();
  await expect(send(page)).toBeDisabled();
  await expectNoAxeViolations(page, '/pedidos/carrinho with the credit-limit tick cleared');
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(send(page)).toBeEnabled();
});

test('the bottles tick is cleared when the bottle lines change, kept when another line does (R151) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await addBrahma(page, 'Cerveja Brahma Chopp Lata 350ml', 10);
  // The seed gives this bottle a client minimum of 5 boxes and 24 returnable bottles a box.
  await addBrahma(page, 'Cerveja Brahma Chopp Garrafa 600ml', 5);
  await openCheckedCart(page);
  await expect(page.getByText('Cerveja Brahma Chopp Garrafa 600ml: 120 vasilhames')).toBeVisible();
  const tick = page.getByLabel('Confirmar posse dos vasilhames');
  await expect(send(page)).toBeDisabled();
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(send(page)).toBeEnabled();

  // The cans carry no bottles: the tick stays (the total moves by one box at R$ 41,50).
  await expect(summary(page)).toContainText('R$ 1.087,40');
  await line(page, 'Cerveja Brahma Chopp Lata 350ml').getByRole('textbox').fill('11');
  await expect(summary(page)).toContainText('R$ 1.128,90');
  await expect(tick).toBeChecked();
  await expect(send(page)).toBeEnabled();

  await line(page, 'Cerveja Brahma Chopp Garrafa 600ml').getByRole('textbox').fill('6');
  await expect(page.getByText('Cerveja Brahma Chopp Garrafa 600ml: 144 vasilhames')).toBeVisible();
  await expect(tick).not.toBeChecked();
  await expect(send(page)).toBeDisabled();
  await tabTo(page, tick);
  await page.keyboard.press('Space');
  await expect(tick).toBeChecked();
  await expect(send(page)).toBeEnabled();
});
