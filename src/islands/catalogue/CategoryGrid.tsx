// The Produtos tab's first filter: the categories grid.
import { catalogueScreen, type TileView } from '../../lib/screens/catalogue.ts';
import type { PartState } from '../../lib/screens/screen.ts';
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

export function CategoryGrid({ segments }: { segments: PartState<TileView[]> | null }) {
  if (segments?.state === 'error')
    return (
      <LoadError
        title="Não foi possível carregar as categorias"
        message={segments.message}
        onRetry={() => catalogueScreen.retrySegments()}
      />
    );
  if (segments?.state !== 'ready') return <CategorySkeleton />;
  if (!segments.view.length) return <p className="empty card">Ops... Não encontramos nenhum produto.</p>;
  return (
    <section aria-labelledby="categorias-titulo">
      <h2 id="categorias-titulo" className="section-title">
        Categorias
      </h2>
      <ul className="tiles">
        {segments.view.map((segment) => (
          <li key={segment.name}>
            <button type="button" className="tile" onClick={() => catalogueScreen.selectCategory(segment.name)}>
              {segment.image && <img src={segment.image} alt="" width="64" height="64" loading="lazy" decoding="async" />}
              <span>{segment.name}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
