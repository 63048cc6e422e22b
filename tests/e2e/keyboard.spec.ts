// The main flows with the keyboard alone (product-rules R115): accepting a campaign, and adding to the cart
// and sending an order. No click and no fill: Tab moves focus, Enter/Space act, keys type.
// (Signing in by keyboard is in auth.spec.ts.) The writes are answered by intercepted routes, so
// the demo API's state stays as the other specs expect it.
import type { Request } from '@playwright/test';
import { expect, logins, signIn, tabTo, test } from './fixtures.ts';
import updateTermStatus from '../fixtures/updateFlexibleTermStatus.json' with { type: 'json' };
import orderSent from '../fixtures/sendOrder.json' with { type: 'json' };

const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' };

test('keyboard only: read the terms of a pending campaign, tick the box and accept (R115)', async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  // Campaign 102 is pending in the seed, but campaigns.spec.ts accepts it for real: read it as
  // pending here whatever ran before.
  await page.route('**/campaigns/flexibles/campaigns/details*', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...((await response.json()) as object), client_term_statuses_id: 2 } });
  });
  const sent: Request[] = [];
  await page.route('**/campaigns/flexibles/clientCampaignTerm', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    sent.push(route.request());
    await route.fulfill({ json: updateTermStatus, headers: cors });
  });
  await page.goto('/campanhas/detalhes/102');

  await tabTo(page, page.getByRole('button', { name: 'Termos de Aceite' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Termo de Aceite da Campanha' });
  await expect(dialog).toBeVisible();
  // The dialog keeps the focus: Tab reaches its box and its buttons, never the page behind it.
  const box = dialog.getByRole('checkbox', { name: 'Li e aceito os termos da campanha.' });
  await tabTo(page, box, 20);
  await page.keyboard.press('Space');
  await expect(box).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Participar' }), 20);
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/campanhas\/102$/);
  expect(sent).toHaveLength(1);
  expect(sent[0]!.postDataJSON()).toEqual({ clientTermStatusesId: 1 });
});

test('keyboard only: pick a beer in the catalogue, open the cart and send the order (R115)', async ({ page, request }) => {
  // The whole journey by Tab and Enter, catalogue to sent order: 31-33 s on a loaded 2-core machine, over the
  // default 30 s in every full run there, while each step still waits no longer than its own expect.
  test.slow();
  await signIn(page, request, logins.store);
  const sent: Request[] = [];
  await page.route('**/sales/', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    sent.push(route.request());
    await route.fulfill({ json: orderSent, headers: cors });
  });
  await page.goto('/produtos');

  // Client 100001 has an order in progress: the notice opens first and holds the focus.
  const notice = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
  await tabTo(page, notice.getByRole('button', { name: 'Continuar' }), 10);
  await page.keyboard.press('Enter');
  await expect(notice).toBeHidden();

  await tabTo(page, page.getByRole('button', { name: 'Cervejas' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: 'Brahma', exact: true }));
  await page.keyboard.press('Enter');
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Cerveja Brahma Chopp Lata 350ml', exact: true }) });
  await tabTo(page, item.getByRole('textbox'));
  await page.keyboard.press('Control+A');
  await page.keyboard.type('10');
  await expect(item.getByRole('textbox')).toHaveValue('10');

  await tabTo(page, page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/pedidos\/carrinho\/?$/);
  const finish = page.getByRole('button', { name: 'Finalizar Pedido' });
  await expect(finish).toBeEnabled();
  await tabTo(page, finish);
  await page.keyboard.press('Enter');

  const modal = page.getByRole('dialog', { name: 'Pedido realizado com sucesso!' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText(orderSent.ORDEM);
  expect(sent).toHaveLength(1);
  const lines = sent[0]!.postDataJSON() as Array<{ sku: string; total: number }>;
  expect(lines.map((l) => l.total)).toEqual([10]);
  // The sent modal holds the focus too: Tab stays inside it.
  await page.keyboard.press('Tab');
  expect(await modal.evaluate((el) => el.contains(document.activeElement))).toBe(true);
});
