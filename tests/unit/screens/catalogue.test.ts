// The catalogue screen against a strict fake fetch: one call per part however many times it is
// started, the parts that load and fail on their own, the filters, tabs and pages, and the cards
// as the islands draw them (no service field names).
import { describe, expect, it, vi } from 'vitest';
import brands from '../../fixtures/listBrands.json' with { type: 'json' };
import combos from '../../fixtures/listCatalogProducts.combo.json' with { type: 'json' };
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import lastOrder from '../../fixtures/getLastOrderInfo.json' with { type: 'json' };
import segments from '../../fixtures/listSegments.json' with { type: 'json' };
import { deferred, json, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { freshAnswersCame } from '../../support/screen.ts';
import type { CatalogueView } from '../../../src/lib/screens/catalogue.ts';
import type { Screen } from '../../../src/lib/screens/screen.ts';

const P = 'https://p.test';
const SEGMENTS = `${P}/images/segments`;
const BRANDS = `${P}/images/brands`;
const PRODUCTS = `${P}/catalog/products`;
const NEWS = `${P}/catalog/news`;
const LAST_ORDER = `${P}/lastOrder`;
const noOrder = { isOrderInProgress: false, nextDeliveryDate: null };

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function catalogue() {
  await freshSignedInModules(fake, testSession());
  const { createCatalogueScreen } = await import('../../../src/lib/screens/catalogue.ts');
  const cart = await import('../../../src/lib/stores/cart.ts');
  return { screen: createCatalogueScreen(), cart };
}

/** The view once `done` holds of it. */
function view(screen: Screen<void, CatalogueView>, done: (v: CatalogueView) => boolean) {
  return new Promise<CatalogueView>((resolve) => {
    const stop = screen.$state.subscribe((state) => {
      if (state.state === 'ready' && done(state.view)) {
        queueMicrotask(() => stop());
        resolve(state.view);
      }
    });
  });
}

const came = (part: { state: string } | null) => part !== null && part.state !== 'loading';

describe('catalogue screen', () => {
  it('the early start and the mount ask once for the categories and the order in progress', async () => {
    const { screen } = await catalogue();
    fake.expect(
      { method: 'GET', url: SEGMENTS, assert: (r) => expect(r.headers.get('client-code')).toBe('100001'), reply: json(segments) },
      { method: 'GET', url: LAST_ORDER, reply: json(lastOrder) },
    );
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    screen.start();
    screen.start();
    const ready = await view(screen, (v) => came(v.segments) && v.orderInProgress !== null);
    expect(fake.calls.filter((c) => c.url === SEGMENTS)).toHaveLength(1);
    expect(fake.calls.filter((c) => c.url === LAST_ORDER)).toHaveLength(1);
    expect(ready).toMatchObject({ tab: 'produtos', category: null, showsList: false, list: null, brands: null });
    expect(ready.orderInProgress).toEqual({ nextDeliveryDate: '2026-11-24' });
    expect(ready.segments?.state === 'ready' && ready.segments.view[0]).toEqual({ name: 'Cervejas', image: segments[0]!.url });
  });

  it('a category shows its brands and products as cards, each with its best offer; a brand filters, again clears; a page reloads the list (R315)', async () => {
    const { screen, cart } = await catalogue();
    fake.expect({ method: 'GET', url: SEGMENTS, reply: json(segments) }, { method: 'GET', url: LAST_ORDER, reply: json(noOrder) });
    screen.start();
    await view(screen, (v) => came(v.segments));
    fake.expect(
      { method: 'GET', url: BRANDS, assert: (r) => expect(r.headers.get('category')).toBe('Aguas'), reply: json(brands) },
      {
        method: 'GET',
        url: PRODUCTS,
        assert: (r) =>
          expect([r.headers.get('category'), r.headers.get('brand'), r.headers.get('current-page')]).toEqual(['Aguas', null, '1']),
        reply: json(products),
      },
    );
    screen.selectCategory('Águas');
    const opened = await view(screen, (v) => came(v.brands) && came(v.list));
    expect(opened).toMatchObject({ category: 'Águas', brand: null, showsList: true });
    expect(opened.brands?.state === 'ready' && opened.brands.view[1]).toEqual({ name: 'Skol', image: brands[1]!.image_url });
    const list = opened.list?.state === 'ready' ? opened.list.view : null;
    expect(list?.lastPage).toBe(3);
    const [brahma, skol, none] = list!.items;
    expect(brahma).toMatchObject({
      kind: 'product',
      name: 'Cerveja Brahma Chopp Lata 350ml',
      complement: 'CX 12 UN',
      stock: 'Disponível',
      price: 'R$ 42,90',
      priceCents: 4290,
      tiers: [
        { key: 10, label: '10 CX R$ 41,50 cada' },
        { key: 30, label: '30 CX R$ 40,90 cada' },
      ],
      // R315: 41,50 is 3 % off 42,90, 40,90 4 %: the most off wins.
      offer: '-4 % a partir de 30 CX',
      contents: [],
    });
    expect(skol?.stock).toBe('Estoque Baixo');
    expect(skol?.order).toEqual({ sku: skol!.sku, name: skol!.name, limits: { stock: 150, maximum: 40, minimum: null } });
    expect(none).toMatchObject({ stock: 'Indisponível', order: null });
    // The card's control adds the line from the list on screen.
    cart.increaseItem(brahma!.order!);
    cart.flushCart();
    expect(cart.$cartLines.get()[0]).toMatchObject({ sku: brahma!.sku, total: 1, source: { list: 'products', category: 'Águas' } });

    fake.expect({ method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('brand')).toBe('Skol'), reply: json(products) });
    screen.selectBrand('Skol');
    expect(screen.$state.get()).toMatchObject({ view: { brand: 'Skol', list: { state: 'loading' } } });
    await view(screen, (v) => came(v.list));
    fake.expect({ method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('brand')).toBeNull(), reply: json(products) });
    screen.selectBrand('Skol');
    await view(screen, (v) => v.brand === null && came(v.list));
    fake.expect({ method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('current-page')).toBe('2'), reply: json(products) });
    screen.goToPage(2);
    expect(await view(screen, (v) => came(v.list))).toMatchObject({ page: 2 });
    // Brands were not asked again; 'Voltar' goes back to the grid without asking for the categories.
    screen.clearCategory();
    expect(screen.$state.get()).toMatchObject({ view: { category: null, showsList: false, brands: null, list: null, page: 1 } });
  });

  it('a failed list shows its message and retry asks again; a failed grid retries alone', async () => {
    const { screen } = await catalogue();
    // A failed GET is tried once more before it counts as failed.
    const failing = (url: string, details: string) =>
      [1, 2].map(() => ({ method: 'GET', url, reply: json({ message: 'Erro', details }, 500) }));
    fake.expect(...failing(SEGMENTS, 'Catálogo indisponível'), ...failing(LAST_ORDER, 'x'));
    screen.start();
    expect(await view(screen, (v) => came(v.segments))).toMatchObject({ segments: { state: 'error', message: 'Catálogo indisponível' } });
    fake.expect({ method: 'GET', url: SEGMENTS, reply: json(segments) });
    screen.retrySegments();
    await view(screen, (v) => v.segments?.state === 'ready');

    fake.expect(...failing(NEWS, 'Fora do ar'));
    screen.selectTab('novidades');
    expect(await view(screen, (v) => came(v.list))).toMatchObject({
      tab: 'novidades',
      showsList: true,
      list: { state: 'error', message: 'Fora do ar' },
    });
    fake.expect({ method: 'GET', url: NEWS, reply: json({ data: [], currentPage: 1, lastPage: 1 }) });
    screen.retry();
    expect(await view(screen, (v) => came(v.list))).toMatchObject({ list: { state: 'ready', view: { items: [], lastPage: 1 } } });
  });

  it('the combos tab draws each combo with its products; a late answer of a left tab is dropped', async () => {
    const { screen } = await catalogue();
    fake.expect({ method: 'GET', url: SEGMENTS, reply: json(segments) }, { method: 'GET', url: LAST_ORDER, reply: json(noOrder) });
    screen.start();
    await view(screen, (v) => came(v.segments));
    const late = deferred();
    fake.expect({ method: 'GET', url: NEWS, reply: late.reply });
    screen.selectTab('novidades');
    fake.expect({ method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('category')).toBe('combo'), reply: json(combos) });
    screen.selectTab('combos');
    const shown = await view(screen, (v) => came(v.list));
    late.resolve(json(products));
    await new Promise((resolve) => setTimeout(resolve, 10));
    const combo = shown.list?.state === 'ready' ? shown.list.view.items[0] : undefined;
    expect(combo).toMatchObject({
      kind: 'combo',
      name: 'Combo Churrasco: 2 cx Brahma Chopp + 1 cx Guaraná 2L',
      contents: [
        { sku: '000000000000012450', name: 'Cerveja Brahma Chopp Lata 350ml', quantity: 2 },
        { sku: '000000000000021010', name: 'Refrigerante Guaraná Antarctica 2L', quantity: 1 },
      ],
      tiers: [
        { key: 3, label: '3 CX R$ 126,90 cada' },
        { key: 10, label: '10 CX R$ 122,50 cada' },
      ],
      offer: '-5 % a partir de 10 CX',
    });
    expect(screen.$state.get()).toMatchObject({ view: { tab: 'combos' } });
  });

  it('fresh answers in place of kept ones redraw the shown list in place, never its skeleton', async () => {
    const events = new EventTarget();
    vi.stubGlobal('window', events);
    const { screen } = await catalogue();
    try {
      fake.expect({ method: 'GET', url: SEGMENTS, reply: json(segments) }, { method: 'GET', url: LAST_ORDER, reply: json(noOrder) });
      screen.start();
      await view(screen, (v) => came(v.segments));
      fake.expect({ method: 'GET', url: PRODUCTS, reply: json(combos) });
      screen.selectTab('combos');
      await view(screen, (v) => came(v.list));
      const lists: string[] = [];
      screen.$state.listen((state) => lists.push(state.state === 'ready' ? (state.view.list?.state ?? 'none') : state.state));
      const before = fake.calls.length;
      // The list on screen and the order-in-progress check (a part too, R277); not the categories off screen.
      fake.expect(
        { method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('category')).toBe('combo'), reply: json(combos) },
        { method: 'GET', url: LAST_ORDER, reply: json(noOrder) },
      );
      await freshAnswersCame();
      await vi.waitFor(() => expect(fake.calls.length - before).toBe(2));
      await vi.waitFor(() => expect(lists).toEqual(['ready']));
      expect(screen.$state.get()).toMatchObject({ view: { tab: 'combos', list: { state: 'ready' } } });
    } finally {
      screen.exit();
      vi.unstubAllGlobals();
    }
  });

  it('after exit a late answer is dropped and the next start asks again', async () => {
    const { screen } = await catalogue();
    fake.expect(
      { method: 'GET', url: SEGMENTS, reply: json(segments) },
      { method: 'GET', url: LAST_ORDER, reply: json(lastOrder) },
      { method: 'GET', url: SEGMENTS, reply: json([]) },
      { method: 'GET', url: LAST_ORDER, reply: json(noOrder) },
    );
    screen.start();
    screen.exit();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    screen.start();
    const again = await view(screen, (v) => came(v.segments));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(again.segments).toEqual({ state: 'ready', view: [] });
    expect(screen.$state.get()).toMatchObject({ view: { orderInProgress: null, segments: { view: [] } } });
  });
});
