// Build once, deploy anywhere: /config.json is read at run time. Missing or broken, a data screen
// says so clearly (no blank page) and recovers once the file is back.
import { test, expect, signIn } from './fixtures.ts';

const broken = [
  { name: 'missing (404)', fulfil: { status: 404, body: 'Not found' } },
  { name: 'not JSON', fulfil: { status: 200, contentType: 'application/json', body: '{"usersApi":' } },
  { name: 'without the services', fulfil: { status: 200, contentType: 'application/json', body: '{"supportPhone":"0800"}' } },
];

for (const { name, fulfil } of broken) {
  test(`a ${name} /config.json shows a clear message on /campanhas, and a retry recovers (R108) @desktop-only`, async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    let fixed = false;
    await page.route('**/config.json', async (route) => {
      if (fixed) return route.fallback();
      return route.fulfill(fulfil);
    });
    await page.goto('/campanhas');
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível carregar a configuração do portal' }).first()).toBeVisible();
    fixed = true;
    await page.getByRole('button', { name: 'Tentar novamente' }).first().click();
    await expect(page.getByRole('alert').filter({ hasText: 'configuração do portal' })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
  });
}
