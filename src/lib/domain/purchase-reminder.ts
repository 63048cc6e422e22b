// Purchase reminders on the product list (product-rules R62): shown after 7 or
// more days without a purchase, or when the client never bought; the recommended purchase day adds
// a line when it is today or was yesterday. Dates come as dd/mm/yyyy; `today` is the São Paulo day.
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
