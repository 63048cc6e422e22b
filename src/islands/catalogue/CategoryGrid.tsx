// The Produtos tab's first filter: the categories grid.
import { useStore } from '@nanostores/react';
import { segments, selectCategory } from '../../lib/stores/catalogue.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';

/** The grid's placeholder, the same size as the grid (nothing moves when the categories arrive). */
export function CategorySkeleton() {
  return (
    <section aria-labelledby="categorias-titulo">
      <h2 id="categorias-titulo" className="section-title">
        Categorias
      </h2>
      <Skeleton count={8} height={112} label="Carregando categorias" className="tiles" />
    </section>
  );
}

export function CategoryGrid() {
  const data = useStore(segments.$data);
  const loading = useStore(segments.$loading);
  const error = useStore(segments.$error);
  if (error) return <LoadError title="Não foi possível carregar as categorias" message={error} onRetry={() => void segments.load()} />;
  if (loading || !data) return <CategorySkeleton />;
  if (!data.length) return <p className="empty card">Ops... Não encontramos nenhum produto.</p>;
  return (
    <section aria-labelledby="categorias-titulo">
      <h2 id="categorias-titulo" className="section-title">
        Categorias
      </h2>
      <ul className="tiles">
        {data.map((segment) => (
          <li key={segment.name}>
            <button type="button" className="tile" onClick={() => selectCategory(segment.name)}>
              <img src={segment.url} alt="" width="64" height="64" loading="lazy" decoding="async" />
              <span>{segment.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
