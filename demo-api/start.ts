// Starts the demo API in-process (for scripts and test set-up): startDemoApi({port}) → {url, close()}.
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createDemoApi, type DemoApi, type DemoApiOptions } from './app.ts';
import { faultsFromEnv } from './lib/faults.ts';

/** Options of startDemoApi. */
export interface StartOptions extends DemoApiOptions {
  /** default: DEMO_API_PORT or 4010; 0 picks a free port */
  port?: number;
  /** default 127.0.0.1 */
  hostname?: string;
}

/** A started demo API. */
export interface RunningDemoApi {
  url: string;
  api: DemoApi;
  close(): Promise<void>;
}

/** Starts the demo API; faults come from `options.faults` or, when absent, from DEMO_FAULTS. */
export function startDemoApi(options: StartOptions = {}): Promise<RunningDemoApi> {
  const { port = Number(process.env.DEMO_API_PORT ?? 4010), hostname = '127.0.0.1', ...rest } = options;
  const faults = rest.faults ?? faultsFromEnv(process.env.DEMO_FAULTS).map(({ id: _id, hits: _hits, ...f }) => f);
  const api = createDemoApi({ ...rest, faults });
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: api.app.fetch, port, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${hostname}:${info.port}`,
        api,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
    server.once('error', reject);
  });
}
