// The demo API: the four services of contract/openapi.yaml under their default base paths, with
// in-memory state, the outbox, generated images and fault switches. A dev/test tool only.
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { LinearRouter } from 'hono/router/linear-router';
import { DEFAULT_PORTAL_ORIGINS, loopbackHostOnly, portalCors, refuseForeignOrigins } from './lib/access.ts';
import type { DemoContext, DemoEnv } from './lib/context.ts';
import { demoRoutes } from './lib/demo-routes.ts';
import { BodyTooLarge } from './lib/http.ts';
import { ConnectionDropped, faultMiddleware, parseFault, type Fault, type FaultInput, type ServiceName } from './lib/faults.ts';
import { outboxRoutes } from './lib/outbox.ts';
import { newVapidKeys, type VapidKeys } from './lib/push.ts';
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
  /** the VAPID key pair pushes are signed with (default: a new one) */
  vapidKeys?: VapidKeys;
}

/** A demo instance: its Hono app, its live state and a reset. */
export interface DemoApi {
  app: Hono<DemoEnv>;
  state: DemoState;
  /** the VAPID public key, for the portal's /config.json (`push.vapidPublicKey`) */
  vapidPublicKey: string;
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

/** The largest request body the demo takes (a 2 MB JSON is refused with 413); a photo's multipart body has its own. */
export const MAX_BODY_BYTES = 1024 * 1024;
/** A multipart upload's largest body: the photo proof's 5 MB (services/campaigns.ts) and its form fields. */
export const MAX_UPLOAD_BYTES = 6 * 1024 * 1024;

/**
 * Refuses a body over its limit with 413, as a real gateway would: a stand-in that read whatever it was sent
 * would let a portal bug that sends a huge body (a cart, a kept answer sent back) pass unseen, and could be
 * made to hold any amount of memory. A declared length is judged before any route runs; a body without one
 * is counted as the route reads it (never read ahead: POST /sales/ records its key before its body arrives),
 * and reading past the limit fails with BodyTooLarge, which the app answers 413.
 */
function bodyLimits(): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const upload = c.req.header('content-type')?.startsWith('multipart/form-data') === true;
    const max = upload ? MAX_UPLOAD_BYTES : MAX_BODY_BYTES;
    const length = c.req.header('content-length');
    if (length !== undefined && !c.req.header('transfer-encoding')) return Number(length) > max ? tooLarge(c, upload) : next();
    const body = c.req.raw.body;
    if (!body) return next();
    let size = 0;
    const counted = body.pipeThrough(
      new TransformStream<Uint8Array, Uint8Array>({
        transform(chunk, controller) {
          size += chunk.length;
          if (size > max) controller.error(new BodyTooLarge(upload));
          else controller.enqueue(chunk);
        },
      }),
    );
    // A streamed body needs `duplex` (Node's fetch), which the DOM's RequestInit type does not know yet.
    const init: RequestInit & { duplex: 'half' } = { body: counted, duplex: 'half' };
    c.req.raw = new Request(c.req.raw, init);
    return next();
  };
}

/** The 413 answer to a body over its limit. */
const tooLarge = (c: Context<DemoEnv>, upload: boolean) =>
  c.json({ message: 'Requisição muito grande', details: upload ? 'O envio passa de 6 MB.' : 'O corpo da requisição passa de 1 MB.' }, 413);

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
    vapid: options.vapidKeys ?? newVapidKeys(),
  };
  const reset = () => Object.assign(state, buildState(now(), seed, []));

  // LinearRouter: no route compilation, so a fresh app (one per test) answers its first call at once.
  const app = new Hono<DemoEnv>({ router: new LinearRouter() });
  const allowedOrigins = options.allowedOrigins ?? DEFAULT_PORTAL_ORIGINS;
  if (!options.allowRemote) app.use('*', loopbackHostOnly());
  app.use('*', portalCors(allowedOrigins, { allowHeaders: ['Authorization', 'Content-Type', ...CONTRACT_HEADERS] }));
  for (const demoOnly of ['/__demo/*', '/outbox', '/outbox.json', '/outbox/*']) app.use(demoOnly, refuseForeignOrigins(allowedOrigins));
  app.use('*', bodyLimits());
  app.onError((err, c) => {
    if (err instanceof ConnectionDropped) throw err;
    if (err instanceof BodyTooLarge) return tooLarge(c, err.upload);
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

  return { app, state, vapidPublicKey: ctx.vapid.publicKey, reset };
}
