// product-rules R151: the ticks before 'Finalizar Pedido' follow the cart.
import { describe, expect, it } from 'vitest';
import { confirmedCart, keptConfirmations, type ConfirmableLine } from '../../../src/lib/domain/order-confirmations.ts';

const beer: ConfirmableLine = { sku: 'B1', baseCents: 4290, tiers: [{ threshold: 10, priceCents: 4150 }], quantity: 5, vesselsPerBox: 0 };
const bottle: ConfirmableLine = { sku: 'G6', baseCents: 9000, tiers: [], quantity: 5, vesselsPerBox: 24 };
const both = { limit: true, vessels: true };

describe('confirmedCart (R151)', () => {
  it('takes the total with the bands and one entry per line with bottles, in sku order', () => {
    const other = { ...bottle, sku: 'A2', quantity: 2, vesselsPerBox: 12 };
    expect(confirmedCart([{ ...beer, quantity: 10 }, bottle, other])).toEqual({
      totalCents: 10 * 4150 + 5 * 9000 + 2 * 9000,
      vesselLines: ['A2:2:24', 'G6:5:120'],
    });
  });

  it('a line with bottles but no boxes (a pending removal) carries none', () => {
    expect(confirmedCart([{ ...bottle, quantity: 0 }])).toEqual({ totalCents: 0, vesselLines: [] });
  });
});

describe('keptConfirmations (R151)', () => {
  const cart = confirmedCart([beer, bottle]);

  it('keeps both ticks when neither the total nor the bottle lines changed (lines reordered)', () => {
    expect(keptConfirmations(both, cart, confirmedCart([bottle, beer]))).toEqual(both);
  });

  it('a new total clears the credit-limit tick; bottle lines unchanged keep the other', () => {
    expect(keptConfirmations(both, cart, confirmedCart([{ ...beer, quantity: 6 }, bottle]))).toEqual({ limit: false, vessels: true });
  });

  it('a new price (the check) changes the total and clears the credit-limit tick', () => {
    expect(keptConfirmations(both, cart, confirmedCart([{ ...beer, baseCents: 4390 }, bottle]))).toEqual({ limit: false, vessels: true });
  });

  it('a new quantity of a bottle line clears both ticks', () => {
    expect(keptConfirmations(both, cart, confirmedCart([beer, { ...bottle, quantity: 6 }]))).toEqual({ limit: false, vessels: false });
  });

  it('a bottle line added or removed clears the bottles tick, even at the same total', () => {
    const swapped = confirmedCart([{ ...beer, vesselsPerBox: 12 }, bottle]);
    expect(swapped.totalCents).toBe(cart.totalCents);
    expect(keptConfirmations(both, cart, swapped)).toEqual({ limit: true, vessels: false });
    expect(keptConfirmations(both, confirmedCart([beer, bottle]), confirmedCart([beer]))).toEqual({ limit: false, vessels: false });
  });

  it('more bottles per box on the same quantity clears the bottles tick', () => {
    const more = confirmedCart([beer, { ...bottle, vesselsPerBox: 12 }]);
    expect(more.totalCents).toBe(cart.totalCents);
    expect(keptConfirmations(both, cart, more)).toEqual({ limit: true, vessels: false });
  });

  it('an unticked box stays unticked, changed cart or not', () => {
    const none = { limit: false, vessels: false };
    expect(keptConfirmations(none, cart, cart)).toEqual(none);
    expect(keptConfirmations(none, cart, confirmedCart([beer]))).toEqual(none);
  });
});
