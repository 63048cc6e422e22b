// An order lands once (product-rules R140–R143): one idempotency key per cart send, kept while the
// cart is unchanged; the send marker that other tabs and a reload read; how an order of the history
// is recognised as the cart's. Pure: the clock and the random bytes are arguments.
import { calendarDayInSaoPaulo, compareCalendarDates, parseCalendarDate } from './dates.ts';

/** The cart line fields that identify what was ordered. */
export interface OrderedLine {
  sku: string;
  total: number;
  bonus: boolean;
}

/** The send marker kept in storage while a send is under way or its outcome is unknown (R141). */
export interface SendMarker {
  clientCode: string;
  /** The Idempotency-Key of this cart's send, reused by every resend (R140). */
  key: string;
  /** `cartFingerprint` of the lines sent. */
  fingerprint: string;
  /** 'sending' while a request is out; 'unknown' once it ended without a clear answer. */
  phase: 'sending' | 'unknown';
  /** When the send started (ms since the epoch). */
  at: number;
}

/**
 * How long a 'sending' marker is taken for a live send in another tab when the browser has no Web
 * Locks: the send times out after 15 s (R105), so an older marker was left by a dead send.
 */
export const LIVE_SEND_MS = 20_000;

/** The cart's lines as one text, the same whatever their order: a changed cart has another one. */
export function cartFingerprint(lines: readonly OrderedLine[]): string {
  return lines
    .map((line) => `${line.sku}*${line.total}${line.bonus ? 'b' : ''}`)
    .sort()
    .join(',');
}

/** The key of a resend of the same cart for the same company, or null when a new key is due (R140). */
export function reusableKey(marker: SendMarker | null, clientCode: string, fingerprint: string): string | null {
  return marker && marker.clientCode === clientCode && marker.fingerprint === fingerprint ? marker.key : null;
}

/** Without Web Locks: a 'sending' marker younger than LIVE_SEND_MS belongs to a send still running (R142). */
export function isLiveSend(marker: SendMarker | null, now: number): boolean {
  return marker?.phase === 'sending' && now - marker.at >= 0 && now - marker.at < LIVE_SEND_MS;
}

/** A stored marker, validated; null for anything else (an old or corrupt value). */
export function parseSendMarker(text: string | null): SendMarker | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const m = value as Record<string, unknown>;
  const texts = [m.clientCode, m.key, m.fingerprint].every((field) => typeof field === 'string' && field !== '');
  if (!texts || (m.phase !== 'sending' && m.phase !== 'unknown') || typeof m.at !== 'number') return null;
  return { clientCode: m.clientCode, key: m.key, fingerprint: m.fingerprint, phase: m.phase, at: m.at } as SendMarker;
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

const itemsPrint = (items: ReadonlyArray<{ sku: string; total: number }>) =>
  items
    .map((item) => `${item.sku}*${item.total}`)
    .sort()
    .join(',');

/**
 * The order a lost answer may have created (R143): among the orders not yet processed, one created
 * today (São Paulo) whose items are exactly the cart's purchase lines, product and quantity (bonus
 * lines become an order of their own; a cart of bonus lines only is compared whole). Null when none.
 */
export function findCartOrder<O extends HistoryOrder>(orders: readonly O[], lines: readonly OrderedLine[], now: number): O | null {
  if (!lines.length) return null;
  const purchase = lines.filter((line) => !line.bonus);
  const wanted = itemsPrint(purchase.length ? purchase : lines);
  const today = calendarDayInSaoPaulo(now);
  const createdToday = (order: O) => {
    const day = parseCalendarDate(order.Status.ERDAT);
    return day !== null && compareCalendarDates(day, today) === 0;
  };
  return (
    orders.find(
      (order) => createdToday(order) && itemsPrint(order.Itens.Item.map((item) => ({ sku: item.MATNR, total: item.KWMENG }))) === wanted,
    ) ?? null
  );
}
