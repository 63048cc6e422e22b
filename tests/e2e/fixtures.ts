// Shared e2e fixtures: the demo API's address, demo logins, signing in through the API (for
// journeys that are not about signing in), and guards that fail a test on any page error, any CSP
// violation and any page of ours served without a Content-Security-Policy header.
import { test as base, expect, type APIRequestContext, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { faultServers, mainServers, type ServerSet } from '../../playwright.config.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

/** The demo API, the site and the plain static host of this worker's project (playwright.config.ts); set
 * once per worker, before any test, by the `servers` fixture below. */
export let apiUrl = '';
export let siteUrl = '';
export let plainHostUrl = '';

function useServers(servers: ServerSet): void {
  apiUrl = `http://localhost:${servers.apiPort}`;
  siteUrl = `http://localhost:${servers.sitePort}`;
  plainHostUrl = `http://localhost:${servers.plainHostPort}`;
}
useServers(mainServers);

/** The demo API's seeded logins (demo-api/README.md). */
export const logins = {
  store: { username: '12345678909', password: 'Demo@123', clientCode: '100001' },
  noStore: { username: '11222333000181', password: 'Demo@123', clientCode: '200001' },
  /** Only for tests that change the account itself (password, photo): see settings.spec.ts. */
  settings: { username: '11144477735', password: 'Demo@123', clientCode: '600001' },
} as const;

export const storageKeys = {
  session: localKeys.session,
  consent: localKeys.cookieConsent,
  companies: localKeys.companies,
  companiesCachedAt: localKeys.companiesCachedAt,
  clientData: localKeys.clientData,
} as const;

/** Signs in against the demo API and returns what the portal stores as its session. */
export async function apiSession(request: APIRequestContext, login: { username: string; password: string }) {
  const response = await request.post(`${apiUrl}/users/auth/login`, { data: { username: login.username, password: login.password } });
  expect(response.ok(), await response.text()).toBe(true);
  const { user, ...token } = (await response.json()) as { user: unknown; access_token: string; expires_in: number; token_type: string };
  return { token: { ...token, issued_at: Math.floor(Date.now() / 1000) }, user };
}

/** Puts a session (and optionally the cookie consent) in the storage of the page's origin (the site
 * unless the page is already on one of our servers). From the site's bare config file: a page of the
 * portal would load and run its scripts first, a cost every signed-in test paid. */
export async function storeSession(page: Page, session: unknown, options: { consent?: boolean } = {}) {
  if (![siteUrl, plainHostUrl].some((origin) => page.url().startsWith(origin))) await page.goto('/config.json');
  await page.evaluate(
    ([keys, value, consent]) => {
      localStorage.setItem(keys.session, JSON.stringify(value));
      if (consent) localStorage.setItem(keys.consent, 'yes');
    },
    [storageKeys, session, options.consent ?? true] as const,
  );
}

/** Signs in through the demo API and stores the session in the page's origin. */
export async function signIn(
  page: Page,
  request: APIRequestContext,
  login: { username: string; password: string } = logins.store,
  options: { consent?: boolean } = {},
) {
  const session = await apiSession(request, login);
  await storeSession(page, session, options);
  return session;
}

/** Waits until the service worker is active and in charge of the page (it claims open pages on activation);
 * for the specs that allow workers (blocked elsewhere, playwright.config.ts). */
export async function workerInCharge(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && Boolean(navigator.serviceWorker.controller);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/**
 * Makes the demo API's answers say it is `at()` (their `Date` header), for a test that sets the phone's
 * clock to another time and means the calendar to move with it: the portal counts "today" by the services'
 * clock when the phone's is off (product-rules R297).
 */
export async function servicesClockAt(page: Page, at: () => number): Promise<void> {
  const apiPort = new URL(apiUrl).port;
  await page.route(
    (url) => url.port === apiPort,
    async (route) => {
      const response = await route.fetch();
      await route.fulfill({ response, headers: { ...response.headers(), date: new Date(at()).toUTCString() } });
    },
  );
}

/**
 * The context offline (or back online) for pages that navigate meanwhile. Playwright's `setOffline` cuts the
 * network, but in Debian's Chromium 150 a document a service worker serves while it is cut still reads
 * `navigator.onLine` as true and gets no `online` event when the network returns, which a phone never
 * does. The documents opened after this read the context's state instead, and one that missed the
 * change's event is sent it, as a phone's would be. A page that only watches the connection change needs no
 * more than `setOffline`.
 */
export async function setOffline(context: BrowserContext, offline: boolean): Promise<void> {
  if (!offlineFollowed.has(context)) {
    offlineFollowed.add(context);
    await context.addInitScript(() => {
      // eslint-disable-next-line @typescript-eslint/unbound-method -- the platform's getter, called on the navigator below
      const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')!.get!;
      Object.defineProperty(Navigator.prototype, 'onLine', {
        configurable: true,
        get(this: Navigator) {
          return document.cookie.includes('e2e-offline=1') ? false : (real.call(this) as boolean);
        },
      });
      const seen = { events: 0 };
      Object.assign(window, { e2eConnectionEvents: seen });
      for (const type of ['online', 'offline']) addEventListener(type, () => (seen.events += 1), true);
    });
  }
  const seenBefore = await Promise.all(context.pages().map((page) => connectionEvents(page)));
  const { hostname } = new URL(siteUrl);
  await context.addCookies([{ name: 'e2e-offline', value: offline ? '1' : '0', domain: hostname, path: '/' }]);
  await context.setOffline(offline);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await Promise.all(
    context.pages().map(async (page, i) => {
      const before = seenBefore[i];
      if (before === undefined || before !== (await connectionEvents(page))) return;
      await page.evaluate((type) => dispatchEvent(new Event(type)), offline ? 'offline' : 'online').catch(() => undefined);
    }),
  );
}
/** How many connection events the page's document has had (undefined: a page this helper does not follow). */
const connectionEvents = (page: Page) =>
  page
    .evaluate(() => (window as unknown as { e2eConnectionEvents?: { events: number } }).e2eConnectionEvents?.events)
    .catch(() => undefined);
const offlineFollowed = new WeakSet<BrowserContext>();

/** Counts the page's requests for persistent storage (window.persistAsked), the browser answering "not kept yet". */
export async function countStorageRequests(page: Page) {
  await page.addInitScript(() => {
    const counted = window as unknown as { persistAsked: number };
    counted.persistAsked = 0;
    Object.defineProperty(navigator.storage, 'persisted', { value: () => Promise.resolve(false) });
    Object.defineProperty(navigator.storage, 'persist', {
      value: () => {
        counted.persistAsked += 1;
        return Promise.resolve(false);
      },
    });
  });
}

/** Closes 'Pedido com entrega programada', which /produtos shows client 100001 (an order is in progress). */
export const dismissOrderInProgress = (page: Page) =>
  page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' }).click();

/**
 * Starts counting the page's layout shifts from now on; the returned function answers them once a frame and
 * 100 ms more have passed (what a part's late arrival moved: none, when it moves nothing).
 * `within`: only the shifts that move something inside the element it selects.
 */
export async function watchLayoutShifts(page: Page, within?: string): Promise<() => Promise<number[]>> {
  await page.evaluate((selector) => {
    const shifts: number[] = [];
    type Shift = PerformanceEntry & { value: number; sources?: Array<{ node?: Node | null }> };
    const counted = (entry: Shift) =>
      !selector || (entry.sources ?? []).some(({ node }) => (node instanceof Element ? node : node?.parentElement)?.closest(selector));
    new PerformanceObserver((entries) => {
      for (const entry of entries.getEntries() as Shift[]) if (counted(entry)) shifts.push(entry.value);
    }).observe({ type: 'layout-shift' });
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
  }, within);
  return async () => {
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    return page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  };
}

/** Puts 5 boxes of a beer in the cart through the catalogue (shared with the benchmarks). */
export { fillCart } from '../../bench/settings.ts';

export const test = base.extend<{ pageErrors: Error[]; cspViolations: string[] }, { servers: ServerSet }>({
  // The faults project has servers of its own; a worker runs one project's tests only.
  servers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, workerInfo) => {
      const servers = workerInfo.project.name === 'faults' ? faultServers : mainServers;
      useServers(servers);
      await use(servers);
    },
    { scope: 'worker', auto: true },
  ],
  // Every test fails on an uncaught error in the page.
  pageErrors: [
    async ({ page }, use) => {
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await use(errors);
      expect(errors, 'uncaught errors in the page').toEqual([]);
    },
    { auto: true },
  ],
  // ... and on any Content-Security-Policy violation, or any page of ours served without the policy, on
  // any page it visited.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      const documents: Array<Promise<void>> = [];
      page.on('response', (response) => {
        const url = response.url();
        if (response.request().resourceType() !== 'document' || ![siteUrl, plainHostUrl].some((origin) => url.startsWith(origin))) return;
        documents.push(
          response.allHeaders().then(
            (headers) => {
              if (!headers['content-security-policy']) violations.push(`[no csp header] ${response.status()} ${url}`);
            },
            () => undefined,
          ),
        );
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          console.error(`[csp-violation] ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}`);
        });
      });
      page.on('console', (message) => {
        if (message.text().startsWith('[csp-violation]')) violations.push(message.text());
      });
      await use(violations);
      await Promise.all(documents);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/** Presses Tab until `target` has the focus; fails when it is not reachable in `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 120) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < limit; presses++) {
    if (await isFocused(target)) return;
    await page.keyboard.press('Tab');
  }
  expect(await isFocused(target), `reachable with Tab: ${String(target)}`).toBe(true);
}

/**
 * The widest right edge of the main content's elements, in CSS px. On the phone project (a mobile device's
 * emulation) a page wider than the screen is zoomed out rather than scrolled sideways, so comparing the
 * document's scroll width with its client width cannot see it: each element's own edge can. For pages
 * without carousels (whose slides sit past the edge by design).
 */
export function widestContentEdge(page: Page): Promise<number> {
  return page.evaluate(() =>
    Math.max(0, ...[...document.querySelectorAll('main *')].map((element) => element.getBoundingClientRect().right)),
  );
}
