// 'Avisos neste aparelho' in Configurações › Notificação (product-rules R307, R308): each state of the device
// said in words, only a tap asks the browser, a failed registration says so and leaves the switch off, a deploy
// without the key offers (and loads) nothing; axe, keyboard and a 360 px phone. The whole journey, with a real
// push, is tests/e2e/push.serial.spec.ts. Chromium's push service is out of reach: tests/e2e/push-fake.ts.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import orderSent from '../fixtures/sendOrder.json' with { type: 'json' };
import { expect, fillCart, logins, signIn, siteUrl, test, widestContentEdge, workerInCharge } from './fixtures.ts';
import { fakePush, fakePushState, pushReceiver, sentSubscription } from './push-fake.ts';

/** A device that never reaches a push service: its subscription is the fake's alone. */
const subscription = { endpoint: 'http://127.0.0.1:9/push/never', keys: { p256dh: 'BAAA', auth: 'AAAA' } };

const deviceSwitch = (page: Page) => page.getByRole('switch', { name: 'Avisos neste aparelho' });

async function openNotifications(page: Page) {
  await page.goto('/cofiguracao#notificacao');
  await expect(page.getByRole('switch', { name: 'Receber e-mails' })).toBeVisible();
}

test.describe('states, each said in words (R307)', () => {
  test('never asked: off, said so; the page asks nothing until the switch is tapped', async ({ page, request }) => {
    await fakePush(page, subscription);
    await signIn(page, request, logins.noStore);
    await openNotifications(page);
    await expect(deviceSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Desligado: este aparelho não avisa quando um pedido muda de etapa.')).toBeVisible();
    await expect(deviceSwitch(page)).toHaveAccessibleDescription('Desligado: este aparelho não avisa quando um pedido muda de etapa.');
    expect(await fakePushState(page)).toEqual({ asked: 0, subscribed: false });
    await expectNoAxeViolations(page, '/cofiguracao Notificação, avisos neste aparelho');
    // A 360 px phone never scrolls sideways (R118).
    expect(await widestContentEdge(page)).toBeLessThanOrEqual(page.viewportSize()!.width);
  });

  test('blocked in the browser: says how to unblock; a tap asks nothing and sends nothing', async ({ page, request }) => {
    await fakePush(page, subscription, { permission: 'denied' });
    await signIn(page, request, logins.noStore);
    const sent: string[] = [];
    page.on('request', (r) => void (r.url().endsWith('/client/push') && sent.push(r.method())));
    await openNotifications(page);
    await expect(
      page.getByText('Os avisos estão bloqueados nas configurações do navegador. Para liberar, toque no cadeado ao lado do endereço'),
    ).toBeVisible();
    await expect(deviceSwitch(page)).toHaveAttribute('aria-disabled', 'true');
    // Still focusable and tappable (aria-disabled, so it is announced and reached), but it changes nothing.
    await deviceSwitch(page).click({ force: true });
    await expect(deviceSwitch(page)).not.toBeChecked();
    expect(await fakePushState(page)).toEqual({ asked: 0, subscribed: false });
    expect(sent).toEqual([]);
  });

  test('a browser without push says so; an iPhone says it works once installed on the home screen @desktop-only', async ({
    browser,
    request,
  }) => {
    for (const [userAgent, text] of [
      [undefined, 'Este navegador não mostra avisos de pedidos. O andamento de cada pedido continua em Meus Pedidos.'],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
        'No iPhone, os avisos funcionam com o portal instalado na tela de início: toque em Compartilhar e depois em Adicionar à Tela de Início.',
      ],
    ] as const) {
      const context = await browser.newContext({
        baseURL: siteUrl,
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
        ...(userAgent && { userAgent }),
      });
      const page = await context.newPage();
      await fakePush(page, subscription, { supported: false });
      await signIn(page, request, logins.noStore);
      await openNotifications(page);
      await expect(page.getByText(text)).toBeVisible();
      await expect(deviceSwitch(page)).toHaveAttribute('aria-disabled', 'true');
      await context.close();
    }
  });

  test('a deploy without push.vapidPublicKey offers nothing and loads nothing of it @desktop-only', async ({ page, request }) => {
    const config = (await (await request.get(`${siteUrl}/config.json`)).json()) as Record<string, unknown>;
    expect(config['push']).toBeDefined(); // npm start's config has the demo API's key
    const { push: _push, ...withoutPush } = config;
    await fakePush(page, subscription);
    await signIn(page, request, logins.noStore);
    await page.route('**/config.json', (route) => route.fulfill({ json: withoutPush }));
    const loaded: string[] = [];
    page.on('request', (r) => void (/PushSwitch|push-device/.test(r.url()) && loaded.push(r.url())));
    await openNotifications(page);
    await expect(page.getByRole('switch', { name: 'Receber mensagens' })).toBeVisible();
    await page.waitForTimeout(500);
    await expect(deviceSwitch(page)).toHaveCount(0);
    expect(loaded).toEqual([]);
  });
});

test.describe('turning it on and off (R308)', () => {
  test.use({ serviceWorkers: 'allow' });

  test('by keyboard: Space asks once, registers, and turns it off again with DELETE', async ({ page, context, request }) => {
    const receiver = await pushReceiver();
    try {
      await context.grantPermissions(['notifications'], { origin: siteUrl });
      await fakePush(page, receiver.subscription);
      await signIn(page, request, logins.noStore);
      await openNotifications(page);
      await workerInCharge(page);
      const registered = page.waitForRequest((r) => r.url().endsWith('/client/push') && r.method() === 'PUT');
      await deviceSwitch(page).focus();
      await page.keyboard.press('Space');
      await registered;
      await expect(deviceSwitch(page)).toBeChecked();
      await expect(page.getByText('Ligado: este aparelho avisa quando um pedido muda de etapa, como ao sair para entrega.')).toBeVisible();
      await expect(deviceSwitch(page)).toBeFocused();
      const removed = page.waitForRequest((r) => r.url().endsWith('/client/push') && r.method() === 'DELETE');
      await page.keyboard.press('Space');
      expect(sentSubscription(await removed).endpoint).toBe(receiver.endpoint);
      await expect(deviceSwitch(page)).not.toBeChecked();
      expect(await fakePushState(page)).toEqual({ asked: 1, subscribed: false });
    } finally {
      await receiver.close();
    }
  });

  test('a registration the service refuses says so, keeps it off and leaves no subscription; nothing is retried', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['notifications'], { origin: siteUrl });
    await fakePush(page, subscription);
    await signIn(page, request, logins.noStore);
    let puts = 0;
    await page.route('**/client/push', (route) => {
      puts += 1;
      return route.fulfill({ status: 500, json: { message: 'Erro interno', details: 'Tente novamente mais tarde.' } });
    });
    await openNotifications(page);
    await workerInCharge(page);
    await deviceSwitch(page).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'Não foi possível ativar os avisos neste aparelho. Tente novamente mais tarde.' }),
    ).toBeVisible();
    await expect(deviceSwitch(page)).not.toBeChecked();
    await expect(page.getByText('Desligado: este aparelho não avisa quando um pedido muda de etapa.')).toBeVisible();
    expect((await fakePushState(page)).subscribed).toBe(false);
    await page.waitForTimeout(500);
    expect(puts).toBe(1);
  });
});

/**
 * Puts 10 boxes (over the minimum) in the cart and sends them; the products service's answer is the
 * contract's fixture, so the shared demo keeps no order of this spec. Answers the sent-order modal.
 */
async function sendAnOrder(page: Page) {
  await page.route('**/sales/', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ json: orderSent, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' } })
      : route.fallback(),
  );
  await fillCart(page, '', 10);
  await page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
  await page.getByRole('button', { name: 'Finalizar Pedido' }).click();
  const modal = page.getByRole('dialog', { name: 'Pedido realizado com sucesso!' });
  await expect(modal.getByText(/Número do pedido/)).toBeVisible();
  return modal;
}

test.describe('offered when an order lands (R310)', () => {
  test("'Agora não' is remembered for this user on the device; the question is not asked again @desktop-only", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    await fakePush(page, subscription);
    await signIn(page, request, logins.store);
    let modal = await sendAnOrder(page);
    await expect(modal.getByText('Quer ser avisado quando o pedido sair para entrega?')).toBeVisible();
    await expectNoAxeViolations(page, 'order sent, with the offer of notifications');
    await modal.getByRole('button', { name: 'Agora não' }).click();
    const declined = modal.getByText('Tudo bem. Você pode ativar os avisos quando quiser em Configurações, na aba Notificação.');
    await expect(declined).toBeFocused();
    expect(await fakePushState(page)).toEqual({ asked: 0, subscribed: false });
    await modal.getByRole('button', { name: 'Continuar comprando' }).click();

    modal = await sendAnOrder(page);
    await expect(modal.getByText(/Número do pedido/)).toBeVisible();
    await page.waitForTimeout(500);
    await expect(modal.getByText('Quer ser avisado quando o pedido sair para entrega?')).toHaveCount(0);
  });
});

test.describe('offered when an order lands, with the worker (R310)', () => {
  test.use({ serviceWorkers: 'allow' });

  test("'Ativar avisos' asks the browser then, registers, and says it is on @desktop-only", async ({ page, context, request }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['notifications'], { origin: siteUrl });
    await fakePush(page, subscription);
    await signIn(page, request, logins.store);
    await page.goto('/campanhas');
    await workerInCharge(page);
    const modal = await sendAnOrder(page);
    expect((await fakePushState(page)).asked).toBe(0);
    const registered = page.waitForRequest((r) => r.url().endsWith('/client/push') && r.method() === 'PUT');
    await modal.getByRole('button', { name: 'Ativar avisos' }).click();
    expect(sentSubscription(await registered).endpoint).toBe(subscription.endpoint);
    await expect(modal.getByText('Ligado: este aparelho avisa quando um pedido muda de etapa, como ao sair para entrega.')).toBeFocused();
    expect(await fakePushState(page)).toEqual({ asked: 1, subscribed: true });
    // Ended again, so the shared demo login keeps no device of this test.
    const removed = page.waitForRequest((r) => r.url().endsWith('/client/push') && r.method() === 'DELETE');
    await page.goto('/cofiguracao#notificacao');
    await page.getByRole('switch', { name: 'Avisos neste aparelho' }).click();
    await removed;
  });
});
