// Every date a screen shows goes through here (pt-BR, São Paulo), so the whole portal writes
// them one way. Apart from format.ts so that pages showing only money never load date code.
import { parseCalendarDate, type CalendarDate } from './dates.ts';

/** What a missing or unreadable date shows (campaign cards, details, lists). */
export const invalidDateText = 'Data Inválida';

// The months as Intl pt-BR names them (the unit tests hold them to it), without building an Intl object
// at load (docs/performance.md, "No Intl on a first load").
const monthNames = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

function pad2(value: number): string {
  return String(value).padStart(2, '0');
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
 * Shows a date the services send as 'dd/mm/yyyy', as every date a client reads ('Entrega prevista', R275);
 * null when it is missing or not a real date, where a line says nothing rather than 'Data Inválida'.
 */
export function formatDateOrNull(input: unknown): string | null {
  const date = parseCalendarDate(input);
  return date ? formatCalendarDate(date) : null;
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
