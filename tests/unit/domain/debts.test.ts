import { describe, expect, it } from 'vitest';
import { shownAfterMore } from '../../../src/lib/domain/shown-in-steps.ts';
import { copyRepeatWindowMs, debtsPerStep, dueDate, dueTone, isRepeatedCopy } from '../../../src/lib/domain/debts.ts';

// 2026-11-22 10:00 in São Paulo (UTC-3) is 13:00 UTC.
const morning = Date.UTC(2026, 10, 22, 13, 0);
// 2026-11-22 23:30 in São Paulo is already 2026-11-23 02:30 UTC.
const lateEvening = Date.UTC(2026, 10, 23, 2, 30);
// 2026-11-23 00:10 in São Paulo.
const justAfterMidnight = Date.UTC(2026, 10, 23, 3, 10);

describe('dueDate', () => {
  it.each([
    ['10/11/2026', 'overdue', 'danger', 'Vencido'],
    ['21/11/2026', 'overdue', 'danger', 'Vencido'],
    ['22/11/2026', 'today', 'danger', 'Vence hoje'],
    ['23/11/2026', 'upcoming', 'warning', 'A vencer'],
    ['01/01/2027', 'upcoming', 'warning', 'A vencer'],
  ])('%s on 22/11/2026 → %s, %s, %s', (text, state, tone, label) => {
    expect(dueDate(text, morning)).toEqual({ text, state, tone, label });
  });

  it('uses the São Paulo calendar day, not UTC: 23:30 on the 22nd is still the 22nd (R89)', () => {
    expect(dueDate('22/11/2026', lateEvening).state).toBe('today');
    expect(dueDate('23/11/2026', lateEvening).state).toBe('upcoming');
  });

  it('after midnight in São Paulo yesterday is overdue and today is due (R89)', () => {
    expect(dueDate('22/11/2026', justAfterMidnight).state).toBe('overdue');
    expect(dueDate('23/11/2026', justAfterMidnight).state).toBe('today');
  });

  it.each(['', '31/02/2026', '2026/11/22', 'amanhã'])('an unreadable date %j shows Data Inválida in the warning colour', (text) => {
    expect(dueDate(text, morning)).toEqual({ text: 'Data Inválida', state: 'unknown', tone: 'warning', label: '' });
  });

  it('accepts a Date as now', () => {
    expect(dueDate('22/11/2026', new Date(morning)).tone).toBe('danger');
  });
});

describe('dueTone (R89)', () => {
  it.each([
    ['21/11/2026', 'danger'],
    ['22/11/2026', 'danger'],
    ['23/11/2026', 'warning'],
  ])('%s → %s', (text, tone) => {
    expect(dueTone(text, morning)).toBe(tone);
  });
});

describe('isRepeatedCopy', () => {
  const last = { text: '00190.00009', at: 10_000 };

  it('nothing copied before: not a repeat', () => {
    expect(isRepeatedCopy(null, '00190.00009', 10_000)).toBe(false);
  });

  it.each([
    [10_000, true],
    [10_000 + copyRepeatWindowMs - 1, true],
    [10_000 + copyRepeatWindowMs, false],
    [20_000, false],
  ])('the same text at %i ms → repeat %s (window 3 s)', (now, expected) => {
    expect(isRepeatedCopy(last, '00190.00009', now)).toBe(expected);
  });

  it('another text within the window is copied', () => {
    expect(isRepeatedCopy(last, '000201010212', 10_500)).toBe(false);
  });

  it('a clock that went back is not a repeat', () => {
    expect(isRepeatedCopy(last, '00190.00009', 9_000)).toBe(false);
  });

  it('the window is 3 seconds (R90)', () => {
    expect(copyRepeatWindowMs).toBe(3000);
  });
});

describe('debts shown after more (R299)', () => {
  it('adds 20 at a time, never past the end', () => {
    expect(debtsPerStep).toBe(20);
    expect(shownAfterMore(20, 300, debtsPerStep)).toBe(40);
    expect(shownAfterMore(40, 45, debtsPerStep)).toBe(45);
    expect(shownAfterMore(20, 20, debtsPerStep)).toBe(20);
  });
});
