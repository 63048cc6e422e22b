// A refresh that fails without refusing the token keeps the session and the cart (product-rules
// R121); one refused (401) ends it with the way back (R11); two tabs opening with the same expired
// token refresh once (R122). The refresh is intercepted per page, so no other test is disturbed.
// What is checked is the session's logic, not the layout: the tests run once (@desktop-only).
import type { Page } from '@playwright/test';
import { localKeys } from '../../src/lib/storage-keys.ts';
import { expect, fillCart, signIn, storeSession, test } from './fixtures.ts';

const REFRESH = '**/auth/refreshToken';
const NOT_RENEWED = 'Não foi possível renovar sua sessão agora. Seus dados foram mantidos. Tente novamente.';

const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);

/** Signed in, 5 boxes in the cart, then the same session stored with a token already expired. */
async function expiredSessionWithCart(page: Page, request: Parameters<typeof signIn>[1]) {
  const session = await signIn(page, request);
  await fillCart(page);
  await expect.poll(() => stored(page, localKeys.cart)).toContain('"total":5');
  const expired = { ...session, token: { ...session.token, issued_at: session.token.issued_at - session.token.expires_in - 60 } };
  await storeSession(page, expired);
  return { expired, cart: await stored(page, localKeys.cart) };
}

const failures = [
  { name: '502 from a gateway', reply: { status: 502, contentType: 'text/html', body: '<html><body>Bad Gateway</body></html>' } },
  { name: '503', reply: { status: 503, contentType: 'application/json', body: '{"message":"Serviço indisponível"}' } },
  { name: '500', reply: { status: 500, contentType: 'application/json', body: '{"message":"Erro interno"}' } },
  { name: 'a malformed 200', reply: { status: 200, contentType: 'application/json', body: '{"access_token": ' } },
];

for (const failure of failures) {
  test(`refresh answered ${failure.name}: still signed in, cart kept, the message and a retry that loads once it is back (R121) @desktop-only`, async ({
    page,
    request,
  }) => {
    const { expired, cart } = await expiredSessionWithCart(page, request);
    let refreshes = 0;
    await page.route(REFRESH, (route) => {
      refreshes++;
      return route.fulfill(failure.reply);
    });
    // /debitos shows the error's own text (/pedidos has its fixed R83 text instead).
    await page.goto('/debitos');
    const problem = page.getByRole('alert').filter({ hasText: NOT_RENEWED });
    await expect(problem).toBeVisible();
    const retry = problem.getByRole('button', { name: 'Tentar novamente' });
    await expect(retry).toBeVisible();
    expect(refreshes).toBeGreaterThan(0);
    await expect(page).toHaveURL(/\/debitos$/);
    expect(JSON.parse((await stored(page, localKeys.session)) ?? 'null')).toEqual(expired);
    expect(await stored(page, localKeys.cart)).toBe(cart);

    await page.unroute(REFRESH);
    await retry.click();
    await expect(page.getByRole('list', { name: 'Débitos' })).toBeVisible();
    await expect(problem).toHaveCount(0);
    const renewed = JSON.parse((await stored(page, localKeys.session)) ?? 'null') as typeof expired;
    expect(renewed.token.access_token).not.toBe(expired.token.access_token);
    expect(await stored(page, localKeys.cart)).toBe(cart);
  });
}

test('refresh answered 401: on sign-in with the way back (R11) @desktop-only', async ({ page, request }) => {
  await expiredSessionWithCart(page, request);
  await page.route(REFRESH, (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"message":"Não autorizado"}' }),
  );
  await page.goto('/pedidos');
  await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fpedidos$/);
  expect(await stored(page, localKeys.session)).toBeNull();
});

test('two tabs opening with the same expired token at once: both stay signed in, one refresh reaches the API (R122) @desktop-only', async ({
  page,
  context,
  request,
}) => {
  const session = await signIn(page, request);
  await storeSession(page, { ...session, token: { ...session.token, issued_at: session.token.issued_at - session.token.expires_in - 60 } });
  const refreshes: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/auth/refreshToken')) refreshes.push(r.url());
  });
  const other = await context.newPage();
  await Promise.all([page.goto('/pedidos'), other.goto('/pedidos')]);
  for (const tab of [page, other]) {
    await expect(tab.getByRole('heading', { name: /^Pedido \d+/ }).first()).toBeVisible();
    await expect(tab).toHaveURL(/\/pedidos$/);
  }
  expect(refreshes).toHaveLength(1);
  const [a, b] = await Promise.all([stored(page, localKeys.session), stored(other, localKeys.session)]);
  expect(a).toBe(b);
  expect((JSON.parse(a ?? 'null') as typeof session).token.access_token).not.toBe(session.token.access_token);
});
