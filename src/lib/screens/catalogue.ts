// The product list screen (/produtos, product-rules R56–R61): the tab, the
// category and brand filters of the Produtos tab, the page, and the parts that load and fail on
// their own (the categories grid, the brands grid, the list, the in-progress order check). List
// failures are logged and shown with a retry (product-rules R59, R107).
import '../stores/api-session.ts';
import { atom } from 'nanostores';
import {
  getBrands,
  getCatalogProducts,
  getCombos,
  getFavorites,
  getLastOrder,
  getNews,
  getSegments,
  type CatalogItem,
  type CatalogPage,
} from '../api/catalogue.ts';
import { errorMessage } from '../api/errors.ts';
import { formatMoneyReais } from '../domain/format.ts';
import { comboTiers, productTiers, tierLabel, usableTiers } from '../domain/pricing.ts';
import { isOrderable, stockLabel, type StockLabel } from '../domain/stock.ts';
import type { CartSource } from '../stores/cart.ts';
import { templateFromItem } from '../stores/catalogue-items.ts';
import { orderable, type OrderableItem } from '../stores/orderable.ts';
import { $clientCode } from '../stores/session.ts';
import { onFreshData, SCREEN_LOADING, type Screen, type ScreenState } from './screen.ts';

/** The tabs of the product list. */
export type CatalogueTab = 'produtos' | 'novidades' | 'combos' | 'favoritos';

/** A part of the screen: loading, failed with its pt-BR message, or its view. */
export type Part<V> = Exclude<ScreenState<V>, { state: 'not-found' }>;

/** A tile of the categories or brands grid. */
export interface TileView {
  /** As shown, with accents. */
  name: string;
  image: string;
}

/** A product or combo card. */
export interface CatalogueItemView {
  kind: 'product' | 'combo';
  sku: string;
  name: string;
  complement: string | null;
  /** A combo's products (none for a product). */
  contents: ReadonlyArray<{ sku: string; name: string; quantity: number }>;
  image: string | null;
  stock: StockLabel;
  /** The base price: 'R$ 42,90'. */
  price: string;
  /** The volume bands worth showing: '10 CX R$ 41,50 cada'. */
  tiers: ReadonlyArray<{ key: number; label: string }>;
  /** What the quantity control acts on; null when out of stock (no control). */
  order: OrderableItem | null;
}

/** One page of the list. */
export interface ListView {
  items: CatalogueItemView[];
  lastPage: number;
}

/** The screen once started. */
export interface CatalogueView {
  tab: CatalogueTab;
  /** The chosen category (as shown, with accents) of the Produtos tab, or null for the grid. */
  category: string | null;
  /** The chosen brand of that category, or null for all. */
  brand: string | null;
  /** The page of the list on screen, from 1. */
  page: number;
  /** Whether the list (rather than the categories grid) is on screen. */
  showsList: boolean;
  /** The categories grid; null before it is asked for. */
  segments: Part<TileView[]> | null;
  /** The brands grid of the chosen category; null without one. */
  brands: Part<TileView[]> | null;
  /** The list on screen; null on the categories grid. */
  list: Part<ListView> | null;
  /** An order in progress ('Pedido com entrega programada'), or null. */
  orderInProgress: { nextDeliveryDate: string | null } | null;
}

/** The catalogue screen: the lifecycle and the user's intents. */
export interface CatalogueScreen extends Screen<void, CatalogueView> {
  /** Shows another tab from its first page. */
  selectTab(tab: CatalogueTab): void;
  /** Opens a category: its brands and its products. */
  selectCategory(category: string): void;
  /** Filters by a brand (again on the chosen one: all brands). */
  selectBrand(brand: string): void;
  /** 'Voltar': clears the category, back to the grid. */
  clearCategory(): void;
  /** Shows another page of the list. */
  goToPage(page: number): void;
  /** The categories grid's 'Tentar novamente'. */
  retrySegments(): void;
  /** The brands grid's 'Tentar novamente'. */
  retryBrands(): void;
}

/** Where lines added from the list on screen come from (so the cart can find them again). */
function listSource(tab: CatalogueTab, category: string | null, brand: string | null): CartSource {
  if (tab === 'novidades') return { list: 'news' };
  if (tab === 'combos') return { list: 'combos' };
  if (tab === 'favoritos') return { list: 'favorites' };
  return { list: 'products', ...(category ? { category } : {}), ...(brand ? { brand } : {}) };
}

/** A catalogue entry as its card shows it. */
function itemView(item: CatalogItem, source: CartSource): CatalogueItemView {
  const template = templateFromItem(item, source);
  const combo = 'description' in item;
  const tiers = usableTiers(combo ? comboTiers(item.price_ranges) : productTiers(item));
  return {
    kind: combo ? 'combo' : 'product',
    sku: template.sku,
    name: template.descricao,
    complement: template.complemento,
    contents: combo ? item.products.map((p) => ({ sku: p.sku, name: p.descricao, quantity: p.quantity })) : [],
    image: template.image,
    stock: stockLabel(template.stock),
    price: formatMoneyReais(template.preco),
    tiers: tiers.map((tier) => ({ key: tier.threshold, label: tierLabel(tier) })),
    order: isOrderable(template.stock) ? orderable(template) : null,
  };
}

function listView(page: CatalogPage, source: CartSource): ListView {
  return { items: page.data.map((item) => itemView(item, source)), lastPage: page.lastPage };
}

/** What each part shows once it came. */
interface PartViews {
  segments: TileView[];
  brands: TileView[];
  list: ListView;
}
type PartName = keyof PartViews;

/** The catalogue screen (no browser effects: its intents stay on the page). */
export function createCatalogueScreen(): CatalogueScreen {
  const $state = atom<ScreenState<CatalogueView>>(SCREEN_LOADING);
  let view: CatalogueView | null = null;
  // The latest call of each part: an older answer that arrives late never overwrites a newer one.
  const latest: Record<PartName | 'lastOrder', number> = { segments: 0, brands: 0, list: 0, lastOrder: 0 };
  let lastOrderAsked = false;

  const clientCode = (): string => $clientCode.get() ?? '';

  function update(patch: Partial<CatalogueView>): void {
    if (!view) return;
    const next = { ...view, ...patch };
    next.showsList = next.tab !== 'produtos' || next.category !== null;
    view = next;
    $state.set({ state: 'ready', view });
  }

  /** `quiet`: a redraw of what is shown (docs/offline.md), with no skeleton, keeping it on a failure. */
  function load<K extends PartName>(part: K, name: string, call: () => Promise<PartViews[K]>, quiet = false): void {
    const id = ++latest[part];
    if (!quiet) update({ [part]: { state: 'loading' } });
    call().then(
      (value) => {
        if (id === latest[part]) update({ [part]: { state: 'ready', view: value } });
      },
      (error: unknown) => {
        if (id !== latest[part] || quiet) return;
        console.error(`[${name}]`, error);
        update({ [part]: { state: 'error', message: errorMessage(error) } });
      },
    );
  }

  function drop(part: PartName): void {
    latest[part] += 1;
    update({ [part]: null });
  }

  const loadSegments = (quiet = false) =>
    load(
      'segments',
      'catalogue segments',
      async () => (await getSegments(clientCode())).map((segment) => ({ name: segment.name, image: segment.url })),
      quiet,
    );

  const loadBrands = (category: string, quiet = false) =>
    load(
      'brands',
      'catalogue brands',
      async () => (await getBrands(clientCode(), category)).map((brand) => ({ name: brand.name, image: brand.image_url })),
      quiet,
    );

  function loadList({ tab, page, category, brand }: CatalogueView, quiet = false): void {
    const source = listSource(tab, category, brand);
    load(
      'list',
      'catalogue list',
      async () => {
        const code = clientCode();
        const answer =
          tab === 'novidades'
            ? await getNews({ clientCode: code, page })
            : tab === 'combos'
              ? await getCombos({ clientCode: code, page })
              : tab === 'favoritos'
                ? await getFavorites({ clientCode: code, page })
                : await getCatalogProducts({ clientCode: code, page, category: category ?? '', brand: brand ?? undefined });
        return listView(answer, source);
      },
      quiet,
    );
  }

  /** Fresh answers in place of kept ones, or the network back: what is shown loads again in place. */
  function redrawShown(event: Event): void {
    if (!view) return;
    // Shown parts load again in place; failed ones too when the network is back.
    const again = (part: Part<unknown> | null): boolean | null =>
      part?.state === 'ready' ? true : part?.state === 'error' && event.type === 'online' ? false : null;
    const segments = again(view.segments);
    const onGrid = view.tab === 'produtos';
    if (segments !== null && onGrid && !view.category) loadSegments(segments);
    const brands = again(view.brands);
    if (brands !== null && onGrid && view.category) loadBrands(view.category, brands);
    const list = again(view.list);
    if (list !== null && view.showsList) loadList(view, list);
  }
  onFreshData(redrawShown);

  /** Whether a part has neither come nor is on its way (so it is asked for). */
  const wanted = (part: Part<unknown> | null) => part === null || part.state === 'error';

  /** Loads what the current tab and filters show. */
  function loadCurrent(): void {
    if (!view) return;
    if (view.tab === 'produtos') {
      if (!view.category) {
        if (wanted(view.segments)) loadSegments();
        drop('list');
        return;
      }
      if (wanted(view.brands)) loadBrands(view.category);
    }
    loadList(view);
  }

  /** Asks whether an order is in progress, once per visit; a failure is only logged. */
  function checkLastOrder(): void {
    if (lastOrderAsked) return;
    lastOrderAsked = true;
    const call = ++latest.lastOrder;
    getLastOrder(clientCode()).then(
      (info) => {
        if (call !== latest.lastOrder) return;
        update({ orderInProgress: info.isOrderInProgress ? { nextDeliveryDate: info.nextDeliveryDate } : null });
      },
      (error: unknown) => {
        if (call !== latest.lastOrder) return;
        console.error('[last order]', error);
        lastOrderAsked = false;
      },
    );
  }

  return {
    $state,
    start() {
      if (view) return;
      view = {
        tab: 'produtos',
        category: null,
        brand: null,
        page: 1,
        showsList: false,
        segments: null,
        brands: null,
        list: null,
        orderInProgress: null,
      };
      $state.set({ state: 'ready', view });
      loadCurrent();
      checkLastOrder();
    },
    retry: loadCurrent,
    exit() {
      for (const part of Object.keys(latest) as Array<keyof typeof latest>) latest[part] += 1;
      lastOrderAsked = false;
      view = null;
      $state.set(SCREEN_LOADING);
    },
    selectTab(tab) {
      update({ tab, page: 1 });
      loadCurrent();
    },
    selectCategory(category) {
      update({ category, brand: null, page: 1 });
      drop('brands');
      loadCurrent();
    },
    selectBrand(brand) {
      update({ brand: view?.brand === brand ? null : brand, page: 1 });
      loadCurrent();
    },
    clearCategory() {
      update({ category: null, brand: null, page: 1 });
      drop('brands');
      loadCurrent();
    },
    goToPage(page) {
      update({ page });
      loadCurrent();
    },
    retrySegments: loadSegments,
    retryBrands() {
      if (view?.category) loadBrands(view.category);
    },
  };
}

/** The catalogue screen of the page. */
export const catalogueScreen = createCatalogueScreen();
