// Every number, amount, percentage and date a screen shows goes through here (Intl, pt-BR), so
// the whole portal writes them one way. Money is integer cents in domain code.

import { parseCalendarDate, parseDateTimeBrazil, type CalendarDate } from './dates.ts';

/** What a missing or unreadable date shows (campaign cards, details, lists). */
export const invalidDateText = 'Data Inválida';

// Formatters are built once: constructing an Intl object costs far more than using it.
// signDisplay 'negative' keeps a minus off zero (-0, or -0.04 rounded to '0,0').
const moneyFormat = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  signDisplay: 'negative',
});
const percentFormat = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: 'negative',
});
const numberFormats = new Map<number, Intl.NumberFormat>();
const dateTimeFormat = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const monthFormat = new Intl.DateTimeFormat('pt-BR', { month: 'long', timeZone: 'UTC' });
const monthNames = Array.from({ length: 12 }, (_, index) => monthFormat.format(Date.UTC(2000, index, 1)));

// Intl separates 'R$' (and some other parts) with a no-break space (U+00A0, or U+202F); the
// spec's texts use a plain space, and screens and tests must match them letter for letter.
function plainSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

/**
 * Turns an amount in reais (as the services send it) into integer cents, rounding half away from
 * zero on the decimal the number was written as: 1.005 → 101, though 1.005 * 100 is 100.4999…
 * (toPrecision(15) drops that binary noise). Non-finite amounts count as 0.
 */
export function toCents(reais: number): number {
  if (!Number.isFinite(reais)) return 0;
  const cents = Number((Math.abs(reais) * 100).toPrecision(15));
  const rounded = Math.sign(reais) * Math.round(cents);
  return rounded === 0 ? 0 : rounded;
}

/**
 * Shows integer cents as Brazilian money: 'R$ 1.234,56', '-R$ 10,00' (plain space after R$).
 * Exact for any amount below a trillion reais; a non-finite value shows 'R$ 0,00'.
 */
export function formatMoney(cents: number): string {
  const whole = Number.isFinite(cents) ? Math.sign(cents) * Math.round(Math.abs(cents)) : 0;
  return plainSpaces(moneyFormat.format(whole / 100));
}

/** Shows an amount in reais as the services send it ('VALOR', 'docValue') as money: 'R$ 1.234,56'. */
export function formatMoneyReais(value: number): string {
  return formatMoney(toCents(value));
}

/** Limits a percentage to 0–100 for display (indicator cards, progress bars); NaN counts as 0. */
export function capPercent(value: number | null | undefined): number {
  if (value === null || value === undefined || Number.isNaN(value)) return 0;
  return Math.min(100, Math.max(0, value));
}

/**
 * Shows a percentage with one decimal in pt-BR: '87,5%', '100,0%', '0,0%'. With cap, the value
 * is first limited to 0–100 (a 150 % result shows '100,0%'). Missing or NaN shows '0,0%'.
 */
export function formatPercent(value: number | null | undefined, options: { cap?: boolean } = {}): string {
  const finite = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  const shown = options.cap === true ? capPercent(value) : finite;
  return `${plainSpaces(percentFormat.format(shown))}%`;
}

/** Shows a number with pt-BR grouping and exactly `decimals` decimals: '1.234', '1.234,50'. */
export function formatNumber(value: number, decimals = 0): string {
  const digits = Math.min(20, Math.max(0, Math.trunc(decimals)));
  let format = numberFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    numberFormats.set(digits, format);
  }
  return plainSpaces(format.format(Number.isFinite(value) ? value : 0));
}

/** Shows a calendar day as 'dd/mm/yyyy'. */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad2(day)}/${pad2(month)}/${String(year).padStart(4, '0')}`;
}

/**
 * Shows any date the services send ('yyyy-mm-dd', 'dd/mm/yyyy', 'yyyymmdd', ISO …) as
 * 'dd/mm/yyyy', the day in Brazil; 'Data Inválida' when it is missing or not a real date.
 */
export function formatDate(input: unknown): string {
  const date = parseCalendarDate(input);
  return date ? formatCalendarDate(date) : invalidDateText;
}

/**
 * Shows an instant (epoch ms, Date, or a service date-time read as São Paulo time) as
 * 'dd/mm/yyyy HH:mm' in São Paulo; 'Data Inválida' when it is missing or invalid.
 */
export function formatDateTime(input: unknown): string {
  const epochMs = parseDateTimeBrazil(input);
  if (epochMs === null) return invalidDateText;
  const parts = dateTimeFormat.formatToParts(epochMs);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** The pt-BR name of a month, 1 → 'janeiro' … 12 → 'dezembro' (lower case, as Intl writes it); '' if out of range. */
export function monthName(month: number): string {
  return monthNames[month - 1] ?? '';
}

/** The month's name with a capital first letter, for labels that start a line: 'Março'. */
export function monthNameCapitalised(month: number): string {
  const name = monthName(month);
  return name.charAt(0).toLocaleUpperCase('pt-BR') + name.slice(1);
}
