// The service worker's build step (scripts/service-worker.ts) on a small built site: what it
// precaches, with which revisions, and what the bundled worker carries (docs/offline.md).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompressed } from '../../../scripts/compress.ts';
import {
  headersRevision,
  inlineScriptHashes,
  routeHeaders,
  securityHeaders,
  stampWorker,
  unstampedWorker,
} from '../../../scripts/security-headers.ts';
import { demoConfig, startStaticServer } from '../../../scripts/serve.ts';
import { bundleWorker, precacheFiles, precacheManifest } from '../../../scripts/service-worker.ts';
import { makeServable } from '../../support/build.ts';

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
    // The FAQ's editor: no client page, never kept on a phone.
    'admin/index.html': page('<script type="module" src="./faq-editor.js"></script>'),
    'admin/faq-editor.js': 'export{}',
    'admin/decap-cms.js': 'window.CMS={}',
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

  it('leaves out the heavy libraries, the redirect stub, the config, the host files and the FAQ’s editor', () => {
    const files = precacheFiles(dist);
    for (const file of [
      '_astro/vendor-chartjs.js',
      '_astro/vendor-pdf-lib.js',
      'index.html',
      'config.json',
      '_headers',
      'admin/index.html',
      'admin/faq-editor.js',
      'admin/decap-cms.js',
    ]) {
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

  it('carries the headers’ revision once, unstamped, for the headers step to write (R230)', () => {
    expect(code.split(unstampedWorker)).toHaveLength(2);
  });
});

describe('the headers’ revision in sw.js (R230)', () => {
  const config = demoConfig('https://api.example.com');
  const moved = demoConfig('https://api.example.net');
  let code: string;
  beforeAll(async () => {
    code = await bundleWorker([{ url: '/404.html', revision: 'abc123' }]);
  }, 30_000);

  /** A build's sw.js as the build leaves it before the headers step, with its compressed copies. */
  function freshWorker() {
    writeFileSync(join(dist, 'sw.js'), code);
    writeCompressed(join(dist, 'sw.js'));
  }

  // The policy's script hashes come from the build's own inline scripts (R221); these tests need none.
  const hashes: string[] = [];

  it('changes with the policy (a service on another host) and only with it', () => {
    const revision = headersRevision(securityHeaders(config, hashes));
    expect(revision).toMatch(/^portal-headers:[0-9a-f]{16}$/);
    expect(headersRevision(securityHeaders(demoConfig('https://api.example.com'), hashes))).toBe(revision);
    expect(headersRevision(securityHeaders(moved, hashes))).not.toBe(revision);
    expect(headersRevision(securityHeaders(config, [...hashes, "'sha256-new'"]))).not.toBe(revision);
  });

  it('is written into sw.js and its .br/.gz copies, which then change only with it', () => {
    freshWorker();
    const revision = headersRevision(securityHeaders(config, hashes));
    expect(stampWorker(dist, revision)).toBe(true);
    const stamped = readFileSync(join(dist, 'sw.js'), 'utf8');
    expect(stamped).toContain(revision);
    expect(stamped).not.toContain(unstampedWorker);
    expect(gunzipSync(readFileSync(join(dist, 'sw.js.gz'))).toString()).toBe(stamped);
    expect(existsSync(join(dist, 'sw.js.br'))).toBe(true);

    expect(stampWorker(dist, revision), 'the same headers again').toBe(false);
    const movedRevision = headersRevision(securityHeaders(moved, hashes));
    expect(stampWorker(dist, movedRevision)).toBe(true);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toBe(stamped.replace(revision, movedRevision));
  });

  it('leaves a worker without the revision alone (the kill switch), and a build without one (R233)', () => {
    writeFileSync(join(dist, 'sw.js'), 'self.registration.unregister()');
    expect(stampWorker(dist, 'portal-headers:0123456789abcdef')).toBe(false);
    expect(readFileSync(join(dist, 'sw.js'), 'utf8')).toBe('self.registration.unregister()');
    rmSync(join(dist, 'sw.js'));
    expect(stampWorker(dist, 'portal-headers:0123456789abcdef')).toBe(false);
  });

  it('the local server stamps sw.js for the headers it sends when it serves a config of its own (npm start)', async () => {
    freshWorker();
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const { port: free } = probe.address() as { port: number };
        probe.close(() => resolve(free));
      });
    });
    // A build whose pages carry only the portal's own inline scripts (here none), as the headers step demands (R221).
    const served = mkdtempSync(join(tmpdir(), 'sw-served-'));
    writeFileSync(join(served, 'sw.js'), readFileSync(join(dist, 'sw.js')));
    for (const name of ['index.html', '404.html'])
      writeFileSync(join(served, name), '<!doctype html><html><head></head><body></body></html>');
    makeServable(served, moved);
    const server = await startStaticServer({ port, distDir: served, config: moved });
    try {
      const answer = await fetch(`${server.url}/sw.js`);
      expect(answer.headers.get('cache-control')).toBe('no-cache');
      const headers = routeHeaders(moved, inlineScriptHashes(served));
      expect(await answer.text()).toContain(headersRevision(headers.page, headers.signIn));
    } finally {
      await server.close();
      rmSync(served, { recursive: true, force: true });
    }
  });
});
