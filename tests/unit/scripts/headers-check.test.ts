// The headers in dist/ (and vercel.json) must be those of the config being deployed: `npm run headers --
// --check` and the local server say what differs and refuse (product-rules R223, R224).
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vercelConfig } from '../../../scripts/host-rules.ts';
import {
  checkBotCheckIntegrity,
  contentSecurityPolicy,
  editorContentSecurityPolicy,
  headerFiles,
  headerMismatches,
  headerMismatchMessage,
  inlineScriptHashes,
  ownInlineScripts,
  routeHeaders,
  telemetrySources,
  videoHostSources,
  type HeaderConfig,
} from '../../../scripts/security-headers.ts';
import { demoConfig, startStaticServer } from '../../../scripts/serve.ts';

const demo: HeaderConfig = demoConfig('http://localhost:4010');
const production: HeaderConfig = {
  usersApi: 'https://users.example.com',
  campaignsApi: 'https://campaigns.example.com',
  clientApi: 'https://client.example.com',
  productsApi: 'https://products.example.com',
};
const services = 'https://users.example.com https://campaigns.example.com https://client.example.com https://products.example.com';

let dist: string;
/** Writes the header files (and vercel.json beside dist/) as `npm run headers [-- --vercel]` would for `config`. */
function writeHeadersFor(config: HeaderConfig) {
  const headers = routeHeaders(config, inlineScriptHashes(dist));
  for (const [name, text] of Object.entries(headerFiles(headers))) writeFileSync(join(dist, name), text);
  writeFileSync(join(dist, '..', 'vercel.json'), vercelConfig(headers));
}
const vercelJson = () => join(dist, '..', 'vercel.json');

beforeEach(() => {
  const project = mkdtempSync(join(tmpdir(), 'headers-check-'));
  dist = join(project, 'dist');
  mkdirSync(join(dist, 'campanhas'), { recursive: true });
  const page = `<!doctype html><html><head><script>${ownInlineScripts()["BaseLayout's head script"]}</script></head><body>ok</body></html>`;
  for (const file of ['index.html', '404.html', 'campanhas/index.html']) writeFileSync(join(dist, file), page);
  writeFileSync(join(dist, 'config.json'), JSON.stringify(demo));
  writeHeadersFor(demo);
});
afterEach(() => rmSync(join(dist, '..'), { recursive: true, force: true }));

describe('the video hosts (R259)', () => {
  /** The policy's directives by name. */
  const policy = (config: HeaderConfig, route: 'page' | 'sign-in' = 'page'): Record<string, string> =>
    Object.fromEntries(
      contentSecurityPolicy(config, [], route)
        .split('; ')
        .map((directive): [string, string] => [directive.split(' ')[0]!, directive]),
    );

  it('are allowed in media-src and frame-src of the pages, as origins, and nowhere on the sign-in page', () => {
    const config = {
      ...production,
      videoHosts: ['www.youtube-nocookie.com', 'https://player.vimeo.com/', 'https://videos.example.com:8443'],
    };
    const videos = 'https://www.youtube-nocookie.com https://player.vimeo.com https://videos.example.com:8443';
    expect(policy(config)['media-src']).toBe(`media-src 'self' blob: mediastream: ${videos}`);
    expect(policy(config)['frame-src']).toBe(`frame-src ${videos}`);
    expect(policy(config)['connect-src']).toBe(`connect-src 'self' ${services}`);
    expect(policy(config, 'sign-in')['media-src']).toBe("media-src 'self' blob: mediastream:");
    expect(policy({ ...config, botCheckScriptUrl: 'https://bot-check.example.com/api.js' }, 'sign-in')['frame-src']).toBe(
      'frame-src https://bot-check.example.com',
    );
  });

  it('without any, nothing is framed and media come from the site only', () => {
    expect(policy(production)['frame-src']).toBe("frame-src 'none'");
    expect(policy(production)['media-src']).toBe("media-src 'self' blob: mediastream:");
    expect(videoHostSources(undefined)).toEqual([]);
  });

  it.each([
    ['not a list', 'www.youtube-nocookie.com', /videoHosts in \/config\.json: not a list/],
    ['a path', ['https://cdn.example.com/videos'], /"https:\/\/cdn\.example\.com\/videos" names no origin/],
    ['a wildcard', ['https://*.youtube.com'], /names no origin/],
    ['plain http on the network', ['http://videos.example.com'], /names no origin/],
    ['a directive smuggled in', ["www.youtube.com; script-src 'unsafe-inline'"], /names no origin/],
  ])('an entry that names no origin stops the headers step: %s', (_, videoHosts, message) => {
    expect(() => contentSecurityPolicy({ ...production, videoHosts }, [])).toThrow(message);
  });
});

describe('the field data endpoint (R266)', () => {
  const connectSrc = (config: HeaderConfig, route: 'page' | 'sign-in' = 'page') =>
    contentSecurityPolicy(config, [], route)
      .split('; ')
      .find((directive) => directive.startsWith('connect-src'));

  it('is allowed in connect-src of every page, sign-in included, by its origin', () => {
    const config = { ...production, telemetryUrl: 'https://rum.example.com/v1/collect?app=portal', telemetrySampleRate: 0.25 };
    expect(connectSrc(config)).toBe(`connect-src 'self' ${services} https://rum.example.com`);
    expect(connectSrc(config, 'sign-in')).toBe(`connect-src 'self' ${services} https://rum.example.com`);
    expect(telemetrySources(config)).toEqual(['https://rum.example.com']);
  });

  it('adds nothing without a telemetryUrl, nor when it is on a service host already', () => {
    expect(connectSrc(production)).toBe(`connect-src 'self' ${services}`);
    expect(connectSrc({ ...production, telemetrySampleRate: 0.5 })).toBe(`connect-src 'self' ${services}`);
    expect(connectSrc(demo)).toBe("connect-src 'self' http://localhost:4010");
    expect(demo.telemetryUrl).toBe('http://localhost:4010/__demo/telemetry');
  });

  it.each([
    ['a telemetryUrl that is no URL', { telemetryUrl: 'rum.example.com' }, /telemetryUrl: not an http\(s\) URL/],
    ['a telemetryUrl of another scheme', { telemetryUrl: 'javascript:alert(1)' }, /telemetryUrl: not an http\(s\) URL/],
    [
      'a sample rate above 1',
      { telemetryUrl: 'https://rum.example.com', telemetrySampleRate: 5 },
      /telemetrySampleRate: not a number from 0 to 1/,
    ],
    ['a sample rate as text', { telemetryUrl: 'https://rum.example.com', telemetrySampleRate: '0.5' }, /telemetrySampleRate/],
  ])('stops the headers step on %s', (_, telemetry, message) => {
    expect(() => contentSecurityPolicy({ ...production, ...telemetry }, [])).toThrow(message);
  });
});

describe("the bot-check script's hash (R294)", () => {
  const bot = { ...production, botCheckScriptUrl: 'https://bot-check.example.com/api.js' };
  const sha384 = `sha384-${createHash('sha384').update('window.botCheck = true;').digest('base64')}`;

  it('leaves the policy as it is without the hash', () => {
    expect(contentSecurityPolicy({ ...bot, botCheckScriptIntegrity: sha384 }, [], 'sign-in')).toBe(
      contentSecurityPolicy(bot, [], 'sign-in'),
    );
    expect(() => checkBotCheckIntegrity(bot)).not.toThrow();
  });

  it.each([
    ['another algorithm', `sha1-${createHash('sha1').update('x').digest('base64')}`],
    ['a digest of the wrong length', sha384.slice(0, -4)],
    ['two hashes', `${sha384} ${sha384}`],
    ['an empty string', ''],
    ['null', null],
  ])('stops the headers step, and its check, on %s', (_, botCheckScriptIntegrity) => {
    const config = { ...bot, botCheckScriptIntegrity };
    const message = /botCheckScriptIntegrity in \/config\.json: .* is not one SRI hash of the script .*R294/;
    expect(() => checkBotCheckIntegrity(config)).toThrow(message);
    expect(() => contentSecurityPolicy(config, [], 'sign-in')).toThrow(message);
    expect(() => headerMismatches(dist, config)).toThrow(message);
  });
});

describe('headerMismatches (R223)', () => {
  it('is empty when dist/ and vercel.json carry the headers of the config', () => {
    expect(headerMismatches(dist, demo, vercelJson())).toEqual([]);
  });

  it('names each file and the services it allows that the config does not, and those it lacks', () => {
    const problems = headerMismatches(dist, production, vercelJson());
    const connect = `connect-src allows http://localhost:4010 and lacks ${services}`;
    expect(problems.map((problem) => problem.split(':')[0])).toEqual([
      'dist/_headers',
      'dist/headers.nginx.conf',
      'dist/headers-signin.nginx.conf',
      'dist/headers.vercel.json',
      'vercel.json',
    ]);
    for (const problem of problems) expect(problem).toContain(connect);
  });

  it('names the bot-check script the sign-in page lacks, and only there', () => {
    const problems = headerMismatches(dist, { ...demo, botCheckScriptUrl: 'https://bot-check.example.com/api.js' });
    expect(problems).toEqual([
      "dist/_headers: script-src lacks https://bot-check.example.com/api.js; frame-src allows 'none' and lacks https://bot-check.example.com",
      "dist/headers-signin.nginx.conf: script-src lacks https://bot-check.example.com/api.js; frame-src allows 'none' and lacks https://bot-check.example.com",
      "dist/headers.vercel.json: script-src lacks https://bot-check.example.com/api.js; frame-src allows 'none' and lacks https://bot-check.example.com",
    ]);
  });

  it('names the bot-check script a sign-in page still allows when the config no longer names it', () => {
    writeHeadersFor({ ...demo, botCheckScriptUrl: 'https://bot-check.example.com/api.js' });
    expect(headerMismatches(dist, demo)).toEqual([
      "dist/_headers: script-src allows https://bot-check.example.com/api.js; frame-src allows https://bot-check.example.com and lacks 'none'",
      "dist/headers-signin.nginx.conf: script-src allows https://bot-check.example.com/api.js; frame-src allows https://bot-check.example.com and lacks 'none'",
      "dist/headers.vercel.json: script-src allows https://bot-check.example.com/api.js; frame-src allows https://bot-check.example.com and lacks 'none'",
    ]);
  });

  it('says a file is missing, and that a vercel.json without a policy has none (R224)', () => {
    rmSync(join(dist, '_headers'));
    writeFileSync(vercelJson(), vercelConfig({ page: {}, signIn: {}, editor: {} }));
    expect(headerMismatches(dist, demo, vercelJson())).toEqual(['dist/_headers is missing', 'vercel.json: no Content-Security-Policy']);
  });

  it('the message names the config and the command that writes its headers', () => {
    expect(headerMismatchMessage(['dist/_headers is missing'], 'dist/config.json', true)).toBe(
      [
        'The security headers were not written for dist/config.json and this build (docs/product-rules.md R223):',
        '  dist/_headers is missing',
        'Run: npm run headers -- --config dist/config.json --vercel',
      ].join('\n'),
    );
  });
});

describe('the local server (npm start, npm run serve)', () => {
  it('refuses to serve a build whose dist/config.json was replaced without npm run headers, naming the mismatch (R223)', () => {
    writeFileSync(join(dist, 'config.json'), JSON.stringify(production));
    expect(() => startStaticServer({ port: 0, distDir: dist })).toThrow(
      /not written for .*config\.json[\s\S]*dist\/_headers: img-src allows http:\/\/localhost:4010/,
    );
  });

  it('serves it once the headers are written for it (R223)', async () => {
    writeFileSync(join(dist, 'config.json'), JSON.stringify(production));
    writeHeadersFor(production);
    const server = await startStaticServer({ port: 0, distDir: dist });
    await server.close();
  });
});

describe('the FAQ’s editor (R319)', () => {
  it('has its own policy, allowed nothing from the site’s services, and the site’s allows none of its needs', () => {
    const headers = routeHeaders(production, []);
    expect(headers.editor['Content-Security-Policy']).toBe(editorContentSecurityPolicy());
    expect(headers.editor['Content-Security-Policy']).not.toContain('users.example.com');
    for (const policy of [headers.page, headers.signIn].map((set) => set['Content-Security-Policy']!)) {
      expect(policy).not.toContain('unsafe-eval');
      expect(policy).not.toContain('api.github.com');
    }
    expect(headers.editor['X-Robots-Tag']).toBe('noindex');
  });

  it('stops the headers step on editor settings the editor would refuse, and takes good ones', () => {
    expect(() => routeHeaders({ ...production, faqEditor: { repo: 'portal', authUrl: 'https://login.example.com' } }, [])).toThrow(
      /faqEditor\) está incompleta: repo/,
    );
    const good = { ...production, faqEditor: { repo: 'empresa/portal', authUrl: 'https://login.example.com' } };
    expect(routeHeaders(good, []).editor['Content-Security-Policy']).toBe(editorContentSecurityPolicy());
  });
});
