// 'Repetir pedido' (product-rules R180) against a strict fake fetch: what it asks for (favourites over
// the order's days, then Novidades for what is missing; the history for the last order), the cart
// written once with the plan, and a cancel or a failure that leave the cart as it was.
import { describe, expect, it, vi } from 'vitest';
import myOrders from '../../fixtures/listMyOrders.json' with { type: 'json' };
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { deferred, hang, json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

const FAVORITES = 'https://p.test/catalog/favorites';
const NEWS = 'https://p.test/catalog/news';
const HISTORY = (url: string) => url.startsWith('https://k.test/client/my-updated-orders?');
const NOW = Date.UTC(2026, 10, 24, 15, 0, 0);

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

const [brahma, skol, original, stella] = products.data;
const page = (data: unknown[], currentPage = 1, lastPage = 1) => json({ data, currentPage, lastPage });

async function load() {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
  await freshSignedInModules(fake, testSession());
  const reorder = await import('../../../src/lib/screens/reorder.ts');
  const cart = await import('../../../src/lib/stores/cart.ts');
  const catalogueItems = await import('../../../src/lib/stores/catalogue-items.ts');
  const session = await import('../../../src/lib/stores/session.ts');
  return { ...reorder, ...cart, ...catalogueItems, $session: session.$session };
}

const order = {
  date: '2026-10-10',
  items: [
    { code: brahma!.sku, name: 'Brahma', quantity: 12 },
    { code: skol!.sku, name: 'Skol', quantity: 200 },
    { code: original!.sku, name: 'Original', quantity: 3 },
    { code: '000000000000099991', name: 'Bohemia Weiss', quantity: 5 },
    { code: stella!.sku, name: 'Stella', quantity: 2 },
  ],
};

describe('startReorder (R180)', () => {
  it('asks favourites over the order’s days, Novidades for the rest, then writes the cart once with the summary (R254)', async () => {
    const r = await load();
    r.setQuantity(r.templateFromItem(brahma!, { list: 'products', category: 'Cervejas' }), 5);
    fake.expect(
      {
        method: 'GET',
        url: FAVORITES,
        assert: (q) => expect([q.headers.get('days'), q.headers.get('current-page')]).toEqual(['46', '1']),
        reply: page([brahma, skol], 1, 2),
      },
      { method: 'GET', url: FAVORITES, assert: (q) => expect(q.headers.get('current-page')).toBe('2'), reply: page([original]) },
      { method: 'GET', url: NEWS, reply: page([stella]) },
    );
    const writes: unknown[] = [];
    const stop = r.$storedCarts.listen((value) => writes.push(value));
    await r.startReorder(order);
    stop();
    expect(r.$reorder.get()).toEqual({
      state: 'done',
      added: '3 itens adicionados ao carrinho',
      changed: true,
      capped: ['Cerveja Skol Pilsen Lata 350ml: 40 caixas adicionadas (estoque disponível: 40)'],
      missing: ['Cerveja Original Garrafa 600ml: indisponível no estoque', 'Bohemia Weiss: não está mais no catálogo'],
    });
    // The pending tap, then the reorder: one write.
    expect(writes).toHaveLength(2);
    expect(r.$cartLines.get().map((line) => [line.descricao, line.total, line.source.list])).toEqual([
      ['Cerveja Brahma Chopp Lata 350ml', 17, 'products'],
      ['Cerveja Skol Pilsen Lata 350ml', 40, 'favorites'],
      ['Cerveja Stella Artois Long Neck 330ml', 2, 'news'],
    ]);
  });

  it('for the last order, repeats the newest sale order of the days asked for (received but not processed included) (R251)', async () => {
    const r = await load();
    fake.expect(
      {
        method: 'GET',
        url: HISTORY,
        assert: (q) => expect(Object.fromEntries(new URL(q.url).searchParams)).toEqual({ dias_pedido: '7', type: 'compra' }),
        reply: json(myOrders),
      },
      // 0081234902 of 21/11: 12 boxes of the beer; 30 days cover it.
      { method: 'GET', url: FAVORITES, assert: (q) => expect(q.headers.get('days')).toBe('30'), reply: page([brahma]) },
    );
    const steps: unknown[] = [];
    const stop = r.$reorder.listen((state) => steps.push(state));
    await r.startReorder({ historyDays: 7 });
    stop();
    expect(steps.slice(0, 2)).toEqual([
      { state: 'loading', step: 'Buscando o seu último pedido...' },
      { state: 'loading', step: 'Procurando os produtos no catálogo...' },
    ]);
    expect(r.$reorder.get()).toEqual({ state: 'done', added: '1 item adicionado ao carrinho', changed: true, capped: [], missing: [] });
    expect(r.$cartLines.get().map((line) => [line.sku, line.total])).toEqual([[brahma!.sku, 12]]);
  });

  it('no sale order in the history: says so with no retry (the history would say the same), writes nothing (R251, R252)', async () => {
    const r = await load();
    fake.expect({ method: 'GET', url: HISTORY, reply: json({ pedidos: [], statusPedidos: [], pedidosNaoProcessados: [] }) });
    await r.startReorder({ historyDays: 15 });
    expect(r.$reorder.get()).toEqual({
      state: 'error',
      message: 'Não encontramos um pedido de compra dos últimos 15 dias para repetir.',
      retry: false,
    });
    expect(r.$cartLines.get()).toEqual([]);
  });

  it('a failed favourites call (5xx) says so with a retry and leaves the cart as it was (R252)', async () => {
    const r = await load();
    r.setQuantity(r.templateFromItem(brahma!, { list: 'news' }), 5);
    r.flushCart();
    const before = r.$storedCarts.get();
    fake.expect(
      { method: 'GET', url: FAVORITES, reply: json({ message: 'falha' }, 500) },
      { method: 'GET', url: FAVORITES, reply: json({ message: 'falha' }, 500) },
    );
    await r.startReorder(order);
    expect(r.$reorder.get()).toEqual({ state: 'error', message: r.REORDER_FAILED, retry: true });
    expect(r.$storedCarts.get()).toBe(before);
  });

  it('no answer (network) offers a retry: it can change (R252)', async () => {
    const r = await load();
    fake.expect({ method: 'GET', url: FAVORITES, reply: networkError });
    await r.startReorder(order);
    expect(r.$reorder.get()).toEqual({ state: 'error', message: r.REORDER_FAILED, retry: true });
  });

  it.each([
    ['a refusal (404)', json({ message: 'não encontrado' }, 404)],
    ['an answer that breaks the contract', json({ data: 'x' })],
  ])('%s offers no retry: it would come back the same (R252)', async (_, reply) => {
    const r = await load();
    fake.expect({ method: 'GET', url: FAVORITES, reply });
    await r.startReorder(order);
    expect(r.$reorder.get()).toEqual({
      state: 'error',
      message: 'Não foi possível buscar os produtos do pedido. O seu carrinho não foi alterado.',
      retry: false,
    });
    expect(r.$storedCarts.get()).toBeNull();
  });

  it('nothing addable: the summary says the cart did not change (R253)', async () => {
    const r = await load();
    fake.expect({ method: 'GET', url: FAVORITES, reply: page([original]) }, { method: 'GET', url: NEWS, reply: page([]) });
    await r.startReorder({ date: order.date, items: [order.items[2]!, order.items[3]!] });
    expect(r.$reorder.get()).toEqual({
      state: 'done',
      added: 'Nenhum item adicionado ao carrinho',
      changed: false,
      capped: [],
      missing: ['Cerveja Original Garrafa 600ml: indisponível no estoque', 'Bohemia Weiss: não está mais no catálogo'],
    });
    expect(r.$storedCarts.get()).toBeNull();
  });

  it('a company switched during the lookup writes nothing and offers no retry (R252)', async () => {
    const r = await load();
    const favourites = deferred();
    fake.expect({ method: 'GET', url: FAVORITES, reply: favourites.reply });
    const running = r.startReorder({ date: order.date, items: [order.items[0]!] });
    await vi.waitFor(() => expect(r.$reorder.get()).toEqual({ state: 'loading', step: r.REORDER_STEPS.products }));
    const other = { clientCode: '100002', name: 'Empório', cnpj_cpf: '28391562000190', profile: null };
    r.$session.set(testSession({ current_client: other }));
    favourites.resolve(page([brahma]));
    await running;
    expect(r.$reorder.get()).toEqual({
      state: 'error',
      message: 'A empresa selecionada mudou durante a busca. O carrinho não foi alterado.',
      retry: false,
    });
    expect(r.$cartLines.get()).toEqual([]);
  });

  it('a cancel during the lookup writes nothing and closes', async () => {
    const r = await load();
    fake.expect({ method: 'GET', url: FAVORITES, reply: hang });
    const running = r.startReorder(order);
    await vi.waitFor(() => expect(r.$reorder.get()).toEqual({ state: 'loading', step: r.REORDER_STEPS.products }));
    r.closeReorder();
    await running;
    expect(r.$reorder.get()).toEqual({ state: 'idle' });
    expect(r.$storedCarts.get()).toBeNull();
  });
});
