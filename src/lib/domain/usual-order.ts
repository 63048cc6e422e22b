// 'O de sempre' (product-rules R314): what a client buys again and again, read from their own sale orders,
// with the reason each product is suggested ('a cada ~7 dias; o último foi há 8 dias'). Pure: the screen
// gives the orders it holds (fresh or kept) and today; what goes into the cart is then planned as
// 'Repetir pedido' plans it (reorder.ts, R180), with today's price, stock and maximum.
import { productKey } from './cart-rules.ts';
import { compareCalendarDates, daysBetween, parseCalendarDate, type CalendarDate } from './dates.ts';
import { formatMoney, formatNumber } from './format.ts';
import { HIDDEN_PRODUCT_CODES, isSaleOrder, isUndelivered, visibleOrderItems } from './orders.ts';
import type { ReorderItem } from './reorder.ts';

/** The fields of a history order the rule reads (structurally the service's). */
export interface UsualHistoryOrder {
  Status: { VBELN: string; AUART: string; ERDAT: string; STATUS: string };
  Itens: { Item: ReadonlyArray<{ MATNR: string; ARKTX: string; KWMENG: number }> };
}

/** A product the client buys regularly. */
export interface UsualProduct {
  /** The product code as the orders carry it (MATNR of the newest purchase). */
  code: string;
  /** Its name on the newest purchase (ARKTX). */
  name: string;
  /** On how many days it was bought. */
  purchases: number;
  /** The median boxes of a purchase: what is suggested. */
  quantity: number;
  /** The median days between two purchases. */
  gapDays: number;
  /** Days since the newest purchase (0: today; never negative, even with a clock a day off). */
  daysSinceLast: number;
}

/** Fewer purchases of a product than this say nothing of a rhythm. */
export const USUAL_MIN_PURCHASES = 2;

/** The median of non-empty values, the lower middle of an even count (a box never invented). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}

interface Purchase {
  day: CalendarDate;
  quantity: number;
  code: string;
  name: string;
}

/**
 * The client's usual products, most due first (days since the last purchase over the usual gap), or null
 * when there is nothing to say: no store access, or no product bought on two days or more. Only sale orders
 * the client got count (a bonus, an exchange, a cancelled or returned order is not a purchase), without the hidden codes; an order held twice (a kept
 * page and a fresh one) counts once; two orders of one day are one purchase of their sum. The result does
 * not depend on the orders' order.
 */
export function usualProducts(
  orders: readonly UsualHistoryOrder[],
  today: CalendarDate,
  options: { storeAccess: boolean; hidden?: readonly string[] },
): UsualProduct[] | null {
  if (!options.storeAccess) return null;
  const hidden = options.hidden ?? HIDDEN_PRODUCT_CODES;
  const seenOrders = new Set<string>();
  const dated: Array<{ order: UsualHistoryOrder; day: CalendarDate }> = [];
  for (const order of orders) {
    const day = parseCalendarDate(order.Status.ERDAT);
    if (!day || !isSaleOrder(order.Status.AUART) || isUndelivered(order.Status.STATUS) || seenOrders.has(order.Status.VBELN)) continue;
    seenOrders.add(order.Status.VBELN);
    dated.push({ order, day });
  }
  // Oldest first, then by number: the newest purchase's code and name win whatever order the answer had.
  dated.sort((a, b) => compareCalendarDates(a.day, b.day) || (a.order.Status.VBELN < b.order.Status.VBELN ? -1 : 1));
  const byProduct = new Map<string, Purchase[]>();
  for (const { order, day } of dated) {
    for (const item of visibleOrderItems({ Status: order.Status, Itens: { Item: [...order.Itens.Item] } }, hidden)) {
      if (!(Number.isFinite(item.KWMENG) && item.KWMENG > 0)) continue;
      const key = productKey(item.MATNR);
      const purchases = byProduct.get(key) ?? [];
      const last = purchases.at(-1);
      if (last && compareCalendarDates(last.day, day) === 0) {
        last.quantity += item.KWMENG;
        last.code = item.MATNR;
        last.name = item.ARKTX;
      } else purchases.push({ day, quantity: item.KWMENG, code: item.MATNR, name: item.ARKTX });
      byProduct.set(key, purchases);
    }
  }
  const usual: Array<UsualProduct & { key: string; due: number }> = [];
  for (const [key, purchases] of byProduct) {
    if (purchases.length < USUAL_MIN_PURCHASES) continue;
    const gaps = purchases.slice(1).map((purchase, i) => daysBetween(purchases[i]!.day, purchase.day));
    const newest = purchases.at(-1)!;
    const gapDays = Math.max(1, median(gaps));
    const daysSinceLast = Math.max(0, daysBetween(newest.day, today));
    usual.push({
      key,
      code: newest.code,
      name: newest.name,
      purchases: purchases.length,
      quantity: Math.max(1, Math.round(median(purchases.map((purchase) => purchase.quantity)))),
      gapDays,
      daysSinceLast,
      due: daysSinceLast / gapDays,
    });
  }
  if (!usual.length) return null;
  // Keys are unique: the last tie-break never meets an equal.
  usual.sort((a, b) => b.due - a.due || b.purchases - a.purchases || (a.key < b.key ? -1 : 1));
  return usual.map(({ key: _key, due: _due, ...product }) => product);
}

/** The lines 'Revisar e colocar no carrinho' hands to the reorder's plan (R180.3), with the boxes chosen. */
export function usualOrderItems(products: readonly UsualProduct[], chosen: (product: UsualProduct) => number): ReorderItem[] {
  return products.map((product) => ({ code: product.code, name: product.name, quantity: chosen(product) }));
}

const days = (count: number) => `${formatNumber(count)} ${count === 1 ? 'dia' : 'dias'}`;

/** Why a product is suggested: 'a cada ~7 dias; o último foi há 8 dias' (hoje, ontem). */
export function usualReasonText(product: Pick<UsualProduct, 'gapDays' | 'daysSinceLast'>): string {
  const last = product.daysSinceLast === 0 ? 'hoje' : product.daysSinceLast === 1 ? 'ontem' : `há ${days(product.daysSinceLast)}`;
  return `a cada ~${days(product.gapDays)}; o último foi ${last}`;
}

/** The card's title: 'Seu pedido de sempre: 9 itens, ≈ R$ 1.480,00'; without the sum when no price is known. */
export function usualTitleText(count: number, totalCents: number | null): string {
  const items = count === 1 ? '1 item' : `${formatNumber(count)} itens`;
  return totalCents === null ? `Seu pedido de sempre: ${items}` : `Seu pedido de sempre: ${items}, ≈ ${formatMoney(totalCents)}`;
}
