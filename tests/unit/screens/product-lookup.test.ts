// Products looked up by code against a strict fake fetch (product-rules R317, R315): each code searched once per
// company however many parts draw it; found, it has its base price and, in stock, its control's item; absent
// it is missing; a failed search leaves it unknown and the next drawing asks again.
import { describe, expect, it, vi } from 'vitest';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

const PRODUCTS = 'https://p.test/catalog/products';
const [brahma, , none] = products.data;

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function lookups() {
  await freshSignedInModules(fake, testSession());
  return import('../../../src/lib/screens/product-lookup.ts');
}

const page = (items: unknown[]) => json({ ...products, lastPage: 1, pages: 1, data: items });

describe('products looked up by code (R317, R315)', () => {
  it('searches each code once by its code without leading zeros: in stock it is orderable, out of stock only priced, absent missing (R317)', async () => {
    const screen = await lookups();
    fake.expect(
      { method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('search')).toBe('12450'), reply: page([brahma]) },
      { method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('search')).toBe('14200'), reply: page([none]) },
      { method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('search')).toBe('99999'), reply: page([brahma]) },
    );
    screen.lookUpProducts(['000000000000012450', '000000000000014200', '99999']);
    screen.lookUpProducts(['12450']);
    const key = (sku: string) => screen.lookupKey('100001', sku);
    expect(screen.$lookedUpProducts.get()[key('12450')]).toEqual({ state: 'loading' });
    await vi.waitFor(() => expect(Object.values(screen.$lookedUpProducts.get()).every((entry) => entry.state !== 'loading')).toBe(true));
    const found = screen.$lookedUpProducts.get();
    expect(found[key('12450')]).toMatchObject({ state: 'found', baseCents: 4290, item: { sku: brahma!.sku, name: brahma!.descricao } });
    expect(found[key('14200')]).toMatchObject({ state: 'found', item: null });
    // The search answered another product: this one is not in today's catalogue.
    expect(found[key('99999')]).toEqual({ state: 'missing' });
    expect(fake.calls.filter((call) => call.url === PRODUCTS)).toHaveLength(3);
  });

  it('a failed search leaves the product unknown and the next drawing asks again (R317)', async () => {
    const screen = await lookups();
    fake.expect({ method: 'GET', url: PRODUCTS, reply: networkError });
    screen.lookUpProducts(['12450']);
    await vi.waitFor(() => expect(screen.$lookedUpProducts.get()[screen.lookupKey('100001', '12450')]).toEqual({ state: 'unknown' }));
    fake.expect({ method: 'GET', url: PRODUCTS, reply: page([brahma]) });
    screen.lookUpProducts(['12450']);
    await vi.waitFor(() => expect(screen.$lookedUpProducts.get()[screen.lookupKey('100001', '12450')]).toMatchObject({ state: 'found' }));
  });
});
