// Instants shown with their time ('dd/mm/yyyy HH:mm', São Paulo), apart from date-format.ts: only the
// kept-data note draws one, and it loads on demand, while date-format.ts is on the first load of every
// page that draws a day (docs/architecture.md, "Modules kept apart for their bytes").
import { invalidDateText } from './date-format.ts';
import { parseDateTimeBrazil } from './dates.ts';

// Built on first use, once: constructing an Intl object costs far more than using it, and a page's first
// one loads the locale data (docs/performance.md, "No Intl on a first load").
let dateTimeFormat: Intl.DateTimeFormat | undefined;
const dateTimeFormatOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'America/Sao_Paulo',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * Shows an instant (epoch ms, Date, or a service date-time read as São Paulo time) as
 * 'dd/mm/yyyy HH:mm' in São Paulo; 'Data Inválida' when it is missing or invalid.
 */
export function formatDateTime(input: unknown): string {
  const epochMs = parseDateTimeBrazil(input);
  if (epochMs === null) return invalidDateText;
  // The format's options make Intl always write these five parts.
  const part = Object.fromEntries(
    (dateTimeFormat ??= new Intl.DateTimeFormat('pt-BR', dateTimeFormatOptions)).formatToParts(epochMs).map((p) => [p.type, p.value]),
  );
  return `${part.day}/${part.month}/${part.year} ${part.hour}:${part.minute}`;
}
