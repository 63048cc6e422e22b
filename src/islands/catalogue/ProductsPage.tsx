// The product list ('Lista de Produtos'): tabs Produtos, Novidades, Combos and Favoritos, the
// category and brand grids, the list, the cart bar, the in-progress order modal and the purchase
// reminder. Renders its skeleton until started (the static HTML cannot know the session).
import { Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { catalogueScreen, type CatalogueTab } from '../../lib/screens/catalogue.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { $storeAccess, leavesOrderingPage } from '../../lib/stores/session.ts';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { CategoryGrid, CategorySkeleton } from './CategoryGrid.tsx';
import '../../styles/catalogue.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';

// The first screen is the tabs and the categories grid; the rest comes in its own chunks, fetched
// when the page is up (cart bar, reminder), when a list is asked for (list, brands; its data is
// already being fetched by the screen meanwhile) or when an order is in progress (modal).
const productList = lazyModule(() => import('./ProductList.tsx'));
const ProductList = productList.component((m) => m.default);
const BrandGrid = lazyModule(() => import('./BrandGrid.tsx')).component((m) => m.default);
const CartBar = lazyModule(() => import('./CartBar.tsx')).component((m) => m.default);
const PurchaseReminder = lazyModule(() => import('./PurchaseReminder.tsx')).component((m) => m.default);
// A card that adds to the page: without its code the page is whole (no 'Recarregar' for it).
const UsualOrder = productList.component(
  (m) => m.UsualOrder,
  () => null,
);
const LastOrderModal = lazyModule(() => import('./LastOrderModal.tsx')).component((m) => m.default);
// 'Buscar produtos' (R269): the search and its results, fetched when the field is first focused.
const search = lazyModule(() => import('./SearchResults.tsx'));
const SearchResults = search.component((m) => m.default);
// 'Ler código de barras' (R270): where the browser reads bar codes (Chrome on Android), fetched when pressed.
const BarcodeScanner = lazyModule(() => import('./BarcodeScanner.tsx')).component((m) => m.default);

const tabs: ReadonlyArray<[CatalogueTab, string]> = [
  ['produtos', 'Produtos'],
  ['novidades', 'Novidades'],
  ['combos', 'Combos'],
  ['favoritos', 'Favoritos'],
];

if ($storeAccess.get()) startEarly(() => catalogueScreen.start());

/** Whether the browser reads bar codes (R270): it does not change while the page is open. */
const readsBarcodes = () => 'BarcodeDetector' in window;
const neverChanges = () => () => undefined;

function ProductsPage() {
  const screen = useScreenState(catalogueScreen.$state);

  useEffect(() => {
    if (leavesOrderingPage((url) => window.location.replace(url))) return;
    catalogueScreen.start();
    return () => catalogueScreen.exit();
  }, []);

  const [query, setQuery] = useState('');
  // The button shows only where the browser reads bar codes; known after hydration (the build cannot know).
  const canScan = useSyncExternalStore(neverChanges, readsBarcodes, () => false);
  // Mounted from the first press on, so closing gives the focus back to the button.
  const [scanner, setScanner] = useState<'closed' | 'open' | null>(null);
  // Two characters make a search (the domain's MIN_QUERY_LENGTH); until then the tabs and lists show.
  const searching = query.trim().length >= 2;
  const typed = (text: string) => {
    setQuery(text);
    void search.load().then(
      ({ productSearch }) => productSearch.type(text),
      () => undefined,
    );
  };

  // '?busca=' opens the page searching (a campaign's 'Ver no catálogo', R317).
  useEffect(() => {
    const asked = new URLSearchParams(location.search).get('busca');
    // After hydration (the static field is empty), in the next frame.
    if (asked) requestAnimationFrame(() => typed(asked));
  }, []);

  const view = screen.state === 'ready' ? screen.view : null;
  const tab = view?.tab ?? 'produtos';

  // The floating filter lines never cover what they filter (R114): their height keeps what scrolls into view
  // (a list's first card, a control reached by Tab) below them (catalogue.css › --filters-height) ...
  const filters = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = filters.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--filters-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--filters-height');
    };
  }, []);
  // ... and a tab, category or brand chosen in them while they float shows its list from the start.
  const choice = view ? `${view.tab}\n${view.category}\n${view.brand}` : '';
  useEffect(() => {
    const element = filters.current;
    if (!element || !choice) return;
    const style = getComputedStyle(element);
    if (style.position === 'sticky' && element.getBoundingClientRect().top <= parseFloat(style.top) + 1)
      element.nextElementSibling?.scrollIntoView({ block: 'start' });
  }, [choice]);
  // The static HTML already has the tabs and the grid's placeholder: only the data fills in.
  return (
    <div className="catalogue">
      {view ? (
        <Suspense fallback={null}>
          <PurchaseReminder />
        </Suspense>
      ) : null}
      <div className="catalogue-search" role="search">
        <label className="catalogue-search__label" htmlFor="buscar-produtos">
          Buscar produtos
        </label>
        <div className="catalogue-search__row">
          <input
            id="buscar-produtos"
            className="catalogue-search__field"
            type="search"
            value={query}
            autoComplete="off"
            enterKeyHint="search"
            onFocus={() => void search.load().catch(() => undefined)}
            onChange={(event) => typed(event.target.value)}
          />
          {canScan ? (
            <button type="button" className="button button--secondary catalogue-search__scan" onClick={() => setScanner('open')}>
              Ler código de barras
            </button>
          ) : null}
        </div>
      </div>
      {scanner ? (
        <Suspense fallback={null}>
          <BarcodeScanner
            open={scanner === 'open'}
            onClose={() => setScanner('closed')}
            onFound={(code) => {
              setScanner('closed');
              typed(code);
            }}
          />
        </Suspense>
      ) : null}
      {/* The filter lines float under the top bar on a small screen (catalogue.css); the search scrolls away. */}
      <div className="catalogue-filters" ref={filters}>
        <nav className="catalogue-tabs" aria-label="Listas de produtos" hidden={searching}>
          {tabs.map(([key, label]) => (
            <button
              key={key}
              type="button"
              className="catalogue-tab"
              aria-pressed={tab === key}
              onClick={() => catalogueScreen.selectTab(key)}
            >
              {label}
            </button>
          ))}
        </nav>
        {!searching && view && view.tab === 'produtos' && view.category !== null ? (
          <Suspense fallback={<Skeleton count={1} height={72} label="Carregando marcas" />}>
            <BrandGrid category={view.category} chosen={view.brand} brands={view.brands} />
          </Suspense>
        ) : null}
      </div>
      {searching ? (
        <Suspense fallback={<Skeleton count={2} height={150} label="Buscando produtos" className="products-skeleton" />}>
          <SearchResults />
        </Suspense>
      ) : !view ? (
        <CategorySkeleton />
      ) : !view.showsList ? (
        <>
          <CategoryGrid segments={view.segments} />
          {/* After the grid's own data: its code and calls never compete with the categories' (R314). */}
          {view.segments?.state === 'ready' ? (
            <Suspense fallback={null}>
              <UsualOrder />
            </Suspense>
          ) : null}
        </>
      ) : (
        <Suspense fallback={<Skeleton count={4} height={150} label="Carregando produtos" className="products-skeleton" />}>
          <ProductList list={view.list} page={view.page} />
        </Suspense>
      )}
      {view ? (
        <Suspense fallback={null}>
          <CartBar />
        </Suspense>
      ) : null}
      {view?.orderInProgress ? (
        <Suspense fallback={null}>
          <LastOrderModal nextDeliveryDate={view.orderInProgress.nextDeliveryDate} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default island(ProductsPage);
