// Every host file sends what the local server (scripts/serve.ts, what `npm start` serves) sends, per kind
// of file: a page, /config.json, a hashed asset, the service worker and the manifest (docs/offline.md). The server runs on a small build made here; the host
// files are dist/_headers and the nginx includes as `npm run headers` writes them for the same build and
// config, deploy/nginx.conf, and vercel.json as written for that config and as committed (without them). The config has a
// bot-check script, which only the sign-in page's policy allows (product-rules R222).
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  NGINX_EDITOR_HEADERS_FILE,
  NGINX_HEADERS_FILE,
  NGINX_SIGN_IN_HEADERS_FILE,
  vercelConfig,
  type RouteHeaders,
} from '../../../scripts/host-rules.ts';
import {
  headerFiles,
  inlineScriptHashes,
  netlifyHeaders,
  nginxHeaders,
  ownInlineScripts,
  routeHeaders,
} from '../../../scripts/security-headers.ts';
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
  ['the sign-in page', '/auth/signin'],
  ['the sign-in page, with its final slash', '/auth/signin/'],
  ['/config.json', '/config.json'],
  ['a hashed asset', '/_astro/page.Ab12Cd34.js'],
  ['the service worker', '/sw.js'],
  ['the web app manifest', '/manifest.webmanifest'],
  ["the FAQ's editor", '/admin/'],
  ["Decap's script beside the editor", '/admin/decap-cms.js'],
] as const;

const root = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, root), 'utf8');
const lower = (headers: Headers): Headers => Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));

let dist: string;
let server: Awaited<ReturnType<typeof startStaticServer>>;
let hostHeaders: RouteHeaders;
const isSignIn = (path: string) => path.startsWith('/auth/signin');
const isEditor = (path: string) => path.startsWith('/admin/');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * `_headers` as a host reads it (docs/deployment.md, "What each host does with `_headers`"): every matching
 * rule's headers in order, a header set again joined to the earlier value; `*` is a splat, `:name` one
 * segment. Cloudflare keeps the last rule of a path written twice and honours `! Name`, which removes what
 * earlier rules set; Netlify skips a line without a colon.
 */
function hostFor(host: 'cloudflare' | 'netlify', file: string, path: string): Headers {
  const rules = new Map<string, string[]>();
  let lines: string[] = [];
  for (const line of file.split('\n')) {
    if (line.startsWith('/')) {
      lines = host === 'cloudflare' ? [] : (rules.get(line.trim()) ?? []);
      rules.set(line.trim(), lines);
    } else if (line.trim()) lines.push(line.trim());
  }
  const found: Headers = {};
  for (const [rule, ruleLines] of rules) {
    const pattern = rule.replace(/\*/g, '.*').replace(/:[a-zA-Z]+/g, '[^/]+');
    if (!new RegExp(`^${pattern}$`).test(path)) continue;
    for (const line of ruleLines) {
      if (!line.includes(': ')) {
        if (host === 'cloudflare' && line.startsWith('! ')) delete found[line.slice(2).toLowerCase()];
        continue;
      }
      const [name, ...value] = line.split(': ');
      const key = name!.toLowerCase();
      found[key] = found[key] ? `${found[key]}, ${value.join(': ')}` : value.join(': ');
    }
  }
  return found;
}

/** vercel.json: every matching source's headers (its sources are plain regular expressions). */
function vercelFor(path: string, file = read('vercel.json')): Headers {
  const config = JSON.parse(file) as { headers: Array<{ source: string; headers: Array<{ key: string; value: string }> }> };
  const found: Headers = {};
  for (const rule of config.headers) {
    if (!new RegExp(`^${rule.source}$`).test(path)) continue;
    for (const { key, value } of rule.headers)
      found[key.toLowerCase()] = found[key.toLowerCase()] ? `${found[key.toLowerCase()]}, ${value}` : value;
  }
  return found;
}

/**
 * deploy/nginx.conf's HTTPS server: the first regular-expression location that matches wins over a prefix
 * one, and a location's add_header lines replace the server's (nginx inheritance).
 */
function nginxFor(path: string, included: { page: string; signIn: string; editor: string }): Headers {
  const https = read('deploy/nginx.conf')
    .split(/\nserver \{/)
    .find((block) => block.includes('listen 443 ssl'));
  expect(https, 'an HTTPS server block').toBeDefined();
  const headersOf = (block: string): Headers => {
    const text = block
      .replaceAll(`include ${NGINX_HEADERS_FILE};`, included.page)
      .replaceAll(`include ${NGINX_SIGN_IN_HEADERS_FILE};`, included.signIn)
      .replaceAll(`include ${NGINX_EDITOR_HEADERS_FILE};`, included.editor);
    return Object.fromEntries([...text.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((m) => [m[1]!.toLowerCase(), m[2]!]));
  };
  const server = headersOf(https!.replace(/location [^{]*\{[^}]*\}/g, ''));
  // A `^~` prefix location that matches is taken before any regular expression is tried.
  const preferred = [...https!.matchAll(/location \^~ (\S+) \{([^}]*)\}/g)].find((m) => path.startsWith(m[1]!));
  if (preferred) return headersOf(preferred[2]!);
  const regex = [...https!.matchAll(/location ~ "([^"]+)" \{([^}]*)\}/g)].find((m) => new RegExp(m[1]!).test(path));
  if (regex) return /add_header|include/.test(regex[2]!) ? headersOf(regex[2]!) : server;
  const astro = /location \/_astro\/ \{([^}]*)\}/.exec(https!);
  if (path.startsWith('/_astro/') && astro) return headersOf(astro[1]!);
  return server;
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'portal-dist-'));
  const headScript = ownInlineScripts()["BaseLayout's head script"];
  const page = `<!doctype html><html><head><script>${headScript}</script></head><body>ok</body></html>`;
  for (const dir of ['campanhas', '_astro', 'auth/signin', 'admin']) mkdirSync(join(dist, dir), { recursive: true });
  writeFileSync(join(dist, 'index.html'), page);
  writeFileSync(join(dist, '404.html'), page);
  writeFileSync(join(dist, 'campanhas', 'index.html'), page);
  writeFileSync(join(dist, 'auth/signin', 'index.html'), page);
  writeFileSync(join(dist, '_astro', 'page.Ab12Cd34.js'), 'export {};');
  writeFileSync(join(dist, 'admin', 'index.html'), '<!doctype html><html><head></head><body>editor</body></html>');
  writeFileSync(join(dist, 'admin', 'decap-cms.js'), 'window.CMS = {};');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{"name":"Portal do Cliente"}');
  // With a bot-check script, so that the sign-in page's policy differs from the others' (product-rules R222).
  const config = { ...demoConfig('http://localhost:4010'), botCheckScriptUrl: 'https://bot-check.example.com/api.js' };
  writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
  hostHeaders = routeHeaders(config, inlineScriptHashes(dist));
  // The local server refuses a build whose header files are not its config's (product-rules R223).
  for (const [name, text] of Object.entries(headerFiles(hostHeaders))) writeFileSync(join(dist, name), text);
  server = await startStaticServer({ port: await freePort(), distDir: dist });
});

afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe.each(kinds)('%s (%s) (R163)', (_kind, path) => {
  let sent: Headers;

  beforeAll(async () => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(200);
    sent = Object.fromEntries([...answer.headers].filter(([name]) => !PER_ANSWER.has(name)));
    // The rules this test exists for: a server that stopped sending them would make it pass vacuously.
    expect(Object.keys(sent)).toEqual(expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'cache-control']));
  });

  it('dist/_headers on Cloudflare Pages sends the same headers (R222)', () => {
    expect(hostFor('cloudflare', netlifyHeaders(hostHeaders), path)).toEqual(sent);
  });

  it('dist/_headers on Netlify sends the same headers, the sign-in policy joined to the others (R222)', () => {
    // Netlify joins a header set by `/*` and by the sign-in rule, and so enforces both policies there: never
    // more than the local server allows, only without the bot-check script. The editor's own headers are
    // joined the same way, which blocks Decap there (docs/deployment.md).
    const joined = (name: string) => `${lower(hostHeaders.page)[name]}, ${sent[name]}`;
    const expected = isEditor(path)
      ? Object.fromEntries(
          Object.entries(sent).map(([name, value]) => [
            name,
            name in lower(hostHeaders.page) && lower(hostHeaders.page)[name] !== value && name !== 'cache-control' ? joined(name) : value,
          ]),
        )
      : isSignIn(path)
        ? { ...sent, 'content-security-policy': joined('content-security-policy') }
        : sent;
    expect(hostFor('netlify', netlifyHeaders(hostHeaders), path)).toEqual(expected);
  });

  it('deploy/nginx.conf with the generated includes sends the same headers (R222)', () => {
    expect(
      nginxFor(path, {
        page: nginxHeaders(hostHeaders.page),
        signIn: nginxHeaders(hostHeaders.signIn),
        editor: nginxHeaders(hostHeaders.editor),
      }),
    ).toEqual(sent);
  });

  it('vercel.json as `npm run headers -- --vercel` writes it sends the same headers (R222, R224)', () => {
    expect(vercelFor(path, vercelConfig(hostHeaders))).toEqual(sent);
  });

  it('the committed vercel.json sends HSTS and Cache-Control only: no deploy-specific headers (R224)', () => {
    const hostRules = ['strict-transport-security', 'cache-control'];
    expect(vercelFor(path)).toEqual(Object.fromEntries(Object.entries(sent).filter(([name]) => hostRules.includes(name))));
  });

  it('only the sign-in page allows the bot-check script, by its exact URL, and its frames (R222, R259)', () => {
    const policy = sent['content-security-policy']!;
    if (isEditor(path)) {
      // Decap's needs, on the editor's addresses only (docs/editing-the-faq.md).
      expect(policy).toContain("script-src 'self' 'unsafe-eval';");
      expect(policy).toContain("connect-src 'self' https://api.github.com;");
      expect(sent['x-robots-tag']).toBe('noindex');
    } else if (isSignIn(path)) {
      expect(policy).toMatch(/script-src 'self'[^;]* https:\/\/bot-check\.example\.com\/api\.js;/);
      expect(policy).toContain('frame-src https://bot-check.example.com;');
    } else {
      expect(policy).not.toContain('bot-check');
      expect(policy).not.toContain('unsafe-eval');
      // Only the demo's video hosts, for the tutorials (product-rules R259).
      expect(policy).toContain('frame-src http://localhost:4010 https://www.youtube-nocookie.com https://player.vimeo.com;');
    }
  });
});

describe('the hosts serve HTTPS (R163)', () => {
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
    expect(lower(hostHeaders.page)['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(vercelFor('/campanhas')['strict-transport-security']).toBe(lower(hostHeaders.page)['strict-transport-security']);
  });
});
