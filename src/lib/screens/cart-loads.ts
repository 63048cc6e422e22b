// The cart page's loads (lib/screens/cart.ts): the price and stock check, the client's limits and
// a send interrupted by a reload, with the stores they fill, and the ticks before sending, which
// follow the cart (product-rules R151). Loaded right after the first paint, as one module, so the
// page's first load carries none of it.
import type { ReadableAtom } from 'nanostores';
import { blocksSending, lineFlag, type LineFlag } from '../domain/cart-check.ts';
import { confirmedCart, keptConfirmations, type Confirmations } from '../domain/order-confirmations.ts';
import { unresolvedSendText } from '../domain/order-once.ts';
import { $cartLineViews, $drafts, lineQuantity, listenQuantities } from '../stores/cart.ts';
import { $lineIssues, $refreshError, $refreshing, refreshCart } from '../stores/catalogue-refresh.ts';
import { $clientDataError, $clientDataLoading, $clientLimits, loadClientData } from '../stores/client-data.ts';
import { $online } from '../stores/online.ts';
import {
  $sendState,
  $unresolvedSend,
  checkUnresolved,
  closeSendModal,
  resendUnresolved,
  sendCart,
  type SendState,
} from '../stores/order-send.ts';
import type { ClientLimitsView } from '../stores/stored-limits.ts';

/**
 * The cart page once started (its lines come from the cart store). Here, where it is filled: cart.ts
 * imports it as a type, while a type import of cart.ts from here would make the two modules a cycle.
 */
export interface CartView {
  /** The check, the limits and the sending code are loaded, and an unresolved send was looked at (product-rules R181). */
  loaded: boolean;
  /** True while prices and stock are checked again. */
  refreshing: boolean;
  /** The pt-BR message of a failed check, or null. */
  refreshError: string | null;
  /** The check succeeded: until then 'Finalizar Pedido' stays disabled (product-rules R150). */
  checked: boolean;
  /** 'Confirmar compra acima do limite' is ticked (cleared when the total changes, R151). */
  limitConfirmed: boolean;
  /** 'Confirmar posse dos vasilhames' is ticked (cleared when the vessel lines change, R151). */
  vesselsConfirmed: boolean;
  /** What the check found, by sku (lines found in order have none). */
  issues: Readonly<Record<string, LineFlag>>;
  /** Some line's check blocks sending. */
  flagged: boolean;
  /** The current client's minimum order and credit limit, when known. */
  limits: ClientLimitsView | null;
  limitsLoading: boolean;
  /** The pt-BR message of a failed load of the limits, or null. */
  limitsError: string | null;
  /** Where the order's send stands. */
  sendStatus: SendState['status'];
  /** What to say of the company's send whose outcome is unknown (product-rules R181); absent or null when there is none. */
  unresolved?: string | null;
  /** What the cart's lines would complete of the client's campaigns, one text each (product-rules R318); absent before they are read. */
  coverNotes?: readonly string[];
}

const UNTICKED: Confirmations = { limit: false, vessels: false };
let ticked = UNTICKED;
let redraw: (() => void) | null = null;
/** The company's unresolved send was looked at: only then is the page loaded (an empty cart may be that send's, R181). */
let sendChecked = false;
/** What the cart would complete of the client's campaigns (R318), once its code and calls have come. */
let coverNotes: readonly string[] = [];

/** The cart as the ticks see it: the quantities shown, a pending tap included. */
function shownCart() {
  const drafts = $drafts.get();
  return confirmedCart($cartLineViews.get().map((line) => ({ ...line, quantity: lineQuantity(line, drafts) })));
}

function view(): CartView {
  const refreshing = $refreshing.get();
  const refreshError = $refreshError.get();
  return {
    loaded: sendChecked,
    refreshing,
    refreshError,
    // Sending waits for the check to succeed (product-rules R150): refreshCart runs from begin().
    checked: !refreshing && !refreshError,
    limitConfirmed: ticked.limit,
    vesselsConfirmed: ticked.vessels,
    issues: flags(),
    flagged: Object.values($lineIssues.get()).some(blocksSending),
    limits: $clientLimits.get(),
    limitsLoading: $clientDataLoading.get(),
    limitsError: $clientDataError.get(),
    sendStatus: $sendState.get().status,
    unresolved: unresolvedView(),
    coverNotes,
  };
}

/** The check's findings as the lines show them (the texts load here, not with the page). */
function flags(): Record<string, LineFlag> {
  const shown: Record<string, LineFlag> = {};
  for (const [sku, issue] of Object.entries($lineIssues.get())) {
    const flag = lineFlag(issue);
    if (flag) shown[sku] = flag;
  }
  return shown;
}

function unresolvedView(): string | null {
  const marker = $unresolvedSend.get();
  return marker && unresolvedSendText(marker.since, marker.items.length);
}

/** Starts the loads (an unresolved send is reported and looked for, never resent) and shows every change; returns the stop. */
export function begin(show: (view: CartView) => void): () => void {
  sendChecked = false;
  void checkUnresolved().finally(() => {
    sendChecked = true;
    redraw?.();
  });
  // The cart's own loads first: the estimate's calls wait for them, so they never share a weak signal.
  const ownLoads = Promise.allSettled([refreshCart(), loadClientData()]);
  const stores: Array<ReadableAtom<unknown>> = [
    $refreshing,
    $refreshError,
    $lineIssues,
    $clientLimits,
    $clientDataLoading,
    $clientDataError,
    $sendState,
    $unresolvedSend,
  ];
  const update = () => show(view());
  const stops = stores.map((store) => store.listen(update));
  // A tick holds for the cart it was given for: a new total or new vessel lines clear it.
  ticked = UNTICKED;
  let cart = shownCart();
  stops.push(
    listenQuantities(() => {
      const next = shownCart();
      const kept = keptConfirmations(ticked, cart, next);
      cart = next;
      if (kept.limit !== ticked.limit || kept.vessels !== ticked.vessels) confirm(kept);
    }),
  );
  coverNotes = [];
  redraw = update;
  update();
  let stopped = false;
  // The campaigns' estimate (R318): its own chunk and calls, after the cart's, and nothing said when they fail.
  void ownLoads
    .then(() => import('../stores/campaign-cover.ts'))
    .then(
      ({ $coverNotes, loadCampaignCovers }) => {
        if (stopped) return;
        stops.push(
          $coverNotes.subscribe((notes) => {
            coverNotes = notes;
            update();
          }),
        );
        void loadCampaignCovers();
      },
      (error: unknown) => console.warn('[campaign cover]', error),
    );
  return () => {
    stopped = true;
    redraw = null;
    stops.forEach((stop) => stop());
  };
}

function confirm(next: Confirmations): void {
  ticked = next;
  redraw?.();
}

/** 'Confirmar compra acima do limite' ticked or unticked. */
export function confirmLimit(checked: boolean): void {
  confirm({ ...ticked, limit: checked });
}

/** 'Confirmar posse dos vasilhames' ticked or unticked. */
export function confirmVessels(checked: boolean): void {
  confirm({ ...ticked, vessels: checked });
}

/** The check's 'Tentar novamente'. */
export function retryCheck(): void {
  void refreshCart();
}

/** The limits' 'Tentar novamente'. */
export function retryLimits(): void {
  void loadClientData();
}

/** Loads again what failed. */
export function retryFailed(): void {
  if ($refreshError.get()) retryCheck();
  if ($clientDataError.get()) retryLimits();
}

/** 'Finalizar Pedido'; offline nothing is sent (its button says why, R170). */
export function send(): void {
  if ($online.get()) void sendCart();
}

/** The unresolved send's 'Verificar': looked for again in the recent orders (R181). */
export function verify(): void {
  void checkUnresolved();
}

/** The modal's 'Enviar mesmo assim' (R184); offline nothing is sent. */
export function sendAnyway(): void {
  if ($online.get()) void sendCart({ replaceUnresolved: true });
}

/** The modal's 'Enviar novamente' (R73); offline nothing is sent. */
export function resend(): void {
  if ($online.get()) void resendUnresolved();
}

/** Closes the send modal; answers the state it closed. */
export function closeSend(): SendState['status'] {
  const { status } = $sendState.get();
  closeSendModal();
  return status;
}
