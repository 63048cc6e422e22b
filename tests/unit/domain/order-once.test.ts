import { describe, expect, it } from 'vitest';
import {
  cartFingerprint,
  findCartOrder,
  isLiveSend,
  LIVE_SEND_MS,
  parseSendMarker,
  reusableKey,
  uuidFromBytes,
  type SendMarker,
} from '../../../src/lib/domain/order-once.ts';

const beer = { sku: 'A', total: 10, bonus: false };
const soda = { sku: 'B', total: 2, bonus: false };
const gift = { sku: 'A', total: 1, bonus: true };
const marker: SendMarker = { clientCode: '100001', key: 'k-1', fingerprint: 'A*10', phase: 'sending', at: 1_000 };

describe('cartFingerprint', () => {
  it('is the same whatever the order of the lines', () => {
    expect(cartFingerprint([beer, soda])).toBe(cartFingerprint([soda, beer]));
  });
  it('changes with a quantity, a product or a bonus flag', () => {
    const base = cartFingerprint([beer, soda]);
    expect(cartFingerprint([{ ...beer, total: 11 }, soda])).not.toBe(base);
    expect(cartFingerprint([beer])).not.toBe(base);
    expect(cartFingerprint([beer, soda, gift])).not.toBe(cartFingerprint([beer, soda, { ...gift, bonus: false }]));
  });
});

describe('reusableKey', () => {
  it('reuses the key of the same cart of the same company', () => {
    expect(reusableKey(marker, '100001', 'A*10')).toBe('k-1');
    expect(reusableKey({ ...marker, phase: 'unknown' }, '100001', 'A*10')).toBe('k-1');
  });
  it('asks for a new key without a marker, for a changed cart or another company', () => {
    expect(reusableKey(null, '100001', 'A*10')).toBeNull();
    expect(reusableKey(marker, '100001', 'A*11')).toBeNull();
    expect(reusableKey(marker, '100002', 'A*10')).toBeNull();
  });
});

describe('isLiveSend', () => {
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

describe('parseSendMarker', () => {
  it('reads a stored marker', () => {
    expect(parseSendMarker(JSON.stringify(marker))).toEqual(marker);
    expect(parseSendMarker(JSON.stringify({ ...marker, phase: 'unknown', extra: 1 }))).toEqual({ ...marker, phase: 'unknown' });
  });
  it('anything else is no marker: missing, not JSON, the old timestamp, a wrong field', () => {
    for (const text of [null, '', '{', '1732100000000', 'null', JSON.stringify([1])])
      expect(parseSendMarker(text), String(text)).toBeNull();
    for (const change of [{ key: '' }, { clientCode: 1 }, { fingerprint: undefined }, { phase: 'sent' }, { at: '1' }])
      expect(parseSendMarker(JSON.stringify({ ...marker, ...change })), JSON.stringify(change)).toBeNull();
  });
});

describe('uuidFromBytes', () => {
  it('writes a version 4, variant 1 UUID', () => {
    expect(uuidFromBytes(new Uint8Array(16).fill(0xff))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
  });
  it('needs 16 bytes', () => {
    expect(() => uuidFromBytes(new Uint8Array(15))).toThrow(RangeError);
  });
});

describe('findCartOrder', () => {
  // 2026-11-20 15:00 UTC is 12:00 on the 20th in São Paulo; 02:00 UTC on the 21st is still the 20th there.
  const now = Date.UTC(2026, 10, 20, 15);
  const order = (number: string, date: string, items: Array<[string, number]>) => ({
    Status: { VBELN: number, ERDAT: date },
    Itens: { Item: items.map(([MATNR, KWMENG]) => ({ MATNR, KWMENG })) },
  });

  it('finds the order created today with exactly the purchase lines, whatever their order', () => {
    const mine = order('2', '2026-11-20', [
      ['B', 2],
      ['A', 10],
    ]);
    expect(
      findCartOrder(
        [
          order('1', '2026-11-19', [
            ['A', 10],
            ['B', 2],
          ]),
          mine,
        ],
        [beer, soda],
        now,
      ),
    ).toBe(mine);
    expect(findCartOrder([mine], [beer, soda], Date.UTC(2026, 10, 21, 2))).toBe(mine);
  });
  it('compares the purchase lines only: bonus lines make an order of their own', () => {
    const mine = order('3', '2026-11-20', [['A', 10]]);
    expect(findCartOrder([mine], [beer, gift], now)).toBe(mine);
  });
  it('a cart of bonus lines only is compared whole', () => {
    const mine = order('4', '2026-11-20', [['A', 1]]);
    expect(findCartOrder([mine], [gift], now)).toBe(mine);
  });
  it('another day, another quantity, a missing or extra line, an unreadable date or an empty cart find nothing', () => {
    const lines = [beer, soda];
    expect(
      findCartOrder(
        [
          order('5', '2026-11-19', [
            ['A', 10],
            ['B', 2],
          ]),
        ],
        lines,
        now,
      ),
    ).toBeNull();
    expect(
      findCartOrder(
        [
          order('6', '2026-11-20', [
            ['A', 10],
            ['B', 3],
          ]),
        ],
        lines,
        now,
      ),
    ).toBeNull();
    expect(findCartOrder([order('7', '2026-11-20', [['A', 10]])], lines, now)).toBeNull();
    expect(
      findCartOrder(
        [
          order('8', '2026-11-20', [
            ['A', 10],
            ['B', 2],
            ['C', 1],
          ]),
        ],
        lines,
        now,
      ),
    ).toBeNull();
    expect(
      findCartOrder(
        [
          order('9', 'ontem', [
            ['A', 10],
            ['B', 2],
          ]),
        ],
        lines,
        now,
      ),
    ).toBeNull();
    expect(findCartOrder([order('10', '2026-11-20', [])], [], now)).toBeNull();
  });
});
