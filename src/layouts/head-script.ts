// BaseLayout's one inline script, built here so that the security headers step builds the very same
// code from the same sources and lets it run by its hash, and nothing else (docs/product-rules.md R221).
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { firstReads, type FirstRead, type FirstReadName } from '../lib/api/first-reads.ts';
import { formatVersions, localKeys } from '../lib/storage-keys.ts';

/** Its sources, in order, in src/scripts/: the session hints for CSS and the tap replay (R113). */
export const headScriptSources = ['session-hints.inline.ts', 'tap-replay.inline.js'] as const;

/**
 * The head script from its sources (in `headScriptSources`' order), bundled and minified: it is in every
 * page, so every byte counts against each route's budget. The storage keys and the session's format are
 * the stores' own.
 */
export function headScript(): string {
  const { outputFiles } = buildSync({
    // From the repository root, where every npm script runs: this module also runs from Astro's prerender bundle.
    stdin: {
      contents: headScriptSources.map((name) => `import ${JSON.stringify(`./src/scripts/${name}`)};`).join('\n'),
      resolveDir: process.cwd(),
    },
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    write: false,
    define: {
      SESSION_KEY: JSON.stringify(localKeys.session),
      SESSION_FORMAT: String(formatVersions[localKeys.session]),
      CONSENT_KEY: JSON.stringify(localKeys.cookieConsent),
    },
  });
  return outputFiles[0]!.text.trim();
}

/**
 * A page's first-read script (src/scripts/first-read.inline.ts) for its read, bundled and minified: inline in
 * the head, so the read leaves as the HTML is parsed (docs/performance.md, "Early view"). The security
 * headers step builds the same for each read and lets it run by its hash (R221).
 */
export function firstReadScript(name: FirstReadName): string {
  const { otherViews = null, pictureFileField = null, ...read } = firstReads[name] as FirstRead;
  const { outputFiles } = buildSync({
    // From the repository root, where every npm script runs: this module also runs from Astro's prerender bundle.
    entryPoints: [join(process.cwd(), 'src/scripts/first-read.inline.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    // No "use strict" prologue: a module-free inline script in the head, 13 bytes of every early-view page.
    tsconfigRaw: { compilerOptions: { alwaysStrict: false } },
    write: false,
    define: {
      FIRST_READ: JSON.stringify(read),
      OTHER_VIEWS: JSON.stringify(otherViews),
      POST_READ: String(read.body !== undefined),
      PICTURE_FILE_FIELD: JSON.stringify(pictureFileField),
    },
  });
  return outputFiles[0]!.text.trim();
}

/**
 * The inline script Astro writes for the portal's `client:painted` directive (src/scripts/painted-directive.ts),
 * built as Astro builds an integration's directive, so the security headers step lets it run by its hash (R221).
 */
export function paintedDirectiveScript(): string {
  const { outputFiles } = buildSync({
    stdin: {
      contents: `import directive from ${JSON.stringify(join(process.cwd(), 'src/scripts/painted-directive.ts'))};\n\n(self.Astro || (self.Astro = {}))["painted"] = directive;\n\nwindow.dispatchEvent(new Event('astro:' + "painted"));`,
      resolveDir: process.cwd(),
    },
    absWorkingDir: process.cwd(),
    format: 'iife',
    minify: true,
    bundle: true,
    write: false,
  });
  return outputFiles[0]!.text;
}
