// Purchase reminders on the product list (product-rules R62): shown after 7 or more days without a
// purchase, or when the client never bought; the recommended purchase day adds a line when it is
// today or was yesterday. None while an order is on its way: 'Faz 9 dias…' beside a delivery due tomorrow
// contradicts it. The days count from the newest purchase the portal knows (the company's `ultimoPedido` or
// the history's newest sale order). And how far back their 'Repetir último pedido' looks (R251). Dates
// come as dd/mm/yyyy; `today` is the São Paulo day.
import { compareCalendarDates, daysBetween, parseCalendarDate, type CalendarDate } from './dates.ts';

/** Days without a purchase from which the reminder shows. */
const REMINDER_AFTER_DAYS = 7;

/** What the reminder is drawn from. */
export interface PurchaseFacts {
  /** The company's last purchase (`ultimoPedido`); null: it names none. */
  lastPurchase: string | null | undefined;
  /** The company's recommended purchase day (`dataDeCompra`). */
  recommendedDay: string | null | undefined;
  /** The history's newest sale order's date (`ERDAT`); null or absent: none known. */
  newestSaleOrder?: string | null | undefined;
  /** An order is on its way: GET /lastOrder says so, or the history holds one not yet processed. */
  orderInProgress?: boolean | undefined;
}

/** The later of two purchase dates (dd/mm/yyyy), either one when the other is missing or unreadable; null for neither. */
export function newestPurchase(a: string | null | undefined, b: string | null | undefined): string | null {
  const dayA = parseCalendarDate(a);
  const dayB = parseCalendarDate(b);
  if (!dayA || !dayB) return (dayA ? a : dayB ? b : (a ?? b)) ?? null;
  return compareCalendarDates(dayB, dayA) > 0 ? b! : a!;
}

/** The reminder's lines, or null when there is nothing to remind (or an order is on its way). */
export function purchaseReminder(facts: PurchaseFacts, today: CalendarDate): string[] | null {
  if (facts.orderInProgress) return null;
  const lastPurchase = newestPurchase(facts.lastPurchase, facts.newestSaleOrder);
  if (!lastPurchase) return ['Você ainda não fez nenhuma compra pelo portal.'];
  const last = parseCalendarDate(lastPurchase);
  if (!last) return null;
  const days = daysBetween(last, today);
  if (days < REMINDER_AFTER_DAYS) return null;
  const lines = [`Faz ${days} dias desde a sua última compra.`];
  const recommended = facts.recommendedDay ? parseCalendarDate(facts.recommendedDay) : null;
  if (recommended) {
    const since = daysBetween(recommended, today);
    if (since === 0) lines.unshift('Hoje é o seu dia de compra recomendado!');
    else if (since === 1) lines.unshift('Seu dia de compra recomendado foi ontem.');
  }
  return lines;
}

/** The periods the order history can be asked for (`dias_pedido`, product-rules R81). */
const HISTORY_PERIODS = [7, 15, 30, 45] as const;
export type HistoryPeriod = (typeof HISTORY_PERIODS)[number];
/** The longest of them: what the reminder asks the history for when the company names no purchase it reaches. */
export const LONGEST_HISTORY_PERIOD: HistoryPeriod = 45;

/**
 * How many days of purchases 'Repetir último pedido' asks the history for (product-rules R251): the
 * shortest period that reaches the last purchase; null when it is older than the longest period, or
 * unreadable: the history cannot find it, so the reminder offers no button.
 */
export function lastOrderHistoryDays(lastPurchase: string | null | undefined, today: CalendarDate): HistoryPeriod | null {
  const last = lastPurchase ? parseCalendarDate(lastPurchase) : null;
  if (!last) return null;
  const days = daysBetween(last, today);
  return HISTORY_PERIODS.find((period) => period >= days) ?? null;
}
