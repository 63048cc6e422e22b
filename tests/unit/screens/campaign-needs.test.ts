// The needed products' lookups against a strict fake fetch (product-rules R317): each code searched once per
// company however many groups draw it; in stock it is orderable with today's limits, out of stock or absent it is
// not; a failed search leaves it unknown (no button) and is tried again by the next drawing.
import { describe, expect, it } from 'vitest';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

const PRODUCTS = 'https://p.test/catalog/products';
const [brahma, , none] = products.data;

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function needs() {
  await freshSignedInModules(fake, testSession());
  return import('../../../src/lib/screens/campaign-needs.ts');
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));
const page = (items: unknown[]) => json({ ...products, lastPage: 1, pages: 1, data: items });

describe('the needed products (R317)', () => {
  it('searches each code once by its code without leading zeros; in stock it is orderable, out of stock it is not (R317)', async () => {
    const screen = await needs();
    fake.expect(
      { method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('search')).toBe('12450'), reply: page([brahma]) },
      { method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('search')).toBe('14200'), reply: page([none]) },
      { method: 'GET', url: PRODUCTS, assert: (r) => expect(r.headers.get('search')).toBe('99999'), reply: page([brahma]) },
    );
    screen.wantNeededProducts(['000000000000012450', '000000000000014200', '99999']);
    screen.wantNeededProducts(['12450']);
    expect(screen.$neededProducts.get()[screen.neededKey('100001', '12450')]).toEqual({ state: 'loading' });
    await settled();
    const found = screen.$neededProducts.get();
    expect(found[screen.neededKey('100001', '12450')]).toMatchObject({
      state: 'orderable',
      item: { sku: brahma!.sku, name: brahma!.descricao },
    });
    expect(found[screen.neededKey('100001', '14200')]).toEqual({ state: 'unavailable' });
    // The search answered another product: this one is not in today's catalogue.
    expect(found[screen.neededKey('100001', '99999')]).toEqual({ state: 'unavailable' });
    expect(fake.calls.filter((call) => call.url === PRODUCTS)).toHaveLength(3);
  });

  it('a failed search leaves the product unknown and the next drawing asks again (R317)', async () => {
    const screen = await needs();
    fake.expect({ method: 'GET', url: PRODUCTS, reply: networkError });
    screen.wantNeededProducts(['12450']);
    await settled();
    expect(screen.$neededProducts.get()[screen.neededKey('100001', '12450')]).toEqual({ state: 'unknown' });
    fake.expect({ method: 'GET', url: PRODUCTS, reply: page([brahma]) });
    screen.wantNeededProducts(['12450']);
    await settled();
    expect(screen.$neededProducts.get()[screen.neededKey('100001', '12450')]).toMatchObject({ state: 'orderable' });
  });
});
