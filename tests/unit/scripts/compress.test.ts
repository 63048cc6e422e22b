// The build's precompressed copies (scripts/compress.ts): every text file worth it, never /config.json,
// which a deploy replaces (a stale .br beside it would keep serving the build's config).
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compressBuild } from '../../../scripts/compress.ts';

let dist: string;
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'compress-'));
  mkdirSync(join(dist, '_astro'));
});
afterEach(() => rmSync(dist, { recursive: true, force: true }));

describe('compressBuild', () => {
  it('compresses the text files worth it, and never the config a deploy replaces', () => {
    const big = JSON.stringify({ videoHosts: Array.from({ length: 20 }, (_, i) => `videos-${i}.example.com`) });
    writeFileSync(join(dist, 'config.json'), big);
    writeFileSync(join(dist, 'manifest.webmanifest'), big);
    writeFileSync(join(dist, '_astro', 'app.js'), `export const hosts = ${big};`);
    writeFileSync(join(dist, 'small.json'), '{}');
    writeFileSync(join(dist, 'icon.png'), big);
    expect(compressBuild(dist)).toBe(2);
    for (const file of ['manifest.webmanifest', '_astro/app.js']) {
      expect(existsSync(join(dist, `${file}.br`)), file).toBe(true);
      expect(existsSync(join(dist, `${file}.gz`)), file).toBe(true);
    }
    for (const file of ['config.json', 'small.json', 'icon.png']) expect(existsSync(join(dist, `${file}.br`)), file).toBe(false);
  });
});
