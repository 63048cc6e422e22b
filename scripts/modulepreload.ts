// Build step: gives every page a `<link rel="modulepreload">` for each module its islands and
// scripts import statically, so the browser asks for the whole first-load graph as soon as it reads
// the head. Without it the graph is found one level at a time (island → its module → portal-app →
// portal-core), and on a 150 ms round trip each level costs a round trip before the screen's first
// service call can leave (docs/performance.md, "Module preloads").
// They ask at low priority, so the page's own image and first read go first (docs/performance.md,
// "Loading order").
// Runs after `astro build`, before the security headers and compression (see package.json).
import { writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { moduleGraph, pageEntries, pages } from './size-budget.ts';

/** The `<link rel="modulepreload">` tags for a page: its eager module graph, minus the module
 * scripts its head already names (the parser asks for those itself). */
export function preloadLinks(dist: string, html: string): string {
  const { urls } = pageEntries(html);
  const inHead = new Set([...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((m) => m[1]));
  const files = moduleGraph(dist, urls).files.map((file) => `/${relative(dist, file)}`);
  return files
    .filter((url) => !inHead.has(url))
    .map((url) => `<link rel="modulepreload" href="${url}" fetchpriority="low">`)
    .join('');
}

/** Puts the links at the top of the head, after the inline head script and the config preload. */
export function withPreloads(html: string, links: string): string {
  if (!links || html.includes('rel="modulepreload"')) return html;
  const anchor = /<link rel="preload" href="\/config\.json"[^>]*>/.exec(html) ?? /<style\b|<\/head>/.exec(html);
  if (!anchor) return html;
  const at = anchor[0].startsWith('<link') ? anchor.index + anchor[0].length : anchor.index;
  return html.slice(0, at) + links + html.slice(at);
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  const dist = join(root, 'dist');
  let count = 0;
  for (const { file, html } of pages(dist)) {
    const links = preloadLinks(dist, html);
    const next = withPreloads(html, links);
    if (next === html) continue;
    writeFileSync(file, next);
    count += 1;
  }
  console.log(`Module preloads written into ${count} pages.`);
}
