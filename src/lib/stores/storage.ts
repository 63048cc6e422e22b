// Persistence for every store: localStorage through the storage door (lib/local-store.ts), so a full,
// blocked or missing storage never breaks a screen (docs/architecture.md "Stores"; product-rules R109,
// R284), plus the decoder that validates what was stored.
import { setPersistentEngine, windowPersistentEvents, type PersistentStore } from '@nanostores/persistent';
import { readLocal, whyNotStored, writeLocal } from '../local-store.ts';
import { formatVersions } from '../storage-keys.ts';
import { readStoredJson } from '../stored-json.ts';
import { toast } from '../toast.ts';
import { NEWER_FORMAT_TEXT } from '../domain/newer-format-text.ts';

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
      if (!writeLocal(key, value) && whyNotStored(key) === 'newer') sayNewerFormat();
      return true;
    },
    deleteProperty: (_, key: string) => {
      if (!writeLocal(key, null) && whyNotStored(key) === 'newer') sayNewerFormat();
      return true;
    },
  },
);

if (typeof window !== 'undefined') setPersistentEngine(doorEngine, windowPersistentEvents);

let newerFormatSaid = false;

/**
 * Says once per page that a newer build's data is on the phone and nothing is lost (R285). Its words are
 * imported, not loaded on demand: a dynamic import here would put the bundler's preload helper on every page.
 */
function sayNewerFormat(): void {
  if (newerFormatSaid) return;
  newerFormatSaid = true;
  toast.info(NEWER_FORMAT_TEXT);
}

/**
 * An encoder for `persistentAtom` that validates on read: corrupt, foreign or outdated data
 * decodes to `fallback` instead of throwing (docs/architecture.md "Toolchain notes"). Under a key of
 * `formatVersions` (`versionedKey`) the value is written with this build's `v`, and a newer build's value
 * decodes to `fallback` too, said once: it is left for the build that reads it (R285).
 */
export function jsonCodec<T>(schema: Parser<T>, fallback: T, versionedKey?: string) {
  const version = formatVersions[versionedKey ?? ''];
  return {
    encode: (value: T): string | undefined =>
      value === fallback ? undefined : JSON.stringify(version ? { ...(value as object), v: version } : value),
    decode: (raw: string): T => {
      const value = readStoredJson(raw, version);
      if (value === undefined) {
        sayNewerFormat();
        return fallback;
      }
      const parsed = schema.safeParse(value);
      return parsed.success ? parsed.data : fallback;
    },
  };
}

/**
 * Removes keys from storage, whichever store owns them (loaded on this page or not). Other tabs'
 * persistent stores follow through the storage event. A newer build's value stays (R285) unless `force`
 * ('Sair').
 */
export function removeStoredKeys(keys: readonly string[], force = false): void {
  for (const key of keys) writeLocal(key, null, force);
}
