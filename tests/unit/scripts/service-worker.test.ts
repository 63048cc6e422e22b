// The service worker's build step (scripts/service-worker.ts) on a small built site: what it
// precaches, with which revisions, and what the bundled worker carries (docs/offline.md).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleWorker, precacheFiles, precacheManifest } from '../../../scripts/service-worker.ts';

let dist: string;

const page = (scripts: string, island = '') =>
  `<!doctype html><html><head><script>inline()</script>${scripts}</head><body>${island}</body></html>`;

beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'sw-dist-'));
  const files: Record<string, string> = {
    'campanhas/index.html': page(
      '<script type="module" src="/_astro/layout.js"></script>',
      '<astro-island component-url="/_astro/Campaigns.js" renderer-url="/_astro/client.js" client="load"></astro-island>',
    ),
    'campanhas/_/index.html': page('<script type="module" src="/_astro/layout.js"></script>'),
    '404.html': page('<script type="module" src="/_astro/layout.js"></script>'),
    'offline/index.html': page('<script type="module" src="/_astro/layout.js"></script>'),
    // Astro's redirect stub for `/`: not a page to keep.
    'index.html': '<!doctype html><meta http-equiv="refresh" content="0;url=/campanhas">',
    '_astro/layout.js': 'import"./core.js";const later=()=>import("./page-late.js")',
    '_astro/Campaigns.js': 'import{a}from"./app.js";const chart=()=>import("./vendor-chartjs.js")',
    '_astro/client.js': 'import"./app.js";',
    '_astro/app.js': 'import"./core.js";',
    '_astro/core.js': 'export{}',
    '_astro/page-late.js': 'import"./late-core.js";const toaster=()=>import("./mount.js")',
    '_astro/late-core.js': 'export{}',
    '_astro/mount.js': 'export{}',
    '_astro/vendor-chartjs.js': 'export{}',
    '_astro/vendor-pdf-lib.js': 'export{}',
    'manifest.webmanifest': '{"name":"Portal do Cliente"}',
    'icons/icon-192.png': 'png',
    'icons/icon-512.png': 'png',
    'icons/icon-maskable-512.png': 'png',
    'config.json': '{}',
    _headers: '/*',
  };
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, name)), { recursive: true });
    writeFileSync(join(dist, name), content);
  }
});

afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('precacheFiles', () => {
  it('keeps every page, the modules of each (on-demand ones too), the manifest and the icons', () => {
    expect(precacheFiles(dist)).toEqual([
      '404.html',
      '_astro/Campaigns.js',
      '_astro/app.js',
      '_astro/client.js',
      '_astro/core.js',
      '_astro/late-core.js',
      '_astro/layout.js',
      '_astro/mount.js',
      '_astro/page-late.js',
      'campanhas/_/index.html',
      'campanhas/index.html',
      'icons/icon-192.png',
      'icons/icon-512.png',
      'icons/icon-maskable-512.png',
      'manifest.webmanifest',
      'offline/index.html',
    ]);
  });

  it('leaves out the heavy libraries, the redirect stub, the config and the host files', () => {
    const files = precacheFiles(dist);
    for (const file of ['_astro/vendor-chartjs.js', '_astro/vendor-pdf-lib.js', 'index.html', 'config.json', '_headers']) {
      expect(files).not.toContain(file);
    }
  });
});

describe('precacheManifest', () => {
  it('names files from the root, with a content revision except for the hashed /_astro/ files', async () => {
    const { entries } = await precacheManifest(dist);
    const byUrl = Object.fromEntries(entries.map((e) => [e.url, e.revision]));
    expect(Object.keys(byUrl)).toContain('/campanhas/index.html');
    expect(byUrl['/campanhas/index.html']).toMatch(/^[0-9a-f]{32}$/);
    expect(byUrl['/_astro/core.js']).toBeNull();
  });

  it('changes a page’s revision when the page changes, and no other', async () => {
    const before = Object.fromEntries((await precacheManifest(dist)).entries.map((e) => [e.url, e.revision]));
    writeFileSync(join(dist, '404.html'), page('<script type="module" src="/_astro/layout.js"></script><!-- new -->'));
    const after = Object.fromEntries((await precacheManifest(dist)).entries.map((e) => [e.url, e.revision]));
    expect(after['/404.html']).not.toBe(before['/404.html']);
    expect(after['/campanhas/index.html']).toBe(before['/campanhas/index.html']);
  });
});

describe('bundleWorker', () => {
  let code: string;
  beforeAll(async () => {
    code = await bundleWorker([{ url: '/offline.html', revision: 'abc123' }]);
  }, 30_000);

  it('carries the precache list in place of self.__WB_MANIFEST', () => {
    expect(code).toContain('/offline.html');
    expect(code).toContain('abc123');
    expect(code).not.toContain('__WB_MANIFEST');
  });

  it('is a production build (no Workbox logging) and names the caches the page shares', () => {
    expect(code).not.toContain('workbox-core/_private/logger');
    expect(code).toContain('portal-visited-v1');
    expect(code).toContain('SKIP_WAITING');
  });
});
