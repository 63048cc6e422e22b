// The two shapes every data screen is built from (docs/architecture.md, "Screens"). A part is one
// call's state (loading | error | ready) with the rules every screen shares: the latest call wins, a
// redraw keeps what is shown, fresh data redraws it. A screen is a part that is the whole page, which
// may also be "not found". Islands draw the state and forward intents; they never see a service's
// field names, only the view type.
import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';
import { $freshAnswers } from '../api/kept-signals.ts';
import { SCREEN_LOADING } from './screen-start.ts';
import { $online } from '../stores/online.ts';

/** What a part shows: its skeleton, its error with a retry, or its view. */
export type PartState<V> =
  { readonly state: 'loading' } | { readonly state: 'error'; readonly message: string } | { readonly state: 'ready'; readonly view: V };

/** What a screen shows: a part's states, or its not-found text. */
export type ScreenState<V> = PartState<V> | { readonly state: 'not-found' };

/** The lifecycle an island drives. */
export interface Screen<P, V> {
  readonly $state: ReadableAtom<ScreenState<V>>;
  /** Loads for `params` unless the same params are already loading or loaded (so it can run twice). */
  start(params: P): void;
  /** Loads the current params again (after an error, or to refresh). */
  retry(): void;
  /** Leaves the screen: a late answer is dropped, and the next `start` loads afresh. */
  exit(): void;
}

/** One call's state and its lifecycle (`S`: a part's states, or a screen's). */
export interface Part<P, V, S = PartState<V>> {
  readonly $state: ReadableAtom<S>;
  /**
   * Loads for `params` unless the same params are already loading or loaded (so it can run twice); a part
   * that missed fresh data while off screen (`shown`) redraws in place.
   */
  start(params: P): void;
  /**
   * Loads for `params` now; an answer to an earlier call that arrives later is dropped. `quiet`: a redraw
   * of what is shown, without the skeleton, keeping it on a failure. Settles when the answer is in.
   */
  load(params: P, quiet?: boolean): Promise<void>;
  /** Loads the current params again (after an error). */
  retry(): void;
  /** Leaves: a late answer is dropped, and the next `start` loads afresh. */
  exit(): void;
  /**
   * Shows a view that came another way (a write's answer, a section loaded again): `update` gets the
   * ready view (undefined when there is none) and answers the view to show, or undefined to leave it.
   * What it shows is the latest: a call on its way is dropped.
   */
  patch(update: (view: V | undefined) => V | undefined): void;
}

/** A part's loader: the view for `params`, or a throw (the error state). `quiet`: a redraw of what is shown. */
export type PartLoader<P, V> = (params: P, signal: AbortSignal, quiet: boolean) => Promise<V>;

/** Why a screen redraws: fresh answers replaced kept ones on screen, or the network came back. */
export type FreshData = 'fresh' | 'online';

/**
 * Calls `redraw` when fresh answers have replaced kept ones on screen ($freshAnswers), or when the
 * network comes back ($online turns true) (docs/offline.md, "Kept answers"): every screen redraws in place
 * then, without its skeleton, and keeps what it shows if the redraw fails; one that failed loads again when
 * the network is back. Answers how to stop listening.
 */
export function onFreshData(redraw: (why: FreshData) => void): () => void {
  const stopFresh = $freshAnswers.listen(() => redraw('fresh'));
  const stopOnline = $online.listen((online) => {
    if (online) redraw('online');
  });
  return () => {
    stopFresh();
    stopOnline();
  };
}

/** Thrown by a screen's loader when what the address names does not exist. */
export class ScreenNotFound extends Error {
  constructor(what: string) {
    super(`not found: ${what}`);
    this.name = 'ScreenNotFound';
  }
}

export { SCREEN_LOADING, startEarly } from './screen-start.ts';

/** Options of `createPart` and `createScreen`. */
interface PartOptions<P> {
  /** Equal keys mean the same load (default: the params as JSON). */
  key?: (params: P) => string;
  /** The error text when a failure carries none of its own (default: errorMessage's). */
  errorText?: (error: unknown) => string;
  /** Fresh data redraws the part only while this holds (a part kept off screen redraws at its next `start`). */
  shown?: () => boolean;
}

/**
 * A part whose state comes from one loader: `load(params, signal, quiet)` answers the view, or throws
 * (the error state, logged under `name`). Ready, it redraws in place when fresh answers replace kept
 * ones; failed, it loads again when the network comes back (docs/offline.md, "Kept answers").
 */
export function createPart<P, V>(name: string, load: PartLoader<P, V>, options: PartOptions<P> = {}): Part<P, V> {
  // A screen's states: a part's loader never throws ScreenNotFound, so a part is never "not found".
  const $state = atom<ScreenState<V>>(SCREEN_LOADING);
  const keyOf = options.key ?? ((params: P) => JSON.stringify(params) ?? '');
  const errorText = options.errorText ?? errorMessage;
  let current: { key: string; params: P; controller: AbortController } | null = null;
  // Fresh data came while the part was kept off screen: its next start with the same params redraws it, or a
  // view drawn from the device would stay once the fresh answer had arrived (docs/offline.md, "Kept answers").
  let missed = false;

  function run(params: P, quiet = false): Promise<void> {
    missed = false;
    current?.controller.abort();
    const controller = new AbortController();
    current = { key: keyOf(params), params, controller };
    if (!quiet) $state.set(SCREEN_LOADING);
    return load(params, controller.signal, quiet).then(
      (view) => {
        if (!controller.signal.aborted) $state.set({ state: 'ready', view });
      },
      (error: unknown) => {
        if (controller.signal.aborted || quiet) return;
        if (error instanceof ScreenNotFound) {
          $state.set({ state: 'not-found' });
          return;
        }
        console.error(`[${name}]`, error);
        $state.set({ state: 'error', message: errorText(error) });
      },
    );
  }

  onFreshData((why) => {
    const ready = $state.get().state === 'ready';
    if (!current || !(ready || why === 'online')) return;
    if (options.shown?.() === false) missed = true;
    else void run(current.params, ready);
  });

  return {
    $state: $state as ReadableAtom<PartState<V>>,
    start(params) {
      if (current?.key !== keyOf(params)) void run(params);
      else if (missed) void run(current.params, $state.get().state === 'ready');
    },
    load: run,
    retry() {
      if (current) void run(current.params);
    },
    exit() {
      current?.controller.abort();
      current = null;
      $state.set(SCREEN_LOADING);
    },
    patch(update) {
      const state = $state.get();
      const view = update(state.state === 'ready' ? state.view : undefined);
      if (view === undefined) return;
      current?.controller.abort();
      $state.set({ state: 'ready', view });
    },
  };
}

/**
 * A screen: a part that is the whole page, whose loader also throws ScreenNotFound for the not-found
 * state. The same lifecycle as `createPart`, so its rules exist once.
 */
export const createScreen = createPart as <P, V>(
  name: string,
  load: PartLoader<P, V>,
  options?: PartOptions<P>,
) => Part<P, V, ScreenState<V>>;

/**
 * A screen's state drawn from its parts' (`$drawn`, a computed store): an atom that opens with
 * SCREEN_LOADING, what the build's HTML shows, since islands hydrate with `useStore($state, { ssr:
 * 'initial' })` and a computed store has no initial value.
 */
export function fromParts<V>($drawn: ReadableAtom<ScreenState<V>>): ReadableAtom<ScreenState<V>> {
  const $state = atom<ScreenState<V>>(SCREEN_LOADING);
  $drawn.subscribe((state) => $state.set(state));
  return $state;
}
