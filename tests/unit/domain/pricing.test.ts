import { describe, expect, it } from 'vitest';
import {
  cartSummary,
  comboTiers,
  lineAmounts,
  nextBand,
  nextBandText,
  productTiers,
  tierLabel,
  tierUnitPrice,
  usableTiers,
} from '../../../src/lib/domain/pricing.ts';
import { brahmaTiers, gapTiers } from '../../support/tiers.ts';

const brahma = brahmaTiers;
const gap = gapTiers;

describe('tierUnitPrice (R56)', () => {
  it.each([
    ['no box yet', brahma, 0, 4290],
    ['below the first band', brahma, 9, 4290],
    ['exactly the band 2 threshold', brahma, 10, 4150],
    ['between bands', brahma, 29, 4150],
    ['exactly band 3', brahma, 30, 4090],
    ['far above the last band', brahma, 9999, 4090],
    ['band with price 0 is skipped (falls back to band 2)', gap, 10, 3900],
    ['band 4 above the zero-price band', gap, 20, 3700],
    ['no bands at all', productTiers({}), 50, 4290],
  ])('%s', (_, tiers, quantity, expected) => {
    expect(tierUnitPrice(4290, tiers, quantity)).toBe(expected);
  });

  it('the highest band wins even when listed thresholds are out of order', () => {
    const odd = productTiers({ faixaVolume2: 20, kdkg2: 30, faixaVolume5: 10, kdkg5: 35 });
    expect(tierUnitPrice(4000, odd, 20)).toBe(3500);
    expect(tierUnitPrice(4000, odd, 10)).toBe(3500);
  });
});

describe('productTiers and usableTiers (R56)', () => {
  it('reads bands 2 to 5 in cents and keeps only usable ones for display', () => {
    expect(brahma[0]).toEqual({ threshold: 10, priceCents: 4150 });
    expect(usableTiers(brahma)).toHaveLength(2);
    expect(usableTiers(gap).map((t) => t.threshold)).toEqual([5, 20]);
  });
  it('orders combo price ranges by quantity', () => {
    expect(
      comboTiers([
        { quantity: 10, price: 122.5 },
        { quantity: 3, price: 126.9 },
      ]),
    ).toEqual([
      { threshold: 3, priceCents: 12690 },
      { threshold: 10, priceCents: 12250 },
    ]);
  });
});

describe('tierLabel', () => {
  it("shows 'N CX R$x cada' (R56)", () => {
    expect(tierLabel({ threshold: 10, priceCents: 4150 })).toBe('10 CX R$ 41,50 cada');
  });
});

describe('lineAmounts and cartSummary (R56)', () => {
  it('reports the discount when a band applies', () => {
    expect(lineAmounts(4290, brahma, 10)).toEqual({ unitCents: 4150, fullCents: 42900, totalCents: 41500, discountCents: 1400 });
    expect(lineAmounts(4290, brahma, 2).discountCents).toBe(0);
  });
  it('sums items, subtotal, discounts and total', () => {
    expect(
      cartSummary([
        { baseCents: 4290, tiers: brahma, quantity: 10 },
        { baseCents: 1000, tiers: [], quantity: 1 },
      ]),
    ).toEqual({
      items: 11,
      subtotalCents: 43900,
      discountCents: 1400,
      totalCents: 42500,
    });
    expect(cartSummary([])).toEqual({ items: 0, subtotalCents: 0, discountCents: 0, totalCents: 0 });
  });
});

describe('nextBand (R267)', () => {
  it.each([
    ['no box yet: nothing to say', brahma, 0, 999, null],
    ['2 boxes short of band 2', brahma, 8, 999, { missing: 2, unitCents: 4150 }],
    ['1 box short', brahma, 9, 999, { missing: 1, unitCents: 4150 }],
    ['in band 2: band 3 is next', brahma, 10, 999, { missing: 20, unitCents: 4090 }],
    ['at the cheapest band', brahma, 30, 999, null],
    ['no stock for band 2', brahma, 8, 9, null],
    ['stock for band 2 exactly', brahma, 8, 10, { missing: 2, unitCents: 4150 }],
    ['in band 2, no stock for band 3', brahma, 12, 29, null],
    ['a band priced 0 is skipped', gap, 6, 999, { missing: 14, unitCents: 3700 }],
    ['no bands', [], 3, 999, null],
  ] as const)('%s', (_, tiers, quantity, ceiling, expected) => {
    expect(nextBand(4290, tiers, quantity, ceiling)).toEqual(expected);
  });

  it('never offers a band that costs more than today', () => {
    // A band 3 dearer than band 2 (a data error): from band 2 nothing is cheaper.
    const odd = productTiers({ faixaVolume2: 10, kdkg2: 40, faixaVolume3: 20, kdkg3: 41 });
    expect(nextBand(4290, odd, 12, 999)).toBeNull();
    expect(nextBand(4290, odd, 5, 999)).toEqual({ missing: 5, unitCents: 4000 });
  });

  it('says it in boxes and the price there', () => {
    expect(nextBandText({ missing: 2, unitCents: 4150 })).toBe('Faltam 2 CX para R$ 41,50 cada');
    expect(nextBandText({ missing: 1, unitCents: 4150 })).toBe('Falta 1 CX para R$ 41,50 cada');
  });
});
