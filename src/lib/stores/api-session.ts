// Hands the API layer what it needs from the session (lib/api never imports stores:
// docs/architecture.md "Layers"). Every store that calls the API imports this module first.
import { connectSession } from '../api/client.ts';
import { $session, expireSession, replaceToken } from './session.ts';

connectSession({
  getToken: () => $session.get()?.token ?? null,
  onTokenRefreshed: replaceToken,
  onSessionExpired: expireSession,
});
