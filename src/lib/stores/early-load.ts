// A screen's first load, started when its island's module runs in the browser, before React
// hydrates the island: on a slow phone hydration takes hundreds of milliseconds, and the service
// calls (CORS preflight included) can be on their way meanwhile instead of waiting for it.
import { $user } from './session.ts';

const started = new Map<string, Promise<void>>();

/** Starts `load` now, under `key` (e.g. 'campaign-progress:101'), when in a browser with a session. */
export function startEarly(key: string, load: () => Promise<void>): void {
  if (import.meta.env.SSR || typeof window === 'undefined' || !$user.get() || started.has(key)) return;
  started.set(key, load());
}

/** For the island's mount effect: the load started early under `key` (once), else `load()` now. */
export function takeEarly(key: string, load: () => Promise<void>): Promise<void> {
  const early = started.get(key);
  started.delete(key);
  return early ?? load();
}
