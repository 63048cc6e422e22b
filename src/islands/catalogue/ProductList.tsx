// The list on screen: skeletons while loading, the failure with a retry (product-rules R59, R107), the empty
// text, the cards and the page numbers.
import { useEffect, useState } from 'react';
import { pageEntries } from '../../lib/domain/pagination.ts';
import { catalogueScreen, type ListView } from '../../lib/screens/catalogue.ts';
import type { PartState } from '../../lib/screens/screen.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Pagination } from '../shared/Pagination.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { ComboCard } from './ComboCard.tsx';
import { ProductCard } from './ProductCard.tsx';

// 'O de sempre' travels in this chunk: it draws the cards' stepper, and in a chunk of its own the bundler split the
// stepper from the band hint the cart page loads with it, ~150 bytes gzip more on that page's first load.
export { default as UsualOrder } from './UsualOrder.tsx';

const NARROW = '(max-width: 489.98px)';

/** Whether the screen is narrower than 490 px (1 page each side in the pagination). */
function useNarrow(): boolean {
  const [narrow, setNarrow] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(NARROW);
    const update = () => setNarrow(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return narrow;
}

export default function ProductList({ list, page }: { list: PartState<ListView> | null; page: number }) {
  const narrow = useNarrow();

  if (list?.state === 'loading') return <Skeleton count={4} height={150} label="Carregando produtos" className="products-skeleton" />;
  if (list?.state === 'error')
    return <LoadError title="Não foi possível carregar os produtos" message={list.message} onRetry={() => catalogueScreen.retry()} />;
  if (!list) return null;
  if (!list.view.items.length) return <p className="empty card">Ops... Não encontramos nenhum produto.</p>;
  const last = Math.max(list.view.lastPage, 1);
  const change = (next: number) => {
    catalogueScreen.goToPage(next);
    document.getElementById('lista-produtos')?.scrollIntoView({ block: 'start' });
  };
  return (
    <>
      <h2 className="visually-hidden">Produtos</h2>
      <ul className="products" id="lista-produtos" tabIndex={-1} aria-label="Produtos">
        {list.view.items.map((item) =>
          item.kind === 'combo' ? <ComboCard key={item.sku} combo={item} /> : <ProductCard key={item.sku} product={item} />,
        )}
      </ul>
      <Pagination entries={pageEntries(page, last, narrow)} current={page} last={last} onPage={change} label="Páginas de produtos" />
    </>
  );
}
