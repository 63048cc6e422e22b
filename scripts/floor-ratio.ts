// The ratio of a route's LCP to its floor (docs/performance.md, "The floor and the ratio gate"): both
// sides measured in one run on one host, so the host's speed, which moves absolute figures by a factor
// of three between sessions, divides out. Pure: scripts/audit.ts measures, this judges.

import { median } from '../bench/settings.ts';

/** The most a route's ratio may be: a data route's LCP to its floor's, a static page's LCP to its FCP. */
export const ratioLimits = { data: 1.15, static: 1.1 } as const;

/** What a route is compared with: its floor page (data routes) or its own first paint (static pages). */
export type RatioKind = keyof typeof ratioLimits;

/** One route's side by side: the route's runs and what it is compared with, median against median. */
export interface RatioInput {
  kind: RatioKind;
  /** The route's LCP of each run (ms). */
  lcpMs: readonly number[];
  /** The floor page's LCP of each run (data), or the route's own FCP of each run (static). */
  baseMs: readonly number[];
}

/** A route's ratio and whether it is within its limit. */
export interface RatioVerdict {
  kind: RatioKind;
  lcpMs: number;
  baseMs: number;
  /** LCP over base, NaN when either median is missing or the base is 0. */
  ratio: number;
  limit: number;
  ok: boolean;
}

/** Judges a route on the median of each side (a missing or failed measurement is a miss, never a pass). */
export function judgeRatio({ kind, lcpMs, baseMs }: RatioInput): RatioVerdict {
  const lcp = median(lcpMs);
  const base = median(baseMs);
  const ratio = base > 0 ? lcp / base : Number.NaN;
  const limit = ratioLimits[kind];
  return { kind, lcpMs: lcp, baseMs: base, ratio, limit, ok: ratio <= limit };
}

/**
 * Whether a route is measured again with more runs (docs/performance.md, "How a route is judged"): when
 * its first measurement missed; the second one's median decides, whatever it says. Never when only the
 * report is asked for.
 */
export function remeasure({
  misses,
  measuredAgain,
  reportOnly,
}: {
  misses: readonly string[];
  measuredAgain: boolean;
  reportOnly: boolean;
}): boolean {
  return misses.length > 0 && !measuredAgain && !reportOnly;
}
