// The period countdown of both campaign systems (product-rules R36).
import { addDays, parseCalendarDate, parseDateTimeBrazil, toIsoDate } from './dates.ts';

/** A countdown day (product-rules R36). */
export const dayMs = 86_400_000;

/** Where a period stands against `now`. */
type PeriodCountdown = { kind: 'days'; days: number } | { kind: 'lessThanDay' } | { kind: 'ended' } | { kind: 'none' };

/**
 * The instant a period ends. `yyyy-mm-dd` is a whole day in Brazil, so it ends at the next
 * midnight in São Paulo; `yyyy-mm-dd HH:mm:ss` (prospera periods' final_date) ends at that moment.
 */
export function periodEnd(finalDate: unknown): number | null {
  if (typeof finalDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(finalDate.trim())) {
    const day = parseCalendarDate(finalDate);
    return day ? parseDateTimeBrazil(toIsoDate(addDays(day, 1))) : null;
  }
  return parseDateTimeBrazil(finalDate);
}

/** Days left (whole days of 86,400,000 ms), 'less than a day', ended, or no active period. */
export function periodCountdown(end: number | null, now: number): PeriodCountdown {
  if (end === null || !Number.isFinite(end)) return { kind: 'none' };
  const left = end - now;
  if (left <= 0) return { kind: 'ended' };
  if (left < dayMs) return { kind: 'lessThanDay' };
  return { kind: 'days', days: Math.floor(left / dayMs) };
}

/** The countdown's text, exactly (product-rules R36); one whole day left is singular (R36). */
export function countdownText(countdown: PeriodCountdown): string {
  switch (countdown.kind) {
    case 'days':
      return `Este período termina em ${countdown.days} ${countdown.days === 1 ? 'dia' : 'dias'}!`;
    case 'lessThanDay':
      return 'menos de um dia';
    case 'ended':
      return 'Período finalizado!';
    case 'none':
      return 'Nenhum período ativo no momento!';
  }
}
