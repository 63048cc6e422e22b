// 'Meu crédito' (product-rules R271): the credit figures summed from the open debts.
import { compareCalendarDates, calendarDayInSaoPaulo, parseCalendarDate, type CalendarDate } from './dates.ts';
import { toCents } from './format.ts';

/** A debt as the sums read it: its value in reais and its due date as the service sent it. */
export interface DebtAmount {
  docValue: number;
  ticketExpiration: string;
}

/** The figures of 'Meu crédito', in cents; null where nothing is known (never shown as zero, R271). */
export interface CreditFigures {
  /** Limitecredito, or null when no limit was answered. */
  limitCents: number | null;
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
export function creditFigures(debts: readonly DebtAmount[], limitCents: number | null, now: Date | number): CreditFigures {
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
  return { limitCents, openCents, overdueCents, nextDue };
}
