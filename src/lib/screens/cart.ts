// The cart page (/pedidos/carrinho): what the page loads besides the cart itself (a store, kept in
// the browser): the check of prices and stock, the client's minimum order and credit limit, and a
// send interrupted by a reload. Their code loads right after the first paint (it only waits for the
// network), so until then the page shows the lines with both loads under way.
import { atom, type ReadableAtom } from 'nanostores';
import type { LineIssue } from '../stores/catalogue-refresh.ts';
import { flushCart } from '../stores/cart.ts';
import type { ClientLimitsView } from '../stores/client-data.ts';
import type { SendState } from '../stores/order-send.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { SCREEN_LOADING, type Screen, type ScreenState } from './screen.ts';

export type { LineIssue } from '../stores/catalogue-refresh.ts';
export type { ClientLimitsView } from '../stores/client-data.ts';

/** The cart page once started (its lines come from the cart store). */
export interface CartView {
  /** The check, the limits and the sending code are loaded. */
  loaded: boolean;
  /** True while prices and stock are checked again. */
  refreshing: boolean;
  /** The pt-BR message of a failed check, or null. */
  refreshError: string | null;
  /** What the check found, by sku (lines found in order have none). */
  issues: Readonly<Record<string, LineIssue>>;
  /** The current client's minimum order and credit limit, when known. */
  limits: ClientLimitsView | null;
  limitsLoading: boolean;
  /** The pt-BR message of a failed load of the limits, or null. */
  limitsError: string | null;
  /** Where the order's send stands. */
  sendStatus: SendState['status'];
}

/** The view while the page's code is on its way: both loads shown under way. */
const STARTING: CartView = {
  loaded: false,
  refreshing: true,
  refreshError: null,
  issues: {},
  limits: null,
  limitsLoading: true,
  limitsError: null,
  sendStatus: 'idle',
};

/** The cart screen: the lifecycle and the user's intents. */
export interface CartScreen extends Screen<void, CartView> {
  /** The check's 'Tentar novamente'. */
  retryCheck(): void;
  /** The limits' 'Tentar novamente'. */
  retryLimits(): void;
  /** 'Finalizar Pedido' (and 'Enviar novamente'). */
  send(): void;
  /** After a sent order: back to the product list. */
  continueShopping(): void;
}

const loadModules = () =>
  Promise.all([import('../stores/catalogue-refresh.ts'), import('../stores/client-data.ts'), import('../stores/order-send.ts')]);
type Modules = Awaited<ReturnType<typeof loadModules>>;

/** Fetches the page's code now (beside React's), without starting anything. */
export function preloadCartCode(): void {
  loadModules().catch(() => undefined);
}

/** The cart screen with the given effects (tests pass their own navigation). */
export function createCartScreen(effects: Pick<BrowserEffects, 'navigate'>): CartScreen {
  const $state = atom<ScreenState<CartView>>(SCREEN_LOADING);
  let active = false;
  let visit = 0;
  let modules: Modules | null = null;
  let stop: (() => void) | null = null;

  function follow([refresh, client, sending]: Modules): () => void {
    const show = () =>
      $state.set({
        state: 'ready',
        view: {
          loaded: true,
          refreshing: refresh.$refreshing.get(),
          refreshError: refresh.$refreshError.get(),
          issues: refresh.$lineIssues.get(),
          limits: client.$clientLimits.get(),
          limitsLoading: client.$clientDataLoading.get(),
          limitsError: client.$clientDataError.get(),
          sendStatus: sending.$sendState.get().status,
        },
      });
    const stores = [
      refresh.$refreshing,
      refresh.$refreshError,
      refresh.$lineIssues,
      client.$clientLimits,
      client.$clientDataLoading,
      client.$clientDataError,
      sending.$sendState,
    ] as const;
    const stops = stores.map((store: ReadableAtom<unknown>) => store.listen(show));
    show();
    return () => stops.forEach((unsubscribe) => unsubscribe());
  }

  return {
    $state,
    start() {
      if (active) return;
      active = true;
      const id = ++visit;
      flushCart();
      $state.set({ state: 'ready', view: STARTING });
      loadModules().then(
        (loaded) => {
          if (id !== visit) return;
          modules = loaded;
          const [refresh, client, sending] = loaded;
          sending.resumeInterruptedSend();
          void refresh.refreshCart();
          void client.loadClientData();
          stop = follow(loaded);
        },
        (error: unknown) => console.error('[cart page]', error),
      );
    },
    retry() {
      const view = $state.get();
      if (view.state !== 'ready') return;
      if (view.view.refreshError) void modules?.[0].refreshCart();
      if (view.view.limitsError) void modules?.[1].loadClientData();
    },
    exit() {
      active = false;
      visit += 1;
      stop?.();
      stop = null;
      modules = null;
      $state.set(SCREEN_LOADING);
    },
    retryCheck() {
      void modules?.[0].refreshCart();
    },
    retryLimits() {
      void modules?.[1].loadClientData();
    },
    send() {
      void modules?.[2].sendCart();
    },
    continueShopping() {
      effects.navigate('/produtos');
    },
  };
}

/** The cart screen of the page. */
export const cartScreen = createCartScreen(browserEffects);
