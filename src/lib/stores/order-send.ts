// Sending the order (product-rules R71–R73): POST /sales/ once
// per tap, never retried, never twice at the same time. A marker kept in storage while a send is
// under way survives a reload: the cart page then says the order may have been received and shows
// the latest orders instead of sending again on its own. Same after a network failure, a timeout or
// an answer that breaks the contract: only a success or a refusal settles the question.
import './api-session.ts';
import { atom } from 'nanostores';
import { HttpError, errorMessage } from '../api/errors.ts';
import { getOrders, type Order } from '../api/orders.ts';
import { salesErrorSchema, sendOrder, type SaleItem } from '../api/sales.ts';
import { localKeys } from '../storage-keys.ts';
import { toast } from '../toast.ts';
import { $cartLines, clearCart, flushCart, removeBudgetLines, type CartLine } from './cart.ts';
import { $clientCode } from './session.ts';

/** One problem line of a refused order. */
export interface SendIssue {
  message: string;
  /** '{availableQty} em estoque', when the service reported stock. */
  stock?: string;
}

/** The modal's states: in progress, sent (which also lists the other companies), not sent, may have been received. */
export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; order: string; delivery: string | null; value: number }
  | { status: 'failed'; title: string; heading: string; issues: SendIssue[]; removed: number }
  | { status: 'uncertain'; message: string };

/** Where the send stands. */
export const $sendState = atom<SendState>({ status: 'idle' });
/** One of the latest orders as the modal lists it. */
export interface RecentOrderView {
  number: string;
  /** As the service sends it (the modal formats it). */
  date: string;
  status: string;
}

function recentOrderView(order: Order): RecentOrderView {
  return { number: order.Status.VBELN, date: order.Status.ERDAT, status: order.Status.STATUS };
}

/** The latest orders, shown when a send may have been received. */
export const $recentOrders = atom<RecentOrderView[] | null>(null);
/** The pt-BR message when the latest orders could not be loaded, or null. */
export const $recentOrdersError = atom<string | null>(null);

/** Told to the user after a network failure or an interrupted send. */
export const UNCERTAIN_MESSAGE =
  'Não recebemos a resposta do envio. O pedido pode ter sido recebido: confira seus últimos pedidos abaixo antes de enviar novamente.';

function readMarker(): boolean {
  try {
    return localStorage.getItem(localKeys.orderInFlight) !== null;
  } catch {
    return false;
  }
}

function writeMarker(on: boolean): void {
  try {
    if (on) localStorage.setItem(localKeys.orderInFlight, String(Date.now()));
    else localStorage.removeItem(localKeys.orderInFlight);
  } catch {
    /* storage unavailable: the in-memory guard still holds */
  }
}

/**
 * A cart line as POST /sales/ expects it (product-rules R71): every item field is sent, null
 * when the line has no value, so the service always finds `bonus_proportion` and `products`.
 */
export function saleItem(line: CartLine): SaleItem {
  return {
    sku: line.sku,
    total: line.total,
    price: line.preco,
    usePrice: line.usePrice,
    faixaVolume2: line.faixaVolume2,
    faixaVolume3: line.faixaVolume3,
    faixaVolume4: line.faixaVolume4,
    faixaVolume5: line.faixaVolume5,
    kdkg2: line.kdkg2,
    kdkg3: line.kdkg3,
    kdkg4: line.kdkg4,
    kdkg5: line.kdkg5,
    stock: line.stock,
    vessel: line.vasilhame,
    complement: line.complemento ?? null,
    product: line.descricao,
    DATBI: line.DATBI ?? null,
    KVGR1: line.KVGR1 ?? null,
    descricao: line.descricao,
    bonus: line.bonus,
    bonus_proportion: line.bonus_proportion ?? null,
    budget: line.budget ?? null,
    products: line.products ?? null,
  };
}

/** The refusal as the modal shows it: stock details with '{availableQty} em estoque', else the message. */
export function describeRefusal(error: HttpError): { title: string; heading: string; issues: SendIssue[]; budget?: string } {
  const parsed = salesErrorSchema.safeParse(error.body);
  const title = parsed.success ? parsed.data.error : (error.errorTitle ?? error.userMessage);
  const message = parsed.success ? parsed.data.message : (error.serviceMessage ?? error.userMessage);
  const details = parsed.success ? parsed.data.details : error.details;
  const issues: SendIssue[] = [];
  if (Array.isArray(details)) {
    for (const detail of details) {
      issues.push(
        typeof detail === 'string' ? { message: detail } : { message: detail.message, stock: `${detail.availableQty} em estoque` },
      );
    }
  } else if (typeof details === 'string' && details.trim()) issues.push({ message: details });
  const budget = parsed.success ? parsed.data.budget : undefined;
  return { title, heading: issues.length ? title : message, issues, ...(budget ? { budget } : {}) };
}

let inFlight = false;

/**
 * Sends the cart once. A second call while one is under way does nothing; no retry ever happens.
 * Success empties the cart; a refusal explains itself (and drops lines of a named budget category);
 * no answer leads to the latest orders.
 */
export async function sendCart(): Promise<void> {
  if (inFlight) return;
  flushCart();
  const clientCode = $clientCode.get();
  const lines = $cartLines.get();
  if (!clientCode || !lines.length) return;
  inFlight = true;
  writeMarker(true);
  $sendState.set({ status: 'sending' });
  try {
    const answer = await sendOrder(clientCode, lines.map(saleItem));
    writeMarker(false);
    clearCart();
    $sendState.set({ status: 'sent', order: answer.ORDEM, delivery: answer.ENTREGA || null, value: answer.VALOR });
  } catch (error) {
    if (error instanceof HttpError) {
      writeMarker(false);
      const refusal = describeRefusal(error);
      const removed = refusal.budget ? removeBudgetLines(refusal.budget) : 0;
      toast.error(refusal.title);
      $sendState.set({ status: 'failed', title: 'Pedido não enviado!', heading: refusal.heading, issues: refusal.issues, removed });
    } else {
      // No answer, a cut connection (a reload cancels the request too) or an answer that breaks the
      // contract: the order may exist. The marker stays, so the next visit asks the same question.
      toast.error(errorMessage(error));
      $sendState.set({ status: 'uncertain', message: UNCERTAIN_MESSAGE });
      void loadRecentOrders();
    }
  } finally {
    inFlight = false;
  }
}

/** Loads the latest orders (processing ones first) for the 'may have been received' state. Never rejects. */
export async function loadRecentOrders(): Promise<void> {
  $recentOrdersError.set(null);
  $recentOrders.set(null);
  try {
    const answer = await getOrders();
    $recentOrders.set([...answer.pedidosNaoProcessados, ...answer.pedidos].slice(0, 5).map(recentOrderView));
  } catch (error) {
    console.error('[recent orders]', error);
    $recentOrdersError.set(errorMessage(error));
  }
}

/** On opening the cart page: a send interrupted by a reload is reported, never resent. */
export function resumeInterruptedSend(): void {
  if (inFlight || !readMarker()) return;
  writeMarker(false);
  $sendState.set({ status: 'uncertain', message: UNCERTAIN_MESSAGE });
  void loadRecentOrders();
}

/** Closes the modal (never while sending). */
export function closeSendModal(): void {
  if ($sendState.get().status !== 'sending') $sendState.set({ status: 'idle' });
}
