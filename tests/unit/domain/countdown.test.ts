import { describe, expect, it } from 'vitest';
import { countdownText, dayMs, periodCountdown, periodEnd } from '../../../src/lib/domain/countdown.ts';

// 2026-03-10 12:00 in São Paulo (UTC-3).
const now = Date.UTC(2026, 2, 10, 15, 0, 0);

describe('periodEnd (R36)', () => {
  it('ends a yyyy-mm-dd period at the next midnight in São Paulo', () => {
    expect(periodEnd('2026-03-10')).toBe(Date.UTC(2026, 2, 11, 3, 0, 0));
  });
  it('ends an old period at its final_date time, Brazil time', () => {
    expect(periodEnd('2026-03-10 23:59:59')).toBe(Date.UTC(2026, 2, 11, 2, 59, 59));
  });
  it.each([null, undefined, '', 'abc', '2026-02-30'])('has no end for %j', (value) => {
    expect(periodEnd(value)).toBeNull();
  });
});

describe('periodCountdown (R36)', () => {
  it.each([
    ['no period', null, { kind: 'none' }],
    ['ended a moment ago', now - 1, { kind: 'ended' }],
    ['ending right now', now, { kind: 'ended' }],
    ['one ms left', now + 1, { kind: 'lessThanDay' }],
    ['one ms short of a day', now + dayMs - 1, { kind: 'lessThanDay' }],
    ['exactly one day', now + dayMs, { kind: 'days', days: 1 }],
    ['two and a half days', now + 2.5 * dayMs, { kind: 'days', days: 2 }],
  ] as const)('%s', (_, end, expected) => {
    expect(periodCountdown(end, now)).toEqual(expected);
  });
  it('counts to the end of the final day', () => {
    expect(periodCountdown(periodEnd('2026-03-10'), now)).toEqual({ kind: 'lessThanDay' });
    expect(periodCountdown(periodEnd('2026-03-12'), now)).toEqual({ kind: 'days', days: 2 });
  });
});

describe('countdownText (R36)', () => {
  it.each([
    [{ kind: 'days', days: 5 }, 'Este período termina em 5 dias!'],
    [{ kind: 'days', days: 2 }, 'Este período termina em 2 dias!'],
    [{ kind: 'days', days: 1 }, 'Este período termina em 1 dia!'],
    [{ kind: 'lessThanDay' }, 'menos de um dia'],
    [{ kind: 'ended' }, 'Período finalizado!'],
    [{ kind: 'none' }, 'Nenhum período ativo no momento!'],
  ] as const)('%j → %s', (countdown, text) => {
    expect(countdownText(countdown)).toBe(text);
  });
});
