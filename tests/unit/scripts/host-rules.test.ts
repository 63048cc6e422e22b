import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, cacheControl, hostFiles, rewriteSources, rewriteTarget } from '../../../scripts/host-rules.ts';
import { dynamicRoutes } from '../../../src/lib/domain/routes.ts';

describe('host rewrite files', () => {
  it.each(Object.entries(hostFiles))('%s is up to date with the route table (run npm run hosts) (R163, R224)', (file, generate) => {
    expect(readFileSync(new URL(`../../../${file}`, import.meta.url), 'utf8')).toBe(generate());
  });
});

describe('rewriteSources', () => {
  it('expands optional parameters to every length', () => {
    expect(rewriteSources(dynamicRoutes[0]!)).toEqual(['/auth/signup/:clientCode', '/auth/signup/:clientCode/:document']);
  });
});

describe('rewriteTarget', () => {
  it.each([
    ['/campanhas/12', '/campanhas/_/'],
    ['/campanhas/12/', '/campanhas/_/'],
    ['/campanhas/detalhes/12', '/campanhas/detalhes/_/'],
    ['/campanhas-prospera/3/1', '/campanhas-prospera/_/_/'],
    ['/campanhas-prospera/detalhes/3/1', '/campanhas-prospera/detalhes/_/_/'],
    ['/auth/signup/400001/52998224725', '/auth/signup/'],
    ['/campanhas', null],
    ['/auth/signup', null],
    ['/produtos', null],
  ])('%s → %s', (path, target) => expect(rewriteTarget(path)).toBe(target));
});

describe('cacheControl', () => {
  it.each([
    ['/_astro/page.Ab12Cd34.js', CACHE_IMMUTABLE],
    ['/campanhas', CACHE_REVALIDATE],
    ['/config.json', CACHE_REVALIDATE],
    // A cached worker would hide a deploy until the cache expires (docs/offline.md, "Updates").
    ['/sw.js', CACHE_REVALIDATE],
    ['/manifest.webmanifest', CACHE_REVALIDATE],
  ])('%s → %s', (path, expected) => expect(cacheControl(path)).toBe(expected));
});
