// The cart store: debounced quantities, the stock/maximum refusal, the carts kept per user and per
// company (a switch keeps both, another user's are not shown, the old single cart adopted once, a
// session end keeps them), and the price/stock refresh that flags lines instead of changing them.
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';

const PRODUCTS = 'https://p.test';
const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const SESSION_KEY = 'portal:session:v1';
const CART_KEY = 'portal:cart:v2';
const LEGACY_CART_KEY = 'portal:cart:v1';
const OWNER = '12345678909';

const session = (clientCode = '100001', owner = OWNER) => ({
  token: { access_token: 'tok', expires_in: 3600, token_type: 'bearer', issued_at: NOW / 1000 },
  user: {
    storeAccess: true,
    clients: [
      { clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '45723174000110' },
      { clientCode: '100002', name: 'Empório do Zé', cnpj_cpf: '28391562000122' },
    ],
    cnpj_cpf: owner,
    group: null,
    profile: null,
    current_client: { clientCode, name: 'Bar do Zé', cnpj_cpf: '45723174000110', profile: null },
  },
});

let fake: FakeFetch;

async function load(stored: Record<string, string> = { [SESSION_KEY]: JSON.stringify(session()) }) {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  for (const [key, value] of Object.entries(stored)) persistent.setTestStorageKey(key, value);
  const toastModule = await import('../../../src/lib/toast.ts');
  const client = await import('../../../src/lib/api/client.ts');
  const sessionStore = await import('../../../src/lib/stores/session.ts');
  const cart = {
    ...(await import('../../../src/lib/stores/cart.ts')),
    ...(await import('../../../src/lib/stores/cart-totals.ts')),
    ...(await import('../../../src/lib/stores/catalogue-items.ts')),
    ...(await import('../../../src/lib/stores/orderable.ts')),
  };
  client.setClock(() => NOW);
  const toasts: ToastMessage[] = [];
  toastModule.connectToaster((message) => toasts.push(message));
  fake.expect({
    method: 'GET',
    url: '/config.json',
    reply: json({
      usersApi: 'https://u.test',
      campaignsApi: 'https://c.test',
      clientApi: 'https://k.test',
      productsApi: PRODUCTS,
      supportPhone: '0800 725 0011',
    }),
  });
  const config = await import('../../../src/lib/api/config.ts');
  await config.loadConfig();
  const refresh = await import('../../../src/lib/stores/catalogue-refresh.ts');
  return { ...cart, ...refresh, ...sessionStore, toasts, storage: () => persistent.getTestStorage() };
}

const [brahma, skol] = products.data;

useFakeFetch((created) => (fake = created));

describe('setQuantity', () => {
  it('shows a tap at once and writes the cart 300 ms after the last change (R65)', async () => {
    vi.useFakeTimers();
    const c = await load();
    const template = c.templateFromItem(brahma!, { list: 'products', category: 'Cervejas' });
    c.setQuantity(template, 5);
    c.setQuantity(template, 10);
    expect(c.quantityOf(brahma!.sku, c.$drafts.get(), c.$cartLines.get())).toBe(10);
    expect(c.$cartLines.get()).toEqual([]);
    vi.advanceTimersByTime(299);
    expect(c.$cartLines.get()).toEqual([]);
    vi.advanceTimersByTime(1);
    const [line] = c.$cartLines.get();
    expect(line).toMatchObject({ sku: brahma!.sku, total: 10, usePrice: 41.5, discount: 14 });
    expect(c.$drafts.get()).toEqual({});
    expect(JSON.parse(c.storage()[CART_KEY]!)).toMatchObject({
      owner: OWNER,
      carts: [{ clientCode: '100001', lines: [{ sku: brahma!.sku, total: 10 }] }],
    });
    expect(c.$cartSummary.get()).toEqual({ items: 10, subtotalCents: 42900, discountCents: 1400, totalCents: 41500 });
  });

  it("refuses more than the stock or the maximum with 'Quantidade indisponível no estoque!' (R63)", async () => {
    const c = await load();
    const template = c.templateFromItem(skol!, { list: 'products', category: 'Cervejas' });
    expect(c.setQuantity(template, 3)).toBe(3);
    expect(c.setQuantity(template, (skol!.maximum ?? 0) + 1)).toBe(3);
    c.flushCart();
    expect(c.$cartLines.get()[0]?.total).toBe(3);
    expect(c.toasts).toEqual([{ kind: 'error', text: 'Quantidade indisponível no estoque!' }]);
  });

  it('removes the line at 0 and empties the stored cart (R63)', async () => {
    const c = await load();
    const template = c.templateFromItem(brahma!, { list: 'news' });
    c.setQuantity(template, 2);
    c.flushCart();
    c.setQuantity(template, 0);
    c.flushCart();
    expect(c.$cartLines.get()).toEqual([]);
    // The owner stays recorded: another user's sign-in must still clear the send markers.
    expect(JSON.parse(c.storage()[CART_KEY]!)).toEqual({ owner: OWNER, carts: [], v: 1 });
  });

  it('steppers: plus from 0 to the minimum, minus below it removes (R63)', async () => {
    const c = await load();
    const template = { ...c.templateFromItem(brahma!, { list: 'news' }), minimum: 2 };
    expect(c.increaseLine(template)).toBe(2);
    expect(c.increaseLine(template)).toBe(3);
    expect(c.decreaseLine(template)).toBe(2);
    expect(c.decreaseLine(template)).toBe(0);
    expect(c.typeQuantity(template, '1a5')).toBe(15);
  });
});

describe('setLineTotals, for a repeated order (R180, R180.4)', () => {
  it('updates lines in place (keeping their list), adds new ones at the end, in one write with pending taps first', async () => {
    const c = await load();
    const beer = c.templateFromItem(brahma!, { list: 'products', category: 'Cervejas' });
    c.setQuantity(beer, 5);
    const writes: unknown[] = [];
    const stop = c.$storedCarts.listen((value) => writes.push(value));
    c.setLineTotals([
      { template: c.templateFromItem(brahma!, { list: 'favorites' }), total: 17 },
      { template: c.templateFromItem(skol!, { list: 'favorites' }), total: 2 },
    ]);
    stop();
    // The pending tap is written first, then the reorder once.
    expect(writes).toHaveLength(2);
    expect(c.$cartLines.get().map((line) => [line.sku, line.total, line.source])).toEqual([
      [brahma!.sku, 17, { list: 'products', category: 'Cervejas' }],
      [skol!.sku, 2, { list: 'favorites' }],
    ]);
    // Today's band: 17 boxes of the beer cost 41,50 each.
    expect(c.$cartLines.get()[0]).toMatchObject({ usePrice: 41.5 });
  });
});

describe('orderable items and line views', () => {
  it('the intents on an item act on the template behind it; a line view leads back to its line', async () => {
    const c = await load();
    const item = c.orderable({ ...c.templateFromItem(brahma!, { list: 'news' }), minimum: 2 });
    expect(item).toEqual({ sku: brahma!.sku, name: brahma!.descricao, limits: { stock: 860, maximum: null, minimum: 2 } });
    expect(c.increaseItem(item)).toBe(2);
    expect(c.shownQuantity(brahma!.sku)).toBe(2);
    c.flushCart();
    const [line] = c.$cartLineViews.get();
    expect(line).toMatchObject({ sku: brahma!.sku, name: brahma!.descricao, quantity: 2, baseCents: 4290, vesselsPerBox: 0 });
    // An unchanged line keeps its view.
    expect(c.$cartLineViews.get()[0]).toBe(line);
    const seen: number[] = [];
    const stop = c.listenQuantities(() => seen.push(c.shownQuantity(brahma!.sku)));
    expect(c.typeItemQuantity(line!, '7')).toBe(7);
    expect(c.lineQuantity(line!, c.$drafts.get())).toBe(7);
    expect(c.decreaseItem(line!)).toBe(6);
    c.flushCart();
    stop();
    expect(seen).toEqual([7, 6, 6, 6]);
    expect(c.$cartLineViews.get()[0]?.quantity).toBe(6);
    expect(() => c.increaseItem({ sku: 'X', name: 'X', limits: { stock: 1 } })).toThrow('no template for X');
  });
});

describe('persistence (R64)', () => {
  const line = (sku = 'X1', total = 4) => ({
    kind: 'product',
    sku,
    descricao: 'Produto',
    complemento: null,
    preco: 42.9,
    vasilhame: 0,
    image: null,
    maximum: null,
    minimum: null,
    stock: 10,
    bonus: false,
    source: { list: 'news' },
    total,
    usePrice: 42.9,
    discount: 0,
  });
  const stored = (carts: Record<string, unknown[]>, owner = OWNER) =>
    JSON.stringify({ owner, carts: Object.entries(carts).map(([clientCode, lines]) => ({ clientCode, lines })) });
  const signedIn = (extra: Record<string, string> = {}, clientCode = '100001', owner = OWNER) => ({
    [SESSION_KEY]: JSON.stringify(session(clientCode, owner)),
    ...extra,
  });
  const storedCarts = (c: Awaited<ReturnType<typeof load>>) => JSON.parse(c.storage()[CART_KEY] ?? 'null') as unknown;
  const totals = (c: Awaited<ReturnType<typeof load>>) => c.$cartLines.get().map((l) => [l.sku, l.total]);

  it("reads back the current company's cart, not the other companies' (R130)", async () => {
    const c = await load(signedIn({ [CART_KEY]: stored({ '100001': [line('X1', 4)], '100002': [line('Y1', 7)] }) }));
    expect(totals(c)).toEqual([['X1', 4]]);
    expect(c.$cartCount.get()).toBe(1);
  });

  it("a company switch shows the other company's cart, and switching back brings the first one back (R135)", async () => {
    const c = await load(signedIn({ [CART_KEY]: stored({ '100001': [line('X1', 4)] }) }));
    const { token, user } = session('100002');
    c.startSession(token, user);
    expect(c.$cartLines.get()).toEqual([]);
    c.setQuantity(c.templateFromItem(brahma!, { list: 'news' }), 6);
    c.flushCart();
    expect(totals(c)).toEqual([[brahma!.sku, 6]]);
    c.startSession(token, session('100001').user);
    expect(totals(c)).toEqual([['X1', 4]]);
    expect(storedCarts(c)).toMatchObject({
      owner: OWNER,
      carts: [
        { clientCode: '100001', lines: [{ sku: 'X1', total: 4 }] },
        { clientCode: '100002', lines: [{ sku: brahma!.sku, total: 6 }] },
      ],
    });
  });

  it("another user's carts are not shown, and the first write drops them (R130)", async () => {
    const c = await load(signedIn({ [CART_KEY]: stored({ '100001': [line('X1', 4)] }, '99988877766') }));
    expect(c.$cartLines.get()).toEqual([]);
    c.setQuantity(c.templateFromItem(brahma!, { list: 'news' }), 2);
    c.flushCart();
    expect(storedCarts(c)).toMatchObject({ owner: OWNER, carts: [{ clientCode: '100001', lines: [{ sku: brahma!.sku, total: 2 }] }] });
    expect(JSON.stringify(storedCarts(c))).not.toContain('X1');
  });

  it('a session that ends keeps the cart; the same user signing in again finds it (R131)', async () => {
    const c = await load(signedIn({ [CART_KEY]: stored({ '100001': [line('X1', 4)] }) }));
    c.$cartLines.listen(() => {});
    c.clearSession();
    expect(c.$cartLines.get()).toEqual([]);
    expect(storedCarts(c)).toMatchObject({ owner: OWNER, carts: [{ clientCode: '100001', lines: [{ sku: 'X1', total: 4 }] }] });
    const { token, user } = session();
    c.startSession(token, user);
    expect(totals(c)).toEqual([['X1', 4]]);
  });

  it('taps pending when the session ends are dropped, not written for nobody (R131)', async () => {
    const c = await load(signedIn({ [CART_KEY]: stored({ '100001': [line('X1', 4)] }) }));
    c.setQuantity(c.templateFromItem(brahma!, { list: 'news' }), 3);
    c.clearSession();
    c.flushCart();
    expect(c.$drafts.get()).toEqual({});
    expect(storedCarts(c)).toEqual({ owner: OWNER, carts: [{ clientCode: '100001', lines: [line('X1', 4)] }] });
  });

  it("adopts the old single cart once for the user when it is one of the user's companies (R134)", async () => {
    const c = await load(signedIn({ [LEGACY_CART_KEY]: JSON.stringify({ clientCode: '100002', lines: [line('Y1', 7)] }) }));
    expect(c.storage()[LEGACY_CART_KEY]).toBeUndefined();
    expect(storedCarts(c)).toMatchObject({ owner: OWNER, carts: [{ clientCode: '100002', lines: [{ sku: 'Y1', total: 7 }] }] });
    c.startSession(session('100002').token, session('100002').user);
    expect(totals(c)).toEqual([['Y1', 7]]);
  });

  it.each([
    ['of a company that is not the user’s', { [LEGACY_CART_KEY]: JSON.stringify({ clientCode: '300001', lines: [line('Y1', 7)] }) }, null],
    ['when corrupt', { [LEGACY_CART_KEY]: '{"clientCode":1' }, null],
  ])('drops the old single cart without adopting it %s (R134)', async (_, extra, expected) => {
    const c = await load(signedIn(extra));
    expect(c.storage()[LEGACY_CART_KEY]).toBeUndefined();
    expect(storedCarts(c)).toEqual(expected);
  });

  it('leaves the old single cart for a signed-out load (R134)', async () => {
    const c = await load({ [LEGACY_CART_KEY]: JSON.stringify({ clientCode: '100001', lines: [line('Y1', 7)] }) });
    expect(c.storage()[LEGACY_CART_KEY]).toBeDefined();
    expect(c.$cartLines.get()).toEqual([]);
  });

  it.each([
    '{',
    '[]',
    'null',
    '{"clientCode":"100001","lines":[]}',
    JSON.stringify({ owner: OWNER, carts: [{ clientCode: '100001', lines: [{ sku: 1 }] }] }),
    JSON.stringify({ owner: OWNER, carts: { '100001': [] } }),
    JSON.stringify({ carts: [{ clientCode: '100001', lines: [] }] }),
  ])('reads corrupt data %j as empty (R130)', async (raw) => {
    const c = await load(signedIn({ [CART_KEY]: raw }));
    expect(c.$cartLines.get()).toEqual([]);
  });
});

describe('refreshCart (R70)', () => {
  it('updates prices, flags a stock below the quantity, notes a product found nowhere, never changes quantities', async () => {
    const c = await load();
    c.setQuantity(c.templateFromItem(brahma!, { list: 'products', category: 'Cervejas', brand: 'Brahma' }), 12);
    c.setQuantity(c.templateFromItem(skol!, { list: 'products', category: 'Cervejas', brand: 'Brahma' }), 30);
    c.setQuantity({ ...c.templateFromItem(brahma!, { list: 'products', category: 'Cervejas', brand: 'Brahma' }), sku: 'GONE' }, 1);
    c.flushCart();
    fake.expect({
      method: 'GET',
      url: `${PRODUCTS}/catalog/products`,
      assert: (r) => {
        expect(r.headers.get('category')).toBe('Cervejas');
        expect(r.headers.get('brand')).toBe('Brahma');
        expect(r.headers.get('client-code')).toBe('100001');
      },
      reply: json({
        data: [
          { ...brahma, preco: 45 },
          { ...skol, estoque: 20 },
        ],
        currentPage: 1,
        lastPage: 1,
      }),
    });
    // Not in its brand list: looked up in Novidades and Favoritos before it is called unconfirmed.
    fake.expect({ method: 'GET', url: `${PRODUCTS}/catalog/news`, reply: json({ data: [], currentPage: 1, lastPage: 1 }) });
    fake.expect({ method: 'GET', url: `${PRODUCTS}/catalog/favorites`, reply: json({ data: [], currentPage: 1, lastPage: 1 }) });
    await c.refreshCart();
    const lines = c.$cartLines.get();
    expect(lines.map((l) => [l.sku, l.total])).toEqual([
      [brahma!.sku, 12],
      [skol!.sku, 30],
      ['GONE', 1],
    ]);
    expect(lines[0]?.preco).toBe(45);
    expect(c.$lineIssues.get()).toEqual({ [skol!.sku]: { kind: 'stock', available: 20 }, GONE: { kind: 'unconfirmed' } });
    c.removeLine('GONE');
    expect(c.$lineIssues.get()).toEqual({ [skol!.sku]: { kind: 'stock', available: 20 } });
  });

  it('finds a product that left Novidades in Favoritos, and stops reading a list once every line is found', async () => {
    const c = await load();
    c.setQuantity(c.templateFromItem(brahma!, { list: 'news' }), 2);
    c.setQuantity(c.templateFromItem(skol!, { list: 'news' }), 3);
    c.flushCart();
    fake.expect(
      ...Array.from({ length: 10 }, (_, i) => ({
        method: 'GET',
        url: `${PRODUCTS}/catalog/news`,
        assert: (r: { headers: Headers }) => expect(r.headers.get('current-page')).toBe(String(i + 1)),
        reply: json({ data: i === 0 ? [{ ...skol, estoque: 100 }] : [], currentPage: i + 1, lastPage: 40 }),
      })),
    );
    fake.expect(
      { method: 'GET', url: `${PRODUCTS}/catalog/favorites`, reply: json({ data: [], currentPage: 1, lastPage: 3 }) },
      {
        method: 'GET',
        url: `${PRODUCTS}/catalog/favorites`,
        reply: json({ data: [{ ...brahma, preco: 44 }], currentPage: 2, lastPage: 3 }),
      },
    );
    await c.refreshCart();
    expect(c.$refreshError.get()).toBeNull();
    expect(c.$lineIssues.get()).toEqual({});
    expect(c.$cartLines.get().map((l) => [l.sku, l.preco, l.source.list])).toEqual([
      [brahma!.sku, 44, 'news'],
      [skol!.sku, skol!.preco, 'news'],
    ]);
  });

  it('a product found out of stock still blocks; one found nowhere is only noted', async () => {
    const c = await load();
    const { blocksSending } = await import('../../../src/lib/domain/cart-check.ts');
    c.setQuantity(c.templateFromItem(brahma!, { list: 'favorites' }), 2);
    c.setQuantity({ ...c.templateFromItem(skol!, { list: 'favorites' }), sku: 'SAIU' }, 1);
    c.flushCart();
    fake.expect(
      {
        method: 'GET',
        url: `${PRODUCTS}/catalog/favorites`,
        reply: json({ data: [{ ...brahma, estoque: 0 }], currentPage: 1, lastPage: 1 }),
      },
      { method: 'GET', url: `${PRODUCTS}/catalog/news`, reply: json({ data: [], currentPage: 1, lastPage: 1 }) },
    );
    await c.refreshCart();
    const issues = c.$lineIssues.get();
    expect(issues).toEqual({ [brahma!.sku]: { kind: 'stock', available: 0 }, SAIU: { kind: 'unconfirmed' } });
    expect(blocksSending(issues[brahma!.sku])).toBe(true);
    expect(blocksSending(issues.SAIU)).toBe(false);
  });

  it('keeps the cart and reports the failure when the catalogue cannot be read', async () => {
    const c = await load();
    c.setQuantity(c.templateFromItem(brahma!, { list: 'news' }), 2);
    c.flushCart();
    fake.expect({ method: 'GET', url: `${PRODUCTS}/catalog/news`, reply: json({ message: 'Indisponível' }, 503) });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await c.refreshCart();
    expect(c.$refreshError.get()).toBe('Indisponível');
    expect(c.$cartLines.get()[0]?.total).toBe(2);
  });
});
