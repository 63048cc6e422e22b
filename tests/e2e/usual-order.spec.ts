// 'O de sempre' on /produtos against the demo API (product-rules R314): the usual products of a weekly
// history with why each is suggested, steppers that change the title's count and sum, and 'Revisar e
// colocar no carrinho' that puts them in the cart through the reorder's summary (R180.3), nothing before.
// The history is answered per page with two Novidades products of the demo's catalogue (so today's prices,
// stock and bands come from the demo): orders sent by tests running beside these change the real one.
import type { APIRequestContext, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiSession, apiUrl, expect, logins, signIn, tabTo, test, watchLayoutShifts, workerInCharge } from './fixtures.ts';

interface NewsProduct {
  sku: string;
  descricao: string;
  estoque: number;
  maximum: number | null;
  minimum: number | null;
}

/** Two Novidades products with stock enough for the history's boxes, from the demo API itself. */
async function twoNewsProducts(request: APIRequestContext): Promise<[NewsProduct, NewsProduct, NewsProduct]> {
  const { token } = await apiSession(request, logins.store);
  const answer = await request.get(`${apiUrl}/products-api/catalog/news`, {
    headers: {
      authorization: `Bearer ${token.access_token}`,
      'client-code': logins.store.clientCode,
      'per-page': '24',
      'current-page': '1',
    },
  });
  expect(answer.ok()).toBe(true);
  const { data } = (await answer.json()) as { data: NewsProduct[] };
  const usable = data.filter((p) => p.estoque >= 20 && (p.maximum ?? 99) >= 20 && (p.minimum ?? 1) <= 1);
  expect(usable.length).toBeGreaterThanOrEqual(3);
  return [usable[0]!, usable[1]!, usable[2]!];
}

/** São Paulo's calendar day `daysAgo` days before today, as the history writes it. */
const dayBefore = (daysAgo: number) =>
  new Date(Date.now() - daysAgo * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

function saleOrder(number: number, daysAgo: number, lines: Array<[NewsProduct, number]>) {
  return {
    Status: { VBELN: String(number).padStart(10, '0'), AUART: 'ZS43', ERDAT: dayBefore(daysAgo), STATUS: 'PEDIDO ENTREGUE' },
    Itens: { Item: lines.map(([product, boxes]) => ({ MATNR: product.sku, ARKTX: product.descricao, KWMENG: boxes })) },
    Notas: null,
    Transporte: null,
  };
}

/** Every history read of the page answers `orders`, once `held` (if given) has settled. */
async function historyOf(page: Page, orders: unknown[], held: Promise<void> = Promise.resolve()) {
  await page.route('**/client/my-updated-orders?*', async (route) => {
    await held;
    await route.fulfill({ json: { pedidos: orders, statusPedidos: ['PEDIDO ENTREGUE'], pedidosNaoProcessados: [] } });
  });
}

async function openCatalogue(page: Page) {
  await page.goto('/produtos');
  const modal = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
  await modal.getByRole('button', { name: 'Continuar' }).click();
  await expect(modal).toBeHidden();
}

const usualCard = (page: Page) => page.getByRole('region', { name: /^Seu pedido de sempre/ });

test.describe('O de sempre', () => {
  test('a weekly history: its products with their reasons and offers, steppers that change the title, then into the cart only on Revisar (R314, R180, R316)', async ({
    page,
    request,
  }) => {
    const [weekly, tenDays, once] = await twoNewsProducts(request);
    // The history is held until the categories are drawn, so the card's coming is measured alone.
    let releaseHistory: () => void = () => undefined;
    const historyHeld = new Promise<void>((resolve) => (releaseHistory = resolve));
    // Weekly: 6, 6 and 8 boxes 21, 14 and 7 days ago; every ten days: 3 and 4 boxes; once: nothing to say.
    await historyOf(
      page,
      [
        saleOrder(91_000_001, 7, [[weekly, 8]]),
        saleOrder(91_000_002, 10, [[tenDays, 4]]),
        saleOrder(91_000_003, 14, [
          [weekly, 6],
          [once, 5],
        ]),
        saleOrder(91_000_004, 20, [[tenDays, 3]]),
        saleOrder(91_000_005, 21, [[weekly, 6]]),
      ],
      historyHeld,
    );
    await signIn(page, request);
    await openCatalogue(page);
    await expect(page.getByRole('button', { name: 'Vinhos' })).toBeVisible();
    const shifts = await watchLayoutShifts(page);
    releaseHistory();
    const card = usualCard(page);
    await expect(card).toBeVisible();
    // It comes under the categories: nothing on screen moves.
    expect(await shifts()).toEqual([]);
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/^Seu pedido de sempre: 2 itens, ≈ R\$ [\d.]+,\d{2}$/);
    const lines = card.getByRole('listitem');
    await expect(lines).toHaveCount(2);
    // Most due first; on a tie, the more often bought.
    await expect(lines.nth(0)).toContainText(weekly.descricao);
    await expect(lines.nth(0)).toContainText('a cada ~7 dias; o último foi há 7 dias');
    await expect(lines.nth(0).getByRole('textbox')).toHaveValue('6');
    await expect(lines.nth(1)).toContainText(tenDays.descricao);
    await expect(lines.nth(1)).toContainText('a cada ~10 dias; o último foi há 10 dias');
    await expect(lines.nth(1).getByRole('textbox')).toHaveValue('3');
    await expect(card).not.toContainText(once.descricao);
    // Both are in Novidades: 'Oferta', drawn with the card (R316).
    await expect(lines.nth(0).getByText('Oferta', { exact: true })).toBeVisible();
    await expect(lines.nth(1).getByText('Oferta', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page, "/produtos with 'O de sempre'");

    // The steppers change the title, and nothing is in the cart yet.
    const bar = page.getByRole('region', { name: 'Carrinho' });
    await lines
      .nth(1)
      .getByRole('button', { name: /^Diminuir/ })
      .click();
    await lines
      .nth(1)
      .getByRole('button', { name: /^Diminuir/ })
      .click();
    await lines
      .nth(1)
      .getByRole('button', { name: /^Diminuir/ })
      .click();
    await expect(lines.nth(1).getByRole('textbox')).toHaveValue('0');
    await expect(card.getByRole('heading', { level: 2 })).toHaveText(/^Seu pedido de sempre: 1 item, ≈ R\$ [\d.]+,\d{2}$/);
    await lines
      .nth(0)
      .getByRole('button', { name: /^Aumentar/ })
      .click();
    await expect(lines.nth(0).getByRole('textbox')).toHaveValue('7');
    await expect(bar).toBeHidden();

    // By keyboard: 'Revisar e colocar no carrinho', then the reorder's summary.
    const review = card.getByRole('button', { name: 'Revisar e colocar no carrinho' });
    await tabTo(page, review);
    await page.keyboard.press('Enter');
    const summary = page.getByRole('dialog', { name: 'O de sempre' });
    await expect(summary).toContainText('1 item adicionado ao carrinho');
    await expectNoAxeViolations(page, "'O de sempre' summary");
    await summary.getByRole('button', { name: 'Fechar', exact: true }).last().click();
    await expect(summary).toBeHidden();
    await expect(review).toBeFocused();
    await expect(bar).toContainText('1 item');
    await bar.getByRole('link', { name: 'Ver carrinho' }).click();
    await expect(page.getByRole('listitem').filter({ hasText: weekly.descricao }).getByRole('textbox')).toHaveValue('7');
    await expect(page.getByText(tenDays.descricao)).toHaveCount(0);
  });

  test('a history with no product bought twice says nothing (R314) @desktop-only', async ({ page, request }) => {
    const [weekly, tenDays] = await twoNewsProducts(request);
    await historyOf(page, [saleOrder(91_000_011, 3, [[weekly, 2]]), saleOrder(91_000_012, 9, [[tenDays, 4]])]);
    const asked = page.waitForResponse((response) => response.url().includes('/client/my-updated-orders?dias_pedido=45'));
    await signIn(page, request);
    await openCatalogue(page);
    await asked;
    await expect(page.getByRole('button', { name: 'Cervejas' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(usualCard(page)).toHaveCount(0);
  });

  test("the demo's Empório do Zé: its usual order, into the cart, where the cart's own gates still apply (R314, R180)", async ({
    page,
    request,
  }) => {
    // The seed's rhythm (demo-api/seed/orders.ts): Skol 600ml weekly, Antarctica 269ml every other week.
    await signIn(page, request);
    await page.goto('/empresas');
    await page.getByRole('button', { name: 'Acessar empresa Empório do Zé Bebidas Ltda' }).click();
    await expect(page).toHaveURL(/\/produtos\/?$/);
    const card = usualCard(page);
    const line = (name: string) => card.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    await expect(line('Cerveja Antarctica Pilsen Lata 269ml')).toContainText('a cada ~14 dias; o último foi há 13 dias');
    await expect(line('Cerveja Skol Pilsen Garrafa 600ml')).toContainText('a cada ~7 dias; o último foi há 6 dias');
    await expect(line('Cerveja Skol Pilsen Garrafa 600ml').getByRole('textbox')).toHaveValue('6');
    await card.getByRole('button', { name: 'Revisar e colocar no carrinho' }).click();
    const summary = page.getByRole('dialog', { name: 'O de sempre' });
    await expect(summary).toContainText(/itens? adicionados? ao carrinho/);
    await summary.getByRole('link', { name: 'Ir para o carrinho' }).click();
    await expect(page).toHaveURL(/\/pedidos\/carrinho\/?$/);
    const lines = page.getByRole('list', { name: 'Itens do carrinho' });
    await expect(lines.getByRole('listitem').filter({ hasText: 'Cerveja Skol Pilsen Garrafa 600ml' }).getByRole('textbox')).toHaveValue(
      '6',
    );
    // The returnable bottles still ask to be confirmed before 'Finalizar Pedido' (R151).
    await expect(page.getByText('Cerveja Skol Pilsen Garrafa 600ml: 144 vasilhames')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: /Confirmar posse dos vasilhames/ })).not.toBeChecked();
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test('after one visit the card opens with no network, from what the device kept, its date said (R314, R171) @desktop-only', async ({
      page,
      request,
      context,
    }) => {
      const [weekly, tenDays] = await twoNewsProducts(request);
      await historyOf(page, [
        saleOrder(91_000_021, 6, [[weekly, 5]]),
        saleOrder(91_000_022, 13, [
          [weekly, 5],
          [tenDays, 2],
        ]),
        saleOrder(91_000_023, 20, [[tenDays, 2]]),
      ]);
      await signIn(page, request);
      await openCatalogue(page);
      await expect(usualCard(page)).toBeVisible();
      const title = await usualCard(page).getByRole('heading', { level: 2 }).textContent();
      await workerInCharge(page);
      // The network goes, and so does the page's stand-in for the history: only the device answers now.
      await page.unroute('**/client/my-updated-orders?*');
      await context.setOffline(true);
      await openCatalogue(page);
      await expect(usualCard(page).getByRole('heading', { level: 2 })).toHaveText(title!);
      await expect(usualCard(page).getByRole('listitem')).toHaveCount(2);
      await expect(page.locator('#kept-note')).toHaveText(/^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/);
      await context.setOffline(false);
    });
  });
});
