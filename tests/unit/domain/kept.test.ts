import { describe, expect, it } from 'vitest';
import { fallsBackToKept, keptNoteText, keptToDrop } from '../../../src/lib/domain/kept.ts';

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
