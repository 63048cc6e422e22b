// Persistence for every store: localStorage behind a guard, so a full, blocked or missing storage
// never breaks a screen (docs/architecture.md "Stores"; product-rules R109), plus the decoder that
// validates what was stored.
import { setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';
import { storagePrefix } from '../storage-keys.ts';

/** Anything that validates unknown data like zod's `safeParse` (a zod/mini schema, or a hand-written parser). */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

function browserStorage(): Storage | null {
  try {
    const storage = globalThis.localStorage;
    const probe = `${storagePrefix}probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
    return storage;
  } catch {
    return null;
  }
}

/** localStorage as a key/value object whose writes may fail silently (quota, private mode). */
function guardedStorage(storage: Storage | null): PersistentStore {
  const memory: Record<string, string> = {};
  const read = (key: string): string | undefined => {
    if (storage) {
      try {
        return storage.getItem(key) ?? undefined;
      } catch {
        /* fall through to memory */
      }
    }
    return memory[key];
  };
  return new Proxy(memory, {
    get: (_, key: string) => read(key),
    has: (_, key: string) => read(key) !== undefined,
    set: (_, key: string, value: string) => {
      memory[key] = value;
      try {
        storage?.setItem(key, value);
      } catch {
        /* storage full or blocked: the value lives in memory for this page */
      }
      return true;
    },
    deleteProperty: (_, key: string) => {
      delete memory[key];
      try {
        storage?.removeItem(key);
      } catch {
        /* nothing to do */
      }
      return true;
    },
  });
}

if (typeof window !== 'undefined') {
  setPersistentEngine(guardedStorage(browserStorage()), windowPersistentEvents);
}

/**
 * An encoder for `persistentAtom` that validates on read: corrupt, foreign or outdated data
 * decodes to `fallback` instead of throwing (docs/architecture.md "Toolchain notes").
 */
export function jsonCodec<T>(schema: Parser<T>, fallback: T) {
  return {
    encode: (value: T): string | undefined => (value === fallback ? undefined : JSON.stringify(value)),
    decode: (raw: string): T => {
      try {
        const parsed = schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : fallback;
      } catch {
        return fallback;
      }
    },
  };
}

/**
 * Removes keys from localStorage, whichever store owns them (loaded on this page or not). Other
 * tabs' persistent stores follow through the storage event; a blocked storage kept nothing.
 */
export function removeStoredKeys(keys: readonly string[]): void {
  for (const key of keys) {
    try {
      globalThis.localStorage.removeItem(key);
    } catch {
      /* storage unavailable: nothing was kept */
    }
  }
}
