import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingLibraryChunks, ratcheted, staticImports, type Budget, type RouteSize } from '../../../scripts/size-budget.ts';

const budget: Budget = {
  pagesWithoutIslands: { routes: [], kib: 15 },
  default: { kib: 100 },
  libraries: { swiper: { chunk: 'vendor-swiper', kib: 31 } },
  routesDrawingLibraries: {},
  neverOnFirstLoad: { 'pdf-lib': 'vendor-pdf-lib' },
};

function distWith(files: string[]): string {
  const dist = mkdtempSync(join(tmpdir(), 'budget-'));
  mkdirSync(join(dist, '_astro'));
  for (const file of files) writeFileSync(join(dist, '_astro', file), '');
  return dist;
}

describe('missingLibraryChunks (R120)', () => {
  it('is empty when every library has its named chunk', () => {
    expect(missingLibraryChunks(distWith(['vendor-swiper.a1.js', 'vendor-pdf-lib.b2.js']), budget)).toEqual([]);
  });

  it('names a library whose chunk name matches no built script (a CSS file does not count)', () => {
    expect(missingLibraryChunks(distWith(['vendor-swiper.a1.css', 'pdf-lib.c3.js']), budget)).toEqual(['vendor-swiper', 'vendor-pdf-lib']);
  });

  it('does not count a chunk an earlier build left in dist/ by scripts/keep-assets.ts (R232)', () => {
    const dist = distWith(['vendor-swiper.a1.js', 'vendor-pdf-lib.old.js']);
    expect(missingLibraryChunks(dist, budget, new Set(['vendor-pdf-lib.old.js']))).toEqual(['vendor-pdf-lib']);
  });
});

describe('staticImports (R120)', () => {
  it('finds static imports and re-exports, not import()', () => {
    expect(staticImports('import"./a.js";import{b}from"./b.js";export{c}from"../c.js";const d=()=>import("./d.js")')).toEqual([
      './a.js',
      './b.js',
      '../c.js',
    ]);
  });
});

describe('ratcheted', () => {
  const size = (route: string, kib: number): RouteSize => ({
    route,
    bytes: kib * 1024,
    budgetBytes: 100 * 1024,
    ceilingBytes: 100 * 1024,
    files: [],
    forbidden: [],
    problems: [],
  });

  it("lowers a route's ratchet to its size plus the slack, rounded up to 0.1 KiB", () => {
    expect(ratcheted({ ...budget, ratchet: { '/pedidos': 99.9 }, ratchetSlackKib: 0.3 }, [size('/pedidos', 98.42)])).toEqual({
      '/pedidos': 98.8,
    });
  });

  it('never raises one: a route that grew keeps its ratchet (and fails the budget)', () => {
    expect(ratcheted({ ...budget, ratchet: { '/debitos': 98.6 } }, [size('/debitos', 99.5)])).toEqual({ '/debitos': 98.6 });
  });

  it('gives a route without one its first, and keeps the others sorted', () => {
    expect(Object.keys(ratcheted({ ...budget, ratchet: { '/b': 50 } }, [size('/c', 10), size('/a', 20)]))).toEqual(['/a', '/b', '/c']);
  });
});
