// Order notifications' registration of this device (product-rules R308; contract: registerPush, unregisterPush).
// Apart from account.ts, which the settings page loads first: only the lazily loaded stores/push-device.ts calls these.
import { request } from './client.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';

/** Registers the device for order notifications: `playerId` is its push subscription's JSON (product-rules R308). */
export function registerPush(playerId: string): Promise<MessageResponse> {
  // Kept alive: sent as a page opens (R308), which the user may leave at once.
  return request('clientApi', '/client/push', { method: 'PUT', body: { playerId }, keepalive: true, schema: messageResponseSchema });
}

/**
 * Removes the device from order notifications (R308). On 'Sair' the portal has already forgotten the session:
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
