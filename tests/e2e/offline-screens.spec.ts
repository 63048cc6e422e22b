// Every signed-in data screen visited once opens again with no network (docs/performance.md, "Repeat
// visits and offline"; docs/offline.md): not blank, no loading that never ends, no page error. What each
// screen shows offline (kept data, the offline page, a failure with its retry) is the other specs' business.
import { busySelector, dataRoutes, readySelectors } from '../../bench/settings.ts';
import { expect, fillCart, signIn, test, workerInCharge } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

test('every data screen visited once opens offline: not blank, no endless loading, no page error @desktop-only', async ({
  page,
  request,
  context,
  pageErrors,
}) => {
  test.slow();
  await signIn(page, request);
  // The cart's screen has a line to show (and fetch prices and limits for).
  await fillCart(page);
  await workerInCharge(page);
  for (const route of dataRoutes) {
    await test.step(route, async () => {
      const ready = page.locator(readySelectors[route]).first();
      // The visit online: right after the previous step's setOffline(false), the worker may not see the
      // network back yet and answer with the offline page, so this setup visit is tried again until online.
      await expect(async () => {
        await page.goto(route);
        await expect(ready).toBeVisible({ timeout: 5000 });
      }).toPass({ timeout: 20_000 });
      await context.setOffline(true);
      // Throws (net::ERR_INTERNET_DISCONNECTED) when nothing on the device serves the page: a blank screen.
      await page.goto(route);
      // Settled: its data, the offline page, or the failure with its retry; then no loading left.
      const settled = ready
        .or(page.getByRole('heading', { level: 1, name: 'Sem conexão' }))
        .or(page.getByRole('button', { name: 'Tentar novamente' }));
      await expect(settled.first(), 'its data, the offline page or a retry; not a blank page nor endless loading').toBeVisible();
      const loading = page.locator(busySelector).or(page.getByRole('status').filter({ hasText: /^\s*(Carregando|Atualizando)\b/ }));
      await expect(loading.filter({ visible: true }), 'loading still shown').toHaveCount(0, { timeout: 5000 });
      expect(pageErrors.map(String), 'page errors').toEqual([]);
      await context.setOffline(false);
    });
  }
});
