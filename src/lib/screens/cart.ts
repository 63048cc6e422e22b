// The cart page (/pedidos/carrinho): what the page loads besides the cart itself (a store, kept in
// the browser): the check of prices and stock, the client's minimum order and credit limit, and a
// send interrupted by a reload. Their code loads right after the first paint (it only waits for the
// network), so until then the page shows the lines with both loads under way.
import { atom } from 'nanostores';
import { flushCart } from '../stores/cart.ts';
import { $clientLimits } from '../stores/stored-limits.ts';
import { $storeAccess } from '../stores/session.ts';
import type { CartView } from './cart-view.ts';
import { browserNavigation, type Navigation } from './navigation.ts';
import type { Screen, ScreenState } from './screen.ts';
import { SCREEN_LOADING } from './screen-start.ts';

export type { LineFlag } from '../domain/cart-check.ts';
export type { ClientLimitsView } from '../stores/stored-limits.ts';

export type { CartView } from './cart-view.ts';

/** The view while the page's code is on its way: both loads shown under way (the kept limits are drawn, below). */
const STARTING: CartView = {
  loaded: false,
  refreshing: true,
  refreshError: null,
  checked: false,
  limitConfirmed: false,
  vesselsConfirmed: false,
  issues: {},
  flagged: false,
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
  /** 'Confirmar compra acima do limite' ticked or unticked (ignored until the page's code is in). */
  confirmLimit: (checked: boolean) => void;
  /** 'Confirmar posse dos vasilhames' ticked or unticked (ignored until the page's code is in). */
  confirmVessels: (checked: boolean) => void;
  /** 'Finalizar Pedido'. */
  send(): void;
  /** 'Verificar' beside an unresolved send. */
  verify: () => void;
  /** An emptied cart has nothing to show: back to the catalogue, in place of this page. */
  leaveEmptyCart(): void;
  /** The sent order's modal closed: on to the catalogue. */
  finishSentOrder(): void;
}

const loadPage = () => import('./cart-loads.ts');

/** Fetches the page's code now (beside React's), without starting anything. */
export function preloadCartCode(): void {
  loadPage().catch(() => undefined);
}

/** A cart screen with the given navigations (tests pass their own). */
export function createCartScreen(effects: Navigation): CartScreen {
  const $state = atom<ScreenState<CartView>>(SCREEN_LOADING);
  let active = false;
  let visit = 0;
  let page: Awaited<ReturnType<typeof loadPage>> | null = null;
  let stop: (() => void) | null = null;

  return {
    $state,
    start() {
      if (active) return;
      // Ordering needs store access; without it the cart page is not for this user.
      if (!$storeAccess.get()) {
        effects.replace('/campanhas');
        return;
      }
      active = true;
      const id = ++visit;
      flushCart();
      // The kept limits draw the minimum-order line with the page's first render, not after its code (R68).
      $state.set({ state: 'ready', view: { ...STARTING, limits: $clientLimits.get() } });
      loadPage().then(
        (loaded) => {
          if (id !== visit) return;
          page = loaded;
          stop = loaded.begin((view) => $state.set({ state: 'ready', view }));
        },
        (error: unknown) => console.error('[cart page]', error),
      );
    },
    retry() {
      page?.retryFailed();
    },
    exit() {
      active = false;
      visit += 1;
      stop?.();
      stop = null;
      page = null;
      $state.set(SCREEN_LOADING);
    },
    retryCheck() {
      page?.retryCheck();
    },
    retryLimits() {
      page?.retryLimits();
    },
    confirmLimit(checked) {
      page?.confirmLimit(checked);
    },
    confirmVessels(checked) {
      page?.confirmVessels(checked);
    },
    send() {
      page?.send();
    },
    verify: () => page?.verify(),
    leaveEmptyCart() {
      effects.replace('/produtos');
    },
    finishSentOrder() {
      effects.navigate('/produtos');
    },
  };
}

/** The cart screen of the page. */
export const cartScreen = createCartScreen(browserNavigation);
