// The demo API: the four services of contract/openapi.yaml under their default base paths, with
// in-memory state, the outbox, generated images and fault switches. A dev/test tool only.
import { Hono } from 'hono';
import { LinearRouter } from 'hono/router/linear-router';
import { DEFAULT_PORTAL_ORIGINS, loopbackHostOnly, portalCors, refuseForeignOrigins } from './lib/access.ts';
import type { DemoContext, DemoEnv } from './lib/context.ts';
import { demoRoutes } from './lib/demo-routes.ts';
import { ConnectionDropped, faultMiddleware, parseFault, type Fault, type FaultInput, type ServiceName } from './lib/faults.ts';
import { outboxRoutes } from './lib/outbox.ts';
import type { DemoState } from './lib/state.ts';
import { staticRoutes } from './lib/svg.ts';
import { buildState, DEFAULT_SEED } from './seed/index.ts';
import { campaignsService } from './services/campaigns.ts';
import { clientService } from './services/client.ts';
import { productsService } from './services/products.ts';
import { usersService } from './services/users.ts';

/** Options of createDemoApi. */
export interface DemoApiOptions {
  /** PRNG seed of the generated catalogue (default 20250301) */
  seed?: number;
  /** the clock; seed dates (periods, due dates, orders) are relative to it */
  now?: () => Date;
  /** access token lifetime in seconds (default 3600) */
  tokenTtlSeconds?: number;
  /** how long a token retired by a refresh still answers a refresh with its successor, in seconds (default 120; 0: never) */
  refreshGraceSeconds?: number;
  /** origin for image URLs; by default each request's own origin */
  publicUrl?: string;
  /** faults active from the start (cleared by /__demo/reset) */
  faults?: FaultInput[];
  /**
   * the portal's origins: the only ones CORS answers, and the only `Origin` the demo routes accept
   * (default: localhost, 127.0.0.1 and [::1] on port 4321; docs/product-rules.md R226)
   */
  allowedOrigins?: readonly string[];
  /** answer requests addressed to any host name, not only the loopback's (DEMO_API_ALLOW_REMOTE=1; R227) */
  allowRemote?: boolean;
}

/** A demo instance: its Hono app, its live state and a reset. */
export interface DemoApi {
  app: Hono<DemoEnv>;
  state: DemoState;
  /** restores the seed state (relative to the clock's current time) and clears faults */
  reset(): void;
}

/** Base path of each service, as the contract's server defaults. */
export const SERVICE_BASES: Record<ServiceName, string> = {
  usersApi: '/users',
  campaignsApi: '/campaigns-service',
  clientApi: '/client-api',
  productsApi: '/products-api',
};

/** Every custom request header of the contract, allowed by CORS. */
export const CONTRACT_HEADERS = [
  'flexibleClient',
  'flexibleClientsCode',
  'flexibleCampaignsId',
  'flexibleclientid',
  'flexiblecampaignid',
  'flexibleClientCode',
  'flexibleCampaignId',
  'flexiblePeriodId',
  'clientCode',
  'client-code',
  'category',
  'brand',
  'search',
  'per-page',
  'current-page',
  'days',
  'total',
  'Idempotency-Key',
];

/** A fresh demo API with fresh state (tests create one each). */
export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const now = options.now ?? (() => new Date());
  const seed = options.seed ?? DEFAULT_SEED;
  const startFaults: Fault[] = (options.faults ?? []).map((f, i) => {
    const parsed = parseFault(f);
    if ('errors' in parsed) throw new Error(`Invalid fault ${i}: ${parsed.errors.join(' ')}`);
    return { ...parsed.fault, id: i + 1, hits: 0 };
  });
  const state = buildState(now(), seed, startFaults);
  const ctx: DemoContext = {
    state,
    now,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 3600,
    refreshGraceSeconds: options.refreshGraceSeconds ?? 120,
    publicUrl: options.publicUrl,
  };
  const reset = () => Object.assign(state, buildState(now(), seed, []));

  // LinearRouter: no route compilation, so a fresh app (one per test) answers its first call at once.
  const app = new Hono<DemoEnv>({ router: new LinearRouter() });
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_PORTAL_ORIGINS;
  if (!options.allowRemote) app.use('*', loopbackHostOnly());
  app.use('*', portalCors(allowedOrigins, { allowHeaders: ['Authorization', 'Content-Type', ...CONTRACT_HEADERS] }));
  for (const demoOnly of ['/__demo/*', '/outbox', '/outbox.json', '/outbox/*']) app.use(demoOnly, refuseForeignOrigins(allowedOrigins));
  app.onError((err, c) => {
    if (err instanceof ConnectionDropped) throw err;
    console.error('[demo-api]', err);
    return c.json({ message: 'Erro interno', details: 'Tente novamente mais tarde.' }, 500);
  });
  app.notFound((c) => c.json({ message: 'Não encontrado', details: `Rota não encontrada: ${c.req.method} ${c.req.path}` }, 404));

  const services: Array<[ServiceName, (ctx: DemoContext) => Hono<DemoEnv>]> = [
    ['usersApi', usersService],
    ['campaignsApi', campaignsService],
    ['clientApi', clientService],
    ['productsApi', productsService],
  ];
  for (const [name, build] of services) {
    const base = SERVICE_BASES[name];
    app.use(`${base}/*`, faultMiddleware(ctx, name, base));
    app.route(base, build(ctx));
  }
  app.route('/static', staticRoutes(ctx));
  app.route('/', outboxRoutes(ctx));
  app.route('/__demo', demoRoutes(ctx, reset));
  app.get('/', (c) =>
    c.html(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>API de demonstração</title></head><body><main>
<h1>API de demonstração do Portal do Cliente</h1>
<ul>${Object.entries(SERVICE_BASES)
      .map(([name, base]) => `<li><code>${name}</code>: <code>${base}</code></li>`)
      .join('')}</ul>
<p><a href="/outbox">Caixa de saída</a> · <a href="/__demo/state">Estado</a> · <a href="/__demo/telemetry">Dados de campo</a></p>
</main></body></html>`),
  );

  return { app, state, reset };
}
