// A list drawn a step at a time (product-rules R299, R300, R301): the first added item takes the focus,
// so a keyboard or screen-reader user lands on what 'Mostrar mais …' brought.
import { useState } from 'react';
import { shownAfterMore } from '../../lib/domain/shown-in-steps.ts';

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

/** `first` items drawn at first (`step` unless given), `step` more per `more()`. */
export function useShownInSteps<T>(items: readonly T[], step: number, keyOf: (item: T) => string, first = step): ShownInSteps<T> {
  const [count, setCount] = useState(first);
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const added = items[count];
  return {
    shown: items.slice(0, count),
    hasMore: items.length > count,
    more: () => {
      setFocusKey(added === undefined ? null : keyOf(added));
      setCount(shownAfterMore(count, items.length, step));
    },
    focusKey,
  };
}
