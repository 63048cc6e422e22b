import { describe, expect, it } from 'vitest';
import {
  afterCheck,
  afterSeen,
  bannerLines,
  changedOrders,
  CHECK_EVERY_MS,
  checkDue,
  mergeStatuses,
  newsSentence,
  orderNewsKey,
  readOrderNewsRecord,
  REMEMBERED_ORDERS,
  statusesOf,
  writtenOrderNewsRecord,
  type OrderNewsRecord,
} from '../../../src/lib/domain/order-news.ts';

const order = (VBELN: string, STATUS: string) => ({ Status: { VBELN, STATUS } });
/** Statuses from an object whose keys are not numbers (an object would reorder those). */
const m = (statuses: Record<string, string>) => new Map(Object.entries(statuses));
const record = (seen: Record<string, string>, latest: Record<string, string>, checkedAt = 0): OrderNewsRecord => ({
  seen: m(seen),
  latest: m(latest),
  checkedAt,
});

describe('statuses and their records (R311)', () => {
  it('reads the statuses of an answer as R84 reads them, in its order', () => {
    const statuses = statusesOf([
      order('81234514', ' Pedido em trânsito '),
      order('0081234507', 'PEDIDO FATURADO'),
      order('81234514', 'X'),
    ]);
    // A number without leading zeros stays where the answer put it, and the first of an order wins.
    expect([...statuses]).toEqual([
      ['81234514', 'PEDIDO EM TRANSITO'],
      ['0081234507', 'PEDIDO FATURADO'],
    ]);
  });

  it('merges newer statuses over older ones, newest first, and remembers at most REMEMBERED_ORDERS', () => {
    expect([...mergeStatuses(m({ a: 'X', b: 'Y' }), m({ b: 'Z', c: 'W' }))]).toEqual([
      ['b', 'Z'],
      ['c', 'W'],
      ['a', 'X'],
    ]);
    const many = new Map(Array.from({ length: REMEMBERED_ORDERS + 50 }, (_, i) => [`o${i}`, 'S']));
    const merged = mergeStatuses(many, m({ fresh: 'T' }));
    expect(merged.size).toBe(REMEMBERED_ORDERS);
    expect([...merged.keys()][0]).toBe('fresh');
    // More fresh orders than are remembered: the newest of them.
    expect([...mergeStatuses(m({ old: 'S' }), many).keys()]).toEqual([...many.keys()].slice(0, REMEMBERED_ORDERS));
  });

  it('a first visit is no news: the first check is also what was seen', () => {
    expect(changedOrders(null)).toEqual([]);
    const first = afterCheck(null, m({ a: 'PEDIDO EM TRANSITO' }), 1000);
    expect(first).toEqual(record({ a: 'PEDIDO EM TRANSITO' }, { a: 'PEDIDO EM TRANSITO' }, 1000));
    expect(changedOrders(first)).toEqual([]);
  });

  it('an order whose latest status is not the one last seen is news; an order found for the first time is not, until it moves', () => {
    const after = afterCheck(
      record({ a: 'PEDIDO FATURADO', b: 'PEDIDO ENTREGUE' }, {}),
      m({ a: 'PEDIDO EM TRANSITO', b: 'PEDIDO ENTREGUE', c: 'X' }),
      5,
    );
    expect(after.checkedAt).toBe(5);
    expect(changedOrders(after)).toEqual([{ order: 'a', status: 'PEDIDO EM TRANSITO' }]);
    // 'c' (an order just sent) starts from the status it was found in; its next step is news.
    expect(after.seen.get('c')).toBe('X');
    expect(after.seen.get('a')).toBe('PEDIDO FATURADO');
    const later = afterCheck(after, m({ c: 'PEDIDO EM TRANSITO' }), 9);
    expect(changedOrders(later)).toEqual([
      { order: 'c', status: 'PEDIDO EM TRANSITO' },
      { order: 'a', status: 'PEDIDO EM TRANSITO' },
    ]);
  });

  it('what was seen stops being news, and is also the latest known', () => {
    const before = record({ a: 'PEDIDO FATURADO' }, { a: 'PEDIDO EM TRANSITO' }, 7);
    const seen = afterSeen(before, m({ a: 'PEDIDO EM TRANSITO' }));
    expect(changedOrders(seen)).toEqual([]);
    expect(seen.checkedAt).toBe(7);
    expect(afterSeen(null, m({ a: 'S' }))).toEqual(record({ a: 'S' }, { a: 'S' }, 0));
  });
});

describe('when a page checks (R312)', () => {
  it('never checked, or CHECK_EVERY_MS after the last check, or a clock set back since: due', () => {
    const now = 1_000_000_000;
    expect(checkDue(null, now)).toBe(true);
    expect(checkDue(record({}, {}, now - CHECK_EVERY_MS), now)).toBe(true);
    expect(checkDue(record({}, {}, now - CHECK_EVERY_MS + 1), now)).toBe(false);
    expect(checkDue(record({}, {}, now + 86_400_000), now)).toBe(true);
  });
});

describe('the banner (R313)', () => {
  it("says each moved order in R306's words", () => {
    expect(newsSentence({ order: '0081234500', status: 'PEDIDO EM TRANSITO' })).toBe('Pedido 0081234500 saiu para entrega');
    expect(newsSentence({ order: '0081234500', status: 'PEDIDO ENTREGUE' })).toBe('Pedido 0081234500 foi entregue');
    expect(newsSentence({ order: '0081234500', status: 'ALGO NOVO' })).toBe('Pedido 0081234500 mudou de etapa');
  });

  it('names up to two orders; with more, the first is named and the rest counted', () => {
    const change = (n: number) => ({ order: `00${n}`, status: 'PEDIDO EM TRANSITO' });
    expect(bannerLines([change(1), change(2)]).map((line) => line.text)).toEqual([
      'Pedido 001 saiu para entrega',
      'Pedido 002 saiu para entrega',
    ]);
    const lines = bannerLines([change(1), change(2), change(3)]);
    expect(lines.map((line) => line.text)).toEqual(['Pedido 001 saiu para entrega', 'Mais 2 pedidos mudaram de etapa.']);
    expect(lines[1]).toMatchObject({ kind: 'more', count: 2 });
    expect(bannerLines([])).toEqual([]);
  });
});

describe('the stored record', () => {
  it('lives under a key per user and company', () => {
    expect(orderNewsKey('12345678909', '100001')).toBe('/__order-news/12345678909/100001');
    expect(orderNewsKey('12ABC/34', '1 2')).toBe('/__order-news/12ABC%2F34/1%202');
  });

  it.each([
    ['missing', null],
    ['not an object', 'text'],
    ['statuses that are not strings', { seen: [['a', 1]], latest: [], checkedAt: 0 }],
    ['an object for statuses (no order)', { seen: { a: 'X' }, latest: [], checkedAt: 0 }],
    ['a pair that is not one', { seen: [['a']], latest: [], checkedAt: 0 }],
    ['no time', { seen: [], latest: [] }],
    ['a time that is no number', { seen: [], latest: [], checkedAt: Number.NaN }],
    ['latest missing', { seen: [], checkedAt: 0 }],
  ])('%s: read as none (a first visit)', (_, value) => {
    expect(readOrderNewsRecord(value)).toBeNull();
  });

  it('a record as written is read back', () => {
    const written = record({ a: 'X' }, { a: 'Y' }, 3);
    expect(readOrderNewsRecord(JSON.parse(writtenOrderNewsRecord(written)))).toEqual(written);
  });
});
