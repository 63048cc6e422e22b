// The parts of the old campaign screens that load on demand: when the chunk cannot be fetched
// (weak signal), the part says so with a retry instead of breaking the island.
import type { ComponentType } from 'react';
import { LoadError } from '../shared/every-island/LoadError.tsx';
import { lazyModule, type LazyModule } from '../shared/every-island/lazy-module.tsx';

const failedText = 'Não foi possível carregar esta parte da tela. Verifique sua conexão e tente novamente.';

function PartFailed() {
  return <LoadError message={failedText} onRetry={() => window.location.reload()} />;
}

type DefaultExport<Props> = { default: ComponentType<Props> };

/** A part loaded on demand (or already fetched through `module.load`), degrading to a LoadError. */
export function lazyPart<Props extends object>(
  module: LazyModule<DefaultExport<Props>> | (() => Promise<DefaultExport<Props>>),
): ComponentType<Props> {
  const source = typeof module === 'function' ? lazyModule(module) : module;
  return source.component((m) => m.default, PartFailed as ComponentType<Props>);
}
