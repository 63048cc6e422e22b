// 'Repetir pedido' (docs/product-rules.md R180) against the demo API: the seeded last order of client
// 100001 (demo-api/seed/orders.ts) has a line in stock at a volume band, one above stock, one out of
// stock, one gone from the catalogue and one with returnable bottles. The cart is added to, the
// summary names each case, a cancel changes nothing, and it all works with the keyboard alone.
// Nothing here switches the demo's faults (the failed lookup is in reorder.serial.spec.ts).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, fillCart, tabTo, logins } from './fixtures.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

/** The seeded order to repeat: 'PEDIDO EM PROCESSAMENTO', received but not yet processed. */
const ORDER = '0081234500';
const BEER = 'Cerveja Brahma Chopp Lata 350ml';
const CAPPED = 'Cerveja Skol Pilsen Garrafa 300ml';
const BOTTLES = 'Cerveja Brahma Chopp Garrafa 600ml';
const OUT_OF_STOCK = 'Cerveja Brahma Zero Lata 350ml';
const GONE = 'Cerveja Bohemia Weiss Garrafa 600ml';

const card = (page: Page, number: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pedido ${number}`, exact: true }) });
const dialog = (page: Page) => page.getByRole('dialog', { name: 'Repetir pedido' });
const cartLine = (page: Page, name: string) =>
  page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').filter({ hasText: name });

/** Fixes the reminder's data: client 100001's last purchase `days` ago (orders sent by other tests move the real one to today). */
async function lastPurchaseDaysAgo(page: Page, days: number) {
  await page.route('**/client/myCompanies*', async (route) => {
    const answer = await route.fetch();
    const companies = (await answer.json()) as Array<{ clientCode: string; ultimoPedido: string | null }>;
    const day = new Date(Date.now() - days * 86_400_000).toLocaleDateString('pt-BR', { timeZone: 'America/Sao_Paulo' });
    for (const company of companies) if (company.clientCode === '100001') company.ultimoPedido = day;
    await route.fulfill({ response: answer, json: companies });
  });
}

/**
 * No order on its way (the demo's client 100001 has one: no reminder then, R62), and a history whose sale
 * orders are all at least `days` old, none unprocessed: the reminder counts from the company's purchase.
 */
async function noOrderOnItsWay(page: Page, days: number) {
  await page.route('**/lastOrder', (route) => route.fulfill({ json: { isOrderInProgress: false, nextDeliveryDate: null } }));
  await page.route('**/client/my-updated-orders?*', async (route) => {
    const answer = await route.fetch();
    const history = (await answer.json()) as { pedidos: Array<{ Status: { ERDAT: string } }>; pedidosNaoProcessados: unknown[] };
    // Days between today in São Paulo and an ERDAT as the services send it ('dd/mm/yyyy' or 'yyyy-mm-dd').
    const today = new Date().toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });
    const utcDay = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
    const daysAgo = (erdat: string) =>
      Math.round((utcDay(today) - utcDay(/^\d{4}-/.test(erdat) ? erdat : erdat.split('/').reverse().join('-'))) / 86_400_000);
    history.pedidos = history.pedidos.filter((order) => daysAgo(order.Status.ERDAT) >= days);
    history.pedidosNaoProcessados = [];
    await route.fulfill({ response: answer, json: history });
  });
}

/** Opens /produtos; the purchase reminder's panel. */
async function openReminder(page: Page) {
  await page.goto('/produtos');
  return page.getByRole('region', { name: 'Lembrete de compra' });
}

async function openOrders(page: Page) {
  await page.goto('/pedidos');
  await expect(card(page, ORDER)).toBeVisible();
}

/** Presses 'Repetir pedido' on the seeded order and waits for the summary. */
async function reorder(page: Page) {
  await card(page, ORDER)
    .getByRole('button', { name: `Repetir pedido ${ORDER}` })
    .click();
  const modal = dialog(page);
  await expect(modal.getByRole('status')).toContainText(/(item adicionado|itens adicionados) ao carrinho/);
  return modal;
}

test.describe('repeat an order (R180)', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request);
  });

  test('the seeded order fills the cart at today’s prices; capped and missing lines are named (R254)', async ({ page }) => {
    test.setTimeout(60_000);
    const favourites = page.waitForRequest((r) => r.url().endsWith('/catalog/favorites') && r.headers()['days'] === '30');
    await openOrders(page);
    // Bonus and exchange orders offer no reorder.
    await expect(card(page, '0081234563').getByRole('button', { name: /Repetir pedido/ })).toHaveCount(0);
    const modal = await reorder(page);
    await favourites;
    await expect(modal.getByRole('status')).toHaveText('3 itens adicionados ao carrinho');
    await expect(modal.getByRole('listitem').filter({ hasText: CAPPED })).toHaveText(
      new RegExp(`^${CAPPED}: \\d+ caixas? adicionadas? \\(estoque disponível: \\d+\\)$`),
    );
    await expect(modal.getByText(`${OUT_OF_STOCK}: indisponível no estoque`)).toBeVisible();
    await expect(modal.getByText(`${GONE}: não está mais no catálogo`)).toBeVisible();
    await expectNoAxeViolations(page, '/pedidos reorder summary');

    await modal.getByRole('link', { name: 'Ir para o carrinho' }).click();
    await expect(page).toHaveURL(/\/pedidos\/carrinho\/?$/);
    await expect(page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem')).toHaveCount(3);
    // 12 boxes reach the beer's band 2: today's R$ 41,50 instead of R$ 42,90.
    await expect(cartLine(page, BEER).getByRole('textbox')).toHaveValue('12');
    await expect(cartLine(page, BEER)).toContainText('De R$ 42,90 por R$ 41,50 cada');
    await expect(cartLine(page, BOTTLES).getByRole('textbox')).toHaveValue('6');
    await expect(cartLine(page, OUT_OF_STOCK)).toHaveCount(0);
    // The cart's own gates apply; nothing was sent.
    await expect(page.getByText('Atenção! Produtos com vasilhame adicionados:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Finalizar Pedido' })).toBeDisabled();
  });

  test('a line already in the cart is added to, not replaced @desktop-only', async ({ page }) => {
    test.setTimeout(60_000);
    await fillCart(page); // 5 boxes of the beer
    await openOrders(page);
    const modal = await reorder(page);
    await modal.getByRole('link', { name: 'Ir para o carrinho' }).click();
    await expect(cartLine(page, BEER).getByRole('textbox')).toHaveValue('17');
  });

  test('Cancelar during the lookup closes and leaves the cart as it was @desktop-only', async ({ page }) => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/catalog/favorites', async (route) => {
      await held;
      await route.fallback().catch(() => {}); // aborted by the cancel meanwhile
    });
    await openOrders(page);
    await card(page, ORDER)
      .getByRole('button', { name: `Repetir pedido ${ORDER}` })
      .click();
    const modal = dialog(page);
    await expect(modal.getByRole('status')).toHaveText('Procurando os produtos no catálogo...');
    await expectNoAxeViolations(page, '/pedidos reorder in progress');
    const aborted = page.waitForEvent('requestfailed', (r) => r.url().endsWith('/catalog/favorites'));
    await modal.getByRole('button', { name: 'Cancelar' }).click();
    await expect(modal).toBeHidden();
    await expect(card(page, ORDER).getByRole('button', { name: `Repetir pedido ${ORDER}` })).toBeFocused();
    // The lookup is abandoned on the wire and nothing is written.
    await aborted;
    release();
    await page.waitForTimeout(300);
    expect(await page.evaluate((key) => localStorage.getItem(key), localKeys.cart)).toBeNull();
  });

  test('a reorder that adds nothing offers only Fechar, not the cart (R253, R254) @desktop-only', async ({ page }) => {
    // Every product of the order out of stock today.
    await page.route(/\/catalog\/(favorites|news)$/, async (route) => {
      const answer = await route.fetch();
      const list = (await answer.json()) as { data: Array<{ estoque: number }> };
      for (const item of list.data) item.estoque = 0;
      await route.fulfill({ response: answer, json: list });
    });
    await openOrders(page);
    const modal = await reorder(page);
    await expect(modal.getByRole('status')).toHaveText('Nenhum item adicionado ao carrinho');
    await expect(modal.getByText(`${BEER}: indisponível no estoque`)).toBeVisible();
    await expect(modal.getByText('O seu carrinho não foi alterado.')).toBeVisible();
    // Nothing to see in the cart (product-rules R253).
    await expect(modal.getByRole('link', { name: 'Ir para o carrinho' })).toHaveCount(0);
    await expect(modal.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/pedidos reorder added nothing');
    await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(modal).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), localKeys.cart)).toBeNull();
  });

  test('keyboard only: Tab to the button, Enter, Tab to the cart link, Enter @desktop-only', async ({ page }) => {
    test.setTimeout(60_000);
    await openOrders(page);
    await tabTo(page, card(page, ORDER).getByRole('button', { name: `Repetir pedido ${ORDER}` }));
    await page.keyboard.press('Enter');
    const modal = dialog(page);
    await expect(modal.getByRole('status')).toHaveText('3 itens adicionados ao carrinho');
    // Escape closes and gives the focus back to the button; a second run is added to the first.
    await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();
    await expect(card(page, ORDER).getByRole('button', { name: `Repetir pedido ${ORDER}` })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(modal.getByRole('status')).toContainText('adicionados ao carrinho');
    await tabTo(page, modal.getByRole('link', { name: 'Ir para o carrinho' }), 10);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/pedidos\/carrinho\/?$/);
    await expect(cartLine(page, BEER).getByRole('textbox')).toHaveValue('24');
  });

  test('/produtos: the purchase reminder offers Repetir último pedido (R62, R251) @desktop-only', async ({ page }) => {
    test.setTimeout(60_000);
    await lastPurchaseDaysAgo(page, 9);
    await noOrderOnItsWay(page, 9);
    // 15 days of purchases reach a purchase of 9 days ago (product-rules R251).
    const history = page.waitForRequest((r) => /\/client\/my-updated-orders\?dias_pedido=15&type=compra$/.test(r.url()));
    const reminder = await openReminder(page);
    await expect(reminder).toContainText('Faz 9 dias desde a sua última compra.');
    await expectNoAxeViolations(page, '/produtos purchase reminder');
    await reminder.getByRole('button', { name: 'Repetir último pedido' }).click();
    await history;
    const modal = page.getByRole('dialog', { name: 'Repetir último pedido' });
    // The last purchase may be an order another test sent today, of one line.
    await expect(modal.getByRole('status')).toContainText(/\d+ (item adicionado|itens adicionados) ao carrinho/);
    await expectNoAxeViolations(page, '/produtos reorder summary');
    // The footer's 'Fechar' (the header's × is 'Fechar' too).
    await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(modal).toBeHidden();
    await expect(page.getByRole('region', { name: 'Carrinho' })).toBeVisible();
  });

  test('/produtos: no purchase order in the days asked for offers only Fechar (R252) @desktop-only', async ({ page }) => {
    await lastPurchaseDaysAgo(page, 9);
    await page.route('**/lastOrder', (route) => route.fulfill({ json: { isOrderInProgress: false, nextDeliveryDate: null } }));
    // The last purchase was, say, a bonus: the history holds no purchase order in those days.
    await page.route('**/client/my-updated-orders?*', (route) =>
      route.fulfill({ json: { pedidos: [], statusPedidos: [], pedidosNaoProcessados: [] } }),
    );
    const reminder = await openReminder(page);
    await reminder.getByRole('button', { name: 'Repetir último pedido' }).click();
    const modal = page.getByRole('dialog', { name: 'Repetir último pedido' });
    await expect(modal.getByRole('alert')).toHaveText('Não encontramos um pedido de compra dos últimos 15 dias para repetir.');
    // Trying again would find the same: no 'Tentar novamente' (product-rules R252).
    await expect(modal.getByRole('button', { name: 'Fechar', exact: true })).toHaveCount(2); // the header's × and the footer's
    await expect(modal.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/produtos reorder found nothing');
    await modal.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(modal).toBeHidden();
  });

  test('/produtos: a last purchase older than the history’s 45 days is reminded without Repetir último pedido (R62, R251) @desktop-only', async ({
    page,
  }) => {
    await lastPurchaseDaysAgo(page, 60);
    await noOrderOnItsWay(page, 60);
    const reminder = await openReminder(page);
    await expect(reminder).toContainText('Faz 60 dias desde a sua última compra.');
    // The history reads 45 days at most: the button would end in 'Não encontramos…' (product-rules R251).
    await expect(reminder.getByRole('button', { name: /Fechar/ })).toBeVisible();
    await expect(reminder.getByRole('button', { name: 'Repetir último pedido' })).toHaveCount(0);
  });
});

test.describe('the reminder never contradicts a delivery (R62)', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request);
    await lastPurchaseDaysAgo(page, 9);
  });

  test("an order on its way: 'Pedido com entrega programada', and no 'Faz N dias'", async ({ page }) => {
    const reminderAsked = page.waitForRequest('**/lastOrder');
    await page.goto('/produtos');
    await reminderAsked;
    const modal = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
    await expect(modal).toBeVisible();
    await modal.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('main').getByRole('button', { name: 'Cervejas' })).toBeVisible();
    // The companies (and their 9 days) are in: the reminder has all it waits for.
    await expect.poll(() => page.evaluate((key) => localStorage.getItem(key), localKeys.companies)).not.toBeNull();
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'Lembrete de compra' })).toHaveCount(0);
    await expect(page.getByText(/Faz \d+ dias desde a sua última compra/)).toHaveCount(0);
  });

  test('no order on its way, but a purchase of yesterday in the history: no reminder counted from 9 days ago', async ({ page }) => {
    await noOrderOnItsWay(page, 1);
    const history = page.waitForResponse((r) => r.url().includes('/client/my-updated-orders?'));
    await page.goto('/produtos');
    await history;
    await expect(page.getByRole('main').getByRole('button', { name: 'Cervejas' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(page.getByRole('region', { name: 'Lembrete de compra' })).toHaveCount(0);
    await expect(page.getByText(/Faz \d+ dias desde a sua última compra/)).toHaveCount(0);
  });
});

test('without store access there is no reorder: not on /pedidos, and no reminder (R180, R250) @desktop-only', async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  await page.goto('/pedidos');
  // 200001's purchase of 21 days ago (demo-api/seed/orders.ts), which offers it to a client with store access.
  const purchase = card(page, '0081250300');
  await expect(purchase).toContainText('Compra');
  await expect(purchase.getByRole('button', { name: /Ver detalhes/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Repetir pedido/ })).toHaveCount(0);
  // The product list, where the reminder lives, is not theirs (product-rules R6).
  await page.goto('/produtos');
  await expect(page).toHaveURL(/\/campanhas\/?$/);
  await expect(page.getByRole('button', { name: 'Repetir último pedido' })).toHaveCount(0);
});
