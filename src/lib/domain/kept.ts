// Rules of the kept answers (docs/offline.md, "Kept answers"): when a read falls back to its last
// kept answer, what the note says, and which answers go when the store is full.
import { formatDateTime } from './date-time-format.ts';

/** What a failed read tells: its error kind and, for an HTTP answer, its status. */
export interface ReadFailure {
  kind: string;
  status?: number | undefined;
}

/**
 * Whether a read that failed may show its kept answer instead: no answer (offline, timeout), the
 * service failing (5xx) or breaking the contract, or a token that could not be renewed for lack of a
 * network (R121). Never when the service answered "no" (401/403 end the session, a 404 is a real
 * "not found", a 4xx will not change), nor when the portal's configuration is missing.
 */
export function fallsBackToKept(failure: ReadFailure): boolean {
  if (failure.kind === 'http') return (failure.status ?? 0) >= 500;
  return failure.kind === 'network' || failure.kind === 'timeout' || failure.kind === 'contract' || failure.kind === 'refresh';
}

/** 'Atualizado em 24/11/2026 às 10:32' (São Paulo time) for the instant a kept answer was received. */
export function keptNoteText(keptAtMs: number): string {
  const [day, time] = formatDateTime(keptAtMs).split(' ');
  return `Atualizado em ${day} às ${time}`;
}

/** How many of the oldest entries to drop so that `count` entries fit in `max`. */
export function overflow(count: number, max: number): number {
  return Math.max(0, count - max);
}
