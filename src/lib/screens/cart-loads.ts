// The cart page's loads (lib/screens/cart.ts): the price and stock check, the client's limits and
// a send interrupted by a reload, with the stores they fill. Loaded right after the first paint,
// as one module, so the page's first load carries none of it.
import type { ReadableAtom } from 'nanostores';
import { $lineIssues, $refreshError, $refreshing, refreshCart } from '../stores/catalogue-refresh.ts';
import { $clientDataError, $clientDataLoading, $clientLimits, loadClientData } from '../stores/client-data.ts';
import { $sendState, resumeInterruptedSend, sendCart } from '../stores/order-send.ts';
import type { CartView } from './cart.ts';

function view(): CartView {
  return {
    loaded: true,
    refreshing: $refreshing.get(),
    refreshError: $refreshError.get(),
    issues: $lineIssues.get(),
    limits: $clientLimits.get(),
    limitsLoading: $clientDataLoading.get(),
    limitsError: $clientDataError.get(),
    sendStatus: $sendState.get().status,
  };
}

/** Starts the loads (a send cut by a reload is reported, never resent) and shows every change; returns the stop. */
export function begin(show: (view: CartView) => void): () => void {
  void resumeInterruptedSend();
  void refreshCart();
  void loadClientData();
  const stores: Array<ReadableAtom<unknown>> = [
    $refreshing,
    $refreshError,
    $lineIssues,
    $clientLimits,
    $clientDataLoading,
    $clientDataError,
    $sendState,
  ];
  const update = () => show(view());
  const stops = stores.map((store) => store.listen(update));
  update();
  return () => stops.forEach((stop) => stop());
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

/** 'Finalizar Pedido' (and 'Enviar novamente'). */
export function send(): void {
  void sendCart();
}
