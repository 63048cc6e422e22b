// Corrupt, foreign or outdated values in any key the portal persists must never break a page:
// the portal starts clean (signed out, notice shown) instead.
import { localKeys, sessionKeys } from '../../src/lib/storage-keys.ts';
import { test, expect, signIn } from './fixtures.ts';

const garbage = ['{', 'null', '[]', '"texto"', '{"token":{"access_token":{}},"user":[]}', 'undefined', '\u0000\uffff', 'x'.repeat(5000)];

for (const value of garbage) {
  test(`every stored key set to ${JSON.stringify(value.slice(0, 40))} is survived (R109) @desktop-only`, async ({ page }) => {
    await page.goto('/404');
    await page.evaluate(
      ([local, session, raw]) => {
        for (const key of local) localStorage.setItem(key, raw);
        for (const key of session) sessionStorage.setItem(key, raw);
      },
      [Object.values(localKeys), Object.values(sessionKeys), value] as const,
    );
    await page.goto('/campanhas');
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcampanhas$/);
    await page.goto('/auth/signin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a signed-in page survives corrupt values in every other key (R109) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await page.evaluate(
    ([local, session]) => {
      for (const key of local) if (key !== 'portal:session:v1') localStorage.setItem(key, '{corrupt');
      for (const key of session) sessionStorage.setItem(key, '{corrupt');
    },
    [Object.values(localKeys), Object.values(sessionKeys)] as const,
  );
  await page.goto('/campanhas');
  await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeVisible();
});

test('a storage that refuses every write does not break the notice (R25) @desktop-only', async ({ page, request }) => {
  await signIn(page, request, undefined, { consent: false });
  await page.goto('/campanhas');
  await page.evaluate(() => {
    Storage.prototype.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
  });
  await page.getByRole('region', { name: 'Aviso de cookies' }).getByRole('button', { name: 'Aceitar' }).click();
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toBeHidden();
});
