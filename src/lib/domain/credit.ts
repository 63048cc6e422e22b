// 'Meu crédito' (product-rules R271): the credit figures summed from the open debts. The credit available
// for orders is the client's `Limitecredito` itself, the figure an order's total is held against (R69), never
// that limit less the open debts: the services do not say how the two relate, so nothing is subtracted.
import { compareCalendarDates, calendarDayInSaoPaulo, parseCalendarDate, type CalendarDate } from './dates.ts';
import { toCents } from './format.ts';

/** A debt as the sums read it: its value in reais and its due date as the service sent it. */
export interface DebtAmount {
  docValue: number;
  ticketExpiration: string;
}

/** How 'Meu crédito' names `Limitecredito`; the cart's 'Crédito disponível após este pedido' is it less the order (R268). */
export const CREDIT_FOR_ORDERS_LABEL = 'Crédito disponível para pedidos';

/** The figures of 'Meu crédito', in cents; null where nothing is known (never shown as zero, R271). */
export interface CreditFigures {
  /** The credit available for orders (`Limitecredito`), or null when no limit was answered. */
  availableCents: number | null;
  /** Every open debt. */
  openCents: number;
  /** The debts due today or earlier (the ones R89 paints red). */
  overdueCents: number;
  /** The earliest due date after today, or null when none is. */
  nextDue: CalendarDate | null;
}

/**
 * Sums the open debts against today in São Paulo (R271): a debt whose date cannot be read counts in
 * the total only, since neither 'Vencido' nor the next date can say anything true about it.
 */
export function creditFigures(debts: readonly DebtAmount[], creditLimitCents: number | null, now: Date | number): CreditFigures {
  const today = calendarDayInSaoPaulo(now);
  let openCents = 0;
  let overdueCents = 0;
  let nextDue: CalendarDate | null = null;
  for (const debt of debts) {
    const cents = toCents(debt.docValue);
    openCents += cents;
    const due = parseCalendarDate(debt.ticketExpiration);
    if (!due) continue;
    if (compareCalendarDates(due, today) <= 0) overdueCents += cents;
    else if (!nextDue || compareCalendarDates(due, nextDue) < 0) nextDue = due;
  }
  return { availableCents: creditLimitCents, openCents, overdueCents, nextDue };
}
