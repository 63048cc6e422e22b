// The scale benchmark's pure parts (bench/scale.ts): a big client's answers, cloned from the demo API's
// seeded ones, pass the portal's schemas and the contract with numbers of their own; the kept pages are
// named as the page's own reads name them; the runs → medians, ratios and goals.
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  keptCatalogue,
  keptCataloguePages,
  keptEntryId,
  keptEntryUrl,
  ratio,
  scaleCartLines,
  scaleDebts,
  scaleGoalChecks,
  scaleGoals,
  scaleMarkdown,
  scaleMisses,
  scaleOrders,
  scaleScreens,
  searchDebounceMs,
  sessionOf,
  summariseScreen,
  summariseSize,
  withCartLines,
  type CataloguePageTemplate,
  type ScaleReport,
  type ScaleSample,
  type ScaleScreen,
  type SizeSummary,
} from '../../../bench/scale.ts';
import { catalogPageSchema } from '../../../src/lib/api/catalogue.ts';
import { debtListSchema, type Debt } from '../../../src/lib/api/debts.ts';
import { ordersResponseSchema, type OrdersResponseWire } from '../../../src/lib/api/orders.ts';
import { stripAccents } from '../../../src/lib/domain/text.ts';
import { SEARCH_DEBOUNCE_MS } from '../../../src/lib/screens/product-search.ts';
import { cartLineSchema, type CartLine } from '../../../src/lib/stores/cart-line.ts';
import { setup } from '../../demo-api/helpers.ts';
import { validateResponse } from '../../support/contract.ts';
import { FakeCache } from '../../support/fake-cache.ts';

const screenOf = (route: ScaleScreen['route']) => scaleScreens.find((screen) => screen.route === route)!;
const sizesOf = (route: ScaleScreen['route']) => {
  const { small, large } = screenOf(route).sizes;
  return [small, large];
};

/** Every value that occurs more than once. */
const repeated = (values: readonly unknown[]) => values.filter((value, i) => values.indexOf(value) !== i);

// The demo API's own answers, as the benchmark reads them (bench/scale.spec.ts › readSeeds).
let debts: Debt[];
let orders: OrdersResponseWire;
let pages: CataloguePageTemplate[];
let brahma: CartLine;
beforeAll(async () => {
  const demo = setup();
  const { token } = await demo.login();
  const read = async <T>(service: string, path: string, headers: Record<string, string> = {}) =>
    (await (await demo.api(service, 'GET', path, { token, headers })).json()) as T;
  debts = await read('clientApi', '/client/my-debits');
  orders = await read('clientApi', '/client/my-updated-orders?dias_pedido=45&type=todos');
  pages = [];
  for (const { name } of await read<Array<{ name: string }>>('productsApi', '/images/segments', { 'client-code': '100001' })) {
    const category = stripAccents(name);
    const answer = await read<CataloguePageTemplate['answer']>('productsApi', '/catalog/products', {
      'client-code': '100001',
      category,
      'per-page': '24',
      'current-page': '1',
    });
    pages.push({ category, page: 1, answer });
  }
  const product = catalogPageSchema.parse(pages[0]!.answer).data[0]!;
  if (!('descricao' in product)) throw new Error('the first Cervejas entry should be a product');
  // A line as the cart store keeps one put in from the catalogue.
  brahma = cartLineSchema.parse({
    ...product,
    kind: 'product',
    total: 5,
    usePrice: product.preco,
    discount: 0,
    vasilhame: product.vessel ?? 0,
    maximum: product.maximum ?? null,
    minimum: product.minimum ?? null,
    stock: product.estoque,
    bonus: false,
    source: { list: 'products', category: 'Cervejas', brand: 'Brahma' },
  });
});

describe('a big client’s answers', () => {
  it.each(sizesOf('/debitos'))('%i debts pass the portal’s schema and the contract, each code its own', (n) => {
    const grown = scaleDebts(debts, n);
    expect(grown).toHaveLength(n);
    expect(debtListSchema.safeParse(grown).success).toBe(true);
    expect(validateResponse('get', '/client/my-debits', 200, grown).errors).toEqual([]);
    expect(repeated(grown.flatMap((debt) => (debt.barCode ? [debt.barCode] : [])))).toEqual([]);
    expect(repeated(grown.flatMap((debt) => (debt.pixQrCode ? [debt.pixQrCode] : [])))).toEqual([]);
    // The seed's own come first, as they are.
    expect(grown.slice(0, debts.length)).toEqual(debts.slice(0, n));
  });

  it('gives a copied debt a later due date and codes built by the demo’s rules', () => {
    const [, , , , , copy] = scaleDebts(debts, 6);
    expect(copy).toMatchObject({ docValue: debts[0]!.docValue });
    expect(copy!.ticketExpiration).not.toBe(debts[0]!.ticketExpiration);
    expect(copy!.pixQrCode).toContain('DEB00000006');
  });

  it.each(sizesOf('/pedidos'))('a history of %i orders passes the portal’s schema and the contract, each number its own', (n) => {
    const grown = scaleOrders(orders, n);
    expect(grown.pedidos).toHaveLength(n);
    expect(ordersResponseSchema.safeParse(grown).success).toBe(true);
    expect(validateResponse('get', '/client/my-updated-orders', 200, grown).errors).toEqual([]);
    const all = ordersResponseSchema.parse(grown);
    const everyOrder = [...all.pedidos, ...all.pedidosNaoProcessados];
    expect(repeated(everyOrder.map((order) => order.Status.VBELN))).toEqual([]);
    const invoices = everyOrder.flatMap((order) => order.Notas?.Nota ?? []);
    expect(repeated(invoices.map((invoice) => invoice.NFENUM))).toEqual([]);
    expect(repeated(invoices.map((invoice) => invoice.CHAVE_NF))).toEqual([]);
    expect(grown.pedidosNaoProcessados).toEqual(orders.pedidosNaoProcessados);
  });

  it('refuses to clone from nothing', () => {
    expect(() => scaleDebts([], 5)).toThrow('nothing to clone');
  });

  it.each(sizesOf('/produtos'))('%i kept catalogue pages pass the portal’s schema and the contract, each item and page its own', (n) => {
    const kept = keptCataloguePages(pages, n, '100001');
    expect(kept).toHaveLength(n);
    const answers = kept.map(({ text }) => JSON.parse(text) as unknown);
    for (const answer of answers) {
      expect(catalogPageSchema.safeParse(answer).success).toBe(true);
      expect(validateResponse('get', '/catalog/products', 200, answer).errors).toEqual([]);
    }
    const items = answers.flatMap((answer) => catalogPageSchema.parse(answer).data);
    expect(repeated(items.map((item) => item.sku))).toEqual([]);
    expect(repeated(items.flatMap((item) => ('ean' in item && item.ean ? [item.ean] : [])))).toEqual([]);
    const names = kept.map(({ headers }) => keptEntryId('12345678909/100001', keptCatalogue.endpoint, keptCatalogue.service, headers));
    expect(repeated(names)).toEqual([]);
    expect(kept[0]!.headers).toEqual({ 'client-code': '100001', category: 'Cervejas', 'per-page': '24', 'current-page': '1' });
  });

  it.each(sizesOf('/pedidos/carrinho'))('a cart of %i lines passes the cart’s schema, each line its own', (n) => {
    const lines = scaleCartLines(brahma, n);
    expect(lines).toHaveLength(n);
    for (const line of lines) expect(cartLineSchema.safeParse(line).success).toBe(true);
    expect(repeated(lines.map((line) => line.sku))).toEqual([]);
    expect(lines[0]).toBe(brahma);
    expect(lines[1]).toMatchObject({ sku: 'SUMIU1', descricao: 'Produto retirado 1', total: 1, stock: 99, maximum: null, minimum: null });
  });

  it('grows the stored cart’s first cart and keeps the rest of what is stored', () => {
    const stored = JSON.stringify({ owner: '12345678909', carts: [{ clientCode: '100001', lines: [brahma] }], v: 1 });
    const grown = JSON.parse(withCartLines(stored, 100)) as {
      owner: string;
      v: number;
      carts: Array<{ clientCode: string; lines: CartLine[] }>;
    };
    expect(grown).toMatchObject({ owner: '12345678909', v: 1, carts: [{ clientCode: '100001' }] });
    expect(grown.carts[0]!.lines).toHaveLength(100);
    expect(() => withCartLines(JSON.stringify({ carts: [] }), 5)).toThrow('no line to clone');
  });

  it('reads whose answers a stored session keeps', () => {
    const stored = JSON.stringify({
      token: { access_token: 'abc' },
      user: { cnpj_cpf: '12345678909', current_client: { clientCode: '100001' } },
    });
    expect(sessionOf(stored)).toEqual({ scope: '12345678909/100001', clientCode: '100001', token: 'abc' });
  });

  it('leaves the search’s debounce out of its figure by the screen’s own value', () => {
    expect(searchDebounceMs).toBe(SEARCH_DEBOUNCE_MS);
  });
});

describe('the kept pages', () => {
  const origin = 'https://portal.test';
  const scope = '12345678909/100001';
  const cache = new FakeCache();
  afterEach(() => vi.unstubAllGlobals());

  it('are named as the page’s own read of a catalogue page names its kept answer, and the search finds them', async () => {
    vi.resetModules();
    vi.stubGlobal('caches', { open: () => Promise.resolve(cache), has: () => Promise.resolve(true), delete: () => Promise.resolve(true) });
    vi.stubGlobal('location', { origin });
    vi.stubGlobal('window', new EventTarget());
    const kept = await import('../../../src/lib/api/kept-answers.ts');
    const [page] = keptCataloguePages(pages, 1, '100001');
    // The read getCatalogProducts makes (api/catalogue.ts): its headers as it sends them, numbers and all.
    const headers = { 'client-code': '100001', category: 'Cervejas', brand: undefined, 'per-page': 24, 'current-page': 1 };
    await kept.keptRead({
      scope,
      call: [keptCatalogue.endpoint, keptCatalogue.service, { headers }],
      parse: (text) => JSON.parse(String(text)) as unknown,
      mode: 'race',
      send: () => Promise.resolve({ _data: page!.text }),
    });
    const written = keptEntryUrl(origin, keptEntryId(scope, keptCatalogue.endpoint, keptCatalogue.service, page!.headers));
    await vi.waitFor(() => expect([...cache.entries.keys()]).toEqual([written]));
    // The benchmark writes the others the same way; the search reads them all back with their headers.
    for (const other of keptCataloguePages(pages, 3, '100001').slice(1))
      await cache.put(
        keptEntryUrl(origin, keptEntryId(scope, keptCatalogue.endpoint, keptCatalogue.service, other.headers)),
        new Response(other.text, { headers: { 'x-kept-at': String(Date.now()), 'x-kept-chars': String(other.text.length) } }),
      );
    const found = await kept.keptAnswersOf([keptCatalogue.endpoint]);
    kept.cancelPrune();
    expect(found.map((answer) => answer.headers['current-page']).sort()).toEqual(['1', '1', '1']);
    expect(found.map((answer) => answer.headers['category'])).toEqual(['Cervejas', 'Refrigerantes', 'Aguas']);
    expect(cache.entries.size).toBe(3);
  });
});

const sample = (drawnMs: number, extra: Partial<ScaleSample> = {}): ScaleSample => ({
  n: 5,
  drawnMs,
  longTaskTotalMs: 120,
  longestTaskMs: 60,
  longTasks: 2,
  domElements: 250,
  heapMb: 3,
  taps: { 'Copiar código PIX': { inputToPaintMs: 40, eventTimingMs: 32 } },
  pageErrors: 0,
  ...extra,
});

const summary = (figures: Partial<SizeSummary> = {}): SizeSummary => ({
  n: 5,
  runs: 3,
  failedRuns: 0,
  drawnMs: 800,
  longTaskTotalMs: 150,
  longestTaskMs: 80,
  domElements: 250,
  heapMb: 3,
  taps: { 'Copiar código PIX': 50, 'Mostrar mais débitos': 70 },
  pageErrors: 0,
  ...figures,
});

describe('summariseSize', () => {
  it('takes the median of each figure and each tap, leaving out the failed visits', () => {
    const size = summariseSize(300, [
      sample(900, { taps: { 'Copiar código PIX': { inputToPaintMs: 80, eventTimingMs: 72 } } }),
      sample(700),
      sample(800, { domElements: 600, pageErrors: 1 }),
      sample(Number.NaN, { failed: 'drawn never came', taps: {} }),
    ]);
    expect(size).toMatchObject({ n: 300, runs: 4, failedRuns: 1, drawnMs: 800, domElements: 250, pageErrors: 1 });
    expect(size.taps).toEqual({ 'Copiar código PIX': 40 });
  });

  it('gives a tap no build drew no figure (NaN)', () => {
    const size = summariseSize(300, [
      sample(800, { taps: { 'Mostrar mais débitos': { inputToPaintMs: Number.NaN, eventTimingMs: Number.NaN } } }),
    ]);
    expect(size.taps['Mostrar mais débitos']).toBeNaN();
  });
});

describe('ratio', () => {
  it('is large over small, NaN without a small figure above 0', () => {
    expect(ratio(1040, 800)).toBe(1.3);
    expect(ratio(150, 0)).toBeNaN();
    expect(ratio(Number.NaN, 800)).toBeNaN();
    expect(ratio(800, Number.NaN)).toBeNaN();
  });
});

describe('scaleGoalChecks', () => {
  const debtsScreen = screenOf('/debitos');
  const met = (checks: ReturnType<typeof scaleGoalChecks>) => checks.map((check) => check.met);

  it('passes a large N exactly at every goal', () => {
    const large = summary({
      n: 300,
      drawnMs: 1040,
      longestTaskMs: 100,
      domElements: 500,
      taps: { 'Copiar código PIX': 100, 'Mostrar mais débitos': 100 },
    });
    expect(met(scaleGoalChecks(debtsScreen, summary(), large))).toEqual([true, true, true, true, true]);
  });

  it('misses a task over 100 ms, a drawing later than 1.3× small’s, a slow tap and a DOM over 2× small’s', () => {
    const large = summary({
      n: 300,
      drawnMs: 1041,
      longestTaskMs: 101,
      domElements: 501,
      taps: { 'Copiar código PIX': 101, 'Mostrar mais débitos': 40 },
    });
    const checks = scaleGoalChecks(debtsScreen, summary(), large);
    expect(met(checks)).toEqual([false, false, false, true, false]);
    // Rounded to the goal itself, a miss shows one more decimal.
    expect(checks.map((check) => check.figure)).toEqual(['101 ms', '×1.301', '101 ms', '40 ms', '×2.004']);
  });

  it('shows a miss rounded to its goal with one more decimal, and a pass as it rounds', () => {
    const large = summary({ n: 300, longestTaskMs: 100.4, taps: { 'Copiar código PIX': 99.6, 'Mostrar mais débitos': 70 } });
    const checks = scaleGoalChecks(debtsScreen, summary(), large);
    expect(checks.slice(0, 3).map((check) => [check.met, check.figure])).toEqual([
      [false, '100.4 ms'],
      [true, '×1.00'],
      [true, '100 ms'],
    ]);
  });

  it('counts a missing figure as a miss, and a tap of the large N only that the build does not draw as not applying', () => {
    const large = summary({
      n: 300,
      drawnMs: Number.NaN,
      longestTaskMs: Number.NaN,
      taps: { 'Copiar código PIX': Number.NaN, 'Mostrar mais débitos': Number.NaN },
    });
    const checks = scaleGoalChecks(debtsScreen, summary(), large);
    expect(met(checks)).toEqual([false, false, false, null, true]);
    expect(checks[3]!.figure).toBe('not drawn by this build');
  });

  it('counts failed visits as a miss, and then no absent tap as not applying', () => {
    const checks = scaleGoalChecks(debtsScreen, summary(), summary({ n: 300, failedRuns: 1, taps: {} }));
    expect(met(checks)).toEqual([true, true, false, false, true, false]);
    expect(checks.at(-1)).toEqual({ goal: 'every visit measured', met: false, figure: '1 failed' });
  });

  it('holds only the lists drawn a step at a time to the DOM goal', () => {
    const cart = screenOf('/pedidos/carrinho');
    const checks = scaleGoalChecks(
      cart,
      summary({ taps: { '+': 30 } }),
      summary({ n: 100, domElements: 5000, taps: { '+': 30, 'Ver todos os itens': 90 } }),
    );
    expect(checks.map((check) => check.goal)).not.toContain("DOM elements ≤ 2× small's");
    expect(scaleMisses({ goals: checks })).toEqual([]);
  });
});

describe('summariseScreen and the report', () => {
  const row = summariseScreen(screenOf('/debitos'), {
    small: [sample(800), sample(820), sample(780)],
    large: [
      sample(1200, {
        n: 300,
        longestTaskMs: 140,
        domElements: 600,
        taps: {
          'Copiar código PIX': { inputToPaintMs: 60, eventTimingMs: 48 },
          'Mostrar mais débitos': { inputToPaintMs: 90, eventTimingMs: 88 },
        },
      }),
    ],
  });

  it('sets the large N’s medians against the small N’s', () => {
    expect(row.tap).toBe('Copiar código PIX');
    expect(row.ratios).toMatchObject({ drawnMs: 1.5, longestTaskMs: 140 / 60, domElements: 2.4, inputToPaintMs: 1.5, heapMb: 1 });
    expect(scaleMisses(row).map((miss) => miss.goal)).toEqual(['no task over 100 ms', "drawn ≤ 1.3× small's", "DOM elements ≤ 2× small's"]);
  });

  it('prints each figure small → large with its ratio, the taps of the large N only and the goals', () => {
    const report: ScaleReport = {
      generatedAt: '2026-12-03T00:00:00.000Z',
      commit: 'abc1234',
      build: 'dist/',
      cpuThrottling: 4,
      viewport: { width: 360, height: 740 },
      runs: 3,
      goals: scaleGoals,
      screens: [row],
    };
    const markdown = scaleMarkdown(report);
    expect(markdown).toContain(
      '| /debitos (debts; Copiar código PIX) | 5 → 300 | 800 → 1200 (×1.50) | 120 → 120 (×1.00) | 60 → 140 (×2.33) | 250 → 600 (×2.40) | 40 → 60 (×1.50) | 3.0 → 3.0 (×1.00) |',
    );
    expect(markdown).toContain('| /debitos | Mostrar mais débitos | 300 | 90 |');
    expect(markdown).toContain("- /debitos at 300 debts: no task over 100 ms: NO (140 ms); drawn ≤ 1.3× small's: NO (×1.50);");
    expect(markdown).toContain('medians of 3 run(s)');
  });
});
