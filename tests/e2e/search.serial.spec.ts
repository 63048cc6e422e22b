// 'Buscar produtos' against a products service without the contract's assumed `search` header (product-rules
// R269): the demo API's 'ignore-search' fault answers every product, as such a service would. It switches a
// fault on the demo API, so it runs in the faults project (playwright.config.ts).
import { expect, signIn, test, apiUrl, logins, dismissOrderInProgress } from './fixtures.ts';

const chandon = 'Espumante Chandon Passion Rosé Garrafa 750ml';

test.afterEach(async ({ request }) => {
  await request.delete(`${apiUrl}/__demo/faults`);
});

test('a service that ignores the search and answers every product: only what matches, as the device’s results, no error (R269)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const fault = await request.post(`${apiUrl}/__demo/faults`, {
    data: { mode: 'ignore-search', service: 'productsApi', path: '/catalog/products', clientCode: logins.store.clientCode },
  });
  expect(fault.status(), await fault.text()).toBe(201);
  await page.goto('/produtos');
  await dismissOrderInProgress(page);
  // Favoritos' first page is kept on the device: Chandon Passion Rosé is on it.
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await expect(page.getByRole('list', { name: 'Produtos' }).getByRole('heading', { name: chandon })).toBeVisible();
  const searches: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/catalog/products') && 'search' in r.headers()) searches.push(r.headers().search!);
  });
  // A finished request, not the first response: a cancelled call has answered headers whose body can no
  // longer be read.
  const answered = page.waitForEvent('requestfinished', (r) => r.url().includes('/catalog/products') && 'search' in r.headers());
  await page.getByRole('searchbox', { name: 'Buscar produtos' }).fill('passion');
  const answer = (await (await (await answered).response())!.json()) as { data: Array<{ descricao: string }> };
  // The service answered a page of the whole catalogue under 'passion'.
  expect(answer.data.length).toBeGreaterThan(5);
  expect(answer.data.filter((product) => !/passion/i.test(product.descricao)).length).toBeGreaterThan(answer.data.length / 2);
  const results = page.getByRole('list', { name: 'Produtos encontrados' });
  await expect.poll(() => results.getByRole('heading').allTextContents()).toEqual([chandon]);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Searched again when the year of purchases came in, the query waited for the call already out.
  expect(searches).toEqual(['passion']);
});
