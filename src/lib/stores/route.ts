// Where the browser really is. A host without rewrites serves 404.html for a deep link such as
// /campanhas/12; that page sends the browser to the route's shell with `?route=/campanhas/12`,
// and this module puts the real address back so reloads and bookmarks keep working.
import { matchRoute, normalisePath } from '../domain/routes.ts';

/** Query parameter the 404 fallback uses to carry the original path. */
const deepLinkParam = 'route';

function carriedPath(): URL | null {
  const carried = new URLSearchParams(window.location.search).get(deepLinkParam);
  if (!carried || !carried.startsWith('/') || carried.startsWith('//') || carried.includes('\\')) return null;
  const target = new URL(carried, window.location.origin);
  if (target.origin !== window.location.origin) return null;
  const match = matchRoute(target.pathname);
  // Only the shell page of the carried route may take it over.
  if (match.kind !== 'dynamic') return null;
  return normalisePath(match.route.shell) === normalisePath(window.location.pathname) ? target : null;
}

/** The path being shown: the carried deep link when present, else the address bar's path. */
export function currentPath(): string {
  return carriedPath()?.pathname ?? window.location.pathname;
}

/** A campaign route's parameters as its screens take them (`{ id: '101' }`); any may be missing. */
export type CampaignRouteParams = Readonly<Record<string, string | undefined>>;

/** Parameters of the dynamic route on screen (`{ id: '12' }`), empty on other pages. */
export function routeParams(): Record<string, string> {
  const match = matchRoute(currentPath());
  return match.kind === 'dynamic' ? match.params : {};
}

/** Puts a deep link carried by the 404 fallback back in the address bar. */
export function restoreDeepLink(): void {
  const target = carriedPath();
  if (target) window.history.replaceState(window.history.state, '', `${target.pathname}${target.search}${target.hash}`);
}

/** The URL of the shell page that renders a deep link (used by the 404 fallback), or null. */
export function deepLinkShellUrl(pathname: string, search: string, hash: string): string | null {
  const match = matchRoute(pathname);
  if (match.kind !== 'dynamic') return null;
  return `${match.route.shell}?${deepLinkParam}=${encodeURIComponent(`${pathname}${search}${hash}`)}`;
}
