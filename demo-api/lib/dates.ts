// Calendar days in Brazil. A day is handled as a Date at 12:00 UTC so that adding days never
// crosses a day boundary by accident; instants (tokens, e-mails) stay plain Dates.

const dayFormatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** The calendar day in São Paulo of an instant. */
export function brazilDay(instant: Date): Date {
  return new Date(`${dayFormatter.format(instant)}T12:00:00Z`);
}

/** `day` moved by `n` days. */
export function addDays(day: Date, n: number): Date {
  return new Date(day.getTime() + n * 86_400_000);
}

/** First day of the month `offset` months after `day`'s month. */
export function monthStart(day: Date, offset = 0): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1, 12));
}

/** Last day of the month `offset` months after `day`'s month. */
export function monthEnd(day: Date, offset = 0): Date {
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset + 1, 0, 12));
}

/** yyyy-mm-dd */
export function isoDay(day: Date): string {
  return `${day.getUTCFullYear()}-${pad(day.getUTCMonth() + 1)}-${pad(day.getUTCDate())}`;
}

/** dd/mm/yyyy, as the ERP fields carry it. */
export function brDay(day: Date): string {
  return `${pad(day.getUTCDate())}/${pad(day.getUTCMonth() + 1)}/${day.getUTCFullYear()}`;
}

/** yyyymmdd, as the order answer's ENTREGA. */
export function compactDay(day: Date): string {
  return isoDay(day).replaceAll('-', '');
}

/** A yyyy-mm-dd string as a day (12:00 UTC), or undefined when it is not a real date. */
export function parseIsoDay(text: string): Date | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!m) return undefined;
  const day = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 12));
  return isoDay(day) === text ? day : undefined;
}

const MONTHS = [
  'Janeiro',
  'Fevereiro',
  'Março',
  'Abril',
  'Maio',
  'Junho',
  'Julho',
  'Agosto',
  'Setembro',
  'Outubro',
  'Novembro',
  'Dezembro',
];

/** 'Março 2025' */
export function monthLabel(day: Date): string {
  return `${MONTHS[day.getUTCMonth()] ?? ''} ${day.getUTCFullYear()}`;
}

/** The next business day (Monday to Saturday) after `day`. */
export function nextDeliveryDay(day: Date): Date {
  let next = addDays(day, 1);
  if (next.getUTCDay() === 0) next = addDays(next, 1);
  return next;
}

/** An instant as ISO 8601 with the São Paulo offset (-03:00), e.g. 2025-02-20T14:32:00-03:00. */
export function brazilDateTime(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 3_600_000);
  return `${local.toISOString().slice(0, 19)}-03:00`;
}
