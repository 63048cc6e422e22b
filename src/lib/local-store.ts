// The one door to localStorage (docs/architecture.md "Stores"; product-rules R109, R284): every persisted
// key is read and written here, so a page always reads what it last wrote, even when the phone's storage
// refused the write (full, blocked), and a write that matters can ask whether it reached storage. A lint
// rule keeps every other module away from localStorage. Framework-free and small: every page loads it.
import { formatVersions, localKeys } from './storage-keys.ts';
import { readStoredJson } from './stored-json.ts';

/** What this page wrote and storage refused, by key (null: a removal that failed); the page reads it back. */
const refused = new Map<string, string | null>();
/** Keys whose refused write met a newer build's value (R285), not a full storage. */
const metNewer = new Set<string>();

/**
 * The keys a phone short of space must keep (R284): a session, the carts and the send markers are the
 * user's work. When one of them does not fit, what the portal can fetch again goes first.
 */
const keptFirst: readonly string[] = [localKeys.session, localKeys.cart, localKeys.orderInFlight];
/** Fetched again on the next visit of their screen: freed for a key kept first. */
const refetchable = [localKeys.companies, localKeys.companiesCachedAt, localKeys.clientData];
/**
 * The most characters a service's answer may take in storage (R284): no answer, however big, fills the
 * phone's storage. Beyond it the value lives for this page only.
 */
const bounds: Readonly<Record<string, number>> = { [localKeys.companies]: 100_000, [localKeys.clientData]: 4_000 };

/** The value of a key: this page's last write when storage refused it, else what storage holds (null: none). */
export function readLocal(key: string): string | null {
  if (refused.has(key)) return refused.get(key) ?? null;
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // no storage here, or a browser that blocks it (it throws on the mere access)
  }
}

function put(key: string, value: string | null): boolean {
  try {
    // Always asked of storage, even for a key it does not hold: another tab hears a removal only when
    // there was something to remove, and a tab that lost its session follows on that (R14).
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** Whether storage holds a value of a newer build's format under a key: its `v` above this build's (R285). */
export function newerFormat(key: string): boolean {
  try {
    return readStoredJson(localStorage.getItem(key), formatVersions[key]) === undefined;
  } catch {
    return false;
  }
}

/**
 * Writes a key (null removes it); true when storage holds it now. A refused write is still read back by
 * this page; a key kept first frees what can be fetched again and tries once more (R284). A newer build's
 * value is never written over nor removed (R285), unless `force` ('Sair' clears whatever is there).
 */
export function writeLocal(key: string, value: string | null, force = false): boolean {
  metNewer.delete(key);
  if (!force && newerFormat(key)) {
    metNewer.add(key);
    refused.set(key, value);
    return false;
  }
  const tooBig = value !== null && value.length > (bounds[key] ?? Infinity);
  // Too big to keep: the older value goes too, so no page reads a stale one as the latest.
  let stored = false;
  if (tooBig) put(key, null);
  else stored = put(key, value);
  if (!stored && value !== null && keptFirst.includes(key)) {
    for (const other of refetchable) put(other, null);
    stored = put(key, value);
  }
  if (stored) refused.delete(key);
  else refused.set(key, value);
  return stored;
}

/** Whether this page's last write of a key reached storage (true when it wrote none). */
export function isStored(key: string): boolean {
  return !refused.has(key);
}

/** Why this page's last write of a key did not reach storage: 'newer' (a newer build's value, R285) or 'full' (R284). */
export function whyNotStored(key: string): 'newer' | 'full' | null {
  return isStored(key) ? null : metNewer.has(key) ? 'newer' : 'full';
}

// Another tab's write is newer than what this page failed to write: storage has the last word again.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null) refused.clear();
    else refused.delete(event.key);
  });
}
