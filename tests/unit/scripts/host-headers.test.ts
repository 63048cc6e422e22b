// Every host file sends what the local server (scripts/serve.ts, what `npm start` serves) sends, per kind
// of file: a page, /config.json, a hashed asset, the service worker and the manifest (docs/offline.md). The server runs on a small build made here; the host
// files are dist/_headers and the nginx include as `npm run headers` writes them for the same build and
// config, and the committed vercel.json and deploy/nginx.conf.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NGINX_HEADERS_FILE } from '../../../scripts/host-rules.ts';
import { inlineScriptHashes, netlifyHeaders, nginxHeaders, ownInlineScripts, securityHeaders } from '../../../scripts/security-headers.ts';
import { demoConfig, startStaticServer } from '../../../scripts/serve.ts';

type Headers = Record<string, string>;

/** What depends on the answer itself, not on the host's rules. */
const PER_ANSWER = new Set([
  'accept-ranges',
  'connection',
  'content-encoding',
  'content-length',
  'content-type',
  'date',
  'etag',
  'keep-alive',
  'last-modified',
  'transfer-encoding',
  'vary',
]);

const kinds = [
  ['a page', '/campanhas'],
  ['/config.json', '/config.json'],
  ['a hashed asset', '/_astro/page.Ab12Cd34.js'],
  ['the service worker', '/sw.js'],
  ['the web app manifest', '/manifest.webmanifest'],
] as const;

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const lower = (headers: Headers): Headers => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

let dist: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;
let hostHeaders: Headers;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `_headers` (Netlify, Cloudflare Pages): every matching rule's headers; `*` is a splat, `:name` one segment. */
function netlifyFor(file: string, path: string): Headers {
  const found: Headers = {};
  let applies = false;
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      const pattern = line
        .trim()
        .replace(/\*/g, '.*')
        .replace(/:[a-zA-Z]+/g, '[^/]+');
      applies = new RegExp(`^${pattern}$`).test(path);
    } else if (applies && line.trim()) {
      const [name, ...value] = line.trim().split(': ');
      const key = name!.toLowerCase();
      // Both hosts join the values of a header set twice: keep that visible.
      found[key] = found[key] ? `${found[key]}, ${value.join(': ')}` : value.join(': ');
    }
  }
  return found;
}

/** vercel.json: every matching source's headers (its sources are plain regular expressions). */
function vercelFor(path: string): Headers {
  const config = JSON.parse(read('vercel.json')) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
  const found: Headers = {};
  for (const rule of config.headers) {
    if (!new RegExp(`^${rule.source}$`).test(path)) continue;
    for (const { key, value } of rule.headers)
      found[key.toLowerCase()] = found[key.toLowerCase()] ? `${found[key.toLowerCase()]}, ${value}` : value;
  }
  return found;
}

/** deploy/nginx.conf's HTTPS server: a location's add_header lines replace the server's (nginx inheritance). */
function nginxFor(path: string, included: string): Headers {
  const https = read('deploy/nginx.conf')
    .split(/\nserver \{/)
    .find((block) => block.includes('listen 443 ssl'));
  expect(https, 'an HTTPS server block').toBeDefined();
  const headersOf = (block: string): Headers => {
    const text = block.replaceAll(`include ${NGINX_HEADERS_FILE};`, included);
    return Object.fromEntries([...text.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
  };
  const astro = /location \/_astro\/ \{([^}]*)\}/.exec(https!);
  if (path.startsWith('/_astro/') && astro) return headersOf(astro[1]!);
  return headersOf(https!.replace(/location [^{]*\{[^}]*\}/g, ''));
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  const headScript = ownInlineScripts()["BaseLayout's head script"];
  const page = `<!doctype html><html><head><script>${headScript}</script></head><body>ok</body></html>`;
  for (const dir of ['campanhas', '_astro']) mkdirSync(join(dist, dir));
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, '404.html'), page);
  writeFileSync(join(dist, 'campanhas', 'index.html'), page);
  writeFileSync(join(dist, '_astro', 'page.Ab12Cd34.js'), 'export {};');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Portal do Cliente"}');
  const config = demoConfig('http://localhost:4010');
  writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  hostHeaders = securityHeaders(config, inlineScriptHashes(dist));
  server = await startStaticServer({ port: await freePort(), distDir: dist });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe.each(kinds)('%s (%s)', (_kind, path) => {
  let sent: Headers;

  beforeAll(async () => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(200);
    sent = Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.has(name)));
    // The rules this test exists for: a server that stopped sending them would make it pass vacuously.
    expect(Object.keys(sent)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'cache-control']));
  });

  it('dist/_headers (Netlify, Cloudflare Pages) sends the same headers', () => {
    expect(netlifyFor(netlifyHeaders(hostHeaders), path)).toEqual(sent);
  });

  it('deploy/nginx.conf with the generated include sends the same headers', () => {
    expect(nginxFor(path, nginxHeaders(hostHeaders))).toEqual(sent);
  });

  it("vercel.json sends the same headers (the CSP is the committed deploy's: its presence only)", () => {
    const vercel = vercelFor(path);
    expect(Object.keys(vercel).sort()).toEqual(Object.keys(sent).sort());
    expect({ ...vercel, 'content-security-policy': '' }).toEqual({ ...sent, 'content-security-policy': '' });
  });
});

describe('the hosts serve HTTPS', () => {
  it('deploy/nginx.conf listens on 443 with TLS and HTTP/2, and port 80 only redirects to https', () => {
    const conf = read('deploy/nginx.conf');
    expect(conf).toMatch(/listen 443 ssl;/);
    expect(conf).toMatch(/http2 on;/);
    expect(conf).toMatch(/ssl_certificate \S*REPLACE-WITH\S*;/);
    expect(conf).toMatch(/ssl_certificate_key \S*REPLACE-WITH\S*;/);
    const plain = conf.split(/\nserver \{/).find((block) => /listen 80;/.test(block));
    expect(plain).toMatch(/return 301 https:\/\/\$host\$request_uri;/);
    expect(plain).not.toMatch(/root /);
  });

  it('every host sends HSTS', () => {
    expect(lower(hostHeaders)['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(vercelFor('/campanhas')['strict-transport-security']).toBe(lower(hostHeaders)['strict-transport-security']);
  });
});
