import { test, expect, signIn, logins } from './fixtures.ts';

const privatePaths = [
  '/campanhas',
  '/campanhas/7',
  '/empresas',
  '/pedidos',
  '/debitos',
  '/equipamentos',
  '/cofiguracao',
  '/duvitas',
  '/produtos',
  '/produtos/bonus',
  '/pedidos/carrinho',
];
const publicPaths = ['/auth/signin', '/auth/reset-password', '/auth/validate-token', '/auth/resend-token', '/auth/signup', '/404', '/500'];

test.describe('guards @desktop-only', () => {
  for (const path of privatePaths) {
    test(`signed out, ${path} goes to sign-in with a way back (R1)`, async ({ page }) => {
      await page.goto(`${path}?aba=2`);
      await expect(page).toHaveURL((url) => url.pathname === '/auth/signin' && url.searchParams.get('redirect') === `${path}?aba=2`);
    });
  }

  for (const path of publicPaths) {
    test(`signed out, ${path} stays (R1)`, async ({ page }) => {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      expect(new URL(page.url()).pathname.replace(/\/$/, '')).toBe(path);
    });
  }

  test('without store access, ordering paths and any "meus-pedidos" path go to /campanhas (R6)', async ({ page, request }) => {
    await signIn(page, request, logins.noStore);
    for (const path of ['/produtos', '/produtos/bonus', '/pedidos/carrinho', '/campanhas/meus-pedidos']) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/campanhas\/?$/);
    }
    await page.goto('/pedidos');
    await expect(page).toHaveURL(/\/pedidos\/?$/);
  });

  test('with store access, the ordering paths open (R6, R66)', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    for (const path of ['/produtos', '/produtos/bonus']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}/?$`));
    }
    // The cart opens too; empty, it sends the user on to the catalogue (product-rules R66).
    await page.goto('/pedidos/carrinho');
    await expect(page).toHaveURL(/\/produtos\/?$/);
  });

  test('a corrupt stored session reads as signed out (R109)', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(() => localStorage.setItem('portal:session:v1', '{"token":{"access_token":1},"user":"x"'));
    await page.goto('/campanhas');
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcampanhas$/);
  });
});
