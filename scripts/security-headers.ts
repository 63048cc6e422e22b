// Response headers for the static hosts and the local server: a strict Content-Security-Policy
// (script hashes of every inline script in dist/, connect-src limited to the configured services)
// and the usual hardening headers. The policy depends on the deploy's /config.json, so it is
// generated from it: `npm run headers -- --config path/to/config.json` (default dist/config.json)
// writes dist/_headers (Netlify, Cloudflare Pages) and dist/headers.nginx.conf / headers.vercel.json;
// with `--vercel` it also writes them into the root vercel.json. The Cache-Control rules per kind of
// file are the local server's (scripts/serve.ts); a unit test checks every host file against it.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CACHE_IMMUTABLE, CACHE_REVALIDATE, HSTS, htmlPaths, revalidatedFiles, vercelConfig } from './host-rules.ts';

/** The part of /config.json the policy reads. */
export interface HeaderConfig {
  usersApi: string;
  campaignsApi: string;
  clientApi: string;
  productsApi: string;
  botCheckScriptUrl?: string;
  /** Extra hosts images may come from (the services' CDN), as origins. */
  imageHosts?: string[];
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

/** sha256 sources of every distinct inline script of the build. */
export function inlineScriptHashes(dist: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(dist)) {
    const html = readFileSync(file, 'utf8');
    for (const match of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
      const code = match[1] ?? '';
      if (code.trim()) hashes.add(`'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}

const origin = (url: string) => new URL(url).origin;

/** The Content-Security-Policy for a deploy whose services are those of `config`. */
export function contentSecurityPolicy(config: HeaderConfig, scriptHashes: string[]): string {
  const services = [...new Set([config.usersApi, config.campaignsApi, config.clientApi, config.productsApi].map(origin))];
  const bot = config.botCheckScriptUrl ? [origin(config.botCheckScriptUrl)] : [];
  const images = [...services, ...(config.imageHosts ?? []).map(origin)];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...bot].join(' ')}`.trim(),
    // Inline style attributes (progress bars, the toaster's generated styles) need this; scripts never do.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...new Set(images)].join(' ')}`,
    `connect-src 'self' ${services.join(' ')}`,
    "font-src 'self'",
    "media-src 'self' blob: mediastream:",
    `frame-src ${bot.length ? bot.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    // The web app manifest (BaseLayout's <link rel="manifest">, docs/offline.md).
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header, by name. */
export function securityHeaders(config: HeaderConfig, scriptHashes: string[]): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': HSTS,
  };
}

/**
 * `_headers` for Netlify and Cloudflare Pages. Both join the values of a header set by two matching
 * rules, so Cache-Control is never on `/*`: the hashed assets get theirs, and each page of the route
 * table, /config.json, the service worker and the manifest get `no-cache`.
 */
export function netlifyHeaders(headers: Record<string, string>): string {
  return [
    '/*',
    ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`),
    '/_astro/*',
    `  Cache-Control: ${CACHE_IMMUTABLE}`,
    ...[...revalidatedFiles, ...htmlPaths()].flatMap((path) => [path, `  Cache-Control: ${CACHE_REVALIDATE}`]),
    '',
  ].join('\n');
}

/** `add_header` lines for nginx (include inside the server block). */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')}\n`;
}

/** The `headers` entry of vercel.json (the same as JSON; the root vercel.json with `--vercel`). */
export function vercelHeaders(headers: Record<string, string>): string {
  const { headers: entries } = JSON.parse(vercelConfig(headers)) as { headers: unknown };
  return `${JSON.stringify({ headers: entries }, null, 2)}\n`;
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  const dist = join(root, 'dist');
  const at = process.argv.indexOf('--config');
  const configPath = at > -1 ? process.argv[at + 1]! : join(dist, 'config.json');
  const config = JSON.parse(readFileSync(configPath, 'utf8')) as HeaderConfig;
  const headers = securityHeaders(config, inlineScriptHashes(dist));
  writeFileSync(join(dist, '_headers'), netlifyHeaders(headers));
  writeFileSync(join(dist, 'headers.nginx.conf'), nginxHeaders(headers));
  writeFileSync(join(dist, 'headers.vercel.json'), vercelHeaders(headers));
  if (process.argv.includes('--vercel')) writeFileSync(join(root, 'vercel.json'), vercelConfig(headers));
  console.log(
    `Security headers for ${configPath} written to dist/_headers, dist/headers.nginx.conf, dist/headers.vercel.json${process.argv.includes('--vercel') ? ', vercel.json' : ''}.`,
  );
}
