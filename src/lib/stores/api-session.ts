// Hands the API layer what it needs from the session (lib/api never imports stores:
// docs/architecture.md "Layers"). Every store that calls the API imports this module first, so
// pages without an API client (FAQ, error pages) carry none of it.
import { connectSession, nowMs, refreshSession } from '../api/client.ts';
import { renewalDue } from '../domain/token-renewal.ts';
import { readLocal } from '../local-store.ts';
import { localKeys } from '../storage-keys.ts';
import { $session, expireSession, replaceToken } from './session.ts';
import { jsonCodec } from './storage.ts';
import { storedSessionParser, type Session } from './stored-session.ts';
import { isPublicPath } from '../domain/routes.ts';

const codec = jsonCodec(storedSessionParser, null, localKeys.session);

/** Whose a session is: its user and company (kept answers, tokens: R242). */
const scopeOf = (session: Session | null | undefined): string | null =>
  session ? `${session.user.cnpj_cpf}/${session.user.current_client.clientCode}` : null;

/** The session as stored now: another tab's write may not have reached $session yet (R122). */
function readStored(): Session | null {
  // A write storage refused is read back as this tab wrote it (R284).
  return codec.decode(readLocal(localKeys.session) ?? '');
}

connectSession({
  getToken: () => $session.get()?.token ?? null,
  readStoredToken: () => readStored()?.token ?? null,
  readStoredScope: () => scopeOf(readStored()),
  onTokenRefreshed: replaceToken,
  onSessionExpired: expireSession,
  // Kept answers belong to one user in one company (docs/offline.md, "Kept answers").
  keptScope: () => scopeOf($session.get()),
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
  // Not on the public pages: a session left there by someone else is never renewed (R242).
  if (!token || document.visibilityState !== 'visible' || isPublicPath(globalThis.location?.pathname ?? '')) return;
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
