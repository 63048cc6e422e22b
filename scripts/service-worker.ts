// Build step: the service worker (docs/offline.md). Lists what to precache (every built page, the
// JavaScript of every page's first load, the manifest and icons), bundles src/sw/sw.ts with esbuild
// into dist/sw.js with that list in place of self.__WB_MANIFEST. Runs after scripts/modulepreload.ts
// (it rewrites the pages, so their revisions are taken after it) and before the security headers (which
// stamp the worker with their revision) and compression (see package.json).
// Workbox by our own step, not @vite-pwa/astro: its peer range ends at Astro 5 (docs/offline.md).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { getManifest } from 'workbox-build';
import { unstampedWorker } from './security-headers.ts';
import { moduleGraph, pageEntries, pages } from './size-budget.ts';

/** Files beside the pages that installing the portal needs (public/manifest.webmanifest, public/icons). */
export const installFiles = ['manifest.webmanifest', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png'];

/** The heavy libraries' chunks (astro.config.mjs): cached when first used, never precached. */
const heavyChunk = /(^|\/)vendor-(pdf-lib|qrcode|chartjs|swiper)\./;

/** `import("./x.js")` targets of a built module, relative to it. */
function dynamicImports(code: string): string[] {
  return [...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!);
}

/** What to precache, as paths relative to `dist`: every page (redirect stubs aside), each page's
 * modules (its scripts, islands, their static imports, and what they load on demand: the kept answers,
 * the toaster, lazy parts, which a page opened offline needs as much as its first load), and the install
 * files. The heavy libraries' chunks (pdf-lib, qrcode, chart.js, swiper) stay out: cached when first used. */
export function precacheFiles(dist: string): string[] {
  const files = new Set<string>();
  const modules = new Set<string>();
  const queue: string[] = [];
  for (const { file, html } of pages(dist)) {
    files.add(relative(dist, file));
    queue.push(...moduleGraph(dist, pageEntries(html).urls).files);
  }
  while (queue.length) {
    const module = queue.pop()!;
    if (modules.has(module) || heavyChunk.test(module) || !existsSync(module)) continue;
    modules.add(module);
    files.add(relative(dist, module));
    const lazy = dynamicImports(readFileSync(module, 'utf8')).map((target) => `/${relative(dist, join(dirname(module), target))}`);
    queue.push(...moduleGraph(dist, lazy).files);
  }
  for (const file of installFiles) if (existsSync(join(dist, file))) files.add(file);
  return [...files].sort();
}

/** The precache manifest: URLs from the site's root; content-hash revisions, none for the hashed
 * /_astro/ files (their names change with their content). */
export async function precacheManifest(dist: string) {
  const { manifestEntries, size, warnings } = await getManifest({
    globDirectory: dist,
    globPatterns: precacheFiles(dist),
    dontCacheBustURLsMatching: /^\/_astro\//,
    modifyURLPrefix: { '': '/' },
    maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
  });
  if (warnings.length) throw new Error(warnings.join('\n'));
  return { entries: manifestEntries ?? [], size };
}

/** Bundles the worker with the manifest in place, and the headers' revision unstamped: the headers step
 * (scripts/security-headers.ts, next in the build and `npm run headers`) writes it (product-rules R230).
 * Returns its code. */
export async function bundleWorker(entries: unknown[], entry = new URL('../src/sw/sw.ts', import.meta.url).pathname): Promise<string> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2020',
    minify: true,
    legalComments: 'none',
    // Workbox logs in development builds only.
    define: {
      'process.env.NODE_ENV': '"production"',
      'self.__WB_MANIFEST': JSON.stringify(entries),
      'self.__HEADERS_REVISION': JSON.stringify(unstampedWorker),
    },
  });
  return result.outputFiles[0]!.text;
}

if (import.meta.main) {
  const dist = new URL('../dist', import.meta.url).pathname;
  const { entries, size } = await precacheManifest(dist);
  const code = await bundleWorker(entries);
  writeFileSync(join(dist, 'sw.js'), code);
  const kib = (bytes: number) => (bytes / 1024).toFixed(1);
  const gzip = gzipSync(readFileSync(join(dist, 'sw.js')), { level: 9 }).length;
  console.log(
    `Service worker written to dist/sw.js (${kib(code.length)} KiB, ${kib(gzip)} KiB gzip): ${entries.length} files precached, ${kib(size)} KiB.`,
  );
}
