// The product list against the demo API: the in-progress order modal, category → brand → add,
// volume prices as quantity crosses the bands, stock labels, the quantity rules, pagination, the
// cart bar, failures with a retry, and the 360 px layout.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, watchLayoutShifts } from './fixtures.ts';

/** Opens /produtos and dismisses 'Pedido com entrega programada' (client 100001 has an order in progress). */
async function openCatalogue(page: Page) {
  await page.goto('/produtos');
  const modal = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
  await expect(modal).toBeVisible();
  await modal.getByRole('button', { name: 'Continuar' }).click();
  await expect(modal).toBeHidden();
}

/** Client 100001 as a company that never bought, whatever other tests have sent. */
async function neverBought(page: Page) {
  await page.route('**/client/myCompanies*', async (route) => {
    const answer = await route.fetch();
    const companies = (await answer.json()) as Array<{ clientCode: string; ultimoPedido: string | null; dataDeCompra: string | null }>;
    for (const company of companies)
      if (company.clientCode === '100001') Object.assign(company, { ultimoPedido: null, dataDeCompra: null });
    await route.fulfill({ response: answer, json: companies });
  });
}

/** The card of a product, by its exact description. */
const card = (page: Page, name: string | RegExp) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

// No demo reset or fault switch here: both are global to the demo API and would hit tests running
// beside these. Nothing below changes the demo's state; failures are simulated per page.

test('the in-progress order modal offers Meus pedidos and Continuar, then the categories show (R61)', async ({ page, request }) => {
  await signIn(page, request);
  // The reminder's data, fixed (orders sent by other tests move the real last purchase to today).
  await neverBought(page);
  await page.goto('/produtos');
  const modal = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Deseja fazer um pedido adicional?');
  await expect(modal).toContainText(/entrega prevista para \d{2}\/\d{2}\/\d{4}/);
  await expect(modal.getByRole('link', { name: 'Meus pedidos' })).toHaveAttribute('href', '/pedidos');
  await expectNoAxeViolations(page, '/produtos with the in-progress order modal');
  await modal.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('button', { name: 'Cervejas' })).toBeVisible();
  await expectNoAxeViolations(page, '/produtos categories');
  // No reminder beside an order on its way, not even 'never bought' (R62).
  await expect(page.getByText('Você ainda não fez nenhuma compra pelo portal.')).toHaveCount(0);
});

test('never bought and no order on its way: the reminder is a toast that moves nothing on the page (R62) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await neverBought(page);
  await page.route('**/lastOrder', (route) => route.fulfill({ json: { isOrderInProgress: false, nextDeliveryDate: null } }));
  // Nor does the history know a purchase.
  const history = page.waitForRequest((r) => /\/client\/my-updated-orders\?dias_pedido=45&type=compra$/.test(r.url()));
  await page.route('**/client/my-updated-orders?*', (route) =>
    route.fulfill({ json: { pedidos: [], statusPedidos: [], pedidosNaoProcessados: [] } }),
  );
  await page.goto('/produtos');
  await history;
  await expect(page.getByText('Você ainda não fez nenhuma compra pelo portal.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lembrete de compra' })).toHaveCount(0);
});

test('browse category → brand → add; the volume band changes the price and the cart bar counts; pasted text keeps its digits (R56, R60, R63)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await signIn(page, request);
  await openCatalogue(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Brahma', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const brahma = card(page, 'Cerveja Brahma Chopp Lata 350ml');
  await expect(brahma).toContainText('Disponível');
  await expect(brahma).toContainText('10 CX R$ 41,50 cada');
  await expect(brahma).toContainText('30 CX R$ 40,90 cada');
  await expectNoAxeViolations(page, '/produtos list');

  const bar = page.getByRole('region', { name: 'Carrinho' });
  await expect(bar).toBeHidden();
  await brahma.getByRole('button', { name: /Aumentar/ }).click();
  await expect(brahma.getByRole('textbox')).toHaveValue('1');
  await expect(bar).toContainText('1 item');
  await expect(bar).toContainText('R$ 42,90');
  const quantity = brahma.getByRole('textbox');
  await quantity.fill('10');
  await expect(bar).toContainText('R$ 415,00');
  await quantity.fill('30');
  await expect(bar).toContainText('R$ 1.227,00');
  // Pasted text keeps its digits, then four of them: 'abc34' is 34 (R63).
  await quantity.fill('abc34');
  await expect(quantity).toHaveValue('34');
  await expect(bar).toContainText('R$ 1.390,60');
  await quantity.fill('9');
  await expect(bar).toContainText('R$ 386,10');

  await card(page, 'Cerveja Brahma Chopp Lata 473ml')
    .getByRole('button', { name: /Aumentar/ })
    .click();
  await expect(bar).toContainText('2 itens');
  await expectNoAxeViolations(page, '/produtos with the cart bar');
  await bar.getByRole('link', { name: 'Ver carrinho' }).click();
  await expect(page).toHaveURL(/\/pedidos\/carrinho\/?$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Cerveja Brahma Chopp Lata 350ml' }).getByRole('textbox')).toHaveValue('9');
});

test('stock labels at the boundaries; no quantity control without stock; above stock is refused (R55) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  await expect(card(page, 'Cerveja Brahma Chopp Lata 473ml')).toContainText('Disponível');
  await expect(card(page, 'Cerveja Brahma Chopp Lata 269ml')).toContainText('Estoque Baixo');
  const zero = card(page, 'Cerveja Brahma Zero Lata 350ml');
  await expect(zero).toContainText('Indisponível');
  await expect(zero.getByRole('textbox')).toHaveCount(0);

  const single = card(page, 'Cerveja Brahma Duplo Malte Lata 350ml');
  await expect(single).toContainText('Estoque Baixo');
  await single.getByRole('button', { name: /Aumentar/ }).click();
  await expect(single.getByRole('button', { name: /Aumentar/ })).toBeDisabled();
  await single.getByRole('textbox').fill('5');
  await expect(page.getByText('Quantidade indisponível no estoque!')).toBeVisible();
  await single.getByRole('textbox').blur();
  await expect(single.getByRole('textbox')).toHaveValue('1');
  // Letters are dropped; 0 removes the line.
  await single.getByRole('textbox').fill('');
  await single.getByRole('textbox').pressSequentially('a0');
  await expect(page.getByRole('region', { name: 'Carrinho' })).toBeHidden();
});

test('a product with a client minimum and maximum: plus starts at the minimum, minus below it removes (R63) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Skol', exact: true }).click();
  const bottle = card(page, 'Cerveja Skol Pilsen Garrafa 300ml');
  await bottle.getByRole('button', { name: /Aumentar/ }).click();
  await expect(bottle.getByRole('textbox')).toHaveValue('2');
  await bottle.getByRole('button', { name: /Diminuir/ }).click();
  await expect(bottle.getByRole('textbox')).toHaveValue('0');
  await bottle.getByRole('button', { name: /Diminuir/ }).click();
  await expect(bottle.getByRole('textbox')).toHaveValue('2');
});

test('tabs, Voltar, pagination and the empty text (R57, R58) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await openCatalogue(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  const pages = page.getByRole('navigation', { name: 'Páginas de produtos' });
  await expect(pages.getByRole('button', { name: 'Página 1' })).toHaveAttribute('aria-current', 'page');
  await expect(pages.getByRole('button', { name: 'Página anterior' })).toBeDisabled();
  const first = await page.locator('.product__name').first().textContent();
  await pages.getByRole('button', { name: 'Próxima página' }).click();
  await expect(pages.getByRole('button', { name: 'Página 2' })).toHaveAttribute('aria-current', 'page');
  await expect(page.locator('.product__name').first()).not.toHaveText(first ?? '');
  await page.getByRole('button', { name: 'Voltar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Águas' })).toBeVisible();

  await page.getByRole('button', { name: 'Combos' }).click();
  const combo = card(page, /^Combo Churrasco/);
  await expect(combo).toContainText('3 × Cerveja Brahma Chopp Lata 350ml');
  await expect(combo.getByRole('list', { name: 'Preços por volume' })).toContainText(/\d+ CX R\$ [\d.]+,\d{2} cada/);
  await page.getByRole('button', { name: 'Novidades' }).click();
  await expect(page.locator('.product').first()).toBeVisible();
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await expect(page.locator('.product, .empty').first()).toBeVisible();
  await expectNoAxeViolations(page, '/produtos favourites');
});

test('a list that fails to load says so and loads on retry (R59, R107) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await openCatalogue(page);
  // A page-local failure (the demo's fault switches are global and would hit tests running beside), of a
  // list this visit has not read yet: Novidades is read for the cards' 'Oferta' (R316), and a kept answer
  // stands in for a 5xx.
  let failing = true;
  await page.route('**/catalog/products', (route) =>
    failing && route.request().headers()['category'] === 'combo'
      ? route.fulfill({
          status: 503,
          json: { message: 'Falha simulada: serviço em manutenção.' },
          headers: { 'access-control-allow-origin': '*' },
        })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Combos' }).click();
  await expect(page.getByRole('alert')).toContainText('Não foi possível carregar os produtos');
  await expectNoAxeViolations(page, '/produtos list error');
  failing = false;
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.locator('.product').first()).toBeVisible();
});

test('an empty list shows the empty text (R59) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await page.route('**/catalog/favorites', (route) =>
    route.fulfill({ json: { data: [], currentPage: 1, lastPage: 1 }, headers: { 'access-control-allow-origin': '*' } }),
  );
  await openCatalogue(page);
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await expect(page.getByText('Ops... Não encontramos nenhum produto.')).toBeVisible();
});

test('without store access the product list and the cart go to /campanhas (R6) @desktop-only', async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  await page.goto('/produtos');
  await expect(page).toHaveURL(/\/campanhas\/?$/);
  await page.goto('/pedidos/carrinho');
  await expect(page).toHaveURL(/\/campanhas\/?$/);
});

test('the bonus tab lists the raw bonus data (R57) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/produtos/bonus');
  await expect(
    page.getByRole('table', { name: 'Produtos de bonificação' }).or(page.getByText('Ops... Não encontramos nenhum produto.')),
  ).toBeVisible();
  // axe: the sweep checks /produtos/bonus as it opens (a11y.spec.ts).
});

test('at 360 px every tab is whole and in reach, and the floating filter lines never cover the first card (R280, R118, R114)', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request);
  await openCatalogue(page);
  const tabs = page.getByRole('navigation', { name: 'Listas de produtos' });
  const content = (await page.locator('main').boundingBox())!;
  // Nothing to scroll to: the four fit, each whole (none cut mid-word, none on two lines).
  expect(await tabs.evaluate((nav) => nav.scrollWidth <= nav.clientWidth)).toBe(true);
  for (const name of ['Produtos', 'Novidades', 'Combos', 'Favoritos']) {
    const tab = tabs.getByRole('button', { name, exact: true });
    const box = (await tab.boundingBox())!;
    expect(box.x, name).toBeGreaterThanOrEqual(content.x);
    expect(box.x + box.width, name).toBeLessThanOrEqual(content.x + content.width + 0.5);
    expect(await tab.evaluate((button) => button.scrollWidth <= button.clientWidth && button.getClientRects().length === 1), name).toBe(
      true,
    );
    expect(box.height, name).toBeLessThan(60);
  }

  /** The first card's name and quantity control are below the floating lines, and nothing covers the control. */
  const firstCardClear = async () => {
    const first = page.getByRole('list', { name: 'Produtos' }).getByRole('listitem').first();
    await expect(first).toBeVisible();
    await expect
      .poll(async () => {
        const filters = await page.locator('.catalogue-filters').evaluate((e) => e.getBoundingClientRect().bottom);
        const top = await first.evaluate((e) => e.getBoundingClientRect().top);
        return top >= filters - 0.5;
      })
      .toBe(true);
    const stepper = first.getByRole('group');
    await stepper.scrollIntoViewIfNeeded();
    expect(
      await stepper.evaluate((group) => {
        const { left, top, width, height } = group.getBoundingClientRect();
        return group.contains(document.elementFromPoint(left + width / 2, top + height / 2));
      }),
    ).toBe(true);
  };

  await page.getByRole('button', { name: 'Cervejas' }).click();
  await expect(card(page, 'Cerveja Brahma Chopp Lata 350ml')).toBeVisible();
  // Deep in the list, the lines float; a brand chosen in them shows its list from its first card.
  await page.mouse.wheel(0, 1500);
  await expect.poll(() => page.locator('.catalogue-filters').evaluate((e) => e.getBoundingClientRect().top < 100)).toBe(true);
  await page.getByRole('button', { name: 'Skol', exact: true }).click();
  await expect(card(page, 'Cerveja Skol Pilsen Lata 350ml')).toBeVisible();
  await firstCardClear();
  // A page chosen at the list's end opens at its first card, below the lines.
  await page.getByRole('button', { name: 'Skol', exact: true }).click();
  await expect(card(page, 'Cerveja Brahma Chopp Lata 350ml')).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Páginas de produtos' })
    .getByRole('button', { name: /^(Página )?2$/ })
    .click();
  await expect(card(page, 'Cerveja Brahma Chopp Lata 350ml')).toHaveCount(0);
  await firstCardClear();
});

test('the 360 px phone layout has no sideways scroll and keeps 44 px targets (R118) @desktop-only', async ({ page, request }, info) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request);
  await openCatalogue(page);
  await page.screenshot({ path: info.outputPath('categories-360.png') });
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const brahma = card(page, 'Cerveja Brahma Chopp Lata 350ml');
  await brahma.getByRole('button', { name: /Aumentar/ }).click();
  await expect(page.getByRole('region', { name: 'Carrinho' })).toBeVisible();
  // Nothing of the catalogue sticks out of the shell's content box (the tab and brand rows scroll
  // inside themselves). The shell itself is measured by its own tests.
  const outside = await page.evaluate(() => {
    const edge = document.querySelector('main')!.getBoundingClientRect().right;
    return [...document.querySelectorAll('.catalogue *')]
      .filter((e) => !e.closest('.catalogue-tabs, .tiles--brands') && e.getBoundingClientRect().right > edge + 0.5)
      .map((e) => e.className);
  });
  expect(outside).toEqual([]);
  const plus = await brahma.getByRole('button', { name: /Aumentar/ }).boundingBox();
  expect(plus?.height).toBeGreaterThanOrEqual(44);
  expect(plus?.width).toBeGreaterThanOrEqual(44);
  await page.screenshot({ path: info.outputPath('list-360.png') });
  await page.mouse.wheel(0, 1500);
  await expect(page.getByRole('navigation', { name: 'Listas de produtos' })).toBeInViewport();
  await page.screenshot({ path: info.outputPath('list-scrolled-360.png') });
});

test('a category card in Novidades says Oferta over its picture, moving nothing; every card says its best band; and so do search results (R316, R315)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // The offers are held until the list is drawn, so their coming is measured alone.
  let releaseNews: () => void = () => undefined;
  const newsHeld = new Promise<void>((resolve) => (releaseNews = resolve));
  const newsNames: string[] = [];
  await page.route('**/catalog/news', async (route) => {
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Array<{ descricao: string }> };
    newsNames.push(...body.data.map((product) => product.descricao));
    await newsHeld;
    await route.fulfill({ response: answer, json: body });
  });
  await openCatalogue(page);
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const list = page.getByRole('list', { name: 'Produtos' });
  await expect(card(page, 'Cerveja Brahma Chopp Lata 350ml')).toContainText('-4 % a partir de 30 CX');
  // A card of Novidades in view, where a shift would count.
  await expect.poll(() => newsNames.length).toBeGreaterThan(0);
  const shownNames = await list.getByRole('heading').allTextContents();
  const newsShown = shownNames.filter((name) => newsNames.includes(name));
  expect(newsShown.length).toBeGreaterThan(0);
  await card(page, newsShown[0]!).scrollIntoViewIfNeeded();
  const shifts = await watchLayoutShifts(page);
  await expect(list.getByText('Oferta', { exact: true })).toHaveCount(0);
  releaseNews();
  const offered = list.getByRole('listitem').filter({ has: page.getByText('Oferta', { exact: true }) });
  await expect(offered.first()).toBeVisible();
  // Exactly the Novidades products of the page carry it.
  const offeredNames = await offered.getByRole('heading').allTextContents();
  expect(offeredNames.sort()).toEqual(newsShown.sort());
  expect(await shifts()).toEqual([]);
  await expectNoAxeViolations(page, '/produtos list with offers');

  // A search's result card says it too.
  const name = offeredNames[0]!;
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill(name);
  const found = page
    .getByRole('list', { name: 'Produtos encontrados' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await expect(found.getByText('Oferta', { exact: true })).toBeVisible();
});

test('a combo says what it saves against its items once their prices are looked up, on a line kept for it (R315)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // The items' lookups are held until the combos are drawn, so the saving's coming is measured alone.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const prices = new Map<string, number>();
  await page.route('**/catalog/products', async (route) => {
    const search = route.request().headers()['search'];
    if (!search) return route.fallback();
    const answer = await route.fetch();
    const body = (await answer.json()) as { data: Array<{ sku: string; preco: number }> };
    for (const product of body.data) prices.set(product.sku.replace(/^0+/, ''), product.preco);
    await held;
    await route.fulfill({ response: answer, json: body });
  });
  const combos = page.waitForResponse(
    (response) => response.url().endsWith('/catalog/products') && !response.request().headers()['search'],
  );
  await openCatalogue(page);
  await page.getByRole('button', { name: 'Combos' }).click();
  const list = (await (await combos).json()) as {
    data: Array<{ description: string; price: number; products?: Array<{ sku: string; quantity: number }> }>;
  };
  const churrasco = list.data.find((item) => item.description.startsWith('Combo Churrasco'))!;
  const combo = card(page, /^Combo Churrasco/);
  await expect(combo).toContainText('3 × Cerveja Brahma Chopp Lata 350ml');
  await combo.scrollIntoViewIfNeeded();
  const shifts = await watchLayoutShifts(page);
  await expect(combo.getByText(/mais barato/)).toHaveCount(0);
  release();
  // The items bought one by one, at today's base prices, less the combo's.
  await expect.poll(() => churrasco.products!.every((item) => prices.has(item.sku.replace(/^0+/, '')))).toBe(true);
  const separate = churrasco.products!.reduce(
    (sum, item) => sum + Math.round(prices.get(item.sku.replace(/^0+/, ''))! * 100) * item.quantity,
    0,
  );
  const saving = (separate - Math.round(churrasco.price * 100)) / 100;
  const money = saving.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  await expect(combo).toContainText(`Sai R$ ${money} mais barato que os itens avulsos`);
  expect(await shifts()).toEqual([]);
  await expectNoAxeViolations(page, '/produtos combos with their savings');
});
