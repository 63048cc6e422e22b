// The product list ('Lista de Produtos'): tabs Produtos, Novidades, Combos and Favoritos, the
// category and brand grids, the list, the cart bar, the in-progress order modal and the purchase
// reminder. Renders its skeleton until mounted (the static HTML cannot know the session).
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  $showsList,
  $tab,
  checkLastOrder,
  lastOrder,
  loadCurrent,
  prefetchFirstScreen,
  selectTab,
  type CatalogueTab,
} from '../../lib/stores/catalogue.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { Skeleton } from '../shared/Skeleton.tsx';
import { CategoryGrid, CategorySkeleton } from './CategoryGrid.tsx';
import '../../styles/catalogue.css';

// The first screen is the tabs and the categories grid; the rest comes in its own chunks, fetched
// when the page is up (cart bar, reminder), when a list is asked for (list, brands; its data is
// already being fetched by the store meanwhile) or when an order is in progress (modal).
const ProductList = lazy(() => import('./ProductList.tsx'));
const BrandGrid = lazy(() => import('./BrandGrid.tsx'));
const CartBar = lazy(() => import('./CartBar.tsx'));
const PurchaseReminder = lazy(() => import('./PurchaseReminder.tsx'));
const LastOrderModal = lazy(() => import('./LastOrderModal.tsx'));

const tabs: ReadonlyArray<[CatalogueTab, string]> = [
  ['produtos', 'Produtos'],
  ['novidades', 'Novidades'],
  ['combos', 'Combos'],
  ['favoritos', 'Favoritos'],
];

if ($storeAccess.get()) prefetchEarly(prefetchFirstScreen);

export default function ProductsPage() {
  const [mounted, setMounted] = useState(false);
  const tab = useStore($tab);
  const showsList = useStore($showsList);
  const orderInProgress = useStore(lastOrder.$data)?.isOrderInProgress === true;

  useEffect(() => {
    if (!$storeAccess.get()) {
      window.location.replace('/campanhas');
      return;
    }
    setMounted(true);
    loadCurrent();
    checkLastOrder();
  }, []);

  // The static HTML already has the tabs and the grid's placeholder: only the data fills in.
  return (
    <div className="catalogue">
      {mounted ? (
        <Suspense fallback={null}>
          <PurchaseReminder />
        </Suspense>
      ) : null}
      <div className="catalogue-filters">
        <nav className="catalogue-tabs" aria-label="Listas de produtos">
          {tabs.map(([key, label]) => (
            <button key={key} type="button" className="catalogue-tab" aria-pressed={tab === key} onClick={() => selectTab(key)}>
              {label}
            </button>
          ))}
        </nav>
        {tab === 'produtos' && showsList ? (
          <Suspense fallback={<Skeleton count={1} height={72} label="Carregando marcas" />}>
            <BrandGrid />
          </Suspense>
        ) : null}
      </div>
      {!mounted ? (
        <CategorySkeleton />
      ) : tab === 'produtos' && !showsList ? (
        <CategoryGrid />
      ) : (
        <Suspense fallback={<Skeleton count={4} height={150} label="Carregando produtos" className="products-skeleton" />}>
          <ProductList />
        </Suspense>
      )}
      {mounted ? (
        <Suspense fallback={null}>
          <CartBar />
        </Suspense>
      ) : null}
      {orderInProgress ? (
        <Suspense fallback={null}>
          <LastOrderModal />
        </Suspense>
      ) : null}
    </div>
  );
}
