import { describe, expect, it } from 'vitest';
import { fallsBackToKept, keptNoteText, overflow } from '../../../src/lib/domain/kept.ts';

describe('fallsBackToKept', () => {
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

describe('keptNoteText', () => {
  it('writes the day and the São Paulo time of the answer', () => {
    expect(keptNoteText(Date.UTC(2026, 10, 24, 13, 32))).toBe('Atualizado em 24/11/2026 às 10:32');
  });
  it('takes the São Paulo day across midnight UTC', () => {
    expect(keptNoteText(Date.UTC(2026, 10, 25, 2, 5))).toBe('Atualizado em 24/11/2026 às 23:05');
  });
});

describe('overflow', () => {
  it.each([
    [0, 150, 0],
    [150, 150, 0],
    [151, 150, 1],
    [200, 150, 50],
  ])('%i entries for %i places → drop %i', (count, max, expected) => {
    expect(overflow(count, max)).toBe(expected);
  });
});
