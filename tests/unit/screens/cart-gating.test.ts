// The cart screen's gates against a strict fake fetch: 'Finalizar Pedido' waits for the price and
// stock check (product-rules R150), and the two ticks follow the cart (R151).
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
// A can without bottles and a bottle with 2 returnable bottles a box, as the catalogue answers them.
const can = { ...products.data[0]!, vessel: 0 };
const bottle = { ...products.data[1]!, vessel: 2 };
const catalogue = (items = [can, bottle]) => json({ data: items, currentPage: 1, lastPage: 1 });

/** A cart line as the portal stores it. */
const storedLine = (product: typeof can, total: number) => ({
  kind: 'product',
  sku: product.sku,
  descricao: product.descricao,
  complemento: product.complemento,
  preco: product.preco,
  total,
  usePrice: product.preco,
  discount: 0,
  vasilhame: product.vessel,
  image: product.image,
  maximum: null,
  minimum: null,
  stock: product.estoque,
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

async function cartScreen() {
  const persistent = await freshSignedInModules(fake, testSession());
  persistent.setTestStorageKey(CART_KEY, JSON.stringify({ clientCode: '100001', lines: [storedLine(can, 12), storedLine(bottle, 3)] }));
  const { createCartScreen } = await import('../../../src/lib/screens/cart.ts');
  const cart = await import('../../../src/lib/stores/cart.ts');
  const screen = createCartScreen({
    navigate: () => undefined,
    replace: () => undefined,
    afterShown: (_mark, then) => queueMicrotask(then),
    openConnections: () => undefined,
  });
  // As the page does: the view is drawn, and the screen told so.
  screen.$state.subscribe((state) => state.state === 'ready' && screen.drawn());
  return { screen, cart };
}

type Screen = Awaited<ReturnType<typeof cartScreen>>['screen'];

/** The view once `done` holds of it. */
function view(screen: Screen, done: (v: CartView) => boolean) {
  return new Promise<CartView>((resolve) => {
    const stop = screen.$state.subscribe((state) => {
      if (state.state === 'ready' && done(state.view)) {
        queueMicrotask(() => stop());
        resolve(state.view);
      }
    });
  });
}

/** The view now (the screen is started). */
function now(screen: Screen): CartView {
  const state = screen.$state.get();
  if (state.state !== 'ready') throw new Error(`not ready: ${state.state}`);
  return state.view;
}

const limitsCalls = () => [
  { method: 'GET', url: CLIENT, reply: json({ ...clientData, clientCode: '100001' }) },
  { method: 'GET', url: LIMITS, reply: json({ Minimoorder: 100, Limitecredito: 200 }) },
];

/** A started screen whose check and limits have answered. */
async function checkedScreen() {
  const started = await cartScreen();
  fake.expect({ method: 'GET', url: NEWS, reply: catalogue() }, ...limitsCalls());
  started.screen.start();
  await view(started.screen, (v) => v.loaded && v.checked && !v.limitsLoading);
  return started;
}

const ticks = (v: CartView) => [v.limitConfirmed, v.vesselsConfirmed];

describe('cart screen › sending waits for the price and stock check (R150)', () => {
  it('is off while the check runs (one request for the early start and the mount), on once it succeeded', async () => {
    const { screen } = await cartScreen();
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    fake.expect({ method: 'GET', url: NEWS, reply: async () => (await held, catalogue()) }, ...limitsCalls());
    screen.start();
    screen.start();
    // Before the page's code is in, the check counts as running.
    expect(now(screen)).toMatchObject({ loaded: false, refreshing: true, checked: false });
    expect(await view(screen, (v) => v.loaded && !v.limitsLoading)).toMatchObject({ refreshing: true, checked: false });
    release();
    expect(await view(screen, (v) => !v.refreshing)).toMatchObject({ checked: true, refreshError: null });
    expect(fake.calls.filter((c) => c.url === NEWS)).toHaveLength(1);
  });

  it('stays off after a failed check, with its reason; Tentar novamente checks again and sending is on', async () => {
    const { screen } = await cartScreen();
    const failing = [1, 2].map(() => ({ method: 'GET', url: NEWS, reply: json({ message: 'Erro', details: 'Catálogo fora do ar' }, 500) }));
    fake.expect(...failing, ...limitsCalls());
    screen.start();
    const failed = await view(screen, (v) => v.loaded && !v.refreshing && !v.limitsLoading);
    expect(failed).toMatchObject({ checked: false, refreshError: 'Catálogo fora do ar' });
    fake.expect({ method: 'GET', url: NEWS, reply: catalogue() });
    screen.retryCheck();
    expect(now(screen)).toMatchObject({ refreshing: true, checked: false, refreshError: null });
    expect(await view(screen, (v) => !v.refreshing)).toMatchObject({ checked: true, refreshError: null });
    expect(fake.calls.filter((c) => c.url === NEWS)).toHaveLength(3);
  });

  it('a check started afresh after exit is a new request, and sending waits for it again', async () => {
    const { screen } = await checkedScreen();
    screen.exit();
    fake.expect({ method: 'GET', url: NEWS, reply: catalogue() }, ...limitsCalls());
    screen.start();
    expect(now(screen)).toMatchObject({ checked: false });
    await view(screen, (v) => v.loaded && v.checked && !v.limitsLoading);
    expect(fake.calls.filter((c) => c.url === NEWS)).toHaveLength(2);
  });
});

describe('cart screen › the ticks follow the cart (R151)', () => {
  it('are set and unset by the intents', async () => {
    const { screen } = await checkedScreen();
    expect(ticks(now(screen))).toEqual([false, false]);
    screen.confirmLimit(true);
    screen.confirmVessels(true);
    expect(ticks(now(screen))).toEqual([true, true]);
    screen.confirmLimit(false);
    expect(ticks(now(screen))).toEqual([false, true]);
    screen.confirmVessels(false);
    expect(ticks(now(screen))).toEqual([false, false]);
  });

  it('a new total clears the credit-limit tick at the tap; the same quantity again keeps both', async () => {
    const { screen, cart } = await checkedScreen();
    screen.confirmLimit(true);
    screen.confirmVessels(true);
    const [canLine] = cart.$cartLineViews.get();
    cart.typeItemQuantity(canLine!, '12');
    expect(ticks(now(screen))).toEqual([true, true]);
    // The can has no bottles: the bottles tick stays. Cleared at the tap, before the 300 ms write.
    cart.typeItemQuantity(canLine!, '13');
    expect(ticks(now(screen))).toEqual([false, true]);
    cart.flushCart();
    expect(ticks(now(screen))).toEqual([false, true]);
  });

  it('a new quantity of a bottle line clears both ticks; removing it clears them too', async () => {
    const { screen, cart } = await checkedScreen();
    screen.confirmLimit(true);
    screen.confirmVessels(true);
    const bottleLine = cart.$cartLineViews.get()[1]!;
    cart.increaseItem(bottleLine);
    expect(ticks(now(screen))).toEqual([false, false]);
    screen.confirmLimit(true);
    screen.confirmVessels(true);
    cart.removeLine(bottleLine.sku);
    expect(ticks(now(screen))).toEqual([false, false]);
  });

  it('a second check with the same prices keeps both ticks; new prices clear the credit-limit one only', async () => {
    const { screen } = await checkedScreen();
    screen.confirmLimit(true);
    screen.confirmVessels(true);
    fake.expect({ method: 'GET', url: NEWS, reply: catalogue() });
    screen.retryCheck();
    expect(ticks(await view(screen, (v) => !v.refreshing))).toEqual([true, true]);
    // 12 cans are in band 2: its price is the one charged.
    fake.expect({ method: 'GET', url: NEWS, reply: catalogue([{ ...can, kdkg2: can.kdkg2 + 1 }, bottle]) });
    screen.retryCheck();
    expect(ticks(await view(screen, (v) => !v.refreshing))).toEqual([false, true]);
  });

  it('a tap before the page code is in does nothing, and a new visit starts unticked', async () => {
    const { screen } = await cartScreen();
    fake.expect({ method: 'GET', url: NEWS, reply: catalogue() }, ...limitsCalls());
    screen.start();
    screen.confirmVessels(true);
    expect(ticks(now(screen))).toEqual([false, false]);
    await view(screen, (v) => v.loaded && v.checked && !v.limitsLoading);
    screen.confirmVessels(true);
    screen.exit();
    fake.expect({ method: 'GET', url: NEWS, reply: catalogue() }, ...limitsCalls());
    screen.start();
    expect(ticks(await view(screen, (v) => v.loaded && v.checked && !v.limitsLoading))).toEqual([false, false]);
  });
});
