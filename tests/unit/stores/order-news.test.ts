// The orders' news store (R311–R313) over a strict fake fetch and a fake visited-pages cache: the first
// visit, a check when due and only then, a failed or stale check, /pedidos's marks, closing the banner,
// another company's answer, and a record or a storage that cannot be used.
import { describe, expect, it, vi } from 'vitest';
import { CHECK_EVERY_MS, orderNewsKey } from '../../../src/lib/domain/order-news.ts';
import { keptCaches } from '../../../src/lib/storage-keys.ts';
import { FakeCache } from '../../support/fake-cache.ts';
import { json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testServices, testSession, useFakeFetch } from '../../support/session.ts';

let fake: FakeFetch;
useFakeFetch((f) => (fake = f));

const HISTORY = `${testServices.clientApi}/client/my-updated-orders?dias_pedido=15&type=todos`;
const KEY = orderNewsKey('12345678909', '100001');
const order = (VBELN: string, STATUS: string) => ({
  Status: { VBELN, AUART: 'ZS43', ERDAT: '2026-11-30', STATUS },
  Itens: { Item: [{ MATNR: '1', ARKTX: 'Cerveja', KWMENG: 1 }] },
});
const answer = (...orders: Array<ReturnType<typeof order>>) => json({ pedidos: orders, statusPedidos: [], pedidosNaoProcessados: [] });

type StoredRecord = { seen: Array<[string, string]>; latest: Array<[string, string]>; checkedAt: number };

/** The visited-pages cache, holding `holding` as the store writes it; `broken` makes every write fail, as a full storage does. */
function fakeCaches({ broken = false, holding }: { broken?: boolean; holding?: StoredRecord } = {}) {
  const cache = new FakeCache();
  if (holding) cache.entries.set(KEY, new Response(JSON.stringify(holding)));
  if (broken) cache.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));
  vi.stubGlobal('caches', { open: (name: string) => (expect(name).toBe(keptCaches.visited), Promise.resolve(cache)) });
  return cache;
}

async function store(session: unknown = testSession()) {
  await freshSignedInModules(fake, session);
  return import('../../../src/lib/stores/order-news.ts');
}

const stored = async (cache: FakeCache) => JSON.parse(await (await cache.match(KEY))!.text()) as Record<string, unknown>;

describe('a check from a page other than /pedidos (R311, R312)', () => {
  it('the first visit shows nothing; a status that moved since shows once a check is due', async () => {
    const cache = fakeCaches();
    const news = await store();
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('1', 'PEDIDO FATURADO'), order('2', 'PEDIDO ENTREGUE')) });
    expect(await news.checkOrders(1_000_000)).toEqual([]);
    expect(await news.orderNewsNow()).toEqual([]);
    // Not due yet: no call (the strict fake would fail on one).
    expect(await news.checkOrders(1_000_000 + CHECK_EVERY_MS - 1)).toBeNull();
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('1', 'Pedido em trânsito'), order('2', 'PEDIDO ENTREGUE')) });
    expect(await news.checkOrders(1_000_000 + CHECK_EVERY_MS)).toEqual([{ order: '1', status: 'PEDIDO EM TRANSITO' }]);
    // Still news on the next page, from what the device knows, until it is seen.
    expect(await news.orderNewsNow()).toEqual([{ order: '1', status: 'PEDIDO EM TRANSITO' }]);
    expect(await stored(cache)).toMatchObject({
      seen: [
        ['1', 'PEDIDO FATURADO'],
        ['2', 'PEDIDO ENTREGUE'],
      ],
      latest: [
        ['1', 'PEDIDO EM TRANSITO'],
        ['2', 'PEDIDO ENTREGUE'],
      ],
    });
  });

  it('an order sent after the first visit is news once it moves, though /pedidos was never opened', async () => {
    fakeCaches();
    const news = await store();
    const at = (n: number) => 1_000_000 + n * CHECK_EVERY_MS;
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('1', 'PEDIDO ENTREGUE')) });
    expect(await news.checkOrders(at(0))).toEqual([]);
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('9', 'PEDIDO EM PROCESSAMENTO'), order('1', 'PEDIDO ENTREGUE')) });
    expect(await news.checkOrders(at(1))).toEqual([]);
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('9', 'PEDIDO EM TRANSITO'), order('1', 'PEDIDO ENTREGUE')) });
    expect(await news.checkOrders(at(2))).toEqual([{ order: '9', status: 'PEDIDO EM TRANSITO' }]);
  });

  it('a check that fails keeps what was known, and the next page may try again', async () => {
    const cache = fakeCaches();
    const news = await store();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.expect({ method: 'GET', url: HISTORY, reply: networkError });
    expect(await news.checkOrders()).toBeNull();
    expect(await cache.match(KEY)).toBeUndefined();
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('1', 'PEDIDO FATURADO')) });
    expect(await news.checkOrders()).toEqual([]);
  });

  it('an answer that comes after a company switch is not kept for the new company (nor the old)', async () => {
    const cache = fakeCaches();
    const news = await store();
    const { $session } = await import('../../../src/lib/stores/session.ts');
    fake.expect({
      method: 'GET',
      url: HISTORY,
      reply: () => {
        const session = $session.get()!;
        $session.set({ ...session, user: { ...session.user, current_client: { ...session.user.current_client, clientCode: '100002' } } });
        return answer(order('1', 'PEDIDO FATURADO'));
      },
    });
    expect(await news.checkOrders()).toBeNull();
    expect(cache.entries.size).toBe(0);
  });

  it('signed out: no check, no news', async () => {
    fakeCaches();
    const news = await store(null);
    expect(await news.checkOrders()).toBeNull();
    expect(await news.orderNewsNow()).toEqual([]);
    expect(await news.noteOrdersShown([order('1', 'X')])).toEqual(new Set());
    await news.closeOrderNews([{ order: '1', status: 'X' }]);
  });

  it('a stored record that is not one (another build, a broken write) reads as a first visit', async () => {
    const cache = fakeCaches();
    await cache.put(KEY, new Response('{"seen":[]'));
    const news = await store();
    expect(await news.orderNewsNow()).toEqual([]);
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('1', 'PEDIDO EM TRANSITO')) });
    expect(await news.checkOrders()).toEqual([]);
    // Written over with a good one.
    expect((await stored(cache)).seen).toEqual([['1', 'PEDIDO EM TRANSITO']]);
  });

  it('a storage that refuses writes (full) shows nothing and throws nothing', async () => {
    fakeCaches({ broken: true });
    const news = await store();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fake.expect({ method: 'GET', url: HISTORY, reply: answer(order('1', 'PEDIDO EM TRANSITO')) });
    expect(await news.checkOrders()).toEqual([]);
    expect(await news.orderNewsNow()).toEqual([]);
  });

  it('a Cache Storage that does not answer in time: /pedidos draws no marks, no check, nothing written over', async () => {
    const cache = new FakeCache();
    let answering = false;
    vi.stubGlobal('caches', { open: () => (answering ? Promise.resolve(cache) : new Promise(() => undefined)) });
    const news = await store();
    vi.useFakeTimers();
    const marks = news.noteOrdersShown([order('1', 'X')]);
    await vi.advanceTimersByTimeAsync(300);
    expect(await marks).toEqual(new Set());
    // The check and the banner wait longer, and then neither call nor write (the strict fake fails on a call).
    const check = news.checkOrders();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await check).toBeNull();
    const close = news.closeOrderNews([{ order: '1', status: 'X' }]);
    await vi.advanceTimersByTimeAsync(5000);
    await close;
    answering = true;
    expect(cache.entries.size).toBe(0);
  });

  it('no Cache Storage at all (an insecure origin): no check, no news, no error', async () => {
    vi.stubGlobal('caches', undefined);
    const news = await store();
    expect(await news.checkOrders()).toBeNull();
    expect(await news.orderNewsNow()).toEqual([]);
    expect(await news.noteOrdersShown([order('1', 'X')])).toEqual(new Set());
  });
});

describe("/pedidos's cards and the banner's 'Fechar' (R313)", () => {
  it('marks the orders moved since last seen for the whole visit, and remembers them as seen', async () => {
    const cache = fakeCaches({
      holding: {
        seen: [
          ['1', 'PEDIDO FATURADO'],
          ['2', 'PEDIDO ENTREGUE'],
        ],
        latest: [],
        checkedAt: 5,
      },
    });
    const news = await store();
    expect([...(await news.noteOrdersShown([order('1', 'PEDIDO EM TRANSITO'), order('2', 'PEDIDO ENTREGUE'), order('3', 'X')]))]).toEqual([
      '1',
    ]);
    await vi.waitFor(async () =>
      expect((await stored(cache)).seen).toEqual([
        ['1', 'PEDIDO EM TRANSITO'],
        ['2', 'PEDIDO ENTREGUE'],
        ['3', 'X'],
      ]),
    );
    expect((await stored(cache)).checkedAt).toBe(5);
    // Another filter's answer on the same visit: the card keeps its mark.
    expect([...(await news.noteOrdersShown([order('1', 'PEDIDO EM TRANSITO')]))]).toEqual(['1']);
    // The next visit: seen, no mark.
    const next = await store();
    expect([...(await next.noteOrdersShown([order('1', 'PEDIDO EM TRANSITO')]))]).toEqual([]);
  });

  it('a record slower to read than the cards wait: drawn unmarked, the marks follow once it is read, and it is written', async () => {
    const cache = fakeCaches({ holding: { seen: [['1', 'PEDIDO FATURADO']], latest: [], checkedAt: 5 } });
    const open = (globalThis.caches as unknown as { open: (name: string) => Promise<FakeCache> }).open;
    vi.stubGlobal('caches', { open: (name: string) => new Promise((resolve) => setTimeout(() => resolve(open(name)), 1000)) });
    const news = await store();
    vi.useFakeTimers();
    const late: Array<string[]> = [];
    const marks = news.noteOrdersShown([order('1', 'PEDIDO EM TRANSITO')], (marked) => late.push([...marked]));
    await vi.advanceTimersByTimeAsync(300);
    expect([...(await marks)]).toEqual([]);
    expect(late).toEqual([]);
    await vi.advanceTimersByTimeAsync(700);
    expect(late).toEqual([['1']]);
    await vi.advanceTimersByTimeAsync(2000);
    vi.useRealTimers();
    await vi.waitFor(async () => expect((await stored(cache)).seen).toEqual([['1', 'PEDIDO EM TRANSITO']]));
  });

  it('a slow record that arrives after a company switch marks and writes nothing', async () => {
    const cache = fakeCaches({ holding: { seen: [['1', 'PEDIDO FATURADO']], latest: [], checkedAt: 5 } });
    const open = (globalThis.caches as unknown as { open: (name: string) => Promise<FakeCache> }).open;
    vi.stubGlobal('caches', { open: (name: string) => new Promise((resolve) => setTimeout(() => resolve(open(name)), 1000)) });
    const news = await store();
    const { $session } = await import('../../../src/lib/stores/session.ts');
    vi.useFakeTimers();
    const late: Array<string[]> = [];
    void news.noteOrdersShown([order('1', 'PEDIDO EM TRANSITO')], (marked) => late.push([...marked]));
    await vi.advanceTimersByTimeAsync(300);
    const session = $session.get()!;
    $session.set({ ...session, user: { ...session.user, current_client: { ...session.user.current_client, clientCode: '100002' } } });
    await vi.advanceTimersByTimeAsync(3000);
    vi.useRealTimers();
    expect(late).toEqual([]);
    expect((await stored(cache)).seen).toEqual([['1', 'PEDIDO FATURADO']]);
  });

  it("'Fechar' makes what the banner said seen, and only that", async () => {
    fakeCaches({
      holding: {
        seen: [
          ['1', 'PEDIDO FATURADO'],
          ['2', 'PEDIDO FATURADO'],
        ],
        latest: [
          ['1', 'PEDIDO EM TRANSITO'],
          ['2', 'PEDIDO EM TRANSITO'],
        ],
        checkedAt: 5,
      },
    });
    const news = await store();
    await news.closeOrderNews([{ order: '1', status: 'PEDIDO EM TRANSITO' }]);
    expect(await news.orderNewsNow()).toEqual([{ order: '2', status: 'PEDIDO EM TRANSITO' }]);
  });

  it("another user of the phone has their own record: nothing of the first user's", async () => {
    fakeCaches({
      holding: { seen: [['1', 'PEDIDO FATURADO']], latest: [['1', 'PEDIDO EM TRANSITO']], checkedAt: 5 },
    });
    const news = await store(testSession({ cnpj_cpf: '11222333000181' }));
    expect(await news.orderNewsNow()).toEqual([]);
  });
});
