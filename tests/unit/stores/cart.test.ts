// The cart store: debounced quantities, the stock/maximum refusal, persistence per company,
// sign-out, and the price/stock refresh that flags lines instead of changing them.
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';

const PRODUCTS = 'https://p.test';
const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const SESSION_KEY = 'portal:session:v1';
const CART_KEY = 'portal:cart:v1';

const session = (clientCode = '100001') => ({
  token: { access_token: 'tok', expires_in: 3600, token_type: 'bearer', issued_at: NOW / 1000 },
  user: {
    storeAccess: true,
    clients: [{ clientCode, name: 'Bar do Zé', cnpj_cpf: '45723174000110' }],
    cnpj_cpf: '12345678909',
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
  it('shows a tap at once and writes the cart 300 ms after the last change', async () => {
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
    expect(JSON.parse(c.storage()[CART_KEY]!)).toMatchObject({ clientCode: '100001', lines: [{ sku: brahma!.sku, total: 10 }] });
    expect(c.$cartSummary.get()).toEqual({ items: 10, subtotalCents: 42900, discountCents: 1400, totalCents: 41500 });
  });

  it("refuses more than the stock or the maximum with 'Quantidade indisponível no estoque!'", async () => {
    const c = await load();
    const template = c.templateFromItem(skol!, { list: 'products', category: 'Cervejas' });
    expect(c.setQuantity(template, 3)).toBe(3);
    expect(c.setQuantity(template, (skol!.maximum ?? 0) + 1)).toBe(3);
    c.flushCart();
    expect(c.$cartLines.get()[0]?.total).toBe(3);
    expect(c.toasts).toEqual([{ kind: 'error', text: 'Quantidade indisponível no estoque!' }]);
  });

  it('removes the line at 0 and empties the stored cart', async () => {
    const c = await load();
    const template = c.templateFromItem(brahma!, { list: 'news' });
    c.setQuantity(template, 2);
    c.flushCart();
    c.setQuantity(template, 0);
    c.flushCart();
    expect(c.$cartLines.get()).toEqual([]);
    expect(c.storage()[CART_KEY]).toBeUndefined();
  });

  it('steppers: plus from 0 to the minimum, minus below it removes', async () => {
    const c = await load();
    const template = { ...c.templateFromItem(brahma!, { list: 'news' }), minimum: 2 };
    expect(c.increaseLine(template)).toBe(2);
    expect(c.increaseLine(template)).toBe(3);
    expect(c.decreaseLine(template)).toBe(2);
    expect(c.decreaseLine(template)).toBe(0);
    expect(c.typeQuantity(template, '1a5')).toBe(15);
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

describe('persistence', () => {
  const stored = (clientCode: string) =>
    JSON.stringify({ clientCode, lines: [{ ...templateLine(), total: 4, usePrice: 42.9, discount: 0 }] });
  const templateLine = () => ({
    kind: 'product',
    sku: 'X1',
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
  });

  it('reads back a stored cart of the current company', async () => {
    const c = await load({ [SESSION_KEY]: JSON.stringify(session()), [CART_KEY]: stored('100001') });
    expect(c.$cartLines.get().map((l) => l.total)).toEqual([4]);
    expect(c.$cartCount.get()).toBe(1);
  });

  it("does not show another company's cart", async () => {
    const c = await load({ [SESSION_KEY]: JSON.stringify(session()), [CART_KEY]: stored('100002') });
    expect(c.$cartLines.get()).toEqual([]);
  });

  it.each(['{', '[]', '{"clientCode":"100001","lines":[{"sku":1}]}', 'null'])('reads corrupt data %j as empty', async (raw) => {
    const c = await load({ [SESSION_KEY]: JSON.stringify(session()), [CART_KEY]: raw });
    expect(c.$cartLines.get()).toEqual([]);
  });

  it('is emptied on sign-out', async () => {
    const c = await load({ [SESSION_KEY]: JSON.stringify(session()), [CART_KEY]: stored('100001') });
    c.$cartLines.listen(() => {});
    c.clearSession();
    expect(c.storage()[CART_KEY]).toBeUndefined();
  });
});

describe('refreshCart', () => {
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
