// build/lazy-preloads.ts: a lazy import's preload list drops the chunks its importer has already loaded.
import { describe, expect, it } from 'vitest';
import { lazyPreloads, loadedBefore } from '../../build/lazy-preloads.ts';

const chunk = (fileName: string, imports: string[]) => ({ type: 'chunk', fileName, imports });
const bundle = {
  'page.js': chunk('page.js', ['app.js', 'cart.js']),
  'app.js': chunk('app.js', ['core.js']),
  'core.js': chunk('core.js', []),
  'cart.js': chunk('cart.js', ['app.js']),
  'lazy.js': chunk('lazy.js', ['app.js', 'extra.js']),
  'extra.js': chunk('extra.js', ['core.js']),
  'style.css': { type: 'asset', fileName: 'style.css' },
};

describe('lazy preloads', () => {
  it('what has run before a chunk: its static imports, theirs, and so on, cycles included', () => {
    const graph = new Map(Object.values(bundle).flatMap((c) => ('imports' in c ? [[c.fileName, c.imports] as const] : [])));
    expect([...loadedBefore('page.js', graph)].sort()).toEqual(['app.js', 'cart.js', 'core.js', 'page.js']);
    graph.set('core.js', ['page.js']);
    expect([...loadedBefore('app.js', graph)].sort()).toEqual(['app.js', 'cart.js', 'core.js', 'page.js']);
  });

  it("keeps only what the importer has not loaded; the browser build only; an unknown importer's list whole", () => {
    const plugin = lazyPreloads();
    expect(plugin.configEnvironment('ssr')).toBeUndefined();
    const preload = plugin.configEnvironment('client')!.build.modulePreload;
    expect(preload.polyfill).toBe(false);
    const deps = ['lazy.js', 'app.js', 'core.js', 'extra.js'];
    // Before the bundle is known, nothing is dropped.
    expect(preload.resolveDependencies('lazy.js', deps, { hostId: 'page.js' })).toEqual(deps);
    plugin.generateBundle(undefined, bundle);
    expect(preload.resolveDependencies('lazy.js', deps, { hostId: 'page.js' })).toEqual(['lazy.js', 'extra.js']);
    expect(preload.resolveDependencies('lazy.js', deps, { hostId: 'core.js' })).toEqual(['lazy.js', 'app.js', 'extra.js']);
    expect(preload.resolveDependencies('lazy.js', deps, { hostId: 'elsewhere.js' })).toEqual(deps);
  });
});
