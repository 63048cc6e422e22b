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
// Not needed for the first paint: loaded after load, once the first contentful frame is shown (its paint entry
// comes when it was presented); it starts the worker's part when idle. On a small page `load` can come before
// that frame: the request then raced the page's largest element, and Lighthouse counted it before it
// (docs/performance.md, "Loading order"). A page without that entry (all of it hidden, or Safari 14.0, which
// has no paint timing) loads it 3 s after load: it also guards a page restored from the back/forward cache.
// late() runs the module once however often it is called.
addEventListener('load', () => {
  setTimeout(() => void late(), 3000);
  // In a task of its own, out of the paint entry's callback.
  new PerformanceObserver(
    (entries) => void (entries.getEntriesByName('first-contentful-paint')[0] && setTimeout(() => void late())),
  ).observe({
    type: 'paint',
    buffered: true,
  });
});
