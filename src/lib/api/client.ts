// The one door to the network: every call to the four services goes through `request` or
// `requestBlob`, which add the bearer, refresh an expired token (one refresh at a time across tabs),
// retry reads once on 400/500, map every failure to a typed ApiError and parse every answer with its schema.
import { ofetch } from 'ofetch';
import type * as z from 'zod/mini';
import { loadConfig } from './config.ts';
import { ApiError, ContractError, HttpError, NetworkError, SESSION_NOT_RENEWED, TimeoutError } from './errors.ts';
import type * as HttpErrors from './http-error.ts';
import type * as KeptAnswers from './kept-answers.ts';
import type { SessionBridge } from './session-bridge.ts';
import type * as TokenRefresh from './token-refresh.ts';
import { isTokenExpired, type StoredToken } from './token.ts';
import type { KeptPartOf } from '../domain/kept.ts';

/** The four services by the names their base URLs have in /config.json. */
export type ServiceName = 'usersApi' | 'campaignsApi' | 'clientApi' | 'productsApi';

/** Options of one call; only `schema` is required. */
export interface RequestOptions<S extends z.ZodMiniType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string | number | undefined>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  schema: S;
  /**
   * One more try after 400/500 (product-rules R104). Default: only a GET; a write is sent once, since a
   * first attempt may have acted. A POST that only reads sets true. Never for paths ending /sales or /sales/.
   */
  retry?: boolean;
  /** Per attempt; default 15 000. */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Lets the call outlive the page (sign-out's POST /auth/logout while the next page opens). */
  keepalive?: boolean;
  /** How a read uses its last kept answer; 'race' unless said. Writes and auth calls keep nothing. */
  kept?: KeptUse;
  /** A list answer that may outgrow one kept answer: its list (the property, '' for the answer itself) and what its items are called, for the note (R302). */
  keptPart?: KeptPartOf;
}

/**
 * How a read uses its last kept answer (docs/offline.md, "Kept answers"), said by its caller:
 * - 'race': the screens' loaders, which redraw when fresh answers replace kept ones (`onFreshData`): the
 *   kept answer is drawn at once when the network is slow, and the network's replaces it;
 * - 'fallback': callers that cannot redraw (stores) or must show the services as they are now (a
 *   repeated order): the network first, the kept answer only when the network fails;
 * - false: lookups that decide whether a write landed (R143, R162): the network only, nothing kept.
 */
export type KeptUse = 'race' | 'fallback' | false;

/** A call's options without its schema (a file's download has none). */
export type CallOptions = Omit<RequestOptions<never>, 'schema'>;

/**
 * What the caller of a read function may say of its call, as that function's last argument: how it uses
 * kept answers, its abort signal, a shorter timeout. Read functions take it when a caller needs it.
 */
export type ReadOptions = Pick<CallOptions, 'kept' | 'signal' | 'timeoutMs'>;
type Answer = Response & { _data?: unknown };

const DEFAULT_TIMEOUT_MS = 15_000;
/** Reads are retried once on these (product-rules R104); nothing else (a 404 or 422 will not change on a second try). */
const RETRIED_STATUSES = new Set([400, 500]);
/** An order is never sent twice, whatever the caller asks. */
const NEVER_RETRIED = /\/sales\/?$/;

// The client's module state, each piece here because it must be one per page:
/** The session store's bridge (connectSession): the token, and whose answers may be kept. */
let bridge: SessionBridge | null = null;
/** The clock token expiry is judged by: Date.now, or a test's (setClock). */
let clock: () => number = Date.now;
/** The refresh under way, shared by every call that needs it meanwhile (R10). */
let refreshing: Promise<StoredToken> | null = null;
/**
 * The kept-answers module (it holds the page's memory of its kept and fresh answers): its import, started
 * by the page's first kept read or first write with a session, and the module once it has come, which
 * later reads ask first.
 */
let keptImport: Promise<typeof KeptAnswers | undefined> | undefined;
let keptAnswers: typeof KeptAnswers | undefined;

const NO_BRIDGE =
  'No session bridge is connected: import \'../stores/api-session.ts\' (src/lib/stores/api-session.ts) first in the store or screen that calls the API (docs/architecture.md, "The session bridge").';

/** Connects the session store (its token getter and callbacks); called once at start-up. */
export function connectSession(next: SessionBridge): void {
  bridge = next;
}

/** Replaces the clock token expiry is judged by (tests); without an argument restores Date.now. */
export function setClock(fn: () => number = Date.now): void {
  clock = fn;
}

/** The API layer's current time in ms; stores stamp new tokens with it: storeToken(t, nowMs()). */
export function nowMs(): number {
  return clock();
}

/**
 * How far the services' clock is ahead of the phone's (ms), from the `Date` header of their latest answer;
 * 0 while the two agree within CLOCK_DISAGREES_MS (product-rules R297). One per page: a page that has had
 * no answer yet goes by the phone.
 */
let servicesSkewMs = 0;
/** Beyond this the phone's clock is taken to be wrong, not the answer late (a header is rounded to the second). */
const CLOCK_DISAGREES_MS = 15 * 60_000;

/**
 * Today as the services count it (R297): the phone's clock, corrected by the services' `Date` header when
 * the two disagree by more than 15 minutes. For the calendar (due dates, countdowns, the order lookup);
 * tokens keep the phone's clock, which their expiry is judged by (nowMs).
 */
export function servicesNowMs(): number {
  return clock() + servicesSkewMs;
}

/** Notes the services' clock from an answer's `Date` header (absent when their CORS does not expose it). */
function noteServicesClock(date: string | null): void {
  const said = date ? Date.parse(date) : NaN;
  if (Number.isNaN(said)) return;
  const skew = said - clock();
  servicesSkewMs = Math.abs(skew) > CLOCK_DISAGREES_MS ? skew : 0;
}

/** Forgets the bridge, the clock, the kept-answers module and any in-flight refresh, so each test starts from scratch. */
export function resetClientForTests(): void {
  bridge = null;
  keptImport = keptAnswers = undefined;
  clock = Date.now;
  servicesSkewMs = 0;
  refreshing = null;
}

/**
 * Sends a call and returns its JSON answer parsed with `options.schema`. Rejects with an ApiError:
 * HttpError (401 too when the refresh was refused, its error as `cause`), NetworkError, TimeoutError
 * (per attempt), ContractError, ConfigError, ApiError of kind 'refresh' (the token could not be renewed,
 * the session is kept); a caller's abort rejects with `signal.reason`.
 */
export async function request<S extends z.ZodMiniType>(
  service: ServiceName,
  path: string,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const endpoint = endpointOf(options.method, path);
  const parse = (text: unknown): z.infer<S> => parseAnswer(endpoint, text, options.schema);
  const send = (): Promise<Answer> => authorised(service, path, options, 'text');
  const read = isRead(options.method, options.retry);
  const kept = options.kept ?? 'race';
  // Whose answers these are: none signed out, and auth calls keep nothing.
  const scope = !/ \/auth\//.test(endpoint) && bridge?.keptScope?.();
  if (!read || !kept || !scope) {
    const value = parse((await send())._data);
    // After a write, what the page kept before it is stale (docs/offline.md, "After a write"). Queued on the
    // module's import, so it runs before any read the writer makes next.
    if (!read && scope) void keptModule().then((module) => module?.afterWrite());
    return value;
  }
  const call = { scope, scopeNow: () => bridge?.readStoredScope?.(), call: [endpoint, service, options], parse, mode: kept } as const;
  if (keptAnswers) return keptAnswers.keptRead({ ...call, send });
  // The first kept read of the page: the call leaves now, not after the module has loaded.
  const sentAt = performance.now();
  const early = send();
  early.catch(() => undefined); // keptRead handles it once loaded: not an unhandled rejection meanwhile
  const module = await keptModule();
  if (!module) return parse((await early)._data);
  return module.keptRead({ ...call, send: () => early, sentAt });
}

/** The kept-answers module, imported once per page; undefined when it could not be fetched (reads then go to the network alone). */
function keptModule(): Promise<typeof KeptAnswers | undefined> {
  return (keptImport ??= import('./kept-answers.ts').then(
    (module) => (keptAnswers = module),
    () => undefined,
  ));
}

/** A call that only reads: a GET, or a POST that opts into retries (R104). */
function isRead(method: string | undefined, retry: boolean | undefined): boolean {
  return (method ?? 'GET') === 'GET' || retry === true;
}

/** Trades the stored token for a new one now; concurrent callers share one POST /auth/refreshToken. */
export async function refreshSession(): Promise<void> {
  const token = bridge?.getToken() ?? null;
  if (!token) throw new HttpError(401, {});
  await refreshOnce(token);
}

/** Sends a call with the session's token: refreshed first when expired (R10), and once more after a 401 (R12, R123, R190). */
export async function authorised(service: ServiceName, path: string, options: CallOptions, type: 'text' | 'blob'): Promise<Answer> {
  // A module that calls the API without importing the bridge first works only where another module did:
  // in tests and in development it fails at its first call instead (a call with its own bearer needs none).
  // import.meta.env.DEV is false in the build, so the check is not in it.
  if (import.meta.env.DEV && !bridge && !options.headers?.['Authorization']) throw new Error(NO_BRIDGE);
  // The token and whose it is, read together: a token adopted after a 401 must be this call's user's (R242).
  let token = bridge?.getToken() ?? null;
  const scope = bridge?.keptScope?.();
  const refreshed = !!token && isTokenExpired(token, clock());
  if (refreshed) token = await refreshOnce(token!);
  try {
    return await send(service, path, options, type, token);
  } catch (error) {
    if (!token || !(error instanceof HttpError) || error.status !== 401) throw error;
    // Once more with a newer token, or the session ends (R12, R123, R190): rare, so in token-refresh.ts.
    const { afterRefusal } = await renewal();
    return await afterRefusal(token, refreshed, error, (next) => send(service, path, options, type, next), { ...refreshContext(), scope });
  }
}

/**
 * The renewal's code (token-refresh.ts), loaded when a token must be renewed, not with every page;
 * without it (offline, not cached) the session is kept (R121).
 */
async function renewal(): Promise<typeof TokenRefresh> {
  try {
    return await import('./token-refresh.ts');
  } catch (error) {
    throw new ApiError('refresh', SESSION_NOT_RENEWED, { cause: error });
  }
}

function refreshContext(): TokenRefresh.RefreshContext {
  return {
    bridge: bridge!,
    now: clock,
    refresh: refreshOnce,
    send: (token) => send('usersApi', '/auth/refreshToken', { method: 'POST' }, 'text', token),
    parse: parseAnswer,
  };
}

/** One refresh per tab, queued across tabs (R122), shared by the calls that need it meanwhile (R10). */
function refreshOnce(old: StoredToken): Promise<StoredToken> {
  refreshing ??= renewal()
    .then(({ renewShared }) => renewShared(old, refreshContext()))
    .finally(() => (refreshing = null));
  return refreshing;
}

async function send(
  service: ServiceName,
  path: string,
  options: CallOptions,
  type: 'text' | 'blob',
  token: StoredToken | null,
): Promise<Answer> {
  const route = routeOf(path);
  const url = withQuery((await loadConfig())[service].replace(/\/+$/, '') + route, options.query);
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(options.headers ?? {})) if (value !== undefined) headers[name] = String(value);
  if (token) headers['Authorization'] = `Bearer ${token.access_token}`;
  // FormData goes untouched (the platform writes the multipart boundary); anything else is JSON.
  const json = options.body !== undefined && !(options.body instanceof FormData);
  if (json) headers['Content-Type'] = 'application/json';
  const body = json ? JSON.stringify(options.body) : (options.body as FormData | undefined);
  const read = (options.method ?? 'GET') === 'GET';
  // The token refresh, a POST, goes once too: the service retires the old token when it issues a new
  // one, so a second try after it acted would be refused and sign the user out (product-rules R104).
  const retries = (options.retry ?? read) && !NEVER_RETRIED.test(route.split('?')[0] ?? '') ? 1 : 0;
  // A write is refused before it leaves when the device knows it is offline (docs/offline.md); a read may
  // still find a kept answer.
  if (!read && globalThis.navigator?.onLine === false) throw new NetworkError('offline');
  for (let attempt = 0; ; attempt++) {
    const answer = await exchange(url, { method: options.method ?? 'GET', headers, body }, type, options);
    if (answer.ok) return answer;
    if (attempt < retries && RETRIED_STATUSES.has(answer.status)) continue;
    throw await httpError(answer);
  }
}

async function exchange(
  url: string,
  init: { method: string; headers: Record<string, string>; body: BodyInit | undefined },
  type: 'text' | 'blob',
  options: CallOptions,
): Promise<Answer> {
  const { signal } = options;
  signal?.throwIfAborted();
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  const forward = (): void => controller.abort(signal?.reason);
  signal?.addEventListener('abort', forward, { once: true });
  try {
    // Our own retry, timeout and error mapping: ofetch only sends and reads the body.
    const answer = await ofetch.raw<unknown, 'text' | 'blob'>(url, {
      ...init,
      // Answers are per user, their addresses are not (the identity travels in Authorization): never from
      // or into the HTTP cache, whatever a service says; kept answers serve offline (R243).
      cache: 'no-store',
      keepalive: options.keepalive === true,
      responseType: type,
      signal: controller.signal,
      retry: 0,
      ignoreResponseError: true,
    });
    noteServicesClock(answer.headers.get('date'));
    return answer;
  } catch (error) {
    // The caller's own abort is not a failure: it gets its abort reason back, untouched.
    if (signal?.aborted) throw signal.reason;
    // ofetch's error carries the request's options, the bearer among them: logged errors keep its words only (R244).
    const cause = error instanceof Error ? new Error(error.message) : error;
    throw timedOut ? new TimeoutError(cause) : new NetworkError(cause);
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', forward);
  }
}

/**
 * An error answer read (http-error.ts, loaded with the first one: only a failure needs it); without that
 * code (a deploy took the file away) the error keeps its status alone.
 */
async function httpError(answer: Answer): Promise<HttpError> {
  let module: typeof HttpErrors;
  try {
    module = await import('./http-error.ts');
  } catch {
    return new HttpError(answer.status, {});
  }
  return module.httpError(answer);
}

function parseAnswer<S extends z.ZodMiniType>(endpoint: string, text: unknown, schema: S): z.infer<S> {
  let value: unknown;
  if (typeof text === 'string' && text.trim() !== '') {
    try {
      value = JSON.parse(text);
    } catch {
      throw new ContractError(endpoint, ['the answer is not JSON']);
    }
  }
  // A schema's own transform can throw; that too is the answer breaking the contract.
  let result;
  try {
    result = schema.safeParse(value);
  } catch (error) {
    throw new ContractError(endpoint, [String(error)]);
  }
  if (result.success) return result.data;
  throw new ContractError(
    endpoint,
    result.error.issues.map(
      (i) => `${i.path.map(String).join('.') || '(root)'}: ${i.code}${'expected' in i ? ` (expected ${String(i.expected)})` : ''}`,
    ),
  );
}

/** `client/my-order-nf` and `/client/my-order-nf` are the same route. */
function routeOf(path: string): string {
  return `/${path.replace(/^\/+/, '')}`;
}

export function endpointOf(method: string | undefined, path: string): string {
  return `${method ?? 'GET'} ${routeOf(path).split('?')[0] ?? ''}`;
}

function withQuery(url: string, query: CallOptions['query']): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) if (value !== undefined) params.append(name, String(value));
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}
