// What src/scripts/page.ts loads after the first paint, behind one import(): the toaster when the
// first toast is raised, and, on idle, the service worker's registration, update prompt and offline
// banner (src/scripts/pwa.ts), the orders' news (src/scripts/order-news.ts, R311–R313) and the field data
// (src/lib/telemetry.ts, product-rules R266).
// One door, so page.ts carries no list of the toaster's files to preload (docs/architecture.md,
// "Modules kept apart for their bytes"); the first toast on a device waits one more round trip (this
// file), later ones come from the HTTP cache or the service worker's.
import { readLocal } from '../lib/local-store.ts';
import { formatVersions, localKeys } from '../lib/storage-keys.ts';
import { readStoredJson, type SessionRecord } from '../lib/stored-json.ts';
import { startPwa } from './pwa.ts';

export function mountToaster(): void {
  void import('../islands/toaster/mount.tsx').then((toaster) => toaster.mountToaster());
}

/** Whose page this is: the stored session's user and company ('' signed out), read as every reader reads it. */
function drawnFor(): string {
  // readStoredJson rather than sessionRecordOf: that one would join the chunk every page loads, for page-late alone.
  const stored = readStoredJson(readLocal(localKeys.session), formatVersions[localKeys.session]) as
    Partial<SessionRecord> | null | undefined;
  const user = stored?.token && stored.user;
  return user ? `${String(user.cnpj_cpf)}/${String(user.current_client?.clientCode)}` : '';
}

// A page restored from the back/forward cache (Back after 'Sair', after a session ended, after another
// user signed in or a company switch in another tab) shows what it drew for whoever it was drawn for:
// when that is no longer the stored session, it is drawn again, and the guards send a visitor with no
// session to sign-in (product-rules R240). Here, after load, so no page's first load grows: a page is
// only kept in that cache once it has loaded.
const owner = drawnFor();
window.addEventListener('pageshow', (event) => {
  if (event.persisted && drawnFor() !== owner) location.reload();
});

// The registration, the update prompt and the banner once the page has loaded and the browser is idle
// (this file may be loaded earlier, by a toast); then the field data, a chunk of its own that loads
// web-vitals only for a sampled page view of a deploy that asks for it (R266).
const startWhenIdle = () =>
  (self.requestIdleCallback ?? setTimeout)(() => {
    startPwa();
    // What changed in the orders since the last visit (R311–R313): /pedidos shows it on its own cards.
    if (owner && location.pathname.replace(/\/$/, '') !== '/pedidos') {
      import('./order-news.ts').then((news) => news.startOrderNews()).catch((error: unknown) => console.warn('[order-news]', error));
    }
    // Offline before the chunk was ever cached, or a deploy in between: no field data for this page view,
    // and no uncaught rejection either.
    import('../lib/telemetry.ts').then(
      (telemetry) => telemetry.startTelemetry(),
      () => undefined,
    );
  });
if (document.readyState === 'complete') startWhenIdle();
else addEventListener('load', startWhenIdle, { once: true });
