// Sending the order: one POST per tap and never a retry, the success, the refusals of the error
// catalogue (stock details, budget category), the unknown outcome after no answer, a 5xx or a reload
// (the order looked for, the resend with the same Idempotency-Key), and one send per company across tabs.
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/every-page/toast.ts';
import combos from '../../fixtures/listCatalogProducts.combo.json' with { type: 'json' };
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import orders from '../../fixtures/listMyOrders.json' with { type: 'json' };
import sent from '../../fixtures/sendOrder.json' with { type: 'json' };
import stockError from '../../fixtures/sendOrder.error.json' with { type: 'json' };
import budgetError from '../../fixtures/sendOrder.budget.error.json' with { type: 'json' };
import { useFakeFetch } from '../../support/session.ts';
import { deferred, hang, json, networkError, type FakeFetch, type RecordedRequest } from '../../support/fake-fetch.ts';

const PRODUCTS = 'https://p.test';
const CLIENT = 'https://k.test';
const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const SESSION_KEY = 'portal:session:v1';
const MARKER_KEY = 'portal:order-in-flight:v1';

const session = {
  token: { access_token: 'tok', expires_in: 3600, token_type: 'bearer', issued_at: NOW / 1000 },
  user: {
    storeAccess: true,
    clients: [{ clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '45723174000110' }],
    cnpj_cpf: '12345678909',
    group: null,
    profile: null,
    current_client: { clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '45723174000110', profile: null },
  },
};

const LOCK = 'portal:order-send:100001';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Web Locks as one browser has them; `held` also holds the locks of "other tabs". */
function fakeLocks() {
  const held = new Set<string>();
  return {
    held,
    async request<T>(name: string, _options: { ifAvailable: true }, callback: (lock: { name: string } | null) => Promise<T>): Promise<T> {
      if (held.has(name)) return callback(null);
      held.add(name);
      try {
        return await callback({ name });
      } finally {
        held.delete(name);
      }
    },
    query: () => Promise.resolve({ held: [...held].map((name) => ({ name, mode: 'exclusive' })), pending: [] }),
  };
}

/** Today in São Paulo as the orders service writes it. */
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());

/** The recent orders, with one created today holding exactly the test cart's lines. */
function ordersWithTheCart(number = '0081299999') {
  const [brahma, skol] = products.data;
  const mine = {
    Status: { VBELN: number, AUART: 'ZS43', ERDAT: today(), STATUS: 'PEDIDO EM PROCESSAMENTO' },
    Itens: {
      Item: [
        { MATNR: skol!.sku, ARKTX: skol!.descricao, KWMENG: 2, BEZEI: '' },
        { MATNR: brahma!.sku, ARKTX: brahma!.descricao, KWMENG: 10, BEZEI: '' },
      ],
    },
    Notas: null,
    Transporte: null,
  };
  return { ...orders, pedidosNaoProcessados: [mine, ...orders.pedidosNaoProcessados] };
}

const keyOf = (request: RecordedRequest) => request.headers.get('Idempotency-Key');
const marker = () => JSON.parse(local.get(MARKER_KEY) ?? 'null') as { key: string; phase: string; fingerprint: string } | null;

let fake: FakeFetch;
let local: Map<string, string>;
let locks: ReturnType<typeof fakeLocks>;

async function load({ webLocks = true } = {}) {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  persistent.setTestStorageKey(SESSION_KEY, JSON.stringify(session));
  const toastModule = await import('../../../src/lib/every-page/toast.ts');
  const client = await import('../../../src/lib/api/every-island/client.ts');
  const cart = { ...(await import('../../../src/lib/stores/cart.ts')), ...(await import('../../../src/lib/stores/catalogue-items.ts')) };
  const send = await import('../../../src/lib/stores/order-send.ts');
  client.setClock(() => NOW);
  const toasts: ToastMessage[] = [];
  toastModule.connectToaster((message) => toasts.push(message));
  local = new Map();
  locks = fakeLocks();
  vi.stubGlobal('navigator', webLocks ? { locks } : {});
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => local.get(key) ?? null,
    setItem: (key: string, value: string) => void local.set(key, value),
    removeItem: (key: string) => void local.delete(key),
  });
  fake.expect({
    method: 'GET',
    url: '/config.json',
    reply: json({
      usersApi: 'https://u.test',
      campaignsApi: 'https://c.test',
      clientApi: CLIENT,
      productsApi: PRODUCTS,
      supportPhone: '0800 725 0011',
    }),
  });
  const config = await import('../../../src/lib/api/every-page/config.ts');
  await config.loadConfig();
  const [brahma, skol] = products.data;
  cart.setQuantity(cart.templateFromItem(brahma!, { list: 'news' }), 10);
  cart.setQuantity({ ...cart.templateFromItem(skol!, { list: 'news' }), budget: 'TRADE_MARKETING' }, 2);
  cart.flushCart();
  return { ...cart, ...send, toasts };
}

useFakeFetch((created) => (fake = created), { quietErrors: true });

const SALES = `${PRODUCTS}/sales/`;
const MY_ORDERS = `${CLIENT}/client/my-orders`;

describe('sendCart', () => {
  it('sends the lines once, even when tapped twice, and empties the cart on success', async () => {
    const s = await load();
    const answer = deferred();
    fake.expect({
      method: 'POST',
      url: SALES,
      assert: (r) => {
        expect(r.headers.get('client-code')).toBe('100001');
        expect(keyOf(r)).toMatch(UUID);
        const body = r.json() as Array<Record<string, unknown>>;
        expect(body).toHaveLength(2);
        expect(body[0]).toMatchObject({
          sku: products.data[0]!.sku,
          total: 10,
          price: 42.9,
          usePrice: 41.5,
          vessel: 0,
          bonus: false,
          descricao: products.data[0]!.descricao,
        });
      },
      reply: answer.reply,
    });
    const first = s.sendCart();
    const second = s.sendCart();
    expect(s.$sendState.get()).toEqual({ status: 'sending' });
    // The marker holds the key while the request is out (R140).
    await vi.waitFor(() => expect(marker()).toMatchObject({ phase: 'sending', key: expect.stringMatching(UUID) as string }));
    expect(locks.held.has(LOCK)).toBe(true);
    answer.resolve(json(sent));
    await Promise.all([first, second]);
    expect(s.$sendState.get()).toEqual({ status: 'sent', order: sent.ORDEM, delivery: sent.ENTREGA, found: false });
    expect(s.$cartLines.get()).toEqual([]);
    expect(local.has(MARKER_KEY)).toBe(false);
    expect(locks.held.has(LOCK)).toBe(false);
  });

  it("shows each stock detail with '{availableQty} em estoque' and toasts the error; the cart stays", async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: SALES, reply: json(stockError, 422) });
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({
      status: 'failed',
      title: 'Pedido não enviado!',
      heading: stockError.error,
      issues: stockError.details.map((d) => ({ message: d.message, stock: `${d.availableQty} em estoque` })),
      removed: 0,
    });
    expect(s.toasts).toEqual([{ kind: 'error', text: stockError.error }]);
    expect(s.$cartLines.get()).toHaveLength(2);
    // Nothing was created: no key is kept.
    expect(local.has(MARKER_KEY)).toBe(false);
  });

  it('removes the lines of a budget category the refusal names', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: SALES, reply: json(budgetError, 400) });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({
      status: 'failed',
      heading: budgetError.error,
      issues: [{ message: budgetError.details }],
      removed: 1,
    });
    expect(s.$cartLines.get().map((l) => l.sku)).toEqual([products.data[0]!.sku]);
  });

  const unknownCases: Array<[string, Parameters<FakeFetch['expect']>[0]['reply']]> = [
    ['no answer (network)', networkError],
    ['a 502 from a gateway', json({ error: 'Bad Gateway', message: 'Bad Gateway' }, 502)],
    ['a 500', json({ error: 'Falha', message: 'Erro interno' }, 500)],
    ['an answer that breaks the contract', json({ unexpected: true })],
  ];
  for (const [name, reply] of unknownCases) {
    it(`${name}: the outcome is unknown, the order is looked for, nothing is resent on its own`, async () => {
      const s = await load();
      fake.expect({ method: 'POST', url: SALES, reply }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
      await s.sendCart();
      expect(s.$sendState.get()).toEqual({ status: 'unknown', lookup: 'searching', lookupError: null });
      await vi.waitFor(() => expect(s.$sendState.get()).toEqual({ status: 'unknown', lookup: 'not-found', lookupError: null }));
      expect(s.$cartLines.get()).toHaveLength(2);
      expect(s.toasts).toEqual([]);
      // Still unsettled: the key stays for 'Enviar novamente' and the next visit.
      expect(marker()).toMatchObject({ phase: 'unknown', key: keyOf(fake.calls.find((c) => c.method === 'POST')!) });
      expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    });
  }

  it('a timeout (15 s) is unknown too', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const s = await load();
    fake.expect({ method: 'POST', url: SALES, reply: hang }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    const sending = s.sendCart();
    await vi.advanceTimersByTimeAsync(15_000);
    await sending;
    expect(s.$sendState.get()).toMatchObject({ status: 'unknown' });
    vi.useRealTimers();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
  });

  it('not found: Enviar novamente resends the same cart with the same key, and success settles it', async () => {
    const s = await load();
    fake.expect(
      { method: 'POST', url: SALES, reply: networkError },
      { method: 'GET', url: MY_ORDERS, reply: json(orders) },
      { method: 'POST', url: SALES, reply: json(sent) },
    );
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    await s.sendCart();
    const [first, second] = fake.calls.filter((c) => c.method === 'POST');
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: sent.ORDEM });
    expect(local.has(MARKER_KEY)).toBe(false);
  });

  it('the key survives a reload: the module loaded afresh resends with it', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    const kept = marker()!.key;
    const stored = local.get(MARKER_KEY)!;
    const again = await load();
    local.set(MARKER_KEY, stored);
    fake.expect({ method: 'POST', url: SALES, assert: (r) => expect(keyOf(r)).toBe(kept), reply: json(sent) });
    await again.sendCart();
    expect(again.$sendState.get()).toMatchObject({ status: 'sent' });
  });

  it('a changed cart gets a new key', async () => {
    const s = await load();
    fake.expect(
      { method: 'POST', url: SALES, reply: networkError },
      { method: 'GET', url: MY_ORDERS, reply: json(orders) },
      { method: 'POST', url: SALES, reply: json(sent) },
    );
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    s.setQuantity(s.$cartLines.get()[0]!, 11);
    s.flushCart();
    await s.sendCart();
    const [first, second] = fake.calls.filter((c) => c.method === 'POST');
    expect(keyOf(second!)).toMatch(UUID);
    expect(keyOf(second!)).not.toBe(keyOf(first!));
  });

  it('found in the recent orders: shown as sent with its number, the cart emptied, nothing resent', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(ordersWithTheCart()) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toEqual({ status: 'sent', order: '0081299999', delivery: null, found: true }));
    expect(s.$cartLines.get()).toEqual([]);
    expect(local.has(MARKER_KEY)).toBe(false);
  });

  it('the lookup failing says so and still offers the resend with the same key', async () => {
    const s = await load();
    fake.expect(
      { method: 'POST', url: SALES, reply: networkError },
      { method: 'GET', url: MY_ORDERS, reply: networkError },
      { method: 'POST', url: SALES, reply: json(sent) },
    );
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ status: 'unknown', lookup: 'failed' }));
    expect(s.$sendState.get()).toMatchObject({ lookupError: expect.stringMatching(/conex/i) as string });
    await s.sendCart();
    const [first, second] = fake.calls.filter((c) => c.method === 'POST');
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: sent.ORDEM, found: false });
  });

  it('a late lookup answer after the modal was closed changes nothing', async () => {
    const s = await load();
    const lookup = deferred();
    fake.expect({ method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: lookup.reply });
    await s.sendCart();
    s.closeSendModal();
    lookup.resolve(json(ordersWithTheCart()));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
    expect(s.$cartLines.get()).toHaveLength(2);
  });

  it('another tab sending this company’s order: nothing is sent here, and it says so', async () => {
    const s = await load();
    locks.held.add(LOCK);
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({ status: 'elsewhere' });
    expect(s.ELSEWHERE_MESSAGE).toMatch(/outra aba/);
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    expect(s.$cartLines.get()).toHaveLength(2);
  });

  it('without Web Locks, a fresh sending marker of another tab stands for the lock; an old one does not', async () => {
    const s = await load({ webLocks: false });
    const other = { clientCode: '100001', key: '11111111-1111-4111-8111-111111111111', phase: 'sending' };
    const fingerprint = 'x';
    local.set(MARKER_KEY, JSON.stringify({ ...other, fingerprint, at: Date.now() - 1_000 }));
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({ status: 'elsewhere' });
    expect(fake.calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    local.set(MARKER_KEY, JSON.stringify({ ...other, fingerprint, at: Date.now() - 60_000 }));
    fake.expect({ method: 'POST', url: SALES, assert: (r) => expect(keyOf(r)).not.toBe(other.key), reply: json(sent) });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({ status: 'sent' });
  });
});

describe('resumeInterruptedSend', () => {
  /** The marker a send of the test cart leaves, as the store writes it. */
  async function markerOfTheCart(s: Awaited<ReturnType<typeof load>>) {
    fake.expect({ method: 'POST', url: SALES, reply: hang });
    void s.sendCart();
    await vi.waitFor(() => expect(marker()).not.toBeNull());
    return local.get(MARKER_KEY)!;
  }

  it('reports a send cut by a reload as unknown and looks for it, instead of sending again', async () => {
    const first = await load();
    const stored = await markerOfTheCart(first);
    const s = await load();
    local.set(MARKER_KEY, stored);
    fake.expect({ method: 'GET', url: MY_ORDERS, reply: json(ordersWithTheCart('0081288888')) });
    await s.resumeInterruptedSend();
    expect(s.$sendState.get()).toMatchObject({ status: 'unknown', lookup: 'searching' });
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: '0081288888', found: true }));
    expect(s.$cartLines.get()).toEqual([]);
  });

  it('leaves alone the marker of a send still running in another tab', async () => {
    const first = await load();
    const stored = await markerOfTheCart(first);
    const s = await load();
    local.set(MARKER_KEY, stored);
    locks.held.add(LOCK);
    await s.resumeInterruptedSend();
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
    expect(local.get(MARKER_KEY)).toBe(stored);
  });

  it('without Web Locks, a fresh sending marker is a live send and stays', async () => {
    const first = await load();
    const stored = await markerOfTheCart(first);
    const s = await load({ webLocks: false });
    local.set(MARKER_KEY, stored);
    await s.resumeInterruptedSend();
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
    expect(local.get(MARKER_KEY)).toBe(stored);
  });

  it('drops the marker of a cart changed since, and ignores another company’s', async () => {
    const s = await load();
    const base = { key: '11111111-1111-4111-8111-111111111111', phase: 'unknown', at: 1 };
    local.set(MARKER_KEY, JSON.stringify({ ...base, clientCode: '100002', fingerprint: 'x' }));
    await s.resumeInterruptedSend();
    expect(local.has(MARKER_KEY)).toBe(true);
    local.set(MARKER_KEY, JSON.stringify({ ...base, clientCode: '100001', fingerprint: 'x' }));
    await s.resumeInterruptedSend();
    expect(local.has(MARKER_KEY)).toBe(false);
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
  });

  it('does nothing without the marker', async () => {
    const s = await load();
    await s.resumeInterruptedSend();
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
  });
});

describe('saleItem (the POST /sales/ item)', () => {
  it('a purchase line sends every item field, bonus_proportion and products null', async () => {
    const s = await load();
    const item = s.saleItem(s.withQuantity(s.templateFromItem(products.data[1]!, { list: 'news' }), 3));
    expect(item).toEqual({
      sku: '000000000000013870',
      total: 3,
      price: 39.9,
      usePrice: 39.9,
      stock: 150,
      vessel: 0,
      complement: 'CX 12 UN',
      product: 'Cerveja Skol Pilsen Lata 350ml',
      DATBI: '2026-12-31',
      KVGR1: 'B01',
      descricao: 'Cerveja Skol Pilsen Lata 350ml',
      bonus: false,
      bonus_proportion: null,
      budget: null,
      products: null,
      faixaVolume2: 10,
      kdkg2: 38.9,
      faixaVolume3: 0,
      kdkg3: 0,
      faixaVolume4: 0,
      kdkg4: 0,
      faixaVolume5: 0,
      kdkg5: 0,
    });
    expect(JSON.parse(JSON.stringify(item))).toHaveProperty('bonus_proportion', null);
  });

  it('a bonus line carries bonus true, its bonus_proportion and its budget', async () => {
    const s = await load();
    const bonusProduct = { ...products.data[1]!, bonus: true, bonus_proportion: 0.1, budget: 'VERBA-TRADE-CERVEJAS' };
    const item = s.saleItem(s.withQuantity(s.templateFromItem(bonusProduct, { list: 'products', category: 'Cervejas' }), 2));
    expect(item).toMatchObject({
      sku: bonusProduct.sku,
      total: 2,
      bonus: true,
      bonus_proportion: 0.1,
      budget: 'VERBA-TRADE-CERVEJAS',
      products: null,
    });
    const unknown = s.saleItem(s.withQuantity(s.templateFromItem({ ...bonusProduct, bonus_proportion: undefined }, { list: 'news' }), 2));
    expect(JSON.parse(JSON.stringify(unknown))).toMatchObject({ bonus: true, bonus_proportion: null });
  });

  it('a combo line carries its products, and the other fields as null', async () => {
    const s = await load();
    const combo = combos.data[0]!;
    const item = s.saleItem(s.withQuantity(s.templateFromItem(combo, { list: 'combos' }), 3));
    expect(item).toMatchObject({
      sku: combo.sku,
      total: 3,
      price: 129.9,
      usePrice: 126.9,
      stock: 140,
      descricao: combo.description,
      product: combo.description,
      complement: null,
      DATBI: null,
      KVGR1: null,
      bonus: false,
      bonus_proportion: null,
      budget: null,
      products: combo.products,
    });
  });
});
