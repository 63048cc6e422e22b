// The session token as the users service issues it (sign-in, refresh, company switch) and as the
// portal keeps it: with `issued_at`, because the services only say how long it lives.
import * as z from 'zod/mini';

/**
 * Answer of POST /auth/refreshToken (and the token part of the sign-in answers): contract TokenResponse.
 * A token that lives no time breaks the contract (product-rules R192): renewing it would never end.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().check(z.positive()),
  token_type: z.string(),
});

/** A token as a service answers it. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

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
