import { describe, expect, it } from 'vitest';
import {
  cartFingerprint,
  isLiveSend,
  isSameSend,
  LIVE_SEND_MS,
  matchSentOrder,
  lookupStart,
  ordersNear,
  quantitiesLeft,
  replaceSendText,
  unresolvedSendText,
  uuidFromBytes,
  type SendMarker,
} from '../../../src/lib/domain/order-once.ts';

const beer = { sku: 'A', total: 10, bonus: false };
const soda = { sku: 'B', total: 2, bonus: false };
const gift = { sku: 'A', total: 1, bonus: true };
const marker: SendMarker = { clientCode: '100001', key: 'k-1', items: [beer], phase: 'sending', at: 1_000, since: 1_000, seenOrders: [] };

describe('cartFingerprint', () => {
  it('is the same whatever the order of the lines, and reads codes without leading zeros', () => {
    expect(cartFingerprint([beer, soda])).toBe(cartFingerprint([soda, beer]));
    expect(cartFingerprint([{ ...beer, sku: '000A' }])).toBe(cartFingerprint([beer]));
  });
  it('changes with a quantity, a product or a bonus flag', () => {
    const base = cartFingerprint([beer, soda]);
    expect(cartFingerprint([{ ...beer, total: 11 }, soda])).not.toBe(base);
    expect(cartFingerprint([beer])).not.toBe(base);
    expect(cartFingerprint([beer, soda, gift])).not.toBe(cartFingerprint([beer, soda, { ...gift, bonus: false }]));
  });
});

describe('isSameSend (R140, R182)', () => {
  it('the same products and boxes are a resend of the marker, whatever the other fields', () => {
    expect(isSameSend(marker, [{ ...beer, price: 1 } as typeof beer])).toBe(true);
  });
  it('a box more, a line more or a line less is another send', () => {
    expect(isSameSend(marker, [{ ...beer, total: 11 }])).toBe(false);
    expect(isSameSend(marker, [beer, soda])).toBe(false);
    expect(isSameSend(marker, [])).toBe(false);
  });
});

describe('isLiveSend (R142)', () => {
  it('a sending marker younger than the live window is a running send', () => {
    expect(isLiveSend(marker, 1_000)).toBe(true);
    expect(isLiveSend(marker, 1_000 + LIVE_SEND_MS - 1)).toBe(true);
  });
  it('an old one, one from the future, an unknown one or none is not', () => {
    expect(isLiveSend(marker, 1_000 + LIVE_SEND_MS)).toBe(false);
    expect(isLiveSend(marker, 999)).toBe(false);
    expect(isLiveSend({ ...marker, phase: 'unknown' }, 1_000)).toBe(false);
    expect(isLiveSend(null, 1_000)).toBe(false);
  });
});

describe('uuidFromBytes (R140)', () => {
  it('writes a version 4, variant 1 UUID', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
  it('needs 16 bytes', () => {
    expect(() => uuidFromBytes(new Uint8Array(15))).toThrow(RangeError);
  });
});

// 2026-11-20 15:00 UTC is 12:00 on the 20th in São Paulo; 02:00 UTC on the 21st is still the 20th there.
const now = Date.UTC(2026, 10, 20, 15);
const order = (number: string, date: string, items: Array<[string, number]>) => ({
  Status: { VBELN: number, ERDAT: date },
  Itens: { Item: items.map(([MATNR, KWMENG]) => ({ MATNR, KWMENG })) },
});
const sent = (items: SendMarker['items'], seenOrders: string[] | null = [], since = now) => ({ items, since, seenOrders });

describe('ordersNear and lookupStart (R143, R298)', () => {
  it('starts the day before the São Paulo day of the services’ time', () => {
    expect(lookupStart(now)).toBe('2026-11-19');
    expect(lookupStart(Date.UTC(2026, 10, 21, 2))).toBe('2026-11-19');
    expect(lookupStart(Date.UTC(2026, 0, 1, 12))).toBe('2025-12-31');
  });
  it('lists the numbers of the orders created from that day on, later days too, without leading zeros', () => {
    const orders = [
      order('0081', '2026-11-20', [['A', 1]]),
      order('0082', '2026-11-18', [['A', 1]]),
      order('0083', '19/11/2026', []),
      order('0084', '2026-11-22', []),
    ];
    expect(ordersNear(orders, '2026-11-19')).toEqual(['81', '83', '84']);
    expect(ordersNear([order('9', 'ontem', [])], '2026-11-19')).toEqual([]);
    expect(ordersNear(orders, 'não é uma data')).toEqual([]);
  });
});

describe('matchSentOrder (R143)', () => {
  it('finds the order created since the send with exactly the purchase lines, whatever their order', () => {
    const mine = order('2', '2026-11-20', [
      ['B', 2],
      ['A', 10],
    ]);
    const yesterday = order('1', '2026-11-19', [
      ['A', 10],
      ['B', 2],
    ]);
    expect(matchSentOrder([yesterday, mine], sent([beer, soda]), now)).toEqual({ kind: 'found', order: mine });
    expect(matchSentOrder([mine], sent([beer, soda]), Date.UTC(2026, 10, 21, 2))).toEqual({ kind: 'found', order: mine });
  });
  it('reads padded ERP codes as the cart’s codes', () => {
    const padded = order('0081260001', '2026-11-20', [
      ['000000000000000000A', 10],
      ['0000B', 2],
    ]);
    expect(matchSentOrder([padded], sent([beer, soda]), now)).toEqual({ kind: 'found', order: padded });
  });
  it('never takes an order listed before the send, however alike', () => {
    const morning = order('0081260001', '2026-11-20', [['A', 10]]);
    expect(matchSentOrder([morning], sent([beer], ['81260001']), now)).toEqual({ kind: 'absent' });
    const afternoon = order('0081260002', '2026-11-20', [['A', 10]]);
    expect(matchSentOrder([morning, afternoon], sent([beer], ['0081260001']), now)).toEqual({ kind: 'found', order: afternoon });
  });
  it('without the list of orders before the send, a look-alike cannot be told apart', () => {
    expect(matchSentOrder([order('3', '2026-11-20', [['A', 10]])], sent([beer], null), now)).toEqual({ kind: 'unverifiable' });
    expect(matchSentOrder([order('3', '2026-11-20', [['A', 9]])], sent([beer], null), now)).toEqual({ kind: 'absent' });
  });
  it('a marker with seenFrom looks from that day on, a day either side of a wrong phone clock (R298)', () => {
    const withWindow = (seenOrders: string[] | null = []) => ({ ...sent([beer], seenOrders), seenFrom: '2026-11-19' });
    // Sent on a phone 30 hours ahead or behind: the service dated the order by its own day.
    const landed = order('6', '2026-11-20', [['A', 10]]);
    expect(matchSentOrder([landed], { ...withWindow(), since: now + 30 * 3_600_000 }, now + 30 * 3_600_000)).toEqual({
      kind: 'found',
      order: landed,
    });
    expect(matchSentOrder([landed], { ...withWindow(), since: now - 30 * 3_600_000 }, now - 30 * 3_600_000)).toEqual({
      kind: 'found',
      order: landed,
    });
    expect(matchSentOrder([order('7', '2026-11-19', [['A', 10]])], withWindow(), now)).toMatchObject({ kind: 'found' });
    expect(matchSentOrder([order('8', '2026-11-23', [['A', 10]])], withWindow(), now)).toMatchObject({ kind: 'found' });
    // Before the window, or listed before the send: never this send's.
    expect(matchSentOrder([order('9', '2026-11-18', [['A', 10]])], withWindow(), now)).toEqual({ kind: 'absent' });
    expect(matchSentOrder([order('10', '2026-11-19', [['A', 10]])], withWindow(['10']), now)).toEqual({ kind: 'absent' });
    expect(matchSentOrder([landed], { ...withWindow(), seenFrom: 'x' }, now)).toMatchObject({ kind: 'found' });
  });
  it('looks from the day of the first attempt to today', () => {
    const sentYesterday = sent([beer], [], Date.UTC(2026, 10, 19, 15));
    const landedYesterday = order('4', '2026-11-19', [['A', 10]]);
    expect(matchSentOrder([landedYesterday], sentYesterday, now)).toEqual({ kind: 'found', order: landedYesterday });
    expect(matchSentOrder([order('5', '2026-11-21', [['A', 10]])], sent([beer]), now)).toEqual({ kind: 'absent' });
  });
  it('compares the purchase lines only: bonus lines make an order of their own', () => {
    const mine = order('3', '2026-11-20', [['A', 10]]);
    expect(matchSentOrder([mine], sent([beer, gift]), now)).toEqual({ kind: 'found', order: mine });
  });
  it('a send of bonus lines only is compared whole', () => {
    const mine = order('4', '2026-11-20', [['A', 1]]);
    expect(matchSentOrder([mine], sent([gift]), now)).toEqual({ kind: 'found', order: mine });
  });
  it('another quantity, a missing or extra line, an unreadable date or nothing sent find nothing', () => {
    const lines = [beer, soda];
    for (const other of [
      order('6', '2026-11-20', [
        ['A', 10],
        ['B', 3],
      ]),
      order('7', '2026-11-20', [['A', 10]]),
      order('8', '2026-11-20', [
        ['A', 10],
        ['B', 2],
        ['C', 1],
      ]),
      order('9', 'ontem', [
        ['A', 10],
        ['B', 2],
      ]),
    ])
      expect(matchSentOrder([other], sent(lines), now), other.Status.VBELN).toEqual({ kind: 'absent' });
    expect(matchSentOrder([order('10', '2026-11-20', [])], sent([]), now)).toEqual({ kind: 'absent' });
  });
});

describe('quantitiesLeft (R183)', () => {
  it('takes out exactly what was sent: sent lines go, lines added meanwhile stay', () => {
    expect(quantitiesLeft([beer, soda], [beer])).toEqual([0, 2]);
    expect(quantitiesLeft([{ ...beer, sku: '000A' }], [beer])).toEqual([0]);
  });
  it('a line raised while the send was out keeps the boxes not sent', () => {
    expect(quantitiesLeft([{ ...beer, total: 12 }], [beer])).toEqual([2]);
    expect(quantitiesLeft([{ ...beer, total: 4 }], [beer])).toEqual([0]);
  });
  it('a bonus line and a purchase line of one product are told apart', () => {
    expect(quantitiesLeft([beer, gift], [gift])).toEqual([10, 0]);
    expect(quantitiesLeft([beer, { ...beer }], [{ ...beer, total: 15 }])).toEqual([0, 5]);
  });
});

describe('the texts of an unresolved send (R181)', () => {
  // 02:00 UTC on the 21st is still the 20th in São Paulo.
  const since = Date.UTC(2026, 10, 21, 2);
  it('the cart bar and the cart page say it with its day and its lines', () => {
    expect(unresolvedSendText(since, 3)).toBe(
      'Um pedido pode já ter sido enviado: não recebemos a confirmação do envio de 20/11/2026 (3 itens). Verifique antes de enviar outro.',
    );
  });
  it('the confirmation a different cart needs names the risk', () => {
    expect(replaceSendText(since, 1)).toBe(
      'O envio de 20/11/2026 (1 item) ficou sem confirmação, e esse pedido pode já ter chegado. Se chegou, enviar este carrinho fará um segundo pedido.',
    );
  });
});
