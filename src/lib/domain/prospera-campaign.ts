// Old ('prospera') campaign screens (product-rules R48, R49, R52): enrolment
// state, the current period's countdown, progress bars, accumulated and past periods.
import { countdownText, periodCountdown, periodEnd } from './countdown.ts';
import { capPercent, formatNumber, formatPercent } from './format.ts';
import { formatDate, monthNameCapitalised } from './date-format.ts';
import { parseCalendarDate } from './dates.ts';
import { isConcluded } from './indicators.ts';

/** The current period without indicators. */
export const noActiveIndicatorText = 'Nenhum indicador ativo no momento';
/** No past periods. */
export const noHistoryText = 'Sem resultados históricos';
/** Smallest visible width of a progress bar, in percent (visible at 0, product-rules R48). */
const minimumBarWidth = 3;

/** What the enrolment rule reads of a campaign: whether the client takes part, and the last day of enrolment. */
interface EnrolmentInput {
  participating: boolean;
  /** yyyy-mm-dd, a Brazil calendar day; null when the service sends none. */
  enrolmentEnd: string | null;
}

/** Where the client stands on a prospera campaign: in it, enrolment over, or free to accept or refuse. */
type EnrolmentState = 'participating' | 'closed' | 'open';

/**
 * Participating wins; otherwise enrolment is closed once the end of the window's last day
 * (a Brazil calendar day) is before `now`. A missing end leaves enrolment open.
 */
export function enrolmentState(campaign: EnrolmentInput, now: number): EnrolmentState {
  if (campaign.participating) return 'participating';
  const end = periodEnd(campaign.enrolmentEnd);
  return end !== null && end <= now ? 'closed' : 'open';
}

/** What the countdown reads of a period: its last day and its closing moment. */
interface PeriodEndInput {
  /** yyyy-mm-dd. */
  end: string;
  /** 'yyyy-mm-dd HH:mm:ss', Brazil time; the last day counts when it cannot be read. */
  finalDate: string;
}

/** The countdown text of the current period (first of the 'atual' list), or of none. */
export function prosperaCountdownText(current: PeriodEndInput | null, now: number): string {
  const end = current ? (periodEnd(current.finalDate) ?? periodEnd(current.end)) : null;
  return countdownText(current ? periodCountdown(end ?? Number.NaN, now) : { kind: 'none' });
}

/** 'dd/mm/yyyy - dd/mm/yyyy'. */
export function dateRange(start: unknown, end: unknown, separator = ' - '): string {
  return `${formatDate(start)}${separator}${formatDate(end)}`;
}

/** A progress bar: its width (at least 3 %), whether it is complete (green, trophy). */
interface ProgressView {
  percent: number;
  width: number;
  complete: boolean;
}

/**
 * Any prospera campaign percentage as written on screen (period bars, indicator cards and their
 * details): one decimal in pt-BR, capped at 100 (product-rules R41, R48), so 112,5 reads
 * '100,0%'. Below 100 it is written as it is (a negative keeps its minus); missing or NaN is '0,0%'.
 */
export function prosperaPercentText(value: number | null | undefined): string {
  const finite = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return formatPercent(Math.min(100, finite));
}

/** The bar of a period result; the text shows the result itself, the width is capped to 0–100 with a 3 % floor. */
export function progressView(result: number | null | undefined): ProgressView {
  const percent = typeof result === 'number' && Number.isFinite(result) ? result : 0;
  return { percent, width: Math.max(minimumBarWidth, capPercent(percent)), complete: isConcluded(percent) };
}

/** The client's result (percent) of one period. */
interface PeriodResultInput {
  periodId: number;
  result: number;
}

/** The result of one period, by its id; 0 when the service has none for it. */
export function periodResultOf(results: readonly PeriodResultInput[], periodId: number): number {
  return results.find((result) => result.periodId === periodId)?.result ?? 0;
}

/** Points in pt-BR: whole numbers without decimals, others with one ('42,5'). */
export function pointsNumber(value: number): string {
  const safe = Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
  return formatNumber(safe, Number.isInteger(safe) ? 0 : 1);
}

/** An accumulated period with the points of each of its sub-periods (months). */
export interface AccumulatedPeriodInput {
  id: number;
  description: string;
  /** yyyy-mm-dd. */
  start: string;
  /** yyyy-mm-dd. */
  end: string;
  total: number;
  maximum: number;
  months: ReadonlyArray<{ id: number; start: string; points: number }>;
}

/** One accumulated period as its card shows it. */
interface AccumulatedView {
  id: number;
  description: string;
  range: string;
  /** Total points, rounded. */
  total: number;
  maximum: number;
  /** Points of each sub-period (month), as sent, with their pt-BR text ('42,5'). */
  months: Array<{ id: number; label: string; points: string }>;
}

/** Accumulated periods for their cards: rounded total, maximum, and points per month (named by its start). */
export function accumulatedView(periods: readonly AccumulatedPeriodInput[]): AccumulatedView[] {
  return periods.map((period) => ({
    id: period.id,
    description: period.description,
    range: dateRange(period.start, period.end),
    total: Math.round(Number.isFinite(period.total) ? period.total : 0),
    maximum: Number.isFinite(period.maximum) ? Math.max(0, period.maximum) : 0,
    months: period.months.map((month) => {
      const start = parseCalendarDate(month.start);
      return {
        id: month.id,
        label: start ? monthNameCapitalised(start.month) : formatDate(month.start),
        points: pointsNumber(month.points),
      };
    }),
  }));
}
