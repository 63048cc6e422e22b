// 'Buscar produtos' results (product-rules R269): the cards of the lists, with their quantity control, price
// bands and stock label; where they come from when the service did not answer; the empty text. Its own
// chunk, with the search's: fetched when the field is first focused.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { searchResultsDrawnAtFirst, searchResultsPerStep } from '../../lib/domain/product-search.ts';
import type { CatalogueItemView } from '../../lib/screens/catalogue.ts';
import { deviceOnlyText, productSearch } from '../../lib/screens/product-search.ts';
import { Skeleton } from '../shared/Skeleton.tsx';
import { useShownInSteps } from '../shared/use-shown-in-steps.ts';
import { ComboCard } from './ComboCard.tsx';
import { ProductCard } from './ProductCard.tsx';

/** 'N produtos encontrados', for the screen reader's status. */
const foundText = (count: number) => (count === 1 ? '1 produto encontrado' : `${count} produtos encontrados`);

export { productSearch };
// Loaded when the field is first focused: the kept pages are read while the first query is typed (R303).
productSearch.warm();

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
        // Another query starts again from its first results.
        <ResultList key={state.query} items={state.items} />
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

/**
 * The results, `searchResultsPerStep` at a time (product-rules R303): each card is costly to draw on a slow
 * phone, so the first step too is drawn a few cards a frame, the first of them in the frame after the query
 * (R304). 'Mostrar mais produtos' puts the focus on the name of the first card it added.
 */
function ResultList({ items }: { items: CatalogueItemView[] }) {
  const { shown, hasMore, more, focusKey } = useShownInSteps(
    items,
    searchResultsPerStep,
    (item) => item.sku,
    searchResultsPerStep,
    searchResultsDrawnAtFirst,
  );
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const index = focusKey === null ? -1 : shown.findIndex((item) => item.sku === focusKey);
    const name = list.current?.children[index]?.querySelector<HTMLElement>('.product__name');
    if (!name) return;
    name.tabIndex = -1;
    name.focus();
  }, [focusKey]); // eslint-disable-line react-hooks/exhaustive-deps -- only when a step added cards
  return (
    <>
      <ul className="products" aria-label="Produtos encontrados" ref={list}>
        {shown.map((item) =>
          item.kind === 'combo' ? <ComboCard key={item.sku} combo={item} /> : <ProductCard key={item.sku} product={item} />,
        )}
      </ul>
      {hasMore ? (
        <button type="button" className="button button--secondary search-results__more" onClick={more}>
          Mostrar mais produtos
        </button>
      ) : null}
    </>
  );
}
