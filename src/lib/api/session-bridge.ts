// What the session store hands the API layer (docs/architecture.md, "The session bridge"): its own
// module, below both client.ts and token-refresh.ts, so that neither imports the other for it.
import type { StoredToken } from './token.ts';

/** What the session store hands the API layer at start-up, so lib/api never imports a store. */
export interface SessionBridge {
  getToken(): StoredToken | null;
  /** The token as stored right now, before another tab's storage event reaches this one. */
  readStoredToken(): StoredToken | null;
  /** Whose the stored session is right now (user and company), or null: none, or another tab's 'Sair' (R242). */
  readStoredScope?(): string | null;
  /** Stores a token in the session (the renewal checks first that the session still holds the one it replaces: R242). */
  onTokenRefreshed(token: StoredToken): void;
  onSessionExpired(): void;
  /** Whose answers may be kept (signed-in user and company), or null: nothing is kept (docs/offline.md, "Kept answers"). */
  keptScope?(): string | null;
}
