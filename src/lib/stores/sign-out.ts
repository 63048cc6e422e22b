// Signing out ('Sair', on every page; product-rules R14, R132): the session, the carts and the send
// markers go at once, here, without loading the cart store; the services are told in the
// background (sign-out-calls.ts), and their answers are not the user's problem. The files the session saved stay: sign-in says so (R293).
import { loadConfig } from '../api/config.ts';
import { signInPath } from '../domain/routes.ts';
import { fileWasDownloaded } from '../download-mark.ts';
import { cartKeys, keptCaches, localKeys } from '../storage-keys.ts';
import { toast } from '../toast.ts';
import { $session, clearSession } from './session.ts';
import { removeStoredKeys } from './storage.ts';

/** The longest sign-in waits for POST /auth/logout to be on its way (loading the API modules on a weak signal, ending the order notifications first). */
export const LOGOUT_HANDOFF_MS = 1000;

/** What sign-in says after 'Sair' when the session saved a file (product-rules R293). */
export const DOWNLOADS_STAY_TEXT = 'Os PDFs que você baixou continuam nos downloads deste aparelho.';

/** True from 'Sair' on: the shell's guard must not race this page's own way to sign-in (with a `?redirect=`). */
export let signingOut = false;

/**
 * Forgets the session and the carts, then opens sign-in as soon as POST /auth/logout (with the old
 * token, kept alive through the page change) is on its way, or after LOGOUT_HANDOFF_MS.
 */
export async function signOut(): Promise<void> {
  const token = $session.get()?.token.access_token;
  signingOut = true;
  // The carts first: another tab hears their removal before the session's, which sends it to sign-in.
  // Whatever build wrote them, they go: 'Sair' leaves nothing of the user behind (R285).
  removeStoredKeys([...cartKeys, localKeys.session], true);
  // Read before the session's end removes the mark.
  if (fileWasDownloaded()) toast.info(DOWNLOADS_STAY_TEXT, { afterNavigation: true });
  clearSession();
  // The kept answers and visited addresses go too (docs/offline.md): the next person on the device sees none.
  const forgotten = Promise.all(Object.values(keptCaches).map((name) => globalThis.caches?.delete(name).catch(() => false)));
  if (token) await Promise.race([tellServices(token), new Promise((resolve) => setTimeout(resolve, LOGOUT_HANDOFF_MS))]);
  await forgotten;
  // In place of this page: Back must not bring a private page back (product-rules R240).
  window.location.replace(signInPath);
}

/** Resolves once the logout call is handed to the network; its failure is only logged. */
async function tellServices(accessToken: string): Promise<void> {
  try {
    // Loaded on demand: pages whose only call is sign-out do not carry the API client. The call goes
    // out right after the configuration is known (at once when this page loaded it).
    const [{ signOut: logout }] = await Promise.all([import('./sign-out-calls.ts'), loadConfig()]);
    // Also ends this device's order notifications, when it has any (R308).
    await logout(accessToken);
  } catch (error) {
    logFailure(error);
  }
}

function logFailure(error: unknown): void {
  console.error('[sign-out] POST /auth/logout failed', error);
}
