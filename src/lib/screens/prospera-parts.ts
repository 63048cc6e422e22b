// The parts of the prospera campaign screens (banners, past and accumulated periods) as their sections draw
// them: a part's state, with its value once ready.
import { computed, type ReadableAtom } from 'nanostores';
import type { Part, PartState } from './screen.ts';

/** A section of a prospera campaign screen: loading again, failed with its pt-BR message, or its value. */
export type ProsperaPart<V> =
  { readonly state: 'loading' } | { readonly state: 'error'; readonly message: string } | { readonly state: 'ready'; readonly value: V };

/** A part's state as its section draws it; the same object until the part's state changes. */
export function drawnPart<V>(part: Part<unknown, V>): ReadableAtom<ProsperaPart<V>> {
  return computed(part.$state, (state: PartState<V>): ProsperaPart<V> =>
    state.state === 'ready' ? { state: 'ready', value: state.view } : state,
  );
}
