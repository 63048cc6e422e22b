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

// Parts: the secondary calls of a screen (a list in a collapsed section, banners). Their failure is
// theirs alone: the screen shows what came, and the part shows its error and a retry.

/** A part that did not come: loading again, or failed with its pt-BR message. Absent: it came. */
export type PartStatus = { loading: true; error?: undefined } | { loading?: false; error: string };

/** Data of a screen with parts that load, fail and load again on their own. */
export interface WithParts<Part extends string> {
  parts?: Partial<Record<Part, PartStatus>> | undefined;
}

/** What a part's call ended with: its answer, or the message of its failure (logged under `name`). */
export type PartAnswer<V> = { value: V; error?: undefined } | { value?: undefined; error: string };

/** Waits for a part's call without ever rejecting, so that one part cannot fail the whole screen. */
export async function settlePart<V>(name: string, call: Promise<V>): Promise<PartAnswer<V>> {
  try {
    return { value: await call };
  } catch (error) {
    console.error(`[${name}]`, error);
    return { error: errorMessage(error) };
  }
}

/** The statuses of the parts that failed, or undefined when every part came. */
export function failedParts<Part extends string>(answers: Record<Part, PartAnswer<unknown>>): WithParts<Part>['parts'] {
  const entries = Object.entries<PartAnswer<unknown>>(answers).filter(([, answer]) => answer.error !== undefined);
  return entries.length > 0 ? Object.fromEntries(entries.map(([part, answer]) => [part, { error: answer.error! }])) as WithParts<Part>['parts'] : undefined;
}

function withPartStatus<T extends WithParts<Part>, Part extends string>(data: T, part: Part, status: PartStatus | undefined): T {
  const parts: Partial<Record<Part, PartStatus>> = { ...data.parts };
  if (status) parts[part] = status;
  else delete parts[part];
  return { ...data, parts: Object.keys(parts).length > 0 ? parts : undefined };
}

/**
 * A part's 'Tentar novamente': the part shows as loading, then takes its answer (`apply`) or its
 * failure again, leaving the rest of the screen as it is. Ignored while the part is already loading;
 * an answer is dropped if the whole screen was loaded again meanwhile.
 */
export async function reloadPart<T extends WithParts<Part>, Part extends string, V>(
  resource: Pick<Resource<T, []>, '$data' | 'patch'>,
  name: string,
  part: Part,
  call: (data: T) => Promise<V>,
  apply: (data: T, value: V) => T,
): Promise<void> {
  const data = resource.$data.get();
  if (!data || data.parts?.[part]?.loading) return;
  resource.patch((current) => withPartStatus(current, part, { loading: true }));
  const answer = await settlePart(name, call(data));
  resource.patch((current) => {
    if (!current.parts?.[part]?.loading) return current;
    return answer.error === undefined ? withPartStatus(apply(current, answer.value as V), part, undefined) : withPartStatus(current, part, { error: answer.error });
  });
}
