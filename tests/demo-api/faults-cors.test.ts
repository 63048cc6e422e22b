// Fault switches (/__demo/faults, DEMO_FAULTS) and CORS as a cross-origin browser sees it.
import { afterEach, describe, expect, it } from 'vitest';
import { CONTRACT_HEADERS, SERVICE_BASES } from '../../demo-api/app.ts';
import { faultsFromEnv, MALFORMED_BODY } from '../../demo-api/lib/faults.ts';
import { IDEMPOTENCY_ERRORS } from '../../demo-api/lib/idempotency.ts';
import { startDemoApi } from '../../demo-api/start.ts';
import { operations, validateResponse } from '../support/contract.ts';
import { ORIGIN, setup } from './helpers.ts';

type Demo = ReturnType<typeof setup>;

const addFault = async (t: Demo, fault: unknown) => {
  const res = await t.call('POST', '/__demo/faults', { json: fault });
  expect(res.status).toBe(201);
  return ((await res.json()) as { faults: Array<{ id: number }> }).faults;
};
const limits = (t: Demo, token?: string) => t.api('productsApi', 'GET', '/client/limits', { token, headers: { 'client-code': '100001' } });

describe('fault modes', () => {
  it("'status' answers the status (default 500) with the error shape and CORS headers", async () => {
    const t = setup();
    const { token } = await t.login();
    await addFault(t, { mode: 'status', service: 'productsApi', path: '/client/limits' });
    const res = await limits(t, token);
    expect(res.status).toBe(500);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const body: unknown = await res.json();
    expect(validateResponse('get', '/client/limits', 500, body).errors).toEqual([]);
    await t.call('DELETE', '/__demo/faults');
    await addFault(t, { mode: 'status', status: 401, service: 'clientApi' });
    const gone = await t.api('clientApi', 'GET', '/client', { token });
    expect(gone.status).toBe(401);
    expect(validateResponse('get', '/client', 401, await gone.json()).errors).toEqual([]);
    // the sales error shape carries `error` too
    await addFault(t, { mode: 'status', status: 500, path: '/sales' });
    const sale = await t.api('productsApi', 'POST', '/sales/', { token, headers: { 'client-code': '100001' }, json: [] });
    expect(validateResponse('post', '/sales/', 500, await sale.json()).errors).toEqual([]);
  });

  it("'latency' delays the answer by ms and then answers normally", async () => {
    const t = setup();
    const { token } = await t.login();
    await addFault(t, { mode: 'latency', ms: 120, service: 'productsApi' });
    const started = performance.now();
    const res = await limits(t, token);
    expect(performance.now() - started).toBeGreaterThanOrEqual(100);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ Minimoorder: 300, Limitecredito: 5000 });
  });

  it("'malformed' answers 200 with a body that is not JSON", async () => {
    const t = setup();
    await addFault(t, { mode: 'malformed', service: 'campaignsApi', path: '/oldCampaign' });
    const res = await t.api('campaignsApi', 'GET', '/oldCampaign');
    expect(res.status).toBe(200);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const text = await res.text();
    expect(text).toBe(MALFORMED_BODY);
    expect(() => JSON.parse(text) as unknown).toThrow();
  });

  it("'schema' answers 200 JSON that breaks every operation's response schema", async () => {
    const t = setup();
    await addFault(t, { mode: 'schema' });
    const json = operations.filter((op) => {
      const ok = op.op.responses[Object.keys(op.op.responses).find((s) => s.startsWith('2'))!] as { content?: Record<string, unknown> };
      return Boolean(ok.content?.['application/json']);
    });
    expect(json.length).toBe(53);
    for (const op of json) {
      const res = await t.api(op.service, op.method, op.path);
      expect(res.status).toBe(200);
      const body: unknown = await res.json();
      const status = Number(Object.keys(op.op.responses).find((s) => s.startsWith('2')));
      expect(validateResponse(op.method, op.path, status, body).ok, `${op.operationId} accepted the off-contract body`).toBe(false);
    }
  });

  it("'down' fails the request like a network error (app.request rejects)", async () => {
    const t = setup();
    await addFault(t, { mode: 'down', service: 'usersApi', path: '/auth/login', method: 'post' });
    await expect(t.api('usersApi', 'POST', '/auth/login', { json: { username: '12345678909', password: 'Demo@123' } })).rejects.toThrow(
      /down/,
    );
    expect((await t.api('usersApi', 'POST', '/auth/logout')).status).toBe(401);
  });
  for (const [mode, status, code] of [
    ['key-in-progress', 409, 'idempotency-key-in-progress'],
    ['key-mismatch', 422, 'idempotency-key-mismatch'],
  ] as const) {
    it(`'${mode}' answers ${status} with the IdempotencyError (no \`error\`) and the service does not act`, async () => {
      const t = setup();
      const { token } = await t.login();
      const orders = () => t.state.orders.get('100001')!.length;
      const before = orders();
      await addFault(t, { mode, service: 'productsApi', path: '/sales', method: 'POST', clientCode: '100001', times: 1 });
      const sendOrder = () =>
        t.api('productsApi', 'POST', '/sales/', {
          token,
          headers: { 'client-code': '100001', 'Idempotency-Key': '3c8e5a1f-9b2d-4f7e-a6c0-5d4e3f2a1b0c' },
          json: [
            {
              sku: '000000000000012443',
              total: 12,
              price: 42.9,
              usePrice: 41.5,
              stock: 860,
              vessel: 0,
              descricao: 'Cerveja Brahma Chopp Lata 350ml',
              bonus: false,
            },
          ],
        });
      const res = await sendOrder();
      expect(res.status).toBe(status);
      expect(res.headers.get('x-demo-fault')).toBe(mode);
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      const body = (await res.json()) as Record<string, unknown>;
      expect(validateResponse('post', '/sales/', status, body).errors).toEqual([]);
      expect(body.code).toBe(code);
      expect(body).toEqual(IDEMPOTENCY_ERRORS[mode === 'key-in-progress' ? 'in-progress' : 'mismatch'].body);
      expect(body).not.toHaveProperty('error');
      expect(orders()).toBe(before);
      expect(t.state.salesByKey.size).toBe(0);
      // `times: 1` used it up: the same send now reaches the service and creates the order.
      expect((await sendOrder()).status).toBe(200);
      expect(orders()).toBe(before + 1);
    });
  }

  it("'ignore-search' answers a search as a service without one: every product, or the category's (R269)", async () => {
    const t = setup();
    const { token } = await t.login();
    const search = (headers: Record<string, string> = {}) =>
      t.api('productsApi', 'GET', '/catalog/products', {
        token,
        headers: { 'client-code': '100001', 'per-page': '24', 'current-page': '1', search: 'guarana', ...headers },
      });
    const names = async (res: Response) => ((await res.json()) as { data: Array<{ descricao: string }> }).data.map((p) => p.descricao);
    const found = await names(await search());
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((name) => /guaran/i.test(name))).toBe(true);
    await addFault(t, { mode: 'ignore-search', service: 'productsApi', path: '/catalog/products' });
    const res = await search();
    expect(res.status).toBe(200);
    const every = await names(res);
    expect(every.filter((name) => !/guaran/i.test(name)).length).toBeGreaterThan(every.length / 2);
    const beers = await names(await search({ category: 'Cervejas' }));
    expect(beers.length).toBeGreaterThan(0);
    expect(beers.every((name) => /^Cerveja/.test(name))).toBe(true);
  });

  it("'drop-after' lets the service act, then rejects like a lost answer", async () => {
    const t = setup();
    const { token } = await t.login();
    await addFault(t, { mode: 'drop-after', service: 'usersApi', path: '/auth/logout', method: 'post', times: 1 });
    await expect(t.api('usersApi', 'POST', '/auth/logout', { token })).rejects.toThrow(/down/);
    // The logout happened: the token is revoked.
    expect((await t.api('usersApi', 'POST', '/auth/logout', { token })).status).toBe(401);
  });
});

describe('fault matching and lifetime', () => {
  it('matches service, path substring and method; `times` limits it; hits are counted', async () => {
    const t = setup();
    const { token } = await t.login();
    await addFault(t, { mode: 'status', status: 503, service: 'clientApi', path: 'my-debits', method: 'GET', times: 2 });
    expect((await t.api('clientApi', 'GET', '/client/equipments', { token })).status).toBe(200);
    expect((await limits(t, token)).status).toBe(200);
    expect((await t.api('clientApi', 'GET', '/client/my-debits', { token })).status).toBe(503);
    const [listed] = (await (await t.call('GET', '/__demo/faults')).json()) as Array<{ hits: number; times: number }>;
    expect(listed).toMatchObject({ hits: 1, times: 1 });
    expect((await t.api('clientApi', 'GET', '/client/my-debits', { token })).status).toBe(503);
    expect((await t.api('clientApi', 'GET', '/client/my-debits', { token })).status).toBe(200);
    expect(await (await t.call('GET', '/__demo/faults')).json()).toEqual([]);
  });

  it('`clientCode` limits a fault to calls acting for that client (header or bearer session)', async () => {
    const t = setup();
    const { token } = await t.login();
    await addFault(t, { mode: 'status', status: 503, service: 'clientApi', clientCode: '999999' });
    expect((await t.api('clientApi', 'GET', '/client/my-debits', { token })).status).toBe(200);
    await addFault(t, { mode: 'status', status: 502, service: 'clientApi', clientCode: '100001' });
    expect((await t.api('clientApi', 'GET', '/client/my-debits', { token })).status).toBe(502);
    expect((await t.call('POST', '/__demo/faults', { json: { mode: 'status', clientCode: 7 } })).status).toBe(422);
  });

  it('DELETE /__demo/faults clears them all, DELETE /__demo/faults/:id one, /__demo/reset too', async () => {
    const t = setup();
    const { token } = await t.login();
    const [a] = await addFault(t, [
      { mode: 'status', service: 'productsApi' },
      { mode: 'status', service: 'clientApi' },
    ]);
    expect((await limits(t, token)).status).toBe(500);
    expect((await t.call('DELETE', `/__demo/faults/${a!.id}`)).status).toBe(200);
    expect((await limits(t, token)).status).toBe(200);
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(500);
    expect(await (await t.call('DELETE', '/__demo/faults')).json()).toEqual({ message: 'Falhas removidas', cleared: 1 });
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(200);

    await addFault(t, { mode: 'status' });
    expect((await t.call('POST', '/__demo/reset')).status).toBe(200);
    const fresh = await t.login();
    expect((await t.api('clientApi', 'GET', '/client', { token: fresh.token })).status).toBe(200);
  });

  it('never faults the demo routes, the outbox or CORS preflights', async () => {
    const t = setup();
    await addFault(t, { mode: 'status' });
    expect((await t.call('GET', '/outbox.json')).status).toBe(200);
    expect((await t.call('GET', '/__demo/state')).status).toBe(200);
    const preflight = await t.call('OPTIONS', '/products-api/client/limits', { headers: { 'Access-Control-Request-Method': 'GET' } });
    expect(preflight.status).toBe(204);
  });

  it('refuses an invalid fault with 422 and the problems', async () => {
    const t = setup();
    const res = await t.call('POST', '/__demo/faults', { json: { mode: 'explode', service: 'x', status: 99, times: 0 } });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { details: string[] }).details).toHaveLength(4);
  });

  it('createDemoApi({faults}) and DEMO_FAULTS set faults from the start', async () => {
    const t = setup({ faults: [{ mode: 'status', status: 502, service: 'usersApi' }] });
    expect((await t.api('usersApi', 'POST', '/auth/login', { json: {} })).status).toBe(502);
    expect(faultsFromEnv('[{"mode":"latency","ms":10,"path":"/catalog"}]')).toEqual([
      { mode: 'latency', ms: 10, path: '/catalog', id: 1, hits: 0 },
    ]);
    expect(() => faultsFromEnv('[{"mode":"nope"}]')).toThrow(/DEMO_FAULTS\[0\]/);
    expect(faultsFromEnv(undefined)).toEqual([]);
  });
});

describe('over a real socket (startDemoApi)', () => {
  const saved = process.env.DEMO_FAULTS;
  afterEach(() => {
    if (saved === undefined) delete process.env.DEMO_FAULTS;
    else process.env.DEMO_FAULTS = saved;
  });

  it("'down' closes the connection: fetch fails as on a network error; other calls still work", async () => {
    process.env.DEMO_FAULTS = JSON.stringify([{ mode: 'down', service: 'clientApi', path: '/client/general' }]);
    const server = await startDemoApi({ port: 0 });
    try {
      expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await expect(fetch(`${server.url}/client-api/client/general`, { headers: { Origin: ORIGIN } })).rejects.toThrow(TypeError);
      const ok = await fetch(`${server.url}/client-api/client`, { headers: { Origin: ORIGIN } });
      expect(ok.status).toBe(401);
      expect(ok.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    } finally {
      await server.close();
    }
  });
});

describe('CORS', () => {
  const everyHeader = ['Authorization', 'Content-Type', ...CONTRACT_HEADERS];

  for (const [service, base] of Object.entries(SERVICE_BASES)) {
    it(`preflight on ${service} allows the origin, the methods and every contract header`, async () => {
      const t = setup();
      const res = await t.call('OPTIONS', `${base}/some/path`, {
        headers: {
          'Access-Control-Request-Method': 'PUT',
          'Access-Control-Request-Headers': everyHeader.map((h) => h.toLowerCase()).join(','),
        },
      });
      expect(res.status).toBe(204);
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(res.headers.get('vary')).toMatch(/Origin/);
      const methods = res.headers.get('access-control-allow-methods')!.split(',');
      for (const m of ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS']) expect(methods).toContain(m);
      const allowed = res.headers
        .get('access-control-allow-headers')!
        .split(',')
        .map((h) => h.trim().toLowerCase());
      for (const h of everyHeader) expect(allowed, h).toContain(h.toLowerCase());
    });
  }

  it("answers with the portal's own origin, never another site's (R226)", async () => {
    const t = setup({ allowedOrigins: ['http://localhost:4399', 'https://portal.riogelado.com.br'] });
    for (const origin of ['http://localhost:4399', 'https://portal.riogelado.com.br']) {
      const res = await t.call('GET', '/client-api/client', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
    for (const origin of ['https://evil.example', 'http://localhost:4321', 'http://127.0.0.1:8080', 'null']) {
      const res = await t.call('GET', '/client-api/client', { headers: { Origin: origin } });
      expect(res.status).toBe(401);
      expect(
        [...res.headers.keys()].filter((name) => name.startsWith('access-control-')),
        origin,
      ).toEqual([]);
      expect(res.headers.get('vary')).toMatch(/Origin/);
    }
  });

  it('error answers carry the CORS headers, and expose Content-Disposition and the services’ clock (R297)', async () => {
    const t = setup();
    const { token } = await t.login();
    const answers = [
      await t.api('clientApi', 'GET', '/client'),
      await t.api('campaignsApi', 'GET', '/campaigns/flexibles/campaigns/details', {
        token,
        headers: { flexibleclientid: '100001', flexiblecampaignid: '999' },
      }),
      await t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: '1' } }),
      await t.api('productsApi', 'GET', '/nao-existe', { token }),
    ];
    expect(answers.map((r) => r.status)).toEqual([401, 404, 422, 404]);
    for (const res of answers) {
      expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
      expect(res.headers.get('access-control-expose-headers')).toBe('Content-Disposition,Date');
    }
  });
});
