// A screen's first calls, started when its island's module runs in the browser, before React
// hydrates the island: on a slow phone hydration takes hundreds of milliseconds, and the service
// calls (CORS preflight included) can be on their way meanwhile instead of waiting for it.
// Prefetching touches no store (resource.prefetch), so the hydration still renders exactly the
// build's HTML; the island's usual load on mount then takes the answers already under way.
import { $user } from './session.ts';

/** Runs `prefetch` now, in a browser with a session (not at build time, not signed out). */
export function prefetchEarly(prefetch: () => void): void {
  if (import.meta.env.SSR || typeof window === 'undefined' || !$user.get()) return;
  prefetch();
}
