// Sending the order (product-rules R71–R73, R140–R143, R181–R185): POST /sales/ once per tap, never
// retried automatically, never twice at the same time, in this tab or another (a Web Lock per
// company). Each send has one Idempotency-Key, kept per company in a marker with the exact body that
// went out, so a resend (after a reload, Back or a company switch too) sends the same key and the same
// body, and the service replays the first answer instead of creating a second order. Only a refusal
// the sales service explains is 'Pedido não enviado!'; any other failure after the request left leaves
// the outcome unknown: the order is looked for in the recent orders, and a different cart needs the
// user's confirmation before it goes out under a new key.
import './api-session.ts';
import { atom } from 'nanostores';
import { isSameSend, lookupStart, matchSentOrder, ordersNear, quantitiesLeft, uuidFromBytes } from '../domain/order-once.ts';
import { unsaid } from '../domain/sentences.ts';
import { storageRefusedText } from '../domain/storage-texts.ts';
import { servicesNowMs } from '../api/client.ts';
import { HttpError, answerLost, errorMessage, notSent } from '../api/errors.ts';
import { getOrders } from '../api/orders.ts';
import { salesErrorSchema, sendOrder, type SaleItem } from '../api/sales.ts';
import { keepStorage } from '../keep-storage.ts';
import { readLocal, whyNotStored } from '../local-store.ts';
import { localKeys } from '../storage-keys.ts';
import { toast } from '../toast.ts';
import { $cartLines, $storedCarts, flushCart, withQuantity, writeLines, type CartLine } from './cart.ts';
import { $clientCode, $session } from './session.ts';
import { readMarker, sendRunning, withSendLock, writeMarker, type OrderSendMarker } from './send-markers.ts';

// The cart bar and the cart page read the unresolved send from here: with send-markers.ts imported by
// this module only, the bundler keeps the two in one chunk, and the cart page's first load lists one
// chunk fewer for its lazy parts (docs/performance.md, budgets).
export { $unresolvedSend } from './send-markers.ts';

/** One problem line of a refused order. */
export interface SendIssue {
  message: string;
  /** '{availableQty} em estoque', when the service reported stock. */
  stock?: string;
}

/**
 * The modal's states: in progress, sent (also an order found after a lost answer: `found`), not sent,
 * unknown (the order may or may not exist; `connectionLost`: the send got no answer at all, rather than an
 * answer that confirmed nothing or an outcome left by an earlier visit; `lookup` says where the search in the
 * recent orders stands),
 * another tab sending this company's order, and a different cart waiting for the user's word while an
 * earlier send is unresolved (`since`: when that send first went out; `itemCount`: its lines).
 */
export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'sent'; order: string; delivery: string | null; found: boolean }
  | { status: 'failed'; title: string; heading: string; issues: SendIssue[]; removed: number }
  | {
      status: 'unknown';
      connectionLost: boolean;
      lookup: 'searching' | 'not-found' | 'unverifiable' | 'failed';
      lookupError: string | null;
    }
  | { status: 'elsewhere' }
  | { status: 'confirm'; since: number; itemCount: number };

/** Where the send stands. */
export const $sendState = atom<SendState>({ status: 'idle' });

/** Said when the send's answer was lost to the connection (a network failure or a timeout: R73). */
export const UNKNOWN_MESSAGE = 'Não sabemos se o pedido chegou: a conexão falhou antes da confirmação.';
/**
 * Said when the outcome is unknown otherwise (R73): the service answered without confirming (a 5xx, a
 * 4xx that is not its refusal, an answer that breaks the contract), or a send left unresolved is looked
 * for again. The connection did not fail, so it is not blamed.
 */
export const UNCONFIRMED_MESSAGE = 'Não recebemos a confirmação do pedido.';
/** Said while another tab sends this company's order (R142). */
export const ELSEWHERE_MESSAGE = 'O pedido está sendo enviado em outra aba. Aguarde a confirmação por lá.';
/** Said when the phone's storage cannot keep the send's marker, so the order does not leave (R284, R285). */
const orderNotStoredText = () =>
  storageRefusedText(
    whyNotStored(localKeys.orderInFlight),
    'o pedido não foi enviado, para não correr o risco de chegar duas vezes. Seu carrinho continua aqui',
  );
/** The longest a send waits for the orders listed before it (R143): only a help to the lookup, never a reason not to send. */
export const SEEN_ORDERS_TIMEOUT_MS = 5_000;

function newKey(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
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

/**
 * The sales service's refusal (R72, R184): a 400 or 422 whose body is the contract's SalesError. Any
 * other 4xx (a key still in progress, a key sent with another body, a gateway's 408/425/429, a body
 * of another shape) says nothing about whether the order exists.
 */
function refusalOf(error: unknown): HttpError | null {
  if (!(error instanceof HttpError) || (error.status !== 400 && error.status !== 422)) return null;
  return salesErrorSchema.safeParse(error.body).success ? error : null;
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
  const heading = issues.length ? title : message;
  // A line that only says again what the heading says ('Tente novamente mais tarde.') is left out (R279);
  // a stock line stays whole, since it names its product's stock.
  const lines = issues.flatMap((issue) => {
    if (issue.stock) return [issue];
    const rest = unsaid(issue.message, [heading]);
    return rest ? [{ message: rest }] : [];
  });
  return { title, heading, issues: lines, ...(budget ? { budget } : {}) };
}

let inFlight = false;
/** Counts searches, so a late answer of an older one is dropped. */
let search = 0;

/** What one send sends: the cart of now under a new key, or an unresolved send again as it went out. */
type SendPlan = { kind: 'new'; lines: CartLine[]; replacing: OrderSendMarker | null } | { kind: 'again'; marker: OrderSendMarker };

/**
 * 'Finalizar Pedido'. A second call while one is under way does nothing; another tab's send of the
 * same company is not joined (R142); no automatic retry ever happens. While an earlier send of the
 * company is unresolved, the same cart is that send again (same key, same body: R182) and a different
 * cart first asks the user (`confirm`); `replaceUnresolved` is the user's yes.
 */
export async function sendCart({ replaceUnresolved = false } = {}): Promise<void> {
  if (inFlight) return;
  flushCart();
  const clientCode = $clientCode.get();
  const lines = $cartLines.get();
  if (!clientCode || !lines.length) return;
  await run(clientCode, () => {
    const marker = readMarker(clientCode);
    if (marker && isSameSend(marker, lines)) return { kind: 'again', marker };
    if (marker && !replaceUnresolved) {
      $sendState.set({ status: 'confirm', since: marker.since, itemCount: marker.items.length });
      return null;
    }
    return { kind: 'new', lines, replacing: marker };
  });
}

/** 'Enviar novamente': the unresolved send of the current company, as it went out (R182), whatever the cart holds now. */
export async function resendUnresolved(): Promise<void> {
  const clientCode = $clientCode.get();
  if (inFlight || !clientCode) return;
  await run(clientCode, () => {
    const marker = readMarker(clientCode);
    // Settled meanwhile (in another tab): nothing to send again.
    if (!marker) $sendState.set({ status: 'idle' });
    return marker && { kind: 'again', marker };
  });
}

/** Runs one send under the company's lock; `plan` decides inside it, on the markers as they are then. */
async function run(clientCode: string, plan: () => SendPlan | null): Promise<void> {
  inFlight = true;
  search += 1;
  try {
    const started = await withSendLock(clientCode, async () => {
      const decided = plan();
      if (decided) await sendOnce(clientCode, decided);
    });
    if (!started) $sendState.set({ status: 'elsewhere' });
  } finally {
    inFlight = false;
  }
}

/**
 * The orders listed before a new send goes out (R143): their numbers from the day before the services'
 * today on (R297, R298; today taken once their answer has set the services' clock), or null when they
 * cannot be read in time.
 */
async function ordersSeenNow(): Promise<Pick<OrderSendMarker, 'seenOrders' | 'seenFrom'>> {
  try {
    const answer = await getOrders({ kept: false, timeoutMs: SEEN_ORDERS_TIMEOUT_MS });
    const seenFrom = lookupStart(servicesNowMs());
    return { seenOrders: ordersNear([...answer.pedidosNaoProcessados, ...answer.pedidos], seenFrom), seenFrom };
  } catch (error) {
    console.warn('[order send] the orders before sending could not be read', error);
    return { seenOrders: null, seenFrom: lookupStart(servicesNowMs()) };
  }
}

async function sendOnce(clientCode: string, plan: SendPlan): Promise<void> {
  $sendState.set({ status: 'sending' });
  const previous = plan.kind === 'again' ? plan.marker : plan.replacing;
  let marker: OrderSendMarker;
  if (plan.kind === 'again') marker = { ...plan.marker, phase: 'sending', at: Date.now() };
  else {
    const seen = await ordersSeenNow();
    // `since` is the services' time (the day the user is shown, R297); `at` tells a live send in another
    // tab (R142) by the phone's clock, which every tab of the phone shares.
    marker = {
      clientCode,
      key: newKey(),
      items: plan.lines.map(saleItem),
      phase: 'sending',
      at: Date.now(),
      since: servicesNowMs(),
      ...seen,
    };
  }
  if (!writeMarker(clientCode, marker)) {
    // A send whose marker storage refused could go out twice after a reload or a closed tab (R284): it
    // does not leave, and whatever was unresolved before stays so.
    const heading = orderNotStoredText();
    writeMarker(clientCode, previous && { ...previous, phase: 'unknown' });
    $sendState.set({ status: 'failed', title: 'Pedido não enviado!', heading, issues: [], removed: 0 });
    return;
  }
  try {
    const answer = await sendOrder(clientCode, marker.items, marker.key);
    settle(marker);
    $sendState.set({ status: 'sent', order: answer.ORDEM, delivery: answer.ENTREGA || null, found: false });
    keepStorage();
  } catch (error) {
    const refusal = refusalOf(error);
    if (notSent(error)) {
      // Nothing left the device: whatever was unresolved before stays so (R185).
      writeMarker(clientCode, previous && { ...previous, phase: 'unknown' });
      $sendState.set({ status: 'failed', title: 'Pedido não enviado!', heading: errorMessage(error), issues: [], removed: 0 });
    } else if (refusal) {
      // The service refused this key: no order exists under it, so the marker goes (R184).
      writeMarker(clientCode, null);
      const described = describeRefusal(refusal);
      const removed = described.budget ? removeBudgetLines(described.budget, clientCode) : 0;
      toast.error(described.title);
      $sendState.set({ status: 'failed', title: 'Pedido não enviado!', heading: described.heading, issues: described.issues, removed });
    } else {
      // No answer, a cut connection, a gateway's 5xx or 4xx, an answer that breaks the contract: the
      // order may exist. The marker keeps the key and the body, so a resend is replayed, not doubled (R73).
      console.error('[order send]', error);
      const unknown: OrderSendMarker = { ...marker, phase: 'unknown' };
      writeMarker(clientCode, unknown);
      void lookFor(unknown, answerLost(error));
    }
  }
}

/**
 * The send's order exists: the marker goes and exactly what was sent leaves the cart of the company it
 * was sent for (R183), unless the marker changed meanwhile (another tab settled or replaced it).
 */
function settle(marker: OrderSendMarker): void {
  if (readMarker(marker.clientCode)?.key !== marker.key) return;
  writeMarker(marker.clientCode, null);
  removeSentLines(marker.clientCode, marker.items);
}

// The carts' writes that only a send makes live here, not in cart.ts: the cart page's first load carries
// cart.ts (docs/performance.md, budgets).
/** The lines of one company's cart of the signed-in user (pending taps aside). */
function linesOf(clientCode: string): CartLine[] {
  const session = $session.get();
  const stored = $storedCarts.get();
  return (session && stored?.owner === session.user.cnpj_cpf && stored.carts.find((cart) => cart.clientCode === clientCode)?.lines) || [];
}

/**
 * Removes the lines tied to a budget category from the cart of the company whose order was refused
 * for it (product-rules R72); answers how many went.
 */
function removeBudgetLines(budget: string, clientCode: string): number {
  let removed = 0;
  rewriteLines(clientCode, (lines) => {
    const kept = lines.filter((line) => line.budget !== budget);
    removed = lines.length - kept.length;
    return removed ? kept : lines;
  });
  return removed;
}

/**
 * Rewrites one company's cart of the signed-in user, whichever company is shown now: `update` gets its
 * lines, pending taps written first when it is the current company's, and answers the new lines (the
 * same array: nothing is written).
 */
function rewriteLines(clientCode: string, update: (lines: CartLine[]) => CartLine[]): void {
  if (clientCode === $session.get()?.user.current_client.clientCode) flushCart();
  const lines = linesOf(clientCode);
  const next = update(lines);
  if (next !== lines) writeLines(next, clientCode);
}

/**
 * Takes a placed order out of the cart of the company it was sent for, whichever company is shown now
 * (R183): exactly the boxes sent; lines added or raised meanwhile, here or in another tab, keep what
 * was not sent.
 */
export function removeSentLines(clientCode: string, sent: readonly SaleItem[]): void {
  rewriteLines(clientCode, (lines) => {
    const left = quantitiesLeft(lines, sent);
    if (left.every((total, i) => total === lines[i]!.total)) return lines;
    return lines.flatMap((line, i) => (left[i] === line.total ? [line] : left[i]! > 0 ? [withQuantity(line, left[i]!)] : []));
  });
}

/**
 * Looks for the order of an unknown send in the recent orders (R143); `connectionLost` when the send got no
 * answer at all. Never rejects.
 */
async function lookFor(marker: OrderSendMarker, connectionLost = false): Promise<void> {
  const id = ++search;
  const unknown = (lookup: 'searching' | 'not-found' | 'unverifiable' | 'failed', lookupError: string | null = null): SendState => ({
    status: 'unknown',
    connectionLost,
    lookup,
    lookupError,
  });
  $sendState.set(unknown('searching'));
  try {
    // Whether the order landed is the service's answer now, never a kept one (docs/offline.md).
    const answer = await getOrders({ kept: false });
    if (id !== search) return;
    const result = matchSentOrder([...answer.pedidosNaoProcessados, ...answer.pedidos], marker, servicesNowMs());
    if (result.kind !== 'found') {
      $sendState.set(unknown(result.kind === 'absent' ? 'not-found' : 'unverifiable'));
      return;
    }
    settle(marker);
    $sendState.set({ status: 'sent', order: result.order.Status.VBELN, delivery: null, found: true });
    keepStorage();
  } catch (error) {
    if (id !== search) return;
    console.error('[order lookup]', error);
    $sendState.set(unknown('failed', errorMessage(error)));
  }
}

/**
 * On opening the cart page, and its 'Verificar': the current company's unresolved send (left by a
 * lost answer, a reload, Back or a crash, whatever the cart holds now) is reported and looked for,
 * never resent on its own. A send still running in some tab is left alone (R142).
 */
export async function checkUnresolved(): Promise<void> {
  const clientCode = $clientCode.get();
  const marker = clientCode ? readMarker(clientCode) : null;
  if (inFlight || !marker || (marker.phase === 'sending' && (await sendRunning(marker)))) return;
  const status = $sendState.get().status;
  if (inFlight || (status !== 'idle' && status !== 'confirm')) return;
  const unknown: OrderSendMarker = { ...marker, phase: 'unknown' };
  writeMarker(marker.clientCode, unknown);
  void lookFor(unknown);
}

/** Closes the modal (never while sending). */
export function closeSendModal(): void {
  if ($sendState.get().status !== 'sending') {
    search += 1;
    $sendState.set({ status: 'idle' });
  }
}

// The one marker kept before R181 had no body: it is adopted once, with its company's cart as the
// body, when that cart is still the one it was sent with (the body it would have sent again); else
// dropped, as it would have been then. Its lookup has no orders from before it (seenOrders null).
function adoptLegacyMarker(): void {
  let legacy: { clientCode?: unknown; key?: unknown; fingerprint?: unknown; at?: unknown } | null = null;
  try {
    const value: unknown = JSON.parse(readLocal(localKeys.orderInFlight) ?? 'null');
    if (value && typeof value === 'object' && 'fingerprint' in value) legacy = value;
  } catch {
    return;
  }
  if (!legacy) return;
  const { clientCode, key, fingerprint, at } = legacy;
  const owner = $session.get()?.user.cnpj_cpf;
  const carts = $storedCarts.get();
  const lines = carts?.owner === owner ? carts?.carts.find((cart) => cart.clientCode === clientCode)?.lines : undefined;
  const oldPrint = (all: CartLine[]) =>
    all
      .map((line) => `${line.sku}*${line.total}${line.bonus ? 'b' : ''}`)
      .sort()
      .join(',');
  writeMarker(String(clientCode), null);
  if (typeof clientCode !== 'string' || typeof key !== 'string' || typeof at !== 'number' || !lines?.length) return;
  if (oldPrint(lines) !== fingerprint) return;
  writeMarker(clientCode, { clientCode, key, items: lines.map(saleItem), phase: 'unknown', at, since: at, seenOrders: null });
}

adoptLegacyMarker();
