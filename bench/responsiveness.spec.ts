// `npm run bench:cart`: how responsive editing quantities is on a slow phone, as a benchmark figure (not a
// timed test; docs/performance.md, "Editing quantities"). With the CPU slowed 4×, a user changes quantities
// ~20 times on the product cards and then on a 10-line cart, with real clicks on − / + and real typing; the
// page itself records its long tasks and, through Event Timing, how long each interaction took to paint.
// Writes reports/responsiveness.json and .md.
import { test, type ElementHandle, type Page } from '@playwright/test';
import { quantityCeiling, quantityFloor, type QuantityLimits } from '../src/lib/domain/cart-rules.ts';
import { localKeys } from '../src/lib/storage-keys.ts';
import { benchUrls } from '../playwright.bench.config.ts';
import {
  quantityAfter,
  responsivenessGoals,
  responsivenessMarkdown,
  summariseScenario,
  within,
  type EventSample,
  type QuantityChange,
  type ResponsivenessScenario,
  type ScenarioSample,
} from './responsiveness.ts';
import { phoneWindow } from './page-visits.ts';
import { cpuSlowdown, currentCommit, signIn, writeReport } from './settings.ts';

/** Pause between keystrokes, about a thumb's pace; back-to-back keys would queue behind each other. */
const KEY_DELAY_MS = 120;
const STEP_TIMEOUT_MS = 15_000;

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
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  try {
    await act();
    return summariseScenario(name, await stopRecording(page));
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await cdp.detach();
  }
}

/** Opens /produtos on a category's brand, the way a user gets to a list; answers the listed products. */
async function openCatalogue(page: Page, category: string, brand: string): Promise<ListedProduct[]> {
  await page.goto('/produtos');
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
async function catalogueScenario(page: Page): Promise<ResponsivenessScenario> {
  const products = plentiful(await openCatalogue(page, 'Cervejas', 'Brahma'));
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
async function cartScenario(page: Page): Promise<ResponsivenessScenario> {
  // Filled through the catalogue, unthrottled and unmeasured: the lines are exactly what a user's are.
  const products: ListedProduct[] = [];
  for (const brand of ['Brahma', 'Skol', 'Antarctica']) {
    const listed = plentiful(products.length ? await chooseBrand(page, brand) : await openCatalogue(page, 'Cervejas', brand));
    for (const product of listed.slice(0, 10 - products.length)) {
      await change(page, await stepperOf(page, product.descricao, product), { kind: 'plus' });
      products.push(product);
    }
    if (products.length === 10) break;
  }
  if (products.length < 10)
    throw new Error(`Cervejas lists only ${products.length} products with plenty of stock in its first brands; the cart scenario needs 10`);

  await page.goto('/pedidos/carrinho');
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

test('editing quantities at 4× CPU: the catalogue, then a 10-line cart', async ({ page }) => {
  const scenarios: ResponsivenessScenario[] = [];
  await phoneWindow(page);
  const signedIn = { siteUrl: benchUrls.site, apiUrl: benchUrls.api, reset: true };
  await test.step('catálogo', async () => {
    await signIn(page, signedIn);
    scenarios.push(await catalogueScenario(page));
  });
  await test.step('carrinho (10 linhas)', async () => {
    await signIn(page, signedIn);
    scenarios.push(await cartScenario(page));
  });
  const report = {
    generatedAt: new Date().toISOString(),
    commit: currentCommit(),
    cpuThrottling: cpuSlowdown,
    scenarios,
    goals: responsivenessGoals,
  };
  console.log(writeReport('responsiveness', report, responsivenessMarkdown(report)));
});
