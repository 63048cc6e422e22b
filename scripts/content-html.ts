// The FAQ's files refused at build time (product-rules R220, architecture.md R281): the rules themselves are
// in src/lib/domain/faq-markdown.ts, which the FAQ's editor reads too. src/content.config.ts runs the
// check when the build reads the collection.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LINK_ADVICE, RAW_HTML_ADVICE, rawHtmlIn, unsafeLinksIn } from '../src/lib/domain/faq-markdown.ts';

export { isAllowedFaqLink, LINK_ADVICE, RAW_HTML_ADVICE, rawHtmlIn, unsafeLinksIn, type RawHtml } from '../src/lib/domain/faq-markdown.ts';

/** Every markdown file under `dir`, relative paths sorted. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort();
}

/**
 * Throws, naming each file and line, when a markdown file under `dir` carries raw HTML (R220) or a link
 * the FAQ may not carry (R281). `root` is what the names are relative to (the project).
 */
export function refuseUnsafeMarkdown(dir: string, root: string): void {
  const files = markdownFiles(dir).map((file) => ({ name: relative(root, join(dir, file)), text: readFileSync(join(dir, file), 'utf8') }));
  const html = files.flatMap(({ name, text }) => rawHtmlIn(text).map(({ line, found }) => `  ${name}:${line}: raw HTML "${found}"`));
  const links = files.flatMap(({ name, text }) => unsafeLinksIn(text).map(({ line, found }) => `  ${name}:${line}: link "${found}"`));
  const messages = [
    ...(html.length ? [`The FAQ must not contain raw HTML (product-rules R220):\n${html.join('\n')}\n${RAW_HTML_ADVICE}`] : []),
    ...(links.length ? [`The FAQ must not link there (architecture.md R281):\n${links.join('\n')}\n${LINK_ADVICE}`] : []),
  ];
  if (messages.length) throw new Error(messages.join('\n'));
}
