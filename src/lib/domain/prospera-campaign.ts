// Old ('prospera') campaign screens (access-and-campaigns §2, §3, §4): image paths, enrolment
// state, the current period's countdown, progress bars, accumulated and past periods.
import type { OldAccumulatedPeriod, OldPeriod, OldPeriodResult } from '../api/prospera.ts';
import { countdownText, periodCountdown, periodEnd } from './countdown.ts';
import { capPercent, formatNumber, formatPercent } from './format.ts';
import { formatDate, monthNameCapitalised } from './date-format.ts';
import { parseCalendarDate } from './dates.ts';
import { isConcluded } from './indicators.ts';

/** Where old campaign images are served from. */
export const oldImageBase = '/img/campanhas/';
/** The current period without indicators. */
export const noActiveIndicatorText = 'Nenhum indicador ativo no momento';
/** No past periods. */
export const noHistoryText = 'Sem resultados históricos';
/** Smallest visible width of a progress bar, in percent (§2: visible at 0). */
export const minimumBarWidth = 3;

/** The image URL of an old campaign: only the last segment of `imagem`, under /img/campanhas/; null when absent. */
export function oldImageUrl(imagem: string | null | undefined): string | null {
  if (typeof imagem !== 'string') return null;
  const last = imagem.trim().split(/[/\\]/).filter(Boolean).pop();
  if (!last || last === '.' || last === '..') return null;
  return `${oldImageBase}${encodeURIComponent(last)}`;
}

/** Where the client stands on an old campaign: in it, enrolment over, or free to accept or refuse. */
export type EnrolmentState = 'participating' | 'closed' | 'open';

/**
 * Participating ('X') wins; otherwise enrolment is closed once the end of the window's last day
 * (dt_fim_insc, a Brazil calendar day) is before `now`. A missing end leaves enrolment open.
 */
export function enrolmentState(campaign: { participando: string; dt_fim_insc: string | null }, now: number): EnrolmentState {
  if (campaign.participando === 'X') return 'participating';
  const end = periodEnd(campaign.dt_fim_insc);
  return end !== null && end <= now ? 'closed' : 'open';
}

/** The countdown text of the current period (first of the 'atual' list), or of none. */
export function oldCountdownText(current: OldPeriod | undefined, now: number): string {
  const end = current ? (periodEnd(current.final_date) ?? periodEnd(current.dtfim)) : null;
  return countdownText(current ? periodCountdown(end ?? Number.NaN, now) : { kind: 'none' });
}

/** 'dd/mm/yyyy - dd/mm/yyyy'. */
export function dateRange(start: unknown, end: unknown, separator = ' - '): string {
  return `${formatDate(start)}${separator}${formatDate(end)}`;
}

/** A progress bar: its width (at least 3 %), whether it is complete (green, trophy). */
export interface ProgressView {
  percent: number;
  width: number;
  complete: boolean;
}

/**
 * Any old campaign percentage as written on screen (period bars, indicator cards and their
 * details): one decimal in pt-BR, capped at 100 (§2 'Percentage is capped at 100'), so 112,5 reads
 * '100,0%'. Below 100 it is written as it is (a negative keeps its minus); missing or NaN is '0,0%'.
 */
export function oldPercentText(value: number | null | undefined): string {
  const finite = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return formatPercent(Math.min(100, finite));
}

/** The bar of a period result; the text shows the result itself, the width is capped to 0–100 with a 3 % floor. */
export function progressView(result: number | null | undefined): ProgressView {
  const percent = typeof result === 'number' && Number.isFinite(result) ? result : 0;
  return { percent, width: Math.max(minimumBarWidth, capPercent(percent)), complete: isConcluded(percent) };
}

/** The result of one period, by its id; 0 when the service has none for it. */
export function periodResultOf(results: OldPeriodResult[], periodId: number): number {
  return results.find((result) => result.periodo === periodId)?.resultado ?? 0;
}

/** Points in pt-BR: whole numbers without decimals, others with one ('42,5'). */
export function pointsNumber(value: number): string {
  const safe = Number.isFinite(value) ? Math.round(value * 10) / 10 : 0;
  return formatNumber(safe, Number.isInteger(safe) ? 0 : 1);
}

/** One accumulated period as its card shows it. */
export interface AccumulatedView {
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
export function accumulatedView(periods: OldAccumulatedPeriod[]): AccumulatedView[] {
  return periods.map(({ periodo_info: info, resultados }) => ({
    id: info.idprospera_periodos_acumulado,
    description: info.descricao,
    range: dateRange(info.dtini, info.dtfim),
    total: Math.round(Number.isFinite(info.resultadoTotal) ? info.resultadoTotal : 0),
    maximum: Number.isFinite(info.pontuacaoMaxima) ? Math.max(0, info.pontuacaoMaxima) : 0,
    months: resultados.map((result) => {
      const start = parseCalendarDate(result.dtini);
      return {
        id: result.id,
        label: start ? monthNameCapitalised(start.month) : formatDate(result.dtini),
        points: pointsNumber(result.porcentagem),
      };
    }),
  }));
}
