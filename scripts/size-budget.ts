// Per-route JavaScript budget, measured on dist/ the way a browser loads a page: the page's module
// scripts and island entries (component + renderer), plus every static import they pull, plus
// inline scripts, all gzipped. Dynamic import() targets are not counted: they load on demand.
// Each route's budget is the lower of its ceiling (100 KiB, 15 KiB without islands) and its ratchet: the
// route's size when it was last ratcheted plus a little slack, so a route that shrank cannot quietly grow
// back (docs/performance.md, "Commands and reports"). `--ratchet` lowers the ratchets to today's sizes
// (never raises one: that is a hand edit of size-budget.json, with its reason in the commit).
// Usage: node scripts/size-budget.ts [--json reports/size-budget.json] [--ratchet]
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { EDITOR_FOLDER } from './host-rules.ts';
import { earlierBuildFiles, keptAssetsDir } from './keep-assets.ts';

export interface Budget {
  pagesWithoutIslands: { routes: string[]; kib: number };
  default: { kib: number };
  libraries: Record<string, { chunk: string; kib: number }>;
  routesDrawingLibraries: Record<string, string[]>;
  neverOnFirstLoad: Record<string, string>;
  /** Per route, the most it may load (KiB gzip): its size when last ratcheted plus `ratchetSlackKib`. */
  ratchet?: Record<string, number>;
  ratchetSlackKib?: number;
}

export interface RouteSize {
  route: string;
  bytes: number;
  budgetBytes: number;
  /** Its ceiling, before the ratchet: how much room the route has left. */
  ceilingBytes: number;
  files: Array<{ file: string; bytes: number }>;
  forbidden: string[];
  problems: string[];
}

const root = new URL('..', import.meta.url).pathname;
const KiB = 1024;

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** `/campanhas/index.html` → `/campanhas`; `/404.html` → `/404`. */
export function routeOf(dist: string, file: string): string {
  const path = `/${relative(dist, file)}`.replace(/index\.html$/, '').replace(/\.html$/, '');
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]+)"`).exec(tag)?.[1];

/** Script URLs a page loads at once, and its inline scripts. */
export function pageEntries(html: string): { urls: string[]; inline: string[] } {
  const urls = new Set<string>();
  for (const [tag] of html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)) urls.add(attr(tag, 'src')!);
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/g)) {
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attr(tag, name);
      if (url) urls.add(url);
    }
  }
  const inline = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '').filter((s) => s.trim());
  return { urls: [...urls].filter((u) => u.startsWith('/')), inline };
}

/** Relative static imports of a built module (`import"./a.js"`, `from"./b.js"`); not `import()`. */
export function staticImports(code: string): string[] {
  const found = new Set<string>();
  for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*)["'](\.{1,2}\/[^"']+\.js)["']/g)) found.add(m[1]!);
  return [...found];
}

const gzipSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length;

/** Every module a page's entries pull in statically (entries included), as paths under `dist`;
 * `missing` lists the imports that point at no file. */
export function moduleGraph(dist: string, urls: string[]): { files: string[]; missing: string[] } {
  const seen = new Set<string>();
  const missing: string[] = [];
  const queue = urls.map((u) => join(dist, u));
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    if (!existsSync(file)) {
      missing.push(relative(dist, file));
      continue;
    }
    seen.add(file);
    for (const next of staticImports(readFileSync(file, 'utf8'))) queue.push(join(dirname(file), next));
  }
  return { files: [...seen], missing };
}

/**
 * The built pages of the portal, without Astro's redirect stubs, nor the FAQ's editor (build/faq-editor.ts),
 * which no client loads: what the budgets measure, the module preloads are written into and the service
 * worker precaches.
 */
export function* pages(dist: string): Generator<{ file: string; html: string }> {
  for (const file of htmlFiles(dist)) {
    if (relative(dist, file).startsWith(`${EDITOR_FOLDER}/`)) continue;
    const html = readFileSync(file, 'utf8');
    if (/http-equiv="refresh"/.test(html) && !html.includes('<astro-island')) continue; // redirect stubs
    yield { file, html };
  }
}

export function measure(dist: string, budget: Budget): RouteSize[] {
  const sizes = new Map<string, number>();
  const sizeOf = (file: string) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSize(readFileSync(file));
      sizes.set(file, size);
    }
    return size;
  };
  const results: RouteSize[] = [];
  for (const { file: htmlFile, html } of pages(dist)) {
    const route = routeOf(dist, htmlFile);
    const { urls, inline } = pageEntries(html);
    const graph = moduleGraph(dist, urls);
    const seen = graph.files;
    const problems = graph.missing.map((file) => `missing ${file}`);
    const files = seen.map((file) => ({ file: `/${relative(dist, file)}`, bytes: sizeOf(file) }));
    files.push(...inline.map((code, i) => ({ file: `(inline script ${i + 1})`, bytes: gzipSize(code) })));
    const names = files.map((f) => f.file);
    const forbidden = Object.entries(budget.neverOnFirstLoad)
      .filter(([, chunk]) => names.some((n) => n.includes(`/${chunk}`)))
      .map(([library]) => library);
    const isStatic = budget.pagesWithoutIslands.routes.includes(route);
    const libraries = (budget.routesDrawingLibraries[route] ?? []).map((name) => budget.libraries[name]?.kib ?? 0);
    const ceilingKib = isStatic ? budget.pagesWithoutIslands.kib : budget.default.kib + libraries.reduce((a, b) => a + b, 0);
    const budgetKib = Math.min(ceilingKib, budget.ratchet?.[route] ?? ceilingKib);
    if (
      isStatic &&
      html.includes('<astro-island') &&
      /renderer-url="[^"]*"/.test(html.replace(/<astro-island[^>]*client="toast"[^>]*>/g, ''))
    ) {
      problems.push('a page without islands has an island');
    }
    results.push({
      route,
      bytes: files.reduce((a, f) => a + f.bytes, 0),
      budgetBytes: budgetKib * KiB,
      ceilingBytes: ceilingKib * KiB,
      files,
      forbidden,
      problems,
    });
  }
  return results.sort((a, b) => a.route.localeCompare(b.route));
}

/** The budget's library chunk names that no file of this build in dist/_astro carries; `earlier` names the
 * files an earlier build left there (scripts/keep-assets.ts), which must not stand in for this build's. */
export function missingLibraryChunks(dist: string, budget: Budget, earlier: ReadonlySet<string> = new Set()): string[] {
  const built = readdirSync(join(dist, '_astro')).filter((file) => !earlier.has(file));
  const chunks = [...Object.values(budget.libraries).map((l) => l.chunk), ...Object.values(budget.neverOnFirstLoad)];
  return chunks.filter((chunk) => !built.some((file) => file.startsWith(`${chunk}.`) && file.endsWith('.js')));
}

/**
 * The ratchets lowered to today's sizes: each route's size plus the slack, rounded up to 0.1 KiB, where that
 * is below its ratchet (or it had none). Never higher than before.
 */
export function ratcheted(budget: Budget, results: readonly RouteSize[]): Record<string, number> {
  const slack = budget.ratchetSlackKib ?? 0.3;
  const next: Record<string, number> = { ...budget.ratchet };
  for (const { route, bytes } of results) {
    const limit = Math.ceil((bytes / KiB + slack) * 10) / 10;
    if (!(limit >= (next[route] ?? Number.POSITIVE_INFINITY))) next[route] = limit;
  }
  return Object.fromEntries(Object.entries(next).sort(([a], [b]) => a.localeCompare(b)));
}

export function markdown(results: RouteSize[]): string {
  const kib = (b: number) => (b / KiB).toFixed(1);
  return [
    '| route | JS KiB (gzip) | budget KiB (ratchet) | room under the ceiling KiB | status |',
    '|---|---:|---:|---:|---|',
    ...results.map((r) => {
      const fail = r.bytes > r.budgetBytes || r.forbidden.length > 0 || r.problems.length > 0;
      const notes = [...r.forbidden.map((l) => `${l} on first load`), ...r.problems].join('; ');
      return `| ${r.route} | ${kib(r.bytes)} | ${kib(r.budgetBytes)} | ${kib(r.ceilingBytes - r.bytes)} | ${fail ? `OVER ${notes}` : 'ok'} |`;
    }),
  ].join('\n');
}

if (import.meta.main) {
  const dist = join(root, 'dist');
  const budgetFile = join(root, 'size-budget.json');
  const budget = JSON.parse(readFileSync(budgetFile, 'utf8')) as Budget;
  const results = measure(dist, budget);
  if (process.argv.includes('--ratchet')) {
    writeFileSync(budgetFile, `${JSON.stringify({ ...budget, ratchet: ratcheted(budget, results) }, null, 2)}\n`);
    console.log('Ratchets lowered to these sizes in size-budget.json.');
  }
  const table = markdown(results);
  console.log(table);
  // The library checks go by chunk name (astro.config.mjs names them): a name that matches no
  // chunk would let a library onto any page unseen.
  const unnamed = missingLibraryChunks(dist, budget, earlierBuildFiles(keptAssetsDir(root)));
  if (unnamed.length) {
    console.error(`\nNo chunk in dist/_astro for: ${unnamed.join(', ')} (see codeSplitting in astro.config.mjs)`);
    process.exit(1);
  }
  const out = process.argv.includes('--json') ? process.argv[process.argv.indexOf('--json') + 1] : 'reports/size-budget.json';
  mkdirSync(dirname(join(root, out!)), { recursive: true });
  writeFileSync(join(root, out!), JSON.stringify(results, null, 2));
  writeFileSync(join(root, out!.replace(/\.json$/, '.md')), `${table}\n`);
  const failed = results.filter((r) => r.bytes > r.budgetBytes || r.forbidden.length || r.problems.length);
  if (failed.length) {
    console.error(`\nOver budget: ${failed.map((r) => r.route).join(', ')}`);
    process.exit(1);
  }
  console.log(`\nAll ${results.length} routes within their JavaScript budgets.`);
}
