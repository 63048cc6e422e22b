import { describe, expect, it } from 'vitest';
import { fallsBackToKept, keptNoteText, keptPartNoteText, keptPartOf, keptToDrop } from '../../../src/lib/domain/kept.ts';

describe('fallsBackToKept (R171)', () => {
  it.each([
    [{ kind: 'network' }, true],
    [{ kind: 'timeout' }, true],
    [{ kind: 'contract' }, true],
    [{ kind: 'refresh' }, true],
    [{ kind: 'http', status: 500 }, true],
    [{ kind: 'http', status: 503 }, true],
    [{ kind: 'http', status: 401 }, false],
    [{ kind: 'http', status: 403 }, false],
    [{ kind: 'http', status: 404 }, false],
    [{ kind: 'http', status: 422 }, false],
    [{ kind: 'http' }, false],
    [{ kind: 'config' }, false],
    [{ kind: 'abort' }, false],
  ])('%j → %s', (failure, expected) => {
    expect(fallsBackToKept(failure)).toBe(expected);
  });
});

describe('keptNoteText (R171)', () => {
  it('writes the day and the São Paulo time of the answer', () => {
    expect(keptNoteText(Date.UTC(2026, 10, 24, 13, 32))).toBe('Atualizado em 24/11/2026 às 10:32');
  });
  it('takes the São Paulo day across midnight UTC', () => {
    expect(keptNoteText(Date.UTC(2026, 10, 25, 2, 5))).toBe('Atualizado em 24/11/2026 às 23:05');
  });
});

describe('keptToDrop (R171, R241)', () => {
  const DAY = 86_400_000;
  const now = 100 * DAY;
  const limits = { count: 3, bytes: 1_000, ageMs: 30 * DAY };
  const entry = (daysAgo: number, bytes = 10) => ({ at: now - daysAgo * DAY, bytes });

  it('keeps everything within the limits', () => {
    expect(keptToDrop([entry(3), entry(2), entry(1)], now, limits)).toEqual([]);
    expect(keptToDrop([], now, limits)).toEqual([]);
  });
  it('drops the oldest written first until the count fits', () => {
    expect(keptToDrop([entry(4), entry(3), entry(2), entry(1), entry(0)], now, limits)).toEqual([0, 1]);
  });
  it('drops the oldest written first until the bytes fit', () => {
    expect(keptToDrop([entry(3, 600), entry(2, 300), entry(1, 300)], now, limits)).toEqual([0]);
    expect(keptToDrop([entry(1, 2_000)], now, limits)).toEqual([0]);
  });
  it('drops whatever is older than the age limit, undated or from the future, wherever it sits', () => {
    expect(keptToDrop([entry(1), entry(31), entry(2)], now, limits)).toEqual([1]);
    expect(keptToDrop([entry(1), { at: 0, bytes: 1 }, entry(-1)], now, limits)).toEqual([1, 2]);
    expect(keptToDrop([entry(30)], now, limits)).toEqual([]);
  });
  it('counts only what is left after the old ones went', () => {
    expect(keptToDrop([entry(40), entry(3), entry(2), entry(1)], now, limits)).toEqual([0]);
    expect(keptToDrop([entry(40), entry(4), entry(3), entry(2), entry(1)], now, limits)).toEqual([0, 1]);
  });
});

describe('keptPartOf (R302)', () => {
  const orders = (n: number) =>
    Array.from({ length: n }, (_, i) => ({ VBELN: String(81_234_500 + i).padStart(10, '0'), pad: 'x'.repeat(90) }));
  const history = (n: number) => JSON.stringify({ pedidos: orders(n), statusPedidos: ['Faturado'], pedidosNaoProcessados: orders(2) });

  it('keeps the first orders that fit, and the rest of the answer whole', () => {
    const text = history(880);
    const part = keptPartOf(text, 'pedidos', 50_000)!;
    expect(part.text.length).toBeLessThanOrEqual(50_000);
    const kept = JSON.parse(part.text) as { pedidos: Array<{ VBELN: string }>; statusPedidos: string[]; pedidosNaoProcessados: unknown[] };
    expect(kept.pedidos).toHaveLength(part.kept);
    expect(kept.pedidos[0]!.VBELN).toBe('0081234500');
    expect(kept.statusPedidos).toEqual(['Faturado']);
    expect(kept.pedidosNaoProcessados).toHaveLength(2);
    expect(part.total).toBe(880);
    // As many as fit: one more would not.
    expect(JSON.stringify({ ...kept, pedidos: orders(part.kept + 1) }).length).toBeGreaterThan(50_000);
  });

  it('finds the cut exactly at the limit', () => {
    const text = history(10);
    const exact = keptPartOf(text, 'pedidos', text.length)!;
    expect(exact).toEqual({ text, kept: 10, total: 10 });
    expect(keptPartOf(text, 'pedidos', text.length - 1)!.kept).toBe(9);
  });

  it('cuts an answer that is itself the list (debts)', () => {
    const debts = JSON.stringify(orders(300));
    const part = keptPartOf(debts, '', 10_000)!;
    expect(part.total).toBe(300);
    expect(JSON.parse(part.text)).toEqual(orders(300).slice(0, part.kept));
    expect(part.text.length).toBeLessThanOrEqual(10_000);
  });

  it('keeps nothing when not even one item fits, or the answer is no such list', () => {
    expect(keptPartOf(history(3), 'pedidos', 200)).toBeNull();
    expect(keptPartOf('not json', 'pedidos', 1000)).toBeNull();
    expect(keptPartOf('{"pedidos": 3}', 'pedidos', 1000)).toBeNull();
    expect(keptPartOf('[1, 2]', 'pedidos', 1000)).toBeNull();
    expect(keptPartOf('null', 'pedidos', 1000)).toBeNull();
    expect(keptPartOf('{"a": 1}', '', 1000)).toBeNull();
  });

  it('says how many of how many the device holds', () => {
    expect(keptPartNoteText({ kept: 600, total: 880 }, 'pedidos')).toBe(
      'Neste aparelho: 600 de 880 pedidos; os demais precisam de conexão.',
    );
  });
});
