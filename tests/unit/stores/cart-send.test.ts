// Sending the order: one POST per tap and never a retry, the success, the refusals of the error
// catalogue (stock details, budget category), the unknown outcome after no answer, a 5xx, a 4xx that is
// not the service's refusal or a reload (the order looked for, the resend with the same Idempotency-Key
// and the same body), the confirmation a different cart needs meanwhile, one marker per company, and one
// send per company across tabs (product-rules R71–R73, R140–R143, R181–R185).
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';
import combos from '../../fixtures/listCatalogProducts.combo.json' with { type: 'json' };
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import orders from '../../fixtures/listMyOrders.json' with { type: 'json' };
import sent from '../../fixtures/sendOrder.json' with { type: 'json' };
import stockError from '../../fixtures/sendOrder.error.json' with { type: 'json' };
import budgetError from '../../fixtures/sendOrder.budget.error.json' with { type: 'json' };
import { fakeLocalStorage } from '../../support/local-storage.ts';
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
    clients: [
      { clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '45723174000110' },
      { clientCode: '100002', name: 'Empório do Zé', cnpj_cpf: '11444777000161' },
    ],
    cnpj_cpf: '12345678909',
    group: null,
    profile: null,
    current_client: { clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '45723174000110', profile: null },
  },
};

const LOCK = 'portal:order-send:100001';
const CART_KEY = 'portal:cart:v2';
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

/** An order created today holding exactly the test cart's lines (`code` writes each product code). */
function todaysOrderOfTheCart(number: string, code = (sku: string) => sku) {
  const [brahma, skol] = products.data;
  return {
    Status: { VBELN: number, AUART: 'ZS43', ERDAT: today(), STATUS: 'PEDIDO EM PROCESSAMENTO' },
    Itens: {
      Item: [
        { MATNR: code(skol!.sku), ARKTX: skol!.descricao, KWMENG: 2, BEZEI: '' },
        { MATNR: code(brahma!.sku), ARKTX: brahma!.descricao, KWMENG: 10, BEZEI: '' },
      ],
    },
    Notas: null,
    Transporte: null,
  };
}

/** The recent orders with these orders of today first. */
const recentWith = (...mine: Array<ReturnType<typeof todaysOrderOfTheCart>>) => ({
  ...orders,
  pedidosNaoProcessados: [...mine, ...orders.pedidosNaoProcessados],
});

/** The recent orders, with one created today holding exactly the test cart's lines. */
const ordersWithTheCart = (number = '0081299999') => recentWith(todaysOrderOfTheCart(number));

const keyOf = (request: RecordedRequest) => request.headers.get('Idempotency-Key');

interface StoredMarker {
  clientCode: string;
  key: string;
  phase: string;
  items: unknown[];
  seenOrders: string[] | null;
  seenFrom?: string;
  since: number;
  at: number;
}
/** The signed-in user's stored markers (R181). */
const markers = (): StoredMarker[] =>
  (JSON.parse(persistentStorage()[MARKER_KEY] ?? 'null') as { markers: StoredMarker[] } | null)?.markers ?? [];
/** The marker of a company (the current one by default). */
const marker = (clientCode = '100001') => markers().find((m) => m.clientCode === clientCode) ?? null;
/** Stores markers as another tab would (the stores hear it). */
const storeMarkers = (list: Array<Partial<StoredMarker>>, owner = '12345678909') =>
  setStoredKey(MARKER_KEY, JSON.stringify({ owner, markers: list }));

let fake: FakeFetch;
let locks: ReturnType<typeof fakeLocks>;
let persistentStorage: () => Record<string, string>;
let setStoredKey: (key: string, value: string | undefined) => void;

async function load({ webLocks = true, stored = {} }: { webLocks?: boolean; stored?: Record<string, string> } = {}) {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  persistent.setTestStorageKey(SESSION_KEY, JSON.stringify(session));
  for (const [key, value] of Object.entries(stored)) persistent.setTestStorageKey(key, value);
  persistentStorage = persistent.getTestStorage;
  setStoredKey = persistent.setTestStorageKey;
  locks = fakeLocks();
  vi.stubGlobal('navigator', webLocks ? { locks } : {});
  // The stores read storage through the door for another tab's latest write: the same storage here.
  vi.stubGlobal('localStorage', fakeLocalStorage(persistent.getTestStorage()));
  const toastModule = await import('../../../src/lib/toast.ts');
  const client = await import('../../../src/lib/api/client.ts');
  const cart = { ...(await import('../../../src/lib/stores/cart.ts')), ...(await import('../../../src/lib/stores/catalogue-items.ts')) };
  const sessionStore = await import('../../../src/lib/stores/session.ts');
  const markerStore = await import('../../../src/lib/stores/send-markers.ts');
  const send = await import('../../../src/lib/stores/order-send.ts');
  client.setClock(() => NOW);
  const toasts: ToastMessage[] = [];
  toastModule.connectToaster((message) => toasts.push(message));
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
  if (!stored[CART_KEY]) {
    const [brahma, skol] = products.data;
    cart.setQuantity(cart.templateFromItem(brahma!, { list: 'news' }), 10);
    cart.setQuantity({ ...cart.templateFromItem(skol!, { list: 'news' }), budget: 'TRADE_MARKETING' }, 2);
    cart.flushCart();
  }
  /** Switches the session to another company of the user, as /empresas does. */
  const switchTo = (clientCode: string) => {
    const client = session.user.clients.find((c) => c.clientCode === clientCode)!;
    sessionStore.$session.set({ ...session, user: { ...session.user, current_client: { ...client, profile: null } } });
  };
  return { ...cart, ...send, ...markerStore, toasts, switchTo };
}

useFakeFetch((created) => (fake = created), { quietErrors: true });

const SALES = `${PRODUCTS}/sales/`;
const MY_ORDERS = `${CLIENT}/client/my-orders`;

/** The orders listed just before a new send (R143). */
const seen = (body: unknown = orders) => ({ method: 'GET', url: MY_ORDERS, reply: json(body) });
const posts = () => fake.calls.filter((c) => c.method === 'POST');

describe('sendCart', () => {
  it('sends the lines once, even when tapped twice, and takes them out of the cart on success (R71, R141)', async () => {
    const s = await load();
    const answer = deferred();
    fake.expect(seen(ordersWithTheCart('0081200001')), {
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
    // The marker holds the key, the body as sent and the orders before it, from the day before on (a day the
    // fixture dates after today too), while the request is out (R140, R181, R298).
    await vi.waitFor(() => expect(marker()).toMatchObject({ phase: 'sending', key: expect.stringMatching(UUID) as string }));
    expect(marker()!.items).toEqual(posts()[0]!.json());
    expect(marker()!.seenOrders).toEqual(['81200001', '81234902']);
    expect(marker()!.seenFrom).toBe('2026-11-19');
    expect(locks.held.has(LOCK)).toBe(true);
    answer.resolve(json(sent));
    await Promise.all([first, second]);
    expect(s.$sendState.get()).toEqual({ status: 'sent', order: sent.ORDEM, delivery: sent.ENTREGA, found: false });
    expect(s.$cartLines.get()).toEqual([]);
    expect(markers()).toEqual([]);
    expect(locks.held.has(LOCK)).toBe(false);
    expect(posts()).toHaveLength(1);
  });

  it('a line added while the send was out stays in the cart (R183)', async () => {
    const s = await load();
    const answer = deferred();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: answer.reply });
    const sending = s.sendCart();
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    s.setQuantity(s.templateFromItem(products.data[3]!, { list: 'news' }), 3);
    answer.resolve(json(sent));
    await sending;
    expect(s.$cartLines.get().map((l) => [l.sku, l.total])).toEqual([[products.data[3]!.sku, 3]]);
  });

  it("shows each stock detail with '{availableQty} em estoque' and toasts the error; the cart stays (R72)", async () => {
    const s = await load();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: json(stockError, 422) });
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
    expect(markers()).toEqual([]);
  });

  it('removes the lines of a budget category the refusal names (R72)', async () => {
    const s = await load();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: json(budgetError, 400) });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({
      status: 'failed',
      heading: budgetError.error,
      issues: [{ message: budgetError.details }],
      removed: 1,
    });
    expect(s.$cartLines.get().map((l) => l.sku)).toEqual([products.data[0]!.sku]);
  });

  it('a refusal whose reason only repeats its heading says it once (R72, R279)', async () => {
    const s = await load();
    const generic = {
      error: 'Não foi possível enviar o pedido. Tente novamente mais tarde.',
      message: 'Erro',
      details: 'Tente novamente mais tarde.',
    };
    fake.expect(seen(), { method: 'POST', url: SALES, reply: json(generic, 400) });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({ status: 'failed', heading: generic.error, issues: [] });
  });

  // `connectionLost` only when no answer came: a service that answered is not a failed connection (R73).
  const unknownCases: Array<[string, Parameters<FakeFetch['expect']>[0]['reply'], boolean]> = [
    ['no answer (network)', networkError, true],
    ['a 502 from a gateway', json({ error: 'Bad Gateway', message: 'Bad Gateway' }, 502), false],
    ['a 500', json({ error: 'Falha', message: 'Erro interno' }, 500), false],
    ['an answer that breaks the contract', json({ unexpected: true }), false],
    // R184: only a 400/422 carrying the sales service's SalesError is a refusal.
    ['a 409: the same key still in progress', json({ message: 'Em processamento', code: 'idempotency-key-in-progress' }, 409), false],
    ['a 422 for the same key with another body', json({ message: 'Outro conteúdo', code: 'idempotency-key-mismatch' }, 422), false],
    ['a 408 from a gateway', json({ error: 'Request Timeout', message: 'Tempo esgotado' }, 408), false],
    ['a 425 from a gateway', json({ error: 'Too Early', message: 'Cedo demais' }, 425), false],
    ['a 429 from a gateway', json({ error: 'Too Many Requests', message: 'Muitas requisições' }, 429), false],
    ['a 400 without the sales error body', json({ message: 'Bad Request' }, 400), false],
  ];
  for (const [name, reply, connectionLost] of unknownCases) {
    it(`${name}: the outcome is unknown, the order is looked for, nothing is resent on its own (R73, R141, R184)`, async () => {
      const s = await load();
      fake.expect(seen(), { method: 'POST', url: SALES, reply }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
      await s.sendCart();
      expect(s.$sendState.get()).toEqual({ status: 'unknown', connectionLost, lookup: 'searching', lookupError: null });
      await vi.waitFor(() =>
        expect(s.$sendState.get()).toEqual({ status: 'unknown', connectionLost, lookup: 'not-found', lookupError: null }),
      );
      expect(s.$cartLines.get()).toHaveLength(2);
      expect(s.toasts).toEqual([]);
      // Still unsettled: the key and the body stay for 'Enviar novamente' and the next visit.
      expect(marker()).toMatchObject({ phase: 'unknown', key: keyOf(posts()[0]!), items: posts()[0]!.json() });
      expect(posts()).toHaveLength(1);
    });
  }

  it('a timeout (15 s) is unknown too (R73)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const s = await load();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: hang }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    const sending = s.sendCart();
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    await vi.advanceTimersByTimeAsync(15_000);
    await sending;
    expect(s.$sendState.get()).toMatchObject({ status: 'unknown', connectionLost: true });
    vi.useRealTimers();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
  });

  it('offline, nothing leaves: "Pedido não enviado!" with the reason, and no marker (R185)', async () => {
    const s = await load();
    vi.stubGlobal('navigator', { locks, onLine: false });
    fake.expect({ method: 'GET', url: MY_ORDERS, reply: json(orders) });
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({
      status: 'failed',
      title: 'Pedido não enviado!',
      heading: expect.stringMatching(/conectar/) as string,
      issues: [],
      removed: 0,
    });
    expect(posts()).toHaveLength(0);
    expect(markers()).toEqual([]);
    expect(s.$cartLines.get()).toHaveLength(2);
  });

  it('the orders before the send cannot be read: the order still goes, and a look-alike is not taken for it (R143)', async () => {
    const s = await load();
    fake.expect(
      { method: 'GET', url: MY_ORDERS, reply: networkError },
      { method: 'POST', url: SALES, reply: networkError },
      { method: 'GET', url: MY_ORDERS, reply: json(ordersWithTheCart()) },
    );
    await s.sendCart();
    await vi.waitFor(() =>
      expect(s.$sendState.get()).toEqual({ status: 'unknown', connectionLost: true, lookup: 'unverifiable', lookupError: null }),
    );
    expect(marker()).toMatchObject({ phase: 'unknown', seenOrders: null });
  });

  it('not found: Enviar novamente resends with the same key and the same body, whatever the cart became, and success settles it (R140, R182)', async () => {
    const s = await load();
    fake.expect(
      seen(),
      { method: 'POST', url: SALES, reply: networkError },
      { method: 'GET', url: MY_ORDERS, reply: json(orders) },
      { method: 'POST', url: SALES, reply: json(sent) },
    );
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    // The price check rewrote a price, and a line was added, since the first attempt.
    s.writeLines(s.$cartLines.get().map((line) => ({ ...line, preco: line.preco + 1 })));
    s.setQuantity(s.templateFromItem(products.data[3]!, { list: 'news' }), 3);
    s.flushCart();
    await s.resendUnresolved();
    const [first, second] = posts();
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(second!.json()).toEqual(first!.json());
    expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: sent.ORDEM });
    expect(markers()).toEqual([]);
    // Exactly what was sent left the cart: the line added meanwhile is still there.
    expect(s.$cartLines.get().map((l) => l.sku)).toEqual([products.data[3]!.sku]);
  });

  it('the key and the body survive a reload: the module loaded afresh resends them (R140)', async () => {
    const s = await load();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    const kept = marker()!;
    const again = await load({ stored: { [MARKER_KEY]: persistentStorage()[MARKER_KEY]!, [CART_KEY]: persistentStorage()[CART_KEY]! } });
    fake.expect({
      method: 'POST',
      url: SALES,
      assert: (r) => {
        expect(keyOf(r)).toBe(kept.key);
        expect(r.json()).toEqual(kept.items);
      },
      reply: json(sent),
    });
    await again.sendCart();
    expect(again.$sendState.get()).toMatchObject({ status: 'sent' });
  });

  it('a different cart while a send is unresolved waits for the user’s word, then goes under a new key (R140, R181)', async () => {
    const s = await load();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    const first = marker()!;
    s.closeSendModal();
    s.setQuantity(s.$cartLines.get()[0]!, 11);
    s.flushCart();
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({ status: 'confirm', since: first.since, itemCount: 2 });
    expect(posts()).toHaveLength(1);
    expect(marker()).toMatchObject({ key: first.key, phase: 'unknown' });

    fake.expect(seen(), { method: 'POST', url: SALES, reply: json(sent) });
    await s.sendCart({ replaceUnresolved: true });
    const [, second] = posts();
    expect(keyOf(second!)).toMatch(UUID);
    expect(keyOf(second!)).not.toBe(first.key);
    expect(s.$sendState.get()).toMatchObject({ status: 'sent' });
    expect(markers()).toEqual([]);
  });

  it('the same cart again while a send is unresolved is that send again: same key, no question (R182)', async () => {
    const s = await load();
    fake.expect(
      seen(),
      { method: 'POST', url: SALES, reply: json({ message: 'Em processamento', code: 'idempotency-key-in-progress' }, 409) },
      { method: 'GET', url: MY_ORDERS, reply: json(orders) },
      { method: 'POST', url: SALES, reply: json(sent) },
    );
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    s.closeSendModal();
    await s.sendCart();
    const [first, second] = posts();
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(second!.json()).toEqual(first!.json());
    expect(s.$sendState.get()).toMatchObject({ status: 'sent' });
  });

  it('found in the recent orders: shown as sent with its number, exactly its lines out of the cart, nothing resent (R73, R143)', async () => {
    const s = await load();
    const lookup = deferred();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: lookup.reply });
    await s.sendCart();
    s.setQuantity(s.templateFromItem(products.data[3]!, { list: 'news' }), 3);
    s.flushCart();
    lookup.resolve(json(ordersWithTheCart()));
    await vi.waitFor(() => expect(s.$sendState.get()).toEqual({ status: 'sent', order: '0081299999', delivery: null, found: true }));
    expect(s.$cartLines.get().map((l) => l.sku)).toEqual([products.data[3]!.sku]);
    expect(markers()).toEqual([]);
  });

  it('an ERP code padded with zeros is still the cart’s product (R143)', async () => {
    const s = await load();
    const padded = recentWith(todaysOrderOfTheCart('0081299998', (sku) => `0000${sku}`));
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(padded) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: '0081299998', found: true }));
  });

  it('an earlier order of the day with the same lines is not taken for this one (R143)', async () => {
    const s = await load();
    const morning = todaysOrderOfTheCart('0081200001');
    fake.expect(
      seen(recentWith(morning)),
      { method: 'POST', url: SALES, reply: networkError },
      { method: 'GET', url: MY_ORDERS, reply: json(recentWith(morning)) },
    );
    await s.sendCart();
    await vi.waitFor(() =>
      expect(s.$sendState.get()).toEqual({ status: 'unknown', connectionLost: true, lookup: 'not-found', lookupError: null }),
    );
    expect(s.$cartLines.get()).toHaveLength(2);
    expect(marker()).toMatchObject({ phase: 'unknown' });
  });

  it('the lookup failing says so and still offers the resend with the same key (R73)', async () => {
    const s = await load();
    fake.expect(
      seen(),
      { method: 'POST', url: SALES, reply: networkError },
      { method: 'GET', url: MY_ORDERS, reply: networkError },
      { method: 'POST', url: SALES, reply: json(sent) },
    );
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ status: 'unknown', lookup: 'failed' }));
    expect(s.$sendState.get()).toMatchObject({ lookupError: expect.stringMatching(/conex/i) as string });
    await s.resendUnresolved();
    const [first, second] = posts();
    expect(keyOf(second!)).toBe(keyOf(first!));
    expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: sent.ORDEM, found: false });
  });

  it('a resend that cannot leave (offline) keeps the send unresolved (R185)', async () => {
    const s = await load();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    const first = marker()!;
    vi.stubGlobal('navigator', { locks, onLine: false });
    await s.resendUnresolved();
    expect(s.$sendState.get()).toMatchObject({ status: 'failed', title: 'Pedido não enviado!' });
    expect(marker()).toMatchObject({ key: first.key, phase: 'unknown', items: first.items });
    expect(posts()).toHaveLength(1);
  });

  it('a late lookup answer after the modal was closed changes nothing (R143)', async () => {
    const s = await load();
    const lookup = deferred();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: lookup.reply });
    await s.sendCart();
    s.closeSendModal();
    lookup.resolve(json(ordersWithTheCart()));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
    expect(s.$cartLines.get()).toHaveLength(2);
  });

  it('another tab sending this company’s order: nothing is sent here, and it says so (R142)', async () => {
    const s = await load();
    locks.held.add(LOCK);
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({ status: 'elsewhere' });
    expect(s.ELSEWHERE_MESSAGE).toMatch(/outra aba/);
    expect(posts()).toHaveLength(0);
    expect(s.$cartLines.get()).toHaveLength(2);
  });

  it('without Web Locks, a fresh sending marker of another tab stands for the lock; an old one does not (R142)', async () => {
    const s = await load({ webLocks: false });
    const cart = s.$cartLines.get().map(s.saleItem);
    const other = { clientCode: '100001', key: '11111111-1111-4111-8111-111111111111', phase: 'sending', items: cart, seenOrders: [] };
    storeMarkers([{ ...other, at: Date.now() - 1_000, since: Date.now() - 1_000 }]);
    await s.sendCart();
    expect(s.$sendState.get()).toEqual({ status: 'elsewhere' });
    expect(posts()).toHaveLength(0);

    storeMarkers([{ ...other, at: Date.now() - 60_000, since: Date.now() - 60_000 }]);
    fake.expect({ method: 'POST', url: SALES, assert: (r) => expect(keyOf(r)).toBe(other.key), reply: json(sent) });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({ status: 'sent' });
  });
});

describe('one marker per company (R141, R181, R183)', () => {
  it('company A unknown, switch to B, send B: A’s marker and cart stay, B’s cart empties, one order each', async () => {
    const s = await load();
    const aCart = s.$cartLines.get();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ lookup: 'not-found' }));
    const a = marker('100001')!;
    s.closeSendModal();

    s.switchTo('100002');
    expect(s.$cartLines.get()).toEqual([]);
    expect(s.$unresolvedSend.get()).toBeNull();
    s.setQuantity(s.templateFromItem(products.data[3]!, { list: 'news' }), 4);
    s.flushCart();
    fake.expect(seen(), {
      method: 'POST',
      url: SALES,
      assert: (r) => {
        expect(r.headers.get('client-code')).toBe('100002');
        expect(keyOf(r)).not.toBe(a.key);
      },
      reply: json(sent),
    });
    await s.sendCart();
    expect(s.$sendState.get()).toMatchObject({ status: 'sent' });
    expect(s.$cartLines.get()).toEqual([]);

    s.switchTo('100001');
    expect(s.$cartLines.get()).toEqual(aCart);
    expect(marker('100001')).toEqual(a);
    expect(marker('100002')).toBeNull();
  });

  it('an answer that lands after the company changed takes its lines out of the company it was sent for', async () => {
    const s = await load();
    const answer = deferred();
    fake.expect(seen(), { method: 'POST', url: SALES, reply: answer.reply });
    const sending = s.sendCart();
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    s.switchTo('100002');
    s.setQuantity(s.templateFromItem(products.data[3]!, { list: 'news' }), 4);
    s.flushCart();
    answer.resolve(json(sent));
    await sending;
    expect(s.$cartLines.get().map((l) => [l.sku, l.total])).toEqual([[products.data[3]!.sku, 4]]);
    s.switchTo('100001');
    expect(s.$cartLines.get()).toEqual([]);
  });

  it('the unresolved send is told to the cart bar of its company only', async () => {
    const s = await load();
    const seenStates: Array<string | null> = [];
    const stop = s.$unresolvedSend.subscribe((m) => seenStates.push(m?.key ?? null));
    fake.expect(seen(), { method: 'POST', url: SALES, reply: networkError }, { method: 'GET', url: MY_ORDERS, reply: json(orders) });
    await s.sendCart();
    await vi.waitFor(() => expect(s.$unresolvedSend.get()).toMatchObject({ phase: 'unknown' }));
    s.switchTo('100002');
    await vi.waitFor(() => expect(s.$unresolvedSend.get()).toBeNull());
    stop();
    expect(seenStates[0]).toBeNull();
  });
});

describe('checkUnresolved (R73)', () => {
  /** The marker a send of the test cart leaves while its request is out, as the store writes it. */
  async function markerOfTheCart(s: Awaited<ReturnType<typeof load>>) {
    fake.expect(seen(), { method: 'POST', url: SALES, reply: hang });
    void s.sendCart();
    await vi.waitFor(() => expect(marker()).not.toBeNull());
    return { [MARKER_KEY]: persistentStorage()[MARKER_KEY]!, [CART_KEY]: persistentStorage()[CART_KEY]! };
  }

  it('reports a send cut by a reload as unknown and looks for it, instead of sending again', async () => {
    const first = await load();
    const stored = await markerOfTheCart(first);
    const s = await load({ stored });
    fake.expect({ method: 'GET', url: MY_ORDERS, reply: json(ordersWithTheCart('0081288888')) });
    await s.checkUnresolved();
    // Why the earlier send went unanswered is not known here: the connection is not blamed (R73).
    expect(s.$sendState.get()).toMatchObject({ status: 'unknown', connectionLost: false, lookup: 'searching' });
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: '0081288888', found: true }));
    expect(s.$cartLines.get()).toEqual([]);
  });

  it('a send whose cart changed since is still reported and looked for against its own lines (R181)', async () => {
    const first = await load();
    const stored = await markerOfTheCart(first);
    const s = await load({ stored });
    s.setQuantity(s.templateFromItem(products.data[3]!, { list: 'news' }), 3);
    s.flushCart();
    fake.expect({ method: 'GET', url: MY_ORDERS, reply: json(ordersWithTheCart('0081288887')) });
    await s.checkUnresolved();
    await vi.waitFor(() => expect(s.$sendState.get()).toMatchObject({ status: 'sent', order: '0081288887', found: true }));
    expect(s.$cartLines.get().map((l) => l.sku)).toEqual([products.data[3]!.sku]);
  });

  it('leaves alone the marker of a send still running in another tab (R142)', async () => {
    const first = await load();
    const stored = await markerOfTheCart(first);
    const s = await load({ stored });
    locks.held.add(LOCK);
    await s.checkUnresolved();
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
    expect(persistentStorage()[MARKER_KEY]).toBe(stored[MARKER_KEY]);
  });

  it('without Web Locks, a fresh sending marker is a live send and stays (R142)', async () => {
    const first = await load();
    const stored = await markerOfTheCart(first);
    const s = await load({ webLocks: false, stored });
    await s.checkUnresolved();
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
    expect(persistentStorage()[MARKER_KEY]).toBe(stored[MARKER_KEY]);
  });

  it('ignores another company’s marker and another user’s (R141)', async () => {
    const s = await load();
    const base = { key: '11111111-1111-4111-8111-111111111111', phase: 'unknown', at: 1, since: 1, seenOrders: [] };
    const items = s.$cartLines.get().map(s.saleItem);
    storeMarkers([{ ...base, clientCode: '100002', items }]);
    await s.checkUnresolved();
    storeMarkers([{ ...base, clientCode: '100001', items }], '99988877766');
    await s.checkUnresolved();
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
    expect(s.$unresolvedSend.get()).toBeNull();
  });

  it('does nothing without the marker', async () => {
    const s = await load();
    await s.checkUnresolved();
    expect(s.$sendState.get()).toEqual({ status: 'idle' });
  });
});

describe('the marker kept before R181 (one, without a body) (R141)', () => {
  const legacy = (fingerprint: string) =>
    JSON.stringify({ clientCode: '100001', key: '22222222-2222-4222-8222-222222222222', fingerprint, phase: 'unknown', at: 5 });
  const print = (lines: Array<{ sku: string; total: number; bonus: boolean }>) =>
    lines
      .map((l) => `${l.sku}*${l.total}${l.bonus ? 'b' : ''}`)
      .sort()
      .join(',');

  it('is adopted as unresolved, with its company’s cart as the body, when that cart is unchanged', async () => {
    const first = await load();
    const cart = persistentStorage()[CART_KEY]!;
    const s = await load({ stored: { [CART_KEY]: cart, [MARKER_KEY]: legacy(print(first.$cartLines.get())) } });
    expect(marker()).toEqual({
      clientCode: '100001',
      key: '22222222-2222-4222-8222-222222222222',
      items: s.$cartLines.get().map(s.saleItem),
      phase: 'unknown',
      at: 5,
      since: 5,
      seenOrders: null,
    });
  });

  it('is dropped when the cart changed since', async () => {
    const first = await load();
    const s = await load({ stored: { [CART_KEY]: persistentStorage()[CART_KEY]!, [MARKER_KEY]: legacy('x*1') } });
    expect(first).toBeDefined();
    expect(markers()).toEqual([]);
    expect(persistentStorage()[MARKER_KEY]).toBeUndefined();
    expect(s.$unresolvedSend.get()).toBeNull();
  });
});

describe('saleItem (the POST /sales/ item) (R71)', () => {
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
