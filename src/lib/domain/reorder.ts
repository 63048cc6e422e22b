// 'Repetir pedido' (product-rules R180): which of an order's lines go back into the cart and how many
// boxes, given the catalogue items found today and the cart as it is. Pure: the caller looks the
// items up, then writes the cart once with the result (nothing is half-applied, R180.4).
import { productKey, quantityCeiling, type QuantityLimits } from './cart-rules.ts';
import { compareCalendarDates, daysBetween, parseCalendarDate, type CalendarDate } from './dates.ts';
import { formatNumber } from './format.ts';

/** A line of the order to repeat: the product code (MATNR), its name then (ARKTX) and the boxes (KWMENG). */
export interface ReorderItem {
  code: string;
  name: string;
  quantity: number;
}

/** A catalogue item found today: its code, today's name and its limits (stock, maximum). */
export interface FoundItem extends QuantityLimits {
  sku: string;
  name: string;
}

/** A line to write: the item found and the cart line's new total (boxes already there plus those added). */
export interface ReorderLine<Item extends FoundItem> {
  item: Item;
  total: number;
  added: number;
}

/** A line added with fewer boxes than the order had: how many went in and what stock allowed. */
export interface CappedLine {
  name: string;
  added: number;
  available: number;
}

/** A line that cannot be ordered now: gone from the catalogue, or out of stock. */
export interface MissingLine {
  name: string;
  reason: 'not-found' | 'unavailable';
}

/** What a reorder does to the cart and what the summary names. */
export interface ReorderPlan<Item extends FoundItem> {
  lines: ReorderLine<Item>[];
  capped: CappedLine[];
  missing: MissingLine[];
}

/** The fields of an order that pick the newest one: its day. */
interface DatedOrder {
  Status: { ERDAT: string };
}

/**
 * The order 'Repetir último pedido' repeats (R180.1): the newest of the sale orders the history gave
 * (the first of a day when several share it); null when there is none.
 */
export function newestOrder<Order extends DatedOrder>(orders: readonly Order[]): Order | null {
  let last: Order | null = null;
  let lastDay: CalendarDate | null = null;
  for (const order of orders) {
    const day = parseCalendarDate(order.Status.ERDAT);
    if (day && (!lastDay || compareCalendarDates(day, lastDay) > 0)) {
      last = order;
      lastDay = day;
    }
  }
  return last;
}

/** The fewest days the favourites are asked for (the Favoritos tab's own 30). */
const MIN_FAVORITE_DAYS = 30;
/** The most days the products service accepts (also what 'Buscar produtos' asks for: R269). */
export const MAX_FAVORITE_DAYS = 365;

/**
 * How many days of favourites cover an order of `orderDate` (R180.2): from that day to today,
 * at least 30, at most 365; 30 when the date cannot be read.
 */
export function favoriteDays(orderDate: string, today: CalendarDate): number {
  const day = parseCalendarDate(orderDate);
  const days = day ? daysBetween(day, today) + 1 : 0;
  return Math.min(MAX_FAVORITE_DAYS, Math.max(MIN_FAVORITE_DAYS, days));
}

/** The order's lines by product, in order; a product on two lines is asked for once with both quantities. */
function mergedItems(items: readonly ReorderItem[]): Array<ReorderItem & { key: string }> {
  const byKey = new Map<string, ReorderItem & { key: string }>();
  for (const item of items) {
    if (!(item.quantity > 0)) continue;
    const key = productKey(item.code);
    const seen = byKey.get(key);
    if (seen) seen.quantity += item.quantity;
    else byKey.set(key, { ...item, key });
  }
  return [...byKey.values()];
}

/**
 * The reorder of `items` (R180.3): each line matched by code to a found item gets the order's boxes
 * added to what the cart holds, capped by stock and the item's maximum; a line short of that is
 * named with the stock available; a line not found, or found out of stock, is named as missing.
 * `inCart` gives the boxes the cart holds per sku (its lines are added to, never replaced).
 */
export function planReorder<Item extends FoundItem>(
  items: readonly ReorderItem[],
  found: readonly Item[],
  inCart: (sku: string) => number,
): ReorderPlan<Item> {
  const catalogue = new Map(found.map((item) => [productKey(item.sku), item]));
  const plan: ReorderPlan<Item> = { lines: [], capped: [], missing: [] };
  for (const wanted of mergedItems(items)) {
    const item = catalogue.get(wanted.key);
    if (!item) {
      plan.missing.push({ name: wanted.name, reason: 'not-found' });
      continue;
    }
    const available = quantityCeiling(item);
    if (available < 1) {
      plan.missing.push({ name: item.name, reason: 'unavailable' });
      continue;
    }
    const held = inCart(item.sku);
    const added = Math.max(0, Math.min(wanted.quantity, available - held));
    if (added < wanted.quantity) plan.capped.push({ name: item.name, added, available });
    if (added > 0) plan.lines.push({ item, total: held + added, added });
  }
  return plan;
}

/** 'N itens adicionados ao carrinho', '1 item…', 'Nenhum item…' (R180.5, R254). */
export function addedText(count: number): string {
  if (count === 0) return 'Nenhum item adicionado ao carrinho';
  return count === 1 ? '1 item adicionado ao carrinho' : `${formatNumber(count)} itens adicionados ao carrinho`;
}

/** '5 caixas adicionadas', '1 caixa adicionada', 'nenhuma caixa adicionada' (R254). */
function boxesAddedText(boxes: number): string {
  if (boxes === 0) return 'nenhuma caixa adicionada';
  return boxes === 1 ? '1 caixa adicionada' : `${formatNumber(boxes)} caixas adicionadas`;
}

/** A capped line as the summary names it: 'X: 5 caixas adicionadas (estoque disponível: 5)' (R180.5, R254). */
export function cappedText(line: CappedLine): string {
  return `${line.name}: ${boxesAddedText(line.added)} (estoque disponível: ${formatNumber(line.available)})`;
}

/** Said when the history holds no sale order in the `days` it was asked for (R180.4, R251). */
export function noLastOrderText(days: number): string {
  return `Não encontramos um pedido de compra dos últimos ${days} dias para repetir.`;
}

/** A missing line as the summary names it (R180.5). */
export function missingText(line: MissingLine): string {
  return `${line.name}: ${line.reason === 'not-found' ? 'não está mais no catálogo' : 'indisponível no estoque'}`;
}
