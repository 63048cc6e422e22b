import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { preloadLinks, withPreloads } from '../../../scripts/modulepreload.ts';

function dist(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'preload-'));
  mkdirSync(join(dir, '_astro'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(dir, '_astro', name), code);
  return dir;
}

const head =
  '<html><head><script>inline()</script><link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous"><style>a{}</style><script type="module" src="/_astro/layout.js"></script></head>';

describe('preloadLinks', () => {
  const built = dist({
    'layout.js': 'import"./core.js";',
    'Island.js': 'import{a}from"./app.js";const later=()=>import("./chart.js")',
    'client.js': 'import{r}from"./app.js";',
    'app.js': 'import"./core.js";',
    'core.js': '',
    'chart.js': '',
  });
  const page = `${head}<body><astro-island component-url="/_astro/Island.js" renderer-url="/_astro/client.js" client="load"></astro-island></body></html>`;
  const links = preloadLinks(built, page);
  const hrefs = [...links.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);

  it('names every module the islands and scripts import statically, each once', () => {
    expect(hrefs.sort()).toEqual(['/_astro/Island.js', '/_astro/app.js', '/_astro/client.js', '/_astro/core.js']);
  });

  it('leaves out what loads on demand and the scripts the head already names', () => {
    expect(hrefs).not.toContain('/_astro/chart.js');
    expect(hrefs).not.toContain('/_astro/layout.js');
  });

  it('asks at low priority: the document and its first paint come first', () => {
    expect(links).toContain('<link rel="modulepreload" href="/_astro/app.js" fetchpriority="low">');
  });
});

describe('withPreloads', () => {
  const links = '<link rel="modulepreload" href="/_astro/a.js">';

  it('puts the links right after the config preload, ahead of the styles', () => {
    const out = withPreloads(head, links);
    expect(out).toContain(`crossorigin="anonymous">${links}<style>`);
  });

  it('puts them before the styles when the page has no config preload', () => {
    expect(withPreloads('<head><style>a{}</style></head>', links)).toBe(`<head>${links}<style>a{}</style></head>`);
  });

  it('does nothing twice', () => {
    const once = withPreloads(head, links);
    expect(withPreloads(once, links)).toBe(once);
  });
});
