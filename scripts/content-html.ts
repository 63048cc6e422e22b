// The FAQ's markdown must carry no raw HTML (product-rules R220): markdown passes raw HTML through to
// the page, so a `<script>`, an `onerror=` or a `<meta http-equiv="refresh">` in an answer would run or
// redirect on a signed-in page, where the session lives. The rule is deliberately simple and strict: any
// `<` that starts a tag, a closing tag, a comment or a declaration outside a code span or a fenced code
// block is refused, even where markdown would not read it as HTML. src/content.config.ts runs it when
// the build reads the collection.
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

/** Raw HTML in a markdown file's text (front matter skipped, line numbers of the whole file). */
export function rawHtmlIn(markdown: string): RawHtml[] {
  const lines = markdown.split(/\r?\n/);
  const found: RawHtml[] = [];
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
    for (const match of withoutCodeSpans(line).matchAll(HTML_START)) {
      const rest = line.slice(match.index);
      const end = rest.indexOf('>');
      found.push({
        line: index + 1,
        found: end > -1 && end < 40 ? rest.slice(0, end + 1) : `${rest.slice(0, 40)}${rest.length > 40 ? '…' : ''}`,
      });
    }
  }
  return found;
}

/** Every markdown file under `dir`, relative paths sorted. */
function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .sort();
}

/**
 * Throws, naming each file and line, when a markdown file under `dir` carries raw HTML. `root` is what
 * the names are relative to (the project).
 */
export function refuseRawHtml(dir: string, root: string): void {
  const problems = markdownFiles(dir).flatMap((file) =>
    rawHtmlIn(readFileSync(join(dir, file), 'utf8')).map(
      ({ line, found }) => `${relative(root, join(dir, file))}:${line}: raw HTML "${found}"`,
    ),
  );
  if (problems.length) {
    throw new Error(
      `The FAQ must not contain raw HTML (product-rules R220):\n${problems.map((p) => `  ${p}`).join('\n')}\n${RAW_HTML_ADVICE}`,
    );
  }
}
