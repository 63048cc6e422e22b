// The one shape every data screen has (docs/architecture.md, "Screens"): a single state atom
// (loading | error | not-found | ready), an idempotent `start(params)` that the pre-hydration start
// and the island's mount both call, `retry()` and `exit()`. Islands draw the state and forward
// intents; they never see a service's field names, only the screen's view type.
import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';
import { keptRefreshedEvent } from '../storage-keys.ts';
import { $user } from '../stores/session.ts';

/** What a screen shows: its skeleton, its error with a retry, its not-found text, or its view. */
export type ScreenState<V> =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'not-found' }
  | { readonly state: 'ready'; readonly view: V };

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

/**
 * Calls `redraw` when fresh answers have replaced kept ones on screen, or when the network comes back
 * (docs/offline.md, "Kept answers"): every screen redraws in place then, without its skeleton, and
 * keeps what it shows if the redraw fails. Answers how to stop listening.
 */
export function onFreshData(redraw: (event: Event) => void): () => void {
  if (typeof window !== 'object') return () => undefined;
  window.addEventListener(keptRefreshedEvent, redraw);
  window.addEventListener('online', redraw);
  return () => {
    window.removeEventListener(keptRefreshedEvent, redraw);
    window.removeEventListener('online', redraw);
  };
}

/** Thrown by a screen's loader when what the address names does not exist. */
export class ScreenNotFound extends Error {
  constructor(what: string) {
    super(`not found: ${what}`);
    this.name = 'ScreenNotFound';
  }
}

/** The state every screen opens with, which is also what the build's HTML shows. */
export const SCREEN_LOADING: ScreenState<never> = { state: 'loading' };

/** Options of `createScreen`. */
interface ScreenOptions<P> {
  /** Equal keys mean the same load (default: the params as JSON). */
  key?: (params: P) => string;
  /** The error text when a failure carries none of its own (default: errorMessage's). */
  errorText?: (error: unknown) => string;
}

/**
 * A screen whose state comes from one loader: `load(params, signal)` returns the view, or throws
 * (ScreenNotFound for the not-found state). `name` labels the logs.
 */
export function createScreen<P, V>(
  name: string,
  load: (params: P, signal: AbortSignal) => Promise<V>,
  options: ScreenOptions<P> = {},
): Screen<P, V> {
  const $state = atom<ScreenState<V>>(SCREEN_LOADING);
  const keyOf = options.key ?? ((params: P) => JSON.stringify(params) ?? '');
  const errorText = options.errorText ?? errorMessage;
  let current: { key: string; params: P; controller: AbortController } | null = null;

  /** `quiet`: redraws a ready screen in place (fresh answers in, or the network back), keeping it on a failure. */
  function run(params: P, quiet = false): void {
    current?.controller.abort();
    const controller = new AbortController();
    current = { key: keyOf(params), params, controller };
    if (!quiet) $state.set(SCREEN_LOADING);
    load(params, controller.signal).then(
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

  onFreshData((event) => {
    const ready = $state.get().state === 'ready';
    if (current && (ready || event.type === 'online')) run(current.params, ready);
  });

  return {
    $state,
    start(params) {
      if (current?.key === keyOf(params)) return;
      run(params);
    },
    retry() {
      if (current) run(current.params);
    },
    exit() {
      current?.controller.abort();
      current = null;
      $state.set(SCREEN_LOADING);
    },
  };
}

/**
 * Runs a screen's start as its island's module is evaluated in the browser, before React hydrates
 * the island: on a slow phone hydration takes hundreds of milliseconds, and the calls can be on
 * their way meanwhile. Not at build time, and not signed out (the guard is sending the user away).
 * The island reads the state with `useStore($state, { ssr: 'initial' })`, so hydration still
 * renders the build's HTML even when the answer is already in.
 */
export function startEarly(start: () => void): void {
  if (import.meta.env.SSR || typeof window === 'undefined' || !$user.get()) return;
  start();
}
