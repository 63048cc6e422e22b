// Starts the demo API in-process (for scripts and test set-up): startDemoApi({port}) → {url, close()}.
import { createSecureServer } from 'node:http2';
import type { AddressInfo, Socket } from 'node:net';
import { serve } from '@hono/node-server';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './app.ts';
import { faultsFromEnv } from './lib/faults.ts';

/** Options of startDemoApi. */
export interface StartOptions extends DemoApiOptions {
  /** default: DEMO_API_PORT or 4010; 0 picks a free port */
  port?: number;
  /** default 127.0.0.1 */
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

/** Starts the demo API; faults come from `options.faults` or, when absent, from DEMO_FAULTS. */
export function startDemoApi(options: StartOptions = {}): Promise<RunningDemoApi> {
  const { port = Number(process.env.DEMO_API_PORT ?? 4010), hostname = '127.0.0.1', tls, ...rest } = options;
  const faults = rest.faults ?? faultsFromEnv(process.env.DEMO_FAULTS).map(({ id: _id, hits: _hits, ...f }) => f);
  const api = createDemoApi({ ...rest, faults });
  return new Promise((resolve, reject) => {
    const secure = tls ? { createServer: createSecureServer, serverOptions: { ...tls, allowHTTP1: true } } : {};
    const server = serve({ fetch: api.app.fetch, port, hostname, ...secure }, (info: AddressInfo) => {
      resolve({
        url: `${tls ? 'https' : 'http'}://${hostname}:${info.port}`,
        api,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            // Kept-alive connections (HTTP/2 sessions above all) would hold close() open.
            for (const socket of sockets) socket.destroy();
          }),
      });
    });
    const sockets = new Set<Socket>();
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    server.once('error', reject);
  });
}
