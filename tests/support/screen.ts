// Helpers for the screen tests: wait for a screen to leave its loading state.
import type { ReadableAtom } from 'nanostores';
import type { ScreenState } from '../../src/lib/screens/screen.ts';

/** Resolves with the first state that is not 'loading' (now, or when it comes). */
export function settled<V>($state: ReadableAtom<ScreenState<V>>): Promise<Exclude<ScreenState<V>, { state: 'loading' }>> {
  return new Promise((resolve) => {
    const unsubscribe = $state.subscribe((value) => {
      if (value.state === 'loading') return;
      queueMicrotask(() => unsubscribe());
      resolve(value);
    });
  });
}
