// 'Buscar produtos' on /produtos (product-rules R269): what the device holds for the current user
// and company (the kept pages of Favoritos, Novidades, the categories and Combos), searched by the domain's
// rule, and, online, what the service's own search found that the rule accepts. Loaded when the field is
// first focused: never on the page's first load.
import '../stores/api-session.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { catalogPageSchema, getFavorites, searchCatalogProducts, type CatalogItem } from '../api/catalogue.ts';
import { HttpError } from '../api/errors.ts';
import { keptAnswersOf, type KeptAnswer } from '../api/kept-answers.ts';
import { productKey } from '../domain/cart-rules.ts';
import { MIN_QUERY_LENGTH, searchableText, searchProducts, searchText, serviceSearchFinds } from '../domain/product-search.ts';
import { bestOfferText } from '../domain/offers.ts';
import { MAX_FAVORITE_DAYS } from '../domain/reorder.ts';
import type { CartSource } from '../stores/cart.ts';
import { $clientCode } from '../stores/session.ts';
import { itemView, type CatalogueItemView } from './catalogue.ts';

/** Said over the results when the service's search did not answer (offline, refused, failed). */
export const deviceOnlyText = 'Produtos já vistos neste aparelho';

/** How long typing must pause before a search runs. */
export const SEARCH_DEBOUNCE_MS = 250;

export type ProductSearchState =
  | { state: 'idle' }
  | { state: 'searching'; query: string }
  | { state: 'ready'; query: string; items: CatalogueItemView[]; deviceOnly: boolean };

/** The kept lists a search reads, likeliest first: the products bought, the promotions, the pages seen. */
const KEPT_LISTS = ['GET /catalog/favorites', 'GET /catalog/news', 'GET /catalog/products'];

/** The most pages of a year's purchases a page's first search asks for (24 products each). */
const PAST_ORDERS_MAX_PAGES = 4;

/** One catalogue entry with the list it came from (the cart finds it there again, R70), and its text as searched, worked out once. */
interface Held {
  item: CatalogItem;
  source: CartSource;
  compared: string;
}

/** What the search reads of an entry: a combo's name is its description. */
const searchable = ({ item, compared }: Held) =>
  'description' in item
    ? { sku: item.sku, name: item.description, compared }
    : { sku: item.sku, name: item.descricao, complement: item.complemento, ean: item.ean ?? null, compared };

function held(item: CatalogItem, source: CartSource): Held {
  const compared = searchableText(
    'description' in item ? { name: item.description } : { name: item.descricao, complement: item.complemento },
  );
  return { item, source, compared };
}

/** The card of each entry, made once: the device's results drawn again with the service's keep theirs. */
const views = new WeakMap<Held, CatalogueItemView>();
function viewOf(entry: Held): CatalogueItemView {
  let view = views.get(entry);
  if (!view) views.set(entry, (view = itemView(entry.item, entry.source, bestOfferText)));
  return view;
}

/**
 * Reading a kept page (parse and schema) takes a slow phone a few milliseconds: pages are read in slices of
 * this long, the page free to draw and answer taps between them (R303; 40 pages read at once took 178 ms).
 */
const SLICE_MS = 12;

/** Gives the page a turn: the browser's scheduler where it has one (it resumes first), else a new task. */
const yieldToPage = (): Promise<void> =>
  (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler?.yield?.() ?? new Promise((done) => setTimeout(done, 0));

/** The list a kept page was read from, from the headers it was asked with. */
function sourceOf(endpoint: string, headers: Record<string, string>): CartSource {
  if (endpoint === 'GET /catalog/favorites') return { list: 'favorites' };
  if (endpoint === 'GET /catalog/news') return { list: 'news' };
  if (headers['category'] === 'combo') return { list: 'combos' };
  return {
    list: 'products',
    ...(headers['category'] ? { category: headers['category'] } : {}),
    ...(headers['brand'] ? { brand: headers['brand'] } : {}),
  };
}

/** The entries of each kept page this page has read, by its entry and when it was kept: each is read once (R303). */
let pagesRead = new Map<string, Held[]>();

function readPage({ endpoint, headers, text }: KeptAnswer & { text: string }): Held[] {
  let parsed;
  try {
    parsed = catalogPageSchema.safeParse(JSON.parse(text));
  } catch {
    return [];
  }
  // A page kept by an older version that no longer parses is as if none were kept.
  if (!parsed.success) return [];
  const source = sourceOf(endpoint, headers);
  return parsed.data.data.map((item) => held(item, source));
}

/**
 * What the last reading found, and for which company. A query draws from it at once, then reads the kept
 * pages again for what changed meanwhile: the reading is a dozen round trips to Cache Storage, ~100 ms on a
 * slow phone whatever the number of pages (R303).
 */
let lastRead: { clientCode: string; items: Held[] } | undefined;

/** The last reading's entries when it was made for `clientCode` (a company switched in another tab reads again). */
const lastReadFor = (clientCode: string): Held[] | undefined => (lastRead?.clientCode === clientCode ? lastRead.items : undefined);

/** Whether two readings hold the same entries in the same order (each page's entries are made once). */
const sameEntries = (a: readonly Held[], b: readonly Held[]) => a.length === b.length && a.every((entry, i) => entry === b[i]);

/** Every entry the device holds for the signed-in user and company, likeliest first; null once `signal` ends. */
async function heldItems(signal: AbortSignal): Promise<Held[] | null> {
  const clientCode = $clientCode.get() ?? '';
  const keyOf = (id: string, at: number) => `${id}\n${at}`;
  const answers = await keptAnswersOf(KEPT_LISTS, (id, at) => pagesRead.has(keyOf(id, at)));
  answers.sort((a, b) => KEPT_LISTS.indexOf(a.endpoint) - KEPT_LISTS.indexOf(b.endpoint));
  const read = new Map<string, Held[]>();
  let sliceEnds = performance.now() + SLICE_MS;
  for (const answer of answers) {
    const key = keyOf(answer.id, answer.at);
    let entries = pagesRead.get(key);
    if (!entries) {
      // Left unread as known, then forgotten by another search meanwhile: the next query reads it.
      if (answer.text === null) continue;
      if (performance.now() > sliceEnds) {
        await yieldToPage();
        if (signal.aborted) {
          // What was read serves the next query.
          for (const [done, entries] of read) pagesRead.set(done, entries);
          return null;
        }
        sliceEnds = performance.now() + SLICE_MS;
      }
      entries = readPage({ ...answer, text: answer.text });
    }
    read.set(key, entries);
  }
  // Only what the device holds now: a page dropped or kept again is not held twice.
  pagesRead = read;
  const items = [...read.values()].flat();
  lastRead = { clientCode, items };
  return items;
}

export interface ProductSearch {
  readonly $state: ReadableAtom<ProductSearchState>;
  /**
   * Online, the products of a year's orders are asked for once per page (on the first search: a keyboard
   * passing through the field costs no data), as 'Repetir pedido' finds an order's products (Favoritos with
   * more days, R180.2), and kept with the rest.
   */
  prepare(): void;
  /** The field's text: searched once typing pauses; under two characters it clears the results. */
  type(query: string): void;
  /** Reads what the device holds ahead of the first query, while the user types it (no data spent). */
  warm(): void;
  /** Forgets the search (the page left, the field cleared). */
  clear(): void;
}

export function createProductSearch(): ProductSearch {
  const $state = atom<ProductSearchState>({ state: 'idle' });
  /** The reading warm() started: a query waits for it rather than reading the same pages beside it. */
  let warming: Promise<unknown> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let current: AbortController | undefined;
  // A year's purchases of one company as this page read them, searched at once (their kept copies serve the
  // next pages, offline too); another company (switched in another tab) asks again.
  let pastOrders: { clientCode: string; items: Held[] } | undefined;
  /** The service's answer to the last query it answered (null: it had none to give), by client and query. */
  let answered: { key: string; found: Held[] | null } | undefined;
  /**
   * The service's call for a query it has not answered yet. The same query searched again meanwhile (the
   * year of purchases came in) waits for this call rather than cancelling it for a second one on a weak
   * signal; another query, or the search forgotten, cancels it.
   */
  let asking: { key: string; controller: AbortController; found: Promise<Held[] | null> } | undefined;
  /** This page's year of purchases, for the company it shows now. */
  const pastOrderItems = (): Held[] => (pastOrders && pastOrders.clientCode === $clientCode.get() ? pastOrders.items : []);

  /** A year's purchases, page after page, kept as every read is (none when offline or failing: the rest stands). */
  async function readPastOrders(clientCode: string, items: Held[]): Promise<void> {
    for (let page = 1; page <= PAST_ORDERS_MAX_PAGES; page += 1) {
      const answer = await getFavorites({ clientCode, page, days: MAX_FAVORITE_DAYS }, { kept: 'fallback' });
      items.push(...answer.data.map((item) => held(item, { list: 'favorites' })));
      if (page >= answer.lastPage) break;
    }
  }

  /** The service's search for `compared`, or the call already out for it (`asking`). */
  function ask(key: string, compared: string, clientCode: string): Promise<Held[] | null> {
    if (asking?.key === key) return asking.found;
    asking?.controller.abort();
    const controller = new AbortController();
    const { signal } = controller;
    const found = searchCatalogProducts({ clientCode, search: compared, page: 1 }, { signal }).then(
      // Found by the service alone: the cart finds it again by searching its code (R70, R269).
      (page) => {
        const entries = page.data.map((item) => held(item, { list: 'search', search: productKey(item.sku) }));
        const finds = serviceSearchFinds(
          compared,
          entries.map((entry) => ({ ...searchable(entry), entry })),
        );
        const found = finds?.map(({ entry }) => entry) ?? null;
        answered = { key, found };
        return found;
      },
      (error: unknown) => {
        if (signal.aborted) return null;
        console.warn('[product search]', error);
        // A refusal will not change (a 4xx); a failure of the network may, on the next query.
        if (error instanceof HttpError && error.status < 500) answered = { key, found: null };
        return null;
      },
    );
    asking = { key, controller, found };
    const done = () => {
      if (asking?.found === found) asking = undefined;
    };
    found.then(done, done);
    return found;
  }

  async function run(query: string, signal: AbortSignal): Promise<void> {
    const compared = searchText(query);
    const clientCode = $clientCode.get() ?? '';
    const key = `${clientCode}\n${compared}`;
    // The service's answer; null when it has none to give (refused, failed, offline, or an answer that is no
    // search: serviceSearchFinds): the device's stand alone. The same query searched again (the year of
    // purchases came in meanwhile) takes the answer it got, not a second call on a weak signal.
    const online = answered?.key === key ? Promise.resolve(answered.found) : ask(key, compared, clientCode);
    await warming;
    const readBefore = lastReadFor(clientCode);
    let onDevice = readBefore ?? (await heldItems(signal));
    // The cards are drawn in a task of their own, not after the reading in the same one (R303).
    await yieldToPage();
    if (!onDevice || signal.aborted) return;
    /** Draws the results; `found` the service's (null: none to give), `waiting` while it has not answered. */
    const draw = (found: Held[] | null, waiting: boolean) => {
      // The service's entries first: fresher price and stock for a product the device holds too.
      const all = [...(found ?? []), ...(onDevice ?? []), ...pastOrderItems()];
      const ranked = searchProducts(
        compared,
        all.map((entry) => ({ ...searchable(entry), entry })),
      ).map(({ entry }) => entry);
      const items = ranked.map(viewOf);
      // Nothing on the device yet: no 'not found' before the service has said so.
      if (waiting && !items.length) return;
      $state.set({ state: 'ready', query, items, deviceOnly: !waiting && found === null });
    };
    // On one bar of signal the service may take seconds: what the device holds shows at once, and the
    // service's answer joins it when it comes.
    draw(null, true);
    if (readBefore) {
      // A page kept since the last reading (a category opened meanwhile) joins the results.
      const readNow = await heldItems(signal);
      if (!readNow || signal.aborted) return;
      if (!sameEntries(readNow, readBefore)) {
        onDevice = readNow;
        draw(null, true);
      }
    }
    const found = await online;
    if (!signal.aborted) draw(found, false);
  }

  function clear(): void {
    clearTimeout(timer);
    current?.abort();
    current = undefined;
    asking?.controller.abort();
    asking = undefined;
    $state.set({ state: 'idle' });
  }

  const search: ProductSearch = {
    $state,
    prepare() {
      const clientCode = $clientCode.get() ?? '';
      if (pastOrders?.clientCode === clientCode || globalThis.navigator?.onLine === false) return;
      pastOrders = { clientCode, items: [] };
      readPastOrders(clientCode, pastOrders.items).then(
        () => {
          // Results already on screen are searched again with what came.
          const state = $state.get();
          if (state.state === 'ready') search.type(state.query);
        },
        (error: unknown) => console.warn('[product search] past orders', error),
      );
    },
    type(query) {
      if (searchText(query).length < MIN_QUERY_LENGTH) return clear();
      search.prepare();
      clearTimeout(timer);
      current?.abort();
      const controller = (current = new AbortController());
      if ($state.get().state !== 'ready') $state.set({ state: 'searching', query });
      timer = setTimeout(() => {
        run(query, controller.signal).catch((error: unknown) => {
          console.error('[product search]', error);
          if (!controller.signal.aborted) $state.set({ state: 'ready', query, items: [], deviceOnly: true });
        });
      }, SEARCH_DEBOUNCE_MS);
    },
    warm() {
      warming ??= heldItems(new AbortController().signal).catch((error: unknown) => console.warn('[product search] kept pages', error));
    },
    clear,
  };
  return search;
}

/** The page's search. */
export const productSearch = createProductSearch();
