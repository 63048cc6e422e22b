// `npm run bench:cart`: how responsive editing quantities is on a slow phone, as a benchmark figure
// (not a timed test). With the CPU slowed 4×, a user changes quantities ~20 times on the product
// cards and then on a 10-line cart, with real clicks on − / + and real typing; the page itself
// records its long tasks and, through Event Timing, how long each interaction took to paint.
// Run alone it starts the demo API, the static server (over an existing build) and Chromium, and
// writes reports/responsiveness.json and reports/responsiveness.md.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type ElementHandle, type Page } from '@playwright/test';
import {
  checkQuantity,
  decreaseQuantity,
  increaseQuantity,
  parseQuantityInput,
  quantityCeiling,
  quantityFloor,
  type QuantityLimits,
} from '../src/lib/domain/cart-rules.ts';
import { localKeys } from '../src/lib/storage-keys.ts';

/** The figures of one scenario (milliseconds, rounded). */
export interface ResponsivenessScenario {
  name: string;
  interactions: number;
  longestTaskMs: number;
  longTasks: number;
  worstInteractionMs: number;
  p98InteractionMs?: number;
}

/** What `npm run bench:cart` writes to reports/responsiveness.json. */
export interface ResponsivenessReport {
  generatedAt: string;
  commit: string;
  cpuThrottling: number;
  scenarios: ResponsivenessScenario[];
  goals: { longestTaskMs: 50; worstInteractionMs: 100 };
}

export const responsivenessGoals = { longestTaskMs: 50, worstInteractionMs: 100 } as const;

const CPU_THROTTLING = 4;
/** A phone's screen: the cards stack in one column, as most clients see them. */
const VIEWPORT = { width: 360, height: 740 };
/** Pause between keystrokes, about a thumb's pace; back-to-back keys would queue behind each other. */
const KEY_DELAY_MS = 120;
const STEP_TIMEOUT_MS = 15_000;
const STORE_LOGIN = { username: '12345678909', password: 'Demo@123' };

// ---------------------------------------------------------------------------------------------
// Pure parts: what the page recorded → the figures.

/** One Event Timing entry, as recorded in the page. */
export interface EventSample {
  interactionId: number;
  duration: number;
}

/** What the page recorded while a scenario ran. */
export interface ScenarioSample {
  /** Durations of the `longtask` entries (each over 50 ms by definition). */
  longTasks: number[];
  /** Event Timing entries of at least 16 ms that belong to an interaction. */
  events: EventSample[];
  /** Interactions the browser counted meanwhile (performance.interactionCount), including those under 16 ms. */
  interactionCount?: number;
}

/** The duration of each interaction: the longest of its events (keydown/keyup, pointerup/click...). */
export function interactionDurations(events: readonly EventSample[]): number[] {
  const byId = new Map<number, number>();
  for (const { interactionId, duration } of events) {
    if (interactionId > 0) byId.set(interactionId, Math.max(byId.get(interactionId) ?? 0, duration));
  }
  return [...byId.values()];
}

/** Nearest-rank percentile (p in 0–100) of `values`; 0 for none. */
export function percentile(values: readonly number[], p: number): number {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(rank, 1)) - 1]!;
}

/**
 * The figures of one scenario. The 98th percentile needs at least 10 interactions to mean anything;
 * under 50 it is the worst one (nearest rank), as with INP.
 */
export function summariseScenario(name: string, sample: ScenarioSample): ResponsivenessScenario {
  const durations = interactionDurations(sample.events);
  const interactions = Math.max(durations.length, sample.interactionCount ?? 0);
  // Interactions under Event Timing's 16 ms threshold leave no entry: they rank as 0 ms.
  const all = [...durations, ...Array<number>(interactions - durations.length).fill(0)];
  const scenario: ResponsivenessScenario = {
    name,
    interactions,
    longestTaskMs: Math.round(Math.max(0, ...sample.longTasks)),
    longTasks: sample.longTasks.length,
    worstInteractionMs: Math.round(Math.max(0, ...all)),
  };
  if (interactions >= 10) scenario.p98InteractionMs = Math.round(percentile(all, 98));
  return scenario;
}

/** What a scenario misses of the goals (empty when it meets them). */
export function missedGoals(scenario: ResponsivenessScenario, goals = responsivenessGoals): string[] {
  const missed: string[] = [];
  if (scenario.longestTaskMs > goals.longestTaskMs) missed.push(`longest task > ${goals.longestTaskMs} ms`);
  if (scenario.worstInteractionMs > goals.worstInteractionMs) missed.push(`interaction > ${goals.worstInteractionMs} ms`);
  return missed;
}

/** The report as a short markdown table. */
export function responsivenessMarkdown(report: ResponsivenessReport): string {
  const { goals } = report;
  const rows = report.scenarios.map((s) => {
    const missed = missedGoals(s, goals);
    return `| ${s.name} | ${s.interactions} | ${s.longestTaskMs} | ${s.longTasks} | ${s.worstInteractionMs} | ${s.p98InteractionMs ?? '–'} | ${missed.length ? `no: ${missed.join(', ')}` : 'yes'} |`;
  });
  return [
    `Responsiveness at ${report.cpuThrottling}× CPU throttling, commit ${report.commit}: goals longest task ≤ ${goals.longestTaskMs} ms, interaction ≤ ${goals.worstInteractionMs} ms.`,
    '',
    '| scenario | interactions | longest task ms | long tasks | worst interaction ms | p98 ms | goal met? |',
    '|---|---:|---:|---:|---:|---:|---|',
    ...rows,
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The plan of changes: what the user does and the quantity each change must show.

/** A tap on − or +, or a quantity typed into the box. */
export type QuantityChange = { kind: 'minus' } | { kind: 'plus' } | { kind: 'type'; value: number };

/**
 * The quantity after a change, by the cart's rules. Typing goes keystroke by keystroke, like the
 * box does. A plan that would be refused ('Quantidade indisponível') is a mistake in the plan.
 */
export function quantityAfter(current: number, change: QuantityChange, limits: QuantityLimits): number {
  if (change.kind === 'plus') return increaseQuantity(current, limits);
  if (change.kind === 'minus') return decreaseQuantity(current, limits);
  const digits = String(change.value);
  let shown = current;
  for (let i = 1; i <= digits.length; i += 1) {
    const wanted = parseQuantityInput(digits.slice(0, i));
    const check = checkQuantity(wanted, limits);
    if (check.kind === 'refused')
      throw new Error(`typing ${digits} is refused at ${wanted} (stock ${limits.stock}, maximum ${limits.maximum ?? 'none'})`);
    shown = check.kind === 'remove' ? 0 : wanted;
  }
  return shown;
}

/** A wanted quantity brought inside what a line accepts, and at least `above` over its minimum. */
export function within(value: number, limits: QuantityLimits, above = 0): number {
  return Math.max(quantityFloor(limits) + above, Math.min(value, quantityCeiling(limits)));
}

// ---------------------------------------------------------------------------------------------
// In the browser.

/** The limits of a catalogue product, as the products API sends them. */
interface ListedProduct extends QuantityLimits {
  descricao: string;
}

/** The − / box / + of one item, resolved before throttling: re-finding them by role at each step
 *  runs Playwright's queries on the page's main thread, which would count as the page's work. */
interface Stepper {
  name: string;
  limits: QuantityLimits;
  minus: ElementHandle<HTMLElement>;
  box: ElementHandle<HTMLInputElement>;
  plus: ElementHandle<HTMLElement>;
  quantity: number;
}

interface PageRecorder {
  tasks: number[];
  events: EventSample[];
  startInteractions: number;
}

/** Where the page keeps its recording; interactionCount is Chromium's count of interactions so far. */
type RecordingWindow = Window & { __responsiveness?: PageRecorder; performance: Performance & { interactionCount?: number } };

async function stepperOf(page: Page, name: string, limits: QuantityLimits, quantity = 0): Promise<Stepper> {
  const group = page.getByRole('group', { name: `Quantidade de ${name}`, exact: true });
  const [minus, box, plus] = await Promise.all([
    group.getByRole('button', { name: /^Diminuir/ }).elementHandle(),
    group.getByRole('textbox').elementHandle(),
    group.getByRole('button', { name: /^Aumentar/ }).elementHandle(),
  ]);
  return {
    name,
    limits,
    quantity,
    minus: minus as ElementHandle<HTMLElement>,
    box: box as ElementHandle<HTMLInputElement>,
    plus: plus as ElementHandle<HTMLElement>,
  };
}

/** Makes one change as a user does, then waits until the box shows it and the cart holds it. */
async function change(page: Page, stepper: Stepper, what: QuantityChange): Promise<void> {
  const expected = quantityAfter(stepper.quantity, what, stepper.limits);
  if (what.kind === 'plus') await stepper.plus.click();
  else if (what.kind === 'minus') await stepper.minus.click();
  else {
    // A tap on the box selects its text (its focus handler); a box already focused needs select-all.
    const focused = await stepper.box.evaluate((box) => box === document.activeElement);
    await stepper.box.click();
    if (focused) await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(String(what.value), { delay: KEY_DELAY_MS });
  }
  try {
    await page.waitForFunction(
      ([box, key, name, quantity]) => {
        // The user's carts, one per company (src/lib/stores/cart.ts); the benchmark's user has one company.
        const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as {
          carts: Array<{ lines: Array<{ descricao: string; total: number }> }>;
        } | null;
        const line = stored?.carts.flatMap((cart) => cart.lines).find((l) => l.descricao === name);
        return box.value === String(quantity) && (line?.total ?? 0) === quantity;
      },
      [stepper.box, localKeys.cart, stepper.name, expected] as const,
      { polling: 50, timeout: STEP_TIMEOUT_MS },
    );
  } catch (error) {
    const shown = await stepper.box.inputValue().catch(() => '?');
    throw new Error(`${stepper.name}: ${JSON.stringify(what)} from ${stepper.quantity} should show ${expected}, the box shows ${shown}`, {
      cause: error,
    });
  }
  stepper.quantity = expected;
}

/** Starts recording long tasks and interactions from now on. */
async function startRecording(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as RecordingWindow;
    const recorder: PageRecorder = { tasks: [], events: [], startInteractions: w.performance.interactionCount ?? 0 };
    w.__responsiveness = recorder;
    const since = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.startTime >= since) recorder.tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    // Buffered so no entry is lost between two callbacks; the page's own earlier clicks (the dialog,
    // the category) are in that buffer too, hence the start time filter.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as PerformanceEventTiming[]) {
        if (entry.interactionId > 0 && entry.startTime >= since)
          recorder.events.push({ interactionId: entry.interactionId, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  });
}

/** What the page recorded, once the last interaction has painted and been reported. */
async function stopRecording(page: Page): Promise<ScenarioSample> {
  // Event Timing reports an interaction after its next paint; a second of quiet lets the last ones in.
  await page.waitForTimeout(1000);
  return page.evaluate(
    () =>
      new Promise<ScenarioSample>((resolve) => {
        requestAnimationFrame(() =>
          setTimeout(() => {
            const w = window as RecordingWindow;
            const recorder = w.__responsiveness!;
            resolve({
              longTasks: recorder.tasks,
              events: recorder.events,
              interactionCount: (w.performance.interactionCount ?? 0) - recorder.startInteractions,
            });
          }),
        );
      }),
  );
}

/** Runs `act` at the benchmark's CPU throttling between the start and the end of the recording. */
async function measured(page: Page, name: string, act: () => Promise<void>): Promise<ResponsivenessScenario> {
  const cdp = await page.context().newCDPSession(page);
  await startRecording(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_THROTTLING });
  try {
    await act();
    return summariseScenario(name, await stopRecording(page));
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/**
 * Gives the page a phone-sized viewport by resizing its window, not by emulation: with an emulated
 * viewport (Emulation.setDeviceMetricsOverride, what page.setViewportSize does) headless Chromium
 * drops every frame for about 2 s after the first change on the list, which would add seconds to the
 * first interactions. Answers how to put the window back.
 */
async function phoneWindow(page: Page): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  const { windowId, bounds } = await cdp.send('Browser.getWindowForTarget');
  const { windowState, ...before } = bounds;
  // Only a normal window takes a size.
  if (windowState && windowState !== 'normal') await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: VIEWPORT.width, height: VIEWPORT.height } });
  await page.waitForFunction((width) => innerWidth === width, VIEWPORT.width, { timeout: 5000 });
  // The window includes the browser's own bars: grow it by what they take.
  const inner = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  await cdp.send('Browser.setWindowBounds', {
    windowId,
    bounds: { width: 2 * VIEWPORT.width - inner.width, height: 2 * VIEWPORT.height - inner.height },
  });
  await page.waitForFunction(
    ([width, height]) => innerWidth === width && innerHeight === height,
    [VIEWPORT.width, VIEWPORT.height] as const,
    { timeout: 5000 },
  );
  return async () => {
    await cdp.send('Browser.setWindowBounds', { windowId, bounds: before }).catch(() => undefined);
    if (windowState && windowState !== 'normal')
      await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState } }).catch(() => undefined);
    await cdp.detach().catch(() => undefined);
  };
}

/** Resets the demo API and signs in with the store login, with an empty cart and cookies accepted. */
async function signIn(page: Page, siteUrl: string, apiUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/404`);
  // From the page, so a self-signed certificate is the browser's business (it is told to accept it).
  await page.evaluate(
    async ([api, login, keys]) => {
      const reset = await fetch(`${api}/__demo/reset`, { method: 'POST' });
      if (!reset.ok) throw new Error(`demo API reset: ${reset.status}`);
      const answer = await fetch(`${api}/users/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(login),
      });
      if (!answer.ok) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
      const { user, ...token } = (await answer.json()) as { user: unknown };
      localStorage.setItem(keys.session, JSON.stringify({ token: { ...token, issued_at: Math.floor(Date.now() / 1000) }, user }));
      localStorage.setItem(keys.cookieConsent, 'yes');
      localStorage.removeItem(keys.cart);
      localStorage.removeItem(keys.orderInFlight);
    },
    [apiUrl, STORE_LOGIN, localKeys] as const,
  );
}

/** Opens /produtos on a category's brand, the way a user gets to a list; answers the listed products. */
async function openCatalogue(page: Page, siteUrl: string, category: string, brand: string): Promise<ListedProduct[]> {
  await page.goto(`${siteUrl}/produtos`);
  await page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: category }).click();
  return chooseBrand(page, brand);
}

/** Picks another brand of the open category; answers its listed products (the list's first page). */
async function chooseBrand(page: Page, brand: string): Promise<ListedProduct[]> {
  const listed = page.waitForResponse(
    (response) => new URL(response.url()).pathname.endsWith('/catalog/products') && response.request().headers()['brand'] === brand,
  );
  await page.getByRole('button', { name: brand, exact: true }).click();
  const { data } = (await (await listed).json()) as {
    data: Array<{ descricao: string; estoque: number; maximum?: number | null; minimum?: number | null }>;
  };
  await page.getByRole('group', { name: `Quantidade de ${data.find((p) => p.estoque > 0)?.descricao}`, exact: true }).waitFor();
  return data.map((p) => ({ descricao: p.descricao, stock: p.estoque, maximum: p.maximum ?? null, minimum: p.minimum ?? null }));
}

/** Products with plenty of stock (typing 45 is never refused), in list order. */
const plentiful = (products: ListedProduct[]) => products.filter((p) => quantityCeiling(p) >= 50);

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
}

/** Scenario 1: 20 changes on three product cards of one brand, ending with one line in the cart. */
async function catalogueScenario(page: Page, siteUrl: string): Promise<ResponsivenessScenario> {
  const products = plentiful(await openCatalogue(page, siteUrl, 'Cervejas', 'Brahma'));
  if (products.length < 3) throw new Error(`Cervejas/Brahma lists ${products.length} products with plenty of stock; the scenario needs 3`);
  const [a, b, c] = await Promise.all(products.slice(0, 3).map((p) => stepperOf(page, p.descricao, p)));
  const plan: Array<[Stepper, QuantityChange]> = [
    [a!, { kind: 'plus' }],
    [a!, { kind: 'plus' }],
    [a!, { kind: 'plus' }],
    [a!, { kind: 'type', value: 12 }],
    [a!, { kind: 'type', value: 30 }],
    [a!, { kind: 'minus' }],
    [b!, { kind: 'plus' }],
    [b!, { kind: 'plus' }],
    [b!, { kind: 'type', value: 24 }],
    [c!, { kind: 'type', value: 6 }],
    [c!, { kind: 'plus' }],
    [a!, { kind: 'type', value: 45 }],
    [b!, { kind: 'minus' }],
    [c!, { kind: 'minus' }],
    [a!, { kind: 'plus' }],
    [b!, { kind: 'type', value: 0 }],
    [c!, { kind: 'type', value: 0 }],
    [a!, { kind: 'type', value: 8 }],
    [a!, { kind: 'plus' }],
    [a!, { kind: 'plus' }],
  ];
  await settle(page);
  const scenario = await measured(page, 'catálogo', async () => {
    for (const [stepper, what] of plan) await change(page, stepper, what);
  });
  // A broken page must not pass for a fast one: the cart holds exactly the one line left.
  const bar = await page.getByRole('region', { name: 'Carrinho' }).textContent();
  if (!bar?.includes('1 item')) throw new Error(`after the catálogo scenario the cart bar should say '1 item', it says: ${bar}`);
  return scenario;
}

/** Scenario 2: 10 lines put in the cart from the catalogue, then 20 changes on the cart page. */
async function cartScenario(page: Page, siteUrl: string): Promise<ResponsivenessScenario> {
  // Filled through the catalogue, unthrottled and unmeasured: the lines are exactly what a user's are.
  const products: ListedProduct[] = [];
  for (const brand of ['Brahma', 'Skol', 'Antarctica']) {
    const listed = plentiful(products.length ? await chooseBrand(page, brand) : await openCatalogue(page, siteUrl, 'Cervejas', brand));
    for (const product of listed.slice(0, 10 - products.length)) {
      await change(page, await stepperOf(page, product.descricao, product), { kind: 'plus' });
      products.push(product);
    }
    if (products.length === 10) break;
  }
  if (products.length < 10)
    throw new Error(`Cervejas lists only ${products.length} products with plenty of stock in its first brands; the cart scenario needs 10`);

  await page.goto(`${siteUrl}/pedidos/carrinho`);
  const lines = page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('listitem');
  await lines.first().waitFor();
  // The price/stock check and the client's limits load after the first paint; measure once both are in.
  await page.getByText('Atualizando preços e estoque…').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  await page.getByText('Carregando pedido mínimo e limite de crédito…').waitFor({ state: 'detached', timeout: STEP_TIMEOUT_MS });
  if ((await lines.count()) !== 10) throw new Error(`the cart page shows ${await lines.count()} lines, not 10`);
  const flagged = await page.getByText(/Estoque atual:|Não foi possível confirmar preço e estoque/).count();
  if (flagged) throw new Error(`the cart page's price/stock check flagged ${flagged} lines`);

  const steppers = await Promise.all(products.map((p) => stepperOf(page, p.descricao, p, quantityFloor(p))));
  // Two changes per line, top to bottom: + then a typed quantity, or a typed quantity then −;
  // never below a line's minimum, so all 10 lines stay.
  const plan = steppers.flatMap((stepper, i): Array<[Stepper, QuantityChange]> => {
    const typed: QuantityChange = { kind: 'type', value: within(10 + i, stepper.limits, 1) };
    return i % 2
      ? [
          [stepper, { kind: 'plus' }],
          [stepper, typed],
        ]
      : [
          [stepper, typed],
          [stepper, { kind: 'minus' }],
        ];
  });
  await settle(page);
  const scenario = await measured(page, 'carrinho (10 linhas)', async () => {
    for (const [stepper, what] of plan) await change(page, stepper, what);
  });
  const summary = await page.getByRole('region', { name: 'Resumo do pedido' }).textContent();
  if (!summary?.includes('10 itens') || (await lines.count()) !== 10)
    throw new Error(`after the cart scenario the summary should say '10 itens': ${summary}`);
  return scenario;
}

/** The short commit, with '-dirty' when the work tree has changes. */
function currentCommit(): string {
  const cwd = new URL('..', import.meta.url).pathname;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}-dirty` : head;
  } catch {
    return 'unknown';
  }
}

/**
 * Runs both scenarios in the Chromium at `cdpUrl` (its default context, in a page of its own)
 * against the site at `siteUrl`, whose /config.json points at the demo API at `apiUrl`.
 * Resets the demo API and the cart first.
 */
export async function measureResponsiveness(options: { cdpUrl: string; siteUrl: string; apiUrl: string }): Promise<ResponsivenessReport> {
  const browser = await chromium.connectOverCDP(options.cdpUrl);
  try {
    const context = browser.contexts()[0];
    if (!context) throw new Error(`no browser context at ${options.cdpUrl}`);
    const page = await context.newPage();
    try {
      const restoreWindow = await phoneWindow(page);
      try {
        const scenarios: ResponsivenessScenario[] = [];
        await signIn(page, options.siteUrl, options.apiUrl);
        scenarios.push(await catalogueScenario(page, options.siteUrl));
        await signIn(page, options.siteUrl, options.apiUrl);
        scenarios.push(await cartScenario(page, options.siteUrl));
        return {
          generatedAt: new Date().toISOString(),
          commit: currentCommit(),
          cpuThrottling: CPU_THROTTLING,
          scenarios,
          goals: responsivenessGoals,
        };
      } finally {
        await restoreWindow();
      }
    } finally {
      await page.close();
    }
  } finally {
    await browser.close();
  }
}

/** Chromium as the audit and this benchmark start it: headless, and without its own network chatter,
 *  which this machine's closed network refuses many times over. */
export const headlessChromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Puts 5 boxes of a beer in the cart through the catalogue, as a user does, on a signed-in page of
 * the demo client 100001 (so the cart's route has a line to show in the audit and the benchmarks).
 */
export async function fillBenchmarkCart(page: Page, siteUrl: string): Promise<void> {
  await page.goto(`${siteUrl}/produtos`);
  await page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Cerveja Brahma Chopp Lata 350ml', exact: true }) });
  await item.getByRole('textbox').fill('5');
  await page.getByRole('region', { name: 'Carrinho' }).waitFor();
  // The cart's store writes localStorage after the change settles.
  await page.waitForTimeout(500);
}

/** Writes reports/responsiveness.json and .md and returns the table. */
export function writeResponsivenessReport(report: ResponsivenessReport): string {
  const root = new URL('..', import.meta.url).pathname;
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports/responsiveness.json'), `${JSON.stringify(report, null, 2)}\n`);
  const table = responsivenessMarkdown(report);
  writeFileSync(join(root, 'reports/responsiveness.md'), table);
  // The figures include painting, which a busy machine delays: say so rather than let them mislead.
  const [load] = loadavg();
  if (load! >= availableParallelism())
    console.warn(
      `Note: load average ${load!.toFixed(1)} on ${availableParallelism()} CPUs during the run; interaction times run high on a busy machine.`,
    );
  return table;
}

// Run alone (npm run bench:cart): the demo API, the built site and Chromium on ports of their own.
// `npm run audit` runs the same measurement after Lighthouse, over HTTP/2 + TLS.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [{ startDemoApi }, { loopbackOrigins }, { demoConfig, startStaticServer }, chromeLauncher] = await Promise.all([
    import('../demo-api/start.ts'),
    import('../demo-api/lib/access.ts'),
    import('./serve.ts'),
    import('chrome-launcher'),
  ]);
  const sitePort = Number(process.env.BENCH_PORT ?? 4360);
  const api = await startDemoApi({ port: Number(process.env.BENCH_API_PORT ?? 4361), allowedOrigins: loopbackOrigins(sitePort) });
  const site = await startStaticServer({ port: sitePort, config: demoConfig(api.url) });
  let chrome: Awaited<ReturnType<typeof chromeLauncher.launch>> | undefined;
  let report: ResponsivenessReport;
  try {
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      chromeFlags: headlessChromeFlags,
    });
    report = await measureResponsiveness({ cdpUrl: `http://127.0.0.1:${chrome.port}`, siteUrl: site.url, apiUrl: api.url });
  } finally {
    chrome?.kill();
    await Promise.allSettled([site.close(), api.close()]);
  }
  console.log(writeResponsivenessReport(report));
}
