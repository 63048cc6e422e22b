// `npm run test:hosts` (a stage of `npm test`): the built site served by Cloudflare Pages' own local runtime
// (`wrangler pages dev`, which runs workerd from the registry package), asked what the local server's tests
// ask (docs/deployment.md, "What each host does with `_headers`"): every route and deep link answers as the
// route table says, an unknown page with the 404 router and an unknown asset with 404; each page's
// Content-Security-Policy is one policy, its route's own (the bot-check script on the sign-in page only);
// the security headers; no-cache for the pages, the config, the worker and the manifest; hashed assets
// immutable, an earlier build's kept one too; the FAQ's editor with its own policy. It serves a copy of
// dist/ whose config names a bot-check script (so the sign-in page's policy differs), then a copy with one
// planted wrong header, which must be found: a check that cannot fail proves nothing.
//   npm run test:hosts                     after `npm run build`
//   npm run test:hosts -- --dist <dir>     another build
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { dynamicRoutes, homePath, signInPath, staticPaths } from '../src/lib/domain/routes.ts';
import {
  CACHE_IMMUTABLE,
  CACHE_REVALIDATE,
  EDITOR_FOLDER,
  headersOfAddress,
  isEditorAddress,
  revalidatedFiles,
  type RouteHeaders,
} from './host-rules.ts';
import { headerFiles, inlineScriptHashes, routeHeaders, type HeaderConfig } from './security-headers.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
/** The newest date the runtime of the wrangler in package-lock.json knows (it refuses a later one). */
const COMPATIBILITY_DATE = '2026-05-01';
/** A file of an earlier build, as `scripts/keep-assets.ts` copies them back into dist/_astro/: no page of this
 * build names it, and a tab opened before the deploy still asks for it (architecture.md R232). */
export const EARLIER_BUILD_ASSET = '/_astro/earlier-build.Cf0Ld3rB.js';
/** A bot-check script for the copy's config: the sign-in page's policy then allows it, and only that page's. */
const BOT_CHECK = 'https://bot-check.example.com/api.js';

/** An address asked, and the page of dist/ it must answer with (null: no body to compare). */
export interface Probe {
  path: string;
  status: 200 | 302 | 404;
  page: string | null;
  /** Where a 302 goes. */
  location?: string;
  cache: string;
  /** A page of the portal: its policy and the security headers. */
  document: boolean;
}

/** One deep link per dynamic route, its parameters filled as a client's link would fill them. */
const deepLinks: Record<string, string> = {
  '/auth/signup/:clientCode?/:document?': '/auth/signup/400001/52998224725',
  '/campanhas/detalhes/:id': '/campanhas/detalhes/101',
  '/campanhas-prospera/detalhes/:id/:type': '/campanhas-prospera/detalhes/7/1',
  '/campanhas-prospera/:id/:type': '/campanhas-prospera/7/1',
  '/campanhas/:id': '/campanhas/101',
};

function probes(dist: string): Probe[] {
  const asset = readFileSync(join(dist, 'sw.js'), 'utf8').match(/\/_astro\/[\w.-]+\.js/)?.[0];
  if (!asset) throw new Error(`${dist}/sw.js names no /_astro/ script to ask for`);
  return [
    // The error pages are files of their own (404.html, 500.html), the others a folder's index.
    ...staticPaths.map((path) => ({
      path,
      status: 200 as const,
      page: /^\/(404|500)$/.test(path) ? `${path}.html` : `${path}/index.html`,
      cache: CACHE_REVALIDATE,
      document: true,
    })),
    ...dynamicRoutes.map((route) => {
      const path = deepLinks[route.pattern];
      if (!path) throw new Error(`no deep link to ask for ${route.pattern}: add one to scripts/host-check.ts`);
      return { path, status: 200 as const, page: `${route.shell}index.html`, cache: CACHE_REVALIDATE, document: true };
    }),
    { path: '/', status: 302, page: null, location: homePath, cache: '', document: false },
    { path: '/nao-existe', status: 404, page: '/404.html', cache: '', document: true },
    { path: '/_astro/nao-existe.js', status: 404, page: null, cache: '', document: false },
    ...revalidatedFiles.map((path) => ({ path, status: 200 as const, page: path, cache: CACHE_REVALIDATE, document: false })),
    { path: asset, status: 200, page: asset, cache: CACHE_IMMUTABLE, document: false },
    { path: EARLIER_BUILD_ASSET, status: 200, page: EARLIER_BUILD_ASSET, cache: CACHE_IMMUTABLE, document: false },
    // The FAQ's editor, with its own policy, and Decap's script beside it (not hashed: revalidated).
    { path: `/${EDITOR_FOLDER}/`, status: 200, page: `/${EDITOR_FOLDER}/index.html`, cache: CACHE_REVALIDATE, document: true },
    {
      path: `/${EDITOR_FOLDER}/decap-cms.js`,
      status: 200,
      page: `/${EDITOR_FOLDER}/decap-cms.js`,
      cache: CACHE_REVALIDATE,
      document: false,
    },
  ];
}

/** What differs between an answer and what the route table and the headers say it must be. */
export function answerMismatches(
  probe: Probe,
  answer: { status: number; location: string | null; headers: Headers; body: string },
  expected: { headers: RouteHeaders; body: string | null },
): string[] {
  const problems: string[] = [];
  const said = (text: string) => problems.push(`${probe.path}: ${text}`);
  if (answer.status !== probe.status) said(`status ${answer.status}, not ${probe.status}`);
  if (probe.location !== undefined && answer.location !== probe.location) said(`goes to ${answer.location}, not ${probe.location}`);
  if (expected.body !== null && answer.body !== expected.body) said(`is not ${probe.page}`);
  if (probe.cache && answer.headers.get('cache-control') !== probe.cache)
    said(`Cache-Control ${JSON.stringify(answer.headers.get('cache-control'))}, not ${JSON.stringify(probe.cache)}`);
  if (!probe.document) return problems;
  const address = probe.path.replace(/(.)\/$/, '$1');
  const whose = isEditorAddress(probe.path) ? "the FAQ editor's" : address === signInPath ? "the sign-in page's" : "the site's";
  for (const [name, value] of Object.entries(headersOfAddress(expected.headers, address))) {
    const sent = answer.headers.get(name);
    if (sent === value) continue;
    if (name === 'Content-Security-Policy' && sent?.includes(value)) said(`Content-Security-Policy is another policy joined to ${whose}`);
    else said(`${name} ${JSON.stringify(sent)}, not ${whose}`);
  }
  return problems;
}

async function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
  });
}

/** `wrangler pages dev` on a folder: its address, and how to stop it. */
async function cloudflarePages(dir: string): Promise<{ url: string; output: () => string; stop: () => Promise<void> }> {
  const port = await freePort();
  const state = mkdtempSync(join(tmpdir(), 'portal-wrangler-'));
  const wrangler = join(root, 'node_modules/wrangler/bin/wrangler.js');
  const args = ['pages', 'dev', dir, '--ip', '127.0.0.1', '--port', String(port), '--compatibility-date', COMPATIBILITY_DATE];
  // Its state and logs in a folder of its own; no metrics or update check (the network is the registry only).
  const child = spawn(process.execPath, [wrangler, ...args, '--persist-to', state], {
    cwd: state,
    env: { ...process.env, WRANGLER_SEND_METRICS: 'false', WRANGLER_LOG_PATH: state, CI: '1', NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // Its folder goes once wrangler has exited: workerd, still writing there while it stops, made the removal
  // fail with ENOTEMPTY on a loaded machine. A wait, then retries, for a child of the group slower to go.
  const stop = async () => {
    try {
      process.kill(-child.pid!);
    } catch {
      // Already gone.
    }
    if (child.exitCode === null && child.signalCode === null) await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
    rmSync(state, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const url = `http://127.0.0.1:${port}`;
  for (const started = Date.now(); Date.now() - started < 90_000; await new Promise((r) => setTimeout(r, 300))) {
    if (child.exitCode !== null) break;
    try {
      await fetch(`${url}/config.json`);
      return { url, output: () => output, stop };
    } catch {
      // Not listening yet.
    }
  }
  await stop();
  throw new Error(`wrangler pages dev did not start:\n${output}`);
}

/** Every probe of a served copy, with what differs. */
async function check(dir: string, headers: RouteHeaders): Promise<string[]> {
  const host = await cloudflarePages(dir);
  try {
    const problems: string[] = [];
    for (const probe of probes(dir)) {
      let response = await fetch(host.url + probe.path, { redirect: 'manual' });
      // Cloudflare's pretty URLs: a page's address without its slash answers 308 to the one with it.
      const location = response.headers.get('location');
      if (response.status === 308 && location === `${probe.path}/`) response = await fetch(host.url + location, { redirect: 'manual' });
      const body = probe.page === null ? null : readFileSync(join(dir, probe.page), 'utf8');
      const answer = {
        status: response.status,
        location: response.headers.get('location'),
        headers: response.headers,
        body: await response.text(),
      };
      problems.push(...answerMismatches(probe, answer, { headers, body }));
    }
    return problems;
  } finally {
    await host.stop();
  }
}

async function main() {
  const { values } = parseArgs({ options: { dist: { type: 'string' } } });
  const dist = resolve(values.dist ?? join(root, 'dist'));
  const work = mkdtempSync(join(tmpdir(), 'portal-hosts-'));
  try {
    const copy = join(work, 'site');
    cpSync(dist, copy, { recursive: true });
    const config: HeaderConfig = {
      ...(JSON.parse(readFileSync(join(copy, 'config.json'), 'utf8')) as HeaderConfig),
      botCheckScriptUrl: BOT_CHECK,
    };
    writeFileSync(join(copy, 'config.json'), JSON.stringify(config));
    writeFileSync(join(copy, EARLIER_BUILD_ASSET), 'export const earlier = 1;\n');
    const headers = routeHeaders(config, inlineScriptHashes(copy));
    for (const [name, text] of Object.entries(headerFiles(headers))) writeFileSync(join(copy, name), text);

    const problems = await check(copy, headers);
    if (problems.length) {
      console.error(
        `Cloudflare Pages (wrangler pages dev) does not serve dist/ as the route table and headers say:\n  ${problems.join('\n  ')}`,
      );
      process.exit(1);
    }
    // A planted wrong header must be found.
    const planted = join(work, 'planted');
    cpSync(copy, planted, { recursive: true });
    const file = readFileSync(join(planted, '_headers'), 'utf8');
    writeFileSync(join(planted, '_headers'), file.replace('X-Frame-Options: DENY', 'X-Frame-Options: SAMEORIGIN'));
    const found = await check(planted, headers);
    if (!found.some((problem) => problem.includes('X-Frame-Options'))) {
      console.error('The host check did not find a planted X-Frame-Options: SAMEORIGIN: it checks nothing.');
      process.exit(1);
    }
    const pages = probes(copy).length;
    console.log(
      `Cloudflare Pages (wrangler pages dev): ${pages} addresses as the route table and headers say; a planted wrong header found.`,
    );
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
