// The FAQ's markdown must carry no raw HTML (product-rules R220): markdown passes raw HTML through to
// the page, so a `<script>`, an `onerror=` or a `<meta http-equiv="refresh">` in an answer would run or
// redirect on a signed-in page, where the session lives. The rule is deliberately simple and strict: any
// `<` that starts a tag, a closing tag, a comment or a declaration outside a code span or a fenced code
// block is refused, even where markdown would not read it as HTML. Nor may an answer link anywhere but an
// https address, an e-mail, a phone or the portal's own paths (architecture.md R281): a `javascript:` or
// `data:` link would run or show what a click brings on that page. src/content.config.ts runs both checks
// when the build reads the collection.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Raw HTML found in a markdown file: the 1-based line of the file and what was found. */
export interface RawHtml {
  line: number;
  found: string;
}

/** What the editor should write instead, said with every refusal. */
export const RAW_HTML_ADVICE =
  'Write the answer in plain markdown: **bold**, lists, [text](https://…) for a link. ' +
  'To show a tag as text, put it in `backticks`; for a < right before a letter, write &lt;.';

/** `<` opening a tag (`<b`), a closing tag (`</b`), a comment or declaration (`<!`) or an instruction (`<?`). */
const HTML_START = /<[A-Za-z/!?]/g;
/** A fence opening or closing a code block: up to 3 spaces, then 3 or more backticks or tildes. */
const FENCE = /^ {0,3}(`{3,}|~{3,})/;

/** The line with its code spans (text between two runs of the same number of backticks) blanked. */
function withoutCodeSpans(line: string): string {
  let out = '';
  let at = 0;
  while (at < line.length) {
    const open = /`+/g;
    open.lastIndex = at;
    const run = open.exec(line);
    if (!run) break;
    const ticks = run[0];
    const close = new RegExp(`(?<!\`)${ticks}(?!\`)`, 'g');
    close.lastIndex = run.index + ticks.length;
    const end = close.exec(line);
    // An unclosed run is literal text, as in markdown: what follows is still checked.
    if (!end) {
      out += line.slice(at, run.index + ticks.length);
      at = run.index + ticks.length;
      continue;
    }
    out += line.slice(at, run.index) + ' '.repeat(end.index + ticks.length - run.index);
    at = end.index + ticks.length;
  }
  return out + line.slice(at);
}

/**
 * The lines of a markdown file's text that markdown reads as text (front matter and fenced code blocks
 * skipped), with their code spans blanked and their 1-based line numbers in the whole file.
 */
function* proseLines(markdown: string): Generator<{ line: number; text: string; raw: string }> {
  const lines = markdown.split(/\r?\n/);
  let index = 0;
  if (lines[0]?.trim() === '---') {
    const end = lines.findIndex((line, i) => i > 0 && line.trim() === '---');
    index = end === -1 ? lines.length : end + 1;
  }
  let fence: string | null = null;
  for (; index < lines.length; index += 1) {
    const line = lines[index]!;
    const marker = FENCE.exec(line)?.[1];
    if (fence) {
      if (marker && marker[0] === fence[0] && marker.length >= fence.length && !line.slice(line.indexOf(marker) + marker.length).trim())
        fence = null;
      continue;
    }
    if (marker) {
      fence = marker;
      continue;
    }
    yield { line: index + 1, text: withoutCodeSpans(line), raw: line };
  }
}

/** Raw HTML in a markdown file's text (front matter skipped, line numbers of the whole file). */
export function rawHtmlIn(markdown: string): RawHtml[] {
  const found: RawHtml[] = [];
  for (const { line, text, raw } of proseLines(markdown)) {
    for (const match of text.matchAll(HTML_START)) {
      const rest = raw.slice(match.index);
      const end = rest.indexOf('>');
      found.push({ line, found: end > -1 && end < 40 ? rest.slice(0, end + 1) : `${rest.slice(0, 40)}${rest.length > 40 ? '…' : ''}` });
    }
  }
  return found;
}

/**
 * Whether the FAQ may link to `destination` (architecture.md R281): an https address, an e-mail
 * (`mailto:`), a phone (`tel:`) or a path of the portal (`/pedidos`, never `//host` nor `/\host`, which
 * browsers read as another site).
 */
export function isAllowedFaqLink(destination: string): boolean {
  return /^(?:https:\/\/|mailto:|tel:)/i.test(destination) || /^\/(?![/\\])/.test(destination);
}

/** A link's or image's destination (balanced parentheses in it, as markdown reads it): `](dest` of an inline one, `[ref]: dest` of a definition. */
const DESTINATION = /\]\(\s*(<[^>]*>|(?:[^\s()]|\([^\s()]*\))+)|^ {0,3}\[[^\]]+\]:\s*(<[^>]*>|\S+)/g;
/** What GitHub-flavoured markdown turns into a link by itself: a bare http:// address or www. name. */
const BARE_ADDRESS = /(?:\bhttp:\/\/|\bwww\.)[^\s<>)\]]+/gi;

/** The links of a markdown file's text whose destination the FAQ may not carry (R281), with their line. */
export function unsafeLinksIn(markdown: string): RawHtml[] {
  const found: RawHtml[] = [];
  for (const { line, text, raw } of proseLines(markdown)) {
    const taken: Array<[number, number]> = [];
    for (const match of text.matchAll(DESTINATION)) {
      const group = match[1] ? 1 : 2;
      const start = match.index + match[0].lastIndexOf(match[group]!);
      const destination = raw.slice(start, start + match[group]!.length).replace(/^<|>$/g, '');
      taken.push([start, start + match[group]!.length]);
      if (!isAllowedFaqLink(destination)) found.push({ line, found: destination });
    }
    for (const match of text.matchAll(BARE_ADDRESS))
      if (!taken.some(([from, to]) => match.index >= from && match.index < to)) found.push({ line, found: match[0] });
  }
  return found;
}

/** Every markdown file under `dir`, relative paths sorted. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort();
}

/** What the editor should do with a link the FAQ may not carry, said with every refusal. */
export const LINK_ADVICE =
  "Link only to https:// addresses, e-mails (mailto:), phones (tel:) or the portal's own pages (/pedidos): [text](https://…).";

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
