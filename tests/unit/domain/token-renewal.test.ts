import { describe, expect, it } from 'vitest';
import { MIN_RENEWAL_AGE_MS, RENEW_AHEAD_MS, renewalDue, renewalWait } from '../../../src/lib/domain/every-island/token-renewal.ts';

const ISSUED = Date.UTC(2026, 4, 10, 12, 0, 0);
const S = 1000;
const life = (seconds: number) => ({ issuedAtMs: ISSUED, expiresInMs: seconds * S });

describe('renewalDue (product-rules R191)', () => {
  it.each([
    ['an hour: a minute before it expires', 3600, 3540],
    ['two minutes: a minute before, which is also half its life', 120, 60],
    ['90 s: half its life, not a minute before (30 s)', 90, 45],
    ['61 s: half its life, not 1 s after issue', 61, 30.5],
    ['a minute: 30 s after issue, not at once', 60, 30],
    ['30 s: 30 s after issue, as it expires', 30, 30],
    ['10 s: 30 s after issue, though it expired before (calls refresh it first, R10)', 10, 30],
    ['1 s: 30 s after issue', 1, 30],
  ])('a token living %s', (_name, seconds, dueAfterSeconds) => {
    expect(renewalDue(life(seconds))).toBe(ISSUED + dueAfterSeconds * S);
  });

  it('is never sooner than half the life nor 30 s after issue, and never later than a minute before expiry for a long life', () => {
    for (let seconds = 1; seconds <= 7200; seconds++) {
      const due = renewalDue(life(seconds));
      expect(due - ISSUED).toBeGreaterThanOrEqual(Math.max((seconds * S) / 2, MIN_RENEWAL_AGE_MS));
      if (seconds >= 120) expect(due).toBe(ISSUED + seconds * S - RENEW_AHEAD_MS);
    }
  });
});

describe('renewalWait (product-rules R122, R191)', () => {
  it.each([
    ['an hour, just issued', 3600, 0, 3540 * S],
    ['an hour, one ms before it is due', 3600, 3540 * S - 1, 1],
    ['an hour, when due', 3600, 3540 * S, 0],
    ['an hour, shown again in its last minute', 3600, 3570 * S, 0],
    ['an hour, shown again an hour after it expired', 3600, 7200 * S, 0],
    ['30 s, just issued: 30 s, not at once', 30, 0, 30 * S],
    ['10 s, just issued', 10, 0, 30 * S],
    ['10 s, at the very ms it ends (not yet expired)', 10, 10 * S, 20 * S],
    ['10 s, shown again 5 s after it expired: at once', 10, 15 * S, 0],
  ])('a token living %s', (_name, seconds, afterIssueMs, wait) => {
    expect(renewalWait(life(seconds), ISSUED + afterIssueMs)).toBe(wait);
  });
});
