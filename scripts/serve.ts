// The local static server: serves dist/ precompressed, with the same rewrite rules as the hosts
// (scripts/host-rules.ts) and 404.html for anything else, like a CDN with no server code.
import { createServer, type Server } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import sirv from 'sirv';
import { rewriteTarget } from './host-rules.ts';
import { inlineScriptHashes, securityHeaders, type HeaderConfig } from './security-headers.ts';
import { homePath } from '../src/lib/domain/routes.ts';

export interface StaticServerOptions {
  port: number;
  host?: string;
  /** Served at /config.json instead of the built file (e.g. the demo API on another port). */
  config?: Record<string, unknown>;
  distDir?: string;
  /** Apply the hosts' rewrite rules (default). Off, it behaves like a host without rewrites. */
  rewrites?: boolean;
}

/** Starts the static server; resolves once it listens. */
export function startStaticServer(options: StaticServerOptions): Promise<{ url: string; server: Server; close: () => Promise<void> }> {
  const dist = options.distDir ?? new URL('../dist', import.meta.url).pathname;
  if (!existsSync(`${dist}/index.html`)) throw new Error(`No build in ${dist}: run npm run build first.`);
  const assets = sirv(dist, {
    // Looks files up per request instead of listing dist/ once, so a rebuild while it runs is served.
    dev: true,
    brotli: true,
    gzip: true,
    extensions: ['html'],
    etag: true,
    setHeaders: (res, pathname) => {
      // Hashed assets never change; pages and config must be revalidated.
      res.setHeader('Cache-Control', pathname.startsWith('/_astro/') ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
  const notFound = readFileSync(`${dist}/404.html`);
  // The same headers the hosts get from dist/_headers, computed for the config actually served.
  const served = (options.config ?? JSON.parse(readFileSync(`${dist}/config.json`, 'utf8'))) as HeaderConfig;
  const headers = securityHeaders(served, inlineScriptHashes(dist));

  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/') {
      res.writeHead(302, { Location: homePath }).end();
      return;
    }
    if (url.pathname === '/config.json' && options.config) {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache' }).end(JSON.stringify(options.config));
      return;
    }
    const target = options.rewrites === false ? null : rewriteTarget(url.pathname);
    if (target) req.url = `${target}${url.search}`;
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(notFound);
    });
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve) => {
    server.listen(options.port, host, () => {
      resolve({
        url: `http://localhost:${options.port}`,
        server,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
  });
}
