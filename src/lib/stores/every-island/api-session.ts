// Hands the API layer what it needs from the session (lib/api never imports stores:
// docs/architecture.md "Layers"). Every store that calls the API imports this module first, so
// pages without an API client (FAQ, error pages) carry none of it.
import { connectSession, nowMs, refreshSession } from '../../api/every-island/client.ts';
import type { StoredToken } from '../../api/every-island/token.ts';
import { renewalDue } from '../../domain/every-island/token-renewal.ts';
import { localKeys } from '../../every-page/storage-keys.ts';
import { $session, expireSession, replaceToken } from '../every-page/session.ts';
import { jsonCodec } from '../every-page/storage.ts';
import { storedSessionParser } from '../every-page/stored-session.ts';

const codec = jsonCodec(storedSessionParser, null);

/** The token as stored now: another tab's write may not have reached $session yet (R122). */
function readStoredToken(): StoredToken | null {
  try {
    return codec.decode(localStorage.getItem(localKeys.session) ?? '')?.token ?? null;
  } catch {
    return $session.get()?.token ?? null; // no storage: this tab's own session is all there is
  }
}

connectSession({
  getToken: () => $session.get()?.token ?? null,
  readStoredToken,
  onTokenRefreshed: replaceToken,
  onSessionExpired: expireSession,
  // Kept answers belong to one user in one company (docs/offline.md, "Kept answers").
  keptScope: () => {
    const user = $session.get()?.user;
    return user ? `${user.cnpj_cpf}/${user.current_client.clientCode}` : null;
  },
});

/** setTimeout fires at once beyond this delay (about 24.8 days). */
const MAX_DELAY_MS = 2 ** 31 - 1;

let timer: ReturnType<typeof setTimeout> | undefined;

/** Arms the renewal of a visible tab's token shortly before it expires (at once when it is expired or
 * about to be), never sooner than half its life nor 30 s after it was issued (R122, R191); a hidden
 * tab arms nothing and renews when it is shown again. */
function arm(): void {
  clearTimeout(timer);
  const token = $session.get()?.token;
  if (!token || document.visibilityState !== 'visible') return;
  const now = nowMs();
  const wait = renewalDue(token.issued_at * 1000, token.expires_in * 1000, now) - now;
  // A failure is silent (the next call tries again); a refused token ends the session inside refreshSession.
  const renew = (): void => void refreshSession().catch(() => undefined);
  timer = setTimeout(wait > MAX_DELAY_MS ? arm : renew, Math.min(wait, MAX_DELAY_MS));
}

if (typeof document === 'object') {
  $session.listen(arm);
  document.addEventListener('visibilitychange', arm);
  arm();
}
