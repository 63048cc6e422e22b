// The device's push registration (contract: registerPush, unregisterPush), apart from account.ts, which the
// settings page loads first. Not called yet (product-rules R263).
import { request } from './client.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';

/** Registers the device for order notifications: `playerId` is its push subscription's JSON. */
export function registerPush(playerId: string): Promise<MessageResponse> {
  // Kept alive: sent as a page opens, which the user may leave at once.
  return request('clientApi', '/client/push', { method: 'PUT', body: { playerId }, keepalive: true, schema: messageResponseSchema });
}

/**
 * Removes the device from order notifications. On 'Sair' the portal has already forgotten the session:
 * its token is handed in. Kept alive through the page change.
 */
export function unregisterPush(playerId: string, accessToken?: string): Promise<MessageResponse> {
  return request('clientApi', '/client/push', {
    method: 'DELETE',
    body: { playerId },
    keepalive: true,
    schema: messageResponseSchema,
    ...(accessToken && { headers: { Authorization: `Bearer ${accessToken}` } }),
  });
}
