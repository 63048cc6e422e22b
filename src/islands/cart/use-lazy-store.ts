// Binds to a store whose module is loaded after the first paint: the fallback until it is there.
import type { ReadableAtom } from 'nanostores';
import { useEffect, useState } from 'react';

/** The store's value once `store` is given, `fallback` before. */
export function useLazyStore<T>(store: ReadableAtom<T> | undefined, fallback: T): T {
  const [value, setValue] = useState<T>(fallback);
  useEffect(() => store?.subscribe((next) => setValue(() => next)), [store]);
  return store ? value : fallback;
}
