// React.lazy for the parts of the old campaign screens that load on demand: when the chunk cannot
// be fetched (weak signal), the part says so with a retry instead of breaking the island.
import { lazy, type ComponentType } from 'react';
import { LoadError } from '../shared/LoadError.tsx';

const failedText = 'Não foi possível carregar esta parte da tela. Verifique sua conexão e tente novamente.';

/** A lazily loaded component that degrades to a LoadError (retry reloads the page). */
export function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  return lazy(() =>
    load().catch((error: unknown) => {
      console.error('[prospera-chunk]', error);
      const Failed = () => <LoadError message={failedText} onRetry={() => window.location.reload()} />;
      return { default: Failed as ComponentType<P> };
    }),
  );
}
