// The order history (/pedidos) against the demo API: filters that ask again, the expanded card
// (steps, item labels, invoices, transport), the danger and partial states, the empty text, and
// the invoice and boleto downloads (the PIX QR code drawn into the boleto, a failed download).
// Client 100001 (logins.store) has an order in every status; other tests may add new orders to it
// (the cart sends some), so nothing here counts the whole list.
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { PDFDocument, PDFDict, PDFName, PDFRawStream } from 'pdf-lib';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, apiUrl, widestContentEdge } from './fixtures.ts';

/** The empty text names the period chosen (R82). */
const EMPTY = 'Nenhum pedido encontrado nos últimos 7 dias.';

/** The seed's orders of client 100001 (demo-api/seed/orders.ts), by number. */
const orders = {
  inTransit: '0081234507', // PEDIDO EM TRANSITO, one item (sent as an object), invoice with PIX, transport
  delivered: '0081234514', // PEDIDO ENTREGUE, four items, invoice with PIX, transport
  separation: '0081234521', // PEDIDO EM SEPARACAO, invoice without PIX
  notInvoiced: '0081234577', // PEDIDO NAO FATURADO: danger; 'Ruptura', 'Insc. Suspensa' and one line without reason
  noteCancelled: '0081234584', // PEDIDO NOTA CANCELADA: invoice 'Cancelada'
  returned: '0081234598', // RETORNADO/DEVOLVIDO (Troca): a reason product-rules R85 does not name → 'Cancelado'
  partlyDelivered: '0081234605', // PARCIALMENTE ENTREGUE: invoices 'Validada' and 'Recusada'
  partlyRefused: '0081234612', // PEDIDO PARCIALMENTE RECUSADO: 'NF Denegada', other lines 'Confirmado', invoice 'Rejeitada'
} as const;

function isOrdersCall(url: string, check: (query: URLSearchParams) => boolean): boolean {
  const parsed = new URL(url);
  return parsed.pathname.endsWith('/client/my-updated-orders') && check(parsed.searchParams);
}

async function openOrders(page: Page) {
  const first = page.waitForRequest((r) =>
    isOrdersCall(r.url(), (q) => q.get('dias_pedido') === '45' && q.get('type') === 'todos' && !q.has('status')),
  );
  await page.goto('/pedidos');
  await first;
  await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  await expect(card(page, orders.delivered)).toBeVisible();
}

function card(page: Page, number: string): Locator {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pedido ${number}`, exact: true }) });
}

async function expand(page: Page, number: string): Promise<Locator> {
  const item = card(page, number);
  const toggle = item.getByRole('button', { name: `Ver detalhes do pedido ${number}` });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return item;
}

const steps = (item: Locator) => item.getByRole('list', { name: 'Andamento do pedido' }).getByRole('listitem');
const itemLines = (item: Locator) => item.locator('.order-items > li');
const invoices = (item: Locator) => item.locator('.order-invoices > li');

/** Image XObjects in the resources of a PDF's first page. */
async function firstPageImages(download: Download): Promise<number> {
  const doc = await PDFDocument.load(await readFile(await download.path()));
  const xObjects = doc.getPage(0).node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xObjects) return 0;
  return xObjects.keys().filter((key) => {
    const object = xObjects.lookup(key);
    return object instanceof PDFRawStream && object.dict.get(PDFName.of('Subtype'))?.toString() === '/Image';
  }).length;
}

test.describe('orders history', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, logins.store);
  });

  test("a notification's address opens that order's card, in view and focused, and no other (R306)", async ({ page }) => {
    await page.goto(`/pedidos?pedido=${orders.partlyRefused}`);
    const item = card(page, orders.partlyRefused);
    await expect(item.getByRole('button', { name: `Ver detalhes do pedido ${orders.partlyRefused}` })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(steps(item)).toHaveCount(6);
    await expect(item.getByRole('heading', { name: `Pedido ${orders.partlyRefused}`, exact: true })).toBeFocused();
    await expect(item).toBeInViewport();
    await expect(page.getByRole('button', { name: /^Ver detalhes do pedido/, expanded: true })).toHaveCount(1);
    // The card closes as any other; the address alone, not the tap, opened it.
    await item.getByRole('button', { name: `Ver detalhes do pedido ${orders.partlyRefused}` }).click();
    await expect(steps(item)).toHaveCount(0);
  });

  test('each filter change asks for the history again with its query (R81) @desktop-only', async ({ page }) => {
    await openOrders(page);

    let request = page.waitForRequest((r) => isOrdersCall(r.url(), (q) => q.get('dias_pedido') === '7' && q.get('type') === 'todos'));
    await page.getByLabel('Período').selectOption('7');
    await request;
    await expect(card(page, orders.inTransit)).toBeVisible();
    await expect(card(page, orders.notInvoiced)).toHaveCount(0);

    request = page.waitForRequest((r) => isOrdersCall(r.url(), (q) => q.get('dias_pedido') === '7' && q.get('type') === 'bonificacao'));
    await page.getByLabel('Tipo').selectOption({ label: 'Bonificação' });
    await request;
    // No loading status left in the list (the page-wide live region of the offline notices stays, empty).
    await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
    await expect(card(page, orders.inTransit)).toHaveCount(0);

    request = page.waitForRequest((r) => isOrdersCall(r.url(), (q) => q.get('dias_pedido') === '30' && q.get('type') === 'compra'));
    await page.getByLabel('Período').selectOption('30');
    await page.getByLabel('Tipo').selectOption({ label: 'Compra' });
    await request;

    request = page.waitForRequest((r) => isOrdersCall(r.url(), (q) => q.get('status') === 'PEDIDO ENTREGUE' && q.get('type') === 'compra'));
    await page.getByLabel('Status').selectOption('PEDIDO ENTREGUE');
    await request;
    await expect(card(page, orders.delivered)).toBeVisible();
    await expect(card(page, orders.inTransit)).toHaveCount(0);

    request = page.waitForRequest((r) => isOrdersCall(r.url(), (q) => !q.has('status')));
    await page.getByLabel('Status').selectOption({ label: 'Todos' });
    await request;
    await expect(card(page, orders.inTransit)).toBeVisible();
  });

  test('the card shows number, type, date and status; its details the steps, lines, invoice and transport', async ({ page }) => {
    await openOrders(page);
    const summary = card(page, orders.inTransit);
    await expect(summary.getByText('Compra', { exact: true })).toBeVisible();
    await expect(summary.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(summary.getByText('PEDIDO EM TRANSITO')).toBeVisible();

    // One item, sent as an object rather than a list.
    const item = await expand(page, orders.inTransit);
    await expect(steps(item)).toHaveText([
      /Confirmado\s*concluído/,
      /Análise de crédito\s*concluído/,
      /Faturado\s*concluído/,
      /Em separação\s*concluído/,
      /Em trânsito\s*em andamento/,
      /Entregue\s*pendente/,
    ]);
    await expect(itemLines(item)).toHaveCount(1);
    await expect(itemLines(item)).toContainText('Confirmado');
    await expect(invoices(item)).toHaveCount(1);
    await expect(invoices(item)).toContainText('Validada');
    await expect(invoices(item)).toContainText(/Emitida em \d{2}\/\d{2}\/\d{4}/);
    // The details' transport (the card itself also names the driver of an order in transit, R273).
    await expect(item.getByRole('definition').filter({ hasText: 'Adriana Lopes Ferreira' })).toBeVisible();
    await expect(item.getByRole('definition').filter({ hasText: 'KXT4F23' })).toBeVisible();
    await expect(item.getByRole('link', { name: '(21) 98123-4567' })).toHaveAttribute('href', 'tel:+5521981234567');

    // Several items, sent as a list.
    const delivered = await expand(page, orders.delivered);
    await expect(itemLines(delivered)).toHaveCount(4);
    await expect(steps(delivered)).toHaveText(Array.from({ length: 6 }, () => /concluído/));

    // Nothing scrolls sideways, on a 360 px phone included.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);
    // And in a 360 px window on the desktop: the phone's emulation lays some overflows out differently.
    await page.setViewportSize({ width: 360, height: 740 });
    expect(await widestContentEdge(page)).toBeLessThanOrEqual(360);

    // Collapsing hides the details again.
    await summary.getByRole('button', { name: `Ver detalhes do pedido ${orders.inTransit}` }).click();
    await expect(steps(summary)).toHaveCount(0);
  });

  test('danger and partial states, item labels and invoice statuses (R84, R85) @desktop-only', async ({ page }) => {
    await openOrders(page);

    const notInvoiced = await expand(page, orders.notInvoiced);
    await expect(notInvoiced.getByText('Este pedido não foi concluído.')).toBeVisible();
    await expect(steps(notInvoiced)).toHaveCount(0);
    await expect(itemLines(notInvoiced)).toHaveCount(3);
    await expect(itemLines(notInvoiced).nth(0)).toContainText('Ruptura');
    await expect(itemLines(notInvoiced).nth(1)).toContainText('Insc. Suspensa');
    await expect(itemLines(notInvoiced).nth(2)).toContainText('Sem Recusa');

    const returned = await expand(page, orders.returned);
    await expect(card(page, orders.returned).getByText('Troca', { exact: true })).toBeVisible();
    await expect(itemLines(returned)).toContainText(['Cancelado']);

    const noteCancelled = await expand(page, orders.noteCancelled);
    await expect(invoices(noteCancelled)).toContainText('Cancelada');
    await expect(invoices(noteCancelled).getByRole('button', { name: 'Baixar nota fiscal' })).toBeVisible();
    await expect(invoices(noteCancelled).getByRole('button', { name: 'Baixar boleto' })).toHaveCount(0);

    const partly = await expand(page, orders.partlyDelivered);
    await expect(partly.getByText('Entrega parcial: parte dos itens não foi entregue.')).toBeVisible();
    await expect(steps(partly).last()).toHaveText(/Entregue\s*parcial/);
    await expect(invoices(partly)).toHaveCount(2);
    await expect(invoices(partly).nth(0)).toContainText('Validada');
    await expect(invoices(partly).nth(1)).toContainText('Recusada');

    const refused = await expand(page, orders.partlyRefused);
    await expect(itemLines(refused).nth(0)).toContainText('NF Denegada');
    await expect(itemLines(refused).nth(1)).toContainText('Confirmado');
    await expect(itemLines(refused).nth(2)).toContainText('Confirmado');
    await expect(invoices(refused)).toContainText('Rejeitada');
  });

  test('no orders: the empty text names the period chosen, with a link to the catalogue (store access) (R82) @desktop-only', async ({
    page,
  }) => {
    await openOrders(page);
    await page.getByLabel('Período').selectOption('7');
    await page.getByLabel('Status').selectOption('PEDIDO CANCELADO');
    await expect(page.getByText(EMPTY)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver produtos' })).toHaveAttribute('href', '/produtos');
  });

  test('axe on expanded orders (progress, danger, partial, invoices, transport) (R116) @desktop-only', async ({ page }) => {
    await openOrders(page);
    await expand(page, orders.inTransit);
    await expand(page, orders.notInvoiced);
    await expand(page, orders.partlyDelivered);
    await expectNoAxeViolations(page, '/pedidos with expanded orders');
  });

  test('the invoice downloads as nf.pdf (R88) @desktop-only', async ({ page }) => {
    await openOrders(page);
    const item = await expand(page, orders.inTransit);
    const downloading = page.waitForEvent('download');
    await invoices(item).getByRole('button', { name: 'Baixar nota fiscal' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('nf.pdf');
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');
  });
});

test('without store access the empty text has no catalogue link (R82) @desktop-only', async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  await page.goto('/pedidos');
  await expect(page.getByRole('list', { name: 'Pedidos' })).toBeVisible();
  await page.getByLabel('Período').selectOption('7');
  await expect(page.getByText(EMPTY)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Ver produtos' })).toHaveCount(0);
});

// The boleto call is faulted on the shared demo API in the last test: these run one after the
// other, in the desktop project only, so no other boleto download meets the fault.
test.describe('boleto downloads @desktop-only', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await openOrders(page);
  });

  test('with PIX: boleto_{key}.pdf with the QR image on its first page; without PIX: none added (R88)', async ({ page, request }) => {
    const withPix = await expand(page, orders.inTransit);
    // A slow answer, so the busy state can be seen.
    const slow = await request.post(`${apiUrl}/__demo/faults`, {
      data: { mode: 'latency', ms: 1500, service: 'clientApi', path: '/client/my-order-boleto', method: 'POST', times: 1 },
    });
    expect(slow.ok()).toBe(true);
    const downloads: Download[] = [];
    page.on('download', (download) => downloads.push(download));
    let downloading = page.waitForEvent('download');
    // A double tap: the second tap, while the first download works, does nothing.
    await invoices(withPix).getByRole('button', { name: 'Baixar boleto' }).dblclick();
    await expect(invoices(withPix).getByRole('button', { name: 'Baixando...' })).toBeVisible();
    const pixBoleto = await downloading;
    expect(pixBoleto.suggestedFilename()).toMatch(/^boleto_\d{44}\.pdf$/);
    await expect(invoices(withPix).getByRole('button', { name: 'Baixar boleto' })).toBeVisible();
    expect(downloads).toHaveLength(1);

    const withoutPix = await expand(page, orders.separation);
    downloading = page.waitForEvent('download');
    await invoices(withoutPix).getByRole('button', { name: 'Baixar boleto' }).click();
    const plainBoleto = await downloading;
    expect(plainBoleto.suggestedFilename()).toMatch(/^boleto_\d{44}\.pdf$/);

    const plainImages = await firstPageImages(plainBoleto);
    expect(await firstPageImages(pixBoleto)).toBe(plainImages + 1);
  });

  test('a failed download says so in a toast and the page keeps working (R88, R107)', async ({ page, request }) => {
    const item = await expand(page, orders.separation);
    // The client retries a 500 once: both attempts fail, then the fault is spent.
    const fault = await request.post(`${apiUrl}/__demo/faults`, {
      data: { mode: 'status', status: 500, service: 'clientApi', path: '/client/my-order-boleto', method: 'POST', times: 2 },
    });
    expect(fault.ok()).toBe(true);
    const button = invoices(item).getByRole('button', { name: 'Baixar boleto' });
    await button.click();
    await expect(page.getByText('Não foi possível baixar o boleto. Tente novamente.')).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(button).not.toHaveAttribute('aria-disabled', 'true');

    const downloading = page.waitForEvent('download');
    await button.click();
    expect((await downloading).suggestedFilename()).toMatch(/^boleto_\d{44}\.pdf$/);
  });
});

test.describe('a big client’s history', () => {
  test('75 orders: 30 drawn, 30 more per tap with the focus on the first added; another filter starts again (R300) @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request, logins.store);
    // The seed's history made 75 orders long, each with a number of its own.
    await page.route('**/client/my-updated-orders*', async (route) => {
      const response = await route.fetch();
      const answer = (await response.json()) as {
        pedidos: Array<{ Status: { VBELN: string; STATUS: string } }>;
        pedidosNaoProcessados: unknown[];
      };
      const seed = answer.pedidos;
      const pedidos = Array.from({ length: 75 }, (_, i) => {
        const order = structuredClone(seed[i % seed.length]!);
        order.Status.VBELN = String(82_000_000 + i).padStart(10, '0');
        // The same status in every answer, as a real order's between two filters (one that moved would be
        // marked 'Atualizado', R313).
        order.Status.STATUS = 'PEDIDO ENTREGUE';
        return order;
      });
      await route.fulfill({ response, json: { ...answer, pedidos, pedidosNaoProcessados: [] } });
    });
    await page.goto('/pedidos');
    const list = page.getByRole('list', { name: 'Pedidos' });
    // Each card is titled by its order number (a card's own lists hold items too).
    const cards = list.getByRole('heading', { level: 2, name: /^Pedido \d{10}$/ });
    await expect(cards).toHaveCount(30);
    const more = page.getByRole('button', { name: 'Mostrar mais pedidos' });
    await more.click();
    await expect(cards).toHaveCount(60);
    await expect(list.getByRole('heading', { name: 'Pedido 0082000030', exact: true })).toBeFocused();
    await more.click();
    await expect(cards).toHaveCount(75);
    await expect(list.getByRole('heading', { name: 'Pedido 0082000060', exact: true })).toBeFocused();
    await expect(more).toHaveCount(0);
    await expectNoAxeViolations(page, '/pedidos with 75 orders');
    // Another period asks again and draws its first 30.
    await page.getByLabel('Período').selectOption('30');
    await expect(cards).toHaveCount(30);
    await expect(more).toBeVisible();
  });
});
