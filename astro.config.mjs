// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import solid from '@astrojs/solid-js';

export default defineConfig({
  output: 'static',
  // Pages are folders (/campanhas/index.html) so every host serves /campanhas without rewrites.
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'auto' },
  integrations: [
    react({ include: ['**/islands/**/*.tsx'], exclude: ['**/islands/toaster/**'] }),
    // solid-toast ships Solid JSX: without its own sources here it would be compiled as React (TOOLCHAIN 5).
    solid({ include: ['**/islands/toaster/**', '**/node_modules/solid-toast/**'] }),
  ],
  devToolbar: { enabled: false },
});
