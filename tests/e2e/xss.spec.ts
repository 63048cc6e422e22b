// The sanitiser that guards every piece of service HTML (src/lib/sanitize.ts, used by SafeHtml),
// run in real Chromium over a corpus of attacks: nothing may execute, harmless markup must survive.
import { build } from 'esbuild';
import { test, expect } from './fixtures.ts';
import { harmlessTerm, xssPayloads } from '../fixtures/xss-payloads.ts';

let bundle = '';
test.beforeAll(async () => {
  const result = await build({
    entryPoints: [new URL('../../src/lib/sanitize.ts', import.meta.url).pathname],
    bundle: true,
    format: 'iife',
    globalName: 'portalSanitize',
    write: false,
    platform: 'browser',
  });
  bundle = result.outputFiles[0]!.text;
});

// The sanitiser does not depend on the screen: one project is enough.
test.describe('HTML from the services @desktop-only', () => {
  test(`none of the ${xssPayloads.length} payloads executes once sanitised and rendered (R35)`, async ({ page }) => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(50);
    // A blank page (the site's CSP rightly refuses an injected test script).
    await page.setContent('<!doctype html><html><body><main id="out"></main></body></html>');
    await page.addScriptTag({ content: bundle });
    await page.evaluate(() => {
      (window as unknown as { hits: number[] }).hits = [];
      (window as unknown as { __xss: (id: number) => void }).__xss = (id) => (window as unknown as { hits: number[] }).hits.push(id);
    });
    const outputs = await page.evaluate((payloads) => {
      const out = document.getElementById('out')!;
      const sanitize = (window as unknown as { portalSanitize: { sanitizeHtml: (h: string) => string } }).portalSanitize.sanitizeHtml;
      return payloads.map((payload) => {
        const section = document.createElement('section');
        section.innerHTML = sanitize(payload);
        out.append(section);
        return section.innerHTML;
      });
    }, xssPayloads);
    // Give event handlers, autofocus, media errors and timers a chance to fire, and click what can be clicked.
    for (const selector of ['#clickme', '#clicklink', '#external', 'a', 'div']) {
      for (const element of await page.locator(`#out ${selector}`).all())
        await element.click({ force: true, noWaitAfter: true, timeout: 500 }).catch(() => undefined);
    }
    await page.mouse.move(10, 10);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { hits: number[] }).hits)).toEqual([]);
    for (const [index, html] of outputs.entries()) {
      expect(html, xssPayloads[index]).not.toMatch(
        /<script|\son[a-z]+=|javascript:|vbscript:|data:text|<iframe|<object|<embed|<form|<svg|<style|<base|<meta|<link/i,
      );
    }
  });

  test('paragraphs, lists, emphasis and links survive; links open safely in a new tab (R35)', async ({ page }) => {
    await page.setContent('<!doctype html><html><body><main id="out"></main></body></html>');
    await page.addScriptTag({ content: bundle });
    await page.evaluate((html) => {
      const sanitize = (window as unknown as { portalSanitize: { sanitizeHtml: (h: string) => string } }).portalSanitize.sanitizeHtml;
      document.getElementById('out')!.innerHTML = sanitize(html);
    }, harmlessTerm);
    const out = page.locator('#out');
    await expect(out.getByRole('heading', { name: 'Regulamento' })).toBeVisible();
    await expect(out.locator('strong')).toHaveText('pontos em dobro');
    await expect(out.locator('em')).toHaveText('brindes');
    await expect(out.getByRole('listitem')).toHaveCount(3);
    const link = out.getByRole('link', { name: 'regulamento completo' });
    await expect(link).toHaveAttribute('href', 'https://example.com/regulamento');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
