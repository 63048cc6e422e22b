// Started on idle by src/scripts/page.ts (through page-late.ts) (docs/offline.md): registers the service worker, offers a new
// version with 'Nova versão disponível' / 'Atualizar' and shows the offline banner. The page reloads
// only when the user pressed 'Atualizar': never by itself, so a cart or a half-filled form stays.
import { navigationPlan, visitedCacheName } from '../lib/domain/offline-navigation.ts';

const banner = document.querySelector<HTMLElement>('[data-pwa-offline]');
const prompt = document.querySelector<HTMLElement>('[data-pwa-update]');
const button = document.querySelector<HTMLButtonElement>('[data-pwa-update-button]');

function showConnection(): void {
  if (banner) banner.hidden = navigator.onLine;
}

/** Shows the prompt for a worker that waits; pressing 'Atualizar' lets it take over, then reloads. */
function offer(worker: ServiceWorker, container: ServiceWorkerContainer): void {
  if (!prompt || !button) return;
  prompt.hidden = false;
  button.onclick = () => {
    button.disabled = true;
    // Already in charge (another tab updated): loading again is all that is left.
    if (worker.state === 'activated') return window.location.reload();
    container.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    worker.postMessage({ type: 'SKIP_WAITING' });
  };
}

/** A new version is checked when the tab comes back, at most once a minute (a 304 for sw.js, mostly). */
const checkEvery = 60_000;

async function register(container: ServiceWorkerContainer): Promise<void> {
  const registration = await container.register('/sw.js', { scope: '/', updateViaCache: 'none' });
  if (registration.waiting && registration.active) offer(registration.waiting, container);
  registration.addEventListener('updatefound', () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed' && registration.active) offer(worker, container);
    });
  });
  let checked = Date.now();
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'visible' || Date.now() - checked < checkEvery) return;
    checked = Date.now();
    registration.update().catch(() => undefined);
  });
  // A device with order notifications: who signed in since, and a subscription the browser renewed, are
  // settled from here (R308), with the module loaded only on such a device.
  if (await registration.pushManager?.getSubscription())
    import('../lib/stores/push-device.ts')
      .then((device) => device.settlePushDevice())
      .catch((error: unknown) => console.error('[push] the device was not settled', error));
}

/**
 * Records this signed-in page as opened on the device, as the worker does for the pages it serves: the
 * first visit is served before any worker is in charge, and it too must open offline with its kept
 * answers (docs/offline.md, "Navigation rules").
 */
function recordVisit(): void {
  const plan = navigationPlan(location.pathname);
  if (plan.kind !== 'visited-first' || document.documentElement.dataset['auth'] !== 'in' || !('caches' in window)) return;
  caches
    .open(visitedCacheName)
    .then((visited) => visited.put(plan.key, new Response(null, { status: 200 })))
    .catch(() => undefined);
}

/**
 * On the first visit nothing went through the worker: once it takes charge, it is told which of our
 * files this page loaded, so the ones loaded on demand (chart.js, swiper…) are kept for offline too.
 */
function keepFirstLoad(container: ServiceWorkerContainer): void {
  if (container.controller) return;
  container.addEventListener(
    'controllerchange',
    () => {
      const urls = performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((url) => url.startsWith(`${location.origin}/_astro/`));
      if (urls.length) container.controller?.postMessage({ type: 'KEEP_LOADED', urls });
    },
    { once: true },
  );
}

/** Shows the banner now and on every change of the connection, registers the worker, records the visit. */
export function startPwa(): void {
  showConnection();
  recordVisit();
  window.addEventListener('online', showConnection);
  window.addEventListener('offline', showConnection);
  // Installed, the portal is the client's app: its storage is asked to stay (product-rules R276).
  // Its code comes when the event does: every page loads this script.
  window.addEventListener('appinstalled', () => void import('../lib/keep-storage.ts').then((module) => module.keepStorage()));
  // Refused where workers are blocked (the e2e suite, some private modes): the portal works without one.
  if (!('serviceWorker' in navigator)) return;
  keepFirstLoad(navigator.serviceWorker);
  register(navigator.serviceWorker).catch(() => undefined);
}
