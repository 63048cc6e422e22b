// What src/scripts/page.ts loads after the first paint, behind one import(): the toaster when the
// first toast is raised, and, on idle, the service worker's registration, update prompt and offline
// banner (src/scripts/pwa.ts).
// One door, so page.ts carries no list of the toaster's files to preload: that list cost every page
// ~80 bytes of gzip, the room the registration needed on the fullest routes (docs/offline.md,
// "Size"); the first toast on a device waits one more round trip (this file), later ones come
// from the HTTP cache or the service worker's.
import { startPwa } from './pwa.ts';

export function mountToaster(): void {
  void import('../islands/toaster/mount.tsx').then((toaster) => toaster.mountToaster());
}

// The registration, the update prompt and the banner once the page has loaded and the browser is idle
// (this file may be loaded earlier, by a toast).
const startWhenIdle = () => (self.requestIdleCallback ?? setTimeout)(startPwa);
if (document.readyState === 'complete') startWhenIdle();
else addEventListener('load', startWhenIdle, { once: true });
