// Whether the deploy offers order notifications (product-rules R307): its configuration has a `push` entry.
// Apart from push-switch.ts so the 'Notificação' tab can ask without loading the switch; the switch checks the
// key itself (domain/push.ts's vapidKeyOf).
import { loadConfig } from '../api/config.ts';

/** True when /config.json has a `push` entry; false when it has none or cannot be read. */
export const pushOffered = (): Promise<boolean> =>
  loadConfig().then(
    (config) => config.push !== undefined,
    () => false,
  );
