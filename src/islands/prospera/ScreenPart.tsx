// A part of a prospera campaign screen that loads with it but may fail alone (src/lib/screens/
// prospera-parts.ts): a spinner while it loads again, its error with a retry, or itself.
import type { ReactNode } from 'react';
import type { ProsperaPart } from '../../lib/screens/prospera-parts.ts';
import { LoadError } from '../shared/LoadError.tsx';

export function ScreenPart<V>({
  part,
  onRetry,
  children,
}: {
  part: ProsperaPart<V>;
  onRetry: () => void;
  children: (value: V) => ReactNode;
}) {
  switch (part.state) {
    case 'loading':
      return (
        <div className="prospera-spinner" role="status" aria-busy="true">
          <span className="visually-hidden">Carregando</span>
        </div>
      );
    case 'error':
      return <LoadError message={part.message} onRetry={onRetry} />;
    case 'ready':
      return <>{children(part.value)}</>;
  }
}
