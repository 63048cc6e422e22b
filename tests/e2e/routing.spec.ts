import { test, expect, signIn, plainHostUrl } from './fixtures.ts';

const deepLinks = [
  { path: '/campanhas/12', heading: 'Progresso da campanha' },
  { path: '/campanhas/detalhes/12', heading: 'Detalhes da campanha' },
  { path: '/campanhas-prospera/3/1', heading: 'Resultados da campanha' },
  { path: '/campanhas-prospera/detalhes/3/1', heading: 'Detalhes da campanha' },
];

test.describe('routes on a static host @desktop-only', () => {
  test('/ goes to /campanhas (R2)', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/');
    await expect(page).toHaveURL(/\/campanhas\/?$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Campanhas' })).toBeVisible();
  });

  test('an unknown path goes to /campanhas (R2)', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/isso/nao/existe?x=1');
    await expect(page).toHaveURL(/\/campanhas\/?$/);
  });

  for (const { path, heading } of deepLinks) {
    test(`deep link ${path} opens directly and survives a reload (R3)`, async ({ page, request }) => {
      await signIn(page, request);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });

    test(`deep link ${path} works on a host without rewrites (404.html fallback) (R5)`, async ({ page, request }) => {
      await page.goto(`${plainHostUrl}/404`);
      await signIn(page, request);
      await page.goto(`${plainHostUrl}${path}?origem=favorito#topo`);
      await expect(page).toHaveURL(`${plainHostUrl}${path}?origem=favorito#topo`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.reload();
      await expect(page).toHaveURL(`${plainHostUrl}${path}?origem=favorito#topo`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    });
  }

  test('first access with both optional parameters opens signed out, on both kinds of host (R5, R283)', async ({ page }) => {
    for (const origin of ['', plainHostUrl]) {
      await page.goto(`${origin}/auth/signup/400001/52998224725`);
      await expect(page.getByRole('heading', { level: 1, name: 'Primeiro Acesso' })).toBeVisible();
      await expect(page.getByLabel('CPF/CNPJ')).toHaveValue('52998224725');
      // Read into its field, the CPF leaves the address (R283); the client code stays.
      await expect(page).toHaveURL(/\/auth\/signup\/400001$/);
    }
  });

  test('an unknown path on a host without rewrites goes to /campanhas (R5)', async ({ page, request }) => {
    await page.goto(`${plainHostUrl}/404`);
    await signIn(page, request);
    await page.goto(`${plainHostUrl}/nada/aqui`);
    await expect(page).toHaveURL(new RegExp(`^${plainHostUrl}/campanhas/?$`));
  });
});

test.describe('error pages @desktop-only', () => {
  test('/404 reads "Erm. Page not found" and goes home (R4)', async ({ page, request }) => {
    await signIn(page, request);
    await page.goto('/404');
    await expect(page.getByRole('heading', { level: 1, name: 'Erm. Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Homepage' }).click();
    await expect(page).toHaveURL(/\/campanhas\/?$/);
  });

  test('/500 reads "Something went wrong" and goes home (R4)', async ({ page }) => {
    await page.goto('/500');
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/campanhas');
  });
});
