// `npm run audit`: Lighthouse (mobile, default simulated throttling) over the portal's routes,
// signed in with a demo login where the route needs it, against the built site and the demo API,
// both served over HTTP/2 + TLS as a CDN and the services serve them (docs/performance.md).
// Writes reports/lighthouse.json and reports/lighthouse.md and exits 1 when a route misses a gate.
// A route that misses in its runs is measured once more with 5 runs before it counts as missed:
// these 2-core machines move LCP by ±300 ms between runs.
//   npm run audit                         every route, 3 runs each (median)
//   npm run audit -- --ci                 the CI subset
//   npm run audit -- --routes /a,/b --runs 1
//   npm run audit -- --http1              serve over plain HTTP/1.1 instead, to compare
//   npm run audit -- --no-responsiveness  skip the quantity-editing benchmark that follows Lighthouse
//   npm run audit -- --no-repeat-visit    skip the repeat-visit benchmark that follows it (scripts/repeat-visit.ts)
//   npm run audit -- --no-offline         skip the offline check that follows that one
//   npm run audit -- --report-only       write the report, exit 0 even when a gate is missed (no re-measuring)
//   npm run audit -- --save-lhr          also keep each run's full Lighthouse result in reports/lhr/
//   npm run audit -- --lantern           also write how Lighthouse simulated the LCP (every request and
//                                         main-thread task on its critical graph, simulated start/end)
//   npm run audit -- --gate              the ratio gate alone (not in CI yet): /auth/signin, /campanhas,
//                                         /campanhas/101 and /pedidos against their floor, exits 1 over the limit
// Each data route with a floor page (scripts/floor-pages.ts) is measured interleaved with its floor, run by
// run, and reported as the ratio of its LCP to the floor's; a page without one, as its LCP to its own FCP.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun, filterToValidRuns } from 'lighthouse/core/lib/median-run.js';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { loopbackOrigins } from '../demo-api/lib/access.ts';
import { startDemoApi } from '../demo-api/start.ts';
import { demoConfig, startStaticServer } from './serve.ts';
import { selfSignedCertificate } from './tls.ts';
import { floorPages, floorPath, floorSpecs } from './floor-pages.ts';
import { judgeRatio, ratioLimits, remeasure, type RatioVerdict } from './floor-ratio.ts';
import { fillBenchmarkCart, headlessChromeFlags, measureResponsiveness, writeResponsivenessReport } from './responsiveness.ts';
import { runRepeatVisitBenchmarks } from './repeat-visit.ts';
import { isPublicPath, staticPaths } from '../src/lib/domain/routes.ts';
import { localKeys } from '../src/lib/storage-keys.ts';

/** The gates every audited route must meet (docs/performance.md). */
export const gates = { performance: 95, accessibility: 100, bestPractices: 95, lcpMs: 1800, tbtMs: 100, cls: 0.02 };

// Ids that exist in the demo API's seed (demo-api/seed): flexible 101, old 31/PDV.
const ciRoutes = ['/auth/signin', '/campanhas', '/campanhas/101', '/produtos', '/pedidos/carrinho', '/pedidos', '/duvitas'];
const allRoutes = [
  ...staticPaths.filter((p) => p !== '/404' && p !== '/500'),
  '/campanhas/101',
  '/campanhas/detalhes/101',
  '/campanhas-prospera/31/PDV',
  '/campanhas-prospera/detalhes/31/PDV',
  '/auth/signup/400001/52998224725',
  '/404',
  '/500',
];

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > -1 ? process.argv[at + 1] : undefined;
};
/** The routes of the ratio gate (docs/performance.md, "The floor and the ratio gate"). */
const gateRoutes = ['/auth/signin', '/campanhas', '/campanhas/101', '/pedidos'];
const gate = process.argv.includes('--gate');
const routes = arg('routes')?.split(',') ?? (gate ? gateRoutes : process.argv.includes('--ci') ? ciRoutes : allRoutes);
const runs = Number(arg('runs') ?? 3);
/** Runs of the second measurement of a route that missed a gate. */
const recheckRuns = 5;
const http1 = process.argv.includes('--http1');
const reportOnly = process.argv.includes('--report-only');
const root = new URL('..', import.meta.url).pathname;
const sitePort = Number(process.env.AUDIT_PORT ?? 4331);
const apiPort = Number(process.env.AUDIT_API_PORT ?? 4330);

interface RouteReport {
  route: string;
  finalUrl: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };
  jsTransferBytes: number;
  totalTransferBytes: number;
  failedAudits: string[];
  runs: Array<{ performance: number; lcpMs: number; tbtMs: number; cls: number }>;
  misses: string[];
  /** The misses of the first measurement, when the route was measured again. */
  remeasuredAfter?: string[];
  /** LCP against the floor page's (data routes) or the route's own FCP (static pages), medians of the same runs. */
  ratio: RatioVerdict & { floorRuns: number[] };
}

type Lhr = {
  finalDisplayedUrl: string;
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string }> }>;
  audits: Record<
    string,
    {
      score: number | null;
      numericValue?: number;
      scoreDisplayMode: string;
      details?: { items?: Array<{ resourceType?: string; transferSize?: number }> };
    }
  >;
  runtimeError?: { message: string };
};

const score = (lhr: Lhr, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
const numeric = (lhr: Lhr, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;

function summarise(route: string, lhrs: Lhr[], floorLhrs: Lhr[]): RouteReport {
  const valid = filterToValidRuns(lhrs) as Lhr[];
  const lhr = (valid.length ? computeMedianRun(valid) : lhrs[0]) as Lhr;
  const scripts = (lhr.audits['network-requests']?.details?.items ?? []).filter((r) => r.resourceType === 'Script');
  const report: RouteReport = {
    route,
    finalUrl: lhr.finalDisplayedUrl,
    scores: {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      seo: score(lhr, 'seo'),
    },
    metrics: {
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
    },
    jsTransferBytes: scripts.reduce((n, s) => n + (s.transferSize ?? 0), 0),
    totalTransferBytes: numeric(lhr, 'total-byte-weight'),
    failedAudits: ['accessibility', 'best-practices']
      .flatMap((c) => lhr.categories[c]?.auditRefs ?? [])
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && ['binary', 'numeric'].includes(audit.scoreDisplayMode))
      .map(({ id }) => id),
    runs: lhrs.map((run) => ({
      performance: score(run, 'performance'),
      lcpMs: numeric(run, 'largest-contentful-paint'),
      tbtMs: numeric(run, 'total-blocking-time'),
      cls: numeric(run, 'cumulative-layout-shift'),
    })),
    misses: [],
    ratio: ratioOf(route, lhrs, floorLhrs),
  };
  const { scores, metrics } = report;
  if (lhr.runtimeError) report.misses.push(`Lighthouse error: ${lhr.runtimeError.message}`);
  if (new URL(report.finalUrl).pathname.replace(/\/$/, '') !== route.replace(/\/$/, '')) report.misses.push(`ended at ${report.finalUrl}`);
  if (scores.performance < gates.performance) report.misses.push(`performance ${scores.performance} < ${gates.performance}`);
  if (scores.accessibility < gates.accessibility) report.misses.push(`accessibility ${scores.accessibility} < ${gates.accessibility}`);
  if (scores.bestPractices < gates.bestPractices) report.misses.push(`best practices ${scores.bestPractices} < ${gates.bestPractices}`);
  if (!(metrics.lcpMs <= gates.lcpMs)) report.misses.push(`LCP ${Math.round(metrics.lcpMs)} ms > ${gates.lcpMs}`);
  if (!(metrics.tbtMs <= gates.tbtMs)) report.misses.push(`TBT ${Math.round(metrics.tbtMs)} ms > ${gates.tbtMs}`);
  if (!(metrics.cls <= gates.cls)) report.misses.push(`CLS ${metrics.cls.toFixed(3)} > ${gates.cls}`);
  // The gate judges the ratio alone; the full audit reports it beside its gates.
  if (gate) report.misses = ratioMisses(report);
  return report;
}

/** A route's ratio: every run's LCP against its floor's (a failed run counts as missing, NaN). */
function ratioOf(route: string, lhrs: Lhr[], floorLhrs: Lhr[]): RouteReport['ratio'] {
  const valid = (runs: Lhr[]) => runs.filter((lhr) => !lhr.runtimeError);
  const lcpMs = valid(lhrs).map((lhr) => numeric(lhr, 'largest-contentful-paint'));
  const floorRuns = valid(floorLhrs).map((lhr) => numeric(lhr, 'largest-contentful-paint'));
  const verdict = floorSpecs[route]
    ? judgeRatio({ kind: 'data', lcpMs, baseMs: floorRuns })
    : judgeRatio({ kind: 'static', lcpMs, baseMs: valid(lhrs).map((lhr) => numeric(lhr, 'first-contentful-paint')) });
  return { ...verdict, floorRuns };
}

function ratioMisses(report: RouteReport): string[] {
  const { ratio } = report;
  const base = ratio.kind === 'data' ? 'floor' : 'FCP';
  return ratio.ok
    ? []
    : [`ratio ${ratio.ratio.toFixed(2)} > ${ratio.limit} (LCP ${Math.round(ratio.lcpMs)} ms, ${base} ${Math.round(ratio.baseMs)} ms)`];
}

function markdown(reports: RouteReport[]): string {
  const rows = reports.map((r) =>
    [
      r.route,
      r.scores.performance,
      r.scores.accessibility,
      r.scores.bestPractices,
      Math.round(r.metrics.fcpMs),
      Math.round(r.metrics.lcpMs),
      r.ratio.kind === 'data' ? Math.round(r.ratio.baseMs) : 'FCP',
      `${r.ratio.ratio.toFixed(2)}${r.ratio.ok ? '' : ` > ${r.ratio.limit}`}`,
      Math.round(r.metrics.tbtMs),
      r.metrics.cls.toFixed(3),
      (r.jsTransferBytes / 1024).toFixed(1),
      (r.misses.length ? `MISS: ${r.misses.join('; ')}` : 'ok') +
        (r.remeasuredAfter ? ` (median of ${recheckRuns} more runs; the first ${runs} had: ${r.remeasuredAfter.join('; ')})` : ''),
    ].join(' | '),
  );
  return [
    `Lighthouse ${runs} run(s) per route (median), mobile, simulated throttling, served over ${http1 ? 'HTTP/1.1' : 'HTTP/2 + TLS'}. ${gate ? 'Ratio gate' : 'Gates'}: ${gate ? '' : `performance ≥ ${gates.performance}, accessibility ${gates.accessibility}, best practices ≥ ${gates.bestPractices}, LCP ≤ ${gates.lcpMs} ms, TBT ≤ ${gates.tbtMs} ms, CLS ≤ ${gates.cls}; reported: `}LCP / floor LCP ≤ ${ratioLimits.data} on a data route (its floor page measured interleaved, run by run), LCP / FCP ≤ ${ratioLimits.static} on a static page (floor "FCP"). FCP, LCP, TBT: Lighthouse's median run; the ratio divides the median LCP of the route's runs by the median of its floor's (or of its FCPs).`,
    '',
    '| route | perf | a11y | best pr. | FCP ms | LCP ms | floor ms | ratio | TBT ms | CLS | JS KiB | gates |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    ...rows.map((row) => `| ${row} |`),
    '',
  ].join('\n');
}

const tls = http1 ? undefined : selfSignedCertificate();
const api = await startDemoApi({ port: apiPort, tls, allowedOrigins: loopbackOrigins(sitePort, tls ? 'https' : 'http') });
const site = await startStaticServer({
  port: sitePort,
  config: demoConfig(api.url),
  tls,
  extraPages: floorPages(join(root, 'dist'), routes),
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [...headlessChromeFlags, ...(tls ? ['--ignore-certificate-errors'] : [])],
});
const cdpUrl = `http://127.0.0.1:${chrome.port}`;

/** Runs `fn` in Chromium's default context: the profile Lighthouse uses, so storage is shared. */
async function inBrowser<T>(fn: (page: Page) => Promise<T>): Promise<T> {
  const browser = await chromium.connectOverCDP(cdpUrl);
  try {
    const page = await browser.contexts()[0]!.newPage();
    try {
      return await fn(page);
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

async function setSession(signedIn: boolean) {
  // Asked of the in-process app: Node's fetch would refuse the self-signed certificate.
  const login = await api.api.app.request('/users/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: '12345678909', password: 'Demo@123' }),
  });
  const { user, ...token } = (await login.json()) as { user: unknown };
  await inBrowser(async (page) => {
    await page.goto(`${site.url}/404`);
    await page.evaluate(
      ([keys, session, on]) => {
        if (on) localStorage.setItem(keys.session, JSON.stringify(session));
        else localStorage.removeItem(keys.session);
        localStorage.setItem(keys.cookieConsent, 'yes');
      },
      [localKeys, { token: { ...token, issued_at: Math.floor(Date.now() / 1000) }, user }, signedIn] as const,
    );
  });
}

/** Puts 5 boxes of a beer in the cart through the catalogue, so /pedidos/carrinho has something to show. */
async function fillCart() {
  await inBrowser((page) => fillBenchmarkCart(page, site.url));
}

/** Keeps a run's whole result, to see what the LCP element waited for (lcp-breakdown, network-dependency-tree). */
function saveLhr(route: string, run: number, lhr: unknown) {
  const dir = join(root, 'reports/lhr');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${route.replace(/\W+/g, '_') || 'root'}-${run + 1}.json`), JSON.stringify(lhr));
}

/** The parts of a Lantern graph node (network request or main-thread task) that saveLanternLcp prints. */
type LanternNode =
  { type: 'network'; request: { resourceType: string; url: string; transferSize: number } } | { type: 'cpu'; duration?: number };

/**
 * The simulated LCP is the end of the last node on the graph Lighthouse kept for it; this lists that
 * graph's requests and main-thread tasks with their simulated times, to see what the LCP waited for.
 */
function saveLanternLcp(route: string, run: number) {
  const lines: string[] = [];
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings as Map<
    string,
    Map<LanternNode, { startTime: number; endTime: number }>
  >) {
    if (!/LargestContentfulPaint/.test(label)) continue;
    lines.push(`## ${label}`);
    const rows = [...timings].sort((a, b) => a[1].endTime - b[1].endTime);
    for (const [node, t] of rows) {
      const what =
        node.type === 'network'
          ? `${node.request.resourceType} ${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)} ${node.request.transferSize}B`
          : `cpu ${Math.round(node.duration ?? 0)}ms`;
      lines.push(`${Math.round(t.startTime)}\t${Math.round(t.endTime)}\t${what}`);
    }
  }
  const dir = join(root, 'reports/lhr');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${route.replace(/\W+/g, '_') || 'root'}-${run + 1}.lantern.txt`), lines.join('\n'));
}

/** Steps a route needs before it is audited (beyond the session). */
const prepare: Record<string, () => Promise<void>> = { '/pedidos/carrinho': fillCart };

/**
 * Lighthouse runs of one route, each a first visit with the session kept: a cold HTTP cache, and no
 * service worker or Cache Storage. Lighthouse keeps storage (disableStorageReset, for the session), so
 * without the second step the worker an earlier run installed served the page from the device, with
 * its kept answers: a repeat visit measured as a first one (FCP ~0.1 s, no JavaScript downloaded).
 */
async function measure(route: string, count: number, offset: number): Promise<Lhr[]> {
  const lhrs: Lhr[] = [];
  for (let run = 0; run < count; run++) lhrs.push(...(await measureOnce(route, offset + run)));
  return lhrs;
}

/** One first visit of `path` (a route or a floor page): its result, or none when Lighthouse gave none. */
async function measureOnce(path: string, run: number): Promise<Lhr[]> {
  await inBrowser(async (page) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Storage.clearDataForOrigin', { origin: site.url, storageTypes: 'service_workers,cache_storage' });
    await cdp.send('Network.clearBrowserCache');
  });
  // A run that fails to record (e.g. NO_NAVSTART) says nothing about the page: try it once more.
  for (let attempt = 0; attempt < 2; attempt++) {
    const result = await lighthouse(`${site.url}${path}`, {
      port: chrome.port,
      hostname: '127.0.0.1',
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      disableStorageReset: true,
    });
    const lhr = result?.lhr as unknown as Lhr | undefined;
    if (lhr && (!lhr.runtimeError || attempt === 1)) {
      if (process.argv.includes('--save-lhr')) saveLhr(path, run, result!.lhr);
      if (process.argv.includes('--lantern')) saveLanternLcp(path, run);
      return [lhr];
    }
  }
  return [];
}

/**
 * A route's runs and its floor page's, interleaved run by run (which goes first alternates), so a host
 * that slows down or speeds up meanwhile weighs on both sides of the ratio alike.
 */
async function measureWithFloor(route: string, count: number, offset: number): Promise<{ lhrs: Lhr[]; floorLhrs: Lhr[] }> {
  if (!floorSpecs[route]) return { lhrs: await measure(route, count, offset), floorLhrs: [] };
  const lhrs: Lhr[] = [];
  const floorLhrs: Lhr[] = [];
  for (let run = 0; run < count; run++) {
    const floorFirst = (offset + run) % 2 === 0;
    if (floorFirst) floorLhrs.push(...(await measureOnce(floorPath(route), offset + run)));
    lhrs.push(...(await measureOnce(route, offset + run)));
    if (!floorFirst) floorLhrs.push(...(await measureOnce(floorPath(route), offset + run)));
  }
  return { lhrs, floorLhrs };
}

const reports: RouteReport[] = [];
let benchmarkFailed = false;
try {
  // Chromium's first Lighthouse run after it starts is slower (cold caches of its own, code not yet
  // compiled): one run on a static page is thrown away so it does not count against a route.
  await setSession(false);
  await measure('/duvitas', 1, 0);
  for (const route of routes) {
    process.stderr.write(`${route}\n`);
    await setSession(!isPublicPath(route));
    await prepare[route]?.();
    const first = await measureWithFloor(route, runs, 0);
    let report = summarise(route, first.lhrs, first.floorLhrs);
    if (remeasure({ misses: report.misses, measuredAgain: false, reportOnly })) {
      // One noisy run is not a verdict: the median of 5 fresh runs is (docs/performance.md).
      process.stderr.write(`${route}: ${report.misses.join('; ')}; measuring again with ${recheckRuns} runs\n`);
      const firstMisses = report.misses;
      const again = await measureWithFloor(route, recheckRuns, runs);
      report = summarise(route, again.lhrs, again.floorLhrs);
      report.remeasuredAfter = firstMisses;
    }
    reports.push(report);
  }
  // A benchmark beside the gates: how long editing quantities blocks the page at 4× CPU.
  if (!gate && !process.argv.includes('--no-responsiveness')) {
    process.stderr.write('responsiveness (catálogo, carrinho)\n');
    try {
      console.log(writeResponsivenessReport(await measureResponsiveness({ cdpUrl, siteUrl: site.url, apiUrl: api.url })));
    } catch (error) {
      // Its checks throw when the cart does not hold what was typed: a broken page, not a slow one.
      console.error(`Responsiveness benchmark failed: ${(error as Error).message}`);
      benchmarkFailed = true;
    }
  }
  // Repeat visits and offline (docs/performance.md, "Repeat visits and offline") in a Chromium of their own, started once Lighthouse's is gone:
  // one browser at a time on these 2-core machines.
  const repeatVisit = !gate && !process.argv.includes('--no-repeat-visit');
  const offline = !gate && !process.argv.includes('--no-offline');
  if (repeatVisit || offline) {
    chrome.kill();
    process.stderr.write('repeat visits and offline (signed-in data routes)\n');
    try {
      const outcome = await runRepeatVisitBenchmarks({
        siteUrl: site.url,
        apiRequest: (path, init) => api.api.app.request(path, init),
        repeatVisit,
        offline,
        log: (line) => process.stderr.write(`${line}\n`),
      });
      if (outcome.missed.length) {
        console.error(`Repeat-visit / offline gates missed: ${outcome.missed.join('; ')}`);
        benchmarkFailed = true;
      }
    } catch (error) {
      console.error(`Repeat-visit / offline benchmark failed: ${(error as Error).message}`);
      benchmarkFailed = true;
    }
  }
} finally {
  chrome.kill();
  await Promise.allSettled([site.close(), api.close()]);
}

mkdirSync(join(root, 'reports'), { recursive: true });
// The gate's report has a name of its own: a gate run does not overwrite the full audit's.
const reportName = gate ? 'ratio-gate' : 'lighthouse';
writeFileSync(
  join(root, `reports/${reportName}.json`),
  JSON.stringify(
    {
      generatedAt: new Date().toISOString(),
      protocol: http1 ? 'http/1.1' : 'h2',
      gates: { ...gates, ratio: ratioLimits },
      runsPerRoute: runs,
      routes: reports,
    },
    null,
    2,
  ),
);
const table = markdown(reports);
writeFileSync(join(root, `reports/${reportName}.md`), table);
console.log(table);
const missed = reports.filter((r) => r.misses.length);
if (missed.length) console.error(`${gate ? 'Ratio gate' : 'Lighthouse gates'} missed on: ${missed.map((r) => r.route).join(', ')}`);
process.exit((missed.length || benchmarkFailed) && !reportOnly ? 1 : 0);
