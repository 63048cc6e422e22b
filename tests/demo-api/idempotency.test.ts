// POST /sales/ with an Idempotency-Key (docs/product-rules.md R140): a created order is remembered by
// client and key, a repeat replays its answer without a second order; refusals are not remembered.
import { describe, expect, it } from 'vitest';
import { validateResponse } from '../support/contract.ts';
import { catalogueHeaders, setup } from './helpers.ts';

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
  return { t, token, brahma, send, orders };
}

describe('POST /sales/ with Idempotency-Key', () => {
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
