// Signing out: tell the users service, forget the session whatever it answers, go to sign-in.
import { errorMessage } from '../api/errors.ts';
import { signInPath } from '../domain/routes.ts';
import { toast } from '../toast.ts';
import { $session, clearSession } from './session.ts';

/** Logs out (POST /auth/logout) and clears the session; a failed call is shown on the sign-in page. */
export async function signOut(): Promise<void> {
  if ($session.get()) {
    try {
      // Loaded on demand: pages whose only call is sign-out do not carry the API client.
      await import('./api-session.ts');
      const { signOut: logout } = await import('../api/auth.ts');
      await logout();
    } catch (error) {
      toast.error(errorMessage(error), { afterNavigation: true });
    }
  }
  clearSession();
  window.location.assign(signInPath);
}
