// What a coverage indicator still needs (product-rules R317): the groups not done of the period running
// now, for a client who can order, and their products looked up once each.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_NEEDED_PRODUCTS, neededSkus, pendingGroups } from '../../../src/lib/domain/campaign-needs.ts';

const group = (done: boolean, ...skus: string[]) => ({ done, products: skus.map((sku) => ({ sku })) });

describe('pendingGroups (R317)', () => {
  const groups = [group(true, '0001'), group(false, '0002', '0003'), group(false)];

  it('the groups not done that name a product, in the period running now', () => {
    expect(pendingGroups(groups, { storeAccess: true, current: true })).toEqual([groups[1]]);
  });

  it('nothing without store access, nor outside the period running now (R250)', () => {
    expect(pendingGroups(groups, { storeAccess: false, current: true })).toEqual([]);
    expect(pendingGroups(groups, { storeAccess: true, current: false })).toEqual([]);
  });

  it('never a group done, whatever the groups', () => {
    const arbitraryGroup = fc.record({ done: fc.boolean(), products: fc.array(fc.record({ sku: fc.string() }), { maxLength: 3 }) });
    fc.assert(
      fc.property(fc.array(arbitraryGroup, { maxLength: 8 }), fc.boolean(), fc.boolean(), (all, storeAccess, current) => {
        const pending = pendingGroups(all, { storeAccess, current });
        expect(pending.every((entry) => !entry.done && entry.products.length > 0)).toBe(true);
        if (!storeAccess || !current) expect(pending).toEqual([]);
      }),
    );
  });
});

describe('neededSkus (R317)', () => {
  it('each product once, whatever its leading zeros, at most MAX_NEEDED_PRODUCTS', () => {
    expect(neededSkus([group(false, '0002', '2', '0003'), group(false, '003', '4')])).toEqual(['0002', '0003', '4']);
    const many = group(false, ...Array.from({ length: 20 }, (_, index) => String(index + 1)));
    expect(neededSkus([many])).toHaveLength(MAX_NEEDED_PRODUCTS);
  });
});
