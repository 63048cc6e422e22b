// A tap before hydration is never lost: on a phone with a 4× slower CPU and the islands' scripts
// held back, every control the static HTML draws is used the moment it is visible, and what it
// does must happen once the page is live (docs/performance.md, "No tap lost before hydration").
import type { Page } from '@playwright/test';
import { test, expect, signIn, logins, dismissOrderInProgress, fillCart } from './fixtures.ts';

/** Slows the CPU 4× and holds every script of the build back, so the static HTML sits unhydrated:
 * for `holdScriptsMs`, or until the returned `release` is called when that is `Infinity`. */
async function slowPhone(page: Page, holdScriptsMs = 1500): Promise<() => void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  if (Number.isFinite(holdScriptsMs)) setTimeout(release, holdScriptsMs);
  await page.route('**/_astro/*.js', async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** True while some island of the page has not hydrated yet (Astro removes `ssr` once it has), or a form
 * wired by a script of its own (the sign-in form) waits for it. */
const unhydrated = (page: Page) => page.evaluate(() => document.querySelectorAll('astro-island[ssr], [data-awaits-script]').length > 0);

test.describe('a tap before hydration (R113)', () => {
  test.setTimeout(60_000);

  test('Novidades tapped at once on /produtos opens the Novidades list @desktop-only', async ({ page, request }) => {
    await signIn(page, request);
    const releaseScripts = await slowPhone(page, Infinity);
    await page.goto('/produtos', { waitUntil: 'commit' });
    const news = page.getByRole('button', { name: 'Novidades', exact: true });
    const newsAsked = page.waitForRequest((r) => /\/catalog\/news/.test(r.url()));
    await news.click();
    expect(await unhydrated(page), 'the tap must land before hydration to test anything').toBe(true);
    releaseScripts();
    await dismissOrderInProgress(page);
    await expect(news).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'Produtos', exact: true })).toHaveAttribute('aria-pressed', 'false');
    await newsAsked;
    await expect(page.locator('.product').first()).toBeVisible();
  });

  test('sign-in typed and sent before hydration signs in', async ({ page }) => {
    const releaseScripts = await slowPhone(page, Infinity);
    await page.goto('/auth/signin', { waitUntil: 'commit' });
    await page.getByLabel('CPF/CNPJ').pressSequentially(logins.noStore.username);
    await page.getByLabel('Senha', { exact: true }).pressSequentially(logins.noStore.password);
    expect(await unhydrated(page), 'the typing must land before hydration to test anything').toBe(true);
    releaseScripts();
    // 'Entrar' is drawn disabled until the form is live (visibly inactive); the typed values count.
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/campanhas$/, { timeout: 20_000 });
  });

  test("sign-in's 'Mostrar senha' tapped before the form's script ran shows the password once it runs", async ({ page }) => {
    const releaseScripts = await slowPhone(page, Infinity);
    await page.goto('/auth/signin', { waitUntil: 'commit' });
    const password = page.getByLabel('Senha', { exact: true });
    await password.pressSequentially('segredo1');
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    expect(await unhydrated(page)).toBe(true);
    await expect(password).toHaveAttribute('type', 'password');
    releaseScripts();
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toHaveAttribute('aria-pressed', 'true');
    await expect(password).toHaveAttribute('type', 'text');
    await expect(password).toHaveValue('segredo1');
  });

  test('an orders filter chosen before hydration is the one asked for and shown @desktop-only', async ({ page, request }) => {
    await signIn(page, request);
    const releaseScripts = await slowPhone(page, Infinity);
    const asked = page.waitForRequest(
      (r) => r.url().includes('/client/my-updated-orders') && new URL(r.url()).searchParams.get('dias_pedido') === '15',
    );
    await page.goto('/pedidos', { waitUntil: 'commit' });
    await page.getByLabel('Período').selectOption('15');
    expect(await unhydrated(page)).toBe(true);
    releaseScripts();
    await asked;
    await expect(page.getByLabel('Período')).toHaveValue('15');
    // Hydration must not put the default back once the island has drawn its data.
    const main = page.getByRole('main');
    await expect(main.getByRole('list', { name: 'Pedidos', exact: true }).or(main.getByText('Nenhum pedido encontrado'))).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByLabel('Período')).toHaveValue('15');
  });

  test('Solicitar inclusão de empresa on /empresas is inactive until it works, then opens its form @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await slowPhone(page);
    await page.goto('/empresas', { waitUntil: 'commit' });
    const open = page.getByRole('button', { name: 'Solicitar inclusão de empresa' });
    await expect(open).toBeVisible();
    // Drawn disabled by the static HTML: visibly inactive, never a silent no-op. Read in one go with the
    // island's state: hydration may land between two separate checks.
    const staticState = await page.evaluate(() => {
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Solicitar inclusão de empresa');
      const island = button?.closest('astro-island');
      return island?.hasAttribute('ssr') ? { disabled: button!.disabled } : undefined;
    });
    if (staticState) expect(staticState.disabled, 'the button before hydration').toBe(true);
    await open.click();
    await expect(page.getByRole('dialog', { name: 'Solicitar inclusão de empresa', exact: true })).toBeVisible();
  });

  test('the shell: cookie notice and menu tapped at once on /campanhas work', async ({ page, request }, info) => {
    await signIn(page, request, logins.store, { consent: false });
    const releaseScripts = await slowPhone(page, Infinity);
    await page.goto('/campanhas', { waitUntil: 'commit' });
    const notice = page.getByRole('region', { name: 'Aviso de cookies' });
    await notice.getByRole('button', { name: 'Aceitar' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.shellLive)).toBeUndefined();
    releaseScripts();
    await expect(notice).toBeHidden();
    if (info.project.name === 'phone') {
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Menu principal' }).getByRole('button', { name: 'Sair' })).toBeVisible();
    }
  });

  test("'Sair' tapped at once on a filled cart signs out @desktop-only", async ({ page, request }) => {
    await signIn(page, request, logins.store, { consent: false });
    await fillCart(page);
    const releaseScripts = await slowPhone(page, Infinity);
    await page.goto('/pedidos/carrinho', { waitUntil: 'commit' });
    await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Sair' }).click();
    expect(await page.evaluate(() => document.documentElement.dataset.shellLive)).toBeUndefined();
    releaseScripts();
    await expect(page).toHaveURL(/\/auth\/signin/, { timeout: 20_000 });
  });
});
