// Purchase reminders on the product list (product-rules R62): shown after 7 or more days without a
// purchase, or when the client never bought; the recommended purchase day adds a line when it is
// today or was yesterday. And how far back their 'Repetir último pedido' looks (R251). Dates come as
// dd/mm/yyyy; `today` is the São Paulo day.
import { daysBetween, parseCalendarDate, type CalendarDate } from './dates.ts';

/** Days without a purchase from which the reminder shows. */
const REMINDER_AFTER_DAYS = 7;

/** The reminder's lines, or null when there is nothing to remind. */
export function purchaseReminder(
  lastPurchase: string | null | undefined,
  recommendedDay: string | null | undefined,
  today: CalendarDate,
): string[] | null {
  if (!lastPurchase) return ['Você ainda não fez nenhuma compra pelo portal.'];
  const last = parseCalendarDate(lastPurchase);
  if (!last) return null;
  const days = daysBetween(last, today);
  if (days < REMINDER_AFTER_DAYS) return null;
  const lines = [`Faz ${days} dias desde a sua última compra.`];
  const recommended = recommendedDay ? parseCalendarDate(recommendedDay) : null;
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
