import { describe, expect, it } from 'vitest';
import { allRoutes, dataRoutes, gateRoutes, median, readySelectors, slow4G } from '../../../bench/settings.ts';

describe('median', () => {
  it('is the middle value of an odd count and the mean of the middle two of an even one', () => {
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

  it('has a ready selector for each of the 13 signed-in data routes, all of them audited', () => {
    expect(dataRoutes).toHaveLength(13);
    expect(dataRoutes.filter((route) => !readySelectors[route])).toEqual([]);
    expect([...dataRoutes, ...gateRoutes].filter((route) => !allRoutes.includes(route))).toEqual([]);
  });
});
