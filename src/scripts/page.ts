// Runs on every page: restores deep links reached through the 404 fallback, applies the route
// guards, mounts the toaster when the first toast is raised, and shows the toasts the previous
// page left.
import { restoreDeepLink } from '../lib/stores/every-page/route.ts';
import { applyGuard } from '../lib/stores/every-page/guard.ts';
import { hasPendingToasts, showFlashedToasts, toastEvent } from '../lib/every-page/toast.ts';

function loadToaster(): void {
  void import('../islands/toaster/mount.tsx').then(({ mountToaster }) => mountToaster());
}

restoreDeepLink();
if (!applyGuard()) {
  if (hasPendingToasts()) loadToaster();
  else window.addEventListener(toastEvent, loadToaster, { once: true });
  showFlashedToasts();
}
