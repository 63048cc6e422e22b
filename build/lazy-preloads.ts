// What a lazy import asks the browser to preload (docs/performance.md, "Lazy imports' preload lists").
// Vite writes, beside each `import()`, the list of every chunk the lazy module needs, so they are fetched
// at once rather than one level at a time. That list also names the chunks the importing chunk itself
// imports statically (portal-app, portal-core, the page's own modules), which were loaded and run before
// the `import()` could: the preload helper skips them at run time, but their names are shipped in every
// chunk with a lazy import, ~15-20 bytes gzip each. These two pieces drop them: a plugin notes each
// chunk's static imports as the bundle is written, and Vite's `modulePreload.resolveDependencies` keeps
// only the chunks the importer has not already loaded.

/** The chunk graph as the bundle gives it: each chunk's file and the files it imports statically. */
type StaticImports = Map<string, readonly string[]>;

/** `host`'s static imports, with theirs, and so on: what has run before `host` runs. */
export function loadedBefore(host: string, graph: StaticImports): Set<string> {
  const loaded = new Set<string>([host]);
  const visit = (file: string) => {
    for (const imported of graph.get(file) ?? [])
      if (!loaded.has(imported)) {
        loaded.add(imported);
        visit(imported);
      }
  };
  visit(host);
  return loaded;
}

/** Vite's preload list for the lazy module `_file`: its chunks less those its importer (`hostId`) has already loaded. */
function resolveDependencies(graph: StaticImports, deps: string[], hostId: string): string[] {
  return graph.has(hostId) ? deps.filter((dep) => !loadedBefore(hostId, graph).has(dep)) : deps;
}

/** The Vite plugin: notes the chunk graph and hands Vite the preload lists that use it (browser build only). */
export function lazyPreloads() {
  const graph: StaticImports = new Map();
  return {
    name: 'portal:lazy-preloads',
    // Before Vite's own step, which writes the preload lists in this same hook.
    enforce: 'pre' as const,
    // Astro sets the build's `modulePreload` after the user's Vite settings; an environment's own wins.
    configEnvironment(name: string) {
      if (name !== 'client') return undefined;
      return {
        build: {
          modulePreload: {
            polyfill: false,
            resolveDependencies: (_file: string, deps: string[], { hostId }: { hostId: string }) =>
              resolveDependencies(graph, deps, hostId),
          },
        },
      };
    },
    generateBundle(_options: unknown, bundle: Record<string, { type: string; fileName: string; imports?: readonly string[] }>) {
      for (const output of Object.values(bundle)) if (output.type === 'chunk') graph.set(output.fileName, output.imports ?? []);
    },
  };
}
