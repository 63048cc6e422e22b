import { describe, expect, it } from 'vitest';
import {
  drawnSelectors,
  firstVisitGate,
  firstVisitGoals,
  firstVisitMarkdown,
  firstVisitMisses,
  firstVisitRoutes,
  summariseFirstVisits,
  type FirstVisitReport,
  type FirstVisitSample,
} from '../../../bench/first-visit.ts';
import { slow4G } from '../../../bench/settings.ts';
import { floorSpecs } from '../../../scripts/floor-pages.ts';

const sample = (fcpMs: number, drawnMs: number, usableMs: number, pageErrors = 0): FirstVisitSample => ({
  fcpMs,
  drawnMs,
  usableMs,
  pageErrors,
});

describe('firstVisitMisses', () => {
  it('passes a data route drawn and usable exactly at its goals', () => {
    expect(
      firstVisitMisses({
        drawnRatio: firstVisitGoals.drawnToFloor,
        usableRatio: firstVisitGoals.usableToFloor,
        usableBase: 'floor',
        pageErrors: 0,
      }),
    ).toEqual([]);
  });

  it('misses a data route drawn or usable late against its floor', () => {
    expect(firstVisitMisses({ drawnRatio: 1.101, usableRatio: 1.71, usableBase: 'floor', pageErrors: 0 })).toEqual([
      'drawn 1.10× floor > 1.1',
      'usable 1.71× floor > 1.3',
    ]);
  });

  it('judges a page without a floor on usable against its first paint only', () => {
    expect(firstVisitMisses({ drawnRatio: Number.NaN, usableRatio: 1.8, usableBase: 'FCP', pageErrors: 0 })).toEqual([]);
    expect(firstVisitMisses({ drawnRatio: Number.NaN, usableRatio: 3.18, usableBase: 'FCP', pageErrors: 0 })).toEqual([
      'usable 3.18× FCP > 1.8',
    ]);
  });

  it('counts a missing figure and page errors as misses, never as a pass', () => {
    expect(firstVisitMisses({ drawnRatio: Number.NaN, usableRatio: Number.NaN, usableBase: 'floor', pageErrors: 2 })).toEqual([
      'drawn –× floor > 1.1',
      'usable –× floor > 1.3',
      '2 page error(s)',
    ]);
  });
});

describe('summariseFirstVisits', () => {
  it("divides the route's medians by its floor's drawn median", () => {
    const row = summariseFirstVisits(
      '/campanhas/101',
      [sample(600, 1100, 1400), sample(620, 1300, 1500), sample(580, 1200, 1300)],
      [{ drawnMs: 1000 }, { drawnMs: 1200 }, { drawnMs: 1100 }],
    );
    expect(row).toMatchObject({ fcpMs: 600, drawnMs: 1200, usableMs: 1400, floorDrawnMs: 1100, usableBase: 'floor', misses: [] });
    expect(row.drawnRatio).toBeCloseTo(1200 / 1100);
    expect(row.usableRatio).toBeCloseTo(1400 / 1100);
  });

  it('counts a run that never became usable, or a floor that never drew, as the slowest', () => {
    const row = summariseFirstVisits(
      '/pedidos',
      [sample(500, 900, 1000), sample(500, 950, Number.NaN), sample(500, 1000, Number.NaN)],
      [{ drawnMs: 800 }, { drawnMs: Number.NaN }, { drawnMs: Number.NaN }],
    );
    expect(row.usableMs).toBeNaN();
    expect(row.floorDrawnMs).toBeNaN();
    expect(row.misses).toEqual(['drawn –× floor > 1.1', 'usable –× floor > 1.3']);
  });

  it('judges a sign-in page, which draws no data, on usable against its FCP', () => {
    const row = summariseFirstVisits('/auth/signin', [sample(500, Number.NaN, 800), sample(450, Number.NaN, 850)], [], false);
    expect(row).toMatchObject({ drawnMs: Number.NaN, usableBase: 'FCP', floorDrawnMs: Number.NaN, misses: [] });
    expect(row.usableRatio).toBeCloseTo(825 / 475);
  });
});

describe('the gate (npm run test:gate)', () => {
  it('is looser than the goals: a route can pass it and still miss them', () => {
    const row = summariseFirstVisits('/campanhas/101', [sample(572, 1393, 1815)], [{ drawnMs: 1116 }]);
    expect(row.misses).toEqual(['drawn 1.25× floor > 1.1', 'usable 1.63× floor > 1.3']);
    expect(row.gateMisses).toEqual([]);
  });

  it('fails a route drawn or usable later than its limits, and a sign-in page usable late against its FCP', () => {
    expect(summariseFirstVisits('/pedidos', [sample(600, 1700, 2200)], [{ drawnMs: 1000 }]).gateMisses).toEqual([
      'drawn 1.70× floor > 1.6',
      'usable 2.20× floor > 2.1',
    ]);
    expect(summariseFirstVisits('/auth/signin', [sample(500, Number.NaN, 1510)], [], false).gateMisses).toEqual([
      `usable 3.02× FCP > ${firstVisitGate.usableToFcp}`,
    ]);
  });

  it('writes the gate in its report, and what the first runs missed when a route was measured again', () => {
    const row = {
      ...summariseFirstVisits('/pedidos', [sample(600, 1200, 1600)], [{ drawnMs: 1000 }]),
      firstRunsMissed: ['usable 2.20× floor > 2.1'],
    };
    const table = firstVisitMarkdown({
      generatedAt: '2026-12-02T06:00:00.000Z',
      protocol: 'h2',
      throttling: { network: slow4G, cpu: 4 },
      goals: firstVisitGoals,
      gate: firstVisitGate,
      runsPerRoute: 3,
      routes: [row],
    });
    expect(table).toContain('Gate: drawn ≤ 1.6× and usable ≤ 2.1×');
    expect(table).toContain(
      '| /pedidos | 600 | 1200 | 1000 | 1.20 | 1600 | 1.60 floor | ok (median of 5 more runs; the first 3 had: usable 2.20× floor > 2.1) |',
    );
  });
});

describe('firstVisitMarkdown', () => {
  it('writes a row per route with its ratios and verdict, dashes for what it has not', () => {
    const report: FirstVisitReport = {
      generatedAt: '2026-12-02T06:00:00.000Z',
      protocol: 'h2',
      throttling: { network: slow4G, cpu: 4 },
      goals: firstVisitGoals,
      runsPerRoute: 1,
      routes: [
        summariseFirstVisits('/campanhas/101', [sample(552.4, 1062, 1920)], [{ drawnMs: 1124 }]),
        summariseFirstVisits('/auth/signin', [sample(440, Number.NaN, 1400)], [], false),
      ],
    };
    const table = firstVisitMarkdown(report);
    expect(table).toContain('| /campanhas/101 | 552 | 1062 | 1124 | 0.94 | 1920 | 1.71 floor | MISS: usable 1.71× floor > 1.3 |');
    expect(table).toContain('| /auth/signin | 440 | – | – | – | 1400 | 3.18 FCP | MISS: usable 3.18× FCP > 1.8 |');
    expect(table).toContain('cold cache, no service worker');
  });
});

describe('the routes', () => {
  it('measures every route with a floor page, and draws each of them with a selector', () => {
    expect(Object.keys(floorSpecs).filter((route) => !firstVisitRoutes.includes(route as never))).toEqual([]);
    expect(Object.keys(floorSpecs).filter((route) => !drawnSelectors[route])).toEqual([]);
  });
});
