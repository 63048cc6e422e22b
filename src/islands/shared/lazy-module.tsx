// Code split off a screen's first load, fetched early (with the screen's data) and drawn without a
// Suspense fallback when it has already arrived. Plain React.lazy always suspends on its first
// render, and once a fallback has shown React 19 holds the content back for up to 300 ms more
// (its reveal throttle): on the screens whose pictures and lists come from such parts, that was
// 300 ms of skeleton after everything had arrived.
// Every part an island loads on demand comes through here, so a part whose code cannot be fetched (a
// deploy took the file away, the signal dropped) says so with 'Recarregar' instead of blanking the
// island (product-rules R231).
import { lazy, useState, type ComponentType } from 'react';

export interface LazyModule<Module> {
  /** Fetches the module (once; again after a failure). */
  load: () => Promise<Module>;
  /**
   * A component from the module: drawn at once when the module is already here, else through
   * React.lazy (so inside a Suspense boundary). `failed` (by default `PartFailed`) replaces it when the
   * module cannot be fetched.
   */
  component: <Props extends object>(pick: (module: Module) => ComponentType<Props>, failed?: ComponentType<Props>) => ComponentType<Props>;
}

/** What a part whose code could not be fetched shows: the rest of the page keeps working (R231). */
export function PartFailed() {
  return (
    <div className="load-error card part-failed" role="alert">
      <p className="load-error__title">Não foi possível carregar esta parte do portal.</p>
      <p className="load-error__message">Recarregue a página para continuar.</p>
      <button type="button" className="button button--secondary" onClick={() => location.reload()}>
        Recarregar
      </button>
    </div>
  );
}

export function lazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = () => {
    if (!loading) {
      loading = importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      );
      // A prefetch (`void part.load()`) that fails is no page error: the part says so when drawn (R231).
      loading.catch(() => undefined);
    }
    return loading;
  };

  function component<Props extends object>(
    pick: (module: Module) => ComponentType<Props>,
    failed: ComponentType<Props> = PartFailed,
  ): ComponentType<Props> {
    const Lazy = lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        () => ({ default: failed }),
      ),
    ) as unknown as ComponentType<Props>;
    function Ready(props: Props) {
      // Chosen once per mount: switching from the lazy wrapper to the component would remount it.
      const [Chosen] = useState(() => (loaded === undefined ? Lazy : pick(loaded)));
      return <Chosen {...props} />;
    }
    return Ready;
  }

  return { load, component };
}
