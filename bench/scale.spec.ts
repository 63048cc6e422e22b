// `npm run bench:scale`: how four screens cost as a big client's data grows (docs/performance.md, "Scale (a
// big client's data)"). /debitos, /pedidos, the cart and the search of /produtos, each at a small and a large
// N: the debts and orders cloned from the demo API's own answers and fed through page.route, the cart's lines
// seeded in localStorage, the catalogue pages written where the kept answers live (bench/scale.ts). Each visit
// is a fresh context signed in, a 360×740 window and 4× CPU from navigation on; it reads when the data is
// drawn, the long tasks until it has settled, the DOM, the JS heap, then times the screen's taps. Sizes
// alternate within each run; writes reports/bench-scale.json and .md. Options: bench/run.ts.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, request, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import type { Debt } from '../src/lib/api/debts.ts';
import type { OrdersResponseWire } from '../src/lib/api/orders.ts';
import { stripAccents } from '../src/lib/domain/text.ts';
import { keptCaches, localKeys } from '../src/lib/storage-keys.ts';
import { benchUrls } from '../playwright.bench.config.ts';
import { phoneWindow, storageFor, visitTimeoutMs, type StorageState } from './page-visits.ts';
import {
  keptCatalogue,
  keptCataloguePages,
  keptEntryId,
  keptEntryUrl,
  scaleDebts,
  scaleGoals,
  scaleMarkdown,
  scaleMisses,
  scaleOrders,
  scaleScreens,
  searchDebounceMs,
  sessionOf,
  summariseScreen,
  withCartLines,
  type CataloguePageTemplate,
  type ScaleReport,
  type ScaleSample,
  type ScaleScreen,
  type TapSample,
} from './scale.ts';
import { cpuSlowdown, currentCommit, phoneViewport, writeReport } from './settings.ts';

const runs = Number(process.env.BENCH_RUNS ?? 3);
const routes = process.env.BENCH_ROUTES?.split(',');
/** Where a Chromium performance trace of each visit goes (`-- --trace DIR`), from navigation until settled. */
const traceDir = process.env.BENCH_TRACE_DIR;
const screens = scaleScreens.filter((screen) => !routes || routes.includes(screen.route));

/** How long a tap's change may take to show before the visit counts as failed. */
const TAP_TIMEOUT_MS = 15_000;
/** Pause between keystrokes, about a thumb's pace (bench/responsiveness.spec.ts). */
const KEY_DELAY_MS = 120;
/** What the search is timed on: a brand the demo's catalogue has on several pages. */
const query = 'brahma';

/** What a tap changes, seen in the DOM: at least `atLeast` elements match, or the box shows `value`. */
type Change = { selector: string; atLeast: number } | { selector: string; value: string };

interface Armed {
  inputType: 'pointerdown' | 'keydown';
  since: number;
  /** The last such input event before the change showed (its timeStamp). */
  inputAt?: number;
  /** When the frame that showed the change had been painted. */
  paintedAt?: number;
}

interface ScaleRecorder {
  drawnAt?: number;
  tasks: Array<{ start: number; duration: number }>;
  events: Array<{ start: number; duration: number }>;
  armed?: Armed;
}
type ScaleWindow = Window & { __scale?: ScaleRecorder };

/**
 * Records, from the first byte of the document: its long tasks and Event Timing entries, the input events a
 * tap is timed from, and when `selector` is first drawn (the frame after it appears). Runs in the page.
 */
function watchScale(selector: string) {
  const recorder: ScaleRecorder = { tasks: [], events: [] };
  (window as ScaleWindow).__scale = recorder;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) recorder.tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceEventTiming[])
      if (entry.interactionId > 0) recorder.events.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  for (const type of ['pointerdown', 'keydown'] as const)
    addEventListener(
      type,
      (event) => {
        const armed = recorder.armed;
        if (armed?.inputType === type && armed.paintedAt === undefined) armed.inputAt = event.timeStamp;
      },
      { capture: true },
    );
  let pending = false;
  const observer = new MutationObserver(() => check());
  const check = () => {
    if (pending || !document.querySelector(selector)) return;
    pending = true;
    observer.disconnect();
    requestAnimationFrame(() => (recorder.drawnAt = performance.now()));
  };
  observer.observe(document, { childList: true, subtree: true, attributes: true });
  document.addEventListener('DOMContentLoaded', check);
}

/**
 * Arms the timing of the next tap: each frame from its input on checks whether `change` shows; the frame that
 * shows it is timed once painted (a task queued from its animation frame runs after its rendering). Runs in the page.
 */
function arm([change, inputType]: [Change, Armed['inputType']]) {
  const recorder = (window as ScaleWindow).__scale!;
  const matching = () => document.querySelectorAll(change.selector);
  const shows = () =>
    'value' in change ? (matching()[0] as HTMLInputElement | undefined)?.value === change.value : matching().length >= change.atLeast;
  if (shows()) throw new Error(`${JSON.stringify(change)} shows before the tap`);
  const armed: Armed = { inputType, since: performance.now() };
  recorder.armed = armed;
  const frame = () => {
    if (armed.inputAt === undefined || !shows()) return void requestAnimationFrame(frame);
    const channel = new MessageChannel();
    channel.port1.onmessage = () => (armed.paintedAt = performance.now());
    channel.port2.postMessage(null);
  };
  requestAnimationFrame(frame);
}

/** Waits for a quiet network, then a second of calm (bench/repeat-visit.spec.ts). */
async function settle(page: Page, calmMs = 1000): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: visitTimeoutMs }).catch(() => undefined);
  await page.waitForTimeout(calmMs);
}

/**
 * Times one tap: `act` makes it (a click, typing), `change` is what it shows. `debounceMs` is left out of
 * the figure (the search's pause after typing is the screen's design, not its work).
 */
async function timeTap(
  page: Page,
  change: Change,
  act: () => Promise<void>,
  { inputType = 'pointerdown', debounceMs = 0 }: { inputType?: Armed['inputType']; debounceMs?: number } = {},
) {
  await page.evaluate(arm, [change, inputType] as [Change, Armed['inputType']]);
  await act();
  await page.waitForFunction(() => (window as ScaleWindow).__scale?.armed?.paintedAt !== undefined, null, {
    timeout: TAP_TIMEOUT_MS,
    polling: 100,
  });
  // Event Timing reports an interaction after its next paint: a moment lets the last entries in.
  await page.waitForTimeout(500);
  const { inputAt, paintedAt, since, events, tasks } = await page.evaluate(() => {
    const { armed, events, tasks } = (window as ScaleWindow).__scale!;
    return { ...armed!, events, tasks };
  });
  const sinceInput = paintedAt! - inputAt!;
  const longest = (entries: Array<{ start: number; duration: number }>) =>
    Math.max(0, ...entries.filter((e) => e.start >= since).map((e) => e.duration));
  const sample: TapSample = { inputToPaintMs: sinceInput - debounceMs, eventTimingMs: longest(events), longestTaskMs: longest(tasks) };
  return { sample, sinceInput };
}

/** A tap's sample when its control is not drawn (a build that draws the whole list at once). */
const notDrawn: TapSample = { inputToPaintMs: Number.NaN, eventTimingMs: Number.NaN };

async function tapped(page: Page, control: Locator, change: Change): Promise<TapSample> {
  const handle = await control.elementHandle({ timeout: TAP_TIMEOUT_MS });
  const { sample } = await timeTap(page, change, () => handle.click());
  await settle(page, 300);
  return sample;
}

const count = (page: Page, selector: string) => page.locator(selector).count();

/** Each screen's taps, in the order they are made; their names are those of bench/scale.ts's screens. */
const tapsOf: Record<ScaleScreen['route'], (page: Page, screen: ScaleScreen, large: boolean) => Promise<Record<string, TapSample>>> = {
  async '/debitos'(page, screen, large) {
    const copied = await tapped(page, page.getByRole('button', { name: 'Copiar código PIX' }).first(), {
      selector: '.debt__digits--copied',
      atLeast: 1,
    });
    if (!large) return { 'Copiar código PIX': copied };
    const more = page.getByRole('button', { name: 'Mostrar mais débitos' });
    const shown = await count(page, screen.drawnSelector);
    return {
      'Copiar código PIX': copied,
      'Mostrar mais débitos': (await more.count())
        ? await tapped(page, more, { selector: screen.drawnSelector, atLeast: shown + 1 })
        : notDrawn,
    };
  },
  async '/pedidos'(page, screen) {
    const first = page.locator(screen.drawnSelector).first();
    return {
      'Ver detalhes': await tapped(page, first.getByRole('button', { name: /^Ver detalhes/ }), {
        selector: `${screen.drawnSelector}:first-child .order-details`,
        atLeast: 1,
      }),
    };
  },
  async '/pedidos/carrinho'(page, screen, large) {
    const taps: Record<string, TapSample> = {};
    if (large) {
      // Every build draws 10 lines first and this button for the rest.
      const shown = await count(page, screen.drawnSelector);
      taps['Ver todos os itens'] = await tapped(page, page.getByRole('button', { name: /^Ver todos os itens/ }), {
        selector: screen.drawnSelector,
        atLeast: shown + 1,
      });
    }
    // A line copied from the first (stock 99, 1 box: bench/scale.ts › scaleCartLines).
    const name = 'Quantidade de Produto retirado 1';
    const group = page.getByRole('group', { name, exact: true });
    taps['+'] = await tapped(page, group.getByRole('button', { name: /^Aumentar/ }), {
      selector: `[role="group"][aria-label="${name}"] input`,
      value: '2',
    });
    return taps;
  },
  async '/produtos'(page) {
    // The demo's client has an order on its way: the catalogue first asks whether this is another.
    const dialog = page.getByRole('dialog', { name: 'Pedido com entrega programada' });
    if (await dialog.isVisible()) {
      await dialog.getByRole('button', { name: 'Continuar' }).click();
      await dialog.waitFor({ state: 'hidden' });
    }
    // Focusing the field fetches the search's code: a user's tap before typing, not timed.
    await page.getByLabel('Buscar produtos').click();
    await settle(page, 300);
    const results = 'ul[aria-label="Produtos encontrados"] > li';
    const typed = () => page.keyboard.type(query, { delay: KEY_DELAY_MS });
    const { sample, sinceInput } = await timeTap(page, { selector: results, atLeast: 1 }, typed, {
      inputType: 'keydown',
      debounceMs: searchDebounceMs,
    });
    // The service's own results join the device's: the count once both are in ('N produtos encontrados').
    await settle(page);
    const status = await page
      .getByRole('status')
      .filter({ hasText: /encontrado/ })
      .textContent();
    const found = Number(/\d+/.exec(status ?? '')?.[0] ?? 0);
    return { 'Buscar produtos': { ...sample, resultsAfterLastKeyMs: sinceInput, results: found } };
  },
};

/** What the visits are made from: the signed-in storage, a cart with a line, and the demo API's own answers. */
interface Seeds {
  session: StorageState;
  cart: StorageState;
  /** Whose answers the page keeps (user/company), and the company. */
  scope: string;
  clientCode: string;
  answers: Record<'/debitos' | '/pedidos', (n: number) => string>;
  cataloguePages: CataloguePageTemplate[];
}

const storedValue = (state: StorageState, key: string) => {
  const value = state.origins.find((o) => o.origin === benchUrls.site)?.localStorage.find((entry) => entry.name === key)?.value;
  if (!value) throw new Error(`nothing stored under ${key}`);
  return value;
};

/** The storage with one localStorage value replaced. */
const withStored = (state: StorageState, key: string, value: string): StorageState => ({
  ...state,
  origins: state.origins.map((o) => ({
    ...o,
    localStorage: o.localStorage.map((entry) => (entry.name === key ? { ...entry, value } : entry)),
  })),
});

/** Signs in (and fills a cart) as the other benchmarks do, then reads the demo API's answers the visits clone. */
async function readSeeds(browser: Browser): Promise<Seeds> {
  const storage = new Map<string, StorageState>();
  const session = await storageFor(browser, '/debitos', storage);
  const cart = await storageFor(browser, '/pedidos/carrinho', storage);
  const { scope, clientCode, token } = sessionOf(storedValue(session, localKeys.session));
  // The lab's certificate is Chromium's to trust (its SPKI flag); this Node-side reader takes it as it is.
  const api = await request.newContext({ ignoreHTTPSErrors: true, extraHTTPHeaders: { Authorization: `Bearer ${token}` } });
  try {
    const read = async <T>(path: string, headers: Record<string, string> = {}): Promise<T> => {
      const answer = await api.get(`${benchUrls.api}${path}`, { headers });
      if (!answer.ok()) throw new Error(`${path}: ${answer.status()} ${await answer.text()}`);
      return (await answer.json()) as T;
    };
    const debts = await read<Debt[]>('/client-api/client/my-debits');
    // The history as /pedidos first asks for it (45 days, every type).
    const orders = await read<OrdersResponseWire>('/client-api/client/my-updated-orders?dias_pedido=45&type=todos');
    // Every page of every category, as the catalogue's lists read them: the device's kept pages are copies of these.
    const cataloguePages: CataloguePageTemplate[] = [];
    for (const { name } of await read<Array<{ name: string }>>('/products-api/images/segments', { 'client-code': clientCode })) {
      const category = stripAccents(name);
      for (let page = 1; ; page += 1) {
        const answer = await read<CataloguePageTemplate['answer']>('/products-api/catalog/products', {
          'client-code': clientCode,
          category,
          'per-page': '24',
          'current-page': String(page),
        });
        cataloguePages.push({ category, page, answer });
        if (page >= answer.lastPage) break;
      }
    }
    return {
      session,
      cart,
      scope,
      clientCode,
      answers: { '/debitos': (n) => JSON.stringify(scaleDebts(debts, n)), '/pedidos': (n) => JSON.stringify(scaleOrders(orders, n)) },
      cataloguePages,
    };
  } finally {
    await api.dispose();
  }
}

/** The API calls each screen's answer replaces (/client/my-orders too, should /pedidos ever read it). */
const answered: Record<'/debitos' | '/pedidos', RegExp> = {
  '/debitos': /\/client-api\/client\/my-debits(\?|$)/,
  '/pedidos': /\/client-api\/client\/my-(updated-)?orders(\?|$)/,
};

/** Answers the screen's reads with `body`: the demo API's own answer (status, CORS, date) with the big client's data. */
async function routeAnswers(context: BrowserContext, pattern: RegExp, body: string): Promise<void> {
  await context.route(pattern, async (route) => {
    if (route.request().method() !== 'GET') return route.fallback();
    const response = await route.fetch();
    // The body is replaced: its length and encoding are no longer the original's.
    const headers = Object.fromEntries(
      Object.entries(response.headers()).filter(([name]) => name !== 'content-length' && name !== 'content-encoding'),
    );
    await route.fulfill({ response, headers, body });
  });
}

/** Writes `n` catalogue pages where the kept answers live, as the page's own reads would have kept them. */
async function keepCataloguePages(context: BrowserContext, seeds: Seeds, n: number): Promise<void> {
  const entries = keptCataloguePages(seeds.cataloguePages, n, seeds.clientCode).map(({ headers, text }) => ({
    url: keptEntryUrl(benchUrls.site, keptEntryId(seeds.scope, keptCatalogue.endpoint, keptCatalogue.service, headers)),
    text,
  }));
  const page = await context.newPage();
  try {
    // The bare config file: a page of the portal would run its scripts first.
    await page.goto('/config.json');
    await page.evaluate(
      async ([name, entries]) => {
        const cache = await caches.open(name);
        for (const { url, text } of entries)
          await cache.put(url, new Response(text, { headers: { 'x-kept-at': String(Date.now()), 'x-kept-chars': String(text.length) } }));
      },
      [keptCaches.answers, entries] as const,
    );
  } finally {
    await page.close();
  }
}

const failedSample = (n: number, error: unknown): ScaleSample => ({
  n,
  drawnMs: Number.NaN,
  longTaskTotalMs: Number.NaN,
  longestTaskMs: Number.NaN,
  longTasks: Number.NaN,
  domElements: Number.NaN,
  heapMb: Number.NaN,
  taps: {},
  pageErrors: 0,
  failed: error instanceof Error ? error.message.split('\n')[0]! : String(error),
});

/** One visit of a screen at `n`: a fresh context, its data set up, then measured at 4× CPU from navigation on. */
async function visit(browser: Browser, seeds: Seeds, screen: ScaleScreen, size: 'small' | 'large'): Promise<ScaleSample> {
  const n = screen.sizes[size];
  const storageState =
    screen.route === '/pedidos/carrinho'
      ? withStored(seeds.cart, localKeys.cart, withCartLines(storedValue(seeds.cart, localKeys.cart), n))
      : seeds.session;
  // No viewport: the window is resized instead (page-visits.ts › phoneWindow). No worker: every read reaches
  // page.route. The page takes the lab's certificate from Chromium's SPKI flag; route.fetch(), made from Node,
  // needs ignoreHTTPSErrors (which changes nothing for the page: it meets no certificate error to ignore).
  const context = await browser.newContext({
    baseURL: benchUrls.site,
    viewport: null,
    ignoreHTTPSErrors: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers: 'block',
    storageState,
  });
  try {
    if (screen.route === '/debitos') {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: benchUrls.site });
      await routeAnswers(context, answered['/debitos'], seeds.answers['/debitos'](n));
    }
    if (screen.route === '/pedidos') await routeAnswers(context, answered['/pedidos'], seeds.answers['/pedidos'](n));
    if (screen.route === '/produtos') await keepCataloguePages(context, seeds, n);
    await context.addInitScript(watchScale, screen.drawnSelector);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await phoneWindow(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    const tracePath = traceDir && join(traceDir, `${screen.route.replace(/\W+/g, '_')}-${size}-${Date.now()}.json`);
    if (tracePath) await browser.startTracing(page, { path: tracePath, screenshots: false });
    await page.goto(screen.route, { waitUntil: 'load', timeout: visitTimeoutMs });
    await page.waitForFunction(() => (window as ScaleWindow).__scale?.drawnAt !== undefined, null, {
      timeout: visitTimeoutMs,
      polling: 100,
    });
    await settle(page);
    if (tracePath) await browser.stopTracing();
    const load = await page.evaluate(() => {
      const { drawnAt, tasks } = (window as ScaleWindow).__scale!;
      return { drawnAt: drawnAt!, tasks: tasks.map((task) => task.duration), domElements: document.getElementsByTagName('*').length };
    });
    // What the page holds once drawn, not what it has yet to collect.
    const heapMb = async () => {
      await cdp.send('HeapProfiler.collectGarbage');
      return (await cdp.send('Runtime.getHeapUsage')).usedSize / 2 ** 20;
    };
    const heapDrawnMb = await heapMb();
    const taps = await tapsOf[screen.route](page, screen, size === 'large');
    return {
      n,
      drawnMs: load.drawnAt,
      longTaskTotalMs: load.tasks.reduce((total, duration) => total + duration, 0),
      longestTaskMs: Math.max(0, ...load.tasks),
      longTasks: load.tasks.length,
      domElements: load.domElements,
      heapMb: heapDrawnMb,
      taps,
      domElementsAfterTaps: await page.evaluate(() => document.getElementsByTagName('*').length),
      heapAfterTapsMb: await heapMb(),
      pageErrors: errors.length,
    };
  } catch (error) {
    return failedSample(n, error);
  } finally {
    await context.close();
  }
}

/** One visit on one line, as it is measured. */
function visitLine(screen: ScaleScreen, size: string, s: ScaleSample): string {
  if (s.failed) return `${screen.route} ${size} (${s.n}): FAILED: ${s.failed}`;
  const taps = Object.entries(s.taps)
    .map(([name, tap]) =>
      Number.isNaN(tap.inputToPaintMs)
        ? `${name}: not drawn`
        : `${name} ${Math.round(tap.inputToPaintMs)} ms${tap.results === undefined ? '' : ` (${tap.results} found)`}`,
    )
    .join(', ');
  const errors = s.pageErrors ? `; ${s.pageErrors} page error(s)` : '';
  return `${screen.route} ${size} (${s.n}): drawn ${Math.round(s.drawnMs)} ms, long tasks ${Math.round(s.longTaskTotalMs)} ms (longest ${Math.round(s.longestTaskMs)}), ${s.domElements} elements, ${s.heapMb.toFixed(1)} MB; ${taps}${errors}`;
}

test("four screens as a big client's data grows, small and large N alternating", async ({ browser }) => {
  if (traceDir) mkdirSync(traceDir, { recursive: true });
  const seeds = await test.step('signed in, the demo API read', () => readSeeds(browser));
  const samples = new Map(screens.map((screen) => [screen.route, { small: [] as ScaleSample[], large: [] as ScaleSample[] }]));
  for (let run = 0; run < runs; run += 1)
    for (const screen of screens)
      await test.step(`run ${run + 1}: ${screen.route}`, async () => {
        // Which size goes first alternates, so a host that slows down weighs on both.
        for (const size of run % 2 ? (['large', 'small'] as const) : (['small', 'large'] as const)) {
          const sample = await visit(browser, seeds, screen, size);
          samples.get(screen.route)![size].push(sample);
          console.log(visitLine(screen, size, sample));
        }
      });
  const rows = screens.map((screen) => summariseScreen(screen, samples.get(screen.route)!));
  const search = rows.find((row) => row.route === '/produtos');
  const found = (size: 'small' | 'large') =>
    Math.max(0, ...(search?.samples[size] ?? []).map((s) => s.taps['Buscar produtos']?.results ?? 0));
  const report: ScaleReport = {
    generatedAt: new Date().toISOString(),
    commit: currentCommit(),
    build: process.env.BENCH_DIST ?? 'dist/',
    cpuThrottling: cpuSlowdown,
    viewport: phoneViewport,
    runs,
    goals: scaleGoals,
    screens: rows,
  };
  console.log(writeReport('bench-scale', report, scaleMarkdown(report)));
  // A broken visit is no figure; and kept pages the search did not find would time the service alone.
  expect(
    rows.flatMap((row) => [...row.samples.small, ...row.samples.large].flatMap((s) => (s.failed ? [`${row.route}: ${s.failed}`] : []))),
  ).toEqual([]);
  if (search) expect(found('large'), 'the search finds more with 40 kept pages than with 1').toBeGreaterThan(found('small'));
  if (process.env.BENCH_STRICT)
    expect(rows.flatMap((row) => scaleMisses(row).map((miss) => `${row.route}: ${miss.goal} (${miss.figure})`))).toEqual([]);
});
