// Debts page rules (product-rules R89, R90): how a due date is
// shown, and the "repeat ignored for 3 seconds" rule of copying a code.
import { calendarDayInSaoPaulo, compareCalendarDates, parseCalendarDate } from './dates.ts';
import { formatCalendarDate, invalidDateText } from './date-format.ts';

/** Colour of a due date: red when due today or earlier, otherwise the warning colour. */
export type DueTone = 'danger' | 'warning';

/** Where a due date stands against today (São Paulo calendar day, product-rules R89, R101). */
type DueState = 'overdue' | 'today' | 'upcoming' | 'unknown';

/** What a debt's due date shows: the date, its colour and the same fact in words. */
export interface DueDate {
  /** 'dd/mm/yyyy', or 'Data Inválida' when the service sent something unreadable. */
  text: string;
  state: DueState;
  tone: DueTone;
  /** The state in words, so colour is never the only signal ('' when the date is unreadable). */
  label: string;
}

const dueLabels: Record<DueState, string> = {
  overdue: 'Vencido',
  today: 'Vence hoje',
  upcoming: 'A vencer',
  unknown: '',
};

/** Reads a debt's ticketExpiration (dd/mm/yyyy) against the instant `now`. */
export function dueDate(ticketExpiration: string, now: Date | number): DueDate {
  const due = parseCalendarDate(ticketExpiration);
  if (!due) return { text: invalidDateText, state: 'unknown', tone: 'warning', label: dueLabels.unknown };
  const order = compareCalendarDates(due, calendarDayInSaoPaulo(now));
  const state: DueState = order < 0 ? 'overdue' : order === 0 ? 'today' : 'upcoming';
  return { text: formatCalendarDate(due), state, tone: state === 'upcoming' ? 'warning' : 'danger', label: dueLabels[state] };
}

/** The tone alone: 'danger' when due today or earlier in São Paulo, else 'warning'. */
export function dueTone(ticketExpiration: string, now: Date | number): DueTone {
  return dueDate(ticketExpiration, now).tone;
}

/** How long a second copy of the same text is ignored (product-rules R90). */
export const copyRepeatWindowMs = 3000;

/** The last successful copy: what and when (epoch ms). */
export interface LastCopy {
  text: string;
  at: number;
}

/** Whether copying `text` at `now` repeats the last copy within the window (and must be ignored). */
export function isRepeatedCopy(last: LastCopy | null, text: string, now: number): boolean {
  return last !== null && last.text === text && now - last.at >= 0 && now - last.at < copyRepeatWindowMs;
}

/** How many debts /debitos draws at first, and how many more each 'Mostrar mais débitos' adds (product-rules R299). */
export const debtsPerStep = 20;
