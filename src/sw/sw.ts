/// <reference lib="webworker" />
// The service worker (docs/offline.md): precaches every built page and the first-load files of
// each, answers navigations from the device (src/lib/domain/offline-navigation.ts), and caches the
// on-demand chunks and /config.json at run time. Built by scripts/service-worker.ts, which replaces
// self.__WB_MANIFEST with the precache list. Requests to other origins (the four services) and
// non-GET requests are never answered here: the page keeps its own last answers ('portal-kept-v1').
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, getCacheKeyForURL, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { afterNetwork, navigationPlan, offlinePage, visitedCacheName, withHeadersRevision } from '../lib/domain/offline-navigation.ts';
import { pushNotice, pushOwnerKey, readPushOwner } from '../lib/domain/push.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: PrecacheEntry[];
  /** The revision of the headers the pages are served with, stamped by `npm run headers` (R230). */
  __HEADERS_REVISION: string;
};

const sameOrigin = (url: URL) => url.origin === self.location.origin;
/** A bounded cache: oldest entries out first, everything out when the device runs out of room. */
const bounded = (maxEntries: number, maxAgeDays?: number) =>
  new ExpirationPlugin({
    maxEntries,
    purgeOnQuotaError: true,
    ...(maxAgeDays ? { maxAgeSeconds: maxAgeDays * 24 * 60 * 60 } : {}),
  }) as WorkboxPlugin;

async function offline(): Promise<Response> {
  return (await matchPrecache(offlinePage)) ?? Response.error();
}

async function navigate(request: Request, url: URL): Promise<Response> {
  const plan = navigationPlan(url.pathname);
  if (plan.kind === 'kept') {
    const kept = await matchPrecache(plan.page);
    if (kept) return kept;
  }
  const visited = await caches.open(visitedCacheName);
  if (plan.kind === 'visited-first' && (await visited.match(plan.key))) {
    const kept = await matchPrecache(plan.page);
    if (kept) return kept;
  }
  let response: Response | null = null;
  try {
    response = await fetch(request);
  } catch {
    // offline, or the host did not answer: decided below
  }
  const next = afterNetwork(plan, response?.status ?? null);
  if (next.record && plan.kind === 'visited-first') await visited.put(plan.key, new Response(null, { status: 200 }));
  return next.serve === 'network' && response ? response : offline();
}

// Navigations first: they must not reach the precache's own route.
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url),
  ({ request, url }) => navigate(request, url),
);

// A kept page answers with the headers it was fetched with: new headers fetch the pages again (R230).
precacheAndRoute(withHeadersRevision(self.__WB_MANIFEST, self.__HEADERS_REVISION), {
  cleanURLs: false,
  ignoreURLParametersMatching: [/.*/],
});
// Only Workbox's own precache names; 'portal-kept-v1' and 'portal-visited-v1' are left alone.
cleanupOutdatedCaches();

// The service URLs come from /config.json: the network's at once, the kept copy when it is slow or gone.
registerRoute(
  ({ url }) => sameOrigin(url) && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'portal-config-v1', networkTimeoutSeconds: 3, plugins: [bounded(1)] }),
);
// The first visit fetched it before any worker was in charge: kept now, or that visit's pages could not
// find the services offline (a ConfigError instead of their kept answers).
self.addEventListener('install', (event: ExtendableEvent) => {
  event.waitUntil(
    caches
      .open('portal-config-v1')
      .then((cache) => cache.add(new Request('/config.json', { cache: 'no-cache' })))
      .catch(() => undefined),
  );
});

// Hashed files outside the first loads (pdf-lib, qrcode, chart.js, swiper, lazy parts): kept when first used.
const isAsset = (url: URL) => sameOrigin(url) && url.pathname.startsWith('/_astro/');
const assets = new CacheFirst({ cacheName: 'portal-assets-v1', plugins: [bounded(80, 60)] });
registerRoute(({ url }) => isAsset(url), assets);

/**
 * The files the page loaded before this worker was in charge (its first visit: chart.js on a campaign,
 * say), sent by src/scripts/pwa.ts: kept now as if the worker had served them, or they would be missing
 * offline. Precached ones are already here.
 */
function keepLoadedAssets(event: ExtendableMessageEvent, urls: unknown[]): void {
  const wanted = urls.flatMap((value) => {
    if (typeof value !== 'string') return [];
    try {
      const url = new URL(value, self.location.href);
      return isAsset(url) && !getCacheKeyForURL(url.href) ? [url.href] : [];
    } catch {
      return [];
    }
  });
  event.waitUntil(Promise.all(wanted.map((url) => assets.handle({ event, request: new Request(url) }).catch(() => undefined))));
}

// The portal's own pictures (public/img): shown from the device, refreshed in the background.
registerRoute(
  ({ request, url }) => sameOrigin(url) && request.destination === 'image',
  new StaleWhileRevalidate({
    cacheName: 'portal-images-v1',
    plugins: [bounded(60, 30)],
  }),
);

// Order notifications (product-rules R306, R308): the page leaves whose they are under pushOwnerKey, in the
// visited-pages cache that 'Sair' deletes; a push for anyone else, or with no owner, says only that there is news.
const pushOwner = async () => {
  const stored = await (await caches.open(visitedCacheName)).match(pushOwnerKey);
  return readPushOwner(stored ? await stored.text() : null);
};

self.addEventListener('push', (event: PushEvent) => {
  event.waitUntil(
    pushOwner().then((owner) => {
      const { title, body, tag, url } = pushNotice(event.data?.text() ?? null, owner?.clients ?? []);
      return self.registration.showNotification(title, { body, tag, data: url, icon: '/icons/icon-192.png', lang: 'pt-BR' });
    }),
  );
});

// A tap: a portal tab on the orders goes to the order; elsewhere a tab is never taken away from what it
// shows (a cart, a form), and the order opens in a new one.
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const url = new URL(String(event.notification.data ?? '/'), self.location.origin);
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then(async (tabs) => {
      const tab = tabs.find((open) => new URL(open.url).pathname === url.pathname);
      if (
        tab &&
        (await tab
          .focus()
          .then(() => tab.navigate(url.href))
          .catch(() => null))
      )
        return;
      await self.clients.openWindow(url.href);
    }),
  );
});

// The browser renewed the subscription: kept as the owner's, marked for the next page opened to register
// (src/scripts/pwa.ts settles the device on every page, R308).
self.addEventListener('pushsubscriptionchange', (event: Event) => {
  const change = event as ExtendableEvent & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null };
  change.waitUntil(
    pushOwner().then(async (owner) => {
      const options = change.oldSubscription?.options;
      const renewed = change.newSubscription ?? (owner && options ? await self.registration.pushManager.subscribe(options) : null);
      if (!owner || !renewed) return;
      const record = { ...owner, playerId: JSON.stringify(renewed), changed: true };
      await (await caches.open(visitedCacheName)).put(pushOwnerKey, new Response(JSON.stringify(record)));
    }),
  );
});

// A new version waits until the user presses 'Atualizar' (src/scripts/pwa.ts): never in the middle of a cart.
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data = event.data as { type?: string; urls?: unknown } | null;
  if (data?.type === 'SKIP_WAITING') void self.skipWaiting();
  if (data?.type === 'KEEP_LOADED' && Array.isArray(data.urls)) keepLoadedAssets(event, data.urls);
});
clientsClaim();
