// A part of an old campaign screen that loads with it but may fail alone (src/lib/stores/
// resource-parts.ts): a spinner while it loads again, its error with a retry, or itself.
import type { ReactNode } from 'react';
import type { PartStatus } from '../../lib/stores/resource-parts.ts';
import { LoadError } from '../shared/LoadError.tsx';

export function ScreenPart({ status, onRetry, children }: { status: PartStatus | undefined; onRetry: () => void; children: ReactNode }) {
  if (status?.loading) {
    return (
      <div className="prospera-spinner" role="status" aria-busy="true">
        <span className="visually-hidden">Carregando</span>
      </div>
    );
  }
  if (status?.error !== undefined) return <LoadError message={status.error} onRetry={onRetry} />;
  return <>{children}</>;
}
