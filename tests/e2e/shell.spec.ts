import { formatDocument } from '../../src/lib/domain/documents.ts';
import { test, expect, signIn, logins, storageKeys, storeSession } from './fixtures.ts';

test.describe('shell', () => {
  test('with store access the menu has the Pedidos group with Novo Pedido and Meus Pedidos (R23)', async ({ page, request }, info) => {
    const session = await signIn(page, request, logins.store);
    await page.goto('/campanhas');
    if (info.project.name === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Novo Pedido' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Meus Pedidos' })).toHaveCount(1);
    await expect(menu.getByText('Pedidos', { exact: true })).toBeVisible();
    const client = (session.user as { current_client: { clientCode: string; name: string; cnpj_cpf: string } }).current_client;
    await expect(menu.getByText(client.clientCode, { exact: true })).toBeVisible();
    await expect(menu.getByText(client.name, { exact: true })).toBeVisible();
    await expect(menu.getByText(formatDocument(client.cnpj_cpf), { exact: true })).toBeVisible();
    expect(formatDocument(client.cnpj_cpf)).toMatch(/^\d{3}\.\d{3}\.\d{3}-\d{2}$|^[\dA-Z]{2}\.[\dA-Z]{3}\.[\dA-Z]{3}\/[\dA-Z]{4}-\d{2}$/);
  });

  test('without store access the menu has only Meus Pedidos (R23)', async ({ page, request }, info) => {
    await signIn(page, request, logins.noStore);
    await page.goto('/campanhas');
    if (info.project.name === 'phone') await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(menu.getByRole('link', { name: 'Meus Pedidos' })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Novo Pedido' })).toBeHidden();
    await expect(menu.getByText(/^\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}$/)).toBeVisible();
  });

  test('at 1280 px the side menu shows a CPF/CNPJ whole on one line, the alphanumeric one too (R23)', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const session = await signIn(page, request, logins.store);
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const lines = (text: string) =>
      menu.getByText(text, { exact: true }).evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        // One line box per line the text takes (fragments on one line share their top).
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
    const user = session.user as { current_client: { cnpj_cpf: string } };
    for (const taxId of [user.current_client.cnpj_cpf, '12ABC34501DE35']) {
      await storeSession(page, { ...session, user: { ...user, current_client: { ...user.current_client, cnpj_cpf: taxId } } });
      await page.goto('/campanhas');
      await expect(menu.getByText(formatDocument(taxId), { exact: true })).toBeVisible();
      expect(await lines(formatDocument(taxId)), formatDocument(taxId)).toBe(1);
    }
  });

  test('the sidebar hides below 1200 px and opens from the menu button, keeping focus inside (R24)', async ({ page, request }, info) => {
    await signIn(page, request);
    await page.goto('/campanhas');
    const menu = page.getByRole('navigation', { name: 'Menu principal' });
    const open = page.getByRole('button', { name: 'Abrir menu' });
    if (info.project.name === 'desktop') {
      await expect(menu).toBeVisible();
      await expect(open).toBeHidden();
      return;
    }
    await expect(menu).toBeHidden();
    await open.click();
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar menu' })).toBeFocused();
    await expect(page.getByRole('main')).toHaveJSProperty('inert', true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(open).toBeFocused();
  });

  test('the cookie notice stays hidden after it is accepted, across reloads (R25) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store, { consent: false });
    await page.goto('/campanhas');
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await expect(notice).toBeVisible();
    await notice.getByRole('button', { name: 'Aceitar' }).click();
    await expect(notice).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
    await expect(notice).toBeHidden();
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.consent)).toBe('yes');
  });

  test('"Sair" logs out and clears the session and the caches tied to it (R14) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store, { consent: false });
    await page.evaluate((keys) => {
      localStorage.setItem(keys.companies, '[]');
      localStorage.setItem(keys.companiesCachedAt, '1');
      localStorage.setItem(keys.clientData, '{}');
    }, storageKeys);
    await page.goto('/campanhas');
    const logout = page.waitForRequest((r) => r.url().endsWith('/users/auth/logout') && r.method() === 'POST');
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Sair' }).click();
    await logout;
    await expect(page).toHaveURL(/\/auth\/signin\/?$/);
    const stored = await page.evaluate((keys) => Object.values(keys).map((k) => localStorage.getItem(k)), storageKeys);
    expect(stored).toEqual([null, null, null, null, null]);
    await page.goto('/campanhas');
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
  });

  test('the footer shows the current year and the social links (R27)', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/campanhas');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await expect(footer.getByRole('link', { name: /Instagram/ })).toBeVisible();
  });

  test('scroll-to-top appears once scrolled, and not on the FAQ (R26)', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/campanhas');
    await page.evaluate(() => (document.body.style.minHeight = '4000px'));
    const toTop = page.getByRole('button', { name: 'Voltar ao topo' });
    await expect(toTop).toBeHidden();
    await page.mouse.wheel(0, 1500);
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/duvitas');
    await expect(page.getByRole('button', { name: 'Voltar ao topo' })).toHaveCount(0);
  });

  test('a sign-out in another tab signs this tab out too (R14) @desktop-only', async ({ page, request, context }) => {
    await signIn(page, request);
    await page.goto('/campanhas');
    const other = await context.newPage();
    await other.goto('/campanhas');
    await other.evaluate((key) => localStorage.removeItem(key), storageKeys.session);
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcampanhas$/);
    // The tab that lost its session follows to sign-in too. Closing a tab in the middle of that
    // navigation could hang on a loaded machine, so the test ends once both have settled.
    await expect(other).toHaveURL(/\/auth\/signin\?redirect=%2Fcampanhas$/);
    await other.waitForLoadState('load');
    await page.waitForLoadState('load');
  });
});

test('a 360 px phone never scrolls sideways on a signed-in page (R118)', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await signIn(page, request);
  for (const path of ['/pedidos', '/campanhas', '/duvitas']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(360);
  }
});
