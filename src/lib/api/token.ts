// The session token as the portal keeps it: with `issued_at`, because the services only say how long
// it lives. Its schema, as the users service answers it, is in token-response.ts.
import type { TokenResponse } from './token-response.ts';

/** A token as the portal keeps it: `issued_at` in seconds since the epoch, set on receipt (product-rules R9). */
export interface StoredToken extends TokenResponse {
  issued_at: number;
}

/** Stamps a token received at `nowMs` with its `issued_at` (whole seconds). */
export function storeToken(t: TokenResponse, nowMs: number): StoredToken {
  return { access_token: t.access_token, expires_in: t.expires_in, token_type: t.token_type, issued_at: Math.floor(nowMs / 1000) };
}

/** True once `issued_at + expires_in` (seconds) is earlier than `nowMs`: time to refresh. */
export function isTokenExpired(t: StoredToken, nowMs: number): boolean {
  return (t.issued_at + t.expires_in) * 1000 < nowMs;
}
