// The repeat-visit benchmark's figures (docs/performance.md, "Repeat visits"): the runs of a route → its
// row and its verdict, and the report's table. Pure, unit tested; bench/repeat-visit.spec.ts measures.
import { median, type slow4G } from './settings.ts';

/**
 * The repeat visit's gate (the second visit draws in under a second: docs/performance.md): LCP ≤ 1 s, and the
 * data drawn ≤ 1 s too. On /produtos, /equipamentos and the old campaign results the LCP is the static
 * shell, painted ~2 s before the data; LCP alone passed them with no worker and no kept data.
 */
export const repeatVisitGate = { lcpMs: 1000, dataDrawnMs: 1000 } as const;

/** One visit as measured in the page (milliseconds from navigation start; NaN when never seen). */
export interface VisitSample {
  lcpMs: number;
  dataDrawnMs: number;
  /** navigator.serviceWorker.controller was set. */
  controlled: boolean;
  pageErrors: number;
}

/** One route's row of the repeat-visit table. */
export interface RepeatVisitRow {
  route: string;
  runs: number;
  firstLcpMs: number;
  firstDataDrawnMs: number;
  repeatLcpMs: number;
  repeatDataDrawnMs: number;
  /** Measured visits the worker controlled, of `runs`. */
  controlled: number;
  pageErrors: number;
  samples: { first: VisitSample[]; repeat: VisitSample[] };
  misses: string[];
}

/** What a route's repeat visit misses of the gate (empty when it meets it). */
export function repeatVisitMisses(
  row: Pick<RepeatVisitRow, 'repeatLcpMs' | 'repeatDataDrawnMs' | 'pageErrors'>,
  gate = repeatVisitGate,
): string[] {
  const misses: string[] = [];
  if (!Number.isFinite(row.repeatLcpMs)) misses.push('no LCP recorded');
  else if (row.repeatLcpMs > gate.lcpMs) misses.push(`LCP ${Math.round(row.repeatLcpMs)} ms > ${gate.lcpMs}`);
  // A fast LCP of a screen that never drew its data is a skeleton, not a screen.
  if (!Number.isFinite(row.repeatDataDrawnMs)) misses.push('data never drawn');
  else if (row.repeatDataDrawnMs > gate.dataDrawnMs)
    misses.push(`data drawn at ${Math.round(row.repeatDataDrawnMs)} ms > ${gate.dataDrawnMs}`);
  if (row.pageErrors) misses.push(`${row.pageErrors} page error(s)`);
  return misses;
}

/** A route's row from its first and measured (repeat) visits. */
export function summariseRepeatVisits(route: string, first: VisitSample[], repeat: VisitSample[]): RepeatVisitRow {
  const row: RepeatVisitRow = {
    route,
    runs: repeat.length,
    firstLcpMs: median(first.map((s) => s.lcpMs)),
    firstDataDrawnMs: median(first.map((s) => s.dataDrawnMs)),
    repeatLcpMs: median(repeat.map((s) => s.lcpMs)),
    // A run that never drew its data counts as the slowest, not as missing.
    repeatDataDrawnMs: median(repeat.map((s) => (Number.isNaN(s.dataDrawnMs) ? Number.POSITIVE_INFINITY : s.dataDrawnMs))),
    controlled: repeat.filter((s) => s.controlled).length,
    pageErrors: [...first, ...repeat].reduce((n, s) => n + s.pageErrors, 0),
    samples: { first, repeat },
    misses: [],
  };
  if (row.repeatDataDrawnMs === Number.POSITIVE_INFINITY) row.repeatDataDrawnMs = Number.NaN;
  row.misses = repeatVisitMisses(row);
  return row;
}

/** What the repeat-visit benchmark writes to reports/repeat-visit.json. */
export interface RepeatVisitReport {
  generatedAt: string;
  protocol: 'h2';
  throttling: { network: typeof slow4G; cpu: number; serviceWorkerNetwork: boolean };
  gate: typeof repeatVisitGate;
  runsPerRoute: number;
  routes: RepeatVisitRow[];
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

/** One row of the table, printed as soon as its route is measured too. */
export const repeatVisitLine = (r: RepeatVisitRow): string =>
  `| ${r.route} | ${ms(r.firstLcpMs)} | ${ms(r.firstDataDrawnMs)} | ${ms(r.repeatLcpMs)} | ${ms(r.repeatDataDrawnMs)} | ${r.controlled}/${r.runs} | ${r.misses.length ? `MISS: ${r.misses.join('; ')}` : 'ok'} |`;

/** The table's head. */
export const repeatVisitHeader =
  '| route | 1st LCP ms | 1st data ms | repeat LCP ms | repeat data ms | worker in control | gate |\n|---|---:|---:|---:|---:|---:|---|';

/** The repeat-visit report as a markdown table. */
export function repeatVisitMarkdown(report: RepeatVisitReport): string {
  return [
    `Repeat visits: Playwright + CDP throttling (${report.throttling.network.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, ${report.throttling.cpu}× CPU; the service worker's own requests ${report.throttling.serviceWorkerNetwork ? 'throttled too' : 'NOT throttled'}), 360×740, HTTP/2 + TLS, median of ${report.runsPerRoute} run(s). Gate: repeat LCP ≤ ${report.gate.lcpMs} ms and data drawn ≤ ${report.gate.dataDrawnMs} ms.`,
    '',
    repeatVisitHeader,
    ...report.routes.map(repeatVisitLine),
    '',
  ].join('\n');
}
