// The cart page (/pedidos/carrinho): what the page loads besides the cart itself (a store, kept in
// the browser): the check of prices and stock, the client's minimum order and credit limit, and a
// send interrupted by a reload. Their code (cart-loads.ts) and their calls wait until the page's first
// drawing of the lines is on screen, so they share neither the network nor the main thread with it
// (docs/performance.md, "The cart: its loads after its first paint"); until then the page shows the lines
// and the kept limits with both loads under way. Every send, the page's and its modal's, goes through
// this screen.
import { atom } from 'nanostores';
import { $cartLines, flushCart } from '../stores/cart.ts';
import { $clientLimits } from '../stores/stored-limits.ts';
import { leavesOrderingPage } from '../stores/session.ts';
import { afterShown } from './after-shown.ts';
import { browserNavigation, type Navigation } from './navigation.ts';
import { preconnect } from './preconnect.ts';
import type { Screen, ScreenState } from './screen.ts';
import { SCREEN_LOADING } from './screen-start.ts';
import type { CartView } from './cart-loads.ts';

export type { LineFlag } from '../domain/cart-check.ts';
export type { ClientLimitsView } from '../stores/stored-limits.ts';
export type { CartView } from './cart-loads.ts';

/** The view while the page's code is on its way: both loads shown under way, with the kept limits (start). */
const STARTING: Omit<CartView, 'limits'> = {
  loaded: false,
  refreshing: true,
  refreshError: null,
  checked: false,
  limitConfirmed: false,
  vesselsConfirmed: false,
  issues: {},
  flagged: false,
  limitsLoading: true,
  limitsError: null,
  sendStatus: 'idle',
};

/** What the cart screen does to the browser: its navigations, and waiting for a drawing to be on screen. */
export interface CartEffects extends Navigation {
  /** Calls `then` once the element marked `mark` is on screen (after-shown.ts). */
  afterShown(mark: string, then: () => void): void;
  /** Opens the connections to the services the page's code will call (preconnect.ts). */
  openConnections(): void;
}

/** The cart screen: the lifecycle and the user's intents. */
export interface CartScreen extends Screen<void, CartView> {
  /** The page has committed its first drawing of the view: the page's code loads once it is on screen (its first line's name, marked CART_SHOWN_MARK, painted). */
  drawn(): void;
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
  /** 'Verificar' beside an unresolved send, and in its modal. */
  verify: () => void;
  /** The send modal's 'Enviar mesmo assim': this cart sent while an earlier send is unresolved (R184). */
  sendAnyway(): void;
  /** The send modal's 'Enviar novamente': the unresolved send again, with its key and body (R73). */
  resend(): void;
  /** The send modal closed: a sent order goes on to the catalogue, any other state back to the cart. */
  closeSend(): void;
  /** An emptied cart has nothing to show: back to the catalogue, in place of this page. */
  leaveEmptyCart(): void;
}

const loadPage = () => import('./cart-loads.ts');

/** The Element Timing mark on the first line's name: once it is painted, the page's code loads. */
export const CART_SHOWN_MARK = 'cart-lines';

/** A cart screen with the given effects (tests pass their own). */
export function createCartScreen(effects: CartEffects): CartScreen {
  const $state = atom<ScreenState<CartView>>(SCREEN_LOADING);
  let active = false;
  let visit = 0;
  // This visit's code was asked for (once).
  let asked = false;
  let page: Awaited<ReturnType<typeof loadPage>> | null = null;
  let stop: (() => void) | null = null;

  function load() {
    if (!active || asked) return;
    asked = true;
    const id = visit;
    loadPage().then(
      (loaded) => {
        if (id !== visit) return;
        page = loaded;
        stop = loaded.begin((view) => $state.set({ state: 'ready', view }));
      },
      (error: unknown) => console.error('[cart page]', error),
    );
  }

  return {
    $state,
    start() {
      if (active) return;
      // Ordering needs store access; without it the cart page is not for this user.
      if (leavesOrderingPage((url) => effects.replace(url))) return;
      active = true;
      visit += 1;
      flushCart();
      // The kept limits draw the minimum-order line with the page's first render, not after its code (R68).
      $state.set({ state: 'ready', view: { ...STARTING, limits: $clientLimits.get() } });
      // No line to draw: nothing to wait for (the code looks for an unresolved send, then leaves, R181).
      if (!$cartLines.get().length) load();
      else effects.openConnections();
    },
    // The view exists once started: its drawing never comes first.
    drawn() {
      if (active && !asked) effects.afterShown(CART_SHOWN_MARK, load);
    },
    retry() {
      page?.retryFailed();
    },
    exit() {
      active = false;
      asked = false;
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
    sendAnyway() {
      page?.sendAnyway();
    },
    resend() {
      page?.resend();
    },
    closeSend() {
      if (page?.closeSend() === 'sent') effects.navigate('/produtos');
    },
    leaveEmptyCart() {
      effects.replace('/produtos');
    },
  };
}

/** The cart screen of the page. */
export const cartScreen = createCartScreen({
  ...browserNavigation,
  afterShown,
  // The check asks the products API, the limits the client API too.
  openConnections: () => preconnect(['productsApi', 'clientApi']),
});
