import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import {
  connectSession,
  nowMs,
  refreshSession,
  request,
  resetClientForTests,
  servicesNowMs,
  setClock,
} from '../../../src/lib/api/client.ts';
import type { SessionBridge } from '../../../src/lib/api/session-bridge.ts';
import { loadConfig, resetConfigForTests } from '../../../src/lib/api/config.ts';
import { SUCCESSOR_WAIT_MS } from '../../../src/lib/api/token-refresh.ts';
import { requestBlob } from '../../../src/lib/api/files.ts';
import { forgetFresh } from '../../../src/lib/api/kept-answers.ts';
import { getCompanies } from '../../../src/lib/api/companies.ts';
import companies from '../../fixtures/listMyCompanies.json' with { type: 'json' };
import {
  ApiError,
  ConfigError,
  ContractError,
  errorMessage,
  HttpError,
  NetworkError,
  notSent,
  SESSION_NOT_RENEWED,
  TimeoutError,
} from '../../../src/lib/api/errors.ts';
import { isTokenExpired, storeToken, type StoredToken } from '../../../src/lib/api/token.ts';
import { tokenResponseSchema } from '../../../src/lib/api/token-response.ts';
import { openapi, validateSchema } from '../../support/contract.ts';
import {
  createFakeFetch,
  deferred,
  hang,
  json,
  networkError,
  pdf,
  text,
  type Expectation,
  type FakeFetch,
  type RecordedRequest,
} from '../../support/fake-fetch.ts';

const USERS = 'https://users.test/api';
const CAMPAIGNS = 'https://campaigns.test';
const CLIENT = 'https://client.test/v2/';
const PRODUCTS = 'https://products.test';
const NOW = Date.UTC(2026, 4, 10, 12, 0, 0);
const NOW_S = NOW / 1000;

const live: StoredToken = { access_token: 'old-token', expires_in: 3600, token_type: 'bearer', issued_at: NOW_S - 60 };
const expired: StoredToken = { ...live, issued_at: NOW_S - 3601 };
const fresh = { access_token: 'new-token', expires_in: 3600, token_type: 'bearer' };

const bannersSchema = z.array(z.object({ id: z.number(), image: z.string() }));
const okSchema = z.object({ ok: z.boolean() });
const banners = [{ id: 1, image: 'https://cdn.test/b1.png' }];

let fake: FakeFetch;

/** A session store stand-in: holds the token, persists refreshes, clears itself when the session ends. */
function signIn(token: StoredToken | null) {
  let current = token;
  const bridge = {
    getToken: vi.fn(() => current),
    readStoredToken: vi.fn(() => current),
    onTokenRefreshed: vi.fn((t: StoredToken) => {
      current = t;
    }),
    onSessionExpired: vi.fn(() => {
      current = null;
    }),
  } satisfies SessionBridge;
  connectSession(bridge);
  return bridge;
}

const bearer = (token: string | null) => (r: RecordedRequest) =>
  expect(r.headers.get('authorization')).toBe(token ? `Bearer ${token}` : null);
const refreshCall = (reply: Expectation['reply'], token = 'old-token'): Expectation => ({
  method: 'POST',
  url: `${USERS}/auth/refreshToken`,
  assert: bearer(token),
  reply,
});
const caught = (promise: Promise<unknown>): Promise<unknown> =>
  promise.then(
    () => 'resolved',
    (e: unknown) => e,
  );

beforeEach(async () => {
  resetConfigForTests();
  resetClientForTests();
  // Signed out, as the session store connects it; tests that sign in connect their own.
  signIn(null);
  fake = createFakeFetch();
  vi.stubGlobal('fetch', fake.fetch);
  fake.expect({
    method: 'GET',
    url: '/config.json',
    reply: json({ usersApi: USERS, campaignsApi: CAMPAIGNS, clientApi: CLIENT, productsApi: PRODUCTS, supportPhone: '0800 725 0011' }),
  });
  await loadConfig();
  setClock(() => NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  fake.verify();
});

describe('token', () => {
  it('tokenResponseSchema accepts the contract example and rejects what the contract rejects', () => {
    const example = (openapi.components.schemas['TokenResponse'] as { example: unknown }).example;
    expect(validateSchema('TokenResponse', example).ok).toBe(true);
    expect(tokenResponseSchema.safeParse(example).success).toBe(true);
    const broken = { ...(example as object), expires_in: '3600' };
    expect(validateSchema('TokenResponse', broken).ok).toBe(false);
    expect(tokenResponseSchema.safeParse(broken).success).toBe(false);
    expect(tokenResponseSchema.safeParse({ expires_in: 3600, token_type: 'bearer' }).success).toBe(false);
  });

  it('storeToken stamps issued_at in whole seconds and keeps only the token fields (R9)', () => {
    expect(storeToken({ ...fresh, user: { cnpj_cpf: '1' } } as typeof fresh, NOW + 999)).toEqual({ ...fresh, issued_at: NOW_S });
  });

  it.each([
    ['one second before the end', NOW - 1000, false],
    ['at the very second it ends', NOW, false],
    ['one millisecond after', NOW + 1, true],
  ])('isTokenExpired %s', (_name, now, result) => {
    const token: StoredToken = { ...fresh, issued_at: NOW_S - 3600 };
    expect(isTokenExpired(token, now)).toBe(result);
  });

  it('nowMs reads the injected clock, and setClock() restores the real one', () => {
    expect(nowMs()).toBe(NOW);
    setClock();
    expect(Math.abs(nowMs() - Date.now())).toBeLessThan(1000);
  });
});

describe('the services’ clock (R297)', () => {
  const HOUR = 3_600_000;
  const answerDated = (at: number) =>
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json(banners, 200, { date: new Date(at).toUTCString() }) });
  const read = () => request('campaignsApi', '/banners', { schema: bannersSchema, kept: false });

  it('follows the phone until an answer says otherwise', () => {
    expect(servicesNowMs()).toBe(NOW);
  });

  it.each([
    ['30 hours behind the services', -30 * HOUR],
    ['30 hours ahead of them', 30 * HOUR],
    ['16 minutes off', 16 * 60_000],
  ])('a phone %s counts by the services’ Date, and its token by its own clock', async (_name, phoneOff) => {
    setClock(() => NOW + phoneOff);
    answerDated(NOW);
    await read();
    expect(Math.abs(servicesNowMs() - NOW)).toBeLessThan(1_000);
    expect(nowMs()).toBe(NOW + phoneOff);
  });

  it('a difference within 15 minutes, a later answer that agrees, or a Date that is not one changes nothing', async () => {
    setClock(() => NOW + 10 * 60_000);
    answerDated(NOW);
    await read();
    expect(servicesNowMs()).toBe(NOW + 10 * 60_000);
    setClock(() => NOW + 30 * HOUR);
    answerDated(NOW);
    await read();
    expect(servicesNowMs()).toBeLessThan(NOW + HOUR);
    // The phone's clock put right: the next answer agrees, and the correction goes.
    setClock(() => NOW);
    answerDated(NOW);
    await read();
    expect(servicesNowMs()).toBe(NOW);
    setClock(() => NOW + 30 * HOUR);
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json(banners, 200, { date: 'ontem' }) });
    await read();
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json(banners) });
    await read();
    expect(servicesNowMs()).toBe(NOW + 30 * HOUR);
  });

  it('an error answer carries the clock too', async () => {
    setClock(() => NOW - 30 * HOUR);
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'x' }, 404, { date: new Date(NOW).toUTCString() }) });
    await expect(read()).rejects.toBeInstanceOf(HttpError);
    expect(Math.abs(servicesNowMs() - NOW)).toBeLessThan(1_000);
  });
});

describe('strict fake fetch', () => {
  it('reports a call nobody expected, even when the caller swallowed the failure', async () => {
    const probe = createFakeFetch();
    await probe.fetch('https://x.test/a').catch(() => undefined);
    expect(() => probe.verify()).toThrow(/unexpected call: GET https:\/\/x.test\/a/);
  });

  it('reports an expected call never made, and a failed assertion', async () => {
    const probe = createFakeFetch().expect(
      { method: 'GET', url: 'https://x.test/a', reply: json({}) },
      { method: 'POST', url: /\/b$/, assert: () => expect(1).toBe(2), reply: json({}) },
    );
    await probe.fetch('https://x.test/b', { method: 'POST' }).catch(() => undefined);
    expect(() => probe.verify()).toThrow(
      /assertion failed on POST https:\/\/x.test\/b[\s\S]*expected call not made: GET https:\/\/x.test\/a/,
    );
  });
});

describe('request: URL, headers and body', () => {
  it('never uses the HTTP cache, read or write: answers are per user, their addresses are not (R243)', async () => {
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: (r) => expect(r.cache).toBe('no-store'), reply: json(banners) },
      { method: 'POST', url: `${CLIENT}group-requests`, assert: (r) => expect(r.cache).toBe('no-store'), reply: json({ ok: true }) },
    );
    await request('campaignsApi', '/banners', { schema: bannersSchema });
    await request('clientApi', '/group-requests', { method: 'POST', body: {}, schema: okSchema });
  });

  it('a failure logged keeps the words of the fetch error, never its request options or the bearer (R244)', async () => {
    signIn(live);
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: networkError });
    const error = (await caught(request('campaignsApi', '/banners', { schema: bannersSchema }))) as NetworkError;
    expect(error).toBeInstanceOf(NetworkError);
    const cause = error.cause as Error & { options?: unknown; request?: unknown };
    expect(cause.message).toContain('banners');
    expect(cause.options).toBeUndefined();
    expect(cause.request).toBeUndefined();
    expect(JSON.stringify(error, Object.getOwnPropertyNames(error))).not.toContain('old-token');
    expect(String(Object.values(cause))).not.toContain('old-token');
  });

  it('joins base URL and path with one slash, with or without a leading slash', async () => {
    fake.expect(
      { method: 'GET', url: `${CLIENT}client/my-order-nf`, reply: json({ ok: true }) },
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json(banners) },
    );
    await expect(request('clientApi', 'client/my-order-nf', { schema: okSchema })).resolves.toEqual({ ok: true });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
  });

  it('encodes query parameters and drops undefined ones', async () => {
    fake.expect({ method: 'GET', url: `${CLIENT}client/orders?type=compra+%26+bonifica%C3%A7%C3%A3o&days=45`, reply: json({ ok: true }) });
    await request('clientApi', 'client/orders', { query: { type: 'compra & bonificação', days: 45, page: undefined }, schema: okSchema });
  });

  it('sends headers as given, numbers as text, undefined ones dropped', async () => {
    fake.expect({
      method: 'GET',
      url: `${PRODUCTS}/catalog/products`,
      assert: (r) => {
        expect(r.headers.get('client-code')).toBe('1002345');
        expect(r.headers.get('per-page')).toBe('24');
        expect(r.headers.has('brand')).toBe(false);
      },
      reply: json({ ok: true }),
    });
    await request('productsApi', '/catalog/products', {
      headers: { 'client-code': '1002345', 'per-page': 24, brand: undefined },
      schema: okSchema,
    });
  });

  it('sends a JSON body with Content-Type application/json', async () => {
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/login`,
      assert: (r) => {
        expect(r.headers.get('content-type')).toBe('application/json');
        expect(r.json()).toEqual({ cnpj_cpf: '45723174000110', password: 'segredo' });
      },
      reply: json({ ok: true }),
    });
    await request('usersApi', '/auth/login', {
      method: 'POST',
      body: { cnpj_cpf: '45723174000110', password: 'segredo' },
      schema: okSchema,
    });
  });

  it('sends FormData untouched, letting the platform set the multipart type', async () => {
    const form = new FormData();
    form.append('flexibleClientCode', '1002345');
    form.append('storage', new Blob(['jpeg'], { type: 'image/jpeg' }), 'foto.jpg');
    fake.expect({
      method: 'POST',
      url: `${CAMPAIGNS}/campaigns/flexibles/photographies/`,
      assert: (r) => {
        expect(r.body).toBe(form);
        expect(r.headers.get('content-type')).toBeNull();
      },
      reply: json({ ok: true }),
    });
    await request('campaignsApi', '/campaigns/flexibles/photographies/', { method: 'POST', body: form, retry: false, schema: okSchema });
  });
});

describe('request: authorisation', () => {
  it('sends the bearer token when a session exists', async () => {
    signIn(live);
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('old-token'), reply: json(banners) });
    await request('campaignsApi', '/banners', { schema: bannersSchema });
  });

  it('sends no Authorization header when signed out, or before any session store connects', async () => {
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer(null), reply: json(banners) },
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer(null), reply: json(banners) },
    );
    resetClientForTests();
    vi.stubEnv('DEV', false); // as in the build: in tests and development this call fails (below)
    await request('campaignsApi', '/banners', { schema: bannersSchema });
    vi.unstubAllEnvs();
    signIn(null);
    await request('campaignsApi', '/banners', { schema: bannersSchema });
  });

  it('in tests and development, a call made before any session store connects fails at once, naming the import it lacks', async () => {
    resetClientForTests();
    const error = await caught(request('campaignsApi', '/banners', { schema: bannersSchema }));
    expect(error).toBeInstanceOf(Error);
    expect((error as Error).message).toContain("import '../stores/api-session.ts'");
    expect(fake.calls.filter((c) => c.url.includes('/banners'))).toHaveLength(0);
    await expect(requestBlob('clientApi', '/client/boleto', {})).rejects.toThrow('No session bridge');
    // A call that brings its own bearer (sign-out's POST /auth/logout, the session already forgotten) needs none.
    fake.expect({ method: 'POST', url: `${USERS}/auth/logout`, assert: bearer('old-token'), reply: json({ ok: true }) });
    await request('usersApi', '/auth/logout', { method: 'POST', headers: { Authorization: 'Bearer old-token' }, schema: okSchema });
  });

  it('401 on a call made with a session, then a refused refresh: ends the session once and rejects with HttpError 401, not sent again (R12)', async () => {
    const bridge = signIn(live);
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'Unauthenticated.' }, 401) },
      refreshCall(json({ message: 'Sessão inválida' }, 401)),
    );
    const error = await caught(request('campaignsApi', '/banners', { schema: bannersSchema }));
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('parallel calls that all get 401 share one refresh; refused, it ends the session once (R12)', async () => {
    const bridge = signIn(live);
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'Unauthenticated.' }, 401) },
      { method: 'GET', url: `${CLIENT}client`, reply: json({ message: 'Unauthenticated.' }, 401) },
      refreshCall(json({ message: 'Sessão inválida' }, 401)),
    );
    const errors = await Promise.all([
      caught(request('campaignsApi', '/banners', { schema: bannersSchema })),
      caught(request('clientApi', '/client', { schema: okSchema })),
    ]);
    expect(errors.map((e) => (e as HttpError).status)).toEqual([401, 401]);
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('401 on a call made signed out is an error with the service text, not a session end (R12)', async () => {
    const bridge = signIn(null);
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/login`,
      reply: json({ message: 'Não autorizado', details: 'CNPJ/CPF ou senha inválidos.' }, 401),
    });
    const error = await caught(request('usersApi', '/auth/login', { method: 'POST', body: { password: 'x' }, schema: okSchema }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 401,
      serviceMessage: 'Não autorizado',
      details: 'CNPJ/CPF ou senha inválidos.',
      userMessage: 'CNPJ/CPF ou senha inválidos.',
    });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('request: a 401 with a session refreshes once (R190)', () => {
  const unauthenticated = () => json({ message: 'Unauthenticated.' }, 401);
  const banners401 = (token = 'old-token'): Expectation => ({
    method: 'GET',
    url: `${CAMPAIGNS}/banners`,
    assert: bearer(token),
    reply: unauthenticated(),
  });
  const bannersOk = (token = 'new-token'): Expectation => ({
    method: 'GET',
    url: `${CAMPAIGNS}/banners`,
    assert: bearer(token),
    reply: json(banners),
  });
  const getBanners = () => request('campaignsApi', '/banners', { schema: bannersSchema });
  const refreshes = () => fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken')).length;

  it('no newer token stored: one refresh of the call’s token, then the call once more with the new one; the session stays', async () => {
    const bridge = signIn(live);
    fake.expect(banners401(), refreshCall(json(fresh)), bannersOk());
    await expect(getBanners()).resolves.toEqual(banners);
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual({ ...fresh, issued_at: NOW_S });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('a write refused with 401 was not acted on: after the refresh it is sent once more, with the new token', async () => {
    signIn(live);
    fake.expect(
      { method: 'POST', url: `${CLIENT}group-requests`, assert: bearer('old-token'), reply: unauthenticated() },
      refreshCall(json(fresh)),
      { method: 'POST', url: `${CLIENT}group-requests`, assert: bearer('new-token'), reply: json({ ok: true }) },
    );
    await expect(request('clientApi', '/group-requests', { method: 'POST', body: {}, schema: okSchema })).resolves.toEqual({ ok: true });
  });

  it.each([
    ['401', () => json({ message: 'Sessão inválida' }, 401)],
    ['403', () => json({ message: 'Proibido' }, 403)],
  ] as const)('the refresh answered %s: ends the session once, the call not sent again, HttpError 401 (R11)', async (_status, reply) => {
    const bridge = signIn(live);
    fake.expect(banners401(), refreshCall(reply()));
    const error = await caught(getBanners());
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).status).toBe(401);
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(fake.calls.filter((c) => c.url.endsWith('/banners'))).toHaveLength(1);
  });

  it('answered 401 again with the fresh token: ends the session once, no second refresh', async () => {
    const bridge = signIn(live);
    fake.expect(banners401(), refreshCall(json(fresh)), banners401('new-token'));
    expect(await caught(getBanners())).toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refreshes()).toBe(1);
  });

  it.each([
    ['503', () => json({ message: 'Indisponível' }, 503), HttpError],
    ['500', () => json({ message: 'erro' }, 500), HttpError],
    ['a malformed 200', () => text('{"access_token": ', 200, 'application/json'), ContractError],
    ['no answer (network failure)', () => networkError, NetworkError],
  ] as const)(
    'the refresh gets %s: keeps the session and the user’s work, rejects with "sessão não renovada" (R121)',
    async (_name, reply, causeType) => {
      const bridge = signIn(live);
      fake.expect(banners401(), refreshCall(reply()));
      const error = await caught(getBanners());
      expect(error).toMatchObject({ kind: 'refresh', userMessage: SESSION_NOT_RENEWED });
      expect((error as ApiError).cause).toBeInstanceOf(causeType);
      expect(bridge.onSessionExpired).not.toHaveBeenCalled();
      expect(bridge.getToken()).toEqual(live);
      expect(refreshes()).toBe(1);
    },
  );

  it('parallel calls that all get 401 share one refresh, then all go once more with the new token', async () => {
    const bridge = signIn(live);
    const refresh = deferred();
    fake.expect(
      banners401(),
      { method: 'GET', url: `${CLIENT}client`, assert: bearer('old-token'), reply: unauthenticated() },
      { method: 'GET', url: `${PRODUCTS}/lastOrder`, assert: bearer('old-token'), reply: unauthenticated() },
      refreshCall(refresh.reply),
      bannersOk(),
      { method: 'GET', url: `${CLIENT}client`, assert: bearer('new-token'), reply: json({ ok: true }) },
      { method: 'GET', url: `${PRODUCTS}/lastOrder`, assert: bearer('new-token'), reply: json({ ok: false }) },
    );
    const calls = Promise.all([
      getBanners(),
      request('clientApi', '/client', { schema: okSchema }),
      request('productsApi', '/lastOrder', { schema: okSchema }),
    ]);
    await vi.waitFor(() => expect(refreshes()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 10)); // every 401 is in, while the refresh is out
    refresh.resolve(json(fresh));
    await expect(calls).resolves.toEqual([banners, { ok: true }, { ok: false }]);
    expect(refreshes()).toBe(1);
    expect(bridge.onTokenRefreshed).toHaveBeenCalledTimes(1);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('parallel calls refused again with the fresh token end the session once', async () => {
    const bridge = signIn(live);
    fake.expect(
      banners401(),
      { method: 'GET', url: `${CLIENT}client`, reply: unauthenticated() },
      refreshCall(json(fresh)),
      banners401('new-token'),
      { method: 'GET', url: `${CLIENT}client`, assert: bearer('new-token'), reply: unauthenticated() },
    );
    const errors = await Promise.all([caught(getBanners()), caught(request('clientApi', '/client', { schema: okSchema }))]);
    expect(errors.map((e) => (e as HttpError).status)).toEqual([401, 401]);
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refreshes()).toBe(1);
  });

  it('a 401 that arrives after a parallel call’s refresh was refused sends no refresh of its own', async () => {
    const bridge = signIn(live);
    const late = deferred();
    fake.expect(banners401(), { method: 'GET', url: `${CLIENT}client`, reply: late.reply }, refreshCall(json({ message: 'x' }, 401)));
    const slow = caught(request('clientApi', '/client', { schema: okSchema }));
    expect(await caught(getBanners())).toMatchObject({ status: 401 });
    late.resolve(unauthenticated());
    expect(await slow).toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refreshes()).toBe(1);
  });

  it('one refresh per call: a token just refreshed (it had expired) and answered 401 ends the session', async () => {
    const bridge = signIn(expired);
    fake.expect(refreshCall(json(fresh)), banners401('new-token'));
    expect(await caught(getBanners())).toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(refreshes()).toBe(1);
  });
});

describe('request: retry (R104)', () => {
  it.each([400, 500])('retries once after %i and returns the second answer', async (status) => {
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'erro' }, status) },
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json(banners) },
    );
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
  });

  it('gives up after the second 500 with its HttpError (two requests in all)', async () => {
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'primeiro' }, 500) },
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'segundo' }, 500) },
    );
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).rejects.toMatchObject({
      status: 500,
      serviceMessage: 'segundo',
    });
    expect(fake.calls.filter((c) => c.url.endsWith('/banners'))).toHaveLength(2);
  });

  it.each([403, 404, 409, 422, 502, 503])('does not retry %i', async (status) => {
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'erro' }, status) });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).rejects.toMatchObject({ status });
  });

  it.each(['/sales/', 'sales', '/sales'])('never retries an order (%s), even with retry: true', async (path) => {
    fake.expect({
      method: 'POST',
      url: `${PRODUCTS}/${path.replace(/^\//, '')}`,
      reply: json({ message: 'Erro', error: 'Pedido não enviado' }, 500),
    });
    await expect(request('productsApi', path, { method: 'POST', body: {}, retry: true, schema: okSchema })).rejects.toMatchObject({
      status: 500,
    });
  });

  it('does not retry a GET made with retry: false', async () => {
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'erro' }, 400) });
    await expect(request('campaignsApi', '/banners', { retry: false, schema: bannersSchema })).rejects.toMatchObject({ status: 400 });
  });

  // A write may have acted before failing: sent again, it could duplicate it or report a false failure.
  it.each([
    ['clientApi', 'POST', '/group-requests', `${CLIENT}group-requests`],
    ['usersApi', 'POST', '/auth/login', `${USERS}/auth/login`],
    ['usersApi', 'POST', '/auth/validate-token', `${USERS}/auth/validate-token`],
    ['clientApi', 'PUT', '/client/update-password', `${CLIENT}client/update-password`],
    ['clientApi', 'DELETE', '/client/push', `${CLIENT}client/push`],
  ] as const)('sends a write (%s %s %s) once, whatever it answered', async (service, method, path, url) => {
    for (const status of [400, 500]) {
      fake.expect({ method, url, reply: json({ message: 'erro' }, status) });
      await expect(request(service, path, { method, body: {}, schema: okSchema })).rejects.toMatchObject({ status });
    }
    expect(fake.calls.filter((c) => c.url === url)).toHaveLength(2);
  });

  it('retries a POST that only reads once, when it says so (retry: true)', async () => {
    fake.expect(
      { method: 'POST', url: `${CAMPAIGNS}/oldCampaign/pegarIndicadoresProspera`, reply: json({ message: 'erro' }, 500) },
      { method: 'POST', url: `${CAMPAIGNS}/oldCampaign/pegarIndicadoresProspera`, reply: json({ ok: true }) },
    );
    await expect(
      request('campaignsApi', '/oldCampaign/pegarIndicadoresProspera', { method: 'POST', body: {}, retry: true, schema: okSchema }),
    ).resolves.toEqual({ ok: true });
  });

  it('does not retry a network failure', async () => {
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: networkError });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('request: token refresh', () => {
  it('refreshes an expired token first, stores the new one, then sends the call with it (R10)', async () => {
    const bridge = signIn(expired);
    fake.expect(refreshCall(json(fresh)), {
      method: 'GET',
      url: `${CAMPAIGNS}/banners`,
      assert: bearer('new-token'),
      reply: json(banners),
    });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual({ ...fresh, issued_at: NOW_S });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('does not refresh a token that is still valid (R10)', async () => {
    const bridge = signIn(live);
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('old-token'), reply: json(banners) });
    await request('campaignsApi', '/banners', { schema: bannersSchema });
    expect(bridge.onTokenRefreshed).not.toHaveBeenCalled();
  });

  it('three parallel calls share one refresh, then all go out with the new token (R10)', async () => {
    const bridge = signIn(expired);
    const refresh = deferred();
    fake.expect(
      refreshCall(refresh.reply),
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('new-token'), reply: json(banners) },
      { method: 'GET', url: `${CLIENT}client`, assert: bearer('new-token'), reply: json({ ok: true }) },
      { method: 'GET', url: `${PRODUCTS}/lastOrder`, assert: bearer('new-token'), reply: json({ ok: false }) },
    );
    const calls = Promise.all([
      request('campaignsApi', '/banners', { schema: bannersSchema }),
      request('clientApi', '/client', { schema: okSchema }),
      request('productsApi', '/lastOrder', { schema: okSchema }),
    ]);
    await vi.waitFor(() => expect(fake.calls).toHaveLength(2)); // config + the one refresh
    refresh.resolve(json(fresh));
    await expect(calls).resolves.toEqual([banners, { ok: true }, { ok: false }]);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(1);
    expect(bridge.onTokenRefreshed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['401', () => json({ message: 'Token expirado' }, 401)],
    ['403', () => json({ message: 'Proibido' }, 403)],
  ] as const)(
    'when the refresh answers %s: ends the session once, never sends the call, rejects with HttpError 401 (R11)',
    async (_status, reply) => {
      const bridge = signIn(expired);
      fake.expect(refreshCall(reply()));
      const errors = await Promise.all([
        caught(request('campaignsApi', '/banners', { schema: bannersSchema })),
        caught(requestBlob('clientApi', '/client/danfe', {})),
      ]);
      for (const error of errors) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(401);
        expect((error as HttpError).cause).toBeInstanceOf(HttpError);
      }
      expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
      expect(bridge.onTokenRefreshed).not.toHaveBeenCalled();
      expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(1);
    },
  );

  // R121: only a refused token ends the session; any other failure keeps it (and the cart with it).
  it.each([
    ['500 (sent once: a refresh is never retried, R104)', [json({ message: 'erro' }, 500)], HttpError],
    ['502 from a gateway', [text('<html>Bad Gateway</html>', 502, 'text/html')], HttpError],
    ['503', [json({ message: 'Indisponível' }, 503)], HttpError],
    ['504', [text('Gateway Timeout', 504)], HttpError],
    ['400', [json({ message: 'erro' }, 400)], HttpError],
    ['404', [json({ message: 'Não encontrado' }, 404)], HttpError],
    ['a malformed 200 (not JSON)', [text('{"access_token": ', 200, 'application/json')], ContractError],
    ['a 200 that breaks the contract', [json({ token: 'x' })], ContractError],
    ['no answer (network failure)', [networkError], NetworkError],
  ] as const)(
    'when the refresh gets %s: keeps the session and rejects with "sessão não renovada" (R121)',
    async (_name, replies, causeType) => {
      const bridge = signIn(expired);
      fake.expect(...replies.map((reply) => refreshCall(reply)));
      const errors = await Promise.all([
        caught(request('campaignsApi', '/banners', { schema: bannersSchema })),
        caught(requestBlob('clientApi', '/client/danfe', {})),
      ]);
      for (const error of errors) {
        expect(error).toBeInstanceOf(ApiError);
        expect(error).toMatchObject({ kind: 'refresh', userMessage: SESSION_NOT_RENEWED });
        expect((error as ApiError).cause).toBeInstanceOf(causeType);
        expect(errorMessage(error)).toBe('Não foi possível renovar sua sessão agora. Seus dados foram mantidos. Tente novamente.');
      }
      expect(bridge.onSessionExpired).not.toHaveBeenCalled();
      expect(bridge.onTokenRefreshed).not.toHaveBeenCalled();
      expect(bridge.getToken()).toEqual(expired);
      // Neither call went out with the old token: only the one refresh did.
      expect(fake.calls.filter((c) => !c.url.endsWith('/config.json')).every((c) => c.url.endsWith('/auth/refreshToken'))).toBe(true);
    },
  );

  it('a refresh answered with a token that lives 0 s breaks the contract: keeps the session, nothing stored (R192)', async () => {
    const bridge = signIn(expired);
    fake.expect(refreshCall(json({ ...fresh, expires_in: 0 })));
    const error = await caught(request('campaignsApi', '/banners', { schema: bannersSchema }));
    expect(error).toMatchObject({ kind: 'refresh', userMessage: SESSION_NOT_RENEWED });
    expect((error as ApiError).cause).toBeInstanceOf(ContractError);
    expect(bridge.onTokenRefreshed).not.toHaveBeenCalled();
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('when the refresh times out: keeps the session, rejects with "sessão não renovada"; the retry refreshes and loads (R121)', async () => {
    vi.useFakeTimers();
    const bridge = signIn(expired);
    fake.expect(refreshCall(hang));
    const pending = caught(request('campaignsApi', '/banners', { schema: bannersSchema }));
    await vi.advanceTimersByTimeAsync(15_000);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'refresh', userMessage: SESSION_NOT_RENEWED });
    expect((error as ApiError).cause).toBeInstanceOf(TimeoutError);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    vi.useRealTimers();
    // The screen's retry, once the service is back.
    fake.expect(refreshCall(json(fresh)), {
      method: 'GET',
      url: `${CAMPAIGNS}/banners`,
      assert: bearer('new-token'),
      reply: json(banners),
    });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
  });

  it('a missing /config.json during the refresh stays a ConfigError and keeps the session', async () => {
    resetConfigForTests();
    const bridge = signIn(expired);
    fake.expect({ method: 'GET', url: '/config.json', reply: text('nope', 404) });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).rejects.toBeInstanceOf(ConfigError);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  // The service retires the old token when it issues a new one: a second try after a 500 that came
  // after it acted would be refused and sign the user out (R104).
  it.each([
    ['a 500', () => json({ message: 'erro' }, 500)],
    ['a 400', () => json({ message: 'erro' }, 400)],
    ['a lost answer', () => networkError],
  ] as const)(
    'never retries a refresh: after %s it went once, the session is kept, and the next call refreshes again (R104)',
    async (_name, reply) => {
      const bridge = signIn(expired);
      fake.expect(refreshCall(reply()));
      expect(await caught(request('campaignsApi', '/banners', { schema: bannersSchema }))).toMatchObject({ kind: 'refresh' });
      expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(1);
      expect(bridge.onSessionExpired).not.toHaveBeenCalled();
      fake.expect(refreshCall(json(fresh)), {
        method: 'GET',
        url: `${CAMPAIGNS}/banners`,
        assert: bearer('new-token'),
        reply: json(banners),
      });
      await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
    },
  );

  it('refreshSession() refreshes now even when the token is valid, stamping the injected clock', async () => {
    const bridge = signIn(live);
    setClock(() => NOW + 5_000);
    fake.expect(refreshCall(json(fresh)));
    await refreshSession();
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual({ ...fresh, issued_at: NOW_S + 5 });
  });

  it('refreshSession() signed out rejects with HttpError 401 and sends nothing', async () => {
    const bridge = signIn(null);
    await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });
});

describe('refresh across tabs (R122, R123)', () => {
  const otherTabs = { access_token: 'other-tab-token', expires_in: 3600, token_type: 'bearer', issued_at: NOW_S - 5 };

  /**
   * A Web Locks stand-in: one holder at a time per name, `ifAvailable` answered with no lock while it is
   * held or queued for; `hold()` plays another tab holding the lock.
   */
  function fakeLocks() {
    const names: string[] = [];
    let queue = Promise.resolve();
    let held = false;
    let wanted = 0; // holders and waiters
    type Callback = (lock: { name: string } | null) => unknown;
    const locks = {
      request: vi.fn(async (name: string, ...args: [Callback] | [{ ifAvailable?: boolean }, Callback]) => {
        const [options, callback] = args.length === 1 ? [{}, args[0]] : args;
        names.push(name);
        if (options.ifAvailable && wanted > 0) return callback(null);
        wanted++;
        const run = queue.then(async () => {
          held = true;
          try {
            return await callback({ name });
          } finally {
            held = false;
            wanted--;
          }
        });
        queue = run.then(
          () => undefined,
          () => undefined,
        );
        return run;
      }),
    };
    const hold = () => {
      let release: () => void = () => undefined;
      const holding = new Promise<void>((resolve) => (release = resolve));
      wanted++;
      queue = queue.then(() => holding).then(() => void wanted--);
      return release;
    };
    vi.stubGlobal('navigator', { locks });
    return { locks, names, hold, isHeld: () => held };
  }

  it('refreshes inside the lock "portal:token-refresh"', async () => {
    const { names, isHeld } = fakeLocks();
    signIn(expired);
    fake.expect(
      { ...refreshCall(json(fresh)), assert: (r) => (bearer('old-token')(r), expect(isHeld()).toBe(true)) },
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('new-token'), reply: json(banners) },
    );
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
    expect(names).toEqual(['portal:token-refresh']);
  });

  it('waits while another tab holds the lock, then uses the token it stored: no refresh of its own', async () => {
    const { hold } = fakeLocks();
    const bridge = signIn(expired);
    const release = hold();
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('other-tab-token'), reply: json(banners) });
    const call = request('campaignsApi', '/banners', { schema: bannersSchema });
    await Promise.resolve();
    expect(fake.calls).toHaveLength(1); // /config.json only: the call waits for the lock
    // The other tab stores its new token; this tab's storage event has not arrived yet.
    bridge.readStoredToken.mockReturnValue(otherTabs);
    release();
    await expect(call).resolves.toEqual(banners);
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual(otherTabs);
    expect(fake.calls.some((c) => c.url.endsWith('/auth/refreshToken'))).toBe(false);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  /** The window's storage events, which announce another tab's localStorage writes reaching this one. */
  function storageEvents() {
    const target = new EventTarget();
    vi.stubGlobal('addEventListener', target.addEventListener.bind(target));
    vi.stubGlobal('removeEventListener', target.removeEventListener.bind(target));
    return () => target.dispatchEvent(new Event('storage'));
  }

  it('waits while another tab holds the lock; its token reaches this tab’s storage after the lock does: taken over, no refresh of its own', async () => {
    const { hold, locks } = fakeLocks();
    const storageEvent = storageEvents();
    const bridge = signIn(expired);
    const release = hold();
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('other-tab-token'), reply: json(banners) });
    const call = request('campaignsApi', '/banners', { schema: bannersSchema });
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(2)); // not free (ifAvailable), then queued
    release(); // the other tab stored its token, which has not reached this tab's storage yet
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls.some((c) => c.url.endsWith('/auth/refreshToken'))).toBe(false);
    bridge.readStoredToken.mockReturnValue(otherTabs);
    storageEvent();
    await expect(call).resolves.toEqual(banners);
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual(otherTabs);
    expect(fake.calls.some((c) => c.url.endsWith('/auth/refreshToken'))).toBe(false);
  });

  it('after another tab held the lock, no successor within SUCCESSOR_WAIT_MS: it refreshes itself', async () => {
    vi.useFakeTimers();
    const { hold, locks } = fakeLocks();
    const storageEvent = storageEvents();
    const bridge = signIn(expired);
    const release = hold();
    const call = request('campaignsApi', '/banners', { schema: bannersSchema });
    await vi.waitFor(() => expect(locks.request).toHaveBeenCalledTimes(2));
    release();
    await vi.advanceTimersByTimeAsync(SUCCESSOR_WAIT_MS - 1);
    storageEvent(); // some other key: nothing newer stored
    expect(fake.calls.some((c) => c.url.endsWith('/auth/refreshToken'))).toBe(false);
    fake.expect(refreshCall(json(fresh)), {
      method: 'GET',
      url: `${CAMPAIGNS}/banners`,
      assert: bearer('new-token'),
      reply: json(banners),
    });
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toEqual(banners);
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual({ ...fresh, issued_at: NOW_S });
  });

  it('refreshes itself when the token another tab stored has expired too', async () => {
    fakeLocks();
    const bridge = signIn(expired);
    bridge.readStoredToken.mockReturnValue({ ...otherTabs, issued_at: NOW_S - 3600 - 30 });
    fake.expect(refreshCall(json(fresh)), {
      method: 'GET',
      url: `${CAMPAIGNS}/banners`,
      assert: bearer('new-token'),
      reply: json(banners),
    });
    await request('campaignsApi', '/banners', { schema: bannersSchema });
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual({ ...fresh, issued_at: NOW_S });
  });

  it('without Web Locks, a refresh refused because another tab refreshed first takes that tab’s token', async () => {
    vi.stubGlobal('navigator', {});
    const bridge = signIn(expired);
    fake.expect(
      refreshCall(() => {
        bridge.readStoredToken.mockReturnValue(otherTabs); // the winner stored it meanwhile
        return json({ message: 'Sessão inválida ou encerrada. Faça login novamente.' }, 401);
      }),
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('other-tab-token'), reply: json(banners) },
    );
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual(otherTabs);
  });

  it('without Web Locks, parallel calls in one tab still share one refresh; a refused one ends the session once', async () => {
    vi.stubGlobal('navigator', {});
    const bridge = signIn(expired);
    fake.expect(refreshCall(json({ message: 'Token expirado' }, 401)));
    const errors = await Promise.all([
      caught(request('campaignsApi', '/banners', { schema: bannersSchema })),
      caught(request('clientApi', '/client', { schema: okSchema })),
    ]);
    expect(errors.map((e) => (e as HttpError).status)).toEqual([401, 401]);
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('a call made with the old token that gets 401 after another tab stored a new one goes once more with it', async () => {
    const bridge = signIn(live);
    fake.expect(
      {
        method: 'GET',
        url: `${CAMPAIGNS}/banners`,
        assert: bearer('old-token'),
        reply: () => {
          bridge.readStoredToken.mockReturnValue(otherTabs); // the other tab refreshed: the old token is retired
          return json({ message: 'Sessão inválida ou encerrada. Faça login novamente.' }, 401);
        },
      },
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('other-tab-token'), reply: json(banners) },
    );
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).resolves.toEqual(banners);
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(bridge.onTokenRefreshed).toHaveBeenCalledOnce();
    expect(bridge.onTokenRefreshed.mock.calls[0]![0]).toEqual(otherTabs);
  });

  it('a call made for one user or company whose 401 comes after the session became another’s: nothing adopted, nothing refreshed (R242)', async () => {
    const bridge = signIn(live);
    let scope = 'user-a/100001';
    connectSession({ ...bridge, keptScope: () => scope });
    fake.expect({
      method: 'GET',
      url: `${CAMPAIGNS}/banners`,
      assert: bearer('old-token'),
      reply: () => {
        // Another user signed in meanwhile (or a company switch): their token is stored, and newer.
        scope = 'user-b/200001';
        bridge.readStoredToken.mockReturnValue(otherTabs);
        return json({ message: 'Sessão inválida ou encerrada. Faça login novamente.' }, 401);
      },
    });
    const error = await caught(request('campaignsApi', '/banners', { schema: bannersSchema, kept: false }));
    expect(error).toBeInstanceOf(HttpError);
    expect(bridge.onTokenRefreshed).not.toHaveBeenCalled();
    // Not this session's 401 to end: the new user stays signed in.
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(0);
  });

  it('only once: a second 401 with the new token ends the session', async () => {
    const bridge = signIn(live);
    fake.expect(
      {
        method: 'GET',
        url: `${CAMPAIGNS}/banners`,
        reply: () => {
          bridge.readStoredToken.mockReturnValue(otherTabs);
          return json({ message: 'x' }, 401);
        },
      },
      { method: 'GET', url: `${CAMPAIGNS}/banners`, assert: bearer('other-tab-token'), reply: json({ message: 'x' }, 401) },
    );
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('an older token in storage (a write that failed) is not taken: the call’s own token is refreshed, and refused it ends the session', async () => {
    const bridge = signIn(live);
    bridge.readStoredToken.mockReturnValue({ ...otherTabs, issued_at: NOW_S - 600 });
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json({ message: 'x' }, 401) },
      refreshCall(json({ message: 'x' }, 401)),
    );
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(bridge.onTokenRefreshed).not.toHaveBeenCalled();
  });
});

describe('request: parsing answers (R106)', () => {
  it('a body that breaks the schema is a ContractError naming the endpoint, with the issues (R112)', async () => {
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json([{ id: '1', image: 'x' }]) });
    const error = await caught(request('campaignsApi', 'banners', { schema: bannersSchema }));
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ endpoint: 'GET /banners', issues: ['0.id: invalid_type (expected number)'] });
  });

  it.each([
    ['malformed JSON', () => text('{"id": 1,', 200, 'application/json')],
    ['an HTML page', () => text('<!doctype html><p>oi</p>', 200, 'text/html')],
    ['an empty body', () => new Response(null, { status: 200 })],
  ])('%s where JSON was expected is a ContractError, not a SyntaxError', async (_name, reply) => {
    fake.expect({ method: 'POST', url: `${CLIENT}client/limits?x=1`, reply: reply() });
    const error = await caught(request('clientApi', '/client/limits', { method: 'POST', query: { x: 1 }, retry: false, schema: okSchema }));
    expect(error).toBeInstanceOf(ContractError);
    expect((error as ContractError).endpoint).toBe('POST /client/limits');
  });

  it('an empty answer is `undefined` for a schema that allows it (calls with nothing to say)', async () => {
    fake.expect({ method: 'POST', url: `${USERS}/auth/logout`, reply: new Response(null, { status: 204 }) });
    await expect(request('usersApi', '/auth/logout', { method: 'POST', schema: z.optional(z.unknown()) })).resolves.toBeUndefined();
  });

  it('a schema transform that throws is a ContractError too', async () => {
    const picky = z.pipe(
      z.string(),
      z.transform((): string => {
        throw new Error('boom');
      }),
    );
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json('x') });
    await expect(request('campaignsApi', '/banners', { schema: picky })).rejects.toBeInstanceOf(ContractError);
  });
});

describe('request: error answers (R106)', () => {
  it('keeps the sales error heading, stock details and the whole body', async () => {
    const body = {
      error: 'Estoque insuficiente',
      message: 'Alguns itens não têm estoque.',
      details: [{ sku: '1001', message: 'Disponível: 3', availableQty: 3 }],
      budget: 120.5,
    };
    fake.expect({ method: 'POST', url: `${PRODUCTS}/sales/`, reply: json(body, 422) });
    const error = await caught(request('productsApi', '/sales/', { method: 'POST', body: {}, schema: okSchema }));
    expect(error).toMatchObject({ status: 422, errorTitle: body.error, serviceMessage: body.message, details: body.details, body });
  });

  it('keeps a list of validation messages (422)', async () => {
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/register`,
      reply: json({ message: 'Inválido', details: ['E-mail inválido.', 'Senha curta.'] }, 422),
    });
    const error = await caught(request('usersApi', '/auth/register', { method: 'POST', body: {}, schema: okSchema }));
    expect(error).toMatchObject({ details: ['E-mail inválido.', 'Senha curta.'], userMessage: 'E-mail inválido. Senha curta.' });
  });

  it('a non-JSON error body gives an HttpError with the generic text for its status', async () => {
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: text('<html>Bad Gateway</html>', 502, 'text/html') });
    const error = await caught(request('campaignsApi', '/banners', { schema: bannersSchema }));
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 502, serviceMessage: undefined, details: undefined, body: undefined });
    expect((error as HttpError).userMessage).toMatch(/indisponível/);
  });

  it('reads any error shape without throwing', async () => {
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/banners`, reply: json(['x'], 404) },
      { method: 'GET', url: `${CAMPAIGNS}/oldCampaign`, reply: json({ message: 42, details: [1, { sku: 'a' }], error: null }, 404) },
    );
    expect(await caught(request('campaignsApi', '/banners', { schema: bannersSchema }))).toMatchObject({
      status: 404,
      serviceMessage: undefined,
      body: ['x'],
    });
    expect(await caught(request('campaignsApi', '/oldCampaign', { schema: okSchema }))).toMatchObject({
      status: 404,
      serviceMessage: undefined,
      details: undefined,
      errorTitle: undefined,
    });
  });

  it('a missing /config.json surfaces as ConfigError', async () => {
    resetConfigForTests();
    fake.expect({ method: 'GET', url: '/config.json', reply: text('Not found', 404) });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema })).rejects.toBeInstanceOf(ConfigError);
  });
});

describe('request: network, timeout, abort', () => {
  it('a connection failure is a NetworkError', async () => {
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: networkError });
    const error = await caught(request('campaignsApi', '/banners', { schema: bannersSchema }));
    expect(error).toBeInstanceOf(NetworkError);
    expect((error as NetworkError).cause).toBeInstanceOf(Error);
  });

  it('no answer within 15 s by default is a TimeoutError, not retried (R105)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: hang });
    const settled = vi.fn();
    const outcome = caught(request('campaignsApi', '/banners', { schema: bannersSchema }));
    void outcome.then(settled);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toBeInstanceOf(TimeoutError);
  });

  it('timeoutMs sets the wait', async () => {
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: hang });
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema, timeoutMs: 20 })).rejects.toBeInstanceOf(TimeoutError);
  });

  it("the caller's abort rejects with the signal's reason, untouched, and is not retried", async () => {
    const bridge = signIn(live);
    const controller = new AbortController();
    fake.expect({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply: hang });
    const outcome = caught(request('campaignsApi', '/banners', { schema: bannersSchema, signal: controller.signal }));
    await vi.waitFor(() => expect(fake.calls).toHaveLength(2));
    controller.abort();
    const error = await outcome;
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toBe(controller.signal.reason);
    expect((error as DOMException).name).toBe('AbortError');
    expect(bridge.onSessionExpired).not.toHaveBeenCalled();
  });

  it('an already aborted signal sends nothing', async () => {
    const reason = new Error('left the page');
    await expect(request('campaignsApi', '/banners', { schema: bannersSchema, signal: AbortSignal.abort(reason) })).rejects.toBe(reason);
  });
});

describe('notSent: a failed write that cannot have acted, through the client (R193)', () => {
  const write = (signal?: AbortSignal) =>
    request('clientApi', '/group-requests', { method: 'POST', body: {}, schema: okSchema, ...(signal ? { signal } : {}) });
  const groupRequest = (reply: Expectation['reply'], token = 'old-token'): Expectation => ({
    method: 'POST',
    url: `${CLIENT}group-requests`,
    assert: bearer(token),
    reply,
  });

  describe('true: it never left, or the service refused who sent it', () => {
    it('a write refused because the device is offline', async () => {
      signIn(live);
      vi.stubGlobal('navigator', { onLine: false });
      const error = await caught(write());
      expect(error).toBeInstanceOf(NetworkError);
      expect(notSent(error)).toBe(true);
    });

    it('no /config.json', async () => {
      resetConfigForTests();
      fake.expect({ method: 'GET', url: '/config.json', reply: text('Not found', 404) });
      const error = await caught(write());
      expect(error).toBeInstanceOf(ConfigError);
      expect(notSent(error)).toBe(true);
    });

    it.each([
      ['failed (503)', () => json({ message: 'Indisponível' }, 503), 'refresh'],
      ['lost (network)', () => networkError, 'refresh'],
      ['refused (401)', () => json({ message: 'Sessão inválida' }, 401), 'http'],
    ] as const)('a refresh before the first attempt, %s', async (_name, reply, kind) => {
      signIn(expired);
      fake.expect(refreshCall(reply()));
      const error = await caught(write());
      expect(error).toMatchObject({ kind });
      expect(notSent(error)).toBe(true);
    });

    it('a write answered 401 whose refresh then failed: the service did nothing with it', async () => {
      const bridge = signIn(live);
      fake.expect(groupRequest(json({ message: 'Unauthenticated.' }, 401)), refreshCall(json({ message: 'Indisponível' }, 503)));
      const error = await caught(write());
      expect(error).toMatchObject({ kind: 'refresh', userMessage: SESSION_NOT_RENEWED });
      expect(notSent(error)).toBe(true);
      expect(bridge.onSessionExpired).not.toHaveBeenCalled();
    });

    it('a write answered 401, whose resend after the refresh is refused offline', async () => {
      signIn(live);
      fake.expect(
        groupRequest(json({ message: 'Unauthenticated.' }, 401)),
        refreshCall(() => {
          vi.stubGlobal('navigator', { onLine: false });
          return json(fresh);
        }),
      );
      const error = await caught(write());
      expect(error).toBeInstanceOf(NetworkError);
      expect(notSent(error)).toBe(true);
    });
  });

  describe('false: it left and may have acted, or it is not an answer of the client', () => {
    it.each([
      ['a network cut', () => networkError, NetworkError],
      ['an HTTP answer (500)', () => json({ message: 'erro' }, 500), HttpError],
      ['an HTTP answer (422)', () => json({ message: 'Inválido' }, 422), HttpError],
      ['an answer that breaks the contract', () => json({ ok: 'yes' }), ContractError],
    ] as const)('%s', async (_name, reply, type) => {
      signIn(live);
      fake.expect(groupRequest(reply()));
      const error = await caught(write());
      expect(error).toBeInstanceOf(type);
      expect(notSent(error)).toBe(false);
    });

    it('a timeout', async () => {
      fake.expect({ method: 'POST', url: `${CLIENT}group-requests`, reply: hang });
      const error = await caught(request('clientApi', '/group-requests', { method: 'POST', body: {}, schema: okSchema, timeoutMs: 20 }));
      expect(error).toBeInstanceOf(TimeoutError);
      expect(notSent(error)).toBe(false);
    });

    it('the caller’s own abort: its reason, which the caller already knows', async () => {
      const controller = new AbortController();
      fake.expect({ method: 'POST', url: `${CLIENT}group-requests`, reply: hang });
      const outcome = caught(write(controller.signal));
      await vi.waitFor(() => expect(fake.calls).toHaveLength(2));
      controller.abort();
      const error = await outcome;
      expect(error).toBe(controller.signal.reason);
      expect(notSent(error)).toBe(false);
    });

    it.each([
      ['a plain Error', new Error('x')],
      ['a text', 'offline'],
      ['nothing', undefined],
      ['null', null],
    ])('%s', (_name, value) => {
      expect(notSent(value)).toBe(false);
    });
  });
});

describe('requestBlob', () => {
  it('returns the PDF as a Blob, sent with the bearer', async () => {
    signIn(live);
    fake.expect({ method: 'GET', url: `${CLIENT}client/my-order-nf?nf=123`, assert: bearer('old-token'), reply: pdf('%PDF-1.7 nota') });
    const blob = await requestBlob('clientApi', 'client/my-order-nf', { query: { nf: 123 } });
    expect(blob).toBeInstanceOf(Blob);
    expect(blob.type).toBe('application/pdf');
    expect(await blob.text()).toBe('%PDF-1.7 nota');
  });

  it('refreshes an expired token first', async () => {
    signIn(expired);
    fake.expect(refreshCall(json(fresh)), { method: 'GET', url: `${CLIENT}client/boleto`, assert: bearer('new-token'), reply: pdf() });
    await expect(requestBlob('clientApi', '/client/boleto', {})).resolves.toBeInstanceOf(Blob);
  });

  it('401 with a session, then a refused refresh, ends the session', async () => {
    const bridge = signIn(live);
    fake.expect(
      { method: 'GET', url: `${CLIENT}client/boleto`, reply: json({ message: 'Unauthenticated.' }, 401) },
      refreshCall(json({ message: 'Sessão inválida' }, 401)),
    );
    await expect(requestBlob('clientApi', '/client/boleto', {})).rejects.toMatchObject({ status: 401 });
    expect(bridge.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('retries once after 500', async () => {
    fake.expect(
      { method: 'GET', url: `${CLIENT}client/boleto`, reply: json({ message: 'erro' }, 500) },
      { method: 'GET', url: `${CLIENT}client/boleto`, reply: pdf() },
    );
    await expect(requestBlob('clientApi', '/client/boleto', {})).resolves.toBeInstanceOf(Blob);
  });

  it('an error status gives an HttpError with the JSON error body', async () => {
    fake.expect({
      method: 'GET',
      url: `${CLIENT}client/boleto`,
      reply: json({ message: 'Não encontrado', details: 'Boleto indisponível.' }, 404),
    });
    await expect(requestBlob('clientApi', '/client/boleto', {})).rejects.toMatchObject({
      status: 404,
      serviceMessage: 'Não encontrado',
      details: 'Boleto indisponível.',
    });
  });

  it('a 200 that is JSON or HTML instead of a file is a ContractError', async () => {
    fake.expect({ method: 'GET', url: `${CLIENT}client/boleto`, reply: json({ ok: true }) });
    const error = await caught(requestBlob('clientApi', '/client/boleto', {}));
    expect(error).toBeInstanceOf(ContractError);
    expect(error).toMatchObject({ endpoint: 'GET /client/boleto', issues: ['expected a file, got application/json'] });
  });
});

describe('kept answers (docs/offline.md) (R171)', () => {
  // One page's state in the module: what one case remembered as fresh must not answer the next one's reads.
  beforeEach(forgetFresh);
  /** Cache Storage reduced to what kept-answers.ts uses. */
  function stubBrowser() {
    const entries = new Map<string, Response>();
    const cache = {
      match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
      put: (url: string, response: Response) => Promise.resolve(void entries.set(url, response)),
      keys: () => Promise.resolve([...entries.keys()].map((url) => ({ url }))),
      delete: (request: { url: string }) => Promise.resolve(entries.delete(request.url)),
    };
    vi.stubGlobal('caches', { open: () => Promise.resolve(cache) });
    vi.stubGlobal('location', { origin: 'https://portal.test' });
    vi.stubGlobal('document', { getElementById: () => null });
    vi.stubGlobal('window', new EventTarget());
    return entries;
  }
  function signInKeeping(scope = 'user/100001') {
    const bridge = signIn(live);
    connectSession({ ...bridge, keptScope: () => scope });
  }
  const bannersCall = (reply: Expectation['reply']): Expectation => ({ method: 'GET', url: `${CAMPAIGNS}/banners`, reply });
  const getBanners = () => request('campaignsApi', '/banners', { schema: bannersSchema });

  it('a read answered once stands in when the network is gone, for the same user and company only', async () => {
    const entries = stubBrowser();
    signInKeeping();
    fake.expect(bannersCall(json(banners)));
    await expect(getBanners()).resolves.toEqual(banners);
    await vi.waitFor(() => expect(entries.size).toBe(1));
    fake.expect(bannersCall(networkError));
    await expect(getBanners()).resolves.toEqual(banners);
    signInKeeping('user/100002');
    fake.expect(bannersCall(networkError));
    expect(await caught(getBanners())).toBeInstanceOf(NetworkError);
  });

  it('calls told apart only by their headers (a campaign id, a page, combos) never share a kept answer', async () => {
    const entries = stubBrowser();
    signInKeeping();
    const page = (n: number) => request('campaignsApi', '/banners', { headers: { 'current-page': n }, schema: bannersSchema });
    fake.expect(bannersCall(json(banners)));
    await expect(page(1)).resolves.toEqual(banners);
    await vi.waitFor(() => expect(entries.size).toBe(1));
    fake.expect(bannersCall(networkError));
    expect(await caught(page(2))).toBeInstanceOf(NetworkError);
    fake.expect(bannersCall(networkError));
    await expect(page(1)).resolves.toEqual(banners);
  });

  it('keeps nothing signed out, for auth calls, or for a caller that asks for the service as it is now', async () => {
    const entries = stubBrowser();
    signInKeeping();
    fake.expect({ method: 'GET', url: `${USERS}/auth/check`, reply: json({ ok: true }) });
    await request('usersApi', '/auth/check', { schema: okSchema });
    fake.expect(bannersCall(json(banners)));
    await request('campaignsApi', '/banners', { schema: bannersSchema, kept: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(entries.size).toBe(0);
  });

  it("a read's caller says how it uses the kept answer: 'race' draws it for a slow network, 'fallback' waits, false keeps nothing", async () => {
    const entries = stubBrowser();
    signInKeeping();
    const call = (reply: Expectation['reply']): Expectation => ({ method: 'GET', url: `${CLIENT}client/myCompanies`, reply });
    fake.expect(call(json(companies)));
    const first = await getCompanies();
    await vi.waitFor(() => expect(entries.size).toBe(1));
    const slow = deferred();
    fake.expect(call(slow.reply));
    await expect(getCompanies()).resolves.toEqual(first); // drawn from the kept answer, the call still out
    slow.resolve(json(companies));
    const waiting = deferred();
    fake.expect(call(waiting.reply));
    let settled = false;
    const fallback = getCompanies(undefined, { kept: 'fallback' }).finally(() => (settled = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(settled).toBe(false);
    waiting.resolve(json([]));
    await expect(fallback).resolves.toEqual([]);
    fake.expect(call(networkError));
    expect(await caught(getCompanies(undefined, { kept: false }))).toBeInstanceOf(NetworkError);
  });

  describe('after a write (docs/offline.md, "After a write")', () => {
    const write = (reply: Expectation['reply']): Expectation => ({ method: 'PUT', url: `${CLIENT}client/notifications`, reply });
    const putNotifications = () => request('clientApi', '/client/notifications', { method: 'PUT', body: {}, schema: okSchema });
    /** Reads the banners with the network answering only when the test says; resolves whether it settled before that. */
    async function readWhileSlow(): Promise<{ settledFirst: boolean; value: unknown }> {
      const slow = deferred();
      fake.expect(bannersCall(slow.reply));
      let settled = false;
      const reading = getBanners().finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 150));
      const settledFirst = settled;
      slow.resolve(json([{ id: 2, image: 'https://cdn.test/b2.png' }]));
      return { settledFirst, value: await reading };
    }

    it('the reads after a write that succeeded wait for the network instead of drawing what was kept before it', async () => {
      const entries = stubBrowser();
      signInKeeping();
      fake.expect(bannersCall(json(banners)));
      await getBanners();
      await vi.waitFor(() => expect(entries.size).toBe(1));
      await expect(readWhileSlow()).resolves.toEqual({ settledFirst: true, value: banners }); // before: the kept one, at once
      fake.expect(write(json({ ok: true })));
      await putNotifications();
      await expect(readWhileSlow()).resolves.toEqual({ settledFirst: false, value: [{ id: 2, image: 'https://cdn.test/b2.png' }] });
    });

    it('also when the write comes before the page has read anything kept', async () => {
      const entries = stubBrowser();
      signInKeeping();
      fake.expect(bannersCall(json(banners)));
      await getBanners();
      await vi.waitFor(() => expect(entries.size).toBe(1));
      // A page that has not loaded the kept answers' code yet (another page, the same device).
      resetClientForTests();
      setClock(() => NOW);
      signInKeeping();
      fake.expect(write(json({ ok: true })));
      await putNotifications();
      await expect(readWhileSlow()).resolves.toEqual({ settledFirst: false, value: [{ id: 2, image: 'https://cdn.test/b2.png' }] });
    });

    it('a write that failed changes nothing: the kept answer is still drawn for a slow network', async () => {
      const entries = stubBrowser();
      signInKeeping();
      fake.expect(bannersCall(json(banners)));
      await getBanners();
      await vi.waitFor(() => expect(entries.size).toBe(1));
      fake.expect(write(json({ message: 'não' }, 422)));
      expect(await caught(putNotifications())).toBeInstanceOf(HttpError);
      await expect(readWhileSlow()).resolves.toEqual({ settledFirst: true, value: banners });
    });
  });

  it('refuses a write before it leaves while the device is offline', async () => {
    stubBrowser();
    signInKeeping();
    vi.stubGlobal('navigator', { onLine: false });
    expect(await caught(request('clientApi', '/client/push', { method: 'PUT', body: {}, schema: okSchema }))).toBeInstanceOf(NetworkError);
  });
});
