// Opens the connections to the services a page calls only after its first paint (the cart's check:
// docs/performance.md, "The cart: its loads after its first paint"), while the page is drawn: on a phone a
// new TLS connection is three round trips, which the check would otherwise wait for after the paint. A
// preconnect sends no request, so nothing is fetched before the paint. The services' addresses come from
// /config.json, which the layout already preloads.
import type { ServiceName } from '../api/client.ts';
import { loadConfig } from '../api/config.ts';

/** A `<link rel="preconnect">` per origin of these services; nothing without a config. A link to an origin already open, the portal's own or a second one, opens nothing more. */
export function preconnect(services: readonly ServiceName[]): void {
  loadConfig().then(
    (config) => {
      for (const origin of new Set(services.map((service) => new URL(config[service]).origin))) {
        const link = document.createElement('link');
        link.rel = 'preconnect';
        link.href = origin;
        // The services are called without credentials: the same pool as this connection.
        link.crossOrigin = 'anonymous';
        document.head.append(link);
      }
    },
    () => undefined, // no config: the calls will say so in their place
  );
}
