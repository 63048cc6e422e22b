// A data screen's state as its island draws it. The screen's store answers at once (useSyncExternalStore),
// and React draws such an update in one piece: a screen's whole list came in one long task, 50–110 ms
// on a slow phone. Through useDeferredValue the island first keeps what it shows, then draws the new
// state in a transition, which React splits into short slices the browser can answer taps between
// (docs/performance.md, "The data drawn in slices").
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { useDeferredValue } from 'react';

/** The screen's state, drawn in a transition; the build's value (`init`) while hydrating. */
export function useScreenState<T>(state: ReadableAtom<T>): T {
  return useDeferredValue(useStore(state, { ssr: 'initial' }));
}
