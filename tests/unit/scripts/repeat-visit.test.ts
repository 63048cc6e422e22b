import { describe, expect, it } from 'vitest';
import {
  classifyOffline,
  dataRoutes,
  keptDataNote,
  median,
  offlineMarkdown,
  readySelectors,
  repeatVisitGate,
  repeatVisitMarkdown,
  repeatVisitMisses,
  slow4G,
  summariseRepeatVisits,
  type OfflineSample,
  type RepeatVisitReport,
  type VisitSample,
} from '../../../scripts/repeat-visit.ts';

const sample = (lcpMs: number, dataDrawnMs = lcpMs, controlled = true, pageErrors = 0): VisitSample => ({
  lcpMs,
  dataDrawnMs,
  controlled,
  pageErrors,
});

/** A page that drew its data offline, from a worker, with the kept-data note. */
const drawn: OfflineSample = {
  navigationFailed: false,
  mainText: 'Campanhas Verão 2026 Atualizado em 03/11/2026 às 14:05',
  busyVisible: 0,
  pageErrors: [],
  dataShown: true,
  bodyText: 'Menu Campanhas Verão 2026 Atualizado em 03/11/2026 às 14:05',
  heading: 'Campanhas',
  controlled: true,
};

describe('median', () => {
  it('is the middle value, or the mean of the middle two', () => {
    expect(median([900, 300, 600])).toBe(600);
    expect(median([400, 100, 300, 200])).toBe(250);
  });

  it('leaves out runs without a figure, and is NaN for none', () => {
    expect(median([Number.NaN, 700, 500])).toBe(600);
    expect(median([])).toBeNaN();
    expect(median([Number.NaN])).toBeNaN();
    expect(median([Number.POSITIVE_INFINITY, 400, Number.POSITIVE_INFINITY])).toBe(Number.POSITIVE_INFINITY);
  });
});

describe('the settings', () => {
  it("throttles as Lighthouse's mobile preset: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, in bytes per second", () => {
    expect(slow4G).toEqual({ offline: false, latency: 150, downloadThroughput: 209_715.2, uploadThroughput: 96_000 });
  });

  it('has a ready selector for every signed-in data route', () => {
    expect(dataRoutes.filter((route) => !readySelectors[route])).toEqual([]);
    expect(dataRoutes).toHaveLength(13);
  });

  it("recognises the kept-data note only in the issue's exact form", () => {
    expect(keptDataNote.test('Atualizado em 03/11/2026 às 14:05')).toBe(true);
    expect(keptDataNote.test('Atualizado em 3/11/2026 às 14:05')).toBe(false);
    expect(keptDataNote.test('Atualizado em 03/11/2026 14:05')).toBe(false);
  });
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

describe('classifyOffline', () => {
  it('passes a screen drawn from kept data, and reads the note', () => {
    expect(classifyOffline('/campanhas', drawn)).toMatchObject({
      blank: false,
      endlessSpinner: false,
      pageErrors: 0,
      keptNote: true,
      offlinePage: false,
      dataShown: true,
      controlled: true,
      misses: [],
    });
  });

  it("counts the browser's own error page as blank (no worker served the route)", () => {
    const row = classifyOffline('/pedidos', {
      ...drawn,
      navigationFailed: true,
      mainText: '',
      dataShown: false,
      bodyText: '',
      heading: '',
    });
    expect(row).toMatchObject({ blank: true, endlessSpinner: false, keptNote: false, offlinePage: false });
    expect(row.misses).toEqual(['blank (the browser could not load the page)']);
  });

  it('counts a main region without visible text as blank', () => {
    expect(classifyOffline('/debitos', { ...drawn, mainText: '  \n ' }).misses).toEqual(['blank']);
  });

  it('counts a skeleton or spinner still up after the wait, and page errors', () => {
    const row = classifyOffline('/debitos', { ...drawn, busyVisible: 3, dataShown: false, pageErrors: ['TypeError: x is undefined'] });
    expect(row).toMatchObject({ endlessSpinner: true, pageErrors: 1, errors: ['TypeError: x is undefined'] });
    expect(row.misses).toEqual(['loading still shown after 5 s', '1 page error(s)']);
  });

  it('recognises the offline page by its heading, which is not a miss by itself', () => {
    const row = classifyOffline('/equipamentos', {
      ...drawn,
      heading: 'Você está sem conexão',
      dataShown: false,
      bodyText: 'Você está sem conexão',
    });
    expect(row).toMatchObject({ offlinePage: true, keptNote: false, misses: [] });
  });
});

describe('offlineMarkdown', () => {
  it('writes a row per route and the totals the gate counts', () => {
    const table = offlineMarkdown({
      generatedAt: '2026-11-24T12:00:00.000Z',
      waitMs: 5000,
      routes: [
        classifyOffline('/campanhas', drawn),
        classifyOffline('/pedidos', { ...drawn, navigationFailed: true, mainText: '', dataShown: false, bodyText: '', controlled: false }),
        classifyOffline('/debitos', { ...drawn, busyVisible: 1, pageErrors: ['boom'], bodyText: '' }),
      ],
    });
    expect(table).toContain('| /campanhas | no | no | 0 | yes | yes | no | yes | ok |');
    expect(table).toContain('| /pedidos | yes | no | 0 | no | no | no | no | MISS: blank (the browser could not load the page) |');
    expect(table).toContain('| /debitos | no | yes | 1 | yes | no | no | yes | MISS: loading still shown after 5 s; 1 page error(s) |');
    expect(table).toContain('| **total** | 1 | 1 | 1 | 2 | 1 | 0 | 2 | 2 missed |');
  });
});
