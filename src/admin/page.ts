// The FAQ's editor's page (docs/editing-the-faq.md): plain HTML, the same under `npm run edit` and in the
// build (build/faq-editor.ts writes both), outside Astro's pages so that nothing of the editor joins the
// portal's bundles. It waits for Decap with a line of its own, which also says why when the editor cannot
// open here.
import type { FaqEditorBackend } from './faq-editor-config.ts';

/** Where the page's script is served, beside Decap's files. */
export const EDITOR_SCRIPT = 'faq-editor.js';

const escapeAttribute = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/** The page; `local` is the working copy's proxy under `npm run edit`, none on a built site (its /config.json says). */
export function editorPage(local: FaqEditorBackend | null): string {
  const backend = local ? ` data-backend="${escapeAttribute(JSON.stringify(local))}"` : '';
  return `<!doctype html>
<html lang="pt-BR"${backend}>
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <title>Editar as dúvidas frequentes</title>
    <style>
      /* The portal's own styles stay out: they would restyle Decap's screen. */
      #editor-status { max-width: 40rem; margin: 2rem auto; padding: 0 1rem; font-family: system-ui, sans-serif; line-height: 1.5; }
    </style>
    <script type="module" src="./${EDITOR_SCRIPT}"></script>
  </head>
  <body>
    <main id="editor-status">
      <h1>Editar as dúvidas frequentes</h1>
      <p role="status">Abrindo o editor...</p>
    </main>
  </body>
</html>
`;
}
