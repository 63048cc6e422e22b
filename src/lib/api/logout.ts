// POST /auth/logout (product-rules R14), on its own rather than in auth.ts, which every sign-in page loads:
// 'Sair' (stores/sign-out-calls.ts) then loads neither the sign-in calls nor their schemas.
import { request } from './client.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';

/**
 * Ends a session on the server (POST /auth/logout, no body) with that session's token, handed in
 * because the portal has already forgotten it. Kept alive through the page change.
 */
export function logout(accessToken: string): Promise<MessageResponse> {
  return request('usersApi', '/auth/logout', {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
    keepalive: true,
    schema: messageResponseSchema,
  });
}
