// Code split off a screen's first load, fetched early (with the screen's data) and drawn without a
// Suspense fallback when it has already arrived. Plain React.lazy always suspends on its first
// render, and once a fallback has shown React 19 holds the content back for up to 300 ms more
// (its reveal throttle): on the screens whose pictures and lists come from such parts, that was
// 300 ms of skeleton after everything had arrived.
import { lazy, useState, type ComponentType } from 'react';

export interface LazyModule<Module> {
  /** Fetches the module (once; again after a failure). */
  load: () => Promise<Module>;
  /**
   * A component from the module: drawn at once when the module is already here, else through
   * React.lazy (so inside a Suspense boundary). `failed` replaces it when the module cannot be fetched.
   */
  component: <Props extends object>(pick: (module: Module) => ComponentType<Props>, failed?: ComponentType<Props>) => ComponentType<Props>;
}

export function lazyModule<Module>(importer: () => Promise<Module>): LazyModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  const load = () =>
    (loading ??= importer().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));

  function component<Props extends object>(
    pick: (module: Module) => ComponentType<Props>,
    failed?: ComponentType<Props>,
  ): ComponentType<Props> {
    const Lazy = lazy(() =>
      load().then(
        (module) => ({ default: pick(module) }),
        (error: unknown) => {
          if (!failed) throw error;
          console.error('[lazy-module]', error);
          return { default: failed };
        },
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
