// A list drawn a step at a time (product-rules R299, R300, R301, R303): the first added item takes the focus,
// so a keyboard or screen-reader user lands on what 'Mostrar mais …' brought. A step is drawn a few items a
// frame (R304): the first of them on screen in the tap's own frame, the rest, below the screen, in the
// frames after it, instead of 20–30 cards in one task of 160–250 ms on a slow phone.
import { useEffect, useState } from 'react';
import { addedPerFrame, shownAfterMore } from '../../lib/domain/shown-in-steps.ts';

export interface ShownInSteps<T> {
  /** The items drawn now. */
  shown: T[];
  /** Whether some are still held back ('Mostrar mais …' is drawn). */
  hasMore: boolean;
  /** Draws one more step. */
  more: () => void;
  /** The key of the first item the last step added, which takes the focus; null before any. */
  focusKey: string | null;
}

/**
 * `first` items shown at first (`step` unless given), `step` more per `more()`. `drawnAtFirst` of the first
 * ones are drawn in the first frame, the rest `addedPerFrame` a frame after it, as a step is (a list that
 * appears after a key, like the search's results, R304); all of them unless given.
 */
export function useShownInSteps<T>(
  items: readonly T[],
  step: number,
  keyOf: (item: T) => string,
  first = step,
  drawnAtFirst = first,
): ShownInSteps<T> {
  /** How many the steps so far show; `drawn` of them are drawn already. */
  const [count, setCount] = useState(first);
  const [drawn, setDrawn] = useState(drawnAtFirst);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  useEffect(() => {
    if (drawn >= count) return;
    // Once this frame is painted, a few more.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDrawn((now) => shownAfterMore(now, count, addedPerFrame)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [drawn, count]);
  const added = items[count];
  return {
    shown: items.slice(0, Math.min(drawn, count)),
    hasMore: items.length > count,
    more: () => {
      setFocusKey(added === undefined ? null : keyOf(added));
      setCount(shownAfterMore(count, items.length, step));
      setDrawn(shownAfterMore(count, items.length, addedPerFrame));
    },
    focusKey,
  };
}
