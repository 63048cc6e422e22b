// Who may talk to the demo API: CORS and the demo routes for the portal's origins only (product-rules
// R226), requests addressed to the loopback only and no listening beyond it without the opt-in (R227).
import { request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_PORTAL_ORIGINS, isLoopbackHost, loopbackOrigins, originsFromEnv } from '../../demo-api/lib/access.ts';
import { remoteRefusal, startDemoApi } from '../../demo-api/start.ts';
import { ORIGIN, setup } from './helpers.ts';

const FOREIGN = 'https://evil.example';
const corsHeaders = (res: Response) => [...res.headers.keys()].filter((name) => name.startsWith('access-control-'));

describe('CORS for the portal only (R226)', () => {
  it('by default, the portal at port 4321 on localhost, 127.0.0.1 and [::1]', async () => {
    expect(DEFAULT_PORTAL_ORIGINS).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321', 'http://[::1]:4321']);
    const t = setup();
    for (const origin of DEFAULT_PORTAL_ORIGINS) {
      const res = await t.call('GET', '/campaigns-service/oldCampaign', { headers: { Origin: origin } });
      expect(res.headers.get('access-control-allow-origin')).toBe(origin);
    }
  });

  it("another site's preflight gets no CORS headers, so its page cannot call the services", async () => {
    const t = setup();
    const preflight = await t.call('OPTIONS', '/users/auth/login', {
      headers: { Origin: FOREIGN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(corsHeaders(preflight)).toEqual([]);
    const portal = await t.call('OPTIONS', '/users/auth/login', {
      headers: { 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });
    expect(portal.status).toBe(204);
    expect(portal.headers.get('access-control-allow-origin')).toBe(ORIGIN);
  });

  it('the outbox (every token and temporary password) is never readable by another site', async () => {
    const t = setup();
    const res = await t.call('GET', '/outbox.json', { headers: { Origin: FOREIGN } });
    expect(res.status).toBe(403);
    expect(corsHeaders(res)).toEqual([]);
    expect(await res.json()).toEqual({
      message: 'Origem não permitida',
      details: `A API de demonstração não atende páginas de ${FOREIGN}.`,
    });
    expect((await t.call('GET', '/outbox', { headers: { Origin: FOREIGN } })).status).toBe(403);
  });

  it('another site cannot reset, fault or read the demo: 403, and nothing changes', async () => {
    const t = setup();
    const { token } = await t.login();
    const foreign = { headers: { Origin: FOREIGN } };
    const refused = [
      await t.call('POST', '/__demo/reset', foreign),
      await t.call('POST', '/__demo/faults', { ...foreign, json: { mode: 'down' } }),
      await t.call('DELETE', '/__demo/faults', foreign),
      await t.call('POST', '/__demo/token-ttl', { ...foreign, json: { clientCode: '100001', seconds: 1 } }),
      await t.call('GET', '/__demo/state', foreign),
    ];
    expect(refused.map((res) => res.status)).toEqual([403, 403, 403, 403, 403]);
    expect(t.state.faults).toEqual([]);
    // The reset did not happen: the session opened before it still works.
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(200);
  });

  it("the portal's own pages and requests with no Origin (the address bar, curl, tests) reach the demo routes", async () => {
    const t = setup();
    expect((await t.call('GET', '/outbox.json')).status).toBe(200);
    const noOrigin = await t.demoRequest('/__demo/state');
    expect(noOrigin.status).toBe(200);
    expect((await t.call('POST', '/__demo/faults', { json: { mode: 'latency', ms: 1 } })).status).toBe(201);
  });

  it('DEMO_API_ALLOWED_ORIGINS: origins separated by commas or spaces, final slashes dropped', () => {
    expect(originsFromEnv(' http://localhost:4399/, https://portal.example  http://127.0.0.1:5000 ')).toEqual([
      'http://localhost:4399',
      'https://portal.example',
      'http://127.0.0.1:5000',
    ]);
    expect(originsFromEnv(undefined)).toEqual([]);
    expect(loopbackOrigins(4399, 'https')).toEqual(['https://localhost:4399', 'https://127.0.0.1:4399', 'https://[::1]:4399']);
  });
});

describe('this machine only (R227)', () => {
  it('answers only requests addressed to the loopback by name (a rebound DNS name is refused)', async () => {
    const t = setup();
    for (const host of ['http://localhost:4010', 'http://127.0.0.1:4010', 'http://[::1]:4010']) {
      expect((await t.demoRequest(`${host}/outbox.json`)).status, host).toBe(200);
    }
    const rebound = await t.demoRequest('http://evil.example:4010/outbox.json');
    expect(rebound.status).toBe(403);
    expect(await rebound.json()).toEqual({
      message: 'Host não permitido',
      details: 'A API de demonstração só atende 127.0.0.1, ::1, localhost, não evil.example.',
    });
    expect((await setup({ allowRemote: true }).demoRequest('http://portal-dev.lan:4010/outbox.json')).status).toBe(200);
    expect(['localhost', '127.0.0.1', '::1', '[::1]', 'LOCALHOST'].every(isLoopbackHost)).toBe(true);
    expect(['0.0.0.0', '127.0.0.2', 'localhost.evil.example', '192.168.0.10'].some(isLoopbackHost)).toBe(false);
  });

  describe('startDemoApi', () => {
    const saved = { remote: process.env.DEMO_API_ALLOW_REMOTE, origins: process.env.DEMO_API_ALLOWED_ORIGINS };
    afterEach(() => {
      for (const [name, value] of [
        ['DEMO_API_ALLOW_REMOTE', saved.remote],
        ['DEMO_API_ALLOWED_ORIGINS', saved.origins],
      ] as const) {
        if (value === undefined) delete process.env[name];
        else process.env[name] = value;
      }
    });

    it('refuses to listen beyond the loopback, saying why and how to opt in', async () => {
      delete process.env.DEMO_API_ALLOW_REMOTE;
      await expect(startDemoApi({ port: 0, hostname: '0.0.0.0' })).rejects.toThrow(remoteRefusal('0.0.0.0'));
      expect(remoteRefusal('0.0.0.0')).toContain('defina DEMO_API_ALLOW_REMOTE=1');
    });

    it('listens on the loopback by default, and beyond it with DEMO_API_ALLOW_REMOTE=1', async () => {
      const local = await startDemoApi({ port: 0 });
      expect(local.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      await local.close();
      process.env.DEMO_API_ALLOW_REMOTE = '1';
      const remote = await startDemoApi({ port: 0, hostname: '0.0.0.0' });
      try {
        // Opted in, it answers a host name that is not the loopback's.
        expect(await status(remote.url, 'portal-dev.lan')).toBe(200);
      } finally {
        await remote.close();
      }
    });

    it('over a real socket, a Host that is not the loopback is refused', async () => {
      delete process.env.DEMO_API_ALLOW_REMOTE;
      const server = await startDemoApi({ port: 0 });
      try {
        expect(await status(server.url, 'evil.example')).toBe(403);
        expect(await status(server.url, 'localhost')).toBe(200);
      } finally {
        await server.close();
      }
    });

    it("keeps an idle connection for two minutes, not Node's 5 s a reusing client can race", async () => {
      const server = await startDemoApi({ port: 0 });
      try {
        const keepAlive = await new Promise<unknown>((resolve, reject) => {
          const asked = request(`${server.url}/outbox.json`, { headers: { connection: 'keep-alive' } }, (response) => {
            response.resume();
            resolve(response.headers['keep-alive']);
          });
          asked.on('error', reject);
          asked.end();
        });
        expect(keepAlive).toBe('timeout=120');
      } finally {
        await server.close();
      }
    });

    it('takes the portal origins from DEMO_API_ALLOWED_ORIGINS when not given (R226)', async () => {
      process.env.DEMO_API_ALLOWED_ORIGINS = 'http://localhost:4399';
      const server = await startDemoApi({ port: 0 });
      try {
        const cors = async (origin: string) =>
          (await fetch(`${server.url}/campaigns-service/oldCampaign`, { headers: { Origin: origin } })).headers.get(
            'access-control-allow-origin',
          );
        expect(await cors('http://localhost:4399')).toBe('http://localhost:4399');
        expect(await cors('http://localhost:4321')).toBeNull();
      } finally {
        await server.close();
      }
    });
  });
});

/** The status of GET /outbox.json at `url`, sent with this Host header (fetch would not let it be set). */
function status(url: string, host: string): Promise<number> {
  const { hostname, port } = new URL(url);
  const address = hostname === '0.0.0.0' ? '127.0.0.1' : hostname;
  return new Promise((resolve, reject) => {
    request({ host: address, port, path: '/outbox.json', headers: { Host: `${host}:${port}` } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    })
      .on('error', reject)
      .end();
  });
}

describe('request bodies (R282)', () => {
  it('refuses a body over 1 MB with 413 before any route reads it, with the CORS headers', async () => {
    const t = setup();
    const { token } = await t.login();
    const cart = (bytes: number) => [{ sku: '12443', total: 1, descricao: 'x'.repeat(bytes) }];
    const orders = () => t.state.orders.get('100001')?.length;
    const before = orders();
    const huge = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': '100001', 'Idempotency-Key': crypto.randomUUID() },
      json: cart(2 * 1024 * 1024),
    });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    expect(await huge.json()).toEqual({ message: 'Requisição muito grande', details: 'O corpo da requisição passa de 1 MB.' });
    // Nothing was created.
    expect(orders()).toBe(before);
    // Under the limit, the route answers as it would.
    const small = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': '100001', 'Idempotency-Key': crypto.randomUUID() },
      json: cart(500 * 1024),
    });
    expect(small.status).not.toBe(413);
  });

  it('counts a body sent without its length as the route reads it, and refuses it past 1 MB', async () => {
    const t = setup();
    const { token } = await t.login();
    const chunk = new TextEncoder().encode('x'.repeat(256 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('[{"sku":"12443","total":1,"descricao":"'));
        if (sent >= 8) {
          controller.enqueue(new TextEncoder().encode('"}]'));
          controller.close();
          return;
        }
        sent += 1;
        controller.enqueue(chunk);
      },
    });
    // A streamed body needs `duplex` (Node's fetch), which the DOM's RequestInit type does not know yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'client-code': '100001',
        'Idempotency-Key': crypto.randomUUID(),
      },
      body,
      duplex: 'half',
    };
    const answer = await t.app.request('/products-api/sales/', init);
    expect(answer.status).toBe(413);
    expect(answer.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    // It stopped reading soon after the limit, not at the end of what it was sent.
    expect(sent).toBeLessThan(8);
  });

  it('takes a photo proof up to its own 5 MB, multipart: a 2 MB photo is the route’s to judge', async () => {
    const t = setup();
    const { token } = await t.login();
    const photo = new FormData();
    photo.append('storage', new Blob([new Uint8Array(2 * 1024 * 1024)], { type: 'image/jpeg' }), 'foto.jpg');
    const answer = await t.api('campaignsApi', 'POST', '/campaigns/flexibles/photographies/', { token, body: photo });
    expect(answer.status).not.toBe(413);
  });
});
