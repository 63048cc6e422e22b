// What the service worker (src/sw/sw.ts) answers a navigation with: the route table decides which
// built page draws a path, and whether it may come from the device at once (docs/offline.md,
// "Navigation rules"). Pure, so every case has a unit test.
import { keptCaches } from '../storage-keys.ts';
import { matchRoute, normalisePath } from './routes.ts';

/** The Cache (Cache API) that records the signed-in paths this device has opened; keyed by path. */
export const visitedCacheName = keptCaches.visited;
/** The built page shown for a page never opened on this device while offline. */
export const offlinePage = '/offline/index.html';

/** Signed-in pages that still open from the device without having been visited: no data of their own. */
const alwaysKept = ['/duvitas'];

/**
 * How a navigation is answered:
 * - `kept`: the built page from the precache at once (public pages, the FAQ);
 * - `visited-first`: the built page from the precache at once when the path was opened before
 *   (looked up by `key` in the visited cache), else the network, recorded on success;
 * - `network`: not a route of the table (the host's 404 fallback routes it), the offline page on failure.
 */
export type NavigationPlan = { kind: 'kept'; page: string } | { kind: 'visited-first'; page: string; key: string } | { kind: 'network' };

/** The built HTML file of a page path (`/campanhas` → `/campanhas/index.html`; Astro writes the error
 * pages as `/404.html` and `/500.html`). */
export function builtPage(path: string): string {
  const clean = normalisePath(path);
  return /^\/(404|500)$/.test(clean) ? `${clean}.html` : `${clean === '/' ? '' : clean}/index.html`;
}

/** The plan for a navigation to `pathname`. Dynamic routes use their shell, as the hosts' rewrites do. */
export function navigationPlan(pathname: string): NavigationPlan {
  const match = matchRoute(pathname);
  if (match.kind === 'unknown') return { kind: 'network' };
  const path = match.kind === 'static' ? match.path : match.route.shell;
  const isPublic = match.kind === 'static' ? match.public : match.route.public;
  if (isPublic || alwaysKept.includes(path)) return { kind: 'kept', page: builtPage(path) };
  return { kind: 'visited-first', page: builtPage(path), key: normalisePath(pathname) };
}

/** What the network's outcome leads to for a `visited-first` or `network` plan. `status` is null when
 * the request failed (offline, DNS, timeout). Only a good answer records the path as visited. */
export function afterNetwork(plan: NavigationPlan, status: number | null): { serve: 'network' | 'offline-page'; record: boolean } {
  if (status === null) return { serve: 'offline-page', record: false };
  return { serve: 'network', record: plan.kind === 'visited-first' && status >= 200 && status < 300 };
}

/** A precache entry as the build lists it (the hashed /_astro/ files have no revision). */
interface PrecacheListEntry {
  url: string;
  revision?: string | null;
}

/**
 * The precache list with each page's revision joined to the headers' (`headersRevision`, stamped into
 * sw.js by `npm run headers`): a page is kept with the headers it was fetched with, its CSP above all,
 * so new headers (a service moved to another host) must fetch every page again (product-rules R230).
 */
export function withHeadersRevision<Entry extends PrecacheListEntry>(entries: readonly Entry[], headersRevision: string): Entry[] {
  return entries.map((entry) =>
    entry.url.endsWith('.html') ? { ...entry, revision: [entry.revision, headersRevision].join('.') } : entry,
  );
}
