// The scale benchmark's pure parts (docs/performance.md, "Scale (a big client's data)"): a big client's
// answers made from the demo API's own seeded ones, each item with a number of its own and every answer
// checked against the portal's schemas; the kept catalogue pages the search reads; the runs → medians,
// large/small ratios and goals; the report's table. Unit tested; bench/scale.spec.ts measures.
import type * as z from 'zod/mini';
import { addDays, brDay } from '../demo-api/lib/dates.ts';
import { boletoLine, dueFactor, nfeKey, pixCode } from '../demo-api/lib/fiscal.ts';
import { DISTRIBUTOR } from '../demo-api/seed/accounts.ts';
import { catalogPageSchema } from '../src/lib/api/catalogue.ts';
import { debtListSchema, type Debt } from '../src/lib/api/debts.ts';
import { ordersResponseSchema, type Invoice, type OrderWire, type OrdersResponseWire } from '../src/lib/api/orders.ts';
import { cartLineSchema, type CartLine } from '../src/lib/stores/cart-line.ts';
import { median } from './settings.ts';

// The screens, their sizes and taps.

/** A tap (or the typing of a query) measured on a screen; `largeOnly`: its control is drawn at the large N only. */
export interface ScaleTap {
  name: string;
  largeOnly?: boolean;
}

/** A screen measured at a small and a large N of its data. */
export interface ScaleScreen {
  route: '/debitos' | '/pedidos' | '/pedidos/carrinho' | '/produtos';
  /** What grows, as the table names it. */
  what: string;
  sizes: { small: number; large: number };
  /** The screen's data on screen: drawn by its island only, never by the build's HTML or the early view (both builds). */
  drawnSelector: string;
  /** The first is the row's input-to-paint, measured at both sizes. */
  taps: readonly [ScaleTap, ...ScaleTap[]];
  /** Whether its DOM must stay within `scaleGoals.domRatio` of the small N's (a list drawn a step at a time). */
  boundedDom: boolean;
}

export const scaleScreens: readonly ScaleScreen[] = [
  {
    route: '/debitos',
    what: 'debts',
    sizes: { small: 5, large: 300 },
    drawnSelector: 'ul.debts[aria-label="Débitos"] > li',
    // Both sizes and both builds have the copy; 'Mostrar mais débitos' only a build that draws the list in steps.
    taps: [{ name: 'Copiar código PIX' }, { name: 'Mostrar mais débitos', largeOnly: true }],
    boundedDom: true,
  },
  {
    route: '/pedidos',
    what: 'orders',
    sizes: { small: 10, large: 500 },
    drawnSelector: 'ul.order-list[aria-label="Pedidos"] > li',
    taps: [{ name: 'Ver detalhes' }],
    boundedDom: true,
  },
  {
    route: '/pedidos/carrinho',
    what: 'cart lines',
    sizes: { small: 5, large: 100 },
    drawnSelector: 'ul.cart-lines[aria-label="Itens do carrinho"] > li',
    // '+' after 'Ver todos os itens', so at the large N it is tapped with the lines that tap drew.
    taps: [{ name: '+' }, { name: 'Ver todos os itens', largeOnly: true }],
    boundedDom: false,
  },
  {
    route: '/produtos',
    what: 'kept catalogue pages',
    sizes: { small: 1, large: 40 },
    drawnSelector: 'ul.tiles > li',
    taps: [{ name: 'Buscar produtos' }],
    boundedDom: false,
  },
];

/** The search runs this long after typing pauses (SEARCH_DEBOUNCE_MS, src/lib/screens/product-search.ts): not the page's work. */
export const searchDebounceMs = 250;

// A big client's answers, cloned from the demo API's seeded ones.

/** Copy `copy` of a numbered thing: its number moved a million per copy, so no copy meets another or the seed's. */
const renumbered = (number: string, copy: number) =>
  /^\d+$/.test(number) ? String(Number(number) + copy * 1_000_000).padStart(number.length, '0') : `${number}-${copy}`;

/** Item `i` of `n` cloned from `seed` in turn: the seed's own first, then copies (copy 1, 2, …). */
function cloned<T, U = T>(seed: readonly T[], n: number, copyOf: (template: T, copy: number, i: number) => U): Array<T | U> {
  if (!seed.length) throw new Error('the seed has nothing to clone');
  return Array.from({ length: n }, (_, i) => {
    const template = seed[i % seed.length]!;
    const copy = Math.floor(i / seed.length);
    return copy ? copyOf(template, copy, i) : template;
  });
}

/** A dd/mm/yyyy day as the demo's dates handle it (12:00 UTC). */
function dayOf(text: string): Date {
  const [day, month, year] = text.split('/').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day, 12));
}

/**
 * `n` open debts from the seed's: each copy due a day later per copy, with its own PIX code and payment slip
 * (a txid and slip number of its own, built by the demo's rules, as the seed's are).
 */
export function scaleDebts(seed: readonly Debt[], n: number): Debt[] {
  const debts = cloned(seed, n, (debt, copy, i): Debt => {
    const due = addDays(dayOf(debt.ticketExpiration), copy);
    const amount = debt.docValue;
    return {
      docValue: amount,
      ticketExpiration: brDay(due),
      pixQrCode:
        debt.pixQrCode &&
        pixCode({
          key: DISTRIBUTOR.pixKey,
          amount,
          merchant: DISTRIBUTOR.name,
          city: DISTRIBUTOR.city,
          txid: `DEB${String(i + 1).padStart(8, '0')}`,
        }),
      barCode: debt.barCode && boletoLine({ amount, dueFactor: dueFactor(due), ourNumber: 90_000 + i + 1 }),
    };
  });
  debtListSchema.parse(debts);
  return debts;
}

/** An invoice's copy: its number and access key (the key's number and check digit) its own. */
function invoiceCopy(invoice: Invoice, copy: number): Invoice {
  const NFENUM = renumbered(invoice.NFENUM, copy);
  const key = invoice.CHAVE_NF;
  const CHAVE_NF = nfeKey({
    uf: key.slice(0, 2),
    yymm: key.slice(2, 6),
    cnpj: key.slice(6, 20),
    series: Number(key.slice(22, 25)),
    number: Number(NFENUM),
    code: Number(key.slice(35, 43)),
  });
  return { ...invoice, NFENUM, CHAVE_NF };
}

function orderCopy(order: OrderWire, copy: number): OrderWire {
  const notes = order.Notas?.Nota;
  return {
    ...order,
    Status: { ...order.Status, VBELN: renumbered(order.Status.VBELN, copy) },
    ...(order.Notas &&
      notes && { Notas: { Nota: Array.isArray(notes) ? notes.map((note) => invoiceCopy(note, copy)) : invoiceCopy(notes, copy) } }),
  };
}

/** The history with `n` orders from the seed's (the orders not yet processed and the status texts as the seed has them). */
export function scaleOrders(seed: OrdersResponseWire, n: number): OrdersResponseWire {
  const answer = { ...seed, pedidos: cloned(seed.pedidos, n, orderCopy) };
  ordersResponseSchema.parse(answer);
  return answer;
}

type CatalogPageWire = z.input<typeof catalogPageSchema>;

/** A page of the demo's catalogue, as the category list asked for it (its `category` header, accents stripped). */
export interface CataloguePageTemplate {
  category: string;
  page: number;
  answer: CatalogPageWire;
}

/** A catalogue page as the device keeps it: the headers it was asked with, and its text. */
export interface KeptPage {
  headers: Record<string, string>;
  text: string;
}

/** The EAN-13 of 12 digits, with its check digit. */
function ean13(base: string): string {
  const sum = [...base].reduce((total, digit, i) => total + Number(digit) * (i % 2 ? 3 : 1), 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

type CatalogItemWire = CatalogPageWire['data'][number];

/** An item's copy: its code its own, and its EAN (in the 2… range shops number their own goods in). */
function itemCopy(item: CatalogItemWire, copy: number): CatalogItemWire {
  const sku = renumbered(item.sku, copy);
  if (!('descricao' in item) || !item.ean) return { ...item, sku };
  return { ...item, sku, ean: ean13(`2${sku.replace(/\D/g, '').slice(-11).padStart(11, '0')}`) };
}

/**
 * `n` catalogue pages for the device to hold, from the demo's own (`templates`, in turn): a copy is a later
 * page of the same category (`current-page` one list's length further per copy), its items with codes of
 * their own. Headers as GET /catalog/products sends them (api/catalogue.ts › getCatalogProducts).
 */
export function keptCataloguePages(templates: readonly CataloguePageTemplate[], n: number, clientCode: string): KeptPage[] {
  return cloned<CataloguePageTemplate>(templates, n, ({ category, page, answer }, copy) => {
    const currentPage = page + copy * answer.lastPage;
    return {
      category,
      page: currentPage,
      answer: {
        ...answer,
        data: answer.data.map((item) => itemCopy(item, copy)),
        currentPage,
        lastPage: Math.max(answer.lastPage, currentPage),
      },
    };
  }).map(({ category, page, answer }) => {
    catalogPageSchema.parse(answer);
    return {
      headers: { 'client-code': clientCode, category, 'per-page': '24', 'current-page': String(page) },
      text: JSON.stringify(answer),
    };
  });
}

/** Where the kept answers live (api/kept-answers.ts), with the call a kept catalogue page answers. */
export const keptCatalogue = { endpoint: 'GET /catalog/products', service: 'productsApi' } as const;

/**
 * The name the kept answers give a read (api/kept-answers.ts › keyOf, under the session's scope): endpoint,
 * then service, query, body and the headers sent, lower-cased and sorted by code unit.
 */
export function keptEntryId(scope: string, endpoint: string, service: string, headers: Record<string, string>): string {
  const sent = Object.entries(headers)
    .map(([name, value]) => [name.toLowerCase(), value] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${scope}\n${endpoint} ${JSON.stringify([service, null, null, sent])}`;
}

/** The entry's address in Cache Storage (api/kept-answers.ts › entryUrl). */
export const keptEntryUrl = (origin: string, id: string) => `${origin}/__kept/${encodeURIComponent(id)}`;

/** What the stored session gives the bench: whose answers the page keeps (user/company), the company and the token. */
export function sessionOf(stored: string): { scope: string; clientCode: string; token: string } {
  const session = JSON.parse(stored) as {
    token: { access_token: string };
    user: { cnpj_cpf: string; current_client: { clientCode: string } };
  };
  const clientCode = session.user.current_client.clientCode;
  return { scope: `${session.user.cnpj_cpf}/${clientCode}`, clientCode, token: session.token.access_token };
}

/**
 * A cart of `n` lines, as tests/e2e/cart.spec.ts makes one: the line put in through the catalogue, then copies
 * of it the price check finds in no list (`SUMIU{i}`), 1 box each, stock 99, no maximum or minimum.
 */
export function scaleCartLines(line: CartLine, n: number): CartLine[] {
  const lines = Array.from({ length: n }, (_, i) =>
    i ? { ...line, sku: `SUMIU${i}`, descricao: `Produto retirado ${i}`, total: 1, stock: 99, maximum: null, minimum: null } : line,
  );
  for (const each of lines) cartLineSchema.parse(each);
  return lines;
}

/** The stored carts (localKeys.cart) with the first cart's lines grown to `n` from its first line. */
export function withCartLines(stored: string, n: number): string {
  const carts = JSON.parse(stored) as { carts: Array<{ lines: CartLine[] }> };
  const cart = carts.carts[0];
  if (!cart?.lines[0]) throw new Error('the stored cart has no line to clone');
  cart.lines = scaleCartLines(cart.lines[0], n);
  return JSON.stringify(carts);
}

// The figures.

export const scaleGoals = {
  /** No task at the large N over this (the median run's longest). */
  longestTaskMs: 100,
  /** Drawn at the large N within this many times the small N's. */
  drawnRatio: 1.3,
  /** Every tap at the large N painted within this. */
  inputToPaintMs: 100,
  /** The DOM of a list drawn a step at a time within this many times the small N's. */
  domRatio: 2,
} as const;

/** One tap of one visit. */
export interface TapSample {
  /** Its input event → the frame after its change was painted (the search: after its debounce); NaN: the build draws no such control. */
  inputToPaintMs: number;
  /** The longest Event Timing entry of the tap (interactions under 16 ms leave none: 0). */
  eventTimingMs: number;
  /** The longest task from the tap until its change was painted and a moment after (0: none over 50 ms). */
  longestTaskMs?: number;
  /** The search only: the last key → the results painted, debounce included. */
  resultsAfterLastKeyMs?: number;
  /** The search only: results drawn. */
  results?: number;
}

/** One visit: ms from navigation start, long tasks from there to drawn and settled. */
export interface ScaleSample {
  n: number;
  drawnMs: number;
  longTaskTotalMs: number;
  longestTaskMs: number;
  longTasks: number;
  /** document.getElementsByTagName('*').length, drawn and settled. */
  domElements: number;
  /** JS heap used after a garbage collection, drawn and settled (MB). */
  heapMb: number;
  taps: Record<string, TapSample>;
  /** The same two once the taps are made (the search reads the kept pages only then). */
  domElementsAfterTaps?: number;
  heapAfterTapsMb?: number;
  pageErrors: number;
  /** Why the visit failed; its figures are NaN. */
  failed?: string;
}

/** The figures of the table, each a median. */
const figures = ['drawnMs', 'longTaskTotalMs', 'longestTaskMs', 'domElements', 'heapMb'] as const;
type Figure = (typeof figures)[number];

/** One size of a screen: medians of its runs. */
export type SizeSummary = Record<Figure, number> & {
  n: number;
  runs: number;
  failedRuns: number;
  /** Median input-to-paint of each tap (NaN: never drawn). */
  taps: Record<string, number>;
  pageErrors: number;
};

export function summariseSize(n: number, samples: readonly ScaleSample[]): SizeSummary {
  const measured = samples.filter((s) => !s.failed);
  const names = [...new Set(measured.flatMap((s) => Object.keys(s.taps)))];
  return {
    n,
    runs: samples.length,
    failedRuns: samples.length - measured.length,
    ...(Object.fromEntries(figures.map((figure) => [figure, median(measured.map((s) => s[figure]))])) as Record<Figure, number>),
    taps: Object.fromEntries(names.map((name) => [name, median(measured.map((s) => s.taps[name]?.inputToPaintMs ?? Number.NaN))])),
    pageErrors: samples.reduce((total, s) => total + s.pageErrors, 0),
  };
}

/** large / small; NaN when either is missing or small is 0. */
export const ratio = (large: number, small: number) => (small > 0 && Number.isFinite(large) ? large / small : Number.NaN);

/** A goal at the large N: met, missed, or (met: null) not for this build (a control it does not draw). */
export interface GoalCheck {
  goal: string;
  met: boolean | null;
  figure: string;
}

/** One screen's row: both sizes, the ratios, the goals at the large N and the raw runs. */
export interface ScaleRow {
  route: ScaleScreen['route'];
  what: string;
  sizes: ScaleScreen['sizes'];
  /** The tap of the row's input-to-paint. */
  tap: string;
  small: SizeSummary;
  large: SizeSummary;
  ratios: Record<Figure | 'inputToPaintMs', number>;
  goals: GoalCheck[];
  samples: { small: ScaleSample[]; large: ScaleSample[] };
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : '–');
const times = (value: number) => (Number.isFinite(value) ? `×${value.toFixed(2)}` : '×–');

/** A figure against its goal, with one more decimal where rounding would show the goal itself for a miss. */
const against = (value: number, goal: number, format: (value: number, digits: number) => string, digits: number) =>
  format(value, value > goal && format(value, digits) === format(goal, digits) ? digits + 1 : digits);
const msAgainst = (value: number, goal: number) =>
  against(value, goal, (v, digits) => (Number.isFinite(v) ? `${v.toFixed(digits)} ms` : '– ms'), 0);
const timesAgainst = (value: number, goal: number) =>
  against(value, goal, (v, digits) => (Number.isFinite(v) ? `×${v.toFixed(digits)}` : '×–'), 2);

/** The goals at the large N; a missing figure is a miss, never a pass. */
export function scaleGoalChecks(
  screen: Pick<ScaleScreen, 'taps' | 'boundedDom'>,
  small: SizeSummary,
  large: SizeSummary,
  goals = scaleGoals,
): GoalCheck[] {
  const checks: GoalCheck[] = [
    {
      goal: `no task over ${goals.longestTaskMs} ms`,
      met: large.longestTaskMs <= goals.longestTaskMs,
      figure: msAgainst(large.longestTaskMs, goals.longestTaskMs),
    },
  ];
  const drawn = ratio(large.drawnMs, small.drawnMs);
  checks.push({
    goal: `drawn ≤ ${goals.drawnRatio}× small's`,
    met: drawn <= goals.drawnRatio,
    figure: timesAgainst(drawn, goals.drawnRatio),
  });
  for (const tap of screen.taps) {
    const figure = large.taps[tap.name] ?? Number.NaN;
    const absent = tap.largeOnly && Number.isNaN(figure) && !large.failedRuns;
    checks.push({
      goal: `'${tap.name}' input-to-paint ≤ ${goals.inputToPaintMs} ms`,
      met: absent ? null : figure <= goals.inputToPaintMs,
      figure: absent ? 'not drawn by this build' : msAgainst(figure, goals.inputToPaintMs),
    });
  }
  if (screen.boundedDom) {
    const dom = ratio(large.domElements, small.domElements);
    checks.push({
      goal: `DOM elements ≤ ${goals.domRatio}× small's`,
      met: dom <= goals.domRatio,
      figure: timesAgainst(dom, goals.domRatio),
    });
  }
  if (large.failedRuns) checks.push({ goal: 'every visit measured', met: false, figure: `${large.failedRuns} failed` });
  return checks;
}

/** A screen's row from its visits at both sizes. */
export function summariseScreen(screen: ScaleScreen, samples: { small: ScaleSample[]; large: ScaleSample[] }): ScaleRow {
  const small = summariseSize(screen.sizes.small, samples.small);
  const large = summariseSize(screen.sizes.large, samples.large);
  const tap = screen.taps[0].name;
  return {
    route: screen.route,
    what: screen.what,
    sizes: screen.sizes,
    tap,
    small,
    large,
    ratios: {
      ...(Object.fromEntries(figures.map((figure) => [figure, ratio(large[figure], small[figure])])) as Record<Figure, number>),
      inputToPaintMs: ratio(large.taps[tap] ?? Number.NaN, small.taps[tap] ?? Number.NaN),
    },
    goals: scaleGoalChecks(screen, small, large),
    samples,
  };
}

/** The goals a row misses (empty when it meets them all). */
export const scaleMisses = (row: Pick<ScaleRow, 'goals'>) => row.goals.filter((check) => check.met === false);

/** What `npm run bench:scale` writes to reports/bench-scale.json. */
export interface ScaleReport {
  generatedAt: string;
  /** The work tree's, which the bench runs from (the build measured may be another's). */
  commit: string;
  /** The build measured (BENCH_DIST). */
  build: string;
  cpuThrottling: number;
  viewport: { width: number; height: number };
  runs: number;
  goals: typeof scaleGoals;
  screens: ScaleRow[];
}

const mb = (value: number) => (Number.isFinite(value) ? value.toFixed(1) : '–');

/** 'small → large (×ratio)'. */
const grown = (small: number, large: number, format = ms) => `${format(small)} → ${format(large)} (${times(ratio(large, small))})`;

/** One screen's line of the table, printed as soon as it is measured too. */
export function scaleLine(row: ScaleRow): string {
  const { small, large, tap } = row;
  return `| ${row.route} (${row.what}; ${tap}) | ${row.sizes.small} → ${row.sizes.large} | ${grown(small.drawnMs, large.drawnMs)} | ${grown(small.longTaskTotalMs, large.longTaskTotalMs)} | ${grown(small.longestTaskMs, large.longestTaskMs)} | ${grown(small.domElements, large.domElements)} | ${grown(small.taps[tap] ?? Number.NaN, large.taps[tap] ?? Number.NaN)} | ${grown(small.heapMb, large.heapMb, mb)} |`;
}

export const scaleHeader =
  '| screen (data; tap) | N small → large | drawn ms | long tasks total ms | longest task ms | DOM elements | input-to-paint ms | heap MB |\n|---|---|---|---|---|---|---|---|';

/** The goals of a row at its large N, on one line. */
export function scaleGoalLine(row: ScaleRow): string {
  const checks = row.goals.map((c) => `${c.goal}: ${c.met === null ? 'n/a' : c.met ? 'yes' : 'NO'} (${c.figure})`);
  return `- ${row.route} at ${row.sizes.large} ${row.what}: ${checks.join('; ')}`;
}

/** The report as markdown: the table, the taps of the large N only, and the goals. */
export function scaleMarkdown(report: ScaleReport): string {
  const { goals } = report;
  const largeOnly = report.screens.flatMap((row) =>
    Object.entries(row.large.taps)
      .filter(([name]) => name !== row.tap)
      .map(
        ([name, figure]) =>
          `| ${row.route} | ${name} | ${row.sizes.large} | ${Number.isNaN(figure) ? 'not drawn by this build' : ms(figure)} |`,
      ),
  );
  return [
    `Scale: each screen at a small and a large N of a big client's data (answers cloned from the demo API's, fed through page.route), ${report.cpuThrottling}× CPU, ${report.viewport.width}×${report.viewport.height}, signed in, no network throttling; medians of ${report.runs} run(s), small and large alternating; build ${report.build} (the bench at commit ${report.commit}). Each figure small → large (×large/small). Drawn: ms from navigation start; long tasks: from navigation to drawn and settled; input-to-paint: the tap's input event → the frame after its change was painted (the search: its last key → its results, less its ${searchDebounceMs} ms debounce).`,
    '',
    scaleHeader,
    ...report.screens.map(scaleLine),
    '',
    ...(largeOnly.length
      ? [
          'Taps at the large N only (input-to-paint ms, median):',
          '',
          '| screen | tap | N | input-to-paint ms |',
          '|---|---|---:|---:|',
          ...largeOnly,
          '',
        ]
      : []),
    `Goals at the large N (report only; \`-- --strict\` exits 1 on a miss): no task over ${goals.longestTaskMs} ms; drawn ≤ ${goals.drawnRatio}× small's; every tap's input-to-paint ≤ ${goals.inputToPaintMs} ms; DOM elements of /pedidos and /debitos ≤ ${goals.domRatio}× small's.`,
    '',
    ...report.screens.map(scaleGoalLine),
    '',
  ].join('\n');
}
