// The token as the users service answers it (refresh, sign-in, company switch): contract TokenResponse.
// Apart from token.ts, which every data page loads: only the renewal (token-refresh.ts)
// and the sign-in answers (auth.ts) parse a token, and the schema weighed on every data page's budget.
import * as z from 'zod/mini';

/**
 * Answer of POST /auth/refreshToken (and the token part of the sign-in answers). A token that lives no
 * time breaks the contract (product-rules R192): renewing it would never end.
 */
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  expires_in: z.number().check((payload) => {
    if (!(payload.value > 0)) payload.issues.push({ code: 'custom', input: payload.value });
  }),
  token_type: z.string(),
});

/** A token as a service answers it. */
export type TokenResponse = z.infer<typeof tokenResponseSchema>;
