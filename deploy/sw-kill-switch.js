// The service worker's kill switch (docs/offline.md, "Kill switch"; product-rules R233). Deployed as /sw.js,
// in place of the build's worker, only when a worker that breaks the portal has shipped and a fixed build
// cannot go out at once. Browsers fetch /sw.js again on every navigation (no-cache, updateViaCache 'none'),
// find this one and install it at once; it takes over the open pages (it has no fetch handler, so their
// requests go to the network), deletes every cache of the origin (the precache, the runtime caches, the
// kept answers, the visited pages) and unregisters itself. Pages then load from the network, as before
// the portal was installed; carts and sessions (localStorage) stay. Nothing reloads by itself.
self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
    })(),
  );
});
