// What changed in the orders since the user last saw them (product-rules R311–R313), on every phone:
// the statuses last seen and the latest known, per user and company, and the banner's lines they give.
import { normaliseOrderStatus } from './orders.ts';
import { orderNews } from './push.ts';

/**
 * Order number → its status text, normalised (R84's reading), newest order first. A Map, not an object:
 * an object would put a number without leading zeros before every other key, whatever the answer's order.
 */
export type OrderStatuses = ReadonlyMap<string, string>;

/**
 * One user's record for one company: the statuses they last saw (on /pedidos, or in a banner they
 * closed), the latest known (a check's answer), and when the last check was answered.
 */
export interface OrderNewsRecord {
  seen: OrderStatuses;
  latest: OrderStatuses;
  /** `Date.now()` of the last check's answer; 0 when none was made. */
  checkedAt: number;
}

/** An order whose latest status is not the one last seen. */
export interface ChangedOrder {
  order: string;
  status: string;
}

/** At most this many orders are remembered: a big client's 45 days, not every order ever seen. */
export const REMEMBERED_ORDERS = 600;
/** A page other than /pedidos checks the orders at most this often (R312). */
export const CHECK_EVERY_MS = 15 * 60_000;
/**
 * How far back a check reads: an order still on its way (credit, invoicing, the truck) is rarely two weeks
 * old, and a big client's whole 45 days weigh about a megabyte on a prepaid plan.
 */
export const CHECKED_DAYS = 15;
/** The banner names at most this many orders; the others are counted on one line. */
export const NAMED_IN_BANNER = 2;

/** Where the record lives in the device's visited-pages cache, which 'Sair' deletes. */
export const orderNewsKey = (user: string, clientCode: string): string =>
  `/__order-news/${encodeURIComponent(user)}/${encodeURIComponent(clientCode)}`;

/** The statuses of the orders of an answer, in its order (newest first). */
export function statusesOf(orders: Iterable<{ Status: { VBELN: string; STATUS: string } }>): OrderStatuses {
  const statuses = new Map<string, string>();
  for (const { Status } of orders) if (!statuses.has(Status.VBELN)) statuses.set(Status.VBELN, normaliseOrderStatus(Status.STATUS));
  return statuses;
}

/** `newer` over `older`: the newer statuses first, then the older ones it does not hold, up to REMEMBERED_ORDERS. */
export function mergeStatuses(older: OrderStatuses, newer: OrderStatuses): OrderStatuses {
  const merged = new Map(newer);
  for (const [order, status] of older) {
    if (merged.size >= REMEMBERED_ORDERS) break;
    if (!merged.has(order)) merged.set(order, status);
  }
  return merged.size > REMEMBERED_ORDERS ? new Map([...merged].slice(0, REMEMBERED_ORDERS)) : merged;
}

/** The orders whose latest status differs from the one last seen; an order never seen is no news (R311). */
export function changedOrders(record: OrderNewsRecord | null): ChangedOrder[] {
  if (!record) return [];
  const { seen } = record;
  return [...record.latest]
    .filter(([order, status]) => seen.has(order) && seen.get(order) !== status)
    .map(([order, status]) => ({ order, status }));
}

/**
 * The record after a check answered `fresh` at `now`. An order the record did not hold yet (all of them on
 * a first visit, an order just sent) starts from the status it was found in: that is no news, its next
 * step is (R311).
 */
export function afterCheck(record: OrderNewsRecord | null, fresh: OrderStatuses, now: number): OrderNewsRecord {
  const seen = record?.seen ?? new Map<string, string>();
  const found = new Map([...fresh].filter(([order]) => !seen.has(order)));
  return { seen: mergeStatuses(seen, found), latest: mergeStatuses(record?.latest ?? new Map(), fresh), checkedAt: now };
}

/** The record once the user has seen `statuses` (the cards of /pedidos, the lines of a banner they closed). */
export function afterSeen(record: OrderNewsRecord | null, statuses: OrderStatuses): OrderNewsRecord {
  return {
    seen: mergeStatuses(record?.seen ?? new Map(), statuses),
    latest: mergeStatuses(record?.latest ?? new Map(), statuses),
    checkedAt: record?.checkedAt ?? 0,
  };
}

/** Whether a page should check now; a clock set back since the last check counts as due (R312). */
export function checkDue(record: OrderNewsRecord | null, now: number): boolean {
  const last = record?.checkedAt ?? 0;
  return last > now || now - last >= CHECK_EVERY_MS;
}

/** 'Pedido 0081234500 saiu para entrega' (R313). */
export const newsSentence = ({ order, status }: ChangedOrder): string => `Pedido ${order} ${orderNews(status)}`;

/** The banner's lines: each order named (up to NAMED_IN_BANNER), or the last line counting the rest (R313). */
export type BannerLine = { kind: 'order'; change: ChangedOrder; text: string } | { kind: 'more'; count: number; text: string };

export function bannerLines(changes: readonly ChangedOrder[]): BannerLine[] {
  if (changes.length <= NAMED_IN_BANNER) return changes.map((change) => ({ kind: 'order', change, text: newsSentence(change) }));
  const named = changes.slice(0, NAMED_IN_BANNER - 1);
  const count = changes.length - named.length;
  return [
    ...named.map((change): BannerLine => ({ kind: 'order', change, text: newsSentence(change) })),
    { kind: 'more', count, text: `Mais ${count} pedidos mudaram de etapa.` },
  ];
}

/** The record as stored: each list of statuses as [order, status] pairs, in its order. */
export function writtenOrderNewsRecord({ seen, latest, checkedAt }: OrderNewsRecord): string {
  return JSON.stringify({ seen: [...seen], latest: [...latest], checkedAt });
}

const isPairs = (value: unknown): value is Array<[string, string]> =>
  Array.isArray(value) &&
  value.every((pair) => Array.isArray(pair) && pair.length === 2 && typeof pair[0] === 'string' && typeof pair[1] === 'string');

/** A stored record, or null when it is missing or not one (another build's, a broken write): then a first visit. */
export function readOrderNewsRecord(value: unknown): OrderNewsRecord | null {
  if (typeof value !== 'object' || value === null) return null;
  const { seen, latest, checkedAt } = value as Record<string, unknown>;
  if (!isPairs(seen) || !isPairs(latest) || typeof checkedAt !== 'number' || !Number.isFinite(checkedAt)) return null;
  return { seen: new Map(seen), latest: new Map(latest), checkedAt };
}
