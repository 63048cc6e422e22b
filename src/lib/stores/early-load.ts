// A screen's first load, started when its island's module runs in the browser, before React
// hydrates the island: on a slow phone hydration takes hundreds of milliseconds, and the service
// calls (CORS preflight included) can be on their way meanwhile instead of waiting for it.
import { $user } from './session.ts';

/**
 * Starts `load` now (in the browser, with a session) and returns the function the island's mount
 * effect calls: its first call hands back the load already under way, later calls load again.
 */
export function loadEarly(load: () => Promise<void>): () => Promise<void> {
  if (import.meta.env.SSR || typeof window === 'undefined' || !$user.get()) return load;
  let started: Promise<void> | null = load();
  return () => {
    const first = started;
    started = null;
    return first ?? load();
  };
}
