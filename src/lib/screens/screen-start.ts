// What an island needs of the screens before any of their machinery (screen.ts): the state every screen
// opens with, and the early start. Apart so that a page whose island has no data screen of its own (the
// cart) loads these few lines with the portal-app chunk instead of the whole 'screen' chunk
// (build/chunks.ts).
import { $user } from '../stores/session.ts';

/** The state every screen opens with (a ScreenState of screen.ts), which is also what the build's HTML shows. */
export const SCREEN_LOADING: { readonly state: 'loading' } = { state: 'loading' };

/**
 * Runs a screen's start once its island's module has been evaluated in the browser, before React
 * hydrates the island: on a slow phone hydration takes hundreds of milliseconds, and the calls can be
 * on their way meanwhile. In a task of its own, queued as the module runs (so before the hydration
 * React schedules once the island's modules are in): in the task that evaluates the module graph,
 * the calls' start made it one long task on a phone (docs/performance.md, "Main-thread work while a
 * page loads"). Not at build time, and not signed out (the guard is sending the user away). The island
 * reads the state with `useStore($state, { ssr: 'initial' })`, so hydration still renders the build's
 * HTML even when the answer is already in.
 */
export function startEarly(start: () => void): void {
  if (import.meta.env.SSR || typeof window === 'undefined' || !$user.get()) return;
  setTimeout(start);
}
