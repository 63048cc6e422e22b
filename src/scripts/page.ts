// Runs on every page: restores deep links reached through the 404 fallback, applies the route
// guards, and shows the toasts the previous page left.
import { restoreDeepLink } from '../lib/stores/route.ts';
import { applyGuard } from '../lib/stores/guard.ts';
import { showFlashedToasts } from '../lib/toast.ts';

restoreDeepLink();
if (!applyGuard()) showFlashedToasts();
