import { test, expect, signIn } from './fixtures.ts';

test('equipment request information: what to have at hand, the toll-free number and the way back (R17, R95) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/equipamentos/solicitar');
  await expect(page.getByRole('heading', { level: 1, name: 'Solicitar equipamento' })).toBeVisible();
  await expect(page.getByRole('link', { name: '0800 725 0011' })).toHaveAttribute('href', 'tel:08007250011');
  // axe: the sweep checks /equipamentos/solicitar as it opens (a11y.spec.ts).
  await page.getByRole('link', { name: 'Voltar para Equipamentos' }).click();
  await expect(page).toHaveURL(/\/equipamentos\/?$/);
});
