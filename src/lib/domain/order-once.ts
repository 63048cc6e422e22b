// An order lands once (product-rules R140–R143, R181–R185): one idempotency key per send, kept with
// the exact body that went out until the outcome is known; the send marker that other tabs, other
// pages and a reload read; how an order of the history is recognised as that send's; what a placed
// order takes out of the cart. Pure: the clock and the random bytes are arguments.
import { itemCountText, productKey } from './cart-rules.ts';
import { formatCalendarDate } from './date-format.ts';
import { addDays, calendarDayInSaoPaulo, compareCalendarDates, parseCalendarDate, toIsoDate, type CalendarDate } from './dates.ts';

/** The fields of a cart line or a sent item that identify what was ordered. */
export interface OrderedLine {
  sku: string;
  total: number;
  bonus: boolean;
}

/**
 * A send whose outcome is not known yet, one per company (R141, R181): kept in storage while the
 * request is out and after it ended without a clear answer.
 */
export interface SendMarker<Item extends OrderedLine = OrderedLine> {
  clientCode: string;
  /** The Idempotency-Key of this send, reused by every resend of it (R140). */
  key: string;
  /** The body that went out, item for item: a resend sends it again, never the cart of the day (R182). */
  items: Item[];
  /** 'sending' while a request is out; 'unknown' once it ended without a clear answer. */
  phase: 'sending' | 'unknown';
  /** When the latest attempt started (ms since the epoch): tells a live send without Web Locks (R142). */
  at: number;
  /** When the first attempt started: the day the lookup starts from, and the time the user is shown. */
  since: number;
  /** The order numbers listed just before the send first went out, from `seenFrom` on; null when that list could not be read (R143). */
  seenOrders: string[] | null;
  /**
   * The first day ('yyyy-mm-dd') `seenOrders` covers and the lookup looks from: the day before the send's
   * (R298). Absent on a marker of an earlier build, whose list covers the send's day only.
   */
  seenFrom?: string | undefined;
}

/**
 * How long a 'sending' marker is taken for a live send in another tab when the browser has no Web
 * Locks: the send times out after 15 s (R105), so an older marker was left by a dead send.
 */
export const LIVE_SEND_MS = 20_000;

const linePrint = (line: OrderedLine) => `${productKey(line.sku)}*${line.total}${line.bonus ? 'b' : ''}`;

/** The lines as one text, the same whatever their order: a changed cart has another one. */
export function cartFingerprint(lines: readonly OrderedLine[]): string {
  return lines.map(linePrint).sort().join(',');
}

/** True when `lines` order what the marker sent, product for product and box for box: sending them again is a resend (R182). */
export function isSameSend(marker: Pick<SendMarker, 'items'>, lines: readonly OrderedLine[]): boolean {
  return cartFingerprint(marker.items) === cartFingerprint(lines);
}

/** Without Web Locks: a 'sending' marker younger than LIVE_SEND_MS belongs to a send still running (R142). */
export function isLiveSend(marker: Pick<SendMarker, 'phase' | 'at'> | null, now: number): boolean {
  return marker?.phase === 'sending' && now - marker.at >= 0 && now - marker.at < LIVE_SEND_MS;
}

/** A version 4 UUID from 16 random bytes (crypto.randomUUID needs a secure context; getRandomValues does not). */
export function uuidFromBytes(bytes: Uint8Array): string {
  if (bytes.length !== 16) throw new RangeError('uuidFromBytes needs 16 bytes');
  const b = Array.from(bytes);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** An order of the history as the match reads it (structurally the service's order). */
export interface HistoryOrder {
  Status: { VBELN: string; ERDAT: string };
  Itens: { Item: ReadonlyArray<{ MATNR: string; KWMENG: number }> };
}

/** Order numbers are compared without leading zeros, as product codes are. */
const orderKey = (order: HistoryOrder) => productKey(order.Status.VBELN);

/** Whether an order was created from the day `from` on, and up to the day `to` when given. */
function createdBetween(order: HistoryOrder, from: CalendarDate, to?: CalendarDate): boolean {
  const day = parseCalendarDate(order.Status.ERDAT);
  return day !== null && compareCalendarDates(day, from) >= 0 && (!to || compareCalendarDates(day, to) <= 0);
}

/**
 * The first day a send's lookup looks from (R298): the day before `now`'s in São Paulo (`now` the services'
 * time, R297), so an order the services dated a day earlier than the phone thinks it is still counts.
 */
export function lookupStart(now: number): string {
  return toIsoDate(addDays(calendarDayInSaoPaulo(now), -1));
}

/**
 * The numbers of the orders created from the day `seenFrom` on, with no end (a phone behind the services
 * sees orders dated after its today): kept before a send, so the lookup never takes one of them for it (R143, R298).
 */
export function ordersNear(orders: readonly HistoryOrder[], seenFrom: string): string[] {
  const from = parseCalendarDate(seenFrom);
  return from ? orders.filter((order) => createdBetween(order, from)).map(orderKey) : [];
}

/** What the lookup of an unknown send found (R143). */
export type SentOrderLookup<O> =
  /** An order that is this send's. */
  | { kind: 'found'; order: O }
  /** No order of the send's days has its items. */
  | { kind: 'absent' }
  /** One has, but the orders listed before the send are not known, so it may be an earlier one. */
  | { kind: 'unverifiable' };

/**
 * Looks for the order an unknown send may have created (R143): an order created from the day before the
 * send's on (R298; a marker of an earlier build: from the send's day to today, São Paulo) that was not
 * listed before the send, whose items are exactly the sent purchase lines, product (codes without leading
 * zeros) and quantity, whatever their order (bonus lines become an order of their own; a send of bonus
 * lines only is compared whole).
 */
export function matchSentOrder<O extends HistoryOrder>(
  orders: readonly O[],
  marker: Pick<SendMarker, 'items' | 'since' | 'seenOrders' | 'seenFrom'>,
  now: number,
): SentOrderLookup<O> {
  const seenFrom = marker.seenFrom === undefined ? null : parseCalendarDate(marker.seenFrom);
  const inWindow = (order: O) =>
    seenFrom ? createdBetween(order, seenFrom) : createdBetween(order, calendarDayInSaoPaulo(marker.since), calendarDayInSaoPaulo(now));
  const purchase = marker.items.filter((item) => !item.bonus);
  // The order's items carry no bonus flag: the lines are compared by product and boxes.
  const wanted = cartFingerprint((purchase.length ? purchase : marker.items).map((item) => ({ ...item, bonus: false })));
  const candidates = orders.filter(
    (order) =>
      inWindow(order) &&
      cartFingerprint(order.Itens.Item.map((item) => ({ sku: item.MATNR, total: item.KWMENG, bonus: false }))) === wanted,
  );
  if (!marker.items.length || !candidates.length) return { kind: 'absent' };
  if (!marker.seenOrders) return { kind: 'unverifiable' };
  const seen = new Set(marker.seenOrders.map(productKey));
  const order = candidates.find((candidate) => !seen.has(orderKey(candidate)));
  return order ? { kind: 'found', order } : { kind: 'absent' };
}

/**
 * What is left of each cart line once `sent` was placed (R183): the line's boxes less the boxes sent
 * of the same product and bonus flag, never below 0 (0: the line goes). Lines added or raised while
 * the send was out keep what was not sent.
 */
export function quantitiesLeft(lines: readonly OrderedLine[], sent: readonly OrderedLine[]): number[] {
  const owed = new Map<string, number>();
  const keyOf = (line: OrderedLine) => `${productKey(line.sku)}${line.bonus ? '*b' : ''}`;
  for (const item of sent) owed.set(keyOf(item), (owed.get(keyOf(item)) ?? 0) + item.total);
  return lines.map((line) => {
    const taken = Math.min(line.total, owed.get(keyOf(line)) ?? 0);
    owed.set(keyOf(line), (owed.get(keyOf(line)) ?? 0) - taken);
    return line.total - taken;
  });
}

/** When a send first went out, as the user is told: its São Paulo day (the time would cost every cart page a module). */
const sentOn = (since: number) => formatCalendarDate(calendarDayInSaoPaulo(since));

/** Said wherever the cart is while a send of the company is unresolved (R181): the cart bar and the cart page. */
export function unresolvedSendText(since: number, itemCount: number): string {
  return `Um pedido pode já ter sido enviado: não recebemos a confirmação do envio de ${sentOn(since)} (${itemCountText(itemCount)}). Verifique antes de enviar outro.`;
}

/** The confirmation a different cart needs while a send is unresolved (R181): it names the risk. */
export function replaceSendText(since: number, itemCount: number): string {
  return (
    `O envio de ${sentOn(since)} (${itemCountText(itemCount)}) ficou sem confirmação, e esse pedido pode já ter chegado. ` +
    'Se chegou, enviar este carrinho fará um segundo pedido.'
  );
}
