// sanitizeHtml at build time (Node, no DOM): it must not throw, and it must not hand back the
// unsanitised text. In the browser, tests/e2e/xss.spec.ts checks what survives DOMPurify.
import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from '../../src/lib/sanitize.ts';
import { socialLinks } from '../../src/lib/site.ts';

describe('sanitizeHtml without a DOM', () => {
  it('returns nothing rather than the raw HTML', () => {
    expect(sanitizeHtml('<p onclick="alert(1)">Termos</p><script>alert(2)</script>')).toBe('');
  });
});

describe('socialLinks', () => {
  it('are https links, each with an icon the footer draws', () => {
    for (const link of socialLinks) {
      expect(link.href).toMatch(/^https:\/\//);
      expect(['instagram', 'facebook', 'linkedin', 'youtube']).toContain(link.icon);
    }
  });
});
