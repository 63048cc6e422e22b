import { describe, expect, it } from 'vitest';
import { downscaledSize, smallerPhotoSize } from '../../../src/lib/domain/photo-size.ts';

describe('downscaledSize (R46)', () => {
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

describe('smallerPhotoSize (R256)', () => {
  // The profile photo's limits (product-rules R256): 800 kB, a 288 px floor.
  const maxBytes = 800 * 1024;
  const next = (tried: { width: number; height: number }, bytes: number) => smallerPhotoSize(tried, bytes, maxBytes, 288);
  const tried = { width: 1600, height: 1200 };

  it('scales the sides by √(limit / bytes) with 10 % to spare', () => {
    // 4 × the limit: half the sides, then 90 % of that.
    expect(next(tried, 4 * maxBytes)).toEqual({ width: 720, height: 540 });
  });

  it('shrinks by 20 % at least, even when the JPEG was barely over', () => {
    expect(next(tried, maxBytes + 1)).toEqual({ width: 1280, height: 960 });
  });

  it('gives up when the long side would fall under the floor', () => {
    expect(next({ width: 361, height: 271 }, maxBytes + 1)).toEqual({ width: 289, height: 217 });
    expect(next({ width: 359, height: 300 }, maxBytes + 1)).toBeNull();
    expect(next(tried, 100 * maxBytes)).toBeNull();
  });

  it('keeps a very thin picture at least 1 px thick', () => {
    expect(next({ width: 1600, height: 1 }, maxBytes + 1)).toEqual({ width: 1280, height: 1 });
  });

  it('gives up on a size it cannot reason about', () => {
    expect(next(tried, Number.NaN)).toBeNull();
  });

  it('always ends: from the first size, at most 8 tries before it fits or gives up', () => {
    let size: { width: number; height: number } | null = downscaledSize(6000, 8000);
    let tries = 0;
    while (size) {
      tries += 1;
      size = next(size, maxBytes + 1);
    }
    expect(tries).toBe(8);
  });
});
