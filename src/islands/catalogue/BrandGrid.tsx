// The Produtos tab's second filter: the chosen category's brands, with 'Voltar' to clear the category.
import { catalogueScreen, type TileView } from '../../lib/screens/catalogue.ts';
import type { PartState } from '../../lib/screens/screen.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';

interface BrandGridProps {
  category: string;
  /** The chosen brand, or null for all. */
  chosen: string | null;
  brands: PartState<TileView[]> | null;
}

export default function BrandGrid({ category, chosen, brands }: BrandGridProps) {
  return (
    <section className="brands" aria-labelledby="marcas-titulo">
      <div className="brands__header">
        <button type="button" className="button button--secondary" onClick={() => catalogueScreen.clearCategory()}>
          Voltar
        </button>
        <h2 id="marcas-titulo" className="section-title">
          {category}: marcas
        </h2>
      </div>
      {brands?.state === 'error' ? (
        <LoadError title="Não foi possível carregar as marcas" message={brands.message} onRetry={() => catalogueScreen.retryBrands()} />
      ) : brands?.state !== 'ready' ? (
        <Skeleton count={1} height={72} label="Carregando marcas" />
      ) : (
        <ul className="tiles tiles--brands">
          {brands.view.map((brand) => (
            <li key={brand.name}>
              <button
                type="button"
                className="tile"
                aria-pressed={chosen === brand.name}
                onClick={() => catalogueScreen.selectBrand(brand.name)}
              >
                {brand.image && <img src={brand.image} alt="" width="48" height="48" loading="lazy" decoding="async" />}
                <span>{brand.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
