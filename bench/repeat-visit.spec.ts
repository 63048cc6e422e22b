// `npm run bench:repeat`: the repeat visit of the signed-in data screens (docs/performance.md, "Repeat
// visits"): per route and run, in a fresh phone context with service workers allowed, a cold first visit
// (its figures are the comparison), a second visit (kept answers written, the worker in control when there
// is one), then the measured visit: navigation start → LCP, and → the screen's data drawn; each throttled
// through CDP as Lighthouse's mobile preset, the worker's own requests too. Median of the runs; gate: both
// ≤ 1 s. Writes reports/repeat-visit.json and .md; options: bench/run.ts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { benchPorts } from '../playwright.bench.config.ts';
import {
  repeatVisitGate,
  repeatVisitHeader,
  repeatVisitLine,
  repeatVisitMarkdown,
  summariseRepeatVisits,
  type RepeatVisitReport,
  type RepeatVisitRow,
  type VisitSample,
} from './repeat-visit.ts';
import { phoneContext, storageFor, throttledVisit as visit, visitTimeoutMs, type StorageState } from './page-visits.ts';
import { cpuSlowdown, dataRoutes, readySelectors, slow4G, writeReport } from './settings.ts';

const routes = process.env.BENCH_ROUTES?.split(',') ?? dataRoutes;
const runs = Number(process.env.BENCH_RUNS ?? 3);
const traceDir = process.env.BENCH_TRACE_DIR;

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

/** What the workers' throttling answers: a switch for the visits that are not measured, and its end. */
interface WorkerThrottling {
  /** Throttled (the default) or at full speed; applies to the workers running and to those that start later. */
  set(throttled: boolean): void;
  stop(): void;
}

/** The conditions of a worker's requests while it is not throttled. */
const fullSpeed = { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 };

/**
 * Page-level network emulation does not reach a service worker's own requests (its fetch() of a
 * network-first answer leaves at full speed). A browser-level CDP connection attaches to each worker
 * as it starts, paused, and throttles it before it runs.
 */
async function throttleServiceWorkers(cdpPort: number): Promise<WorkerThrottling> {
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
  const workers = new Set<string>();
  let conditions: object = slow4G;
  ws.addEventListener('message', (message) => {
    const event = JSON.parse(String(message.data)) as {
      method?: string;
      params?: { sessionId: string; targetInfo: { type: string } };
    };
    if (event.method === 'Target.detachedFromTarget' && event.params) workers.delete(event.params.sessionId);
    if (event.method !== 'Target.attachedToTarget' || !event.params) return;
    const { sessionId, targetInfo } = event.params;
    if (targetInfo.type === 'service_worker') {
      workers.add(sessionId);
      send('Network.emulateNetworkConditions', conditions, sessionId);
    }
    // Whatever was attached waits for us: let it run (after the throttling, sent first on the same session).
    send('Runtime.runIfWaitingForDebugger', {}, sessionId);
  });
  send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: true,
    filter: [{ type: 'service_worker', exclude: false }, { exclude: true }],
  });
  return {
    set(throttled) {
      conditions = throttled ? slow4G : fullSpeed;
      for (const sessionId of workers) send('Network.emulateNetworkConditions', conditions, sessionId);
    },
    stop: () => ws.close(),
  };
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

/**
 * Waits (up to 15 s) until a registered worker is active, so the next visit is in its control; false when
 * there is none. Not until it controls this page: the worker does not claim the page that installed it
 * (docs/offline.md), so that wait ran to its cap on every run, 15 s each.
 */
async function workerActive(page: Page): Promise<boolean> {
  return page
    .evaluate(async () => {
      if (!('serviceWorker' in navigator)) return false;
      const registration = await navigator.serviceWorker.getRegistration();
      if (!registration) return false;
      return Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(Boolean(registration.active)), 15_000)),
      ]);
    })
    .catch(() => false);
}

/** One run of a route: first (cold) visit, warm-up visit, measured visit; each throttled. */
async function repeatRun(
  browser: Browser,
  route: string,
  storage: StorageState,
  workers: WorkerThrottling | undefined,
): Promise<{ first: VisitSample; repeat: VisitSample }> {
  const selector = readySelectors[route as keyof typeof readySelectors] ?? 'main *';
  const context = await phoneContext(browser, { storageState: storage });
  try {
    await context.addInitScript(watchReady, selector);
    const cold = await visit(context, route);
    await settle(cold.page, selector);
    const first = await readVisit(cold.page, cold.errors);
    // Between the first visit's figures and the measured visit nothing is measured: the worker finishes its
    // precache and the second visit runs at full speed (under slow 4G they took ~8 s of each run), and the
    // worker is throttled again before the measured visit.
    workers?.set(false);
    await workerActive(cold.page);
    await cold.page.close();
    // The second visit writes the kept answers (and finds the worker in control, when there is one).
    const warm = await visit(context, route, undefined, { throttled: false });
    await settle(warm.page, selector);
    await warm.page.close();
    workers?.set(true);
    const tracePath = traceDir && join(traceDir, `${route.replace(/\W+/g, '_')}-${Date.now()}.json`);
    const measured = await visit(context, route, async (page) => {
      if (!tracePath) return;
      await browser.startTracing(page, { path: tracePath, screenshots: false });
      // Tracing's own start-up work lands in the first second: keep it out of the measured visit.
      await page.waitForTimeout(1000);
    });
    await settle(measured.page, selector);
    if (tracePath) await browser.stopTracing();
    const repeat = await readVisit(measured.page, measured.errors);
    return { first, repeat: { ...repeat, pageErrors: repeat.pageErrors + warm.errors.length } };
  } finally {
    await context.close();
  }
}

test('repeat visits of the signed-in data routes', async ({ browser }) => {
  const workers = await throttleServiceWorkers(benchPorts.cdp).catch((error: Error) => {
    console.warn(`service workers' requests will not be throttled: ${error.message}`);
    return undefined;
  });
  const storage = new Map<string, StorageState>();
  const rows: RepeatVisitRow[] = [];
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  console.log(repeatVisitHeader);
  try {
    for (const route of routes)
      await test.step(route, async () => {
        const first: VisitSample[] = [];
        const repeat: VisitSample[] = [];
        for (let run = 0; run < runs; run++) {
          try {
            const result = await repeatRun(browser, route, await storageFor(browser, route, storage), workers);
            first.push(result.first);
            repeat.push(result.repeat);
          } catch (error) {
            // A visit that never loads is a miss of the route, not the end of the benchmark.
            console.warn(`${route} run ${run + 1}: ${(error as Error).message.split('\n')[0]}`);
            const failed: VisitSample = { lcpMs: Number.NaN, dataDrawnMs: Number.NaN, controlled: false, pageErrors: 0 };
            first.push(failed);
            repeat.push(failed);
          }
        }
        const row = summariseRepeatVisits(route, first, repeat);
        rows.push(row);
        // Each route as it is measured: a full run takes minutes.
        console.log(repeatVisitLine(row));
      });
  } finally {
    workers?.stop();
  }
  const report: RepeatVisitReport = {
    generatedAt: new Date().toISOString(),
    protocol: 'h2',
    throttling: { network: slow4G, cpu: cpuSlowdown, serviceWorkerNetwork: workers !== undefined },
    gate: repeatVisitGate,
    runsPerRoute: runs,
    routes: rows,
  };
  console.log(writeReport('repeat-visit', report, repeatVisitMarkdown(report)));
  // A missed gate fails the run (exit 1), unless only the report was asked for (--report-only).
  if (!process.env.BENCH_REPORT_ONLY) expect(rows.flatMap((r) => r.misses.map((miss) => `${r.route}: ${miss}`))).toEqual([]);
});
