import { describe, expect, it } from 'vitest';
import {
  repeatVisitGate,
  repeatVisitMarkdown,
  repeatVisitMisses,
  summariseRepeatVisits,
  type RepeatVisitReport,
  type VisitSample,
} from '../../../bench/repeat-visit.ts';
import { slow4G } from '../../../bench/settings.ts';

const sample = (lcpMs: number, dataDrawnMs = lcpMs, controlled = true, pageErrors = 0): VisitSample => ({
  lcpMs,
  dataDrawnMs,
  controlled,
  pageErrors,
});

describe('repeatVisitMisses', () => {
  it('passes an LCP and data drawn at the gate', () => {
    expect(
      repeatVisitMisses({ repeatLcpMs: repeatVisitGate.lcpMs, repeatDataDrawnMs: repeatVisitGate.dataDrawnMs, pageErrors: 0 }),
    ).toEqual([]);
  });

  it('misses a fast LCP of the static shell when the data comes later', () => {
    expect(repeatVisitMisses({ repeatLcpMs: 876, repeatDataDrawnMs: 2696.2, pageErrors: 0 })).toEqual(['data drawn at 2696 ms > 1000']);
  });

  it('misses an LCP over the gate, no LCP, data never drawn and page errors', () => {
    expect(repeatVisitMisses({ repeatLcpMs: 1001.4, repeatDataDrawnMs: 900, pageErrors: 0 })).toEqual(['LCP 1001 ms > 1000']);
    expect(repeatVisitMisses({ repeatLcpMs: Number.NaN, repeatDataDrawnMs: Number.NaN, pageErrors: 2 })).toEqual([
      'no LCP recorded',
      'data never drawn',
      '2 page error(s)',
    ]);
  });
});

describe('summariseRepeatVisits', () => {
  it('takes the medians of the first and the measured visits and counts the runs a worker controlled', () => {
    const row = summariseRepeatVisits(
      '/pedidos',
      [sample(2100, 2000, false), sample(1900, 1800, false), sample(2300, 2200, false)],
      [sample(700, 650), sample(640, 600, false), sample(980, 900)],
    );
    expect(row).toMatchObject({
      route: '/pedidos',
      runs: 3,
      firstLcpMs: 2100,
      firstDataDrawnMs: 2000,
      repeatLcpMs: 700,
      repeatDataDrawnMs: 650,
      controlled: 2,
      pageErrors: 0,
      misses: [],
    });
  });

  it('counts a run that never drew its data as the slowest, not as missing', () => {
    const row = summariseRepeatVisits('/debitos', [], [sample(500, 400), sample(500, Number.NaN), sample(500, Number.NaN)]);
    expect(row.repeatDataDrawnMs).toBeNaN();
    expect(row.misses).toEqual(['data never drawn']);
    expect(summariseRepeatVisits('/debitos', [], [sample(500, 400), sample(500, 450), sample(500, Number.NaN)]).repeatDataDrawnMs).toBe(
      450,
    );
  });

  it('misses the gate on page errors of any visit', () => {
    const row = summariseRepeatVisits('/empresas', [sample(2000, 2000, false, 1)], [sample(600)]);
    expect(row.misses).toEqual(['1 page error(s)']);
  });
});

describe('repeatVisitMarkdown', () => {
  it('writes a row per route with the gate, and dashes for figures never recorded', () => {
    const report: RepeatVisitReport = {
      generatedAt: '2026-11-24T12:00:00.000Z',
      protocol: 'h2',
      throttling: { network: slow4G, cpu: 4, serviceWorkerNetwork: true },
      gate: repeatVisitGate,
      runsPerRoute: 3,
      routes: [
        summariseRepeatVisits('/campanhas', [sample(2168.4, 1957)], [sample(812.6, 790)]),
        summariseRepeatVisits('/debitos', [sample(2300)], [sample(Number.NaN, Number.NaN, false)]),
      ],
    };
    const table = repeatVisitMarkdown(report);
    expect(table).toContain('| /campanhas | 2168 | 1957 | 813 | 790 | 1/1 | ok |');
    expect(table).toContain('| /debitos | 2300 | 2300 | – | – | 0/1 | MISS: no LCP recorded; data never drawn |');
    expect(table).toContain("the service worker's own requests throttled too");
    expect(table).toContain('Gate: repeat LCP ≤ 1000 ms and data drawn ≤ 1000 ms');
  });
});
