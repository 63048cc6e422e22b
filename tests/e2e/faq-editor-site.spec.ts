// The FAQ's editor on the built site (docs/editing-the-faq.md, "The editor on the real site"), served with
// the headers every host gets: its own policy, under which Decap starts and opens GitHub's sign-in window
// with its opener kept; where the deploy's /config.json names no editor, a line that says so; never kept
// by the service worker, nor loaded by a client page.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';

const editorSettings = { repo: 'distribuidora/portal-do-cliente', branch: 'main', authUrl: 'https://login.example.com' };

/** /config.json as the deploy's, with the editor's settings. */
async function withEditorSettings(page: Page) {
  await page.route('**/config.json', async (route) => {
    const answer = await route.fetch();
    await route.fulfill({ response: answer, json: { ...((await answer.json()) as object), faqEditor: editorSettings } });
  });
}

/** Every Content-Security-Policy violation the page reports, from its first script on. */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { violations: string[] }).violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
}

test('where the deploy names no editor, /admin/ says so, under its own headers, and is never indexed (R319) @desktop-only', async ({
  page,
}) => {
  const decap: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('decap-cms')) decap.push(request.url());
  });
  const answer = await page.goto('/admin/');
  const headers = answer!.headers();
  expect(headers['content-security-policy']).toContain("script-src 'self' 'unsafe-eval';");
  expect(headers['content-security-policy']).toContain("connect-src 'self' https://api.github.com;");
  expect(headers['x-robots-tag']).toBe('noindex');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  await expect(page.getByRole('status')).toHaveText('O editor das dúvidas frequentes não está ligado neste endereço.');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expectNoAxeViolations(page, '/admin/ without an editor');
  // Nothing of Decap's 5 MB is fetched for a page that cannot use it.
  expect(decap).toEqual([]);
});

test('an unreadable /config.json is said on /admin/, and nothing of Decap is fetched (R319) @desktop-only', async ({ page }) => {
  const decap: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('decap-cms')) decap.push(request.url());
  });
  await page.route('**/config.json', (route) => route.abort('internetdisconnected'));
  await page.goto('/admin/');
  await expect(page.getByRole('status')).toHaveText(
    'Não foi possível ler a configuração do portal (/config.json). Verifique a conexão e recarregue a página.',
  );
  expect(decap).toEqual([]);
});

test('with the deploy’s settings, Decap starts under the editor’s policy and opens GitHub’s sign-in with its opener kept (R319) @desktop-only', async ({
  page,
  context,
}) => {
  await withEditorSettings(page);
  const violations = await recordViolations(page);
  // The OAuth provider's window: here a page that says whether it can answer the editor that opened it.
  await context.route('https://login.example.com/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: '<!doctype html><title>login</title><p id="opener"></p><script>document.getElementById("opener").textContent = String(window.opener !== null)</script>',
    }),
  );
  await page.goto('/admin/');
  const signIn = page.getByRole('button', { name: 'Entrar com o GitHub' });
  await expect(signIn).toBeVisible({ timeout: 30_000 });
  expect(await violations()).toEqual([]);
  const [login] = await Promise.all([page.waitForEvent('popup'), signIn.click()]);
  const address = new URL(login.url());
  expect(`${address.origin}${address.pathname}`).toBe('https://login.example.com/auth');
  expect(address.searchParams.get('provider')).toBe('github');
  // Decap's sign-in posts the token back to its opener: an opener policy of `same-origin` would cut it off.
  await expect(login.locator('#opener')).toHaveText('true');
});

test('a client page never loads the editor, and the service worker never keeps it (R319) @desktop-only', async ({ page }) => {
  const editor: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/admin')) editor.push(request.url());
  });
  await page.goto('/duvitas');
  const worker = await (await page.request.get('/sw.js')).text();
  expect(worker).toContain('/duvitas/index.html');
  expect(worker).not.toContain('/admin/');
  expect(editor).toEqual([]);
});
