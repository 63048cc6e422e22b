// Renewing an expired token (product-rules R10, R11, R121–R123), loaded by client.ts only when a
// token must be renewed: every data page used to carry this code on its first load for a call that
// most visits never make (docs/architecture.md, "API layer").
import type * as z from 'zod/mini';
import { ApiError, ConfigError, HttpError, SESSION_NOT_RENEWED } from './every-page/errors.ts';
import type { SessionBridge } from './every-island/client.ts';
import { isTokenExpired, storeToken, tokenResponseSchema, type StoredToken } from './every-island/token.ts';

/** What the renewal needs of the client, handed over so that this module does not import it back. */
export interface RefreshContext {
  bridge: SessionBridge;
  now: () => number;
  /** A token another tab (or this one) stored after `token`. */
  newer: (stored: StoredToken | null, token: StoredToken) => stored is StoredToken;
  /** POST /auth/refreshToken with `token`, answered 2xx or rejected with the client's typed errors. */
  send: (token: StoredToken) => Promise<{ _data?: unknown }>;
  parse: <S extends z.ZodMiniType>(endpoint: string, text: unknown, schema: S) => z.infer<S>;
}

/**
 * Renews `old` once per call, queued across tabs on a Web Lock (R122: the services retire the old
 * token on refresh, so a second refresh with it would be refused). Without Web Locks, a tab that loses
 * the race finds the winner's token in storage when its own refresh is refused (`adopt`).
 */
export function renewShared(old: StoredToken, context: RefreshContext): Promise<StoredToken> {
  const locks = globalThis.navigator?.locks;
  const renew = (): Promise<StoredToken> => renewToken(old, context);
  return locks ? locks.request('portal:token-refresh', renew) : renew();
}

/** `old`'s successor already in storage and still valid (another tab refreshed first), taken over; else null. */
function adopt(old: StoredToken, { bridge, now, newer }: RefreshContext): StoredToken | null {
  const stored = bridge.readStoredToken();
  if (!newer(stored, old) || isTokenExpired(stored, now())) return null;
  bridge.onTokenRefreshed(stored);
  return stored;
}

async function renewToken(old: StoredToken, context: RefreshContext): Promise<StoredToken> {
  const { bridge } = context;
  // Read inside the lock: the tab that held it may have stored a new token already.
  const taken = adopt(old, context);
  if (taken) return taken;
  try {
    const answer = await context.send(old);
    const fresh = storeToken(context.parse('POST /auth/refreshToken', answer._data, tokenResponseSchema), context.now());
    bridge.onTokenRefreshed(fresh);
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
