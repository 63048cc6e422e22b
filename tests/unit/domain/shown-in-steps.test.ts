import { describe, expect, it } from 'vitest';
import { addedPerFrame, shownAfterMore } from '../../../src/lib/domain/shown-in-steps.ts';

describe('a step drawn a few items a frame (R304)', () => {
  it('draws 30 added lines over five frames, never past the step', () => {
    const frames: number[] = [];
    for (let drawn = shownAfterMore(10, 40, addedPerFrame); ; drawn = shownAfterMore(drawn, 40, addedPerFrame)) {
      frames.push(drawn);
      if (drawn === 40) break;
    }
    expect(frames).toEqual([16, 22, 28, 34, 40]);
  });
});
