// When a visible tab renews its token ahead of expiry (product-rules R122, R191). A minute ahead alone
// renewed a token living a minute or less at once, and each fresh one again at once: an endless loop of
// refreshes in every visible tab. So the renewal also waits for half the token's life and 30 s.

/** How long before its expiry a visible tab renews its token (product-rules R122). */
export const RENEW_AHEAD_MS = 60_000;
/** The youngest a token is renewed at, however short its life (product-rules R191). */
export const MIN_RENEWAL_AGE_MS = 30_000;

/** A token's life in ms: when the portal received it and how long it lives. */
export interface TokenLife {
  issuedAtMs: number;
  expiresInMs: number;
}

/** The instant a token is due for renewal: a minute before it expires, but never sooner than half its life nor 30 s after it was issued. */
export function renewalDue({ issuedAtMs, expiresInMs }: TokenLife): number {
  return Math.max(issuedAtMs + expiresInMs - RENEW_AHEAD_MS, issuedAtMs + Math.max(expiresInMs / 2, MIN_RENEWAL_AGE_MS));
}

/** How long from `nowMs` until the renewal; 0 when it is due or the token has already expired (renewed at once, R122). */
export function renewalWait(token: TokenLife, nowMs: number): number {
  if (nowMs > token.issuedAtMs + token.expiresInMs) return 0;
  return Math.max(0, renewalDue(token) - nowMs);
}
