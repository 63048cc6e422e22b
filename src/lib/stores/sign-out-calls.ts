// What 'Sair' tells the services (product-rules R14, R308), loaded on demand by sign-out.ts: where this device
// receives order notifications, their end (DELETE /client/push), then the end of the session (POST
// /auth/logout), both with the old token, handed in.
import { logout } from '../api/logout.ts';

/**
 * How long the notifications' end is waited for before the logout goes: the logout ends the token the DELETE
 * is sent with. Below sign-out.ts's LOGOUT_HANDOFF_MS, so the logout is always on its way before the page
 * leaves; a DELETE slower than this may be refused, and the device, which unsubscribed already, still
 * receives nothing (the push service answers the services' next message 410).
 */
export const PUSH_END_WAIT_MS = 600;

/** Resolves once the logout is on its way; failures are only logged. */
export async function signOut(accessToken: string): Promise<void> {
  try {
    // Asked locally first: the notifications' module loads only on a device that has any.
    const registration = await navigator.serviceWorker?.getRegistration();
    if (await registration?.pushManager?.getSubscription()) {
      const ended = import('./push-device.ts').then((device) => device.turnPushOff(accessToken));
      await Promise.race([ended, new Promise((resolve) => setTimeout(resolve, PUSH_END_WAIT_MS))]);
    }
  } catch (error) {
    console.error('[sign-out] order notifications not ended', error);
  }
  logout(accessToken).catch((error: unknown) => console.error('[sign-out] POST /auth/logout failed', error));
}
