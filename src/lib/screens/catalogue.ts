// The product list screen (/produtos, product-rules R56–R61): the tab, the
// category and brand filters of the Produtos tab, the page, and the parts that load and fail on
// their own (the categories grid, the brands grid, the list, the in-progress order check). List
// failures are logged and shown with a retry (product-rules R59, R107).
import '../stores/api-session.ts';
import { atom, computed, type ReadableAtom } from 'nanostores';
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
import { formatMoneyReais, toCents } from '../domain/format.ts';
import type { bestOfferText } from '../domain/offers.ts';
import { comboTiers, productTiers, tierLabel, usableTiers } from '../domain/pricing.ts';
import { isOrderable, stockLabel, type StockLabel } from '../domain/stock.ts';
import type { CartSource } from '../stores/cart.ts';
import { templateFromItem } from '../stores/catalogue-items.ts';
import { orderable, type OrderableItem } from '../stores/orderable.ts';
import { $clientCode } from '../stores/session.ts';
import { createPart, fromParts, SCREEN_LOADING, type Part, type PartState, type Screen, type ScreenState } from './screen.ts';

/** The tabs of the product list. */
export type CatalogueTab = 'produtos' | 'novidades' | 'combos' | 'favoritos';

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
  /** The base price in cents (a combo's, against its items', R315). */
  priceCents: number;
  /** The volume bands worth showing: '10 CX R$ 41,50 cada'. */
  tiers: ReadonlyArray<{ key: number; label: string }>;
  /** The best volume offer, '-12 % a partir de 10 CX' (R315), or null. */
  offer: string | null;
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
  segments: PartState<TileView[]> | null;
  /** The brands grid of the chosen category; null without one. */
  brands: PartState<TileView[]> | null;
  /** The list on screen; null on the categories grid. */
  list: PartState<ListView> | null;
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
  /** Whether an order is in progress (GET /lastOrder, R61): ready with the next delivery date, or null for none. */
  readonly $lastOrder: ReadableAtom<PartState<{ nextDeliveryDate: string | null } | null>>;
}

/** Where lines added from the list on screen come from (so the cart can find them again). */
function listSource(tab: CatalogueTab, category: string | null, brand: string | null): CartSource {
  if (tab === 'novidades') return { list: 'news' };
  if (tab === 'combos') return { list: 'combos' };
  if (tab === 'favoritos') return { list: 'favorites' };
  return { list: 'products', ...(category ? { category } : {}), ...(brand ? { brand } : {}) };
}

/** How a card says its best volume offer (domain/offers.ts), handed in so that it loads with the list. */
export type OfferText = typeof bestOfferText;

/** A catalogue entry as its card shows it (also a search result's: product-search.ts). */
export function itemView(item: CatalogItem, source: CartSource, offerText: OfferText): CatalogueItemView {
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
    priceCents: toCents(template.preco),
    tiers: tiers.map((tier) => ({ key: tier.threshold, label: tierLabel(tier) })),
    offer: offerText(toCents(template.preco), tiers),
    order: isOrderable(template.stock) ? orderable(template) : null,
  };
}

function listView(page: CatalogPage, source: CartSource, offerText: OfferText): ListView {
  return { items: page.data.map((item) => itemView(item, source, offerText)), lastPage: page.lastPage };
}

/**
 * The offer rules, fetched beside the list's answer rather than with the page (R315); a chunk that cannot be
 * fetched (a phone offline on a page whose chunk it never had) leaves the cards without their offer.
 */
const offerRules = (): Promise<OfferText> =>
  import('../domain/offers.ts').then(
    (module) => module.bestOfferText,
    () => () => null,
  );

/** What the user chose: the tab, the filters and the page. */
type Choice = Pick<CatalogueView, 'tab' | 'category' | 'brand' | 'page'>;

/** Whether a choice shows the list (any tab but Produtos, or a category of it) rather than the categories grid. */
const showsList = (choice: Choice) => choice.tab !== 'produtos' || choice.category !== null;

/** Loads a part unless it is loading or loaded for `params`; one that failed loads again. */
function want<P>(part: Part<P, unknown>, params: P): void {
  if (part.$state.get().state === 'error') void part.load(params);
  else part.start(params);
}

/** The catalogue screen (no browser effects: its intents stay on the page). */
export function createCatalogueScreen(): CatalogueScreen {
  /** What the user chose; null before start and after exit. */
  const $choice = atom<Choice | null>(null);

  const clientCode = (): string => $clientCode.get() ?? '';
  const onGrid = () => $choice.get()?.tab === 'produtos';

  // Fresh data redraws a grid only while it is on screen: the categories under the grid, the brands
  // under a category of the Produtos tab; a list off screen is left.
  const segments = createPart(
    'catalogue segments',
    async (_params: void) => (await getSegments(clientCode())).map((segment) => ({ name: segment.name, image: segment.url })),
    { shown: () => onGrid() && !$choice.get()?.category },
  );
  const brands = createPart(
    'catalogue brands',
    async (category: string) => (await getBrands(clientCode(), category)).map((brand) => ({ name: brand.name, image: brand.image_url })),
    { shown: onGrid },
  );
  const list = createPart('catalogue list', async ({ tab, page, category, brand }: Choice) => {
    const code = clientCode();
    const offerText = offerRules();
    const answer =
      tab === 'novidades'
        ? await getNews({ clientCode: code, page })
        : tab === 'combos'
          ? await getCombos({ clientCode: code, page })
          : tab === 'favoritos'
            ? await getFavorites({ clientCode: code, page })
            : await getCatalogProducts({ clientCode: code, page, category: category ?? '', brand: brand ?? undefined });
    return listView(answer, listSource(tab, category, brand), await offerText);
  });
  // Whether an order is in progress (R61): a part, so the fresh answer replaces a kept one (R277). A failure
  // is only logged: the page simply opens no modal.
  const lastOrder = createPart('last order', async (code: string) => {
    const info = await getLastOrder(code);
    return info.isOrderInProgress ? { nextDeliveryDate: info.nextDeliveryDate } : null;
  });
  const $orderInProgress = computed(lastOrder.$state, (state) => (state.state === 'ready' ? state.view : null));

  const $state = fromParts(
    computed(
      [$choice, segments.$state, brands.$state, list.$state, $orderInProgress],
      (choice, segmentsPart, brandsPart, listPart, orderInProgress): ScreenState<CatalogueView> => {
        if (!choice) return SCREEN_LOADING;
        const listed = showsList(choice);
        return {
          state: 'ready',
          view: {
            ...choice,
            showsList: listed,
            segments: segmentsPart,
            brands: choice.category === null ? null : brandsPart,
            list: listed ? listPart : null,
            orderInProgress,
          },
        };
      },
    ),
  );

  /** Loads what a choice shows. */
  function load(choice: Choice | null): void {
    if (!choice) return;
    if (choice.tab === 'produtos') {
      if (!choice.category) {
        want(segments, undefined);
        list.exit();
        return;
      }
      want(brands, choice.category);
    }
    void list.load(choice);
  }

  /** Changes the choice and loads what it shows. */
  function choose(change: Partial<Choice>): void {
    const before = $choice.get();
    if (before) $choice.set({ ...before, ...change });
    load($choice.get());
  }

  /** A new category, or none: its brands are asked for afresh. */
  function chooseCategory(category: string | null): void {
    brands.exit();
    choose({ category, brand: null, page: 1 });
  }

  return {
    $state,
    $lastOrder: lastOrder.$state,
    start() {
      if ($choice.get()) return;
      $choice.set({ tab: 'produtos', category: null, brand: null, page: 1 });
      load($choice.get());
      lastOrder.start(clientCode());
    },
    retry: () => load($choice.get()),
    exit() {
      for (const part of [segments, brands, list, lastOrder]) part.exit();
      $choice.set(null);
    },
    selectTab: (tab) => choose({ tab, page: 1 }),
    selectCategory: chooseCategory,
    selectBrand(brand) {
      choose({ brand: $choice.get()?.brand === brand ? null : brand, page: 1 });
    },
    clearCategory: () => chooseCategory(null),
    goToPage: (page) => choose({ page }),
    retrySegments: () => void segments.load(),
    retryBrands() {
      const category = $choice.get()?.category;
      if (category) void brands.load(category);
    },
  };
}

/** The catalogue screen of the page. */
export const catalogueScreen = createCatalogueScreen();
