import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { productKey, quantityCeiling } from '../../../src/lib/domain/cart-rules.ts';
import { addDays, toIsoDate, type CalendarDate } from '../../../src/lib/domain/dates.ts';
import { planReorder, type FoundItem } from '../../../src/lib/domain/reorder.ts';
import {
  usualOrderItems,
  usualProducts,
  usualReasonText,
  usualTitleText,
  type UsualHistoryOrder,
} from '../../../src/lib/domain/usual-order.ts';

const today: CalendarDate = { year: 2026, month: 12, day: 4 };
/** dd/mm/yyyy of `back` days before today, as the history dates its orders. */
const daysAgo = (back: number) => toIsoDate(addDays(today, -back)).split('-').reverse().join('/');

let numbers = 0;
function order(
  back: number,
  items: Array<[code: string, boxes: number]>,
  auart = 'ZS43',
  vbeln?: string,
  status = 'PEDIDO ENTREGUE',
): UsualHistoryOrder {
  numbers += 1;
  return {
    Status: { VBELN: vbeln ?? String(81230000 + numbers), AUART: auart, ERDAT: daysAgo(back), STATUS: status },
    Itens: { Item: items.map(([code, boxes]) => ({ MATNR: code, ARKTX: `Produto ${productKey(code)}`, KWMENG: boxes })) },
  };
}
const store = { storeAccess: true };

describe('usualProducts (R314)', () => {
  it('a weekly beer: the median boxes, the usual gap and the days since the last', () => {
    const orders = [order(22, [['0000012', 10]]), order(15, [['0000012', 12]]), order(8, [['0000012', 20]])];
    expect(usualProducts(orders, today, store)).toEqual([
      { code: '0000012', name: 'Produto 12', purchases: 3, quantity: 12, gapDays: 7, daysSinceLast: 8 },
    ]);
  });

  it('says nothing without store access', () => {
    expect(usualProducts([order(14, [['12', 5]]), order(7, [['12', 5]])], today, { storeAccess: false })).toBeNull();
  });

  it('says nothing when no product was bought on two days: one order, or two orders of one day', () => {
    expect(
      usualProducts(
        [
          order(3, [
            ['12', 5],
            ['13', 2],
          ]),
        ],
        today,
        store,
      ),
    ).toBeNull();
    expect(usualProducts([order(3, [['12', 5]]), order(3, [['12', 4]])], today, store)).toBeNull();
    expect(usualProducts([], today, store)).toBeNull();
  });

  it('two orders of one day are one purchase of their sum', () => {
    const orders = [order(10, [['12', 5]]), order(3, [['12', 5]]), order(3, [['12', 4]])];
    expect(usualProducts(orders, today, store)).toMatchObject([{ purchases: 2, quantity: 5, gapDays: 7 }]);
  });

  it('the lower middle of an even count: a box never invented', () => {
    const orders = [order(21, [['12', 4]]), order(14, [['12', 9]]), order(7, [['12', 5]]), order(1, [['12', 30]])];
    expect(usualProducts(orders, today, store)?.[0]?.quantity).toBe(5);
  });

  it('bonus and exchange orders are not purchases; the hidden codes never show', () => {
    const orders = [
      order(14, [
        ['12', 5],
        ['99', 1],
      ]),
      order(7, [
        ['12', 5],
        ['99', 1],
      ]),
      order(10, [['50', 2]], 'ZS03'),
      order(3, [['50', 2]], 'ZS03'),
      order(9, [['60', 2]], 'ZS11'),
      order(2, [['60', 2]], 'ZS11'),
    ];
    expect(usualProducts(orders, today, { storeAccess: true, hidden: ['0099'] })?.map((p) => p.code)).toEqual(['12']);
  });

  it('a cancelled, not invoiced or returned order is no purchase (R314)', () => {
    const orders = [order(21, [['12', 5]]), order(14, [['12', 5]], 'ZS43', undefined, 'PEDIDO CANCELADO'), order(7, [['12', 6]])];
    expect(usualProducts(orders, today, store)).toMatchObject([{ purchases: 2, gapDays: 14 }]);
    for (const status of ['PEDIDO NAO FATURADO', 'RETORNADO/DEVOLVIDO', 'pedido nota cancelada'])
      expect(usualProducts([order(14, [['12', 5]], 'ZS43', undefined, status), order(7, [['12', 6]])], today, store)).toBeNull();
  });

  it('an order held twice (a kept page and a fresh one) counts once', () => {
    const twice = order(14, [['12', 5]]);
    // Twice, it would be one purchase of 10 boxes on that day.
    expect(usualProducts([twice, order(7, [['12', 20]]), twice], today, store)).toMatchObject([{ purchases: 2, quantity: 5 }]);
  });

  it('lines of zero, negative or unreadable boxes and unreadable dates are left out', () => {
    const unreadable = { ...order(5, [['12', 5]]), Status: { VBELN: '1', AUART: 'ZS43', ERDAT: '31/02/2026', STATUS: 'PEDIDO ENTREGUE' } };
    const orders = [order(14, [['12', 0]]), order(7, [['12', Number.NaN]]), order(6, [['12', -3]]), unreadable, order(1, [['12', 4]])];
    expect(usualProducts(orders, today, store)).toBeNull();
  });

  it('most due first: days since the last over the usual gap', () => {
    const orders = [
      // every 7 days, last 3 days ago: 0.43 of its gap
      order(17, [['1', 5]]),
      order(10, [['1', 5]]),
      order(3, [['1', 5]]),
      // every 14 days, last 21 days ago: 1.5 of its gap
      order(35, [['2', 2]]),
      order(21, [['2', 2]]),
      // every 2 days, last 2 days ago: 1.0
      order(4, [['3', 1]]),
      order(2, [['3', 1]]),
    ];
    expect(usualProducts(orders, today, store)?.map((p) => p.code)).toEqual(['2', '3', '1']);
  });

  it('a clock a day behind the orders: the newest purchase is today, not in the future', () => {
    const orders = [order(6, [['12', 5]]), order(-1, [['12', 5]])];
    expect(usualProducts(orders, today, store)).toMatchObject([{ daysSinceLast: 0, gapDays: 7 }]);
  });

  it('the code and name of the newest purchase, whatever order the answer had', () => {
    const older = order(14, [['00012', 5]]);
    const newer = { ...order(7, [['12', 5]]) };
    newer.Itens = { Item: [{ MATNR: '12', ARKTX: 'Nome novo', KWMENG: 5 }] };
    for (const orders of [
      [older, newer],
      [newer, older],
    ])
      expect(usualProducts(orders, today, store)).toMatchObject([{ code: '12', name: 'Nome novo' }]);
  });
});

// Generated histories: a few products, orders of the last 90 days of any type, lines of any boxes.
const codes = ['12', '0012', '13', '14', '99'];
const historyOrder = fc.record({
  back: fc.integer({ min: -1, max: 90 }),
  auart: fc.constantFrom('ZS43', 'ZS43', 'ZS03', 'ZS11'),
  vbeln: fc.integer({ min: 1, max: 40 }).map(String),
  items: fc.array(fc.tuple(fc.constantFrom(...codes), fc.integer({ min: -2, max: 60 })), { minLength: 1, maxLength: 4 }),
});
const history = fc.array(historyOrder, { maxLength: 25 }).map((generated) => {
  // One number, one order: what the service's numbering guarantees.
  const byNumber = new Map(generated.map((g) => [g.vbeln, g]));
  return [...byNumber.values()].map((g) => order(g.back, g.items, g.auart, g.vbeln));
});

describe('usualProducts, generated histories (R314)', () => {
  it('does not depend on the orders’ order', () => {
    fc.assert(
      fc.property(history, fc.func(fc.integer()), (orders, rank) => {
        const shuffled = [...orders].sort((a, b) => rank(a.Status.VBELN) - rank(b.Status.VBELN));
        expect(usualProducts(shuffled, today, store)).toEqual(usualProducts(orders, today, store));
      }),
    );
  });

  it('never a hidden code or one bought only as a bonus or exchange; nothing without store access', () => {
    fc.assert(
      fc.property(history, (orders) => {
        const sold = new Set(
          orders
            .filter((o) => o.Status.AUART === 'ZS43')
            .flatMap((o) => o.Itens.Item.filter((i) => i.KWMENG > 0).map((i) => productKey(i.MATNR))),
        );
        for (const product of usualProducts(orders, today, { storeAccess: true, hidden: ['99'] }) ?? []) {
          expect(productKey(product.code)).not.toBe('99');
          expect(sold.has(productKey(product.code))).toBe(true);
          expect(product.purchases).toBeGreaterThanOrEqual(2);
          expect(product.quantity).toBeGreaterThanOrEqual(1);
          expect(product.gapDays).toBeGreaterThanOrEqual(1);
          expect(product.daysSinceLast).toBeGreaterThanOrEqual(0);
        }
        expect(usualProducts(orders, today, { storeAccess: false })).toBeNull();
      }),
    );
  });

  it('into the cart as a reorder: never above stock or the maximum, whatever the cart held', () => {
    const limits = fc.record({ stock: fc.integer({ min: 0, max: 40 }), maximum: fc.option(fc.integer({ min: 0, max: 30 })) });
    fc.assert(
      fc.property(
        history,
        fc.dictionary(fc.constantFrom('12', '13', '14'), limits),
        fc.integer({ min: 0, max: 50 }),
        (orders, stockOf, held) => {
          const products = usualProducts(orders, today, store) ?? [];
          const found: FoundItem[] = Object.entries(stockOf).map(([sku, l]) => ({ sku, name: sku, stock: l.stock, maximum: l.maximum }));
          const plan = planReorder(
            usualOrderItems(products, (p) => p.quantity),
            found,
            () => held,
          );
          for (const line of plan.lines) expect(line.total).toBeLessThanOrEqual(Math.max(held, quantityCeiling(line.item)));
        },
      ),
    );
  });
});

describe('usual texts (R314)', () => {
  it.each([
    [7, 8, 'a cada ~7 dias; o último foi há 8 dias'],
    [1, 0, 'a cada ~1 dia; o último foi hoje'],
    [14, 1, 'a cada ~14 dias; o último foi ontem'],
  ])('every %i days, last %i days ago: %s', (gapDays, daysSinceLast, text) => {
    expect(usualReasonText({ gapDays, daysSinceLast })).toBe(text);
  });

  it.each([
    [9, 148000, 'Seu pedido de sempre: 9 itens, ≈ R$ 1.480,00'],
    [1, 2590, 'Seu pedido de sempre: 1 item, ≈ R$ 25,90'],
    [3, null, 'Seu pedido de sempre: 3 itens'],
  ])('%i items, %j cents: %s', (count, cents, text) => {
    expect(usualTitleText(count, cents)).toBe(text);
  });
});
