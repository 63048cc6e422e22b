import { describe, expect, it } from 'vitest';
import { MIN_RENEWAL_AGE_MS, RENEW_AHEAD_MS, renewalDue } from '../../../src/lib/domain/token-renewal.ts';

const ISSUED = Date.UTC(2026, 4, 10, 12, 0, 0);
const S = 1000;

describe('renewalDue (R122, R191)', () => {
  it.each([
    ['an hour: a minute before it expires', 3600, 3540],
    ['two minutes: a minute before, which is also half its life', 120, 60],
    ['90 s: half its life, not a minute before (30 s)', 90, 45],
    ['61 s: half its life, not 1 s after issue', 61, 30.5],
    ['a minute: 30 s after issue, not at once', 60, 30],
    ['30 s: 30 s after issue, as it expires', 30, 30],
    ['1 s: 30 s after issue, though it expires before (a call made meanwhile refreshes it first, R10)', 1, 30],
  ])('a token living %s, just issued', (_name, seconds, dueAfterSeconds) => {
    expect(renewalDue(ISSUED, seconds * S, ISSUED)).toBe(ISSUED + dueAfterSeconds * S);
  });

  it.each([
    ['an hour, in its last minute: due already (in the past)', 3600, 3570, 3540],
    ['10 s, at the very ms it ends (not yet expired): 30 s after issue', 10, 10, 30],
    ['10 s, shown again 5 s after it expired: at once', 10, 15, 15],
    ['an hour, shown again an hour after it expired: at once', 3600, 7200, 7200],
  ])('a token living %s', (_name, seconds, nowAfterSeconds, dueAfterSeconds) => {
    expect(renewalDue(ISSUED, seconds * S, ISSUED + nowAfterSeconds * S)).toBe(ISSUED + dueAfterSeconds * S);
  });

  it('is never sooner than half the life nor 30 s after issue, and a minute before expiry for a life of two minutes or more', () => {
    for (let seconds = 1; seconds <= 7200; seconds++) {
      const due = renewalDue(ISSUED, seconds * S, ISSUED);
      expect(due - ISSUED).toBeGreaterThanOrEqual(Math.max((seconds * S) / 2, MIN_RENEWAL_AGE_MS));
      if (seconds >= 120) expect(due).toBe(ISSUED + seconds * S - RENEW_AHEAD_MS);
    }
  });
});
