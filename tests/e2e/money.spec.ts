// Money and delivery at a glance (product-rules R271–R275): 'Meu crédito' on /debitos, a payment handed on
// by WhatsApp, the next delivery day and the driver of an order in transit on /pedidos, and 'Falar com o
// vendedor' where money stops the client. The links are checked where they point and what they carry,
// without leaving the page.
import type { Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { countStorageRequests, expect, fillCart, signIn, tabTo, test, workerInCharge } from './fixtures.ts';

/** The seller of company 100001 (demo-api/seed/accounts.ts, teamCentro): '(21) 98877-6655'. */
const SELLER_CHAT = 'https://wa.me/5521988776655?text=';
/** The driver of the seeded order in transit (Adriana, demo-api/seed/orders.ts): '(21) 98123-4567'. */
const DRIVER_NUMBER = '5521981234567';

/** The seed's orders of client 100001 (demo-api/seed/orders.ts), by number. */
const orders = {
  inTransit: '0081234507', // PEDIDO EM TRANSITO, transport with driver and phone
  delivered: '0081234514', // PEDIDO ENTREGUE, transport: no driver lines once delivered
  creditRefused: '0081234549', // FINANCEIRO NAO APROVADO, lines refused for 'Limite de Crédito'
  cancelledByClient: '0081234556', // PEDIDO CANCELADO, 'Canc. Cliente': not a money refusal
};

/** A calendar day n days from today in São Paulo, as the page writes it. */
function dayInSaoPaulo(days: number): string {
  return new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

const credit = (page: Page) => page.getByRole('region', { name: 'Meu crédito' });

/** The value a figure of 'Meu crédito' shows, by its label. */
const figure = (page: Page, label: string) =>
  credit(page)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

const debtCard = (page: Page, value: string) =>
  page
    .getByRole('list', { name: 'Débitos' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: `Débito de ${value}` }) });

const orderCard = (page: Page, number: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Pedido ${number}`, exact: true }) });

/** The text a wa.me link carries, decoded. */
async function whatsappText(link: Locator): Promise<string> {
  const href = (await link.getAttribute('href')) ?? '';
  return new URL(href).searchParams.get('text') ?? '';
}

async function expectOpensApart(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', /noopener/);
}

async function openDebts(page: Page) {
  await page.goto('/debitos');
  await expect(page.getByRole('heading', { name: 'Débito de R$ 1.234,56' })).toBeVisible();
}

test.describe('Meu crédito and payments handed on', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request);
  });

  test("the four figures from the seeded debts and limit, the WhatsApp links' targets and texts, keyboard and axe (R271, R272, R274)", async ({
    page,
  }) => {
    await openDebts(page);
    // Debts due 12 and 2 days ago and today are overdue; the next ones fall due in 7 and 21 days.
    await expect(figure(page, 'Crédito disponível para pedidos')).toHaveText('R$ 5.000,00');
    await expect(figure(page, 'Total em aberto')).toHaveText('R$ 5.232,51');
    await expect(figure(page, 'Vencido')).toHaveText('R$ 2.466,46');
    await expect(figure(page, 'Vencido')).toHaveCSS('color', 'rgb(179, 38, 30)');
    await expect(figure(page, 'Próximo vencimento')).toHaveText(dayInSaoPaulo(7));

    const overdue = debtCard(page, 'R$ 1.234,56');
    const pixCode = (await overdue.locator('.debt__digits').nth(1).textContent()) ?? '';
    const sendPix = overdue.getByRole('link', { name: 'Enviar por WhatsApp o código PIX' });
    await expect(sendPix).toHaveAttribute('href', /^https:\/\/wa\.me\/\?text=/);
    await expectOpensApart(sendPix);
    expect(await whatsappText(sendPix)).toBe(
      `Pagamento de R$ 1.234,56 com vencimento em ${dayInSaoPaulo(-12)}.\nPIX copia e cola:\n${pixCode}`,
    );
    const barCode = (await overdue.locator('.debt__digits').first().textContent()) ?? '';
    expect(await whatsappText(overdue.getByRole('link', { name: 'Enviar por WhatsApp o código de barras' }))).toBe(
      `Pagamento de R$ 1.234,56 com vencimento em ${dayInSaoPaulo(-12)}.\nCódigo de barras do boleto:\n${barCode}`,
    );

    // The seller, on the debts due today or earlier, and not on those still to fall due.
    const seller = overdue.getByRole('link', { name: /^Falar com o vendedor/ });
    await expect(seller).toHaveAttribute('href', new RegExp(`^${SELLER_CHAT.replace(/[.?]/g, '\\$&')}`));
    await expectOpensApart(seller);
    expect(await whatsappText(seller)).toBe(
      `Olá, Anderson! Aqui é Bar do Zé Ltda (cliente 100001). Preciso de ajuda com o débito de R$ 1.234,56 com vencimento em ${dayInSaoPaulo(-12)}.`,
    );
    await expect(debtCard(page, 'R$ 842,00').getByRole('link', { name: /^Falar com o vendedor/ })).toBeVisible();
    await expect(debtCard(page, 'R$ 2.150,75').getByRole('link', { name: /^Falar com o vendedor/ })).toHaveCount(0);

    // Every new part is reached by the keyboard.
    await tabTo(page, sendPix);
    await tabTo(page, seller);
    await expectNoAxeViolations(page, "/debitos with 'Meu crédito'");
  });

  test("'Meu crédito' and the cart name one credit: what is available for orders, and it less this order (R271, R268)", async ({
    page,
  }) => {
    await openDebts(page);
    // The limit is the credit for orders; what is open stands beside it, nothing subtracted (R271).
    await expect(figure(page, 'Crédito disponível para pedidos')).toHaveText('R$ 5.000,00');
    await expect(figure(page, 'Total em aberto')).toHaveText('R$ 5.232,51');
    await expect(credit(page).getByText('Limite de crédito', { exact: true })).toHaveCount(0);
    await fillCart(page);
    await page.goto('/pedidos/carrinho');
    // 5 × R$ 42,90 = R$ 214,50 of the same R$ 5.000,00.
    await expect(
      page.getByRole('region', { name: 'Resumo do pedido' }).getByText('Crédito disponível após este pedido: R$ 4.785,50'),
    ).toBeVisible();
  });

  test('no limit answered: the limit line is left out, the sums stay (R271) @desktop-only', async ({ page }) => {
    await page.route(/\/client(\/limits)?$/, (route) =>
      route.fulfill({ status: 500, json: { message: 'Erro' }, headers: { 'access-control-allow-origin': '*' } }),
    );
    await openDebts(page);
    await expect(figure(page, 'Total em aberto')).toHaveText('R$ 5.232,51');
    await expect(figure(page, 'Vencido')).toHaveText('R$ 2.466,46');
    await expect(credit(page).getByText('Crédito disponível para pedidos')).toHaveCount(0);
    await expect(credit(page)).not.toContainText('R$ 0,00');
  });

  test("no seller's mobile known: no 'Falar com o vendedor' on the debts nor on the orders (R274) @desktop-only", async ({ page }) => {
    await page.route(/\/client\/commercial$/, async (route) => {
      const answer = (await (await route.fetch()).json()) as Record<string, string>;
      await route.fulfill({ json: { ...answer, cellphone: '' }, headers: { 'access-control-allow-origin': '*' } });
    });
    const commercial = page.waitForResponse(/\/client\/commercial$/);
    await openDebts(page);
    await commercial;
    await expect(debtCard(page, 'R$ 1.234,56').getByRole('link', { name: 'Enviar por WhatsApp o código PIX' })).toBeVisible();
    await expect(page.getByRole('link', { name: /^Falar com o vendedor/ })).toHaveCount(0);
    await page.goto('/pedidos');
    await expect(orderCard(page, orders.creditRefused)).toBeVisible();
    await page.waitForResponse(/\/client\/commercial$/);
    await expect(page.getByRole('link', { name: /^Falar com o vendedor/ })).toHaveCount(0);
  });

  test.describe('offline', () => {
    test.use({ serviceWorkers: 'allow' });

    test("'Meu crédito' is drawn from the kept answers, with their date (R271) @desktop-only", async ({ page, context }) => {
      await openDebts(page);
      await expect(figure(page, 'Crédito disponível para pedidos')).toHaveText('R$ 5.000,00');
      await workerInCharge(page);
      await context.setOffline(true);
      await page.reload();
      await expect(page.locator('#kept-note')).toHaveText(/^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/);
      await expect(figure(page, 'Crédito disponível para pedidos')).toHaveText('R$ 5.000,00');
      await expect(figure(page, 'Total em aberto')).toHaveText('R$ 5.232,51');
      await expect(figure(page, 'Vencido')).toHaveText('R$ 2.466,46');
      await expect(figure(page, 'Próximo vencimento')).toHaveText(dayInSaoPaulo(7));
    });
  });
});

test.describe('delivery and the seller on the orders', () => {
  test.beforeEach(async ({ page, request }) => {
    await signIn(page, request);
  });

  test('the next delivery day, the driver of the order in transit only, the seller on a refused order; keyboard and axe (R273, R274, R275)', async ({
    page,
  }) => {
    // Other specs send orders to the same demo API: the newest order not yet processed may be theirs, and
    // the day is the one the service gives (on a fresh seed, tomorrow).
    const lastOrder = page.waitForResponse(/\/lastOrder$/);
    await page.goto('/pedidos');
    const { nextDeliveryDate } = (await (await lastOrder).json()) as { nextDeliveryDate: string };
    const [year, month, day] = nextDeliveryDate.split('-');
    const unprocessed = page.getByRole('region', { name: 'Pedidos recebidos, ainda não processados' });
    // dd/mm/yyyy, as every date a client reads.
    await expect(unprocessed.getByRole('listitem').first().getByText('Entrega prevista:')).toHaveText(
      `Entrega prevista: ${day}/${month}/${year}`,
    );
    await expect(page.getByText('Entrega prevista:')).toHaveCount(1);

    const inTransit = orderCard(page, orders.inTransit);
    await expect(inTransit.getByText('Motorista:')).toHaveText(/^Motorista: \S/);
    await expect(inTransit.getByText('Placa:')).toHaveText(/^Placa: \S/);
    const call = inTransit.getByRole('link', { name: 'Ligar para o motorista' });
    const chat = inTransit.getByRole('link', { name: 'WhatsApp do motorista' });
    await expect(call).toHaveAttribute('href', `tel:+${DRIVER_NUMBER}`);
    await expect(chat).toHaveAttribute('href', `https://wa.me/${DRIVER_NUMBER}`);
    await expectOpensApart(chat);
    // A delivered order keeps its transport in its details, not on its card.
    await expect(orderCard(page, orders.delivered).getByText('Motorista:')).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Ligar para o motorista' })).toHaveCount(1);

    const seller = orderCard(page, orders.creditRefused).getByRole('link', { name: /^Falar com o vendedor/ });
    expect(await whatsappText(seller)).toBe(
      `Olá, Anderson! Aqui é Bar do Zé Ltda (cliente 100001). Preciso de ajuda com o pedido ${orders.creditRefused}.`,
    );
    await expect(seller).toHaveAttribute('href', new RegExp(`^${SELLER_CHAT.replace(/[.?]/g, '\\$&')}`));
    await expect(orderCard(page, orders.cancelledByClient).getByRole('link', { name: /^Falar com o vendedor/ })).toHaveCount(0);

    await tabTo(page, call);
    await tabTo(page, chat);
    await tabTo(page, seller);
    await expectNoAxeViolations(page, '/pedidos with delivery, driver and seller');
  });

  test('a driver without a phone has no call nor WhatsApp link; no date from the service, no line (R273, R275) @desktop-only', async ({
    page,
  }) => {
    await page.route(/\/client\/my-updated-orders\?/, async (route) => {
      const answer = (await (await route.fetch()).json()) as { pedidos: Array<{ Transporte?: Record<string, string> | null }> };
      for (const order of answer.pedidos) if (order.Transporte) order.Transporte.MOTORISTA_TEL = '';
      await route.fulfill({ json: answer, headers: { 'access-control-allow-origin': '*' } });
    });
    await page.route(/\/lastOrder$/, (route) =>
      route.fulfill({ json: { isOrderInProgress: true, nextDeliveryDate: null }, headers: { 'access-control-allow-origin': '*' } }),
    );
    await page.goto('/pedidos');
    const inTransit = orderCard(page, orders.inTransit);
    await expect(inTransit.getByText('Motorista:')).toBeVisible();
    await expect(inTransit.getByRole('link', { name: 'Ligar para o motorista' })).toHaveCount(0);
    await expect(inTransit.getByRole('link', { name: 'WhatsApp do motorista' })).toHaveCount(0);
    await expect(page.getByText('Entrega prevista')).toHaveCount(0);
  });
});

test('installed, the portal asks the browser to keep its storage, and says nothing of the answer (R276) @desktop-only', async ({
  page,
  request,
}) => {
  await countStorageRequests(page);
  await signIn(page, request);
  await page.goto('/campanhas');
  await expect(page.getByRole('list', { name: 'Campanhas' })).toBeVisible();
  // The install listener comes with the page's late script, on idle: the event is sent until it is heard.
  await expect
    .poll(() =>
      page.evaluate(() => {
        window.dispatchEvent(new Event('appinstalled'));
        return new Promise((resolve) => setTimeout(() => resolve((window as unknown as { persistAsked: number }).persistAsked), 50));
      }),
    )
    .toBeGreaterThan(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
