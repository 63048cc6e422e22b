// Starts the demo API in-process (for scripts and test set-up): startDemoApi({port}) → {url, close()}.
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './app.ts';
import { isLoopbackHost, LOOPBACK_HOSTS, originsFromEnv } from './lib/access.ts';
import { faultsFromEnv } from './lib/faults.ts';

/** Options of startDemoApi. */
export interface StartOptions extends DemoApiOptions {
  /** default: DEMO_API_PORT or 4010; 0 picks a free port */
  port?: number;
  /** default 127.0.0.1; anything but the loopback needs DEMO_API_ALLOW_REMOTE=1 (docs/product-rules.md R227) */
  hostname?: string;
  /** Serve HTTP/2 over TLS (HTTP/1.1 still accepted) with this key and certificate, as the real services are. */
  tls?: { key: string; cert: string } | undefined;
}

/** A started demo API. */
export interface RunningDemoApi {
  url: string;
  api: DemoApi;
  close(): Promise<void>;
}

/** The refusal to listen beyond this machine without the opt-in (R227). */
export const remoteRefusal = (hostname: string) =>
  `A API de demonstração só escuta em ${LOOPBACK_HOSTS.join(', ')}: ela entrega a quem a alcança os tokens e as senhas ` +
  `temporárias (/outbox.json) e pode ser reiniciada (/__demo/reset). Para escutar em ${hostname} mesmo assim, defina DEMO_API_ALLOW_REMOTE=1.`;

/**
 * Starts the demo API; faults come from `options.faults` or, when absent, from DEMO_FAULTS; the portal's
 * origins from `options.allowedOrigins` or DEMO_API_ALLOWED_ORIGINS (default: port 4321, R226). It
 * listens on the loopback only unless DEMO_API_ALLOW_REMOTE=1 (R227).
 */
export function startDemoApi(options: StartOptions = {}): Promise<RunningDemoApi> {
  const { port = Number(process.env.DEMO_API_PORT ?? 4010), hostname = '127.0.0.1', tls, ...rest } = options;
  const allowRemote = process.env.DEMO_API_ALLOW_REMOTE === '1';
  if (!allowRemote && !isLoopbackHost(hostname)) return Promise.reject(new Error(remoteRefusal(hostname)));
  const faults = rest.faults ?? faultsFromEnv(process.env.DEMO_FAULTS).map(({ id: _id, hits: _hits, ...f }) => f);
  const fromEnv = originsFromEnv(process.env.DEMO_API_ALLOWED_ORIGINS);
  const allowedOrigins = rest.allowedOrigins ?? (fromEnv.length ? fromEnv : undefined);
  const api = createDemoApi({ ...rest, faults, allowRemote, ...(allowedOrigins ? { allowedOrigins } : {}) });
  return new Promise((resolve, reject) => {
    const secure = tls ? { createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } } : {};
    const server = serve({ fetch: api.app.fetch, port, hostname, ...secure }, (info: AddressInfo) => {
      resolve({
        url: `${tls ? 'https' : 'http'}://${hostname.includes(':') ? `[${hostname}]` : hostname}:${info.port}`,
        api,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Kept-alive connections (HTTP/2 sessions above all) would hold close() open.
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
    // Node closes an idle kept-alive connection after 5 s, and a client that reuses it at that moment reads
    // ECONNRESET ('socket hang up': seen from a test's request between two steps). Kept well past any pause
    // between a client's calls, the race is gone; close() still destroys the sockets.
    if ('keepAliveTimeout' in server) server.keepAliveTimeout = 120_000;
    const sockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    server.once('error', reject);
  });
}
