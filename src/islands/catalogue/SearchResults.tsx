// 'Buscar produtos' results (product-rules R269): the cards of the lists, with their quantity control, price
// bands and stock label; where they come from when the service did not answer; the empty text. Its own
// chunk, with the search's: fetched when the field is first focused.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { deviceOnlyText, productSearch } from '../../lib/screens/product-search.ts';
import { Skeleton } from '../shared/Skeleton.tsx';
import { ComboCard } from './ComboCard.tsx';
import { ProductCard } from './ProductCard.tsx';

/** 'N produtos encontrados', for the screen reader's status. */
const foundText = (count: number) => (count === 1 ? '1 produto encontrado' : `${count} produtos encontrados`);

export { productSearch };

export default function SearchResults() {
  const state = useStore(productSearch.$state);
  // The field emptied (this part goes) or the page left: the search is forgotten.
  useEffect(() => () => productSearch.clear(), []);

  if (state.state !== 'ready') return <Skeleton count={2} height={150} label="Buscando produtos" className="products-skeleton" />;
  return (
    <section className="search-results" aria-labelledby="resultados-busca">
      <h2 id="resultados-busca" className="visually-hidden">
        Resultados da busca
      </h2>
      <p className="visually-hidden" role="status">
        {foundText(state.items.length)}
      </p>
      {state.deviceOnly ? <p className="search-results__source muted">{deviceOnlyText}</p> : null}
      {state.items.length ? (
        <ul className="products" aria-label="Produtos encontrados">
          {state.items.map((item) =>
            item.kind === 'combo' ? <ComboCard key={item.sku} combo={item} /> : <ProductCard key={item.sku} product={item} />,
          )}
        </ul>
      ) : (
        <p className="empty card">
          {/^\d+$/.test(state.query.trim())
            ? `Nenhum produto encontrado com o código ${state.query.trim()}.`
            : 'Ops... Não encontramos nenhum produto.'}
        </p>
      )}
    </section>
  );
}
