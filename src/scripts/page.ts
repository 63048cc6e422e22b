// Runs on every page: restores deep links reached through the 404 fallback, applies the route
// guards, mounts the toaster when the first toast is raised, shows the toasts the previous page
// left, and on idle starts the service worker's part (src/scripts/pwa.ts, docs/offline.md).
import { restoreDeepLink } from '../lib/stores/route.ts';
import { applyGuard } from '../lib/stores/guard.ts';
import { hasPendingToasts, showFlashedToasts, toastEvent } from '../lib/toast.ts';

const late = () => import('./page-late.ts');

function loadToaster(): void {
  void late().then((page) => page.mountToaster());
}

restoreDeepLink();
if (!applyGuard()) {
  if (hasPendingToasts()) loadToaster();
  else window.addEventListener(toastEvent, loadToaster, { once: true });
  showFlashedToasts();
}
// Not needed for the first paint: loaded after load; it starts the worker's part when idle.
addEventListener('load', () => void late());
