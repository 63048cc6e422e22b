// POST /sales/ with an Idempotency-Key (docs/product-rules.md R140): the key is recorded before the service
// acts, a created order is remembered by client and key and a repeat with the same body replays its answer
// without a second order; the key in progress answers 409, with another body 422; refusals are not remembered.
import { describe, expect, it, vi } from 'vitest';
import { validateResponse } from '../support/contract.ts';
import { catalogueHeaders, ORIGIN, setup } from './helpers.ts';

// Orders of 12 boxes or more clear the client's minimum order.
const C = '100001';
const KEY = '0f8c2a7e-3b1d-4c5e-9a6f-1234567890ab';
const OTHER_KEY = '7d9e1f20-5a4b-4c3d-8e2f-abcdefabcdef';

interface Product {
  sku: string;
  descricao: string;
  preco: number;
  estoque: number;
  complemento: string | null;
  vessel: number;
}

const line = (p: Product, total: number) => ({
  sku: p.sku,
  total,
  price: p.preco,
  usePrice: p.preco,
  stock: p.estoque,
  vessel: p.vessel,
  complement: p.complemento,
  product: p.descricao,
  DATBI: null,
  KVGR1: null,
  descricao: p.descricao,
  bonus: false,
  bonus_proportion: null,
  budget: null,
  products: null,
});

async function start() {
  const t = setup();
  const { token } = await t.login();
  const res = await t.api('productsApi', 'GET', '/catalog/products', {
    token,
    headers: catalogueHeaders(C, { category: 'Cervejas', brand: 'Brahma' }),
  });
  const list = ((await res.json()) as { data: Product[] }).data;
  const brahma = list.find((p) => p.descricao === 'Cerveja Brahma Chopp Lata 350ml')!;
  const send = (json: unknown, key?: string, token_ = token) =>
    t.api('productsApi', 'POST', '/sales/', {
      token: token_,
      headers: { 'client-code': token_ === token ? C : '100002', ...(key ? { 'Idempotency-Key': key } : {}) },
      json,
    });
  const orders = () => t.state.orders.get(C)!.length;
  const stockOf = (sku: string) => t.state.catalogue.products.find((p) => p.sku === sku)!.estoque;
  /** A send whose body arrives only on `release()`: the service stays in the middle of it until then. */
  const held = (json: unknown, key: string) => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        await gate;
        controller.enqueue(new TextEncoder().encode(JSON.stringify(json)));
        controller.close();
      },
    });
    // A streamed body needs `duplex` (Node's fetch), which the DOM's RequestInit type does not know yet.
    const init: RequestInit & { duplex: 'half' } = {
      method: 'POST',
      headers: {
        Origin: ORIGIN,
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'client-code': C,
        'Idempotency-Key': key,
      },
      body,
      duplex: 'half',
    };
    return { response: t.app.request('/products-api/sales/', init), release };
  };
  return { t, token, brahma, list, send, held, orders, stockOf };
}

/** The key's record as the service keeps it. */
const recordOf = (t: ReturnType<typeof setup>, key = KEY) => t.state.salesByKey.get(`${C} ${key}`);

/** Checks an IdempotencyError answer: its status, its code, the contract, and no `error` (so never a refusal). */
async function expectIdempotencyError(res: Response, status: 409 | 422, code: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as Record<string, unknown>;
  expect(validateResponse('post', '/sales/', status, body).errors).toEqual([]);
  expect(body).toMatchObject({ code });
  expect(body).not.toHaveProperty('error');
  expect(body.details).toMatch(/pedido/);
}

describe('POST /sales/ with Idempotency-Key (R140)', () => {
  it('a repeated key replays the first answer (status and body) and creates no second order', async () => {
    const { t, brahma, send, orders } = await start();
    const before = orders();
    const first = await send([line(brahma, 12)], KEY);
    const firstBody: unknown = await first.json();
    expect(first.status).toBe(200);
    expect(validateResponse('post', '/sales/', 200, firstBody).errors).toEqual([]);
    const again = await send([line(brahma, 12)], KEY);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(firstBody);
    expect(orders()).toBe(before + 1);
    // Stock went down once.
    expect(t.state.catalogue.products.find((p) => p.sku === brahma.sku)!.estoque).toBe(brahma.estoque - 12);
  });

  it('another key, or no key, creates another order', async () => {
    const { brahma, send, orders } = await start();
    const before = orders();
    const a = (await (await send([line(brahma, 12)], KEY)).json()) as { ORDEM: string };
    const b = (await (await send([line(brahma, 12)], OTHER_KEY)).json()) as { ORDEM: string };
    const c = (await (await send([line(brahma, 12)])).json()) as { ORDEM: string };
    expect(new Set([a.ORDEM, b.ORDEM, c.ORDEM]).size).toBe(3);
    expect(orders()).toBe(before + 3);
  });

  it('a key is remembered per client: the same key from another company creates its order', async () => {
    const { t, token, brahma, send } = await start();
    const first = (await (await send([line(brahma, 12)], KEY)).json()) as { ORDEM: string };
    const switched = await t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token, json: { clientCode: '100002' } });
    const other = ((await switched.json()) as { access_token: string }).access_token;
    const before = t.state.orders.get('100002')?.length ?? 0;
    const res = await send([line(brahma, 12)], KEY, other);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ORDEM: string }).ORDEM).not.toBe(first.ORDEM);
    expect(t.state.orders.get('100002')!.length).toBe(before + 1);
  });

  it('a refusal is not remembered: the same key then creates the order', async () => {
    const { brahma, send, orders } = await start();
    const before = orders();
    const refused = await send([line(brahma, brahma.estoque + 1)], KEY);
    expect(refused.status).toBe(422);
    const created = await send([line(brahma, 13)], KEY);
    expect(created.status).toBe(200);
    expect(orders()).toBe(before + 1);
  });

  it('a key that is not a UUID is refused (400) and creates nothing', async () => {
    const { brahma, send, orders } = await start();
    const before = orders();
    const res = await send([line(brahma, 13)], 'pedido-1');
    expect(res.status).toBe(400);
    expect(validateResponse('post', '/sales/', 400, await res.json()).errors).toEqual([]);
    expect(orders()).toBe(before);
  });

  it("after 'drop-after' lost the answer, the resend with the same key gets the created order", async () => {
    const { t, brahma, send, orders } = await start();
    const before = orders();
    await t.call('POST', '/__demo/faults', {
      json: { mode: 'drop-after', service: 'productsApi', path: '/sales', method: 'POST', clientCode: C, times: 1 },
    });
    await expect(send([line(brahma, 14)], KEY)).rejects.toThrow(/down/);
    expect(orders()).toBe(before + 1);
    const created = t.state.orders.get(C)!.at(-1)!.order.Status.VBELN;
    const replay = await send([line(brahma, 14)], KEY);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as { ORDEM: string }).ORDEM).toBe(created);
    expect(orders()).toBe(before + 1);
  });

  it('two requests with one key at the same time: one order, the other answers 409 (in progress)', async () => {
    const { brahma, send, orders, stockOf } = await start();
    const before = orders();
    const answers = await Promise.all([send([line(brahma, 12)], KEY), send([line(brahma, 12)], KEY)]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    await expectIdempotencyError(
      answers.find((r) => r.status === 409)!,
      409,
      'idempotency-key-in-progress',
    );
    expect(orders()).toBe(before + 1);
    expect(stockOf(brahma.sku)).toBe(brahma.estoque - 12);
  });

  it('the key is recorded before the body is read: while it is in progress any request with it gets 409', async () => {
    const { t, brahma, send, held, orders } = await start();
    const before = orders();
    const first = held([line(brahma, 12)], KEY);
    await vi.waitFor(() => expect(recordOf(t)).toEqual({ phase: 'in-progress', fingerprint: null }));
    await expectIdempotencyError(await send([line(brahma, 12)], KEY), 409, 'idempotency-key-in-progress');
    await expectIdempotencyError(await send([line(brahma, 15)], KEY), 409, 'idempotency-key-in-progress');
    expect(orders()).toBe(before);
    first.release();
    const created = await first.response;
    expect(created.status).toBe(200);
    const createdBody: unknown = await created.json();
    expect(recordOf(t)).toMatchObject({ phase: 'created', status: 200, body: createdBody });
    expect(orders()).toBe(before + 1);
    // Once created, the same body replays it.
    const replay = await send([line(brahma, 12)], KEY);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(createdBody);
    expect(orders()).toBe(before + 1);
  });

  it('the same body with its object keys in another order is the same body: replayed', async () => {
    const { brahma, send, orders } = await start();
    const before = orders();
    const first: unknown = await (await send([line(brahma, 12)], KEY)).json();
    const reordered = [Object.fromEntries(Object.entries(line(brahma, 12)).reverse())];
    const again = await send(reordered, KEY);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual(first);
    expect(orders()).toBe(before + 1);
  });

  it('the key with a different body answers 422 (mismatch) and creates nothing; the first body still replays', async () => {
    const { brahma, list, send, orders, stockOf } = await start();
    const small = list.find((p) => p.descricao === 'Cerveja Brahma Chopp Lata 269ml')!;
    const before = orders();
    const first = await send([line(brahma, 12), line(small, 1)], KEY);
    expect(first.status).toBe(200);
    const firstBody: unknown = await first.json();
    await expectIdempotencyError(await send([line(brahma, 13), line(small, 1)], KEY), 422, 'idempotency-key-mismatch');
    // Array order counts: the same lines in another order are another body.
    await expectIdempotencyError(await send([line(small, 1), line(brahma, 12)], KEY), 422, 'idempotency-key-mismatch');
    await expectIdempotencyError(await send(undefined, KEY), 422, 'idempotency-key-mismatch');
    expect(orders()).toBe(before + 1);
    expect(stockOf(brahma.sku)).toBe(brahma.estoque - 12);
    const replay = await send([line(brahma, 12), line(small, 1)], KEY);
    expect(await replay.json()).toEqual(firstBody);
    expect(orders()).toBe(before + 1);
  });

  it('any refusal (400 too) removes the record: the key then creates the order', async () => {
    const { t, brahma, send, orders } = await start();
    const before = orders();
    const belowMinimum = await send([line(brahma, 2)], KEY);
    expect(belowMinimum.status).toBe(400);
    expect(await belowMinimum.json()).toMatchObject({ error: 'Pedido mínimo não atingido' });
    expect(recordOf(t)).toBeUndefined();
    expect((await send([line(brahma, 12)], KEY)).status).toBe(200);
    expect(orders()).toBe(before + 1);
  });

  it('a send that throws (500) removes the record: the key then creates the order', async () => {
    const { t, brahma, send, orders } = await start();
    const before = orders();
    const products = t.state.catalogue.products;
    Object.defineProperty(t.state.catalogue, 'products', {
      configurable: true,
      get() {
        throw new Error('catálogo indisponível');
      },
    });
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failed = await send([line(brahma, 12)], KEY);
    errorLog.mockRestore();
    Object.defineProperty(t.state.catalogue, 'products', { configurable: true, writable: true, value: products });
    expect(failed.status).toBe(500);
    expect(recordOf(t)).toBeUndefined();
    expect((await send([line(brahma, 12)], KEY)).status).toBe(200);
    expect(orders()).toBe(before + 1);
  });

  it('POST /__demo/reset forgets the keys', async () => {
    const { t, brahma, send, orders } = await start();
    await send([line(brahma, 12)], KEY);
    await t.call('POST', '/__demo/reset');
    const { token } = await t.login();
    const before = orders();
    const ok = await t.api('productsApi', 'POST', '/sales/', {
      token,
      headers: { 'client-code': C, 'Idempotency-Key': KEY },
      json: [line(brahma, 12)],
    });
    expect(ok.status).toBe(200);
    expect(orders()).toBe(before + 1);
  });
});
