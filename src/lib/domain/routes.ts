// The route table (product-rules R1–R7), and the guard rules over it. Pure data and functions: the
// browser guard, the 404 fallback router, the local server and the host rewrite files all read it.

/** A route whose path has parameters: the static host serves its one shell page for every match. */
export interface DynamicRoute {
  /** Pattern of the route; `?` marks an optional parameter. */
  pattern: string;
  /** The built page that renders every path of the pattern (its parameters are read in the browser). */
  shell: string;
  public: boolean;
}

/**
 * Paths that need no session (product-rules R1: the auth screens and the error pages; /offline is
 * what the service worker serves for a page not yet kept on the device, docs/offline.md).
 */
const publicPaths = [
  '/auth/signin',
  '/auth/reset-password',
  '/auth/validate-token',
  '/auth/resend-token',
  '/404',
  '/500',
  '/offline',
] as const;

/**
 * Every fixed path of the route tables, each an Astro page.
 * `/cofiguracao` and `/duvitas` are misspelt on purpose: they are spelled as the client's existing
 * links have them, so those links and bookmarks keep working. Do not "fix"
 * them; a corrected spelling would need a redirect from the old one.
 */
export const staticPaths = [
  '/campanhas',
  '/empresas',
  '/produtos',
  '/produtos/bonus',
  '/pedidos',
  '/pedidos/carrinho',
  '/cofiguracao',
  '/duvitas',
  '/debitos',
  '/equipamentos',
  '/equipamentos/solicitar',
  ...publicPaths,
] as const;

/** Routes with parameters, most specific first: the first match wins. */
export const dynamicRoutes: readonly DynamicRoute[] = [
  { pattern: '/auth/signup/:clientCode?/:document?', shell: '/auth/signup/', public: true },
  { pattern: '/campanhas/detalhes/:id', shell: '/campanhas/detalhes/_/', public: false },
  { pattern: '/campanhas-prospera/detalhes/:id/:type', shell: '/campanhas-prospera/detalhes/_/_/', public: false },
  { pattern: '/campanhas-prospera/:id/:type', shell: '/campanhas-prospera/_/_/', public: false },
  { pattern: '/campanhas/:id', shell: '/campanhas/_/', public: false },
];

/** Where `/` and every unknown path go (route table: 'any other path'). */
export const homePath = '/campanhas';
/** The product list, landing page of users with store access. */
const productsPath = '/produtos';
/** The sign-in page. */
export const signInPath = '/auth/signin';

/** Paths that only users with storeAccess may open (product-rules R6). */
const storeOnlyPaths = ['/produtos', '/produtos/bonus', '/pedidos/carrinho'];

/** Drops a trailing slash (but keeps `/`), so `/campanhas/` and `/campanhas` are one route. */
export function normalisePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') || '/' : pathname;
}

function segments(path: string): string[] {
  return normalisePath(path).split('/').filter(Boolean);
}

/** Matches a pattern such as `/campanhas/:id`; returns the decoded parameters or null. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = segments(pattern);
  const actual = segments(pathname);
  const required = wanted.filter((s) => !s.endsWith('?')).length;
  if (actual.length < required || actual.length > wanted.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = actual[index];
    if (part.startsWith(':')) {
      if (value === undefined) continue;
      try {
        params[part.slice(1).replace(/\?$/, '')] = decodeURIComponent(value);
      } catch {
        return null;
      }
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

/** What a path is: a fixed page, a dynamic route with its parameters, or unknown. */
type RouteMatch =
  | { kind: 'static'; path: string; public: boolean }
  | { kind: 'dynamic'; route: DynamicRoute; params: Record<string, string> }
  | { kind: 'unknown' };

/** Finds the route a path belongs to. The dynamic shells themselves count as their route. */
export function matchRoute(pathname: string): RouteMatch {
  const path = normalisePath(pathname.replace(/\/index\.html$/, '').replace(/\.html$/, '')) || '/';
  if ((staticPaths as readonly string[]).includes(path)) {
    return { kind: 'static', path, public: (publicPaths as readonly string[]).includes(path) };
  }
  for (const route of dynamicRoutes) {
    const params = matchPattern(route.pattern, path);
    if (params) return { kind: 'dynamic', route, params };
  }
  return { kind: 'unknown' };
}

/** Whether a path may be opened without a session. */
export function isPublicPath(pathname: string): boolean {
  const match = matchRoute(pathname);
  return match.kind === 'static' ? match.public : match.kind === 'dynamic' ? match.route.public : false;
}

/** The part of the session the guards read. */
interface GuardSession {
  storeAccess: boolean;
}

/**
 * Where the guard sends a visitor of `pathname`, or null to stay. `signIn` builds the sign-in URL
 * with a redirect back (kept outside so this module stays free of URL encoding rules).
 */
export function guardRedirect(
  pathname: string,
  session: GuardSession | null,
  signIn: (back: string) => string,
  back: string = pathname,
): string | null {
  const match = matchRoute(pathname);
  if (match.kind === 'unknown') return homePath;
  if (isPublicPath(pathname)) return null;
  if (!session) return signIn(back);
  if (session.storeAccess) return null;
  const path = normalisePath(pathname);
  if (segments(path).includes('meus-pedidos') || storeOnlyPaths.includes(path)) return homePath;
  return null;
}

/** The page a user lands on after signing in or switching company (product-rules R7). */
export function landingPath(storeAccess: boolean): string {
  return storeAccess ? productsPath : homePath;
}
