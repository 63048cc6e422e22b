// 'Buscar produtos' (product-rules R269, R303) over what the device holds: a query draws from the last
// reading of the kept pages at once, reads them again for a page kept since, and never draws another
// company's reading. The kept pages and the service are stand-ins; the rule and the cards are the real ones.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import type * as Catalogue from '../../../src/lib/api/catalogue.ts';
import type { KeptAnswer } from '../../../src/lib/api/kept-answers.ts';

const kept = vi.hoisted(() => ({ reads: [] as Array<() => Promise<KeptAnswer[]>> }));

vi.mock('../../../src/lib/stores/api-session.ts', () => ({}));
vi.mock('../../../src/lib/api/kept-answers.ts', () => ({
  // Each reading takes the next stand-in; the last one serves every reading after it.
  keptAnswersOf: vi.fn(() => (kept.reads.length > 1 ? kept.reads.shift()! : kept.reads[0]!)()),
}));
vi.mock('../../../src/lib/api/catalogue.ts', async (actual) => ({
  ...(await actual<typeof Catalogue>()),
  // The service has no search to give: the device's results stand alone.
  searchCatalogProducts: vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  getFavorites: vi.fn(() => Promise.resolve({ data: [], currentPage: 1, lastPage: 1 })),
}));

const [brahma, skol] = products.data;

/** A kept page of the categories' list holding `items`, kept at `at`. */
const keptPage = (id: string, items: unknown[], at = 1): KeptAnswer => ({
  id,
  at,
  endpoint: 'GET /catalog/products',
  headers: { category: 'cervejas' },
  text: JSON.stringify({ data: items, currentPage: 1, lastPage: 1 }),
});

async function load(clientCode = '100001') {
  const session = await import('../../../src/lib/stores/session.ts');
  const clientCodeNow = vi.spyOn(session.$clientCode, 'get').mockReturnValue(clientCode);
  const { createProductSearch } = await import('../../../src/lib/screens/product-search.ts');
  return { search: createProductSearch(), clientCodeNow };
}

const shownNames = (state: { state: string; items?: Array<{ name: string }> }) =>
  state.state === 'ready' ? state.items!.map((item) => item.name) : null;

/** Types `query` and runs the debounce and whatever the readings await. */
async function typed(search: Awaited<ReturnType<typeof load>>['search'], query: string) {
  search.type(query);
  await vi.advanceTimersByTimeAsync(300);
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  kept.reads = [];
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the device’s reading (R303)', () => {
  it('draws a query from the last reading while the device is read again, then adds the page kept since', async () => {
    let readAgain!: (answers: KeptAnswer[]) => void;
    kept.reads = [() => Promise.resolve([keptPage('a', [brahma])]), () => new Promise<KeptAnswer[]>((resolve) => (readAgain = resolve))];
    const { search } = await load();
    search.warm();
    await vi.advanceTimersByTimeAsync(0);
    await typed(search, 'cerveja');
    // The second reading has not answered: the first one's products are on screen already.
    expect(shownNames(search.$state.get())).toEqual([brahma!.descricao]);
    readAgain([keptPage('a', [brahma]), keptPage('b', [skol])]);
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNames(search.$state.get())).toEqual([brahma!.descricao, skol!.descricao]);
  });

  it('reads the device before drawing when the last reading was another company’s', async () => {
    kept.reads = [() => Promise.resolve([keptPage('a', [brahma])])];
    const { search, clientCodeNow } = await load('100001');
    search.warm();
    await vi.advanceTimersByTimeAsync(0);
    // Switched in another tab: this company's device holds another page.
    clientCodeNow.mockReturnValue('200002');
    let readForIt!: (answers: KeptAnswer[]) => void;
    kept.reads = [() => new Promise<KeptAnswer[]>((resolve) => (readForIt = resolve))];
    const states: Array<string[] | null> = [];
    search.$state.listen((state) => states.push(shownNames(state)));
    await typed(search, 'cerveja');
    expect(search.$state.get().state).toBe('searching');
    readForIt([keptPage('c', [skol])]);
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNames(search.$state.get())).toEqual([skol!.descricao]);
    expect(states.flat()).not.toContain(brahma!.descricao);
  });
});

describe('the service’s search (R269)', () => {
  it('the same query searched again while the service answers waits for that call; another query cancels it', async () => {
    kept.reads = [() => Promise.resolve([keptPage('a', [brahma])])];
    const catalogue = await import('../../../src/lib/api/catalogue.ts');
    const calls: Array<{ search: string; signal: AbortSignal; answer: (items: unknown[]) => void }> = [];
    vi.mocked(catalogue.searchCatalogProducts).mockImplementation(
      (query, options) =>
        new Promise((resolve) =>
          calls.push({
            search: String(query.search),
            signal: options!.signal!,
            answer: (items) => resolve({ data: items, currentPage: 1, lastPage: 1 } as never),
          }),
        ),
    );
    const { search } = await load();
    await typed(search, 'skol');
    // The year of purchases came in: the screen searches the same text again.
    await typed(search, 'skol');
    expect(calls.map((call) => call.search)).toEqual(['skol']);
    expect(calls[0]!.signal.aborted).toBe(false);
    calls[0]!.answer([skol]);
    await vi.advanceTimersByTimeAsync(0);
    expect(shownNames(search.$state.get())).toEqual([skol!.descricao]);
    await typed(search, 'brahma chopp');
    await typed(search, 'brahma');
    expect(calls.map((call) => call.search)).toEqual(['skol', 'brahma chopp', 'brahma']);
    expect(calls[1]!.signal.aborted).toBe(true);
    search.clear();
    expect(calls[2]!.signal.aborted).toBe(true);
  });
});
