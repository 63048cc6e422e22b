// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import solid from '@astrojs/solid-js';

export default defineConfig({
  output: 'static',
  // Each page is a folder (/campanhas/index.html), which every static host serves at /campanhas.
  // Styles go inside each page (a few KB of brotli): no render-blocking request before the first
  // paint, which on a 150 ms round trip is the difference between ~0.8 s and ~1.2 s.
  build: { format: 'directory', inlineStylesheets: 'always' },
  redirects: { '/': '/campanhas' },
  integrations: [
    react({ include: ['**/islands/**/*.tsx'], exclude: ['**/islands/toaster/**'] }),
    // solid-toast ships Solid JSX: without its sources here it is compiled as React (docs/architecture.md "Toolchain notes").
    solid({ include: ['**/islands/toaster/**', '**/node_modules/solid-toast/**'] }),
  ],
  devToolbar: { enabled: false },
  vite: {
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
          // The heavy libraries get chunks of their own, named so that the size budget
          // (size-budget.json) can tell which page loads them and when.
          codeSplitting: {
            groups: [
              { name: 'vendor-pdf-lib', test: /node_modules[\\/](pdf-lib|@pdf-lib|pako|tslib)[\\/]/ },
              { name: 'vendor-qrcode', test: /node_modules[\\/](qrcode|dijkstrajs|pngjs)[\\/]/ },
              { name: 'vendor-chartjs', test: /node_modules[\\/](chart\.js|@kurkle)[\\/]/ },
              { name: 'vendor-swiper', test: /node_modules[\\/]swiper[\\/]/ },
              // The portal's own chunks follow folders: a module is in one because of where it lives.
              // `every-page/` (in lib/, api/, domain/, stores/): what every signed-in page loads (session,
              // guard, route table, toast queue, config, error texts), one chunk instead of a dozen small
              // ones, each with its own overhead.
              {
                name: 'portal-core',
                test: /src[\\/]lib[\\/](.+[\\/])?every-page[\\/]|node_modules[\\/](nanostores|@nanostores[\\/]persistent)[\\/]|^\0vite[\\/]preload-helper/,
              },
              // `screens/every-screen/`: the screen shape and the navigations every screen is given: one
              // small chunk, not two (apart, the navigations cost each data page ~120 bytes gzip).
              { name: 'screen', test: /src[\\/]lib[\\/]screens[\\/]every-screen[\\/]/ },
              // `every-island/` (api/, stores/, domain/, islands/shared/): what every island that loads data
              // needs (React, the API client, the money formatters, the load-error and skeleton parts), so a
              // screen's first API call waits for two levels of imports instead of four. The screen shape
              // stays out, since sign-up loads this chunk and has no data screen; so do the date modules
              // (~2.5 KiB gzip): no call waits for them, and sign-up and the cart page, which draw no date,
              // went over their budgets carrying them.
              {
                name: 'portal-app',
                test: /src[\\/](lib|islands)[\\/](.+[\\/])?every-island[\\/]|node_modules[\\/](react|@nanostores[\\/]react|ofetch|destr|zod)[\\/]/,
              },
            ],
          },
        },
      },
    },
  },
});
