// The route guards, applied on every page before anything else runs.
import { guardRedirect } from '../domain/routes.ts';
import { signInUrl } from '../domain/redirect.ts';
import { currentPath } from './route.ts';
import { $session } from './session.ts';

/** Sends the visitor where the guards say (sign-in, /campanhas); returns true when it navigated. */
export function applyGuard(): boolean {
  const path = currentPath();
  const session = $session.get();
  const back = `${path}${window.location.search}${window.location.hash}`;
  const target = guardRedirect(path, session ? { storeAccess: session.user.storeAccess } : null, signInUrl, back);
  if (!target) return false;
  window.location.replace(target);
  return true;
}
