// The Produtos tab's second filter: the chosen category's brands, with 'Voltar' to clear the category.
import { useStore } from '@nanostores/react';
import { $brand, $category, brands, clearCategory, selectBrand } from '../../lib/stores/catalogue.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';

export default function BrandGrid() {
  const category = useStore($category);
  const chosen = useStore($brand);
  const data = useStore(brands.$data);
  const loading = useStore(brands.$loading);
  const error = useStore(brands.$error);
  if (!category) return null;
  return (
    <section className="brands" aria-labelledby="marcas-titulo">
      <div className="brands__header">
        <button type="button" className="button button--secondary" onClick={clearCategory}>
          Voltar
        </button>
        <h2 id="marcas-titulo" className="section-title">
          {category}: marcas
        </h2>
      </div>
      {error ? (
        <LoadError title="Não foi possível carregar as marcas" message={error} onRetry={() => void brands.load(category)} />
      ) : loading || !data ? (
        <Skeleton count={1} height={72} label="Carregando marcas" />
      ) : (
        <ul className="tiles tiles--brands">
          {data.map((brand) => (
            <li key={brand.name}>
              <button type="button" className="tile" aria-pressed={chosen === brand.name} onClick={() => selectBrand(brand.name)}>
                <img src={brand.image_url} alt="" width="48" height="48" loading="lazy" decoding="async" />
                <span>{brand.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
