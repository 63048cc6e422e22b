import { describe, expect, it } from 'vitest';
import {
  canIncrease,
  creditAfterOrderText,
  minimumShortfallText,
  isBelowMinimum,
  minimumText,
  checkQuantity,
  decreaseQuantity,
  increaseQuantity,
  itemCountText,
  orderGates,
  parseQuantityInput,
  quantityCeiling,
  quantityDigits,
  vesselLines,
  UNAVAILABLE_QUANTITY,
  cartLinesFirst,
  cartLinesPerStep,
} from '../../../src/lib/domain/cart-rules.ts';
import { shownAfterMore } from '../../../src/lib/domain/shown-in-steps.ts';

describe('quantityDigits (R63)', () => {
  it.each([
    ['1.000', '1000'],
    ['abc34', '34'],
    ['12345', '1234'],
    [' 2 0 ', '20'],
    ['R$ 1.234,56', '1234'],
    ['', ''],
    ['abc', ''],
  ])('%j keeps %j: digits first, then four of them', (text, kept) => {
    expect(quantityDigits(text)).toBe(kept);
  });
});

describe('parseQuantityInput (R63)', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['12', 12],
    ['1a2', 12],
    [' 3 ', 3],
    ['-5', 5],
    ['9999', 9999],
    ['10000', 9999],
    ['99999999999999999999', 9999],
    ['abc', 0],
  ])('%j → %i', (text, expected) => {
    expect(parseQuantityInput(text)).toBe(expected);
  });
});

describe('checkQuantity (R63)', () => {
  it.each([
    ['zero removes', 0, { stock: 10 }, 'remove'],
    ['negative removes', -1, { stock: 10 }, 'remove'],
    ['exactly the stock', 10, { stock: 10 }, 'ok'],
    ['above the stock', 11, { stock: 10 }, 'refused'],
    ['exactly the maximum', 20, { stock: 100, maximum: 20 }, 'ok'],
    ['above the maximum', 21, { stock: 100, maximum: 20 }, 'refused'],
    ['null maximum means none', 99, { stock: 100, maximum: null }, 'ok'],
  ] as const)('%s', (_, quantity, limits, kind) => {
    const result = checkQuantity(quantity, limits);
    expect(result.kind).toBe(kind);
    if (result.kind === 'refused') expect(result.message).toBe(UNAVAILABLE_QUANTITY);
  });
});

describe('steppers', () => {
  it.each([
    ['plus enabled below stock', 9, { stock: 10 }, true],
    ['plus disabled at stock', 10, { stock: 10 }, false],
    ['plus disabled at the client maximum', 20, { stock: 100, maximum: 20 }, false],
    ['plus disabled with no stock', 0, { stock: 0 }, false],
  ] as const)('%s', (_, quantity, limits, expected) => {
    expect(canIncrease(quantity, limits)).toBe(expected);
  });

  it.each([
    ['plus from 0 goes to 1', 0, { stock: 10 }, 1],
    ['plus from 0 goes to the client minimum', 0, { stock: 10, minimum: 2 }, 2],
    ['plus adds one', 4, { stock: 10 }, 5],
    ['plus never passes the stock', 10, { stock: 10 }, 10],
  ] as const)('%s', (_, quantity, limits, expected) => {
    expect(increaseQuantity(quantity, limits)).toBe(expected);
  });

  it.each([
    ['minus takes one', 5, { stock: 10 }, 4],
    ['minus from 1 removes', 1, { stock: 10 }, 0],
    ['minus below the client minimum removes', 2, { stock: 10, minimum: 2 }, 0],
    ['minus at 0 resets to the client minimum', 0, { stock: 10, minimum: 2 }, 2],
    ['minus at 0 without minimum gives 1', 0, { stock: 10 }, 1],
  ] as const)('%s', (_, quantity, limits, expected) => {
    expect(decreaseQuantity(quantity, limits)).toBe(expected);
  });

  it('the ceiling is the smaller of stock and maximum (R63)', () => {
    expect(quantityCeiling({ stock: 100, maximum: 20 })).toBe(20);
    expect(quantityCeiling({ stock: 8, maximum: 20 })).toBe(8);
  });
});

describe('orderGates (R69)', () => {
  const base = {
    totalCents: 50000,
    minimumCents: 30000,
    creditLimitCents: 500000,
    hasVessels: false,
    limitConfirmed: false,
    vesselsConfirmed: false,
    sending: false,
  };
  it.each([
    ['all fine', {}, true, null, null],
    ['exactly the minimum', { totalCents: 30000 }, true, null, null],
    ['one cent below the minimum', { totalCents: 29999 }, false, 'É necessário atingir o pedido mínimo de R$ 300,00 reais.', null],
    ['exactly the credit limit', { totalCents: 500000 }, true, null, null],
    ['above the limit, unticked', { totalCents: 500001 }, false, null, 'Limite de crédito ultrapassado: R$ 5.000,00'],
    ['above the limit, ticked', { totalCents: 500001, limitConfirmed: true }, true, null, 'Limite de crédito ultrapassado: R$ 5.000,00'],
    ['vessels unticked', { hasVessels: true }, false, null, null],
    ['vessels ticked', { hasVessels: true, vesselsConfirmed: true }, true, null, null],
    ['while sending', { sending: true }, false, null, null],
    ['unknown limit is not checked', { creditLimitCents: null, totalCents: 99999999 }, true, null, null],
    ['empty cart', { totalCents: 0, minimumCents: 0 }, false, null, null],
  ] as const)('%s', (_, change, canSend, minimumMessage, limitMessage) => {
    const gates = orderGates({ ...base, ...change });
    expect(gates.canSend).toBe(canSend);
    expect(gates.minimumMessage).toBe(minimumMessage);
    expect(gates.limitMessage).toBe(limitMessage);
  });
});

describe('vesselLines and itemCountText (R60)', () => {
  it('lists returnable bottles per product (R69)', () => {
    expect(
      vesselLines([
        { name: 'Original 600ml', vesselPerBox: 24, quantity: 2 },
        { name: 'Lata', vesselPerBox: 0, quantity: 5 },
      ]),
    ).toEqual([{ name: 'Original 600ml', vessels: 48 }]);
  });
  it.each([
    [1, '1 item'],
    [0, '0 itens'],
    [2, '2 itens'],
  ])('%i → %s', (n, text) => {
    expect(itemCountText(n)).toBe(text);
  });
});

describe('isBelowMinimum', () => {
  it.each([
    ['no minimum', 1, { stock: 10 }, false],
    ['one below the minimum', 4, { stock: 10, minimum: 5 }, true],
    ['exactly the minimum', 5, { stock: 10, minimum: 5 }, false],
    ['zero is a removal, not below', 0, { stock: 10, minimum: 5 }, false],
  ] as const)('%s', (_, quantity, limits, expected) => {
    expect(isBelowMinimum(quantity, limits)).toBe(expected);
  });
  it('says the minimum (R69)', () => {
    expect(minimumText({ stock: 10, minimum: 5 })).toBe('Quantidade mínima: 5 caixas.');
  });
});

describe('minimumShortfallText and creditAfterOrderText (R268)', () => {
  it('says what is missing for the minimum order, until it is reached', () => {
    expect(minimumShortfallText(18000, 30000)).toBe('Faltam R$ 120,00 para o pedido mínimo');
    expect(minimumShortfallText(29999, 30000)).toBe('Faltam R$ 0,01 para o pedido mínimo');
    expect(minimumShortfallText(30000, 30000)).toBeNull();
    expect(minimumShortfallText(5000, 0)).toBeNull();
  });

  it('says the credit left after the order, within a known limit only', () => {
    expect(creditAfterOrderText(462000, 500000)).toBe('Crédito disponível após este pedido: R$ 380,00');
    expect(creditAfterOrderText(500000, 500000)).toBe('Crédito disponível após este pedido: R$ 0,00');
    expect(creditAfterOrderText(500001, 500000)).toBeNull();
    expect(creditAfterOrderText(1000, null)).toBeNull();
  });
});

describe('cart lines shown (R67, R301)', () => {
  it('draws 10 lines, then 30 more a tap until every line is drawn', () => {
    expect(cartLinesFirst).toBe(10);
    expect(shownAfterMore(cartLinesFirst, 100, cartLinesPerStep)).toBe(40);
    expect(shownAfterMore(70, 100, cartLinesPerStep)).toBe(100);
    expect(shownAfterMore(cartLinesFirst, 11, cartLinesPerStep)).toBe(11);
  });
});
