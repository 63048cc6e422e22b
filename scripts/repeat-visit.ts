// `npm run bench:repeat`: the repeat-visit and offline benchmarks of the signed-in data screens
// (docs/performance.md, "Repeat visits and offline"). Playwright with CDP throttling (slow 4G as
// Lighthouse's mobile preset, 4× CPU) on a phone viewport, service workers allowed, against the built
// site and the demo API served over HTTP/2 + TLS as scripts/audit.ts serves them.
//   Repeat visit: per route and run, a fresh context; a cold first visit (its LCP is the comparison),
//   a second visit (kept answers written, the worker in control when there is one), then the measured
//   visit: navigation start → LCP, and → the screen's data drawn. Median of the runs; gate LCP ≤ 1 s.
//   Offline: per route, one online visit, then the network off, the route opened again, 5 s later:
//   blank screen, endless skeleton/spinner, page errors, the 'Atualizado em' note, the offline page.
// Writes reports/repeat-visit.{json,md} and reports/offline.{json,md}.
//   npm run bench:repeat                          both, every route, 3 runs
//   npm run bench:repeat -- --routes /a,/b --runs 1
//   npm run bench:repeat -- --no-repeat-visit     only the offline table (--no-offline: only the other)
//   npm run bench:repeat -- --report-only         exit 0 even when a gate is missed
//   npm run bench:repeat -- --trace DIR           also write a performance trace of each measured visit
// `npm run audit` runs both after Lighthouse and the cart benchmark (same skip flags).
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { localKeys } from '../src/lib/storage-keys.ts';
import { fillBenchmarkCart, headlessChromeFlags } from './responsiveness.ts';
import { selfSignedCertificate, spkiHash } from './tls.ts';
import { median } from '../bench/settings.ts';

// ---------------------------------------------------------------------------------------------
// Settings.

/** Lighthouse's mobile preset (slow 4G): 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up; in CDP's units. */
export const slow4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
export const cpuThrottling = 4;
const viewport = { width: 360, height: 740 };

/**
 * The repeat visit's gate (the second visit draws in under a second: docs/performance.md): LCP ≤ 1 s, and the
 * data drawn ≤ 1 s too. On /produtos, /equipamentos and the old campaign results the LCP is the static
 * shell, painted ~2 s before the data; LCP alone passed them with no worker and no kept data.
 */
export const repeatVisitGate = { lcpMs: 1000, dataDrawnMs: 1000 } as const;

/** How long the offline check waits after navigating before it looks. */
export const offlineWaitMs = 5000;

/** The signed-in data routes (the audit's list; ids from the demo API's seed). */
export const dataRoutes = [
  '/campanhas',
  '/campanhas/101',
  '/campanhas/detalhes/101',
  '/campanhas-prospera/31/PDV',
  '/campanhas-prospera/detalhes/31/PDV',
  '/produtos',
  '/produtos/bonus',
  '/pedidos',
  '/pedidos/carrinho',
  '/debitos',
  '/equipamentos',
  '/empresas',
  '/cofiguracao',
] as const;

/**
 * What each screen shows once its data is drawn: the first element of its ready state, never present
 * in the build's HTML nor in a skeleton (see each island in src/islands/). One table, so a screen whose
 * markup changes is fixed here.
 */
export const readySelectors: Record<string, string> = {
  '/campanhas': 'ul.campaign-grid[aria-label="Campanhas"] > li',
  '/campanhas/101': 'article.campaign-progress h1',
  '/campanhas/detalhes/101': 'article.campaign-details h1',
  '/campanhas-prospera/31/PDV': 'section.prospera-head',
  '/campanhas-prospera/detalhes/31/PDV': 'section.prospera-about',
  '/produtos': 'ul.tiles > li',
  '/produtos/bonus': '.bonus table tbody tr, main .empty.card',
  '/pedidos': 'ul.order-list > li',
  '/pedidos/carrinho': 'ul.cart-lines[aria-label="Itens do carrinho"] > li',
  '/debitos': 'ul.debts > li, .debts-empty',
  '/equipamentos': 'ul.equipment-list > li, .equipment-empty',
  '/empresas': 'ul.company-grid[aria-label="Suas empresas"] > li',
  '/cofiguracao': '.settings-general',
};

/** Loading placeholders that must not still be up 5 s after an offline navigation (Skeleton.tsx, the old campaigns' spinner). */
export const busySelector = '.skeleton, .skeleton-list, [aria-busy="true"], .prospera-spinner';

/** The note a screen shows while it draws kept answers (docs/offline.md, "Kept answers"). */
export const keptDataNote = /Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}/;

/** How the offline page is told apart from a screen: its heading. Align with the page once it exists. */
export const offlinePageHeading = /offline|sem conex[ãa]o|sem internet/i;

// ---------------------------------------------------------------------------------------------
// Pure parts.

/** The benchmarks' one median (bench/settings.ts), re-exported where it was first written. */
export { median };

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

/** The repeat-visit report as a markdown table. */
export function repeatVisitMarkdown(report: RepeatVisitReport): string {
  const rows = report.routes.map(
    (r) =>
      `| ${r.route} | ${ms(r.firstLcpMs)} | ${ms(r.firstDataDrawnMs)} | ${ms(r.repeatLcpMs)} | ${ms(r.repeatDataDrawnMs)} | ${r.controlled}/${r.runs} | ${r.misses.length ? `MISS: ${r.misses.join('; ')}` : 'ok'} |`,
  );
  return [
    `Repeat visits: Playwright + CDP throttling (${report.throttling.network.latency} ms RTT, 1.6 Mbit/s down, 750 kbit/s up, ${report.throttling.cpu}× CPU; the service worker's own requests ${report.throttling.serviceWorkerNetwork ? 'throttled too' : 'NOT throttled'}), 360×740, HTTP/2 + TLS, median of ${report.runsPerRoute} run(s). Gate: repeat LCP ≤ ${report.gate.lcpMs} ms and data drawn ≤ ${report.gate.dataDrawnMs} ms.`,
    '',
    '| route | 1st LCP ms | 1st data ms | repeat LCP ms | repeat data ms | worker in control | gate |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n');
}

/** What the page showed 5 s after an offline navigation. */
export interface OfflineSample {
  /** The navigation itself failed (Chromium's own error page: nothing of the portal). */
  navigationFailed: boolean;
  /** Visible text inside <main>, skeletons and visually hidden text left out. */
  mainText: string;
  /** Visible loading placeholders (busySelector) or loading statuses. */
  busyVisible: number;
  pageErrors: string[];
  /** The route's ready selector is visible. */
  dataShown: boolean;
  /** The page's visible text (for the kept-data note). */
  bodyText: string;
  /** The page's first heading. */
  heading: string;
  /** Whether a worker controlled the page. */
  controlled: boolean;
}

/** One route's row of the offline table. */
export interface OfflineRow {
  route: string;
  blank: boolean;
  endlessSpinner: boolean;
  pageErrors: number;
  keptNote: boolean;
  offlinePage: boolean;
  dataShown: boolean;
  controlled: boolean;
  errors: string[];
  misses: string[];
}

/** Classifies what an offline navigation showed; gate: not blank, no endless spinner, no page error. */
export function classifyOffline(route: string, sample: OfflineSample): OfflineRow {
  const blank = sample.navigationFailed || sample.mainText.trim() === '';
  const offlinePage = !sample.navigationFailed && offlinePageHeading.test(sample.heading);
  const row: OfflineRow = {
    route,
    blank,
    endlessSpinner: !sample.navigationFailed && sample.busyVisible > 0,
    pageErrors: sample.pageErrors.length,
    keptNote: keptDataNote.test(sample.bodyText),
    offlinePage,
    dataShown: sample.dataShown,
    controlled: sample.controlled,
    errors: sample.pageErrors,
    misses: [],
  };
  if (row.blank) row.misses.push(sample.navigationFailed ? 'blank (the browser could not load the page)' : 'blank');
  if (row.endlessSpinner) row.misses.push(`loading still shown after ${offlineWaitMs / 1000} s`);
  if (row.pageErrors) row.misses.push(`${row.pageErrors} page error(s)`);
  return row;
}

/** What the offline check writes to reports/offline.json. */
export interface OfflineReport {
  generatedAt: string;
  waitMs: number;
  routes: OfflineRow[];
}

const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/** The offline report as a markdown table, with the totals the gate counts. */
export function offlineMarkdown(report: OfflineReport): string {
  const count = (test: (r: OfflineRow) => boolean) => report.routes.filter(test).length;
  const rows = report.routes.map(
    (r) =>
      `| ${r.route} | ${yesNo(r.blank)} | ${yesNo(r.endlessSpinner)} | ${r.pageErrors} | ${yesNo(r.dataShown)} | ${yesNo(r.keptNote)} | ${yesNo(r.offlinePage)} | ${yesNo(r.controlled)} | ${r.misses.length ? `MISS: ${r.misses.join('; ')}` : 'ok'} |`,
  );
  return [
    `Offline: each route visited once online, then the network off (context.setOffline), the route opened again and looked at after ${report.waitMs / 1000} s. Gate: 0 blank screens, 0 endless spinners, 0 page errors.`,
    '',
    '| route | blank | endless spinner | page errors | data shown | "Atualizado em" | offline page | worker in control | gate |',
    '|---|---|---|---:|---|---|---|---|---|',
    ...rows,
    `| **total** | ${count((r) => r.blank)} | ${count((r) => r.endlessSpinner)} | ${report.routes.reduce((n, r) => n + r.pageErrors, 0)} | ${count((r) => r.dataShown)} | ${count((r) => r.keptNote)} | ${count((r) => r.offlinePage)} | ${count((r) => r.controlled)} | ${count((r) => r.misses.length > 0)} missed |`,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// In the browser.

/** The demo login the audit uses (a store user with one company). */
const demoLogin = { username: '12345678909', password: 'Demo@123' };
const visitTimeoutMs = 45_000;

/** Where the page keeps what the init script saw. */
type BenchWindow = Window & { __bench?: { drawnAt?: number } };

/**
 * Records, from the first byte of every document, when the route's ready selector first shows:
 * checked on each DOM change, the time taken at the next frame (when it is drawn).
 */
function watchReady(selector: string) {
  const w = window as BenchWindow;
  const bench: { drawnAt?: number } = {};
  w.__bench = bench;
  let pending = false;
  const check = () => {
    if (bench.drawnAt !== undefined || pending || !document.querySelector(selector)) return;
    pending = true;
    requestAnimationFrame(() => {
      bench.drawnAt = performance.now();
    });
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
}

/**
 * Page-level network emulation does not reach a service worker's own requests (its fetch() of a
 * network-first answer leaves at full speed). A browser-level CDP connection attaches to each worker
 * as it starts, paused, and throttles it before it runs. Answers how to stop.
 */
export async function throttleServiceWorkers(cdpPort: number): Promise<() => void> {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${cdpPort}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const ws = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    ws.addEventListener('open', resolve, { once: true });
    ws.addEventListener('error', reject, { once: true });
  });
  let lastId = 0;
  const send = (method: string, params: object = {}, sessionId?: string) =>
    ws.send(JSON.stringify({ id: ++lastId, method, params, ...(sessionId ? { sessionId } : {}) }));
  ws.addEventListener('message', (message) => {
    const event = JSON.parse(String(message.data)) as { method?: string; params?: { sessionId: string; targetInfo: { type: string } } };
    if (event.method !== 'Target.attachedToTarget' || !event.params) return;
    const { sessionId, targetInfo } = event.params;
    if (targetInfo.type === 'service_worker') send('Network.emulateNetworkConditions', slow4G, sessionId);
    // Whatever was attached waits for us: let it run (after the throttling, sent first on the same session).
    send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  });
  send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
  });
  return () => ws.close();
}

/** The session the portal keeps after the demo login, asked of the in-process demo API. */
async function sessionStorageEntries(request: (path: string, init: RequestInit) => Response | Promise<Response>) {
  const login = await request('/users/auth/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(demoLogin),
  });
  if (!login.ok) throw new Error(`demo sign-in: ${login.status}`);
  const { user, ...token } = (await login.json()) as { user: unknown };
  return [
    { name: localKeys.session, value: JSON.stringify({ token: { ...token, issued_at: Math.floor(Date.now() / 1000) }, user }) },
    { name: localKeys.cookieConsent, value: 'yes' },
  ];
}

/** Options of the benchmarks: a running site, its demo API (in-process) and a Chromium to use. */
export interface BenchOptions {
  browser: Browser;
  siteUrl: string;
  /** The demo API app's request(), for the login (Node's fetch refuses the self-signed certificate). */
  apiRequest: (path: string, init: RequestInit) => Response | Promise<Response>;
  routes: readonly string[];
  log?: ((line: string) => void) | undefined;
  /** Where to write a Chromium performance trace of each measured visit (`--trace DIR`), for finding what the main thread did. */
  traceDir?: string | undefined;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A phone-like context, signed in through its storage (nothing visited yet: a cold cache). */
function phoneContext(browser: Browser, storageState: StorageState) {
  return browser.newContext({
    viewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'allow',
    storageState,
  });
}

/** The signed-in storage for a route; the cart's holds a line put in through the catalogue, as a user does. */
async function storageFor(options: BenchOptions, route: string, cache: Map<string, StorageState>): Promise<StorageState> {
  const key = route === '/pedidos/carrinho' ? 'cart' : 'session';
  const kept = cache.get(key);
  if (kept) return kept;
  const entries = await sessionStorageEntries(options.apiRequest);
  let state: StorageState = { cookies: [], origins: [{ origin: options.siteUrl, localStorage: entries }] };
  if (key === 'cart') {
    const context = await phoneContext(options.browser, state);
    try {
      await fillBenchmarkCart(await context.newPage(), options.siteUrl);
      const all = await context.storageState();
      // Only the storage: the worker and HTTP cache of this set-up context stay behind.
      state = { cookies: [], origins: all.origins.filter((o) => o.origin === options.siteUrl) };
    } finally {
      await context.close();
    }
  }
  cache.set(key, state);
  return state;
}

/** Opens `route` in a new page of `context`, throttled or not, and waits until it is quiet. */
async function visit(
  context: BrowserContext,
  url: string,
  throttled: boolean,
  beforeNavigation?: (page: Page) => Promise<void>,
): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottling });
  }
  await beforeNavigation?.(page);
  await page.goto(url, { waitUntil: 'load', timeout: visitTimeoutMs });
  return { page, errors };
}

/** Waits for the data (or gives up at the timeout), then for a quiet network and a second of calm. */
async function settle(page: Page, selector: string): Promise<void> {
  await page.waitForSelector(selector, { state: 'attached', timeout: visitTimeoutMs }).catch(() => undefined);
  await page.waitForLoadState('networkidle', { timeout: visitTimeoutMs }).catch(() => undefined);
  await page.waitForTimeout(1000);
}

/** LCP (buffered entries: the last one is the LCP), the data-drawn time and the worker's control. */
async function readVisit(page: Page, errors: string[]): Promise<VisitSample> {
  const figures = await page.evaluate(
    () =>
      new Promise<{ lcp: number | null; drawn: number | null; controlled: boolean }>((resolve) => {
        let lcp: number | null = null;
        const observer = new PerformanceObserver((list) => {
          const entries = list.getEntries();
          if (entries.length) lcp = entries[entries.length - 1]!.startTime;
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        // Buffered entries arrive in a task of their own.
        setTimeout(() => {
          observer.disconnect();
          resolve({
            lcp,
            drawn: (window as BenchWindow).__bench?.drawnAt ?? null,
            controlled: Boolean(navigator.serviceWorker?.controller),
          });
        }, 100);
      }),
  );
  return {
    lcpMs: figures.lcp ?? Number.NaN,
    dataDrawnMs: figures.drawn ?? Number.NaN,
    controlled: figures.controlled,
    pageErrors: errors.length,
  };
}

/** Waits (up to 15 s) until a registered worker controls the page; false when there is none. */
async function workerInControl(page: Page): Promise<boolean> {
  return page
    .evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return false;
      await navigator.serviceWorker.ready;
      if (navigator.serviceWorker.controller) return true;
      return new Promise<boolean>((resolve) => {
        navigator.serviceWorker.addEventListener('controllerchange', () => resolve(true), { once: true });
        setTimeout(() => resolve(Boolean(navigator.serviceWorker.controller)), 15_000);
      });
    })
    .catch(() => false);
}

/** One run of a route: first (cold) visit, warm-up visit, measured visit; each throttled. */
async function repeatRun(
  options: BenchOptions,
  route: string,
  storage: StorageState,
): Promise<{ first: VisitSample; repeat: VisitSample }> {
  const url = `${options.siteUrl}${route}`;
  const selector = readySelectors[route] ?? 'main *';
  const context = await phoneContext(options.browser, storage);
  try {
    await context.addInitScript(watchReady, selector);
    const cold = await visit(context, url, true);
    await settle(cold.page, selector);
    const first = await readVisit(cold.page, cold.errors);
    await workerInControl(cold.page);
    await cold.page.close();
    // The second visit writes the kept answers (and finds the worker in control, when there is one).
    const warm = await visit(context, url, true);
    await settle(warm.page, selector);
    await warm.page.close();
    const tracePath = options.traceDir && join(options.traceDir, `${route.replace(/\W+/g, '_')}-${Date.now()}.json`);
    const measured = await visit(context, url, true, async (page) => {
      if (!tracePath) return;
      await options.browser.startTracing(page, { path: tracePath, screenshots: false });
      // Tracing's own start-up work lands in the first second: keep it out of the measured visit.
      await page.waitForTimeout(1000);
    });
    await settle(measured.page, selector);
    if (tracePath) {
      await options.browser.stopTracing();
      options.log?.(`trace of ${route}: ${tracePath}`);
    }
    const repeat = await readVisit(measured.page, measured.errors);
    return { first, repeat: { ...repeat, pageErrors: repeat.pageErrors + warm.errors.length } };
  } finally {
    await context.close();
  }
}

/** The repeat-visit benchmark over `options.routes`, `runs` runs each. */
export async function measureRepeatVisits(
  options: BenchOptions & { runs: number; serviceWorkerNetwork: boolean },
): Promise<RepeatVisitReport> {
  const storage = new Map<string, StorageState>();
  const routes: RepeatVisitRow[] = [];
  for (const route of options.routes) {
    const first: VisitSample[] = [];
    const repeat: VisitSample[] = [];
    for (let run = 0; run < options.runs; run++) {
      try {
        const result = await repeatRun(options, route, await storageFor(options, route, storage));
        first.push(result.first);
        repeat.push(result.repeat);
      } catch (error) {
        // A visit that never loads is a miss of the route, not the end of the benchmark.
        options.log?.(`${route} run ${run + 1}: ${(error as Error).message.split('\n')[0]}`);
        const failed: VisitSample = { lcpMs: Number.NaN, dataDrawnMs: Number.NaN, controlled: false, pageErrors: 0 };
        first.push(failed);
        repeat.push(failed);
      }
    }
    const row = summariseRepeatVisits(route, first, repeat);
    options.log?.(
      `repeat visit ${route}: first LCP ${ms(row.firstLcpMs)} ms, repeat LCP ${ms(row.repeatLcpMs)} ms, data ${ms(row.repeatDataDrawnMs)} ms`,
    );
    routes.push(row);
  }
  return {
    generatedAt: new Date().toISOString(),
    protocol: 'h2',
    throttling: { network: slow4G, cpu: cpuThrottling, serviceWorkerNetwork: options.serviceWorkerNetwork },
    gate: repeatVisitGate,
    runsPerRoute: options.runs,
    routes,
  };
}

/** What the page shows now, for classifyOffline. */
async function readOffline(page: Page, route: string, navigationFailed: boolean, errors: string[]): Promise<OfflineSample> {
  const empty: OfflineSample = {
    navigationFailed: true,
    mainText: '',
    busyVisible: 0,
    pageErrors: errors,
    dataShown: false,
    bodyText: '',
    heading: '',
    controlled: false,
  };
  if (navigationFailed || page.url().startsWith('chrome-error:')) return empty;
  const seen = await page.evaluate(
    ([busy, ready]) => {
      const visible = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 1 && box.height > 1 && getComputedStyle(element).visibility !== 'hidden';
      };
      // The text a person sees in <main>: not inside a placeholder, not visually hidden, not hidden.
      const main = document.querySelector('main');
      let mainText = '';
      if (main) {
        const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const parent = node.parentElement;
          if (!parent || parent.closest(`${busy}, .visually-hidden, [hidden], [aria-hidden="true"]`) || !visible(parent)) continue;
          mainText += node.textContent ?? '';
        }
      }
      const loadingStatus = [...document.querySelectorAll('[role="status"]')].filter(
        (element) => visible(element) && /^\s*(Carregando|Atualizando)\b/.test((element as HTMLElement).innerText),
      );
      return {
        mainText: mainText.replace(/\s+/g, ' ').trim(),
        busyVisible: [...document.querySelectorAll(busy)].filter(visible).length + loadingStatus.length,
        dataShown: [...document.querySelectorAll(ready)].some(visible),
        bodyText: document.body?.innerText ?? '',
        heading: document.querySelector('h1')?.textContent?.trim() ?? '',
        controlled: Boolean(navigator.serviceWorker?.controller),
      };
    },
    [busySelector, readySelectors[route] ?? 'main *'] as const,
  );
  return { ...seen, navigationFailed: false, pageErrors: errors };
}

/** The offline check over `options.routes`: one online visit each, then the route again offline. */
export async function checkOffline(options: BenchOptions): Promise<OfflineReport> {
  const storage = new Map<string, StorageState>();
  const routes: OfflineRow[] = [];
  for (const route of options.routes) {
    const url = `${options.siteUrl}${route}`;
    const selector = readySelectors[route] ?? 'main *';
    const context = await phoneContext(options.browser, await storageFor(options, route, storage));
    try {
      const online = await visit(context, url, false);
      await settle(online.page, selector);
      await workerInControl(online.page);
      await online.page.close();
      await context.setOffline(true);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      let navigationFailed = false;
      await page.goto(url, { waitUntil: 'commit', timeout: visitTimeoutMs }).catch(() => {
        navigationFailed = true;
      });
      await page.waitForTimeout(offlineWaitMs);
      const row = classifyOffline(route, await readOffline(page, route, navigationFailed, errors));
      options.log?.(`offline ${route}: ${row.misses.length ? row.misses.join('; ') : 'ok'}`);
      routes.push(row);
    } finally {
      await context.close();
    }
  }
  return { generatedAt: new Date().toISOString(), waitMs: offlineWaitMs, routes };
}

/** Chromium for both benchmarks: the audit's flags, the self-signed certificate accepted, and a CDP port
 *  of its own for throttling service workers. */
export async function launchBenchChromium(cdpPort: number): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // Playwright starts it headless itself.
    args: [
      ...headlessChromeFlags.filter((flag) => flag !== '--headless'),
      // The self-signed certificate taken as valid: without it Chromium refuses to register a worker ("An SSL
      // certificate error occurred when fetching the script"), even with the context's ignoreHTTPSErrors; and
      // unlike --ignore-certificate-errors, the HTTP cache works as it does from a CDN (scripts/tls.ts).
      `--ignore-certificate-errors-spki-list=${spkiHash(selfSignedCertificate().cert)}`,
      `--remote-debugging-port=${cdpPort}`,
    ],
  });
}

/** Writes a report's .json and .md into reports/ and returns the table. */
function writeReport(name: string, report: object, table: string): string {
  const root = new URL('..', import.meta.url).pathname;
  mkdirSync(join(root, 'reports'), { recursive: true });
  // NaN (no figure) is written as null.
  writeFileSync(join(root, `reports/${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(root, `reports/${name}.md`), table);
  return table;
}

/** Which parts missed their gate, for the exit code. */
export interface BenchOutcome {
  repeatVisit?: RepeatVisitReport;
  offline?: OfflineReport;
  missed: string[];
}

/**
 * Runs the parts asked for in their own Chromium (one at a time with the audit's), against a running
 * site and demo API, writes their reports and answers what missed a gate.
 */
export async function runRepeatVisitBenchmarks(options: {
  siteUrl: string;
  apiRequest: BenchOptions['apiRequest'];
  routes?: readonly string[] | undefined;
  runs?: number | undefined;
  repeatVisit?: boolean | undefined;
  offline?: boolean | undefined;
  cdpPort?: number | undefined;
  log?: ((line: string) => void) | undefined;
  traceDir?: string | undefined;
}): Promise<BenchOutcome> {
  const cdpPort = options.cdpPort ?? Number(process.env.BENCH_CDP_PORT ?? 5412);
  if (options.traceDir) mkdirSync(options.traceDir, { recursive: true });
  const browser = await launchBenchChromium(cdpPort);
  const outcome: BenchOutcome = { missed: [] };
  let stopThrottling: (() => void) | undefined;
  try {
    const base = {
      browser,
      siteUrl: options.siteUrl,
      apiRequest: options.apiRequest,
      routes: options.routes ?? dataRoutes,
      log: options.log,
      traceDir: options.traceDir,
    };
    if (options.repeatVisit !== false) {
      stopThrottling = await throttleServiceWorkers(cdpPort).catch((error: Error) => {
        options.log?.(`service workers' requests will not be throttled: ${error.message}`);
        return undefined;
      });
      const report = await measureRepeatVisits({ ...base, runs: options.runs ?? 3, serviceWorkerNetwork: stopThrottling !== undefined });
      console.log(writeReport('repeat-visit', report, repeatVisitMarkdown(report)));
      outcome.repeatVisit = report;
      const missed = report.routes.filter((r) => r.misses.length).map((r) => r.route);
      if (missed.length) outcome.missed.push(`repeat visit: ${missed.join(', ')}`);
      stopThrottling?.();
      stopThrottling = undefined;
    }
    if (options.offline !== false) {
      const report = await checkOffline(base);
      console.log(writeReport('offline', report, offlineMarkdown(report)));
      outcome.offline = report;
      const missed = report.routes.filter((r) => r.misses.length).map((r) => r.route);
      if (missed.length) outcome.missed.push(`offline: ${missed.join(', ')}`);
    }
  } finally {
    stopThrottling?.();
    await browser.close();
  }
  // Throttled timings on a busy machine run high: say so rather than let them mislead.
  const [load] = loadavg();
  if (load! >= availableParallelism())
    console.warn(
      `Note: load average ${load!.toFixed(1)} on ${availableParallelism()} CPUs during the run; timings run high on a busy machine.`,
    );
  return outcome;
}

// Run alone (npm run bench:repeat): the demo API and the built site over HTTP/2 + TLS on ports of their own.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [{ startDemoApi }, { loopbackOrigins }, { demoConfig, startStaticServer }] = await Promise.all([
    import('../demo-api/start.ts'),
    import('../demo-api/lib/access.ts'),
    import('./serve.ts'),
  ]);
  const arg = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > -1 ? process.argv[at + 1] : undefined;
  };
  const tls = selfSignedCertificate();
  const sitePort = Number(process.env.BENCH_PORT ?? 5410);
  const api = await startDemoApi({
    port: Number(process.env.BENCH_API_PORT ?? 5411),
    tls,
    allowedOrigins: loopbackOrigins(sitePort, 'https'),
  });
  const site = await startStaticServer({ port: sitePort, config: demoConfig(api.url), tls });
  let outcome: BenchOutcome;
  try {
    outcome = await runRepeatVisitBenchmarks({
      siteUrl: site.url,
      apiRequest: (path, init) => api.api.app.request(path, init),
      routes: arg('routes')?.split(','),
      runs: Number(arg('runs') ?? 3),
      repeatVisit: !process.argv.includes('--no-repeat-visit'),
      offline: !process.argv.includes('--no-offline'),
      log: (line) => process.stderr.write(`${line}\n`),
      traceDir: arg('trace'),
    });
  } finally {
    await Promise.allSettled([site.close(), api.close()]);
  }
  if (outcome.missed.length) console.error(`Gates missed: ${outcome.missed.join('; ')}`);
  process.exit(outcome.missed.length && !process.argv.includes('--report-only') ? 1 : 0);
}
