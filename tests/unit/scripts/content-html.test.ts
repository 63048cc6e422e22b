// The FAQ carries no raw HTML (product-rules R220): the checker on strings and folders, and the real
// collection refusing a file with <script> when Astro reads it.
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';
import {
  isAllowedFaqLink,
  LINK_ADVICE,
  rawHtmlIn,
  refuseUnsafeMarkdown,
  RAW_HTML_ADVICE,
  unsafeLinksIn,
} from '../../../scripts/content-html.ts';

const root = new URL('../../../', import.meta.url).pathname;
const frontMatter = '---\nquestion: Até que horas posso fazer um pedido?\ntab: Pedidos\n---\n';
const temporary: string[] = [];
const tempDir = (prefix: string) => {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  temporary.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('rawHtmlIn (R220)', () => {
  it.each([
    ['a script', 'Texto <script>alert(1)</script>', ['<script>', '</script>']],
    ['an upper-case tag', '<SCRIPT src=//x.example>', ['<SCRIPT src=//x.example>']],
    ['an event handler on an image', 'Veja ![x](a.png) <img src=x onerror=alert(1)>', ['<img src=x onerror=alert(1)>']],
    [
      'a redirecting meta',
      '<meta http-equiv="refresh" content="0;url=https://x.example">',
      ['<meta http-equiv="refresh" content="0;ur...'],
    ],
    ['a comment', 'Oi <!-- nota -->', ['<!-- nota -->']],
    ['a declaration or instruction', '<!DOCTYPE html> <?xml ?>', ['<!DOCTYPE html>', '<?xml ?>']],
    ['an autolink (write [text](url) instead)', 'Acesse <https://portal.example>', ['<https://portal.example>']],
    ['a tag spread over lines', '<div\nonclick="x()">', ['<div']],
    ['a tag after an unclosed backtick', 'Um ` solto <b>', ['<b>']],
  ])('finds %s', (_what, body, found) => {
    expect(rawHtmlIn(`${frontMatter}${body}\n`).map((h) => h.found)).toEqual(found);
  });

  it('names the line of the whole file, front matter included', () => {
    expect(rawHtmlIn(`${frontMatter}Primeira linha.\n\nTerceira <b>linha</b>.\n`)).toEqual([
      { line: 7, found: '<b>' },
      { line: 7, found: '</b>' },
    ]);
  });

  it.each([
    ['plain markdown', 'Pedidos pelo chat **até as 15h30**; veja [o portal](https://portal.example).\n\n- um\n- dois'],
    ['a tag in a code span', 'Escreva `<script>` ou ``a `<b>` b`` como texto.'],
    ['a fenced code block', '```html\n<script>alert(1)</script>\n```\n~~~~\n<b>\n~~~~'],
    ['a less-than sign before a number or a space', 'Pedidos < 10 caixas, ou <5 caixas, e a &lt;b&gt;.'],
  ])('accepts %s', (_what, body) => {
    expect(rawHtmlIn(`${frontMatter}${body}\n`)).toEqual([]);
  });

  it('leaves the front matter alone (the question is drawn as text)', () => {
    expect(rawHtmlIn('---\nquestion: O que é <b>?\ntab: App\n---\nResposta.\n')).toEqual([]);
  });

  it('checks again after a fence closes, and to the end after one that never does', () => {
    expect(rawHtmlIn('```\n<a>\n```\n<b>\n````\n<c>\n```\n<d>\n').map((h) => h.line)).toEqual([4]);
  });
});

describe('isAllowedFaqLink and unsafeLinksIn (R281)', () => {
  it.each([
    'https://portal.example/ajuda',
    'HTTPS://x.example',
    'mailto:sac@example.com',
    'tel:+5508007250011',
    '/pedidos',
    '/duvitas#app',
  ])('%s may be linked', (destination) => expect(isAllowedFaqLink(destination)).toBe(true));
  it.each([
    'javascript:alert(document.cookie)',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://portal.example',
    '//evil.example',
    '/\\evil.example',
    'pedidos',
    'javascript&#58;alert(1)',
    '#app',
  ])('%s may not', (destination) => expect(isAllowedFaqLink(destination)).toBe(false));

  it('finds inline links, images, definitions and bare addresses markdown links by itself, each with its line', () => {
    const body = [
      'Veja [o app](javascript:alert(1)) e [pedidos](/pedidos).',
      '![logo](data:image/svg+xml;base64,PHN2Zz4=)',
      '[ajuda]: vbscript:msgbox(1)',
      'Site: http://portal.example e www.portal.example; seguro: https://portal.example.',
      '[seguro](<https://portal.example/a b>) e [ligue](tel:08007250011)',
      'Em código, `[x](javascript:y)` é só texto.',
    ].join('\n');
    expect(unsafeLinksIn(`${frontMatter}${body}\n`)).toEqual([
      { line: 5, found: 'javascript:alert(1)' },
      { line: 6, found: 'data:image/svg+xml;base64,PHN2Zz4=' },
      { line: 7, found: 'vbscript:msgbox(1)' },
      { line: 8, found: 'http://portal.example' },
      { line: 8, found: 'www.portal.example;' },
    ]);
  });
});

describe('refuseUnsafeMarkdown', () => {
  it('names every file and line with raw HTML, and says what to write instead (R220)', () => {
    const dir = tempDir('faq-');
    mkdirSync(join(dir, 'sub'));
    writeFileSync(join(dir, 'ok.md'), `${frontMatter}Sem HTML.\n`);
    writeFileSync(join(dir, 'sub', 'bad.md'), `${frontMatter}Oi <script>alert(1)</script>\n`);
    expect(() => refuseUnsafeMarkdown(dir, dir)).toThrow(
      [
        'The FAQ must not contain raw HTML (product-rules R220):',
        '  sub/bad.md:5: raw HTML "<script>"',
        '  sub/bad.md:5: raw HTML "</script>"',
        RAW_HTML_ADVICE,
      ].join('\n'),
    );
  });

  it('names every file and line with a link the FAQ may not carry, and says where it may link (R281)', () => {
    const dir = tempDir('faq-');
    writeFileSync(join(dir, 'bad.md'), `${frontMatter}Clique [aqui](javascript:alert(1)).\n`);
    expect(() => refuseUnsafeMarkdown(dir, dir)).toThrow(
      ['The FAQ must not link there (architecture.md R281):', '  bad.md:5: link "javascript:alert(1)"', LINK_ADVICE].join('\n'),
    );
  });

  it('passes the FAQ as it is (R220, R281)', () => {
    expect(() => refuseUnsafeMarkdown(join(root, 'src/content/faq'), root)).not.toThrow();
  });
});

describe('the FAQ collection (src/content.config.ts)', () => {
  it('stops Astro reading the collection on a file with <script> or a javascript: link, naming the file and the line (R220, R281)', async () => {
    // A throw-away project whose content config is the real one, with one bad FAQ file; its caches stay in it.
    const project = tempDir('faq-project-');
    mkdirSync(join(project, 'src/content/faq'), { recursive: true });
    symlinkSync(join(root, 'node_modules'), join(project, 'node_modules'));
    writeFileSync(join(project, 'astro.config.mjs'), "export default { cacheDir: './.cache', vite: { cacheDir: './.cache/vite' } };\n");
    writeFileSync(join(project, 'src/content.config.ts'), `export { collections } from '${join(root, 'src/content.config.ts')}';\n`);
    writeFileSync(
      join(project, 'src/content/faq/pedidos-horario.md'),
      `${frontMatter}Até as 15h30.\n<script>alert(document.cookie)</script>\n[Ajuda](javascript:alert(document.cookie))\n`,
    );
    const sync = promisify(execFile)('npx', ['astro', 'sync'], { cwd: project, env: { ...process.env, NO_COLOR: '1' } });
    const failure = await sync.then(
      () => null,
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(`${failure?.stdout}${failure?.stderr}`).toContain('src/content/faq/pedidos-horario.md:6: raw HTML "<script>"');
    expect(`${failure?.stdout}${failure?.stderr}`).toContain(
      'src/content/faq/pedidos-horario.md:7: link "javascript:alert(document.cookie)"',
    );
  }, 60_000);
});
