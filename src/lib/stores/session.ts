// The signed-in session (token + user), kept in localStorage and in sync across tabs, and the
// flags that live beside it. Islands and the shell read it; only actions here write it.
import { persistentAtom, persistentBoolean } from '@nanostores/persistent';
import { computed } from 'nanostores';
import type { SessionUser } from '../api/session-user.ts';
import type { StoredToken } from '../api/token.ts';
import { signInUrl } from '../domain/redirect.ts';
import { cartKeys, localKeys } from '../storage-keys.ts';
import { isStored, readLocal, writeLocal } from '../local-store.ts';
import { jsonCodec, removeStoredKeys } from './storage.ts';
import { storedSessionParser, type Session } from './stored-session.ts';

export type { Session } from './stored-session.ts';

/** The session, or null when signed out. Corrupt stored data reads as signed out. */
export const $session = persistentAtom<Session | null>(localKeys.session, null, jsonCodec(storedSessionParser, null, localKeys.session));

/** The signed-in user, or null. */
export const $user = computed($session, (session) => session?.user ?? null);

/** The code of the client (company) the session acts for, or null when signed out: the one place screens read it. */
export const $clientCode = computed($session, (session) => session?.user.current_client.clientCode ?? null);

/** The current client's subchannel, or null: sent with a prospera campaign's participation change. */
export const $clientSubchannel = computed($session, (session) => session?.user.current_client.subchannel ?? null);

/** Whether ordering is enabled for the signed-in user. */
export const $storeAccess = computed($session, (session) => session?.user.storeAccess === true);

/**
 * Whether an ordering page must leave (R6): a signed-in user without store access is sent to
 * /campanhas; a visitor with no session is left to the guard, whose sign-in brings them back to this
 * page. Sending them to /campanhas as well would replace that navigation (the later
 * `location.replace` wins) and lose the way back.
 */
export function leavesOrderingPage(replace: (url: string) => void): boolean {
  if ($storeAccess.get()) return false;
  if ($session.get()) replace('/campanhas');
  return true;
}

/** Set after first access is finished, until the e-mailed token is validated. */
export const $awaitingEmailValidation = persistentBoolean(localKeys.awaitingEmailValidation);

/**
 * Stores a fresh sign-in (or company switch) answer. Carts and send markers left by another user
 * of the phone go first; the same user finds theirs again (product-rules R133). Read raw here, so
 * the sign-in page needs no cart store. False, with the session before left as it was, when the
 * phone's storage cannot keep it: the next page would find nobody signed in (R284).
 */
export function startSession(token: StoredToken, user: SessionUser): boolean {
  try {
    const stored = readLocal(localKeys.cart);
    if (stored !== null && (JSON.parse(stored) as { owner?: unknown } | null)?.owner !== user.cnpj_cpf) removeStoredKeys(cartKeys);
  } catch {
    // Unreadable carts count as someone else's.
    removeStoredKeys(cartKeys);
  }
  const previous = $session.get();
  $session.set({ token, user });
  if (isStored(localKeys.session)) return true;
  $session.set(previous);
  return false;
}

/** Replaces the token after a refresh, keeping the user. */
export function replaceToken(token: StoredToken): void {
  const current = $session.get();
  if (current) $session.set({ ...current, token });
}

/** Keeps the signed-in user's photo in step after it changes in the account settings. */
export function updateSessionProfile(profile: string | null): void {
  const current = $session.get();
  if (current && current.user.profile !== profile) $session.set({ ...current, user: { ...current.user, profile } });
}

/** Forgets the session. Caches tied to it are cleared by the listener below. */
export function clearSession(): void {
  $session.set(null);
}

/** The current path with query and hash, for a redirect back after sign-in. */
function currentPathForRedirect(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

/** Clears the session and sends the user to sign-in with a way back to where they were. */
export function expireSession(): void {
  const back = currentPathForRedirect();
  clearSession();
  // In place of this page: Back must not bring a private page back (product-rules R240).
  window.location.replace(signInUrl(back));
}

// Data of the previous company or user must not outlive the session (product-rules R14), nor the mark of
// its downloads (R293). The carts do: they wait for the same user (R131), and go on 'Sair' (sign-out.ts)
// or another user's sign-in. The end is announced too: a tab whose session was removed with no storage
// event of its own (storage cleared under it) hears this write and finds no session (the persistent
// stores re-read on any key).
$session.listen((session) => {
  if (session) return;
  removeStoredKeys([localKeys.companies, localKeys.companiesCachedAt, localKeys.clientData, localKeys.downloadedFiles]);
  writeLocal(localKeys.sessionEnded, '1');
  writeLocal(localKeys.sessionEnded, null);
});
