// The build step that keeps the previous builds' /_astro/ files in dist/ (scripts/keep-assets.ts,
// product-rules R232): builds made here one after another in a temporary folder, and the local server on them.
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { earlierBuildFiles, KEEP_DAYS, keepAssets } from '../../../scripts/keep-assets.ts';
import { demoConfig, startStaticServer } from '../../../scripts/serve.ts';
import { makeServable } from '../../support/build.ts';

const DAY = 24 * 60 * 60 * 1000;
const start = Date.UTC(2026, 10, 1);

let root: string;
let dist: string;
let kept: string;

/** What `astro build` leaves: an emptied dist/ with this build's pages and /_astro/ files. */
function build(assets: Record<string, string>) {
  rmSync(dist, { recursive: true, force: true });
  mkdirSync(join(dist, '_astro'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><meta http-equiv="refresh" content="0;url=/campanhas">');
  writeFileSync(join(dist, '404.html'), '<!doctype html><title>404</title>');
  for (const [name, code] of Object.entries(assets)) writeFileSync(join(dist, '_astro', name), code);
}

const served = () => readdirSync(join(dist, '_astro')).sort();

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'keep-assets-'));
  dist = join(root, 'dist');
  kept = join(root, 'kept-assets');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('keepAssets (R232)', () => {
  it('copies the previous build’s files back into the new dist/, next to the new ones', () => {
    build({ 'page.A1.js': 'import("./ReorderModal.B1.js")', 'ReorderModal.B1.js': 'old modal', 'ReorderModal.B1.js.br': 'br' });
    expect(keepAssets({ dist, kept, now: start })).toEqual({ restored: [], pruned: [] });

    build({ 'page.A2.js': 'import("./ReorderModal.B2.js")', 'ReorderModal.B2.js': 'new modal' });
    const { restored } = keepAssets({ dist, kept, now: start + DAY });
    expect(restored.sort()).toEqual(['ReorderModal.B1.js', 'ReorderModal.B1.js.br', 'page.A1.js']);
    expect(served()).toEqual(['ReorderModal.B1.js', 'ReorderModal.B1.js.br', 'ReorderModal.B2.js', 'page.A1.js', 'page.A2.js']);
    expect(readFileSync(join(dist, '_astro', 'ReorderModal.B1.js'), 'utf8')).toBe('old modal');
    // What the size budget leaves out when it looks for this build's chunks.
    expect([...earlierBuildFiles(kept)].sort()).toEqual(['ReorderModal.B1.js', 'ReorderModal.B1.js.br', 'page.A1.js']);
  });

  it('keeps every earlier build’s files until they have been out of the builds for the days kept', () => {
    build({ 'a.1.js': '1' });
    keepAssets({ dist, kept, now: start });
    build({ 'a.2.js': '2' });
    keepAssets({ dist, kept, now: start + DAY });
    build({ 'a.3.js': '3' });
    keepAssets({ dist, kept, now: start + 2 * DAY });
    expect(served()).toEqual(['a.1.js', 'a.2.js', 'a.3.js']);

    // a.1 left the builds on day 1, a.2 on day 2: each goes KEEP_DAYS after that, not after it was built.
    build({ 'a.4.js': '4' });
    expect(keepAssets({ dist, kept, now: start + (KEEP_DAYS + 1) * DAY + 1 }).pruned).toEqual(['a.1.js']);
    expect(served()).toEqual(['a.2.js', 'a.3.js', 'a.4.js']);
    expect(existsSync(join(kept, '_astro', 'a.1.js'))).toBe(false);
  });

  it('never drops a file the current build has, however old, and takes back one a build brings again', () => {
    build({ 'shared.1.js': 'same in every build', 'a.1.js': '1' });
    keepAssets({ dist, kept, now: start });
    build({ 'shared.1.js': 'same in every build', 'a.2.js': '2' });
    keepAssets({ dist, kept, now: start + DAY });
    // A rollback to the first build long after: a.1 is current again, a.2 starts its days.
    build({ 'shared.1.js': 'same in every build', 'a.1.js': '1' });
    const later = start + 100 * DAY;
    expect(keepAssets({ dist, kept, now: later })).toEqual({ restored: ['a.2.js'], pruned: [] });
    build({ 'shared.1.js': 'same in every build', 'a.1.js': '1' });
    expect(keepAssets({ dist, kept, now: later + (KEEP_DAYS + 1) * DAY }).pruned).toEqual(['a.2.js']);
    expect(served()).toEqual(['a.1.js', 'shared.1.js']);
    expect(JSON.parse(readFileSync(join(kept, 'kept.json'), 'utf8'))).toEqual({});
  });

  it('starts with nothing kept when the folder is new (a fresh checkout, a CI without its cache)', () => {
    build({ 'a.1.js': '1' });
    expect(keepAssets({ dist, kept: join(root, 'elsewhere'), now: start })).toEqual({ restored: [], pruned: [] });
    expect(served()).toEqual(['a.1.js']);
  });

  it('the local server serves a previous build’s file as an immutable asset', async () => {
    build({ 'ReorderModal.B1.js': 'export default "old"' });
    keepAssets({ dist, kept, now: start });
    build({ 'ReorderModal.B2.js': 'export default "new"' });
    keepAssets({ dist, kept, now: start + DAY });
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    makeServable(dist, demoConfig('https://api.example.com'));
    const server = await startStaticServer({ port, distDir: dist, config: demoConfig('https://api.example.com') });
    try {
      const answer = await fetch(`${server.url}/_astro/ReorderModal.B1.js`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await answer.text()).toBe('export default "old"');
    } finally {
      await server.close();
    }
  });
});
