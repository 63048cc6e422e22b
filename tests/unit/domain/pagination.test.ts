import { describe, expect, it } from 'vitest';
import { pageEntries } from '../../../src/lib/domain/pagination.ts';

describe('pageEntries (R58)', () => {
  it.each([
    ['one page', 1, 1, false, [1]],
    ['no pages', 1, 0, false, []],
    ['wide, first of 20: 6 after, gap, last', 1, 20, false, [1, 2, 3, 4, 5, 6, 7, 'ellipsis', 20]],
    [
      'wide, page 10 of 30: 7 before, 6 after',
      10,
      30,
      false,
      [1, 'ellipsis', 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 'ellipsis', 30],
    ],
    ['wide, page 8: window reaches page 1', 8, 30, false, [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 'ellipsis', 30]],
    ['wide, last page next to window: no gap', 1, 8, false, [1, 2, 3, 4, 5, 6, 7, 8]],
    ['narrow, page 1 of 12', 1, 12, true, [1, 2, 'ellipsis', 12]],
    ['narrow, page 6 of 12', 6, 12, true, [1, 'ellipsis', 5, 6, 7, 'ellipsis', 12]],
    ['narrow, page 11 of 12', 11, 12, true, [1, 'ellipsis', 10, 11, 12]],
    ['narrow, page 3: no gap before', 3, 12, true, [1, 2, 3, 4, 'ellipsis', 12]],
    ['current beyond last is clamped', 40, 3, true, [1, 2, 3]],
  ] as const)('%s', (_, current, last, narrow, expected) => {
    expect(pageEntries(current, last, narrow)).toEqual(expected);
  });
});
