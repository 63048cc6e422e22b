// The cart screen against a strict fake fetch: one check of prices and stock and one load of the
// client's limits however many times it is started, the limits as the page reads them (in cents,
// from the stored client data of the current client only), the lines as the page draws them, and
// the check's failure and retry.
import { describe, expect, it, vi } from 'vitest';
import clientData from '../../fixtures/getClientData.json' with { type: 'json' };
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import type { CartView } from '../../../src/lib/screens/cart.ts';

const P = 'https://p.test';
const CLIENT = 'https://k.test/client';
const LIMITS = `${P}/client/limits`;
const NEWS = `${P}/catalog/news`;
const CART_KEY = 'portal:cart:v1';
const CLIENT_DATA_KEY = 'portal:client-data:v1';
const [brahma, skol] = products.data;

/** A cart line as the portal stores it (the stored format existing users have). */
const storedLine = (product: typeof brahma, total: number) => ({
  kind: 'product',
  sku: product!.sku,
  descricao: product!.descricao,
  complemento: product!.complemento,
  preco: product!.preco,
  total,
  usePrice: product!.preco,
  discount: 0,
  vasilhame: 2,
  image: product!.image,
  maximum: product!.maximum ?? null,
  minimum: 5,
  stock: product!.estoque,
  faixaVolume2: product!.faixaVolume2,
  kdkg2: product!.kdkg2,
  bonus: false,
  source: { list: 'news' },
});

// The cart's loads also read the campaigns' estimate (R318; its calls are tested in
// stores/campaign-cover.test.ts): here it reads nothing, and says what a test sets.
vi.mock('../../../src/lib/stores/campaign-cover.ts', async () => {
  const { atom } = await import('nanostores');
  return { $coverNotes: atom<readonly string[]>([]), loadCampaignCovers: () => Promise.resolve() };
});

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function cartScreen(stored: Record<string, unknown> = {}) {
  const persistent = await freshSignedInModules(fake, testSession());
  persistent.setTestStorageKey(CART_KEY, JSON.stringify({ clientCode: '100001', lines: [storedLine(brahma, 12), storedLine(skol, 3)] }));
  for (const [key, value] of Object.entries(stored)) persistent.setTestStorageKey(key, JSON.stringify(value));
  const { createCartScreen } = await import('../../../src/lib/screens/cart.ts');
  const cart = await import('../../../src/lib/stores/cart.ts');
  const navigations: string[] = [];
  const effects = {
    navigate: (url: string) => void navigations.push(`assign ${url}`),
    replace: (url: string) => void navigations.push(`replace ${url}`),
    afterShown: (_mark: string, then: () => void) => queueMicrotask(then),
    openConnections: () => undefined,
  };
  const screen = createCartScreen(effects);
  // As the page does: the view is drawn, and the screen told so.
  screen.$state.subscribe((state) => state.state === 'ready' && screen.drawn());
  return { screen, cart, navigations };
}

/** The view once `done` holds of it. */
function view(screen: Awaited<ReturnType<typeof cartScreen>>['screen'], done: (v: CartView) => boolean) {
  return new Promise<CartView>((resolve) => {
    const stop = screen.$state.subscribe((state) => {
      if (state.state === 'ready' && done(state.view)) {
        queueMicrotask(() => stop());
        resolve(state.view);
      }
    });
  });
}

const settledView = (v: CartView) => v.loaded && !v.refreshing && !v.limitsLoading;

describe('cart screen', () => {
  it('the early start and the mount check the lines and load the limits once', async () => {
    const { screen, cart } = await cartScreen();
    fake.expect(
      {
        method: 'GET',
        url: NEWS,
        reply: json({
          data: [
            { ...brahma, preco: 45 },
            { ...skol, estoque: 2 },
          ],
          currentPage: 1,
          lastPage: 1,
        }),
      },
      { method: 'GET', url: CLIENT, reply: json({ ...clientData, clientCode: '100001' }) },
      {
        method: 'GET',
        url: LIMITS,
        assert: (r) => expect(r.headers.get('client-code')).toBe('100001'),
        reply: json({ Minimoorder: 350.5, Limitecredito: 4000 }),
      },
    );
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    screen.start();
    screen.start();
    // Started: the lines show at once, with both loads under way until their code is in.
    expect(screen.$state.get()).toMatchObject({ state: 'ready', view: { loaded: false, refreshing: true, limitsLoading: true } });
    const ready = await view(screen, settledView);
    for (const url of [NEWS, CLIENT, LIMITS]) expect(fake.calls.filter((c) => c.url === url)).toHaveLength(1);
    expect(ready).toEqual({
      loaded: true,
      refreshing: false,
      refreshError: null,
      checked: true,
      limitConfirmed: false,
      vesselsConfirmed: false,
      issues: { [skol!.sku]: { text: 'Estoque atual: 2. Ajuste a quantidade para continuar.', blocks: true } },
      flagged: true,
      limits: { minimumOrderCents: 35050, creditLimitCents: 400000 },
      limitsLoading: false,
      limitsError: null,
      sendStatus: 'idle',
      unresolved: null,
      coverNotes: [],
    });
    // The lines as the page draws them, the new price included, without the service's field names.
    expect(cart.$cartLineViews.get()[0]).toEqual({
      sku: brahma!.sku,
      name: 'Cerveja Brahma Chopp Lata 350ml',
      complement: 'CX 12 UN',
      image: brahma!.image,
      baseCents: 4500,
      tiers: [
        { threshold: 10, priceCents: 4150 },
        { threshold: 30, priceCents: 4090 },
        { threshold: 0, priceCents: 0 },
        { threshold: 0, priceCents: 0 },
      ],
      limits: { stock: 860, maximum: null, minimum: null },
      quantity: 12,
      vesselsPerBox: 0,
    });
  });

  it('shows the stored limits of the current client only, and a failed check retries on its own', async () => {
    const stored = { clientCode: '100001', name: 'Bar do Zé Ltda', cnpj_cpf: '45723174000110', Minimoorder: 300, Limitecredito: 5000 };
    const { screen, cart } = await cartScreen({ [CLIENT_DATA_KEY]: stored });
    const failing = [1, 2].map(() => ({ method: 'GET', url: NEWS, reply: json({ message: 'Erro', details: 'Catálogo fora do ar' }, 500) }));
    fake.expect(
      ...failing,
      { method: 'GET', url: CLIENT, reply: json({ message: 'Erro', details: 'Sem cadastro' }, 500) },
      {
        method: 'GET',
        url: CLIENT,
        reply: json({ message: 'Erro', details: 'Sem cadastro' }, 500),
      },
      // The limits leave with GET /client; its failure keeps the stored ones.
      { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 100, Limitecredito: 200 }) },
    );
    screen.start();
    const failed = await view(screen, settledView);
    expect(failed).toMatchObject({
      refreshError: 'Catálogo fora do ar',
      limits: { minimumOrderCents: 30000, creditLimitCents: 500000 },
      limitsError: 'Sem cadastro',
    });
    // The stored lines as the page shows them (a minimum of 5 boxes, 2 returnable bottles a box).
    expect(cart.$cartLineViews.get().map((l) => [l.quantity, l.limits.minimum, l.vesselsPerBox])).toEqual([
      [12, 5, 2],
      [3, 5, 2],
    ]);
    fake.expect({ method: 'GET', url: NEWS, reply: json({ data: [brahma, skol], currentPage: 1, lastPage: 1 }) });
    screen.retryCheck();
    expect(await view(screen, (v) => !v.refreshing && v.refreshError === null)).toMatchObject({ issues: {} });
  });

  it("the kept limits of the session's client are in the first view, before the page's code (R68); another client's are not", async () => {
    const own = { clientCode: '100001', name: 'Bar', cnpj_cpf: '1', Minimoorder: 300, Limitecredito: 5000 };
    for (const [stored, limits] of [
      [own, { minimumOrderCents: 30000, creditLimitCents: 500000 }],
      [{ ...own, clientCode: '999' }, null],
    ] as const) {
      const { screen } = await cartScreen({ [CLIENT_DATA_KEY]: stored });
      fake.expect(
        { method: 'GET', url: NEWS, reply: json({ data: [brahma, skol], currentPage: 1, lastPage: 1 }) },
        { method: 'GET', url: CLIENT, reply: json({ ...clientData, clientCode: '100001' }) },
        { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 300, Limitecredito: 5000 }) },
      );
      screen.start();
      // Synchronously: the page's code (cart-loads.ts) has not been imported yet.
      expect(screen.$state.get()).toMatchObject({ state: 'ready', view: { loaded: false, limitsLoading: true, limits } });
      await view(screen, settledView);
      screen.exit();
    }
  });

  it("the page's code and its calls wait until the lines' drawing is on screen; an empty cart's leave at once", async () => {
    const persistent = await freshSignedInModules(fake, testSession());
    persistent.setTestStorageKey(CART_KEY, JSON.stringify({ clientCode: '100001', lines: [storedLine(brahma, 12)] }));
    const { createCartScreen } = await import('../../../src/lib/screens/cart.ts');
    const waiting: Array<() => void> = [];
    let connections = 0;
    const effects = {
      navigate: () => undefined,
      replace: () => undefined,
      afterShown: (mark: string, then: () => void) => void waiting.push(mark === 'cart-lines' ? then : () => undefined),
      openConnections: () => void (connections += 1),
    };
    const screen = createCartScreen(effects);
    fake.expect(
      { method: 'GET', url: NEWS, reply: json({ data: [brahma], currentPage: 1, lastPage: 1 }) },
      { method: 'GET', url: CLIENT, reply: json({ ...clientData, clientCode: '100001' }) },
      { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 300, Limitecredito: 5000 }) },
    );
    screen.start();
    // The services' connections open while the lines are drawn; nothing is sent.
    expect(connections).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(waiting).toHaveLength(0);
    const serviceCalls = () => fake.calls.filter((call) => call.url !== '/config.json');
    expect(serviceCalls()).toEqual([]);
    // Drawn, then on screen: only now the code loads and the calls leave.
    screen.drawn();
    expect(waiting).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(serviceCalls()).toEqual([]);
    waiting[0]!();
    // Drawn again (a later commit): the code was asked for once.
    screen.drawn();
    expect(waiting).toHaveLength(1);
    expect(await view(screen, settledView)).toMatchObject({ checked: true, limits: { minimumOrderCents: 30000 } });
    screen.exit();

    // Nothing to draw: the code loads at once (it looks for an unresolved send before leaving, R181).
    const { writeLines } = await import('../../../src/lib/stores/cart.ts');
    writeLines([]);
    waiting.length = 0;
    connections = 0;
    fake.expect(
      { method: 'GET', url: CLIENT, reply: json({ ...clientData, clientCode: '100001' }) },
      { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 300, Limitecredito: 5000 }) },
    );
    screen.start();
    expect(waiting).toHaveLength(0);
    expect(connections).toBe(0);
    expect(await view(screen, (v) => v.loaded)).toMatchObject({ loaded: true });
  });

  it("another client's stored data gives no limits", async () => {
    const stored = { clientCode: '999', name: 'Outro', cnpj_cpf: '1', Minimoorder: 300, Limitecredito: 5000 };
    const { screen } = await cartScreen({ [CLIENT_DATA_KEY]: stored });
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.expect(
      { method: 'GET', url: NEWS, reply: json({ data: [brahma, skol], currentPage: 1, lastPage: 1 }) },
      { method: 'GET', url: CLIENT, reply: async () => (await held, json({ ...clientData, clientCode: '100001' })) },
      { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 100, Limitecredito: 200 }) },
    );
    screen.start();
    expect(await view(screen, (v) => v.loaded && !v.refreshing)).toMatchObject({ limits: null, limitsLoading: true });
    release();
    expect(await view(screen, settledView)).toMatchObject({ limits: { minimumOrderCents: 10000, creditLimitCents: 20000 } });
  });

  it("the limits leave with GET /client, for the session's client; the service's own client wins where they differ (R68)", async () => {
    const { screen } = await cartScreen();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.expect(
      { method: 'GET', url: NEWS, reply: json({ data: [brahma, skol], currentPage: 1, lastPage: 1 }) },
      { method: 'GET', url: CLIENT, reply: async () => (await held, json({ ...clientData, clientCode: '100002' })) },
      {
        method: 'GET',
        url: LIMITS,
        assert: (r) => expect(r.headers.get('client-code')).toBe('100001'),
        reply: json({ Minimoorder: 100, Limitecredito: 200 }),
      },
      {
        method: 'GET',
        url: LIMITS,
        assert: (r) => expect(r.headers.get('client-code')).toBe('100002'),
        reply: json({ Minimoorder: 700, Limitecredito: 900 }),
      },
    );
    screen.start();
    // GET /client has not answered, and the limits are already asked for.
    await expect.poll(() => fake.calls.filter((c) => c.url === LIMITS)).toHaveLength(1);
    release();
    await expect.poll(() => fake.calls.filter((c) => c.url === LIMITS)).toHaveLength(2);
    const { $clientData } = await import('../../../src/lib/stores/client-data.ts');
    await expect.poll(() => $clientData.get()).toMatchObject({ clientCode: '100002', Minimoorder: 700, Limitecredito: 900 });
  });

  /** The cart screen started for `session` (null: signed out), with the navigations it asked for. */
  async function startedFor(session: unknown) {
    await freshSignedInModules(fake, session);
    const { createCartScreen } = await import('../../../src/lib/screens/cart.ts');
    const navigations: string[] = [];
    const screen = createCartScreen({
      navigate: (url) => void navigations.push(`assign ${url}`),
      replace: (url) => void navigations.push(`replace ${url}`),
      afterShown: (_mark, then) => then(),
      openConnections: () => undefined,
    });
    screen.start();
    return { screen, navigations };
  }

  it('without store access the page leaves for /campanhas at once and asks nothing', async () => {
    const { screen, navigations } = await startedFor(testSession({ storeAccess: false }));
    expect(navigations).toEqual(['replace /campanhas']);
    expect(screen.$state.get()).toEqual({ state: 'loading' });
  });

  it('with no session the page leaves the way to sign-in to the guard: no /campanhas, no call (R6)', async () => {
    const { screen, navigations } = await startedFor(null);
    expect(navigations).toEqual([]);
    expect(screen.$state.get()).toEqual({ state: 'loading' });
  });

  it('an emptied cart leaves in place of the page; the send modal closed goes on to the catalogue once sent only', async () => {
    const { screen, navigations } = await cartScreen();
    fake.expect(
      { method: 'GET', url: NEWS, reply: json({ data: [brahma, skol], currentPage: 1, lastPage: 1 }) },
      { method: 'GET', url: CLIENT, reply: json({ ...clientData, clientCode: '100001' }) },
      { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 100, Limitecredito: 4000 }) },
    );
    screen.leaveEmptyCart();
    // Before the page's code is in, no modal can be open: closing does nothing.
    screen.closeSend();
    screen.start();
    await view(screen, settledView);
    const { $sendState } = await import('../../../src/lib/stores/order-send.ts');
    $sendState.set({ status: 'failed', heading: 'Pedido não enviado!', issues: [], removed: 0 } as never);
    screen.closeSend();
    expect($sendState.get()).toEqual({ status: 'idle' });
    $sendState.set({ status: 'sent', order: '4500012345', found: false } as never);
    screen.closeSend();
    expect($sendState.get()).toEqual({ status: 'idle' });
    expect(navigations).toEqual(['replace /produtos', 'assign /produtos']);
  });

  it("the campaigns' estimate comes into the view once the page's code is in, and follows its store (R318)", async () => {
    const { screen } = await cartScreen();
    fake.expect(
      { method: 'GET', url: NEWS, reply: json({ data: [brahma, skol], currentPage: 1, lastPage: 1 }) },
      { method: 'GET', url: CLIENT, reply: json({ ...clientData, clientCode: '100001' }) },
      { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 350.5, Limitecredito: 4000 }) },
    );
    const { $coverNotes } = await import('../../../src/lib/stores/campaign-cover.ts');
    screen.start();
    const first = await view(screen, settledView);
    expect(first.coverNotes).toEqual([]);
    const note = 'Este pedido completa 2 de 2 grupos de «Cobertura». É uma estimativa: a campanha conta os pedidos faturados.';
    ($coverNotes as unknown as { set(notes: readonly string[]): void }).set([note]);
    expect((await view(screen, (v) => v.coverNotes?.length === 1)).coverNotes).toEqual([note]);
    // Once the screen has left, the store speaks to no view.
    screen.exit();
    ($coverNotes as unknown as { set(notes: readonly string[]): void }).set([]);
    expect(screen.$state.get()).toEqual({ state: 'loading' });
  });
});
