// When a visible tab renews its token ahead of expiry (product-rules R122, R191). A minute ahead alone
// renewed a token living a minute or less at once, and each fresh one again at once: an endless loop of
// refreshes in every visible tab. So the renewal also waits for half the token's life and 30 s.

/** How long before its expiry a visible tab renews its token (product-rules R122). */
export const RENEW_AHEAD_MS = 60_000;
/** The youngest a token is renewed at, however short its life (product-rules R191). */
export const MIN_RENEWAL_AGE_MS = 30_000;

/**
 * The instant a token issued at `issuedAtMs` and living `expiresInMs` is due for renewal: a minute before
 * it expires, but never sooner than half its life nor 30 s after it was issued; `nowMs` (at once) when
 * it has already expired (a tab shown again, R122).
 */
export function renewalDue(issuedAtMs: number, expiresInMs: number, nowMs: number): number {
  if (nowMs > issuedAtMs + expiresInMs) return nowMs;
  return issuedAtMs + Math.max(expiresInMs - RENEW_AHEAD_MS, expiresInMs / 2, MIN_RENEWAL_AGE_MS);
}
