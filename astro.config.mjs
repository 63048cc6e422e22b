// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import solid from '@astrojs/solid-js';
import { fileURLToPath } from 'node:url';
import { chunkGroups, inChunk } from './build/chunks.ts';
import { faqEditor } from './build/faq-editor.ts';
import { lazyPreloads } from './build/lazy-preloads.ts';
import { ofetchUnused } from './build/ofetch-unused.ts';
import { portalVersion } from './build/version.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  output: 'static',
  // Each page is a folder (/campanhas/index.html), which every static host serves at /campanhas.
  // Styles go inside each page (a few KB of brotli): no render-blocking request before the first
  // paint, which on a 150 ms round trip is the difference between ~0.8 s and ~1.2 s.
  build: { format: 'directory', inlineStylesheets: 'always' },
  redirects: { '/': '/campanhas' },
  integrations: [
    // One loading regime, declared where each island is mounted: `client:painted` (docs/performance.md, "Loading order").
    {
      name: 'portal-painted-directive',
      hooks: {
        'astro:config:setup': ({ addClientDirective }) =>
          addClientDirective({
            name: 'painted',
            entrypoint: fileURLToPath(new URL('./src/scripts/painted-directive.ts', import.meta.url)),
          }),
      },
    },
    react({ include: ['**/islands/**/*.tsx'], exclude: ['**/islands/toaster/**'] }),
    // solid-toast ships Solid JSX: without its sources here it is compiled as React (docs/architecture.md "Toolchain notes").
    solid({ include: ['**/islands/toaster/**', '**/node_modules/solid-toast/**'] }),
    // The FAQ's editor at /admin, in `npm run edit` only (build/faq-editor.ts).
    faqEditor(),
  ],
  devToolbar: { enabled: false },
  vite: {
    // A lazy import's preload list leaves out what its importer has already loaded (build/lazy-preloads.ts);
    // ofetch's URL helpers and JSON parser, which the API client never uses, left out (build/ofetch-unused.ts).
    plugins: [lazyPreloads(), ofetchUnused()],
    // The build's version for the field data (docs/field-data.md); replaced only where it is read.
    define: { __PORTAL_VERSION__: JSON.stringify(portalVersion(new URL('.', import.meta.url).href)) },
    build: {
      // A page's own <script> always becomes a file (served from 'self'), never an inline script: the
      // security headers step lets only known inline sources run (docs/product-rules.md R221), and a
      // bundled script's code cannot be traced back to its source. Other assets keep Vite's default.
      assetsInlineLimit: (file) => (file.endsWith('.js') ? false : undefined),
      // pdf-lib's chunk (~600 kB, ~200 kB gzip) is over Vite's default 500 kB warning; it loads only
      // when a boleto with PIX is downloaded. The first-load budget is size-budget.json's job.
      chunkSizeWarningLimit: 700,
      rolldownOptions: {
        output: {
          // Named chunks, declared in build/chunks.ts (one reviewed list: which modules load together, and why).
          codeSplitting: {
            groups: chunkGroups.map((group) => ({ name: group.name, test: (/** @type {string} */ id) => inChunk(group, id, root) })),
          },
        },
      },
    },
  },
});
