// The FAQ's editor in `astro dev` (docs/editing-the-faq.md): the /admin route (src/admin/index.astro) and
// Decap CMS's prebuilt files beside it (/admin/decap-cms.js and the chunks and WebAssembly it loads from
// its own folder), served from the decap-cms package. Never in `astro build`: the production /admin needs
// its own security headers and stays out of the service worker, and is not built yet.
import { createReadStream, existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** Decap's own files: a name of its dist folder, no path. */
const DECAP_FILE = /^\/admin\/([\w.-]+\.(?:js|wasm))$/;
const types: Record<string, string> = { js: 'text/javascript; charset=utf-8', wasm: 'application/wasm' };

export function faqEditor(): AstroIntegration {
  const decapDist = fileURLToPath(new URL('../node_modules/decap-cms/dist/', import.meta.url));
  return {
    name: 'portal-faq-editor',
    hooks: {
      'astro:config:setup': ({ command, injectRoute }) => {
        if (command === 'dev') injectRoute({ pattern: '/admin', entrypoint: new URL('../src/admin/index.astro', import.meta.url) });
      },
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((request, response, next) => {
          const name = DECAP_FILE.exec(new URL(request.url ?? '/', 'http://localhost').pathname)?.[1];
          const file = name && `${decapDist}${name}`;
          if (!file || !existsSync(file)) return next();
          response.setHeader('Content-Type', types[name.split('.').pop()!]!);
          createReadStream(file).pipe(response);
        });
      },
    },
  };
}
