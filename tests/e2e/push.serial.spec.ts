// Order notifications end to end (product-rules R306–R309), on the serial project's own demo API (an order's
// status moves here, which the other specs' order screens must not see): turned on by a tap in Configurações ›
// Notificação, registered with PUT /client/push, a real message from the demo API (RFC 8291, VAPID) that the
// test decrypts and hands to the portal's real worker through CDP, the notification it shows, and 'Sair',
// which ends it (DELETE /client/push) so that the next user of the phone reads nothing of the first; and a tap
// on the notification as the browser shows it on a desktop (tests/support/notification-center.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type CDPSession, type Page } from '@playwright/test';
import { chromiumPath } from '../../bench/settings.ts';
import { chromiumLaunch } from '../../playwright.config.ts';
import { notificationCenter } from '../support/notification-center.ts';
import { apiSession, apiUrl, expect, logins, signIn, siteUrl, storageKeys, test, workerInCharge } from './fixtures.ts';
import { fakePush, fakePushState, pushReceiver, sentSubscription } from './push-fake.ts';

// The full Chromium: its headless shell grants no notification permission to a worker, whatever the context allows.
test.use({ serviceWorkers: 'allow', launchOptions: { ...chromiumLaunch, executablePath: chromiumPath } });

/** The portal's worker registration, as CDP names it. */
async function workerRegistration(cdp: CDPSession): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((registration) => registration.scopeURL === `${siteUrl}/` && !registration.isDeleted);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the worker shows now. */
const shown = (page: Page) =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map(({ title, body, tag, data }) => ({
      title,
      body,
      tag,
      data: data as unknown,
    })),
  );

test('on by a tap, a real encrypted push shown by the worker, ended by Sair for the next user (R306, R307, R308, R309)', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(60_000);
  const receiver = await pushReceiver();
  try {
    await context.grantPermissions(['notifications'], { origin: siteUrl });
    await fakePush(page, receiver.subscription);
    const session = await signIn(page, request, logins.store);
    await page.goto('/cofiguracao#notificacao');
    await workerInCharge(page);

    const device = page.getByRole('switch', { name: 'Avisos neste aparelho' });
    await expect(device).not.toBeChecked();
    await expect(page.getByText('Desligado: este aparelho não avisa quando um pedido muda de etapa.')).toBeVisible();
    expect((await fakePushState(page)).asked).toBe(0); // never on load

    const registered = page.waitForRequest((r) => r.url().endsWith('/client-api/client/push') && r.method() === 'PUT');
    await device.click();
    expect(sentSubscription(await registered)).toEqual({ ...receiver.subscription, expirationTime: null });
    await expect(device).toBeChecked();
    await expect(page.getByText('Ligado: este aparelho avisa quando um pedido muda de etapa, como ao sair para entrega.')).toBeVisible();
    expect(await fakePushState(page)).toEqual({ asked: 1, subscribed: true });

    // An order of the client on its way moves to 'em trânsito': the demo API sends the push.
    const orders = (await (
      await request.get(`${apiUrl}/client-api/client/my-updated-orders?dias_pedido=45`, {
        headers: { Authorization: `Bearer ${session.token.access_token}` },
      })
    ).json()) as { pedidos: Array<{ Status: { VBELN: string; STATUS: string } }> };
    const order = orders.pedidos.find((o) => o.Status.STATUS === 'PEDIDO EM SEPARACAO')!.Status.VBELN;
    const advance = (status: string) =>
      request.post(`${apiUrl}/__demo/orders/${order}/advance`, { data: { status }, headers: { Origin: siteUrl } });
    expect(await (await advance('PEDIDO EM TRANSITO')).json()).toMatchObject({ pushes: [{ result: 201 }] });
    expect(receiver.received).toHaveLength(1);
    const message = receiver.device.decrypt(receiver.received[0]!);
    expect(JSON.parse(message)).toEqual({ kind: 'order-status', order, status: 'PEDIDO EM TRANSITO', clientCode: logins.store.clientCode });

    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistration(cdp);
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: siteUrl, registrationId, data: message });
    const notice = {
      title: `Pedido ${order}: saiu para entrega`,
      body: 'Toque para ver o pedido.',
      tag: `pedido-${order}`,
      data: `/pedidos?pedido=${order}`,
    };
    await expect.poll(() => shown(page)).toEqual([notice]);
    // The next step replaces it: one notification per order.
    const delivered = message.replace('PEDIDO EM TRANSITO', 'PEDIDO ENTREGUE');
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: siteUrl, registrationId, data: delivered });
    await expect.poll(() => shown(page)).toEqual([{ ...notice, title: `Pedido ${order}: foi entregue` }]);

    // 'Sair' ends it with the old token, and the device holds no subscription.
    const removed = page.waitForRequest((r) => r.url().endsWith('/client-api/client/push') && r.method() === 'DELETE');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    if (!(await menu.getByRole('button', { name: 'Sair' }).isVisible())) await page.getByRole('button', { name: 'Abrir menu' }).click();
    await menu.getByRole('button', { name: 'Sair' }).click();
    const deletion = await removed;
    expect(deletion.headers()['authorization']).toBe(`Bearer ${session.token.access_token}`);
    expect(sentSubscription(deletion)).toEqual({ ...receiver.subscription, expirationTime: null });
    await expect(page).toHaveURL(/\/auth\/signin\/?$/);
    expect((await fakePushState(page)).subscribed).toBe(false);
    const demoPush = (await (await request.get(`${apiUrl}/__demo/push`, { headers: { Origin: siteUrl } })).json()) as {
      devices: Record<string, number>;
    };
    expect(demoPush.devices[logins.store.username]).toBe(0);
    // The logout went after the DELETE, which it would otherwise have refused: the old token is ended now.
    const oldToken = { Authorization: `Bearer ${session.token.access_token}` };
    await expect.poll(async () => (await request.get(`${apiUrl}/client-api/client`, { headers: oldToken })).status()).toBe(401);

    // A push still on its way after 'Sair' names no order: the device no longer knows whose it was.
    for (const { tag } of await shown(page))
      await page.evaluate(
        async (t) => (await (await navigator.serviceWorker.ready).getNotifications({ tag: t })).forEach((n) => n.close()),
        tag,
      );
    await cdp.send('ServiceWorker.deliverPushMessage', { origin: siteUrl, registrationId, data: message });
    await expect
      .poll(() => shown(page))
      .toEqual([{ title: 'Há novidades no Portal do Cliente', body: 'Entre no portal para ver.', tag: 'novidades', data: '/campanhas' }]);
    expect(JSON.stringify(await shown(page))).not.toContain(order);

    await advance('PEDIDO EM SEPARACAO');
  } finally {
    await receiver.close();
  }
});

test('another user signing in on the phone ends the first one’s notifications; the same user’s new session registers again (R308)', async ({
  page,
  context,
  request,
}) => {
  const receiver = await pushReceiver();
  try {
    await context.grantPermissions(['notifications'], { origin: siteUrl });
    await fakePush(page, receiver.subscription, { permission: 'granted' });
    await signIn(page, request, logins.store);
    await page.goto('/cofiguracao#notificacao');
    await workerInCharge(page);
    await page.getByRole('switch', { name: 'Avisos neste aparelho' }).click();
    await expect(page.getByRole('switch', { name: 'Avisos neste aparelho' })).toBeChecked();
    expect((await fakePushState(page)).asked).toBe(0); // granted already: nothing to ask

    // The session ends without 'Sair' and the same user comes back: registered again as the page opens.
    const again = page.waitForRequest((r) => r.url().endsWith('/client/push') && r.method() === 'PUT');
    const sameUser = await apiSession(request, logins.store);
    await page.evaluate(
      ([key, s]) => localStorage.setItem(key, JSON.stringify({ ...s, token: { ...s.token, issued_at: s.token.issued_at + 1 } })),
      [storageKeys.session, sameUser] as const,
    );
    await page.goto('/campanhas');
    expect(sentSubscription(await again).endpoint).toBe(receiver.endpoint);

    // Another user signs in on the phone: the first one's registration ends, with the new session's token.
    const other = await apiSession(request, logins.noStore);
    const removed = page.waitForRequest((r) => r.url().endsWith('/client/push') && r.method() === 'DELETE');
    await page.evaluate(([key, s]) => localStorage.setItem(key, JSON.stringify(s)), [storageKeys.session, other] as const);
    await page.goto('/campanhas');
    expect((await removed).headers()['authorization']).toBe(`Bearer ${other.token.access_token}`);
    await expect.poll(async () => (await fakePushState(page)).subscribed).toBe(false);
    await page.goto('/cofiguracao#notificacao');
    await expect(page.getByRole('switch', { name: 'Avisos neste aparelho' })).not.toBeChecked();
  } finally {
    await receiver.close();
  }
});

test('a tap on the notification opens its order: in a new tab beside a form, in the tab already on the orders (R306)', async ({
  request,
}) => {
  test.setTimeout(60_000);
  const center = await notificationCenter();
  const receiver = await pushReceiver();
  // A browser of its own, on a profile of its own: it shows its notifications through this test's notification
  // center, and Chromium hands a tap to a worker of a real profile only (a context Playwright makes is not one).
  const profile = await mkdtemp(join(tmpdir(), 'portal-e2e-notifications-'));
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunch,
    executablePath: chromiumPath,
    env: center.env,
    baseURL: siteUrl,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    viewport: { width: 1366, height: 820 },
    serviceWorkers: 'allow',
  });
  try {
    const pageErrors: Error[] = [];
    context.on('page', (opened) => opened.on('pageerror', (error) => pageErrors.push(error)));
    await context.grantPermissions(['notifications'], { origin: siteUrl });
    await fakePush(context, receiver.subscription, { permission: 'granted' });
    const page = context.pages()[0] ?? (await context.newPage());
    const session = await signIn(page, request, logins.store);
    await page.goto('/cofiguracao#notificacao');
    await workerInCharge(page);
    await page.getByRole('switch', { name: 'Avisos neste aparelho' }).click();
    await expect(page.getByRole('switch', { name: 'Avisos neste aparelho' })).toBeChecked();

    const history = (await (
      await request.get(`${apiUrl}/client-api/client/my-updated-orders?dias_pedido=45`, {
        headers: { Authorization: `Bearer ${session.token.access_token}` },
      })
    ).json()) as { pedidos: Array<{ Status: { VBELN: string } }> };
    const [first, second] = history.pedidos.map((order) => order.Status.VBELN);
    const cdp = await context.newCDPSession(page);
    const registrationId = await workerRegistration(cdp);
    const push = async (order: string) => {
      const before = center.shown.length;
      const data = JSON.stringify({ kind: 'order-status', order, status: 'PEDIDO EM TRANSITO', clientCode: logins.store.clientCode });
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: siteUrl, registrationId, data });
      await expect.poll(() => center.shown.length).toBe(before + 1);
      const notice = center.shown.at(-1)!;
      // Chromium puts the site above the worker's text, as a phone's shade does.
      expect(notice).toMatchObject({
        summary: `Pedido ${order}: saiu para entrega`,
        body: `${new URL(siteUrl).host}\n\nToque para ver o pedido.`,
      });
      return notice.id;
    };
    const opened = (tab: Page, order: string) =>
      expect(tab.getByRole('button', { name: `Ver detalhes do pedido ${order}` })).toHaveAttribute('aria-expanded', 'true');

    // The tab shows a form: it is left as it is, and the order opens in a new tab.
    const shownFirst = await push(first!);
    const newTab = context.waitForEvent('page');
    center.click(shownFirst);
    const ordersTab = await newTab;
    await expect(ordersTab).toHaveURL(`${siteUrl}/pedidos?pedido=${first}`);
    await opened(ordersTab, first!);
    await expect(ordersTab.getByRole('heading', { name: `Pedido ${first}`, exact: true })).toBeFocused();
    expect(page.url()).toBe(`${siteUrl}/cofiguracao#notificacao`);
    await expect.poll(() => center.closed).toContain(shownFirst);

    // A tab on the orders goes to the order: no third tab.
    const shownSecond = await push(second!);
    center.click(shownSecond);
    await expect(ordersTab).toHaveURL(`${siteUrl}/pedidos?pedido=${second}`);
    await opened(ordersTab, second!);
    expect(context.pages()).toHaveLength(2);
    expect(pageErrors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
    center.close();
    await receiver.close();
  }
});
