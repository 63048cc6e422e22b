import { describe, expect, it } from 'vitest';
import { withModulePreloads } from '../../../scripts/modulepreload.ts';

describe('withModulePreloads', () => {
  const page = '<html><head><title>x</title></head><body></body></html>';

  it('links every module before </head>, in the given order', () => {
    expect(withModulePreloads(page, ['/_astro/a.js', '/_astro/b.js'])).toBe(
      '<html><head><title>x</title><link rel="modulepreload" href="/_astro/a.js"><link rel="modulepreload" href="/_astro/b.js"></head><body></body></html>',
    );
  });

  it('does not link a module twice when run again on its own output', () => {
    const once = withModulePreloads(page, ['/_astro/a.js']);
    expect(withModulePreloads(once, ['/_astro/a.js'])).toBe(once);
  });

  it('leaves a page with nothing to load unchanged', () => {
    expect(withModulePreloads(page, [])).toBe(page);
  });
});
