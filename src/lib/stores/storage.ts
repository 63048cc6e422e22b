// Persistence for every store: localStorage through the storage door (lib/local-store.ts), so a full,
// blocked or missing storage never breaks a screen (docs/architecture.md "Stores"; product-rules R109,
// R284), plus the decoder that validates what was stored.
import { setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';
import { readLocal, writeLocal } from '../local-store.ts';

/** Anything that validates unknown data like zod's `safeParse` (a zod/mini schema, or a hand-written parser). */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false };
}

/**
 * The persistent stores' engine: the storage door (lib/local-store.ts), so a store reads back what this
 * page wrote even when storage refused it (R284), and a blocked storage never throws into a screen.
 */
const doorEngine: PersistentStore = new Proxy<PersistentStore>(
  {},
  {
    get: (_, key: string) => readLocal(key) ?? undefined,
    has: (_, key: string) => readLocal(key) !== null,
    set: (_, key: string, value: string) => {
      writeLocal(key, value);
      return true;
    },
    deleteProperty: (_, key: string) => {
      writeLocal(key, null);
      return true;
    },
  },
);

if (typeof window !== 'undefined') setPersistentEngine(doorEngine, windowPersistentEvents);

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
 * Removes keys from storage, whichever store owns them (loaded on this page or not). Other tabs'
 * persistent stores follow through the storage event.
 */
export function removeStoredKeys(keys: readonly string[]): void {
  for (const key of keys) writeLocal(key, null);
}
