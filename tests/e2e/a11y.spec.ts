// axe-core over every route of the route table (and the shell's states): zero violations of
// WCAG 2.0/2.1/2.2 A and AA and axe's best practices, and nothing wider than the screen (R118). A
// route added to src/lib/domain/routes.ts without an entry here fails the coverage test. The states a
// screen reaches (errors, panels, modals) are checked by axe in that screen's own spec.
import { dynamicRoutes, matchRoute, staticPaths } from '../../src/lib/domain/routes.ts';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, fillCart } from './fixtures.ts';
import { sweep } from './route-sweep.ts';

/**
 * The routes whose wide layout is not the phone's: a `min-width` or `max-width` rule in their styles, and the
 * shell's sidebar, open beside every portal page (seen on /campanhas). Swept on both screens; every other
 * route has one layout, swept on the phone only (@phone-only; docs/architecture.md › Testing).
 */
const wideLayouts = new Set([
  '/campanhas',
  '/produtos',
  '/produtos/bonus',
  '/pedidos',
  '/pedidos/carrinho',
  '/cofiguracao',
  '/debitos',
  '/equipamentos',
  '/equipamentos/solicitar',
  '/campanhas-prospera/31/PDV',
]);

test('the sweep covers every route of the route table (R3, R116) @desktop-only', () => {
  const covered = new Set(
    sweep.map(({ path }) => {
      const match = matchRoute(path);
      return match.kind === 'dynamic' ? match.route.pattern : match.kind === 'static' ? match.path : 'unknown';
    }),
  );
  const all = [...staticPaths, ...dynamicRoutes.map((r) => r.pattern)];
  expect(all.filter((route) => !covered.has(route))).toEqual([]);
});

for (const { path, signedIn } of sweep) {
  test(`axe: ${path} (R116)${wideLayouts.has(path) ? '' : ' @phone-only'}`, async ({ page, request }) => {
    if (signedIn) await signIn(page, request, logins.store);
    // An empty cart sends the user on to the catalogue: scan the cart with something in it.
    if (path === '/pedidos/carrinho') await fillCart(page);
    await page.goto(path);
    // Not sent elsewhere; the first-access link drops its CPF from the address once read (R283).
    const shorter = path.startsWith('/auth/signup/') ? path.replace(/\/[^/]+$/, '') : path;
    await expect(page).toHaveURL((url) => [path, shorter].includes(url.pathname.replace(/\/$/, '')));
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page, path);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, 'sideways scroll').toBeLessThanOrEqual(0);
  });
}

test('axe: the shell with the cookie notice, without store access (R116)', async ({ page, request }) => {
  await signIn(page, request, logins.noStore, { consent: false });
  await page.goto('/campanhas');
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
  await expectNoAxeViolations(page, 'shell with the cookie notice');
});

// The menu is a button on a phone only; the desktop shell's sidebar is in the sweep (/campanhas).
test('axe: the side menu opened on a phone (R24, R116) @phone-only', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/campanhas');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  await expect(page.getByRole('navigation', { name: 'Menu principal' })).toBeVisible();
  await expectNoAxeViolations(page, 'side menu');
});
