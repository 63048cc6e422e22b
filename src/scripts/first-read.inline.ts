// Inlined in the head of a page with an early view (PortalLayout's `firstRead`; docs/performance.md,
// "Early view"). Framework-free, so the page's largest element does not wait for React, while the island
// scripts are fetched beside it as on every page:
// 1. sends the page's first read while the HTML is parsed;
// 2. draws its answer into the island's skeleton, from the page's <template id="early-view-template">
//    (src/lib/early-view.ts), and leaves the promise of that drawing in `self.firstView`, which the islands'
//    directive waits for (src/scripts/painted-directive.ts);
// 3. hands the answers of /config.json and of the read to the API client's own requests, once each.
// Built at build time (head-script.ts › firstReadScript); FIRST_READ, OTHER_VIEWS, POST_READ and
// PICTURE_FILE_FIELD are defined there.
import { fillFirstRead, type FirstRead } from '../lib/api/first-reads.ts';
import { isTokenExpired, type StoredToken } from '../lib/api/token.ts';
import { prosperaImageUrl } from '../lib/domain/prospera-image.ts';
import { drawEarlyView } from '../lib/early-view.ts';
import type { HeadScriptGlobals } from '../lib/stored-json.ts';

declare const FIRST_READ: FirstRead;
/** The read's `otherViews`, or null: then the build drops the check. */
declare const OTHER_VIEWS: readonly string[] | null;
/** Whether the read is a POST with a body; false: the build drops the POST's code. */
declare const POST_READ: boolean;
/** The read's `pictureFileField`, or null: then the build drops the rewrite (and prosperaImageUrl). */
declare const PICTURE_FILE_FIELD: string | null;

const parsed = new Promise<void>((resolve) =>
  document.readyState === 'loading' ? document.addEventListener('readystatechange', () => resolve(), { once: true }) : resolve(),
);
try {
  // The session as the head script read it, before this one (src/scripts/session-hints.inline.ts).
  const session = (self as HeadScriptGlobals).storedSession;
  const token = session?.token as StoredToken | undefined;
  // Signed out, a token the API client renews before any call, or an address that opens another view of the
  // page: nothing to send early.
  const read =
    session && token && !isTokenExpired(token, Date.now()) && !OTHER_VIEWS?.includes(location.hash)
      ? fillFirstRead(FIRST_READ, { clientCode: session.user.current_client!.clientCode as string, pathname: location.pathname })
      : undefined;
  // A body that is not JSON once filled (a segment that is no number) is no call the screen would make.
  if (POST_READ && read) JSON.parse(read.body!);
  if (read) {
    const headers: Record<string, string> = { ...read.headers, Authorization: `Bearer ${token!.access_token}` };
    const platformFetch = window.fetch.bind(window);
    // The API client's own request of /config.json is handed this answer, so the file is not asked for twice.
    const configAnswer = platformFetch('/config.json');
    let configHandedOver = false;
    const sent = configAnswer
      .then((answer) => answer.clone().json())
      .then((config: Record<string, string>) => {
        const url = config[FIRST_READ.service]!.replace(/\/+$/, '') + read.path;
        const answer = platformFetch(
          url,
          POST_READ ? { method: 'POST', headers, body: read.body!, cache: 'no-store' } : { headers, cache: 'no-store' },
        );
        answer.catch(() => undefined); // a failure is the API client's to handle when it asks, not an uncaught error
        return { url, answer };
      });
    sent.catch(() => undefined);
    // A service worker serves the scripts from this device, and the screen may draw kept answers before any
    // network answer: nothing to draw early. Otherwise the islands run once this drawing is painted, or
    // once there is nothing to draw (src/scripts/painted-directive.ts reads `firstView`).
    if (!navigator.serviceWorker?.controller)
      (self as { firstView?: Promise<unknown> }).firstView = sent
        .then(({ answer }) => answer)
        .then((answer) =>
          answer.ok
            ? PICTURE_FILE_FIELD
              ? // The screen draws a prospera picture from the portal's address of its file: so does the early view.
                answer
                  .clone()
                  .text()
                  .then(
                    (text) =>
                      JSON.parse(text, (key, value: unknown) =>
                        key === PICTURE_FILE_FIELD ? prosperaImageUrl(value as string) : value,
                      ) as unknown,
                  )
              : answer.clone().json()
            : undefined,
        )
        .then((data: unknown) => parsed.then(() => data !== undefined && drawEarlyView(document, data)))
        .catch(() => undefined);
    // Headers iterate sorted, names in lower case: one text per set.
    const sameHeaders = (init: RequestInit | undefined) => String([...new Headers(init?.headers)]) === String([...new Headers(headers)]);
    window.fetch = (input, init) => {
      if (input === '/config.json' && !configHandedOver) {
        configHandedOver = true;
        return configAnswer.catch(() => platformFetch(input, init));
      }
      if (
        typeof input !== 'string' ||
        !input.endsWith(read.path) ||
        (init?.method ?? 'GET') !== (POST_READ ? 'POST' : 'GET') ||
        (POST_READ && init!.body !== read.body)
      )
        return platformFetch(input, init);
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
