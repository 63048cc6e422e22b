// This device's order notifications (product-rules R307, R308): the browser's permission and push
// subscription, its registration with the client API, and the record the service worker reads to know
// whose notifications it shows. Loaded on demand only: by the 'Notificação' tab, by 'Sair', and on every
// page of a device that has a subscription (src/scripts/pwa.ts); no route's first load carries it.
// The session bridge: this module may be the first of a page to call a service (settled from pwa.ts).
import './api-session.ts';
import { registerPush, unregisterPush } from '../api/push.ts';
import { loadConfig } from '../api/config.ts';
import {
  pushDeviceState,
  pushOfferKey,
  pushOwnerKey,
  readPushOwner,
  vapidKeyOf,
  type PushDeviceState,
  type PushOwner,
} from '../domain/push.ts';
import { keptCaches } from '../storage-keys.ts';
import { $session, type Session } from './session.ts';

/** The key's bytes, as `pushManager.subscribe` takes them and a subscription's options keep them. */
function keyBytes(key: string): Uint8Array<ArrayBuffer> {
  const binary = atob(key.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const sameBytes = (a: ArrayBuffer | null, b: Uint8Array) =>
  a !== null && a.byteLength === b.length && new Uint8Array(a).every((byte, i) => byte === b[i]);

const supported = () => 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;

/** The record for the session's user: the client codes they act for (a push for any of them names its order, R306). */
const ownerRecord = ({ user, token }: Session, playerId: string): PushOwner => ({
  user: user.cnpj_cpf,
  clients: [...new Set([user.current_client.clientCode, ...user.clients.map(({ clientCode }) => clientCode)])],
  playerId,
  session: token.issued_at,
});

async function currentSubscription(): Promise<PushSubscription | null> {
  if (!supported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

const endpointOf = (playerId: string) => (JSON.parse(playerId) as { endpoint?: unknown }).endpoint;

/** The record of who registered this device (in the worker's cache, which 'Sair' deletes). */
export async function readOwner(): Promise<PushOwner | null> {
  try {
    const stored = await (await caches.open(keptCaches.visited)).match(pushOwnerKey);
    return readPushOwner(stored ? await stored.text() : null);
  } catch {
    return null;
  }
}

async function writeOwner(owner: PushOwner | null): Promise<void> {
  // 'Sair' deletes the cache meanwhile: not opened again only to be emptied.
  if (!owner && !(await caches.has(keptCaches.visited))) return;
  const cache = await caches.open(keptCaches.visited);
  await (owner ? cache.put(pushOwnerKey, new Response(JSON.stringify(owner))) : cache.delete(pushOwnerKey));
}

/** What the switch shows for the session's user on this device (R307). */
export async function readPushDevice({ user }: Session): Promise<PushDeviceState> {
  const apple = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const installed = matchMedia('(display-mode: standalone)').matches;
  if (!supported()) return pushDeviceState({ supported: false, appleMobile: apple, installed, permission: 'default', subscribed: false });
  const [subscription, owner] = await Promise.all([currentSubscription(), readOwner()]);
  const subscribed = !!subscription && owner?.user === user.cnpj_cpf && endpointOf(owner.playerId) === subscription.endpoint;
  return pushDeviceState({ supported: true, appleMobile: apple, installed, permission: Notification.permission, subscribed });
}

/** The device's subscription made with `key`: the one it has, or a new one (one made with another key first dropped). */
async function subscriptionWith(registration: ServiceWorkerRegistration, key: string): Promise<PushSubscription> {
  const bytes = keyBytes(key);
  const held = await registration.pushManager.getSubscription();
  if (held && sameBytes(held.options.applicationServerKey, bytes)) return held;
  // Made with another key (the services changed theirs): it can no longer be sent to.
  await held?.unsubscribe();
  return registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes });
}

/** How long the worker may take to be ready before turning on gives up (a first visit installs it). */
const WORKER_READY_MS = 10_000;

/**
 * Turns order notifications on for the session's user, from a tap only (R307): asks the browser's permission when it was
 * never asked, subscribes, and registers the subscription with `PUT /client/push`. A refused permission
 * answers the state it left; a failed subscription or registration throws, leaving nothing registered on the
 * device (the subscription is dropped) and nothing retried (R308).
 */
export async function turnPushOn(session: Session): Promise<PushDeviceState> {
  if (!supported()) throw new Error('push: not offered on this device');
  // Asked before anything is awaited: Safari shows the question only within the tap's own task.
  const asked = Notification.permission === 'default' ? Notification.requestPermission() : Notification.permission;
  const key = vapidKeyOf(await loadConfig());
  if (!key) throw new Error('push: not offered on this deploy');
  if ((await asked) !== 'granted') return readPushDevice(session);
  const registration = await Promise.race([
    navigator.serviceWorker.ready,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('push: the service worker is not ready')), WORKER_READY_MS)),
  ]);
  const subscription = await subscriptionWith(registration, key);
  const playerId = JSON.stringify(subscription);
  try {
    await registerPush(playerId);
  } catch (error) {
    await Promise.allSettled([subscription.unsubscribe(), writeOwner(null)]);
    throw error;
  }
  await writeOwner(ownerRecord(session, playerId));
  return 'on';
}

/**
 * Turns them off: the subscription dropped on the device, and `DELETE /client/push` (R308). With
 * `accessToken` ('Sair': the session is already forgotten) the call is kept alive through the page change.
 * A failed call is only logged: the device has no subscription left, so nothing reaches it.
 */
export async function turnPushOff(accessToken?: string): Promise<void> {
  const [subscription, owner] = await Promise.all([currentSubscription(), readOwner()]);
  const playerId = owner?.playerId ?? (subscription && JSON.stringify(subscription));
  const local = Promise.allSettled([subscription?.unsubscribe(), writeOwner(null)]);
  if (playerId)
    await unregisterPush(playerId, accessToken).catch((error: unknown) => console.error('[push] DELETE /client/push failed', error));
  await local;
}

/**
 * On every page of a device that holds a subscription (R308): another user signed in since it was turned on
 * (or nobody owns it, after a 'Sair' whose end did not go through), or the deploy no longer offers
 * notifications, and it ends; the same user with a new session token (signed in again, or refreshed), a
 * subscription the browser renewed, or the services' new key (subscribed again with it: the permission is
 * there already), and it is registered again (the services may have dropped it meanwhile). Signed out,
 * nothing: the next sign-in decides.
 */
export async function settlePushDevice(): Promise<void> {
  const session = $session.get();
  const [subscription, owner] = await Promise.all([currentSubscription(), readOwner()]);
  if (!session || !subscription) return;
  const { user, token } = session;
  const key = vapidKeyOf(await loadConfig());
  if (!key || owner?.user !== user.cnpj_cpf) return turnPushOff();
  const keyHeld = sameBytes(subscription.options.applicationServerKey, keyBytes(key));
  if (keyHeld && !owner.changed && owner.session === token.issued_at) return;
  const registered = keyHeld ? subscription : await subscriptionWith(await navigator.serviceWorker.ready, key);
  const playerId = JSON.stringify(registered);
  await registerPush(playerId);
  await writeOwner(ownerRecord(session, playerId));
}

/** The users who answered the offer after an order on this device (R310); the list goes with 'Sair'. */
async function offerAnswerers(): Promise<string[]> {
  try {
    const stored = await (await caches.open(keptCaches.visited)).match(pushOfferKey);
    const users = stored ? (JSON.parse(await stored.text()) as unknown) : [];
    return Array.isArray(users) ? users.filter((user): user is string => typeof user === 'string') : [];
  } catch {
    return [];
  }
}

/** Whether the session's user answered the offer on this device already (R310). */
export const offerAnswered = async ({ user }: Session) => (await offerAnswerers()).includes(user.cnpj_cpf);

/** Remembers that the session's user answered it, either way (R310). */
export async function rememberOfferAnswered({ user }: Session): Promise<void> {
  const users = [...new Set([...(await offerAnswerers()), user.cnpj_cpf])];
  await (await caches.open(keptCaches.visited)).put(pushOfferKey, new Response(JSON.stringify(users)));
}
