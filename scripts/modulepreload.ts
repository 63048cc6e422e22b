// Post-build: every page gets a <link rel="modulepreload"> for each module its scripts and islands
// import statically (the graph the size budget measures). Without them the browser finds a
// module only after the one importing it has arrived: on a slow mobile network each level of
// imports costs a round trip before the island can hydrate and ask for its data.
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { moduleGraph, pageEntries, pages, type Budget } from './size-budget.ts';

const root = new URL('..', import.meta.url).pathname;

/** The page with a modulepreload link for each of `modules` (site paths) not linked yet. */
export function withModulePreloads(html: string, modules: string[]): string {
  const links = modules
    .filter((href) => !html.includes(`rel="modulepreload" href="${href}"`))
    .map((href) => `<link rel="modulepreload" href="${href}">`)
    .join('');
  return links ? html.replace('</head>', `${links}</head>`) : html;
}

if (import.meta.main) {
  const dist = join(root, 'dist');
  const budget = JSON.parse(readFileSync(join(root, 'size-budget.json'), 'utf8')) as Budget;
  let count = 0;
  for (const { file, html } of pages(dist)) {
    const { urls } = pageEntries(html, budget.lazyIslandDirectives);
    const { files } = moduleGraph(dist, urls);
    // Entries first: they are what the page asks for first.
    const modules = [...urls, ...files.map((f) => `/${relative(dist, f)}`).filter((href) => !urls.includes(href))];
    const updated = withModulePreloads(html, modules);
    if (updated !== html) {
      writeFileSync(file, updated);
      count += 1;
    }
  }
  console.log(`Module preloads added to ${count} pages.`);
}
