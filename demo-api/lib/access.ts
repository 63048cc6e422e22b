// Who may talk to the demo API (docs/product-rules.md R226, R227). It hands out every token and
// temporary password (/outbox.json) and can be reset or faulted (/__demo), and it runs on a developer's
// machine while they browse: a page of any other site must not read it or drive it.
import type { MiddlewareHandler } from 'hono';
import { cors } from 'hono/cors';
import type { DemoEnv } from './context.ts';

/** Names of this machine's loopback, the only hosts the demo API answers for unless told otherwise. */
export const LOOPBACK_HOSTS = ['127.0.0.1', '::1', 'localhost'];

/** Whether a host name (a URL's `hostname`, IPv6 in brackets or not) is the loopback. */
export const isLoopbackHost = (host: string): boolean => LOOPBACK_HOSTS.includes(host.replace(/^\[(.*)\]$/, '$1').toLowerCase());

/** The origins a site served on this machine at `port` is reached by (localhost, 127.0.0.1, [::1]). */
export function loopbackOrigins(port: number, scheme: 'http' | 'https' = 'http'): string[] {
  return ['localhost', '127.0.0.1', '[::1]'].map((host) => `${scheme}://${host}:${port}`);
}

/** The portal's origins when none are given: `npm start`'s and `astro dev`'s default port, 4321. */
export const DEFAULT_PORTAL_ORIGINS = loopbackOrigins(4321);

/** `DEMO_API_ALLOWED_ORIGINS`: origins separated by commas or spaces; none when unset. */
export function originsFromEnv(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((origin) => origin.replace(/\/+$/, ''));
}

/** The contract's custom request headers, which the portal sends and CORS must allow. */
type CorsHeaders = { allowHeaders: string[] };

/**
 * CORS for the portal's origins only: a request from one of them gets the CORS headers (the origin
 * itself, never `*`); from any other origin it gets none, so its page can read nothing (R226).
 */
export function portalCors(allowedOrigins: readonly string[], { allowHeaders }: CorsHeaders): MiddlewareHandler<DemoEnv> {
  const allowed = new Set(allowedOrigins);
  const forPortal = cors({
    origin: (origin) => origin,
    allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
    allowHeaders,
    // A download's file name, and the services' clock for a phone whose own is off (product-rules R297).
    exposeHeaders: ['Content-Disposition', 'Date'],
    maxAge: 600,
  });
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin && allowed.has(origin)) return forPortal(c, next);
    // The answer depends on the Origin: a cache must not give a portal's answer to another site.
    c.header('Vary', 'Origin', { append: true });
    return next();
  };
}

/**
 * The demo-only routes (/__demo/*, /outbox*) refuse a request that comes from another site's page (its
 * `Origin` is not the portal's) with 403: a form or a simple request could reset, fault or read them
 * without CORS. Requests with no `Origin` (the address bar, curl, tests) go through (R226).
 */
export function refuseForeignOrigins(allowedOrigins: readonly string[]): MiddlewareHandler<DemoEnv> {
  const allowed = new Set(allowedOrigins);
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin === undefined || allowed.has(origin)) return next();
    return c.json({ message: 'Origem não permitida', details: `A API de demonstração não atende páginas de ${origin}.` }, 403);
  };
}

/**
 * Only requests addressed to the loopback by name (the Host header): a site that points its own name at
 * 127.0.0.1 (DNS rebinding) would otherwise be same-origin with the demo API and read it (R227).
 */
export function loopbackHostOnly(): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const host = new URL(c.req.url).hostname;
    if (isLoopbackHost(host)) return next();
    return c.json(
      { message: 'Host não permitido', details: `A API de demonstração só atende ${LOOPBACK_HOSTS.join(', ')}, não ${host}.` },
      403,
    );
  };
}
