// The first-read script as the build inlines it (src/scripts/first-read.inline.ts; docs/performance.md,
// "Early view"), run against a fake browser: what it sends, when it sends nothing, what it hands to the API
// client's own calls, and that it holds nothing back. Its drawing: early-view.test.ts, e2e.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstReadScript, headScript } from '../../../src/layouts/head-script.ts';
import { fillFirstRead, firstReads, type FirstReadName } from '../../../src/lib/api/first-reads.ts';
import { localKeys } from '../../../src/lib/storage-keys.ts';

const config = { clientApi: 'https://api.test/client-api/', campaignsApi: 'https://api.test/campaigns' };
const campaignUrl = 'https://api.test/campaigns/campaigns/flexibles/campaigns/data';
const now = Date.UTC(2026, 10, 26, 12);
const session = (issuedAt = now / 1000 - 60) => ({
  token: { access_token: 'tok-1', expires_in: 3600, token_type: 'Bearer', issued_at: issuedAt },
  user: { current_client: { clientCode: '100234' } },
});
const bearer = { Authorization: 'Bearer tok-1' };
const campaignHeaders = { flexibleclientid: '100234', flexiblecampaignid: '101', ...bearer };

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** A page with the script in its head: its stored session, and a network that answers each address once asked. */
function page(
  stored: unknown,
  network: (url: string) => Promise<Response> = (url) => Promise.resolve(answerFor(url)),
  options: { serviceWorker?: boolean; read?: FirstReadName; location?: { pathname: string; hash: string }; blockedStorage?: boolean } = {},
) {
  const sent: Sent[] = [];
  const platformFetch = (url: string, init?: RequestInit) => {
    sent.push({ url, init });
    return network(url);
  };
  const timers: { ms: number; run: () => void }[] = [];
  // Where a script that held the island scripts back would put them (it must not: they load as on every page).
  const head: unknown[] = [];
  const document = {
    readyState: 'interactive',
    // No early-view template on this page: what the script draws is early-view.test.ts's and e2e's.
    getElementById: () => null,
    importNode: (content: unknown) => content,
    head: { append: (node: unknown) => head.push(node) },
    addEventListener: () => undefined,
    documentElement: { dataset: {} },
  };
  const window: Record<string, unknown> = {
    fetch: platformFetch,
    localStorage: {
      getItem: (key: string) => {
        if (options.blockedStorage) throw new Error('SecurityError');
        return key === localKeys.session && stored !== undefined ? JSON.stringify(stored) : null;
      },
    },
    location: options.location ?? { pathname: '/campanhas/101', hash: '' },
    navigator: options.serviceWorker ? { serviceWorker: { controller: {} } } : {},
    document,
    setTimeout: (run: () => void, ms = 0) => timers.push({ ms, run }),
    requestAnimationFrame: (run: () => void) => timers.push({ ms: 0, run }),
    Headers,
    Date: { now: () => now },
    JSON,
    Object,
    Promise,
    String,
  };
  window['window'] = window;
  window['self'] = window;
  // As on a page: BaseLayout's head script reads the session first, and the first read takes it from there.
  runInNewContext(headScript(), window);
  runInNewContext(firstReadScript(options.read ?? 'campaignProgress'), window);
  const fetch = (url: string, init?: RequestInit) => (window['fetch'] as typeof platformFetch)(url, init);
  /** Runs the frames and timers due so far (those under `upToMs`), as a browser would. */
  const tick = (upToMs = 0) => {
    for (let due = timers.filter((t) => t.ms <= upToMs); due.length; due = timers.filter((t) => t.ms <= upToMs))
      for (const timer of due) {
        timers.splice(timers.indexOf(timer), 1);
        timer.run();
      }
  };
  return { sent, fetch, window, platformFetch, head, tick, timers };
}

const answerFor = (url: string) => new Response(url === '/config.json' ? JSON.stringify(config) : JSON.stringify({ for: url }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first read (/campanhas/101)', () => {
  it('is the call the portal makes, its client code and path segments filled in as the address has them', () => {
    expect(fillFirstRead(firstReads.campaignProgress, { clientCode: '100234', pathname: '/campanhas/101' })).toEqual({
      service: 'campaignsApi',
      path: '/campaigns/flexibles/campaigns/data',
      headers: { flexibleclientid: '100234', flexiblecampaignid: '101' },
    });
    const read = { service: 'campaignsApi' as const, path: '/c/{2}', headers: { client: '{client}', campaign: '{2}' } };
    expect(fillFirstRead(read, { clientCode: '1', pathname: '/campanhas/a%20b' })).toEqual({
      service: 'campaignsApi',
      path: '/c/a%20b',
      headers: { client: '1', campaign: 'a%20b' },
    });
    expect(fillFirstRead(read, { clientCode: '1', pathname: '/campanhas' })).toBeUndefined();
    expect(fillFirstRead(read, { clientCode: '1', pathname: '/campanhas/' })).toBeUndefined();
  });

  it('is not sent when the address’s hash opens another view of the page (/cofiguracao’s other tabs)', async () => {
    for (const hash of ['', '#geral', '#senha', '#equipe', '#notificacao']) {
      const { sent } = page(session(), undefined, { read: 'accountGeneral', location: { pathname: '/cofiguracao', hash } });
      await settle();
      expect(sent.map((s) => s.url)).toEqual(
        ['', '#geral'].includes(hash) ? ['/config.json', 'https://api.test/client-api/client/general'] : [],
      );
    }
  });

  it('carries the check of the hash only on a page whose read names other views', () => {
    expect(firstReadScript('campaignProgress')).not.toContain('location.hash');
    expect(firstReadScript('accountGeneral')).toContain('location.hash');
  });

  it('signed out, with an expired token or an unreadable session, sends nothing and leaves fetch alone', async () => {
    for (const stored of [undefined, session(now / 1000 - 7200), { token: 'nope' }]) {
      const { sent, window, platformFetch } = page(stored);
      await settle();
      expect(sent).toEqual([]);
      expect(window['fetch']).toBe(platformFetch);
    }
  });

  it("sends nothing for a session a newer build wrote, which the stores read as none (R305); this build's version is read", async () => {
    const newer = page({ ...session(), v: 2 });
    await settle();
    expect(newer.sent).toEqual([]);
    expect(newer.window['fetch']).toBe(newer.platformFetch);
    const current = page({ ...session(), v: 1 });
    await settle();
    expect(current.sent.map((s) => s.url)).toEqual(['/config.json', campaignUrl]);
  });

  it('sends nothing when storage is blocked (the head script could not read it)', async () => {
    const { sent } = page(session(), undefined, { blockedStorage: true });
    await settle();
    expect(sent).toEqual([]);
  });

  it('reads /config.json, then sends the read with the bearer and no HTTP cache', async () => {
    const { sent } = page(session());
    await settle();
    expect(sent.map((s) => s.url)).toEqual(['/config.json', campaignUrl]);
    expect(sent[1]!.init).toEqual({ headers: campaignHeaders, cache: 'no-store' });
  });

  it("hands its answers to the API client's same calls, once each, and then steps aside", async () => {
    const { sent, fetch } = page(session());
    const configAnswer = await fetch('/config.json', {});
    expect(await configAnswer.json()).toEqual(config);
    const answer = await fetch(campaignUrl, { method: 'GET', headers: { ...campaignHeaders }, cache: 'no-store' });
    expect(await answer.json()).toEqual({ for: campaignUrl });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', campaignUrl]);
    await fetch('/config.json');
    await fetch(campaignUrl, { headers: campaignHeaders });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', campaignUrl, '/config.json', campaignUrl]);
  });

  it('a call with other headers (another user, another token) goes to the network itself', async () => {
    const { sent, fetch } = page(session());
    await fetch('/config.json');
    await fetch(campaignUrl, { headers: { ...campaignHeaders, Authorization: 'Bearer tok-2' } });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', campaignUrl, campaignUrl]);
    expect(new Headers(sent[2]!.init?.headers).get('authorization')).toBe('Bearer tok-2');
  });

  it('an early read that failed on the network is tried again by the call, as the call would have', async () => {
    let orders = 0;
    const { sent, fetch } = page(session(), (url) =>
      url === campaignUrl && orders++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answerFor(url)),
    );
    await fetch('/config.json');
    const answer = await fetch(campaignUrl, { headers: campaignHeaders });
    expect(await answer.json()).toEqual({ for: campaignUrl });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', campaignUrl, campaignUrl]);
  });

  it("the call's abort (its timeout, or its caller's) ends the wait with the abort's reason", async () => {
    const { fetch } = page(session(), (url) =>
      url === campaignUrl ? new Promise<Response>(() => undefined) : Promise.resolve(answerFor(url)),
    );
    await fetch('/config.json');
    const controller = new AbortController();
    const call = fetch(campaignUrl, { headers: campaignHeaders, signal: controller.signal });
    controller.abort(new Error('timed out'));
    await expect(call).rejects.toThrow('timed out');
  });

  it("holds nothing back: the page's scripts load beside the read, which sets no timer, adds nothing to the head and leaves its drawing's promise to the islands", async () => {
    for (const options of [{}, { serviceWorker: true }]) {
      const { head, tick, sent, timers, window } = page(session(), undefined, options);
      expect(timers).toEqual([]);
      // The islands' directive waits for its drawing's promise; with a worker in charge nothing is drawn early.
      expect(window['firstView'] instanceof Promise).toBe(!('serviceWorker' in options));
      await settle();
      tick(60_000);
      expect(head).toEqual([]);
      // With a worker in charge the read still goes, for the screen to take (it draws nothing early then).
      expect(sent.map((s) => s.url)).toEqual(['/config.json', campaignUrl]);
    }
  });
});

describe('a POST first read (/campanhas-prospera/detalhes/31/PDV)', () => {
  const bannersUrl = 'https://api.test/campaigns/oldCampaign/pegarBannersCampanha';
  // As the API client sends getProsperaCampaignBanners(31, 'PDV'): its JSON body, and ofetch's headers for it.
  const body = JSON.stringify({ campaignId: 31, type: 'PDV' });
  const headers = { 'Content-Type': 'application/json', accept: 'application/json', ...bearer };
  const prospera = (pathname = '/campanhas-prospera/detalhes/31/PDV') =>
    page(session(), undefined, { read: 'prosperaDetails', location: { pathname, hash: '' } });

  it('sends the body the screen sends, the id as a number', async () => {
    const { sent } = prospera();
    await settle();
    expect(sent.map((s) => s.url)).toEqual(['/config.json', bannersUrl]);
    expect(sent[1]!.init).toEqual({ method: 'POST', headers, body, cache: 'no-store' });
  });

  it('sends nothing when the address has no number for the id (the screen finds no campaign there)', async () => {
    for (const pathname of [
      '/campanhas-prospera/detalhes/_/_',
      '/campanhas-prospera/detalhes/abc/PDV',
      '/campanhas-prospera/detalhes/31',
    ]) {
      const { sent, window, platformFetch } = prospera(pathname);
      await settle();
      expect(sent).toEqual([]);
      expect(window['fetch']).toBe(platformFetch);
    }
  });

  it('hands its answer to the same POST only: another body, or a GET of that address, goes itself', async () => {
    const { sent, fetch } = prospera();
    await fetch('/config.json');
    await settle();
    await fetch(bannersUrl, { method: 'POST', headers, body: JSON.stringify({ campaignId: 32, type: 'PDV' }) });
    await fetch(bannersUrl, { headers });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', bannersUrl, bannersUrl, bannersUrl]);
    const answer = await fetch(bannersUrl, { method: 'POST', headers, body });
    expect(await answer.json()).toEqual({ for: bannersUrl });
    expect(sent).toHaveLength(4);
  });

  it('is the only page whose script carries the POST and the pictures’ rewrite', () => {
    for (const name of Object.keys(firstReads) as FirstReadName[]) {
      const script = firstReadScript(name);
      expect(script.includes('POST'), name).toBe(name === 'prosperaDetails');
      expect(script.includes('/img/campanhas/'), name).toBe(name === 'prosperaDetails');
    }
  });
});
