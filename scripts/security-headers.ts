// Response headers for the static hosts and the local server: a strict Content-Security-Policy
// (script hashes of the portal's own inline scripts, any other fails the build: product-rules R221;
// connect-src limited to the configured services)
// and the usual hardening headers. The policy depends on the deploy's /config.json, so it is
// generated from it: `npm run headers -- --config path/to/config.json` (default dist/config.json;
// `--dist <dir>` for a build elsewhere) writes dist/_headers (Netlify, Cloudflare Pages) and
// dist/headers.nginx.conf / headers.vercel.json; with `--vercel` it also writes them into the root
// vercel.json. The Cache-Control rules per kind of file are the local server's (scripts/serve.ts); a
// unit test checks every host file against it.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import astroIsland from 'astro/runtime/server/astro-island.prebuilt.js';
import idleDirective from 'astro/client/idle.prebuilt.js';
import loadDirective from 'astro/client/load.prebuilt.js';
import mediaDirective from 'astro/client/media.prebuilt.js';
import onlyDirective from 'astro/client/only.prebuilt.js';
import visibleDirective from 'astro/client/visible.prebuilt.js';
import { firstReadScript, headScript, paintedDirectiveScript } from '../src/layouts/head-script.ts';
import { editorBackendFromConfig } from '../src/admin/faq-editor-config.ts';
import { firstReads, type FirstReadName } from '../src/lib/api/first-reads.ts';
import { writeCompressed } from './compress.ts';
import { isScriptIntegrity } from '../src/lib/domain/bot-check.ts';
import { telemetrySettings } from '../src/lib/domain/telemetry.ts';
import { videoHostOrigin } from '../src/lib/domain/tutorial-video.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  committedVercelHeaders,
  editorAddresses,
  HSTS,
  htmlPaths,
  revalidatedFiles,
  signInAddresses,
  vercelConfig,
  type RouteHeaders,
} from './host-rules.ts';

/** The scripts Astro writes inline for each `client:` directive (its default directives). */
const astroDirectives = { idle: idleDirective, load: loadDirective, media: mediaDirective, only: onlyDirective, visible: visibleDirective };

/** The part of /config.json the policy reads. */
export interface HeaderConfig {
  usersApi: string;
  campaignsApi: string;
  clientApi: string;
  productsApi: string;
  botCheckScriptUrl?: string;
  /** The bot-check script's SRI hash, as written: checked here as sign-in checks it (R294). */
  botCheckScriptIntegrity?: unknown;
  /** Extra hosts images may come from (the services' CDN), as origins. */
  imageHosts?: string[];
  /** Hosts tutorial videos play from, as hostnames or origins (product-rules R259). */
  videoHosts?: unknown;
  /** Where the field data goes, and the share of page views that send it (docs/field-data.md, R266). */
  telemetryUrl?: unknown;
  telemetrySampleRate?: unknown;
  /** The FAQ's editor's GitHub repository, branch and OAuth provider (docs/editing-the-faq.md), as written. */
  faqEditor?: unknown;
}

function* htmlFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* htmlFiles(path);
    else if (entry.name.endsWith('.html')) yield path;
  }
}

const sha256 = (code: string) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`;

/**
 * The inline scripts the portal's own pages carry, by what they are: BaseLayout's head script, built from
 * its sources in src/scripts as BaseLayout builds it, each first read's, and the scripts Astro writes beside islands
 * (the custom element and one per `client:` directive), taken from Astro itself. Only these may run
 * (product-rules R221); a page's own `<script>` is always bundled into a file (astro.config.mjs).
 */
export function ownInlineScripts(): Record<string, string> {
  return {
    "BaseLayout's head script": headScript(),
    ...Object.fromEntries(
      Object.keys(firstReads).map((name) => [`PortalLayout's first read '${name}'`, firstReadScript(name as FirstReadName)]),
    ),
    "Astro's island element": astroIsland,
    ...Object.fromEntries(Object.entries(astroDirectives).map(([name, code]) => [`Astro's client:${name} directive`, code])),
    "the portal's client:painted directive": paintedDirectiveScript(),
  };
}

/** One `<script>` element with code between its tags, and no `src` (which makes a browser ignore its code). */
interface InlineScript {
  /** The page, relative to dist/. */
  page: string;
  code: string;
}

/** An attribute of a start tag: its name, then an optional value, quoted or not (a quoted `>` stays in it). */
const ATTRIBUTE = /[\s/]*([^\s"'>/=]+)(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]*))?/y;
const TAG_END = /[\s/]*>/y;

/** The inline scripts of one page's HTML. A start tag it cannot read counts as inline: it must then be allowed. */
export function inlineScriptsIn(html: string): string[] {
  const found: string[] = [];
  for (const start of html.matchAll(/<script(?=[\s/>])/gi)) {
    let at = start.index + '<script'.length;
    const names = new Set<string>();
    for (;;) {
      ATTRIBUTE.lastIndex = at;
      const attribute = ATTRIBUTE.exec(html);
      if (!attribute) break;
      names.add(attribute[1]!.toLowerCase());
      at = ATTRIBUTE.lastIndex;
    }
    TAG_END.lastIndex = at;
    const readable = TAG_END.exec(html) !== null;
    const codeStart = readable ? TAG_END.lastIndex : at;
    const end = html.slice(codeStart).search(/<\/script[\s/>]/i);
    const code = html.slice(codeStart, end === -1 ? html.length : codeStart + end);
    if ((!readable || !names.has('src')) && code.trim()) found.push(code);
  }
  return found;
}

/** Every inline script of the build, with its page. */
export function inlineScripts(dist: string): InlineScript[] {
  return [...htmlFiles(dist)].flatMap((file) =>
    inlineScriptsIn(readFileSync(file, 'utf8')).map((code) => ({ page: relative(dist, file), code })),
  );
}

/**
 * The sha256 sources of the build's inline scripts, for `script-src`. Throws, naming each page, when
 * one is not the portal's own (`ownInlineScripts`): a script that came with content, or one the layouts
 * started writing without saying so here, must never be hashed into the policy (product-rules R221).
 */
export function inlineScriptHashes(dist: string, own: Record<string, string> = ownInlineScripts()): string[] {
  const allowed = new Set(Object.values(own).map(sha256));
  const found = inlineScripts(dist).map((script) => ({ ...script, hash: sha256(script.code) }));
  const unknown = found.filter(({ hash }) => !allowed.has(hash));
  if (unknown.length) {
    const lines = unknown.map(({ page, code }) => `  ${page}: <script>${code.trim().slice(0, 60)}${code.trim().length > 60 ? '…' : ''}`);
    throw new Error(
      [
        `Inline scripts that are not the portal's own (docs/product-rules.md R221), refused:`,
        ...[...new Set(lines)],
        "A page's script goes in a bundled <script> (a file), never inline; content carries none (R220); a new inline",
        'script of the layouts is added to ownInlineScripts in scripts/security-headers.ts.',
      ].join('\n'),
    );
  }
  return [...new Set(found.map(({ hash }) => hash))].sort();
}

const origin = (url: string) => new URL(url).origin;

/**
 * The origins of the config's `videoHosts`, which the pages' policy allows in `media-src` (a video file)
 * and `frame-src` (a video host's player), product-rules R259. The portal reads the list the same way
 * (`domain/tutorial-video.ts`); an entry that names no origin (a path, a wildcard, plain http) stops
 * the headers step here rather than be left out silently.
 */
export function videoHostSources(hosts: unknown): string[] {
  if (hosts === undefined) return [];
  const refuse = (problem: string): never => {
    throw new Error(
      `videoHosts in /config.json: ${problem} (a list of hostnames or https origins, such as ` +
        `["www.youtube-nocookie.com", "https://player.vimeo.com"]; docs/product-rules.md R259).`,
    );
  };
  if (!Array.isArray(hosts)) return refuse('not a list');
  return [...new Set(hosts.map((entry) => videoHostOrigin(entry) ?? refuse(`${JSON.stringify(entry)} names no origin`)))];
}

/**
 * The origin the field data is sent to, which every page's policy allows in `connect-src` (the beacon is
 * a connection); none without a `telemetryUrl`. A bad `telemetryUrl` or `telemetrySampleRate` stops the
 * headers step here: the pages do not check them (src/lib/api/config.ts) and would send nothing (R266).
 */
export function telemetrySources(config: HeaderConfig): string[] {
  const { settings, problems } = telemetrySettings(config);
  if (problems.length) {
    throw new Error(
      `/config.json: ${problems.join('; ')} (telemetryUrl is an http(s) address, telemetrySampleRate a number from 0 to 1; docs/field-data.md).`,
    );
  }
  return settings ? [origin(settings.url)] : [];
}

/**
 * Stops the headers step on a `botCheckScriptIntegrity` that sign-in would refuse (product-rules R294, by the
 * same function), rather than let a deploy go out whose sign-in silently loads no bot check.
 */
export function checkBotCheckIntegrity(config: HeaderConfig): void {
  const value = config.botCheckScriptIntegrity;
  if (value === undefined || isScriptIntegrity(value)) return;
  throw new Error(
    `botCheckScriptIntegrity in /config.json: ${JSON.stringify(value)} is not one SRI hash of the script ` +
      '(sha256-, sha384- or sha512- and the digest in padded base64, as `openssl dgst -sha384 -binary <file> | ' +
      'openssl base64 -A` writes it after "sha384-"; docs/architecture.md R294).',
  );
}

/**
 * The Content-Security-Policy for a deploy whose services are those of `config`. The bot-check script
 * (`botCheckScriptUrl`) is third-party code that only the sign-in page loads: only the sign-in page's
 * policy allows it, by its exact URL, and its frames by its origin (product-rules R222). The other pages
 * allow the video hosts (`videoHosts`) in `media-src` and `frame-src`, for the tutorials (R259). A bad
 * script hash stops it (R294).
 */
export function contentSecurityPolicy(config: HeaderConfig, scriptHashes: string[], route: 'page' | 'sign-in' = 'page'): string {
  checkBotCheckIntegrity(config);
  const services = [...new Set([config.usersApi, config.campaignsApi, config.clientApi, config.productsApi].map(origin))];
  const bot = route === 'sign-in' && config.botCheckScriptUrl ? config.botCheckScriptUrl : null;
  const images = [...services, ...(config.imageHosts ?? []).map(origin)];
  // Tutorials play on the pages only; the sign-in page shows none (R259).
  const videos = route === 'page' ? videoHostSources(config.videoHosts) : [];
  const frames = [...(bot ? [origin(bot)] : []), ...videos];
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...(bot ? [bot] : [])].join(' ')}`.trim(),
    // Inline style attributes (progress bars, the toaster's generated styles) need this; scripts never do.
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob: ${[...new Set(images)].join(' ')}`,
    `connect-src 'self' ${[...new Set([...services, ...telemetrySources(config)])].join(' ')}`,
    "font-src 'self'",
    ["media-src 'self' blob: mediastream:", ...videos].join(' '),
    `frame-src ${frames.length ? frames.join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    // The web app manifest (BaseLayout's <link rel="manifest">, docs/offline.md).
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header, by name, of the pages or of the sign-in page (R222). */
export function securityHeaders(config: HeaderConfig, scriptHashes: string[], route: 'page' | 'sign-in' = 'page'): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scriptHashes, route),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), payment=(), usb=()',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Strict-Transport-Security': HSTS,
  };
}

/** GitHub's API, which the FAQ's editor reads and writes the repository through (docs/editing-the-faq.md). */
export const GITHUB_API = 'https://api.github.com';

/**
 * The FAQ's editor's policy (docs/editing-the-faq.md, "The editor on the real site"): Decap CMS is a
 * prebuilt app that evaluates code it builds at run time (its configuration's schema checks: without
 * 'unsafe-eval' it stops before its sign-in), styles itself inline, talks to GitHub's API and shows the
 * editor's GitHub picture. None of that is allowed on a client page, which is why only the editor's
 * addresses get it; its own page still runs no inline script and nothing from elsewhere. Its WebAssembly
 * (an image encoder for uploads) stays out: the FAQ has no images (architecture.md R319).
 */
export function editorContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    `connect-src 'self' ${GITHUB_API}`,
    "font-src 'self' data:",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The editor's headers: its policy, a page search engines leave out, no camera, and an opener policy that
 * lets the GitHub sign-in window it opens answer it (Decap's sign-in posts the token back to its opener,
 * which `same-origin` would cut off).
 */
export function editorHeaders(config: HeaderConfig, scriptHashes: string[]): Record<string, string> {
  // A deploy whose editor would only say it is misconfigured stops here instead, as a bad video host does.
  const { problem } = editorBackendFromConfig(config);
  if (config.faqEditor !== undefined && problem) throw new Error(`${problem} (docs/editing-the-faq.md)`);
  return {
    ...securityHeaders(config, scriptHashes),
    'Content-Security-Policy': editorContentSecurityPolicy(),
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    'X-Robots-Tag': 'noindex',
  };
}

/** The security headers of every address, those of the sign-in page's addresses and those of the FAQ's editor. */
export function routeHeaders(config: HeaderConfig, scriptHashes: string[]): RouteHeaders {
  return {
    page: securityHeaders(config, scriptHashes),
    signIn: securityHeaders(config, scriptHashes, 'sign-in'),
    editor: editorHeaders(config, scriptHashes),
  };
}

/**
 * `_headers` for Netlify and Cloudflare Pages (docs/deployment.md, "What each host does with `_headers`").
 * Both join the values of a header set by two matching rules, so Cache-Control is never on `/*`: the hashed
 * assets get theirs, and each page of the route table, /config.json, the service worker and the manifest
 * get `no-cache`. Each path is one rule: Cloudflare keeps only the last rule of a path written twice. The
 * sign-in page's policy (when a bot-check script makes it differ) is in its addresses' rules after `/*`,
 * which first detach the site's (`! Content-Security-Policy`, Cloudflare's syntax): Cloudflare then sends
 * the sign-in policy alone. Netlify skips a line without a colon and joins the two, enforcing both, which
 * only keeps the bot-check script out there (sign-in works without it, R18). The FAQ's editor's addresses
 * detach every header whose value differs from the site's the same way; on Netlify the joined policies
 * block Decap, so the editor is not served from Netlify (docs/deployment.md).
 */
export function netlifyHeaders(headers: RouteHeaders): string {
  const rules = new Map<string, string[]>();
  const add = (path: string, ...lines: string[]) => rules.set(path, [...(rules.get(path) ?? []), ...lines]);
  add('/*', ...Object.entries(headers.page).map(([name, value]) => `  ${name}: ${value}`));
  const signInPolicy = headers.signIn['Content-Security-Policy'];
  if (signInPolicy !== headers.page['Content-Security-Policy'])
    for (const path of signInAddresses) add(path, '  ! Content-Security-Policy', `  Content-Security-Policy: ${signInPolicy}`);
  const editorOwn = Object.entries(headers.editor).filter(([name, value]) => headers.page[name] !== value);
  for (const path of editorAddresses)
    add(path, ...editorOwn.flatMap(([name, value]) => [...(name in headers.page ? [`  ! ${name}`] : []), `  ${name}: ${value}`]));
  add('/_astro/*', `  Cache-Control: ${CACHE_IMMUTABLE}`);
  for (const path of [...revalidatedFiles, ...htmlPaths(), ...editorAddresses]) add(path, `  Cache-Control: ${CACHE_REVALIDATE}`);
  return [...[...rules].flatMap(([path, lines]) => [path, ...lines]), ''].join('\n');
}

/** `add_header` lines for nginx (include inside the server block). */
export function nginxHeaders(headers: Record<string, string>): string {
  return `${Object.entries(headers)
    .map(([name, value]) => `add_header ${name} "${value}" always;`)
    .join('\n')}\n`;
}

/** The `headers` entry of vercel.json (the same as JSON; the root vercel.json with `--vercel`). */
export function vercelHeaders(headers: RouteHeaders): string {
  const { headers: entries } = JSON.parse(vercelConfig(headers)) as { headers: unknown };
  return `${JSON.stringify({ headers: entries }, null, 2)}\n`;
}

/** The files the headers step writes into dist/, by name, for these headers. */
export function headerFiles(headers: RouteHeaders): Record<string, string> {
  return {
    _headers: netlifyHeaders(headers),
    'headers.nginx.conf': nginxHeaders(headers.page),
    'headers-signin.nginx.conf': nginxHeaders(headers.signIn),
    'headers-editor.nginx.conf': nginxHeaders(headers.editor),
    'headers.vercel.json': vercelHeaders(headers),
  };
}

/** The Content-Security-Policy values a header file sets, in order (JSON: vercel.json's `headers` entries). */
function policiesIn(name: string, text: string): string[] {
  if (!name.endsWith('.json')) return [...text.matchAll(/Content-Security-Policy(?:: | ")([^"\n]+)/g)].map((m) => m[1]!.trim());
  const { headers = [] } = JSON.parse(text) as { headers?: Array<{ headers: Array<{ key: string; value: string }> }> };
  return headers.flatMap((rule) => rule.headers.filter(({ key }) => key === 'Content-Security-Policy').map(({ value }) => value));
}

/** How a policy differs from the one the config needs: per directive, the sources it allows and lacks. */
function policyDifference(found: string, needed: string): string {
  const directives = (policy: string) =>
    new Map(
      policy
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .filter(([name]) => name)
        .map(([name, ...sources]) => [name!, sources]),
    );
  const [has, needs] = [directives(found), directives(needed)];
  return [...new Set([...has.keys(), ...needs.keys()])]
    .map((name) => {
      const [allowed, wanted] = [has.get(name) ?? [], needs.get(name) ?? []];
      const extra = allowed.filter((source) => !wanted.includes(source));
      const missing = wanted.filter((source) => !allowed.includes(source));
      if (!extra.length && !missing.length) return allowed.join(' ') === wanted.join(' ') ? '' : `${name} differs`;
      return `${name} ${[extra.length ? `allows ${extra.join(' ')}` : '', missing.length ? `lacks ${missing.join(' ')}` : ''].filter(Boolean).join(' and ')}`;
    })
    .filter(Boolean)
    .join('; ');
}

/**
 * What in the header files of `dist` (and the root `vercel.json`, when given) was not written for
 * `config` and this build, one line per file; empty when everything matches (product-rules R223).
 * An operator who replaced dist/config.json and forgot `npm run headers` is told which services differ.
 */
export function headerMismatches(dist: string, config: HeaderConfig, vercelJson?: string): string[] {
  const headers = routeHeaders(config, inlineScriptHashes(dist));
  const expected = Object.entries(headerFiles(headers)).map(([name, text]) => ({ name: `dist/${name}`, path: join(dist, name), text }));
  if (vercelJson) expected.push({ name: 'vercel.json', path: vercelJson, text: vercelConfig(headers) });
  return expected.flatMap(({ name, path, text }) => {
    if (!existsSync(path)) return [`${name} is missing`];
    const found = readFileSync(path, 'utf8');
    if (found === text) return [];
    const [has, needs] = [policiesIn(name, found), policiesIn(name, text)];
    const differing = [...Array(Math.max(has.length, needs.length)).keys()].find((i) => has[i] !== needs[i]);
    if (differing === undefined) return [`${name}: not what npm run headers writes for this build`];
    if (!has.length) return [`${name}: no Content-Security-Policy`];
    // A rule one side lacks (the sign-in page's) is told against the other side's last policy (the site's).
    const last = (policies: string[]) => policies[Math.min(differing, policies.length - 1)]!;
    return [`${name}: ${policyDifference(last(has), last(needs))}`];
  });
}

/** The refusal for `headerMismatches`' lines: what differs, and the command that fixes it. */
export function headerMismatchMessage(problems: string[], configName: string, vercel = false): string {
  return [
    `The security headers were not written for ${configName} and this build (docs/product-rules.md R223):`,
    ...problems.map((problem) => `  ${problem}`),
    `Run: npm run headers -- --config ${configName}${vercel ? ' --vercel' : ''}`,
  ].join('\n');
}

// `npm run headers [-- --config <file>] [--vercel]` writes the headers; with `--check` it writes nothing
// and fails when those in dist/ (and vercel.json, with `--vercel`) are not the config's (R223, R224).

/**
 * The headers' revision as dist/sw.js carries it. The worker keeps each page with the headers it was
 * fetched with (the CSP above all) and joins this to the pages' precache revisions, so new headers
 * make a new worker, which fetches the pages again (product-rules R230).
 */
const stampPattern = /portal-headers:[0-9a-f]{16}/g;
/** What the build step bundles (scripts/service-worker.ts) until the headers step stamps it. */
export const unstampedWorker = `portal-headers:${'0'.repeat(16)}`;

/** The revision of every set of headers a page may be served with: those written for the deploy's config,
 * and those of the committed vercel.json (Vercel builds from the repository and sends those). */
export function headersRevision(...headerSets: Array<Record<string, string>>): string {
  const entries = headerSets.map((headers) => Object.entries(headers).sort(([a], [b]) => a.localeCompare(b)));
  return `portal-headers:${createHash('sha256').update(JSON.stringify(entries)).digest('hex').slice(0, 16)}`;
}

/** The worker's code with `revision` in place of its stamp; null when it carries none. */
export function stampedWorkerCode(code: string, revision: string): string | null {
  return code.match(stampPattern) ? code.replace(stampPattern, revision) : null;
}

/**
 * Writes `revision` into dist/sw.js (and its .br/.gz copies, which nginx's gzip_static and the local server
 * prefer). Answers whether the worker changed; false too for a build without a stamped worker (none, or
 * the kill switch of docs/offline.md), which is left as it is.
 */
export function stampWorker(dist: string, revision: string): boolean {
  const file = join(dist, 'sw.js');
  if (!existsSync(file)) return false;
  const code = readFileSync(file, 'utf8');
  const stamped = stampedWorkerCode(code, revision);
  if (stamped === null || stamped === code) return false;
  writeFileSync(file, stamped);
  if (existsSync(`${file}.br`) || existsSync(`${file}.gz`)) writeCompressed(file);
  return true;
}

if (import.meta.main) {
  const root = new URL('..', import.meta.url).pathname;
  const option = (name: string) => {
    const at = process.argv.indexOf(`--${name}`);
    return at > -1 ? process.argv[at + 1] : undefined;
  };
  // `--dist` names another build (a deploy's copy, the e2e suite's); the default is this project's dist/.
  const dist = option('dist') ?? join(root, 'dist');
  const configPath = option('config') ?? join(dist, 'config.json');
  const configName = relative(process.cwd(), configPath);
  const vercel = process.argv.includes('--vercel');
  try {
    const config = JSON.parse(readFileSync(configPath, 'utf8')) as HeaderConfig;
    if (process.argv.includes('--check')) {
      const problems = headerMismatches(dist, config, vercel ? join(root, 'vercel.json') : undefined);
      if (problems.length) throw new Error(headerMismatchMessage(problems, configName, vercel));
      console.log(`The security headers in dist/${vercel ? ' and vercel.json' : ''} are those of ${configName}.`);
    } else {
      const headers = routeHeaders(config, inlineScriptHashes(dist));
      for (const [name, text] of Object.entries(headerFiles(headers))) writeFileSync(join(dist, name), text);
      if (vercel) writeFileSync(join(root, 'vercel.json'), vercelConfig(headers));
      console.log(
        `Security headers for ${configName} written to dist/ (${Object.keys(headerFiles(headers)).join(', ')})${vercel ? ' and vercel.json' : ''}.`,
      );
      // The worker moves with the headers: without this, installed portals keep the old policy (R230).
      const committed = committedVercelHeaders();
      if (stampWorker(dist, headersRevision(headers.page, headers.signIn, committed.page, committed.signIn)))
        console.log('dist/sw.js stamped for these headers: deploy it with them.');
    }
  } catch (error) {
    // The build or the check stops here with what is wrong, not a stack trace.
    console.error((error as Error).message);
    process.exit(1);
  }
}
