import { describe, expect, it } from 'vitest';
import { doughnutCutout } from '../../../src/lib/domain/charts.ts';

describe('doughnutCutout (R43)', () => {
  it.each([
    [1920, 'card', 95],
    [1500, 'card', 95],
    [1499, 'card', 50],
    [600, 'small', 50],
    [599, 'card', 45],
    [599, 'small', 20],
    [360, 'small', 20],
  ] as const)('at %i px the %s doughnut is cut out %i%%', (width, variant, cutout) => {
    expect(doughnutCutout(width, variant)).toBe(cutout);
  });
});
