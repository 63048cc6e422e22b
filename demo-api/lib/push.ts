// Web Push from the demo (docs/product-rules.md R309): a VAPID key pair made at start, the devices each
// account registered (PUT /client/push carries the subscription's JSON as `playerId`), and a real message
// (RFC 8291 aes128gcm, VAPID-signed) sent when an order's status moves. `web-push` encrypts and signs; the
// request itself goes out with fetch, so a push service on plain http (a test's receiver) is reached too.
import webpush, { type PushSubscription } from 'web-push';
import type { Account, DemoState, PushSent } from './state.ts';

/** The demo's VAPID key pair (base64url): the public one goes into the portal's /config.json. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

export const newVapidKeys = (): VapidKeys => webpush.generateVAPIDKeys();

/** The steps an order goes through on its way, in order: what POST /__demo/orders/:number/advance steps along. */
export const ORDER_WAY = [
  'PEDIDO EM PROCESSAMENTO',
  'FINANCEIRO APROVADO',
  'PEDIDO FATURADO',
  'PEDIDO EM SEPARACAO',
  'PEDIDO EM TRANSITO',
  'PEDIDO ENTREGUE',
] as const;

/** The status after `status` on the way, or null at its end or off it (cancelled, returned, ...). */
export function nextStatus(status: string): string | null {
  const index = (ORDER_WAY as readonly string[]).indexOf(status);
  return index >= 0 && index < ORDER_WAY.length - 1 ? ORDER_WAY[index + 1]! : null;
}

/** A `playerId` that is a Web Push subscription's JSON (endpoint and both keys), or null (an id of another kind). */
export function parseSubscription(playerId: string): PushSubscription | null {
  try {
    const value = JSON.parse(playerId) as Partial<PushSubscription> | null;
    const endpoint = value?.endpoint;
    const keys = value?.keys;
    if (typeof endpoint === 'string' && /^https?:\/\//.test(endpoint) && typeof keys?.p256dh === 'string' && typeof keys.auth === 'string')
      return { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } };
  } catch {
    // not JSON: another provider's id, kept but never sent to
  }
  return null;
}

/** Registers a device for one account; a device belongs to the account that registered it last. */
export function registerDevice(state: DemoState, account: Account, playerId: string): void {
  forgetDevice(state, playerId);
  account.playerIds.push(playerId);
}

/** Forgets a device wherever it was registered: it signed out, or its push service no longer knows it. */
export function forgetDevice(state: DemoState, playerId: string): void {
  for (const other of state.accounts.values()) other.playerIds = other.playerIds.filter((id) => id !== playerId);
}

const SEND_TIMEOUT_MS = 5000;

/**
 * Sends `{kind: 'order-status', order, status, clientCode}` to every device of every account of that client,
 * and resolves once each push service has answered (or failed). A device its service calls gone (404, 410) is
 * forgotten, as a real sender does.
 */
export async function sendOrderStatus(
  state: DemoState,
  keys: VapidKeys,
  message: { order: string; status: string; clientCode: string },
  now: Date,
): Promise<PushSent[]> {
  const payload = JSON.stringify({ kind: 'order-status', ...message });
  const devices = [...state.accounts.values()]
    .filter((account) => account.clientCodes.includes(message.clientCode))
    .flatMap((account) => account.playerIds.map((playerId) => ({ playerId, subscription: parseSubscription(playerId) })))
    .filter((device): device is { playerId: string; subscription: PushSubscription } => device.subscription !== null);
  const sent = await Promise.all(
    devices.map(async ({ playerId, subscription }): Promise<PushSent> => {
      const endpoint = new URL(subscription.endpoint);
      let result: number | string;
      try {
        const request = webpush.generateRequestDetails(subscription, payload, {
          vapidDetails: { subject: 'mailto:portal@demo.invalid', publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: 24 * 60 * 60,
          topic: `pedido-${message.order}`,
          contentEncoding: 'aes128gcm',
        });
        const answer = await fetch(request.endpoint, {
          method: request.method,
          headers: request.headers as Record<string, string>,
          body: request.body as Uint8Array<ArrayBuffer>,
          signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
        });
        result = answer.status;
        if (answer.status === 404 || answer.status === 410) forgetDevice(state, playerId);
      } catch (error) {
        result = (error as Error).message;
      }
      return { at: now.toISOString(), ...message, endpoint: `${endpoint.origin}${endpoint.pathname.slice(0, 24)}`, result };
    }),
  );
  state.pushSent.push(...sent);
  state.pushSent.splice(0, Math.max(0, state.pushSent.length - 50));
  return sent;
}
