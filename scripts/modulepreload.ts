// Build step: gives every page a `<link rel="modulepreload">` for each module its islands and
// scripts import statically, so the browser asks for the whole first-load graph as soon as it reads
// the head. Without it the graph is found one level at a time (island → its module → portal-app →
// portal-core), and on a 150 ms round trip each level costs a round trip before the screen's first
// service call can leave (docs/performance.md, "Module preloads").
// On a paint-first page (BaseLayout's `paintFirst`) the links, the config preload and Astro's island
// scripts go into <template id="after-paint"> instead, which the head script releases once the first
// frame is painted (docs/performance.md, "Paint first").
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

/** The empty template BaseLayout writes on a paint-first page. */
export const afterPaintTemplate = '<template id="after-paint"></template>';

/**
 * On a paint-first page, what starts the islands' requests, moved into the page's after-paint template
 * in the order it loads: the config preload, the module preloads, then the body's inline scripts as they
 * stood (Astro's island scripts: its `astro-island` element starts each island's imports once defined).
 * The module scripts stay where they are: small (the guard, the shell's controls), and `load` waits for
 * them as before (page.ts starts its late part on `load`). Other pages are returned as they are.
 */
export function withAfterPaint(html: string, links: string): string {
  const bodyAt = html.indexOf('<body');
  if (!html.includes(afterPaintTemplate) || bodyAt < 0) return html;
  const moved: string[] = [];
  const take = (tag: string) => {
    moved.push(tag);
    return '';
  };
  const head = html.slice(0, bodyAt).replace(/<link rel="preload" href="\/config\.json"[^>]*>/, take);
  moved.push(links);
  const body = html.slice(bodyAt).replace(/<script>[\s\S]*?<\/script>/g, take);
  return (head + body).replace(afterPaintTemplate, `<template id="after-paint">${moved.join('')}</template>`);
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  const dist = join(root, 'dist');
  let count = 0;
  for (const { file, html } of pages(dist)) {
    const links = preloadLinks(dist, html);
    const next = html.includes(afterPaintTemplate) ? withAfterPaint(html, links) : withPreloads(html, links);
    if (next === html) continue;
    writeFileSync(file, next);
    count += 1;
  }
  console.log(`Module preloads written into ${count} pages.`);
}
