// The data/loading/error triple every screen's store needs, for one kind of request. The latest
// call wins: an older answer that arrives late never overwrites a newer one.
import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';

/** A loadable piece of server data. */
export interface Resource<T, Args extends unknown[]> {
  $data: ReadableAtom<T | undefined>;
  $loading: ReadableAtom<boolean>;
  /** The pt-BR message of the last failure, or null. */
  $error: ReadableAtom<string | null>;
  /** Loads (again); never rejects: failures land in `$error` and are logged. */
  load: (...args: Args) => Promise<void>;
  /**
   * Starts the call now without touching the stores; the next `load` with the same arguments
   * takes its answer instead of calling again. Lets a screen ask before its island hydrates
   * without changing what the hydration renders (early-load.ts).
   */
  prefetch: (...args: Args) => void;
  /** Back to nothing loaded. */
  reset: () => void;
  /** Changes the data already loaded (one part of it loaded again); nothing when none is loaded. */
  patch: (update: (data: T) => T) => void;
}

/** Wraps a call (from lib/api) into stores a screen can bind to. `name` labels the logs. */
export function createResource<T, Args extends unknown[]>(name: string, fetcher: (...args: Args) => Promise<T>): Resource<T, Args> {
  const $data = atom<T | undefined>(undefined);
  const $loading = atom(false);
  const $error = atom<string | null>(null);
  let latest = 0;
  let prefetched: { key: string; answer: Promise<T> } | null = null;

  function prefetch(...args: Args): void {
    const answer = fetcher(...args);
    answer.catch(() => undefined); // its failure is reported by the load that takes it
    prefetched = { key: JSON.stringify(args), answer };
  }

  function takePrefetched(args: Args): Promise<T> | null {
    const taken = prefetched?.key === JSON.stringify(args) ? prefetched.answer : null;
    prefetched = null;
    return taken;
  }

  async function load(...args: Args): Promise<void> {
    const call = ++latest;
    const early = takePrefetched(args);
    $loading.set(true);
    $error.set(null);
    try {
      const data = await (early ?? fetcher(...args));
      if (call === latest) $data.set(data);
    } catch (error) {
      if (call !== latest) return;
      console.error(`[${name}]`, error);
      $error.set(errorMessage(error));
    } finally {
      if (call === latest) $loading.set(false);
    }
  }

  function reset(): void {
    latest += 1;
    prefetched = null;
    $data.set(undefined);
    $loading.set(false);
    $error.set(null);
  }

  function patch(update: (data: T) => T): void {
    const data = $data.get();
    if (data !== undefined) $data.set(update(data));
  }

  return { $data, $loading, $error, load, prefetch, reset, patch };
}
