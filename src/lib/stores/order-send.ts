// Sending the order (product-rules R71–R73, R140–R143): POST /sales/ once per tap, never retried
// automatically, never twice at the same time, in this tab or another (a Web Lock per company). Each
// cart send has one Idempotency-Key, kept in a marker in storage with the cart's fingerprint, so a
// resend of the same cart (after a reload too) reuses it and the service replays the first answer
// instead of creating a second order. When the answer is lost (network, timeout, 5xx, an answer that
// breaks the contract) the outcome is unknown: the order is looked for in the recent orders first.
import './every-island/api-session.ts';
import { atom } from 'nanostores';
import {
  cartFingerprint,
  findCartOrder,
  isLiveSend,
  parseSendMarker,
  reusableKey,
  uuidFromBytes,
  type SendMarker,
} from '../domain/order-once.ts';
import { keptMode } from '../api/every-island/client.ts';
import { HttpError, errorMessage } from '../api/every-page/errors.ts';
import { getOrders } from '../api/orders.ts';
import { salesErrorSchema, sendOrder, type SaleItem } from '../api/sales.ts';
import { localKeys } from '../every-page/storage-keys.ts';
import { toast } from '../every-page/toast.ts';
import { $cartLines, clearCart, flushCart, removeBudgetLines, type CartLine } from './cart.ts';
import { $clientCode } from './every-page/session.ts';

/** One problem line of a refused order. */
export interface SendIssue {
  message: string;
  /** '{availableQty} em estoque', when the service reported stock. */
  stock?: string;
}

/**
 * The modal's states: in progress, sent (also an order found after a lost answer: `found`), not sent,
 * unknown (the order may or may not exist; `lookup` says where the search in the recent orders stands),
 * and another tab sending this company's order.
 */
export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; order: string; delivery: string | null; found: boolean }
  | { status: 'failed'; title: string; heading: string; issues: SendIssue[]; removed: number }
  | { status: 'unknown'; lookup: 'searching' | 'not-found' | 'failed'; lookupError: string | null }
  | { status: 'elsewhere' };

/** Where the send stands. */
export const $sendState = atom<SendState>({ status: 'idle' });

/** Said when the outcome is unknown (R141). */
export const UNKNOWN_MESSAGE = 'Não sabemos se o pedido chegou: a conexão falhou antes da confirmação.';
/** Said while another tab sends this company's order (R142). */
export const ELSEWHERE_MESSAGE = 'O pedido está sendo enviado em outra aba. Aguarde a confirmação por lá.';

function readMarker(): SendMarker | null {
  try {
    return parseSendMarker(localStorage.getItem(localKeys.orderInFlight));
  } catch {
    return null;
  }
}

function writeMarker(marker: SendMarker | null): void {
  try {
    if (marker) localStorage.setItem(localKeys.orderInFlight, JSON.stringify(marker));
    else localStorage.removeItem(localKeys.orderInFlight);
  } catch {
    /* storage unavailable: the in-memory guard still holds */
  }
}

function newKey(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}

const lockName = (clientCode: string) => `portal:order-send:${clientCode}`;

/** The Web Locks of this browser, when it has them. */
function webLocks(): LockManager | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.locks;
}

/**
 * Runs `send` holding this company's send lock; false, without running it, when another tab holds it
 * (R142). Without Web Locks, a live 'sending' marker of the company stands for the lock.
 */
async function withSendLock(clientCode: string, send: () => Promise<void>): Promise<boolean> {
  const locks = webLocks();
  if (locks) {
    return locks.request(lockName(clientCode), { ifAvailable: true }, async (lock) => {
      if (!lock) return false;
      await send();
      return true;
    });
  }
  const marker = readMarker();
  if (marker?.clientCode === clientCode && isLiveSend(marker, Date.now())) return false;
  await send();
  return true;
}

/** Whether a send of this marker is still running in some tab (else it was cut by a reload or a crash). */
async function sendRunning(marker: SendMarker): Promise<boolean> {
  const locks = webLocks();
  if (!locks) return isLiveSend(marker, Date.now());
  const { held = [] } = await locks.query();
  return held.some((lock) => lock.name === lockName(marker.clientCode));
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
/** Counts searches, so a late answer of an older one is dropped. */
let search = 0;

/**
 * Sends the cart. A second call while one is under way does nothing; another tab's send of the same
 * company is not joined (R142); no automatic retry ever happens. Success empties the cart; a refusal
 * explains itself (and drops lines of a named budget category); an unknown outcome looks for the order.
 */
export async function sendCart(): Promise<void> {
  if (inFlight) return;
  flushCart();
  const clientCode = $clientCode.get();
  const lines = $cartLines.get();
  if (!clientCode || !lines.length) return;
  inFlight = true;
  search += 1;
  $sendState.set({ status: 'sending' });
  try {
    if (!(await withSendLock(clientCode, () => sendOnce(clientCode, lines)))) $sendState.set({ status: 'elsewhere' });
  } finally {
    inFlight = false;
  }
}

async function sendOnce(clientCode: string, lines: CartLine[]): Promise<void> {
  const fingerprint = cartFingerprint(lines);
  // The same cart keeps its key across resends and reloads; a changed cart gets a new one (R140).
  const key = reusableKey(readMarker(), clientCode, fingerprint) ?? newKey();
  const marker: SendMarker = { clientCode, key, fingerprint, phase: 'sending', at: Date.now() };
  writeMarker(marker);
  try {
    const answer = await sendOrder(clientCode, lines.map(saleItem), key);
    writeMarker(null);
    clearCart();
    $sendState.set({ status: 'sent', order: answer.ORDEM, delivery: answer.ENTREGA || null, found: false });
  } catch (error) {
    if (error instanceof HttpError && error.status < 500) {
      // A refusal: nothing was created, so the next send of this cart may take a new key.
      writeMarker(null);
      const refusal = describeRefusal(error);
      const removed = refusal.budget ? removeBudgetLines(refusal.budget) : 0;
      toast.error(refusal.title);
      $sendState.set({ status: 'failed', title: 'Pedido não enviado!', heading: refusal.heading, issues: refusal.issues, removed });
    } else {
      // No answer, a cut connection, a gateway's 5xx or an answer that breaks the contract: the
      // order may exist. The marker keeps the key, so 'Enviar novamente' is replayed, not doubled (R141).
      console.error('[order send]', error);
      writeMarker({ ...marker, phase: 'unknown' });
      void findSentOrder(clientCode, lines);
    }
  }
}

/** Looks for the order of an unknown send in the recent orders (R143). Never rejects. */
async function findSentOrder(clientCode: string, lines: CartLine[]): Promise<void> {
  const id = ++search;
  $sendState.set({ status: 'unknown', lookup: 'searching', lookupError: null });
  try {
    // Whether the order landed is the service's answer now, never a kept one (docs/offline.md).
    const answer = await keptMode(false, getOrders);
    if (id !== search) return;
    const order = findCartOrder([...answer.pedidosNaoProcessados, ...answer.pedidos], lines, Date.now());
    if (!order) {
      $sendState.set({ status: 'unknown', lookup: 'not-found', lookupError: null });
      return;
    }
    writeMarker(null);
    // Emptied as on success, unless the cart was changed meanwhile (in another tab).
    if (cartFingerprint($cartLines.get()) === cartFingerprint(lines) && $clientCode.get() === clientCode) clearCart();
    $sendState.set({ status: 'sent', order: order.Status.VBELN, delivery: null, found: true });
  } catch (error) {
    if (id !== search) return;
    console.error('[order lookup]', error);
    $sendState.set({ status: 'unknown', lookup: 'failed', lookupError: errorMessage(error) });
  }
}

/**
 * On opening the cart page: a send cut by a reload (its marker left with no live send behind it) is
 * reported as unknown and looked for, never resent on its own. A send still running in another tab
 * keeps its marker (R142); a marker of another cart or company is left or dropped, never reported.
 */
export async function resumeInterruptedSend(): Promise<void> {
  const marker = readMarker();
  const clientCode = $clientCode.get();
  if (inFlight || !marker || marker.clientCode !== clientCode) return;
  if (await sendRunning(marker)) return;
  if (inFlight || $sendState.get().status !== 'idle') return;
  const lines = $cartLines.get();
  if (marker.fingerprint !== cartFingerprint(lines)) {
    // The cart changed since: that send's key cannot serve this cart.
    writeMarker(null);
    return;
  }
  writeMarker({ ...marker, phase: 'unknown' });
  void findSentOrder(clientCode, lines);
}

/** Closes the modal (never while sending). */
export function closeSendModal(): void {
  if ($sendState.get().status !== 'sending') {
    search += 1;
    $sendState.set({ status: 'idle' });
  }
}
