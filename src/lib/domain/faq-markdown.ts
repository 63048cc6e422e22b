// What an FAQ answer may carry (product-rules R220, R100; architecture.md R281), read alike by the build
// (scripts/content-html.ts, which refuses the files) and by the FAQ's editor at /admin (src/admin/), which
// says it to the content editor in pt-BR before anything is saved. Markdown passes raw HTML through to the
// page, so a `<script>`, an `onerror=` or a `<meta http-equiv="refresh">` in an answer would run or
// redirect on a signed-in page, where the session lives. The rule is deliberately simple and strict: any
// `<` that starts a tag, a closing tag, a comment or a declaration outside a code span or a fenced code
// block is refused, even where markdown would not read it as HTML. Nor may an answer link anywhere but an
// https address, an e-mail, a phone or the portal's own paths (R281): a `javascript:` or `data:` link
// would run or show what a click brings on that page.

/** The FAQ tabs, in the order they are shown (product-rules R100). */
export const faqTabs = ['App', 'Pedidos', 'Entregas', 'Cadastro'] as const;

/** The shortest question the content schema takes. */
export const FAQ_QUESTION_MIN_LENGTH = 5;

/** The position a question without one takes in its tab: last. */
export const FAQ_DEFAULT_ORDER = 100;

/** Raw HTML found in a markdown file: the 1-based line of the file and what was found. */
export interface RawHtml {
  line: number;
  found: string;
}

/** What the editor should write instead, said with every refusal. */
export const RAW_HTML_ADVICE =
  'Write the answer in plain markdown: **bold**, lists, [text](https://...) for a link. ' +
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
      found.push({ line, found: end > -1 && end < 40 ? rest.slice(0, end + 1) : `${rest.slice(0, 40)}${rest.length > 40 ? '...' : ''}` });
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

/** What the editor should do with a link the FAQ may not carry, said with every refusal. */
export const LINK_ADVICE =
  "Link only to https:// addresses, e-mails (mailto:), phones (tel:) or the portal's own pages (/pedidos): [text](https://...).";

/**
 * What the FAQ's editor says of an answer before saving it, in pt-BR (none: it may be saved): its raw HTML
 * and its links the FAQ may not carry, each with its line in the answer, and what to write instead.
 */
export function faqAnswerProblems(answer: string): string[] {
  // Read as a file with an empty front matter: an answer that opens with '---' is a rule, not one.
  const asFile = `---\n---\n${answer}`;
  const quoted = (found: RawHtml[]) => found.map(({ line, found }) => `linha ${line - 2}: ${found}`).join('; ');
  const html = rawHtmlIn(asFile);
  const links = unsafeLinksIn(asFile);
  return [
    ...(html.length
      ? [
          `A resposta não pode ter HTML (${quoted(html)}). Escreva em markdown: **negrito**, listas, [texto](https://...) para um link; ` +
            'para mostrar uma tag como texto, ponha entre crases (`<b>`); um < logo antes de uma letra se escreve &lt;.',
        ]
      : []),
    ...(links.length
      ? [
          `A resposta não pode ter este link (${quoted(links)}). Use só endereços https://, e-mails (mailto:), telefones (tel:) ` +
            'ou páginas do portal (/pedidos), como [texto](https://...).',
        ]
      : []),
  ];
}
