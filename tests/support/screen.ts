// Helpers for the screen tests: wait for a screen to leave its loading state; what makes screens redraw.
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

/** Fresh answers replaced kept ones on screen, as kept-answers.ts publishes it: every screen redraws in place. */
export async function freshAnswersCame(): Promise<void> {
  const { $freshAnswers } = await import('../../src/lib/api/kept-signals.ts');
  $freshAnswers.set($freshAnswers.get() + 1);
}

/** The connection dropped and came back ($online false, then true): every screen redraws, a failed one loads again. */
export async function networkBack(): Promise<void> {
  const { $online } = await import('../../src/lib/stores/online.ts');
  $online.set(false);
  $online.set(true);
}
