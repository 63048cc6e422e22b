import { describe, expect, it } from 'vitest';
import { judgeRatio, ratioLimits, remeasure } from '../../../scripts/floor-ratio.ts';

describe('judgeRatio', () => {
  it('divides the median LCP of a data route by the median LCP of its floor, within 1.15', () => {
    const verdict = judgeRatio({ kind: 'data', lcpMs: [1500, 1400, 2600], baseMs: [1300, 1250, 900] });
    expect(verdict).toMatchObject({ kind: 'data', lcpMs: 1500, baseMs: 1250, limit: 1.15 });
    expect(verdict.ratio).toBeCloseTo(1.2);
    expect(verdict.ok).toBe(false);
    expect(judgeRatio({ kind: 'data', lcpMs: [1150], baseMs: [1000] }).ok).toBe(true);
  });

  it('divides the median LCP of a static page by its median FCP, within 1.1', () => {
    expect(ratioLimits.static).toBe(1.1);
    expect(judgeRatio({ kind: 'static', lcpMs: [880, 900, 870], baseMs: [800, 820, 790] })).toMatchObject({ ratio: 1.1, ok: true });
    expect(judgeRatio({ kind: 'static', lcpMs: [1300], baseMs: [800] }).ok).toBe(false);
  });

  it('counts a side without a figure as a miss, never as a pass', () => {
    expect(judgeRatio({ kind: 'data', lcpMs: [1200], baseMs: [] })).toMatchObject({ ok: false });
    expect(judgeRatio({ kind: 'data', lcpMs: [], baseMs: [1000] }).ok).toBe(false);
    expect(judgeRatio({ kind: 'data', lcpMs: [1200], baseMs: [0] }).ratio).toBeNaN();
  });
});

describe('remeasure', () => {
  it('measures a route again only after a first measurement that missed, and never for a report only', () => {
    expect(remeasure({ misses: ['ratio 1.30 > 1.15'], measuredAgain: false, reportOnly: false })).toBe(true);
    expect(remeasure({ misses: [], measuredAgain: false, reportOnly: false })).toBe(false);
    expect(remeasure({ misses: ['ratio 1.30 > 1.15'], measuredAgain: true, reportOnly: false })).toBe(false);
    expect(remeasure({ misses: ['ratio 1.30 > 1.15'], measuredAgain: false, reportOnly: true })).toBe(false);
  });
});
