// Parts: the secondary calls of a screen (a list in a collapsed section, banners). Their failure is
// theirs alone: the screen shows what came, and the part shows its error and a retry. Kept apart
// from the screen machinery every screen loads, because only the old campaign screens use it.
import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';

/** A part of a ready view: loading again, failed with its pt-BR message, or its value. */
export type PartState<V> =
  { readonly state: 'loading' } | { readonly state: 'error'; readonly message: string } | { readonly state: 'ready'; readonly value: V };

/** A part loading again. */
export const PART_LOADING: PartState<never> = { state: 'loading' };

/** Waits for a part's call without ever rejecting, so that one part cannot fail the whole screen. */
export async function loadPart<V>(name: string, call: Promise<V>): Promise<PartState<V>> {
  try {
    return { state: 'ready', value: await call };
  } catch (error) {
    console.error(`[${name}]`, error);
    return { state: 'error', message: errorMessage(error) };
  }
}

/** A state that a part's answer changes in place: the source's state, until the source changes again. */
interface PatchedState<S> {
  readonly $state: ReadableAtom<S>;
  /** Changes the current state (a part loaded again); the source's next state replaces the change. */
  patch(update: (state: S) => S): void;
}

/** Follows `source` (a screen's state), and lets a part's answer change it in between. */
export function patchable<S>(source: ReadableAtom<S>): PatchedState<S> {
  const $state = atom<S>(source.get());
  source.listen((state) => $state.set(state));
  return { $state, patch: (update) => $state.set(update($state.get())) };
}
