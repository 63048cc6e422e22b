// The first-visit benchmark's figures (docs/performance.md, "First visits, throttling applied"): the runs of
// a route and of its floor page → its row, its ratios and its verdict, and the report's table. Pure, unit
// tested; bench/first-visit.spec.ts measures.
import { median, type slow4G } from './settings.ts';

/**
 * The goals, as ratios measured in one run on one host (a benchmark, not a timed test): a data route draws
 * its data within 1.10× the time its floor page draws the same element, and is usable (every island in
 * `main` hydrated and the main thread free to handle a tap) within 1.30× of it; a page without a floor (the
 * sign-in pages, /produtos) is usable within 1.8× its own first paint.
 */
export const firstVisitGoals = { drawnToFloor: 1.1, usableToFloor: 1.3, usableToFcp: 1.8 } as const;

/**
 * The gate of `npm test` (`npm run test:gate`), measured the same way on the gate's routes: today's figures
 * with room for the host's noise, so a change that makes a first visit slower (a module dragged onto the
 * first load, scripts held back again) fails it. Lighthouse's simulated ratios are reported beside it
 * (`npm run audit`): with the islands' scripts fetched at once they read 1.15-1.30, and "usable" wins over a
 * simulated LCP (docs/performance.md, "The gate").
 */
export const firstVisitGate = { drawnToFloor: 1.6, usableToFloor: 2.1, usableToFcp: 3.0 } as const;

/** One visit as measured in the page, in ms from navigation start (NaN: never seen). */
export interface FirstVisitSample {
  fcpMs: number;
  /** The route's data element on screen, its image decoded (a page without data: NaN). */
  drawnMs: number;
  /** Every island in `main` hydrated, the data drawn, and a task queued then has run. */
  usableMs: number;
  pageErrors: number;
}

/** A floor page's visit: when it drew the element. */
export interface FloorSample {
  drawnMs: number;
}

/** One route's row of the first-visit table: medians of its runs and of its floor's. */
export interface FirstVisitRow {
  route: string;
  runs: number;
  fcpMs: number;
  drawnMs: number;
  usableMs: number;
  /** The floor page's drawn time (NaN for a route without a floor). */
  floorDrawnMs: number;
  /** drawn / floor drawn (data routes). */
  drawnRatio: number;
  /** usable / floor drawn (data routes), usable / FCP (pages without a floor). */
  usableRatio: number;
  usableBase: 'floor' | 'FCP';
  pageErrors: number;
  samples: { route: FirstVisitSample[]; floor: FloorSample[] };
  /** What it misses of the goals. */
  misses: string[];
  /** What it misses of the gate. */
  gateMisses: string[];
  /** The gate's misses of the first runs, when the route was measured again. */
  firstRunsMissed?: string[];
}

const ratio = (value: number, base: number) => (base > 0 && Number.isFinite(value) ? value / base : Number.NaN);
const two = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : '–');

/** What a row misses of the goals (empty when it meets them); a missing figure is a miss, never a pass. */
export function firstVisitMisses(
  row: Pick<FirstVisitRow, 'drawnRatio' | 'usableRatio' | 'usableBase' | 'pageErrors'>,
  goals: { drawnToFloor: number; usableToFloor: number; usableToFcp: number } = firstVisitGoals,
): string[] {
  const misses: string[] = [];
  if (row.usableBase === 'floor') {
    if (!(row.drawnRatio <= goals.drawnToFloor)) misses.push(`drawn ${two(row.drawnRatio)}× floor > ${goals.drawnToFloor}`);
    if (!(row.usableRatio <= goals.usableToFloor)) misses.push(`usable ${two(row.usableRatio)}× floor > ${goals.usableToFloor}`);
  } else if (!(row.usableRatio <= goals.usableToFcp)) misses.push(`usable ${two(row.usableRatio)}× FCP > ${goals.usableToFcp}`);
  if (row.pageErrors) misses.push(`${row.pageErrors} page error(s)`);
  return misses;
}

/** A run that never drew or never became usable counts as the slowest, not as missing. */
const slowestWhenMissing = (values: number[]) => {
  const middle = median(values.map((v) => (Number.isNaN(v) ? Number.POSITIVE_INFINITY : v)));
  return middle === Number.POSITIVE_INFINITY ? Number.NaN : middle;
};

/**
 * A route's row from its runs and, for a data route, its floor page's runs (`floor` empty: a page judged
 * against its own first paint). `hasData`: the route draws a data element (the sign-in pages draw none).
 */
export function summariseFirstVisits(route: string, samples: FirstVisitSample[], floor: FloorSample[], hasData = true): FirstVisitRow {
  const fcpMs = median(samples.map((s) => s.fcpMs));
  const drawnMs = hasData ? slowestWhenMissing(samples.map((s) => s.drawnMs)) : Number.NaN;
  const usableMs = slowestWhenMissing(samples.map((s) => s.usableMs));
  const floorDrawnMs = floor.length ? slowestWhenMissing(floor.map((s) => s.drawnMs)) : Number.NaN;
  const usableBase = floor.length ? 'floor' : 'FCP';
  const row: FirstVisitRow = {
    route,
    runs: samples.length,
    fcpMs,
    drawnMs,
    usableMs,
    floorDrawnMs,
    drawnRatio: ratio(drawnMs, floorDrawnMs),
    usableRatio: ratio(usableMs, usableBase === 'floor' ? floorDrawnMs : fcpMs),
    usableBase,
    pageErrors: samples.reduce((n, s) => n + s.pageErrors, 0),
    samples: { route: samples, floor },
    misses: [],
    gateMisses: [],
  };
  row.misses = firstVisitMisses(row);
  row.gateMisses = firstVisitMisses(row, firstVisitGate);
  return row;
}

/** What the benchmark writes to reports/first-visit.json. */
export interface FirstVisitReport {
  generatedAt: string;
  protocol: 'h2';
  throttling: { network: typeof slow4G; cpu: number };
  goals: typeof firstVisitGoals;
  /** Set on a gate run (`npm run test:gate`): the rows are judged on it. */
  gate?: typeof firstVisitGate;
  runsPerRoute: number;
  routes: FirstVisitRow[];
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');

const verdict = (misses: readonly string[]) => (misses.length ? `MISS: ${misses.join('; ')}` : 'ok');

/** One row of the table, printed as soon as its route is measured too; `gate`: judged on the gate. */
export function firstVisitLine(r: FirstVisitRow, gate = false): string {
  const drawnRatio = r.usableBase === 'floor' ? two(r.drawnRatio) : '–';
  const judged = gate
    ? `${verdict(r.gateMisses)}${r.firstRunsMissed ? ` (median of 5 more runs; the first 3 had: ${r.firstRunsMissed.join('; ')})` : ''}`
    : verdict(r.misses);
  return `| ${r.route} | ${ms(r.fcpMs)} | ${ms(r.drawnMs)} | ${ms(r.floorDrawnMs)} | ${drawnRatio} | ${ms(r.usableMs)} | ${two(r.usableRatio)} ${r.usableBase} | ${judged} |`;
}

/** The table's head. */
export const firstVisitHeader = (gate = false) =>
  `| route | FCP | data drawn | floor drawn | drawn / floor | usable | usable ratio | ${gate ? 'gate' : 'goals'} |\n|---|---:|---:|---:|---:|---:|---:|---|`;

/** The first-visit report as a markdown table. */
export function firstVisitMarkdown(report: FirstVisitReport): string {
  const limits = report.gate ?? report.goals;
  const judged = `${report.gate ? 'Gate' : 'Goals'}: drawn ≤ ${limits.drawnToFloor}× and usable ≤ ${limits.usableToFloor}× the floor's drawn; without a floor, usable ≤ ${limits.usableToFcp}× FCP${report.gate ? '; a miss is measured again with 5 runs, whose medians decide' : ''}.`;
  return [
    `First visits: Playwright + CDP throttling applied (${report.throttling.network.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, ${report.throttling.cpu}× CPU), cold cache, no service worker, 360×740, signed in, HTTP/2 + TLS; each route alternating with its floor page run by run, median of ${report.runsPerRoute} run(s), ms from navigation start. ${judged}`,
    '',
    firstVisitHeader(Boolean(report.gate)),
    ...report.routes.map((row) => firstVisitLine(row, Boolean(report.gate))),
    '',
  ].join('\n');
}

/**
 * What each measured route draws, as one selector that matches on the route's page (its early view or its
 * island) and on its floor page (scripts/floor-pages.ts draws the same element in the same classes). An
 * image counts once decoded. The pages absent here draw no data: they are judged on FCP and usable.
 */
export const drawnSelectors: Record<string, string> = {
  '/campanhas': 'img.campaign-card__image',
  '/campanhas/101': 'img.campaign-progress__banner',
  '/campanhas/detalhes/101': '#early-view img, img.carousel__image',
  '/campanhas-prospera/detalhes/31/PDV': '#early-view img, img.carousel__image',
  '/pedidos': 'section.orders-section > p.muted',
  '/debitos': 'p.debt__digits',
  '/cofiguracao': 'img.profile-photo__image',
  '/pedidos/carrinho': 'section.cart-summary > p.gate',
  '/produtos': 'ul.tiles > li',
};

/** The routes `npm run bench:first-visit` measures: every route with a floor page, /produtos and the sign-in pages. */
export const firstVisitRoutes = [
  '/campanhas',
  '/campanhas/101',
  '/campanhas/detalhes/101',
  '/campanhas-prospera/detalhes/31/PDV',
  '/pedidos',
  '/debitos',
  '/cofiguracao',
  '/pedidos/carrinho',
  '/produtos',
  '/auth/signin',
  '/auth/reset-password',
  '/auth/validate-token',
  '/auth/resend-token',
  '/auth/signup/400001/52998224725',
] as const;
