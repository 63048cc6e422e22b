// Renewing an expired token (product-rules R10, R11, R121–R123), loaded by client.ts only when a
// token must be renewed: every data page used to carry this code on its first load for a call that
// most visits never make (docs/architecture.md, "API layer").
import type * as z from 'zod/mini';
import { ApiError, ConfigError, HttpError, SESSION_NOT_RENEWED } from './errors.ts';
import type { SessionBridge } from './session-bridge.ts';
import { isTokenExpired, storeToken, type StoredToken } from './token.ts';
import { tokenResponseSchema } from './token-response.ts';

/** What the renewal needs of the client, handed over so that this module does not import it back. */
export interface RefreshContext {
  bridge: SessionBridge;
  now: () => number;
  /** The client's one refresh per tab (refreshOnce): renewShared, shared with the calls that need it meanwhile. */
  refresh: (token: StoredToken) => Promise<StoredToken>;
  /** POST /auth/refreshToken with `token`, answered 2xx or rejected with the client's typed errors. */
  send: (token: StoredToken) => Promise<{ _data?: unknown }>;
  parse: <S extends z.ZodMiniType>(endpoint: string, text: unknown, schema: S) => z.infer<S>;
  /** After a 401: whose session the refused call was made in (user and company), read with its token (R242). */
  scope?: string | null | undefined;
}

const LOCK = 'portal:token-refresh';
/** How long a tab that queued for the lock waits for the previous holder's token to reach its storage (R122). */
export const SUCCESSOR_WAIT_MS = 1000;

/**
 * Renews `old` once per call, queued across tabs on a Web Lock (R122: the services retire the old
 * token on refresh, so a second refresh with it would be refused). A tab that queued behind another
 * waits briefly for the token that tab stored (`successorArriving`). Without Web Locks, a tab that loses
 * the race finds the winner's token in storage when its own refresh is refused (`adopt`).
 */
export async function renewShared(old: StoredToken, context: RefreshContext): Promise<StoredToken> {
  const locks = globalThis.navigator?.locks;
  // Whose session `old` is: the renewed token is stored only while it still is (R242).
  const own = { ...context, scope: context.bridge.keptScope?.() };
  if (!locks) return renewToken(old, own, false);
  // A free lock: no other tab is renewing, so there is no successor to wait for.
  const alone = await locks.request(LOCK, { ifAvailable: true }, (lock) => (lock ? renewToken(old, own, false) : null));
  return alone ?? locks.request(LOCK, () => renewToken(old, own, true));
}

/**
 * The rest of a call made with `token` and answered 401 (`refusal`), which the service refused before
 * acting, so even a write goes once more (R190): with the token another tab (or a refresh here) stored
 * meanwhile (R123), else with `token` refreshed, sharing the refresh of parallel calls. The 401 stands,
 * and ends the session (R12), when `token` came fresh from a refresh (one refresh per call) or when the
 * call is refused again. A refused refresh ends the session and rejects with HttpError 401; any other
 * failure keeps it and rejects with the refresh ApiError (R11, R121). Here, not in client.ts, which
 * every data page loads: a 401 with a session is rare.
 */
export async function afterRefusal<T>(
  token: StoredToken,
  refreshed: boolean,
  refusal: unknown,
  sendWith: (token: StoredToken) => Promise<T>,
  context: RefreshContext,
): Promise<T> {
  // Another user or company since the call left (a sign-in, a switch, in any tab): no token of theirs
  // serves it, and its 401 is not theirs to end (R242).
  if (context.scope !== undefined && context.bridge.keptScope?.() !== context.scope) throw refusal;
  const next = await successor(token, refreshed, context);
  if (!next) throw ended(token, refusal, context);
  try {
    return await sendWith(next);
  } catch (error) {
    throw error instanceof HttpError && error.status === 401 ? ended(next, error, context) : error;
  }
}

/** The stored token while the stored session is this tab's user and company; null once it is another's or none (R242). */
function ownStored(bridge: SessionBridge): StoredToken | null {
  return !bridge.readStoredScope || bridge.readStoredScope() === bridge.keptScope?.() ? bridge.readStoredToken() : null;
}

async function successor(token: StoredToken, refreshed: boolean, { bridge, refresh }: RefreshContext): Promise<StoredToken | null> {
  const stored = ownStored(bridge);
  if (newer(stored, token)) {
    bridge.onTokenRefreshed(stored);
    return stored;
  }
  // Not this tab's session any more: it ended meanwhile (a parallel call's refused refresh).
  if (refreshed || bridge.getToken()?.access_token !== token.access_token) return null;
  return refresh(token);
}

/** The 401 a call with `token` got: "session gone" (R12) while that token is still this tab's, so parallel calls end it once. */
function ended(token: StoredToken, refusal: unknown, { bridge }: RefreshContext): unknown {
  if (bridge.getToken()?.access_token === token.access_token) bridge.onSessionExpired();
  return refusal;
}

/** A token another tab (or this one) stored after `token`: same session, later issue. */
function newer(stored: StoredToken | null, token: StoredToken): stored is StoredToken {
  return !!stored && stored.access_token !== token.access_token && stored.issued_at >= token.issued_at;
}

/** `old`'s successor already in storage and still valid (another tab refreshed first), taken over; else null. */
function adopt(old: StoredToken, { bridge, now }: RefreshContext): StoredToken | null {
  const stored = ownStored(bridge);
  if (!newer(stored, old) || isTokenExpired(stored, now())) return null;
  bridge.onTokenRefreshed(stored);
  return stored;
}

/**
 * Waits up to SUCCESSOR_WAIT_MS for `old`'s successor to appear in storage, then takes it over (or null).
 * The browser hands the lock over before the token the previous holder stored reaches this tab: writes
 * to localStorage reach other tabs asynchronously, announced by their storage event.
 */
function successorArriving(old: StoredToken, context: RefreshContext): Promise<StoredToken | null> {
  if (!('addEventListener' in globalThis)) return Promise.resolve(null); // no window: no other tab's writes
  return new Promise((resolve) => {
    const settle = (token: StoredToken | null): void => {
      clearTimeout(timer);
      globalThis.removeEventListener('storage', onStorage);
      resolve(token);
    };
    const onStorage = (): void => {
      const taken = adopt(old, context);
      if (taken) settle(taken);
    };
    const timer = setTimeout(() => settle(adopt(old, context)), SUCCESSOR_WAIT_MS);
    globalThis.addEventListener('storage', onStorage);
  });
}

async function renewToken(old: StoredToken, context: RefreshContext, afterAnotherTab: boolean): Promise<StoredToken> {
  const { bridge } = context;
  // Read inside the lock: the tab that held it may have stored a new token already, or be about to (R122).
  const taken = adopt(old, context) ?? (afterAnotherTab ? await successorArriving(old, context) : null);
  if (taken) return taken;
  try {
    const answer = await context.send(old);
    const fresh = storeToken(context.parse('POST /auth/refreshToken', answer._data, tokenResponseSchema), context.now());
    // Stored only while the session is still the one `old` belonged to: an answer that lands after another
    // user signed in, a company switch or 'Sair' (here or in another tab) never writes over it (R242).
    if (bridge.keptScope?.() === context.scope && ownStored(bridge)) bridge.onTokenRefreshed(fresh);
    return fresh;
  } catch (error) {
    // Only a refusal of the token ends the session (product-rules R11), as one "session gone" error.
    if (error instanceof HttpError && (error.status === 401 || error.status === 403)) {
      const winner = adopt(old, context);
      if (winner) return winner;
      bridge.onSessionExpired();
      throw new HttpError(401, { cause: error });
    }
    if (error instanceof ConfigError) throw error;
    // Anything else (5xx, another 4xx, a broken answer, no answer) says nothing about the session: keep
    // it and everything the user has; the screen offers its retry (R121).
    throw new ApiError('refresh', SESSION_NOT_RENEWED, { cause: error });
  }
}
