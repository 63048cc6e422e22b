// Rules of the kept answers (docs/offline.md, "Kept answers"): when a read falls back to its last
// kept answer, what the note says, and which answers go when the store is full or old (R241).
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

/** A kept entry as the store lists it, oldest written first: when it was received and its size. */
export interface KeptEntry {
  at: number;
  bytes: number;
}

/** How much the store may hold, and for how long. */
export interface KeptLimits {
  count: number;
  bytes: number;
  ageMs: number;
}

/**
 * Which entries go (their indexes), given the store in the order it was written (R241): every entry
 * older than the age limit (or dated in the future, or with no date), then the oldest until the count
 * and the bytes fit. A lost phone shows nothing older than the age limit, and the store stays small.
 */
export function keptToDrop(entries: readonly KeptEntry[], now: number, limits: KeptLimits): number[] {
  const dropped = new Set<number>();
  entries.forEach((entry, i) => {
    if (!(entry.at > 0) || entry.at > now || now - entry.at > limits.ageMs) dropped.add(i);
  });
  let count = entries.length - dropped.size;
  let bytes = entries.reduce((sum, entry, i) => (dropped.has(i) ? sum : sum + entry.bytes), 0);
  for (let i = 0; i < entries.length && (count > limits.count || bytes > limits.bytes); i++) {
    if (dropped.has(i)) continue;
    dropped.add(i);
    count -= 1;
    bytes -= entries[i]!.bytes;
  }
  return [...dropped].sort((a, b) => a - b);
}

/** How a list answer over the size of one kept answer is kept in part (R302): its list ('' for the answer itself). */
export interface KeptPartOf {
  list: string;
  /** 'pedidos': 'Neste aparelho: 600 de 880 pedidos; …'. */
  noun: string;
}

/** A list answer cut to what one kept answer may hold: its first items, and how many it had (R302). */
export interface KeptPart {
  text: string;
  kept: number;
  total: number;
}

/**
 * The answer `text` with its list (the property `list`, or the answer itself when '') cut to its first
 * items so that the whole fits `maxChars`; null when it is no such JSON or not even one item fits. The
 * services send lists newest first (orders) or as drawn (debts), so the first items are the ones a client
 * looks for offline. Each item is written once: the cut is found from their lengths, not by trying.
 */
export function keptPartOf(text: string, list: string, maxChars: number): KeptPart | null {
  let answer: unknown;
  try {
    answer = JSON.parse(text);
  } catch {
    return null;
  }
  const holder =
    list && answer !== null && typeof answer === 'object' && !Array.isArray(answer) ? (answer as Record<string, unknown>) : null;
  const items = list ? holder?.[list] : answer;
  if (!Array.isArray(items)) return null;
  const rest = holder ? JSON.stringify({ ...holder, [list]: [] }).length : 2;
  let length = rest;
  let kept = 0;
  for (const item of items as unknown[]) {
    length += JSON.stringify(item).length + (kept ? 1 : 0);
    if (length > maxChars) break;
    kept += 1;
  }
  if (!kept) return null;
  const part = items.slice(0, kept);
  return { text: JSON.stringify(holder ? { ...holder, [list]: part } : part), kept, total: items.length };
}

/** The note under a kept answer cut by keptPartOf: 'Neste aparelho: 600 de 880 pedidos; os demais precisam de conexão.' */
export function keptPartNoteText(part: Pick<KeptPart, 'kept' | 'total'>, noun: string): string {
  return `Neste aparelho: ${part.kept} de ${part.total} ${noun}; os demais precisam de conexão.`;
}
