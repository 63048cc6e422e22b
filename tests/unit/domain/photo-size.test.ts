import { describe, expect, it } from 'vitest';
import { downscaledSize } from '../../../src/lib/domain/photo-size.ts';

describe('downscaledSize', () => {
  it.each([
    ['a 12 MP landscape photo', 4000, 3000, { width: 1600, height: 1200 }],
    ['a portrait photo', 3000, 4000, { width: 1200, height: 1600 }],
    ['exactly at the limit', 1600, 900, { width: 1600, height: 900 }],
    ['smaller photos are never enlarged', 640, 480, { width: 640, height: 480 }],
    ['a video frame of no size', 0, 0, { width: 0, height: 0 }],
  ] as const)('%s', (_, width, height, expected) => {
    expect(downscaledSize(width, height)).toEqual(expected);
  });
});
