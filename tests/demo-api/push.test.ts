import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { nextStatus, ORDER_WAY, parseSubscription } from '../../demo-api/lib/push.ts';
import { pushDevice } from '../support/web-push-receiver.ts';
import { setup } from './helpers.ts';

/** A push service on the loopback: it keeps what it is sent and answers `status`. */
async function pushService(status = 201) {
  const received: Array<{ path: string; headers: IncomingHttpHeaders; body: Buffer }> = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(service.status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const service = {
    status,
    received,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  closers.push(service.close);
  return service;
}
const closers: Array<() => Promise<void>> = [];
afterEach(async () => {
  await Promise.all(closers.splice(0).map((close) => close()));
});

/** An order of 100001 no other client has, put at `status` on its way. */
const ORDER = '0089990001';
function orderOnItsWay(t: ReturnType<typeof setup>, status = 'PEDIDO EM SEPARACAO') {
  const record = t.state.orders.get('100001')!.find((r) => r.processed)!;
  expect([...t.state.orders.values()].flat().filter((r) => r.order.Status.VBELN === ORDER)).toEqual([]);
  record.order.Status.VBELN = ORDER;
  record.order.Status.STATUS = status;
}

describe('the demo sends real order-status pushes (R309)', () => {
  it('an order that moves reaches every device of its client, encrypted for that device and VAPID-signed', async () => {
    const t = setup();
    const service = await pushService();
    const device = pushDevice();
    const { token } = await t.login();
    const playerId = JSON.stringify(device.subscription(`${service.url}/push/abc`));
    expect((await t.api('clientApi', 'PUT', '/client/push', { token, json: { playerId } })).status).toBe(200);
    orderOnItsWay(t);

    const answer = await t.call('POST', `/__demo/orders/${ORDER}/advance`);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ order: ORDER, status: 'PEDIDO EM TRANSITO', pushes: [{ result: 201 }] });

    expect(service.received).toHaveLength(1);
    const [message] = service.received;
    expect(message!.path).toBe('/push/abc');
    expect(message!.headers['content-encoding']).toBe('aes128gcm');
    expect(message!.headers.ttl).toBe('86400');
    expect(message!.headers.topic).toBe(`pedido-${ORDER}`);
    // VAPID (RFC 8292): a JWT for the push service's origin, and the demo's public key, which /config.json carries.
    const [, jwt, key] = /^vapid t=([^,]+), k=(.+)$/.exec(String(message!.headers.authorization))!;
    expect(key).toBe(t.vapidPublicKey);
    expect(JSON.parse(Buffer.from(jwt!.split('.')[1]!, 'base64url').toString())).toMatchObject({ aud: service.url });
    expect(JSON.parse(device.decrypt(message!.body))).toEqual({
      kind: 'order-status',
      order: ORDER,
      status: 'PEDIDO EM TRANSITO',
      clientCode: '100001',
    });
    expect(((await (await t.call('GET', '/__demo/push')).json()) as { sent: unknown[] }).sent).toHaveLength(1);
  });

  it('steps along the way, or to a status asked for; the end of the way and an unknown order are refused', async () => {
    const t = setup();
    orderOnItsWay(t, 'PEDIDO EM TRANSITO');
    const advance = (json?: unknown) => t.call('POST', `/__demo/orders/${ORDER}/advance`, json === undefined ? {} : { json });
    expect(await (await advance()).json()).toMatchObject({ status: 'PEDIDO ENTREGUE', pushes: [] });
    expect((await advance()).status).toBe(409);
    expect(await (await advance({ status: 'PEDIDO FATURADO' })).json()).toMatchObject({ status: 'PEDIDO FATURADO' });
    expect((await advance({ status: 'VOADO' })).status).toBe(422);
    expect((await t.call('POST', '/__demo/orders/999/advance')).status).toBe(404);
    const listed = (await (
      await t.api('clientApi', 'GET', '/client/my-updated-orders?dias_pedido=45', { token: (await t.login()).token })
    ).json()) as {
      pedidos: Array<{ Status: { VBELN: string; STATUS: string } }>;
    };
    expect(listed.pedidos.find((order) => order.Status.VBELN === ORDER)?.Status.STATUS).toBe('PEDIDO FATURADO');
  });

  it('a device belongs to the account that registered it last; DELETE and a gone device (410) forget it', async () => {
    const t = setup();
    const service = await pushService();
    const device = pushDevice();
    const playerId = JSON.stringify(device.subscription(`${service.url}/push/one`));
    const first = await t.login();
    const other = await t.login('11222333000181');
    await t.api('clientApi', 'PUT', '/client/push', { token: first.token, json: { playerId } });
    await t.api('clientApi', 'PUT', '/client/push', { token: other.token, json: { playerId } });
    const devices = async () => ((await (await t.call('GET', '/__demo/push')).json()) as { devices: Record<string, number> }).devices;
    expect(await devices()).toMatchObject({ '12345678909': 0, '11222333000181': 1 });

    orderOnItsWay(t);
    await t.call('POST', `/__demo/orders/${ORDER}/advance`);
    expect(service.received).toHaveLength(0); // 100001 is not the other account's client

    const removed = await t.api('clientApi', 'DELETE', '/client/push', { token: first.token, json: { playerId } });
    expect(await removed.json()).toEqual({ message: 'Dispositivo removido', details: 'Notificações desativadas neste dispositivo.' });
    expect(await devices()).toMatchObject({ '11222333000181': 0 });

    await t.api('clientApi', 'PUT', '/client/push', { token: first.token, json: { playerId } });
    service.status = 410;
    await t.call('POST', `/__demo/orders/${ORDER}/advance`);
    expect(service.received).toHaveLength(1);
    expect(await devices()).toMatchObject({ '12345678909': 0 });
  });

  it('an id that is no subscription is kept but never sent to; a service that is down is reported, not thrown', async () => {
    const t = setup();
    const { token } = await t.login();
    await t.api('clientApi', 'PUT', '/client/push', { token, json: { playerId: '3f9a2c1e-7b4d-4e8a-9c2f-1a6b5d8e0f47' } });
    const down = JSON.stringify(pushDevice().subscription('http://127.0.0.1:9/push/down'));
    await t.api('clientApi', 'PUT', '/client/push', { token, json: { playerId: down } });
    orderOnItsWay(t);
    const answer = (await (await t.call('POST', `/__demo/orders/${ORDER}/advance`)).json()) as { pushes: Array<{ result: unknown }> };
    expect(answer.pushes).toHaveLength(1);
    expect(typeof answer.pushes[0]!.result).toBe('string');
  });

  it('the way and the subscriptions it reads', () => {
    expect(ORDER_WAY.map(nextStatus)).toEqual([...ORDER_WAY.slice(1), null]);
    expect(nextStatus('PEDIDO CANCELADO')).toBeNull();
    expect(parseSubscription('{"endpoint":"ftp://x","keys":{"p256dh":"a","auth":"b"}}')).toBeNull();
    expect(parseSubscription('{"endpoint":"https://x"}')).toBeNull();
    expect(parseSubscription('null')).toBeNull();
    expect(parseSubscription('{"endpoint":"https://x/1","keys":{"p256dh":"a","auth":"b"},"expirationTime":null}')).toEqual({
      endpoint: 'https://x/1',
      keys: { p256dh: 'a', auth: 'b' },
    });
  });
});
