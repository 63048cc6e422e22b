// The offers store against a strict fake fetch (product-rules R316): the Novidades pages of the current
// company, read once however many cards ask, at most three pages; a failure leaves no badge and is tried
// again only after a minute; another company reads its own.
import { describe, expect, it } from 'vitest';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

const NEWS = 'https://p.test/catalog/news';

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

/** A Novidades page whose products have the SKUs `skus`. */
function newsPage(skus: string[], lastPage: number) {
  return { ...products, lastPage, pages: lastPage, data: skus.map((sku) => ({ ...products.data[0]!, sku })) };
}

async function offers(user: Parameters<typeof testSession>[0] = {}) {
  await freshSignedInModules(fake, testSession(user));
  return import('../../../src/lib/stores/offers.ts');
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const pageOf = (request: { headers: Headers }) => request.headers.get('current-page');

describe('offers', () => {
  it('reads the first three Novidades pages once, for the current company, however many cards ask (R316)', async () => {
    const store = await offers();
    fake.expect(
      {
        method: 'GET',
        url: NEWS,
        assert: (r) => expect([r.headers.get('client-code'), pageOf(r)]).toEqual(['100001', '1']),
        reply: json(newsPage(['A1', 'A2'], 5)),
      },
      { method: 'GET', url: NEWS, assert: (r) => expect(pageOf(r)).toBe('2'), reply: json(newsPage(['B1'], 5)) },
      { method: 'GET', url: NEWS, assert: (r) => expect(pageOf(r)).toBe('3'), reply: json(newsPage(['C1'], 5)) },
    );
    store.wantOffers();
    store.wantOffers();
    expect(store.$offerSkus.get().size).toBe(0);
    await store.offerSkusRead();
    store.wantOffers();
    await settled();
    expect([...store.$offerSkus.get()].sort()).toEqual(['A1', 'A2', 'B1', 'C1']);
    expect(fake.calls.filter((call) => call.url === NEWS)).toHaveLength(3);
  });

  it('one page is all there is: one call', async () => {
    const store = await offers();
    fake.expect({ method: 'GET', url: NEWS, reply: json(newsPage(['A1'], 1)) });
    store.wantOffers();
    await store.offerSkusRead();
    expect([...store.$offerSkus.get()]).toEqual(['A1']);
    expect(fake.calls.filter((call) => call.url === NEWS)).toHaveLength(1);
  });

  it('a failed read leaves no badge and is tried again only a minute later (R316)', async () => {
    const store = await offers();
    fake.expect({ method: 'GET', url: NEWS, reply: networkError });
    store.wantOffers();
    await store.offerSkusRead();
    expect(store.$offerSkus.get().size).toBe(0);
    store.wantOffers(Date.now() + 1000);
    await settled();
    expect(fake.calls.filter((call) => call.url === NEWS)).toHaveLength(1);
    fake.expect({ method: 'GET', url: NEWS, reply: json(newsPage(['A1'], 1)) });
    store.wantOffers(Date.now() + 61_000);
    await store.offerSkusRead();
    expect([...store.$offerSkus.get()]).toEqual(['A1']);
  });

  it('signed out, nothing is asked', async () => {
    await freshSignedInModules(fake, null);
    const store = await import('../../../src/lib/stores/offers.ts');
    store.wantOffers();
    await settled();
    expect(fake.calls.filter((call) => call.url === NEWS)).toHaveLength(0);
  });

  it('offerSkusRead answers once the offers are read, and none when the read failed (R316)', async () => {
    const store = await offers();
    fake.expect({ method: 'GET', url: NEWS, reply: json(newsPage(['A1'], 1)) });
    expect([...(await store.offerSkusRead())]).toEqual(['A1']);
    expect([...(await store.offerSkusRead())]).toEqual(['A1']);
    store.resetOffersForTests();
    fake.expect({ method: 'GET', url: NEWS, reply: networkError });
    expect((await store.offerSkusRead()).size).toBe(0);
  });
});
