// Inlined in the head of a page that has a first read (PortalLayout's `firstRead`; docs/performance.md,
// "First reads"): sends that read while the page's modules are still on their way, and hands its answer
// to the first fetch of the same address with the same headers, which is the API client's own call of it.
// Built at build time (head-script.ts › firstReadScript); FIRST_READ and SESSION_KEY are defined there.
import { fillFirstRead, type FirstRead } from '../lib/api/first-reads.ts';
import { isTokenExpired, type StoredToken } from '../lib/api/token.ts';

declare const FIRST_READ: FirstRead;
declare const SESSION_KEY: string;

interface StoredSession {
  token: StoredToken;
  user: { current_client: { clientCode: string } };
}

try {
  const session = JSON.parse(localStorage.getItem(SESSION_KEY) ?? 'null') as StoredSession | null;
  const token = session?.token;
  // Signed out, or a token the API client renews before any call: nothing to send early.
  const read =
    session && token && !isTokenExpired(token, Date.now())
      ? fillFirstRead(FIRST_READ, { clientCode: session.user.current_client.clientCode, pathname: location.pathname })
      : undefined;
  if (read) {
    const headers: Record<string, string> = { ...read.headers, Authorization: `Bearer ${token!.access_token}` };
    const platformFetch = window.fetch.bind(window);
    // The layout preloads /config.json, and a preload serves one request: this one, which the API client's
    // own request of /config.json is then handed, so the file is not asked for twice.
    const configAnswer = platformFetch('/config.json');
    let configHandedOver = false;
    const sent = configAnswer
      .then((answer) => answer.clone().json())
      .then((config: Record<string, string>) => {
        const url = config[FIRST_READ.service]!.replace(/\/+$/, '') + read.path;
        const answer = platformFetch(url, { headers, cache: 'no-store' });
        answer.catch(() => undefined); // a failure is the API client's to handle when it asks, not an uncaught error
        return { url, answer };
      });
    sent.catch(() => undefined);
    const sameHeaders = (init: RequestInit | undefined) => {
      const asked = new Headers(init?.headers);
      return (
        [...asked.keys()].length === Object.keys(headers).length &&
        Object.entries(headers).every(([name, value]) => asked.get(name) === value)
      );
    };
    window.fetch = (input, init) => {
      if (input === '/config.json' && !configHandedOver) {
        configHandedOver = true;
        return configAnswer.catch(() => platformFetch(input, init));
      }
      if (typeof input !== 'string' || !input.endsWith(read.path) || (init?.method ?? 'GET') !== 'GET') return platformFetch(input, init);
      // One handoff at most: the first call of this path takes the answer or goes to the network itself.
      window.fetch = platformFetch;
      const again = () => platformFetch(input, init);
      const signal = init?.signal;
      return new Promise<Response>((resolve, reject) => {
        // The call's abort (its timeout, its caller's) ends the wait, as it would end its own request.
        if (signal?.aborted) return reject(signal.reason as Error);
        signal?.addEventListener('abort', () => reject(signal.reason as Error));
        // Another address or other headers (another user, a renewed token): the call goes itself. An early
        // read that failed on the network is tried again by the call, as the call would have.
        sent.then(({ url, answer }) => (url === input && sameHeaders(init) ? answer.catch(again) : again()), again).then(resolve, reject);
      });
    };
  }
} catch {
  // A session that cannot be read: the page's own code deals with it.
}
