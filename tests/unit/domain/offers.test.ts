// The offer rules (R315): a product's best band as what it gives, rounded down, and a combo's saving only
// from every item's known price.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bestBand, bestBandText, bestOfferText, comboSavingCents, comboSavingText } from '../../../src/lib/domain/offers.ts';
import { productTiers, tierUnitPrice } from '../../../src/lib/domain/pricing.ts';
import { brahmaTiers, gapTiers } from '../../support/tiers.ts';

const brahma = brahmaTiers;
const gap = gapTiers;

describe('bestBand (R315)', () => {
  it.each([
    // 40,90 is 4,66 % under 42,90: rounded down, never overstated.
    ['the cheapest band, rounded down', 4290, brahma, { threshold: 30, percentOff: 4 }],
    ['a band of price 0 between two used ones is skipped', 4500, gap, { threshold: 20, percentOff: 17 }],
    ['no bands', 4290, [], null],
    ['no base price', 0, brahma, null],
    ['bands dearer than the base price', 4000, brahma, null],
    ['under 1 % off', 4100, productTiers({ faixaVolume2: 10, kdkg2: 40.7 }), null],
  ])('%s', (_case, base, tiers, best) => {
    expect(bestBand(base, tiers)).toEqual(best);
  });

  it('two bands at the lowest price: the first that reaches it', () => {
    expect(bestBand(5000, productTiers({ faixaVolume2: 10, kdkg2: 44, faixaVolume3: 20, kdkg3: 44 }))).toEqual({
      threshold: 10,
      percentOff: 12,
    });
  });

  it('a band dearer than the one below it: the offer holds from where it holds for every quantity above', () => {
    // 10 boxes at 30,00, but from 20 boxes 40,00: '-40 % a partir de 10 CX' would lie about 20 boxes.
    const uneven = productTiers({ faixaVolume2: 10, kdkg2: 30, faixaVolume3: 20, kdkg3: 40 });
    expect(bestBand(5000, uneven)).toEqual({ threshold: 10, percentOff: 20 });
  });

  it('never says more than it gives, for any quantity from its threshold on', () => {
    const tier = fc.record({ threshold: fc.integer({ min: 0, max: 60 }), priceCents: fc.integer({ min: 0, max: 9000 }) });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9000 }), fc.array(tier, { maxLength: 4 }), (base, tiers) => {
        const best = bestBand(base, tiers);
        if (!best) return;
        for (let quantity = best.threshold; quantity <= 70; quantity += 1)
          expect(tierUnitPrice(base, tiers, quantity) * 100).toBeLessThanOrEqual(base * (100 - best.percentOff));
      }),
    );
  });

  it('says it as the card shows it', () => {
    expect(bestBandText({ threshold: 10, percentOff: 12 })).toBe('-12 % a partir de 10 CX');
  });
});

describe('comboSavingCents (R315)', () => {
  it.each([
    [
      'every item priced, the combo cheaper',
      5000,
      [
        { unitCents: 2000, quantity: 2 },
        { unitCents: 1840, quantity: 1 },
      ],
      840,
    ],
    [
      'one item without a price: no estimate from part of it',
      5000,
      [
        { unitCents: 2000, quantity: 2 },
        { unitCents: null, quantity: 1 },
      ],
      null,
    ],
    [
      'the combo not cheaper',
      5840,
      [
        { unitCents: 2000, quantity: 2 },
        { unitCents: 1840, quantity: 1 },
      ],
      null,
    ],
    ['no items', 5000, [], null],
    ['an item of zero boxes', 5000, [{ unitCents: 9000, quantity: 0 }], null],
    ['an item priced 0', 5000, [{ unitCents: 0, quantity: 2 }], null],
    ['a combo without a price', 0, [{ unitCents: 2000, quantity: 2 }], null],
  ])('%s', (_case, combo, items, saving) => {
    expect(comboSavingCents(combo, items)).toBe(saving);
  });

  it('says it in money', () => {
    expect(comboSavingText(840)).toBe('Sai R$ 8,40 mais barato que os itens avulsos');
  });
});

describe('bestOfferText (R315)', () => {
  it('is the best band said, or null without one', () => {
    expect(bestOfferText(4290, brahma)).toBe('-4 % a partir de 30 CX');
    expect(bestOfferText(4000, brahma)).toBeNull();
  });
});
