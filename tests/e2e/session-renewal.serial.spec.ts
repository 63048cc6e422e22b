// A short-lived token is renewed once per life, not in a loop (product-rules R191): the demo API
// issues tokens of 30 s for the client (`/__demo/token-ttl`), and the page's clock is moved on instead
// of waiting. It changes the demo API's tokens for a client, so it runs in the 'faults' project.
import { apiUrl, expect, logins, signIn, test } from './fixtures.ts';

const CLIENT = logins.store.clientCode;

test.afterEach(async ({ request }) => {
  await request.delete(`${apiUrl}/__demo/token-ttl`);
});

test('a 30 s token is renewed once, at the end of its life, not in a loop (R191)', async ({ page, request }) => {
  const set = await request.post(`${apiUrl}/__demo/token-ttl`, { data: { clientCode: CLIENT, seconds: 30 } });
  expect(set.status(), await set.text()).toBe(200);
  const session = await signIn(page, request);
  expect(session.token.expires_in).toBe(30);
  const refreshes: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().endsWith('/auth/refreshToken')) refreshes.push(r.url());
  });
  await page.clock.install();
  await page.goto('/campanhas');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Half its life and more: not yet (before, a token of 60 s or less was renewed at once, again and again).
  await page.clock.runFor(20_000);
  await page.waitForTimeout(500);
  expect(refreshes).toHaveLength(0);
  // Its end: one renewal; the new token lives 30 s more, so nothing follows at once.
  await page.clock.runFor(11_000);
  await expect.poll(() => refreshes.length).toBe(1);
  await page.waitForTimeout(1_000);
  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/campanhas\/?$/);
});
