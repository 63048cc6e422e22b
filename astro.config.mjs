// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import solid from '@astrojs/solid-js';

/** `client:toast`: hydrate the toaster on the first toast only (src/lib/toast-directive.ts). */
const toastDirective = {
  name: 'portal-toast-directive',
  hooks: {
    /** @param {{ addClientDirective: (d: { name: string; entrypoint: string }) => void }} options */
    'astro:config:setup': ({ addClientDirective }) => {
      addClientDirective({ name: 'toast', entrypoint: './src/lib/toast-directive.ts' });
    },
  },
};

export default defineConfig({
  output: 'static',
  // Each page is a folder (/campanhas/index.html), which every static host serves at /campanhas.
  build: { format: 'directory' },
  redirects: { '/': '/campanhas' },
  integrations: [
    react({ include: ['**/islands/**/*.tsx'], exclude: ['**/islands/toaster/**'] }),
    // solid-toast ships Solid JSX: without its sources here it is compiled as React (TOOLCHAIN 5).
    solid({ include: ['**/islands/toaster/**', '**/node_modules/solid-toast/**'] }),
    toastDirective,
  ],
  devToolbar: { enabled: false },
});
