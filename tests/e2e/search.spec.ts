// 'Buscar produtos' on /produtos (product-rules R269): what the device holds for the client, found by
// a part of the name whatever the accents and case or by a code in full, offline too; the service's search
// merged in online, and a service without it leaving the device's results without an error.
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { expect, signIn, tabTo, test } from './fixtures.ts';

const chandon = 'Espumante Chandon Passion Rosé Garrafa 750ml';

/** Opens /produtos, past 'Pedido com entrega programada' (client 100001 has an order in progress). */
async function openCatalogue(page: Page) {
  await page.goto('/produtos');
  const modal = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
  await modal.getByRole('button', { name: 'Continuar' }).click();
  await expect(modal).toBeHidden();
}

/** Shows the Favoritos tab, whose first page the device then keeps (Chandon Passion Rosé is on it). */
async function seeFavourites(page: Page) {
  await page.getByRole('button', { name: 'Favoritos' }).click();
  await expect(page.getByRole('list', { name: 'Produtos' }).getByRole('heading', { name: chandon })).toBeVisible();
}

const field = (page: Page) => page.getByRole('searchbox', { name: 'Buscar produtos' });
const results = (page: Page) => page.getByRole('list', { name: 'Produtos encontrados' });
const names = (page: Page) => results(page).getByRole('heading').allTextContents();
/** The search call, told apart from the lists' by its header. */
const isSearch = (request: { url(): string; headers(): Record<string, string> }) =>
  request.url().includes('/catalog/products') && 'search' in request.headers();

test('a Favoritos product found by a part of its name, without accents, in lower case, and not the others; added from the results (R269)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  await seeFavourites(page);
  await field(page).fill('passion rose');
  await expect.poll(() => names(page)).toEqual([chandon]);
  // The tabs make way while the results show, and come back when the field is emptied.
  await expect(page.getByRole('navigation', { name: 'Listas de produtos' })).toBeHidden();
  await expectNoAxeViolations(page, '/produtos search results');
  const found = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: chandon }) });
  await found.getByRole('textbox').fill('3');
  await expect(page.getByRole('region', { name: 'Carrinho' })).toContainText('1 item');
  await field(page).fill('');
  await expect(page.getByRole('navigation', { name: 'Listas de produtos' })).toBeVisible();
  await expect(results(page)).toHaveCount(0);
});

test('offline, the kept lists are searched, and the results say where they come from (R269, R171) @desktop-only', async ({
  page,
  request,
  context,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  await seeFavourites(page);
  // On a phone the service worker holds the search's code (lazy parts are precached: docs/offline.md); the
  // suite blocks workers, so the field is focused, and the code fetched, before the connection goes.
  await field(page).focus();
  await page.waitForLoadState('networkidle');
  await context.setOffline(true);
  await field(page).fill('CHANDON');
  await expect.poll(() => names(page)).toEqual([chandon]);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await context.setOffline(false);
});

test('a list opened after the device’s pages were read is searched too, offline (R303) @desktop-only', async ({
  page,
  request,
  context,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  await field(page).focus();
  await page.waitForLoadState('networkidle');
  // Offline, what the device holds now has no Duplo Malte (the service would have found it).
  await context.setOffline(true);
  await field(page).fill('duplo malte');
  await expect(page.getByText('Ops... Não encontramos nenhum produto.')).toBeVisible();
  await field(page).fill('');
  await context.setOffline(false);
  // Brahma's page of Cervejas is kept once seen; a query draws from the last reading at once, then reads the
  // device again for what was kept since.
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const duploMalte = 'Cerveja Brahma Duplo Malte Lata 350ml';
  await expect(page.getByRole('list', { name: 'Produtos' }).getByRole('heading', { name: duploMalte })).toBeVisible();
  await context.setOffline(true);
  await field(page).fill('duplo malte');
  await expect.poll(() => names(page)).toContain(duploMalte);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toBeVisible();
  await context.setOffline(false);
});

test('online, the service’s search brings a product the device has never shown; an EAN in full finds its product (R269) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  const searched = page.waitForRequest(isSearch);
  await field(page).fill('guarana antarctica pet 2l');
  expect((await searched).headers()['search']).toBe('guarana antarctica pet 2l');
  // Every word in the name: the PET 2L first (the query whole), then the Zero Açúcar one (its words apart).
  await expect
    .poll(() => names(page))
    .toEqual(['Refrigerante Guaraná Antarctica PET 2L', 'Refrigerante Guaraná Antarctica Zero Açúcar PET 2L']);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toHaveCount(0);
  await field(page).fill('7896276350610');
  await expect.poll(() => names(page)).toEqual([chandon]);
});

test('a service that refuses the search (404) leaves the device’s results, without an error (R269) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  let refused = 0;
  await page.route('**/catalog/products', (route) => {
    if (!isSearch(route.request())) return route.fallback();
    refused += 1;
    return route.fulfill({ status: 404, json: { message: 'Não encontrado' }, headers: { 'access-control-allow-origin': '*' } });
  });
  // The year of purchases comes after the first results: the query is searched again with them.
  const pastYear = page.waitForResponse((r) => r.url().includes('/catalog/favorites') && r.request().headers()['days'] === '365');
  await page.route('**/catalog/favorites', async (route) => {
    if (route.request().headers()['days'] !== '365') return route.fallback();
    const answer = await route.fetch();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    // One page of a year's purchases: the search runs again as soon as it is in.
    return route.fulfill({ response: answer, json: { ...((await answer.json()) as object), lastPage: 1 } });
  });
  await openCatalogue(page);
  await seeFavourites(page);
  await field(page).fill('passion');
  await expect.poll(() => names(page)).toEqual([chandon]);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toBeVisible();
  await pastYear;
  await page.waitForTimeout(500);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // Refused once, never asked again, not even when the query is searched again (a 404 will not change).
  expect(refused).toBe(1);
});

test('a service that answers a category under the search: only what matches shows, as the device’s results (R269)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // As a service without search does: the header ignored, a category's page answered (the demo API's
  // 'ignore-search' fault, in search.serial.spec.ts, answers every product).
  await page.route('**/catalog/products', async (route) => {
    if (!isSearch(route.request())) return route.fallback();
    const headers: Record<string, string> = { ...route.request().headers(), category: 'Cervejas' };
    delete headers['search'];
    return route.fulfill({ response: await route.fetch({ headers }) });
  });
  await openCatalogue(page);
  await seeFavourites(page);
  await field(page).fill('passion');
  await expect.poll(() => names(page)).toEqual([chandon]);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('keyboard only: search, then add the product found (R269, R115) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await openCatalogue(page);
  await seeFavourites(page);
  await tabTo(page, field(page));
  await page.keyboard.type('passion rose');
  const found = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: chandon }) });
  const more = found.getByRole('button', { name: /^Aumentar/ });
  await tabTo(page, more);
  await page.keyboard.press('Enter');
  await expect(found.getByRole('textbox')).not.toHaveValue('0');
  await expect(page.getByRole('region', { name: 'Carrinho' })).toContainText('1 item');
});

test('the search’s code is fetched when the field is first focused, never with the page (R269) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  const chunks: string[] = [];
  page.on('request', (r) => {
    if (/\/_astro\/(SearchResults|product-search)\./.test(r.url())) chunks.push(r.url());
  });
  await openCatalogue(page);
  await page.waitForLoadState('networkidle');
  expect(chunks).toEqual([]);
  await field(page).focus();
  await expect.poll(() => chunks.length).toBeGreaterThan(0);
});

test('a product only the service’s search found is checked in the cart by searching its code again (R269, R70) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  await field(page).fill('guarana zero acucar 2l');
  const name = 'Refrigerante Guaraná Antarctica Zero Açúcar PET 2L';
  const found = results(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
  await found.getByRole('textbox').fill('5');
  await expect(page.getByRole('region', { name: 'Carrinho' })).toContainText('1 item');
  const checked = page.waitForRequest((r) => isSearch(r) && /^\d+$/.test(r.headers()['search'] ?? ''));
  await page.getByRole('region', { name: 'Carrinho' }).getByRole('link', { name: 'Ver carrinho' }).click();
  await checked;
  const line = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem').filter({ hasText: name });
  await expect(line).toBeVisible();
  await expect(page.getByRole('region', { name: 'Resumo do pedido' })).toContainText('1 item');
  // Found again: nothing to note on the line.
  await expect(line.getByText('Não foi possível confirmar preço e estoque')).toHaveCount(0);
  await expect(page.getByText(/Não foi possível verificar/)).toHaveCount(0);
});

test.describe('Ler código de barras (R270)', () => {
  /** A BarcodeDetector that reads `reads` one frame after another (the last one again after that). */
  const fakeDetector = (page: Page, reads: string[][]) =>
    page.addInitScript((reads) => {
      const tracks: MediaStreamTrack[] = [];
      const getUserMedia = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = async (constraints) => {
        const stream = await getUserMedia(constraints);
        tracks.push(...stream.getTracks());
        return stream;
      };
      let frame = 0;
      Object.assign(window, {
        cameraTracks: tracks,
        BarcodeDetector: class {
          detect() {
            const values = reads[Math.min(frame++, reads.length - 1)] ?? [];
            return Promise.resolve(values.map((rawValue) => ({ rawValue, format: 'ean_13' })));
          }
        },
      });
    }, reads);
  const scan = (page: Page) => page.getByRole('button', { name: 'Ler código de barras' });

  test('without the browser’s BarcodeDetector there is no button @desktop-only', async ({ page, request }) => {
    await signIn(page, request);
    await openCatalogue(page);
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await expect(field(page)).toBeVisible();
    await expect(scan(page)).toHaveCount(0);
  });

  test('the rear camera reads the crate: a partial read is ignored, the whole code finds its product, and the camera stops', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    // A neighbour's partial code and a wrong check digit first, then Chandon Passion Rosé's EAN.
    await fakeDetector(page, [[], ['789627'], ['7896276350611'], ['7896276350610']]);
    await openCatalogue(page);
    await scan(page).click();
    await expect(page.getByRole('dialog', { name: 'Ler código de barras' })).toBeHidden();
    await expect(field(page)).toHaveValue('7896276350610');
    await expect.poll(() => names(page)).toEqual([chandon]);
    const states = await page.evaluate(() =>
      (window as unknown as { cameraTracks: MediaStreamTrack[] }).cameraTracks.map((t) => t.readyState),
    );
    expect(states.length).toBeGreaterThan(0);
    expect(states.every((state) => state === 'ended')).toBe(true);
  });

  test('a code of no product says so; a refused camera says so, and Fechar gives the focus back @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request);
    await fakeDetector(page, [['96385074']]);
    await openCatalogue(page);
    await scan(page).click();
    await expect(field(page)).toHaveValue('96385074');
    await expect(page.getByText('Nenhum produto encontrado com o código 96385074.')).toBeVisible();

    await page.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await scan(page).click();
    const dialog = page.getByRole('dialog', { name: 'Ler código de barras' });
    await expect(dialog.getByRole('alert')).toHaveText(
      'Não foi possível abrir a câmera. Permita o acesso à câmera nas configurações do navegador ou digite o código no campo de busca.',
    );
    await expectNoAxeViolations(page, 'the bar code dialog, camera refused');
    await dialog.getByRole('button', { name: 'Fechar' }).click();
    await expect(dialog).toBeHidden();
    await expect(scan(page)).toBeFocused();
  });
});

test('a product of an order older than Favoritos’ 30 days is found by name on the device (R269, R180) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  // The service's own search refused: only what the device holds can answer.
  await page.route('**/catalog/products', (route) =>
    isSearch(route.request())
      ? route.fulfill({ status: 404, json: { message: 'Não encontrado' }, headers: { 'access-control-allow-origin': '*' } })
      : route.fallback(),
  );
  await openCatalogue(page);
  // The first search asks for a year of purchases too, as 'Repetir pedido' does for an old order.
  const yearOfOrders = page.waitForRequest((r) => r.url().includes('/catalog/favorites') && r.headers()['days'] === '365');
  await field(page).fill('nectar laranja');
  await yearOfOrders;
  await expect.poll(() => names(page)).toEqual(['Néctar Del Valle Laranja Lata 290ml']);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toBeVisible();
});

test('a slow service: what the device holds shows at once, and the service’s answer joins it (R269) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  let answered = false;
  await page.route('**/catalog/products', async (route) => {
    if (!isSearch(route.request())) return route.fallback();
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    answered = true;
    return route.fallback();
  });
  await openCatalogue(page);
  await seeFavourites(page);
  await field(page).fill('passion rose');
  await expect.poll(() => names(page), { timeout: 2_500 }).toEqual([chandon]);
  expect(answered).toBe(false);
  // Not said while the service may still answer.
  await expect(page.getByText('Produtos já vistos neste aparelho')).toHaveCount(0);
  await expect.poll(() => answered, { timeout: 8_000 }).toBe(true);
  await expect.poll(() => names(page)).toEqual([chandon]);
  await expect(page.getByText('Produtos já vistos neste aparelho')).toHaveCount(0);
});

test('many results are drawn 24 at a time; Mostrar mais produtos adds 24, the focus on the first added (R303)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openCatalogue(page);
  // The service finds 60 products for the query: the demo's first Brahma product, 60 times over.
  await page.route(
    (url) => url.pathname.endsWith('/catalog/products'),
    async (route) => {
      const query = route.request().headers()['search'];
      if (query !== 'brahma teste' && query !== 'teste brahma') return route.fallback();
      const response = await route.fetch({ headers: { ...route.request().headers(), search: 'brahma' } });
      const answer = (await response.json()) as { data: Array<{ sku: string; descricao: string }>; lastPage: number };
      const [first] = answer.data;
      const data = Array.from({ length: 60 }, (_, i) => ({
        ...first!,
        sku: String(990_001 + i),
        descricao: `Cerveja Brahma Teste ${i + 1}`,
      }));
      await route.fulfill({ response, json: { ...answer, data, lastPage: 1 } });
    },
  );
  await field(page).fill('brahma teste');
  const cards = results(page).getByRole('heading', { level: 3 });
  await expect(cards).toHaveCount(24);
  const more = page.getByRole('button', { name: 'Mostrar mais produtos' });
  await more.click();
  await expect(cards).toHaveCount(48);
  await expect(results(page).getByRole('heading', { name: 'Cerveja Brahma Teste 25', exact: true })).toBeFocused();
  await more.click();
  await expect(cards).toHaveCount(60);
  await expect(results(page).getByRole('heading', { name: 'Cerveja Brahma Teste 49', exact: true })).toBeFocused();
  await expect(more).toHaveCount(0);
  await expectNoAxeViolations(page, '/produtos with 60 results');
  // Another query starts again from its first results.
  await field(page).fill('teste brahma');
  await expect(more).toBeVisible();
  await expect(cards).toHaveCount(24);
});
