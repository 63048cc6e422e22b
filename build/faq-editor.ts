// The FAQ's editor (docs/editing-the-faq.md) at /admin/: its page (src/admin/page.ts), its script
// (src/admin/faq-editor.ts, bundled here with esbuild) and Decap CMS's prebuilt files beside them (decap-cms.js
// and the chunks it loads from its own folder). `astro dev` serves them from here and the
// build writes them into dist/admin/. None of it goes through Astro's bundler: an extra entry there reshuffles
// the portal's chunks (24 more files in the worker's precache), and no client page may carry any of it. Its
// addresses have their own headers (scripts/host-rules.ts `isEditorAddress`) and are never precached,
// budgeted or preloaded.
import { copyFileSync, createReadStream, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { build, type Plugin } from 'esbuild';
import { EDITOR_FOLDER } from '../scripts/host-rules.ts';
import type { FaqEditorBackend } from '../src/admin/faq-editor-config.ts';
import { EDITOR_SCRIPT, editorPage } from '../src/admin/page.ts';

const decapDist = fileURLToPath(new URL('../node_modules/decap-cms/dist/', import.meta.url));
const editorEntry = fileURLToPath(new URL('../src/admin/faq-editor.ts', import.meta.url));

/** Decap's own files asked for under /admin/: a name of its dist folder, no path. */
const DECAP_FILE = new RegExp(`^/${EDITOR_FOLDER}/([\\w.-]+\\.js)$`);
/**
 * What decap-cms.js loads from beside itself (its chunks), and its licences; not the source maps, nor `cms.js`
 * (the same app under another name), nor its WebAssembly: an image encoder for uploads, and the FAQ has no
 * images (the editor's policy allows no WebAssembly, scripts/security-headers.ts).
 */
const DECAP_SHIPPED = /^(?:decap-cms\.js(?:\.LICENSE\.txt)?|\d+\.decap-cms\.js)$/;
const JS = 'text/javascript; charset=utf-8';

/** `import text from './x.css?raw'`, as Vite reads it: the file's text. */
const rawImports: Plugin = {
  name: 'raw',
  setup(bundler) {
    bundler.onResolve({ filter: /\?raw$/ }, ({ path, resolveDir }) => ({
      path: join(resolveDir, path.replace(/\?raw$/, '')),
      namespace: 'raw',
    }));
    bundler.onLoad({ filter: /.*/, namespace: 'raw' }, ({ path }) => ({ contents: readFileSync(path, 'utf8'), loader: 'text' }));
  },
};

/** The editor's script, bundled: the widget's rules, the preview's styles, the start-up. */
export async function editorScript(): Promise<string> {
  const result = await build({
    entryPoints: [editorEntry],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    plugins: [rawImports],
  });
  return result.outputFiles[0]!.text;
}

export function faqEditor(): AstroIntegration {
  return {
    name: 'portal-faq-editor',
    hooks: {
      'astro:server:setup': ({ server }) => {
        const local: FaqEditorBackend = { kind: 'local', url: process.env['FAQ_EDITOR_PROXY_URL'] ?? 'http://127.0.0.1:8081/api/v1' };
        server.middlewares.use((request, response, next) => {
          const { pathname } = new URL(request.url ?? '/', 'http://localhost');
          if (pathname === `/${EDITOR_FOLDER}`) return void response.writeHead(301, { Location: `/${EDITOR_FOLDER}/` }).end();
          if (pathname === `/${EDITOR_FOLDER}/` || pathname === `/${EDITOR_FOLDER}/index.html`)
            return void response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(editorPage(local));
          // Bundled on each ask: a change to the editor's sources shows on the next reload.
          if (pathname === `/${EDITOR_FOLDER}/${EDITOR_SCRIPT}`)
            return void editorScript().then(
              (code) => response.writeHead(200, { 'Content-Type': JS }).end(code),
              (error: unknown) => next(error),
            );
          const name = DECAP_FILE.exec(pathname)?.[1];
          const file = name && `${decapDist}${name}`;
          if (!file || !existsSync(file)) return next();
          response.setHeader('Content-Type', JS);
          createReadStream(file).pipe(response);
        });
      },
      'astro:build:done': async ({ dir, logger }) => {
        const target = join(fileURLToPath(dir), EDITOR_FOLDER);
        mkdirSync(target, { recursive: true });
        writeFileSync(join(target, 'index.html'), editorPage(null));
        writeFileSync(join(target, EDITOR_SCRIPT), await editorScript());
        const shipped = readdirSync(decapDist).filter((name) => DECAP_SHIPPED.test(name));
        for (const name of shipped) copyFileSync(join(decapDist, name), join(target, name));
        logger.info(
          `The FAQ's editor written into dist/${EDITOR_FOLDER}/ (its page, its script and ${shipped.length} files of Decap CMS).`,
        );
      },
    },
  };
}
