// Sending the order: one POST per tap and never a retry, the success, the refusals of the error
// catalogue (stock details, budget category), and the uncertain outcome after no answer or a reload.
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';
import combos from '../../fixtures/listCatalogProducts.combo.json' with { type: 'json' };
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import orders from '../../fixtures/listMyOrders.json' with { type: 'json' };
import sent from '../../fixtures/sendOrder.json' with { type: 'json' };
import stockError from '../../fixtures/sendOrder.error.json' with { type: 'json' };
import budgetError from '../../fixtures/sendOrder.budget.error.json' with { type: 'json' };
import { useFakeFetch } from '../../support/session.ts';
import { deferred, json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';

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

let fake: FakeFetch;
let local: Map<string, string>;

async function load() {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  persistent.setTestStorageKey(SESSION_KEY, JSON.stringify(session));
  const toastModule = await import('../../../src/lib/toast.ts');
  const client = await import('../../../src/lib/api/client.ts');
  const cart = { ...(await import('../../../src/lib/stores/cart.ts')), ...(await import('../../../src/lib/stores/catalogue-items.ts')) };
  const send = await import('../../../src/lib/stores/order-send.ts');
  client.setClock(() => NOW);
  const toasts: ToastMessage[] = [];
  toastModule.connectToaster((message) => toasts.push(message));
  local = new Map();
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
  const config = await import('../../../src/lib/api/config.ts');
  await config.loadConfig();
  const [brahma, skol] = products.data;
  cart.setQuantity(cart.templateFromItem(brahma!, { list: 'news' }), 10);
  cart.setQuantity({ ...cart.templateFromItem(skol!, { list: 'news' }), budget: 'TRADE_MARKETING' }, 2);
  cart.flushCart();
  return { ...cart, ...send, toasts };
}

useFakeFetch((created) => (fake = created), { quietErrors: true });

describe('sendCart', () => {
  it('sends the lines once, even when tapped twice, and empties the cart on success', async () => {
    const s = await load();
    const answer = deferred();
    fake.expect({
      method: 'POST',
      url: `${PRODUCTS}/sales/`,
      assert: (r) => {
        expect(r.headers.get('client-code')).toBe('100001');
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
    expect(local.has(MARKER_KEY)).toBe(true);
    answer.resolve(json(sent));
    await Promise.all([first, second]);
    expect(s.$sendState.get()).toEqual({ status: 'sent', order: sent.ORDEM, delivery: sent.ENTREGA, value: sent.VALOR });
    expect(s.$cartLines.get()).toEqual([]);
    expect(local.has(MARKER_KEY)).toBe(false);
  });

  it("shows each stock detail with '{availableQty} em estoque' and toasts the error; the cart stays", async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${PRODUCTS}/sales/`, reply: json(stockError, 422) });
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
  });

  it('is never retried: a 500 is one call', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${PRODUCTS}/sales/`, reply: json({ error: 'Falha', message: 'Erro interno' }, 500) });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({ status: 'failed', heading: 'Erro interno', issues: [] });
    expect(local.has(MARKER_KEY)).toBe(false);
  });

  it('removes the lines of a budget category the refusal names', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${PRODUCTS}/sales/`, reply: json(budgetError, 400) });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({
      status: 'failed',
      heading: budgetError.error,
      issues: [{ message: budgetError.details }],
      removed: 1,
    });
    expect(s.$cartLines.get().map((l) => l.sku)).toEqual([products.data[0]!.sku]);
  });

  it('after no answer says the order may have been received and shows the latest orders, without resending', async () => {
    const s = await load();
    fake.expect(
      { method: 'POST', url: `${PRODUCTS}/sales/`, reply: networkError },
      { method: 'GET', url: `${CLIENT}/client/my-orders`, reply: json(orders) },
    );
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({ status: 'uncertain', message: s.UNCERTAIN_MESSAGE });
    await vi.waitFor(() => expect(s.$recentOrders.get()).not.toBeNull());
    // Processing orders first, as the modal lists them (number, date as sent, status).
    expect(s.$recentOrders.get()).toHaveLength(4);
    expect(s.$recentOrders.get()?.[0]).toEqual({ number: '0081234902', date: '2026-11-21', status: 'PEDIDO EM PROCESSAMENTO' });
    expect(s.$cartLines.get()).toHaveLength(2);
    // Still unsettled: the next visit to the cart asks again.
    expect(local.has(MARKER_KEY)).toBe(true);
  });

  it('an answer that breaks the contract is treated as maybe received', async () => {
    const s = await load();
    fake.expect(
      { method: 'POST', url: `${PRODUCTS}/sales/`, reply: json({ unexpected: true }) },
      { method: 'GET', url: `${CLIENT}/client/my-orders`, reply: json(orders) },
    );
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({ status: 'uncertain' });
    await vi.waitFor(() => expect(s.$recentOrders.get()).not.toBeNull());
    expect(s.$cartLines.get()).toHaveLength(2);
  });
});

describe('resumeInterruptedSend', () => {
  it('reports a send cut by a reload instead of sending again', async () => {
    const s = await load();
    local.set(MARKER_KEY, String(NOW));
    fake.expect({ method: 'GET', url: `${CLIENT}/client/my-orders`, reply: json(orders) });
    s.resumeInterruptedSend();
    expect(s.$sendState.get()).toMatchObject({ status: 'uncertain' });
    expect(local.has(MARKER_KEY)).toBe(false);
    await vi.waitFor(() => expect(s.$recentOrders.get()).not.toBeNull());
  });

  it('does nothing without the marker', async () => {
    const s = await load();
    s.resumeInterruptedSend();
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
