// The first-read script as the build inlines it (src/scripts/first-read.inline.ts; docs/performance.md,
// "First reads"), run against a fake browser: what it sends, when it sends nothing, and what it hands to
// the API client's own calls.
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { firstReadScript } from '../../../src/layouts/head-script.ts';
import { fillFirstRead, firstReads } from '../../../src/lib/api/first-reads.ts';
import { localKeys } from '../../../src/lib/storage-keys.ts';

const config = { clientApi: 'https://api.test/client-api/', campaignsApi: 'https://api.test/campaigns' };
const ordersUrl = 'https://api.test/client-api/client/my-updated-orders?dias_pedido=45&type=todos';
const now = Date.UTC(2026, 10, 26, 12);
const session = (issuedAt = now / 1000 - 60) => ({
  token: { access_token: 'tok-1', expires_in: 3600, token_type: 'Bearer', issued_at: issuedAt },
  user: { current_client: { clientCode: '100234' } },
});
const bearer = { Authorization: 'Bearer tok-1' };

interface Sent {
  url: string;
  init: RequestInit | undefined;
}

/** A page with the script in its head: its stored session, and a network that answers each address once asked. */
function page(stored: unknown, network: (url: string) => Promise<Response> = (url) => Promise.resolve(answerFor(url))) {
  const sent: Sent[] = [];
  const platformFetch = (url: string, init?: RequestInit) => {
    sent.push({ url, init });
    return network(url);
  };
  const window: Record<string, unknown> = {
    fetch: platformFetch,
    localStorage: { getItem: (key: string) => (key === localKeys.session && stored !== undefined ? JSON.stringify(stored) : null) },
    location: { pathname: '/pedidos' },
    Headers,
    Date: { now: () => now },
    JSON,
    Object,
    Promise,
  };
  window['window'] = window;
  runInNewContext(firstReadScript('orders'), window);
  const fetch = (url: string, init?: RequestInit) => (window['fetch'] as typeof platformFetch)(url, init);
  return { sent, fetch, window, platformFetch };
}

const answerFor = (url: string) => new Response(url === '/config.json' ? JSON.stringify(config) : JSON.stringify({ for: url }));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the first read (/pedidos)', () => {
  it('is the call the portal makes, its client code and path segments filled in', () => {
    expect(fillFirstRead(firstReads.orders, { clientCode: '100234', pathname: '/pedidos' })).toEqual({
      path: '/client/my-updated-orders?dias_pedido=45&type=todos',
      headers: {},
    });
    const read = { service: 'campaignsApi' as const, path: '/c/{2}', headers: { client: '{client}', campaign: '{2}' } };
    expect(fillFirstRead(read, { clientCode: '1', pathname: '/campanhas/a%20b' })).toEqual({
      path: '/c/a%20b',
      headers: { client: '1', campaign: 'a b' },
    });
    expect(fillFirstRead(read, { clientCode: '1', pathname: '/campanhas' })).toBeUndefined();
  });

  it('signed out, with an expired token or an unreadable session, sends nothing and leaves fetch alone', async () => {
    for (const stored of [undefined, session(now / 1000 - 7200), { token: 'nope' }]) {
      const { sent, window, platformFetch } = page(stored);
      await settle();
      expect(sent).toEqual([]);
      expect(window['fetch']).toBe(platformFetch);
    }
  });

  it('reads /config.json, then sends the read with the bearer and no HTTP cache', async () => {
    const { sent } = page(session());
    await settle();
    expect(sent.map((s) => s.url)).toEqual(['/config.json', ordersUrl]);
    expect(sent[1]!.init).toEqual({ headers: bearer, cache: 'no-store' });
  });

  it("hands its answers to the API client's same calls, once each, and then steps aside", async () => {
    const { sent, fetch } = page(session());
    const configAnswer = await fetch('/config.json', {});
    expect(await configAnswer.json()).toEqual(config);
    const answer = await fetch(ordersUrl, { method: 'GET', headers: { ...bearer }, cache: 'no-store' });
    expect(await answer.json()).toEqual({ for: ordersUrl });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', ordersUrl]);
    await fetch('/config.json');
    await fetch(ordersUrl, { headers: bearer });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', ordersUrl, '/config.json', ordersUrl]);
  });

  it('a call with other headers (another user, another token) goes to the network itself', async () => {
    const { sent, fetch } = page(session());
    await fetch('/config.json');
    await fetch(ordersUrl, { headers: { Authorization: 'Bearer tok-2' } });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', ordersUrl, ordersUrl]);
    expect(new Headers(sent[2]!.init?.headers).get('authorization')).toBe('Bearer tok-2');
  });

  it('an early read that failed on the network is tried again by the call, as the call would have', async () => {
    let orders = 0;
    const { sent, fetch } = page(session(), (url) =>
      url === ordersUrl && orders++ === 0 ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve(answerFor(url)),
    );
    await fetch('/config.json');
    const answer = await fetch(ordersUrl, { headers: bearer });
    expect(await answer.json()).toEqual({ for: ordersUrl });
    expect(sent.map((s) => s.url)).toEqual(['/config.json', ordersUrl, ordersUrl]);
  });

  it("the call's abort (its timeout, or its caller's) ends the wait with the abort's reason", async () => {
    const { fetch } = page(session(), (url) =>
      url === ordersUrl ? new Promise<Response>(() => undefined) : Promise.resolve(answerFor(url)),
    );
    await fetch('/config.json');
    const controller = new AbortController();
    const call = fetch(ordersUrl, { headers: bearer, signal: controller.signal });
    controller.abort(new Error('timed out'));
    await expect(call).rejects.toThrow('timed out');
  });
});
