// The local static server: serves dist/ precompressed, with the same rewrite rules as the hosts
// (scripts/host-rules.ts) and 404.html for anything else, like a CDN with no server code.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createSecureServer, type Http2ServerRequest, type Http2ServerResponse } from 'node:http2';
import type { Socket } from 'node:net';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import sirv from 'sirv';
import { cacheControl, headersOfAddress, rewriteTarget, type RouteHeaders } from './host-rules.ts';
import {
  headerMismatches,
  headerMismatchMessage,
  headersRevision,
  inlineScriptHashes,
  routeHeaders,
  stampedWorkerCode,
  type HeaderConfig,
} from './security-headers.ts';
import { homePath } from '../src/lib/domain/routes.ts';
import type { TlsCredentials } from './tls.ts';

interface StaticServerOptions {
  port: number;
  host?: string;
  /** Served at /config.json instead of the built file (e.g. the demo API on another port). */
  config?: Record<string, unknown>;
  distDir?: string;
  /** Apply the hosts' rewrite rules (default). Off, it behaves like a host without rewrites. */
  rewrites?: boolean;
  /** Serve HTTP/2 over TLS (HTTP/1.1 still accepted) with these credentials, as a CDN does. */
  tls?: TlsCredentials | undefined;
  /**
   * Pages served besides dist/, by path (the audit's floor pages, docs/performance.md "The floor"): never
   * in a build, with the pages' headers and their own inline scripts allowed.
   */
  extraPages?: Record<string, string> | undefined;
}

/**
 * The /config.json that points the portal at a demo API running at `apiUrl`; with its VAPID public key, the
 * portal offers order notifications (product-rules R307; architecture.md R309).
 */
export function demoConfig(apiUrl: string, vapidPublicKey?: string) {
  return {
    usersApi: `${apiUrl}/users`,
    campaignsApi: `${apiUrl}/campaigns-service`,
    clientApi: `${apiUrl}/client-api`,
    productsApi: `${apiUrl}/products-api`,
    supportPhone: '0800 725 0011',
    // The demo's tutorial is a video file on the demo API; YouTube's and Vimeo's players may be embedded (R259).
    videoHosts: [new URL(apiUrl).origin, 'www.youtube-nocookie.com', 'player.vimeo.com'],
    // The field data of every page view goes to the demo API, which shows it at /__demo/telemetry (R266).
    telemetryUrl: `${apiUrl}/__demo/telemetry`,
    telemetrySampleRate: 1,
    ...(vapidPublicKey ? { push: { vapidPublicKey } } : {}),
  };
}

/** A running static server. */
interface RunningStaticServer {
  url: string;
  close: () => Promise<void>;
}

/** Starts the static server; resolves once it listens. */
export function startStaticServer(options: StaticServerOptions): Promise<RunningStaticServer> {
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
      // Hashed assets never change; pages and config must be revalidated (the hosts' rules).
      res.setHeader('Cache-Control', cacheControl(pathname));
    },
  });
  const notFound = readFileSync(`${dist}/404.html`);
  // A build whose header files were written for another config than its own would reach users with the
  // wrong policy on a host: refused before anything is served (product-rules R223).
  const built = JSON.parse(readFileSync(`${dist}/config.json`, 'utf8')) as HeaderConfig;
  const mismatches = headerMismatches(dist, built);
  if (mismatches.length) throw new Error(headerMismatchMessage(mismatches, relative(process.cwd(), join(dist, 'config.json'))));
  // The same headers the hosts get from dist/_headers, computed for the config actually served.
  const served = (options.config ?? built) as HeaderConfig;
  const headers = routeHeaders(served, inlineScriptHashes(dist));
  const extraPages = new Map(Object.entries(options.extraPages ?? {}).map(([path, html]) => [path, brotliCompressSync(html)]));
  const extraHeaders = routeHeaders(served, [
    ...inlineScriptHashes(dist),
    ...Object.values(options.extraPages ?? {}).flatMap(scriptHashes),
  ]).page;

  // sirv and this handler only use the request/response API that HTTP/1.1 and HTTP/2's compatibility layer share.
  const handle = (rawReq: IncomingMessage | Http2ServerRequest, rawRes: ServerResponse | Http2ServerResponse) => {
    const req = rawReq as IncomingMessage;
    const res = rawRes as ServerResponse;
    const url = new URL(req.url ?? '/', 'http://localhost');
    // Only the sign-in page's policy allows the bot-check script (product-rules R222); the FAQ's editor has its own.
    for (const [name, value] of Object.entries(headersOfAddress(headers, url.pathname))) res.setHeader(name, value);
    if (url.pathname === '/') {
      res.writeHead(302, { Location: homePath }).end();
      return;
    }
    const extra = extraPages.get(url.pathname);
    if (extra) {
      // Compressed as the build's pages are (scripts/compress.ts): every browser the audit runs asks for br.
      for (const [name, value] of Object.entries(extraHeaders)) res.setHeader(name, value);
      res
        .writeHead(200, {
          'Content-Type': 'text/html; charset=utf-8',
          'Content-Encoding': 'br',
          'Cache-Control': cacheControl(url.pathname),
        })
        .end(extra);
      return;
    }
    if (url.pathname === '/config.json' && options.config) {
      res
        .writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': cacheControl(url.pathname) })
        .end(JSON.stringify(options.config));
      return;
    }
    // The worker carries the revision of the headers its pages come with (product-rules R230): this server's,
    // which are not the build's when `config` stands in for dist/config.json (npm start, a moved demo API).
    const worker = url.pathname === '/sw.js' && options.config ? stampedWorker(dist, headers) : null;
    if (worker !== null) {
      res.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': cacheControl(url.pathname) }).end(worker);
      return;
    }
    // A file that exists is served as it is, as every host does (Netlify's non-forced 200s, Vercel's
    // filesystem check, nginx's try_files $uri): /campanhas/index.html is the list, not a campaign `index.html`.
    const target = options.rewrites === false || isFile(dist, url.pathname) ? null : rewriteTarget(url.pathname);
    if (target) req.url = `${target}${url.search}`;
    assets(req, res, () => {
      res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' }).end(notFound);
    });
  };
  const server = options.tls ? createSecureServer({ ...options.tls, allowHTTP1: true }, handle) : createServer(handle);
  // Browsers keep connections (HTTP/2 sessions above all) open between requests: close() ends them.
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const host = options.host ?? '127.0.0.1';
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, host, () => {
      resolve({
        url: `${options.tls ? 'https' : 'http'}://localhost:${options.port}`,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
  });
}

/** The build's worker stamped for `headers`; null when there is none or it carries no stamp. */
function stampedWorker(dist: string, headers: RouteHeaders): string | null {
  const file = join(dist, 'sw.js');
  return existsSync(file) ? stampedWorkerCode(readFileSync(file, 'utf8'), headersRevision(headers.page, headers.signIn)) : null;
}

/** Whether `pathname` names a file of the build (not a folder, not a missing path). */
function isFile(dist: string, pathname: string): boolean {
  try {
    return statSync(join(dist, decodeURIComponent(pathname))).isFile();
  } catch {
    return false;
  }
}

/** The CSP sources of a page's inline scripts. */
function scriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, code]) => `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
  );
}
