// What the benchmarks that open pages share (bench/repeat-visit.spec.ts, bench/first-visit.spec.ts,
// bench/responsiveness.spec.ts, bench/scale.spec.ts): a phone-like context signed in through its storage, a
// phone-sized window, and a visit throttled as Lighthouse's mobile preset.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { benchUrls } from '../playwright.bench.config.ts';
import { cpuSlowdown, fillCart, phoneViewport, signIn, slow4G } from './settings.ts';

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** How long one visit may take before it counts as a miss. */
export const visitTimeoutMs = 45_000;

/** A phone-like context, signed in through its storage (nothing visited yet: a cold cache). */
export function phoneContext(
  browser: Browser,
  { storageState, serviceWorkers = 'allow' }: { storageState?: StorageState; serviceWorkers?: 'allow' | 'block' } = {},
) {
  return browser.newContext({
    baseURL: benchUrls.site,
    viewport: phoneViewport,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    serviceWorkers,
    ...(storageState && { storageState }),
  });
}

/**
 * The storage a route is visited with, made once per kind and kept in `cache`: signed in, and for the cart
 * a line put in through the catalogue, as a user does; `signedOut` for the sign-in pages.
 */
export async function storageFor(browser: Browser, route: string, cache: Map<string, StorageState>): Promise<StorageState> {
  const key = route === '/pedidos/carrinho' ? 'cart' : route.startsWith('/auth/') ? 'signed-out' : 'session';
  const kept = cache.get(key);
  if (kept) return kept;
  const context = await phoneContext(browser);
  try {
    const page = await context.newPage();
    await signIn(page, { siteUrl: benchUrls.site, apiUrl: benchUrls.api, signedIn: key !== 'signed-out' });
    if (key === 'cart') await fillCart(page, benchUrls.site);
    // Only the storage: the worker and HTTP cache of this set-up context stay behind.
    const { origins } = await context.storageState();
    const state = { cookies: [], origins: origins.filter((o) => o.origin === benchUrls.site) };
    cache.set(key, state);
    return state;
  } finally {
    await context.close();
  }
}

/**
 * Opens `url` in a new page of `context`, throttled (`throttled: false`: at full speed, for a visit that
 * only prepares the next), and answers it with the page errors it will record.
 */
export async function throttledVisit(
  context: BrowserContext,
  url: string,
  beforeNavigation?: (page: Page) => Promise<void>,
  { throttled = true } = {},
) {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  await beforeNavigation?.(page);
  await page.goto(url, { waitUntil: 'load', timeout: visitTimeoutMs });
  return { page, errors };
}

/**
 * Gives the page a phone-sized viewport by resizing its window, not by emulation (its context has no
 * viewport): with an emulated one (Emulation.setDeviceMetricsOverride) headless Chromium drops every frame
 * for about 2 s after the first change on the list, which would add seconds to the first interactions.
 */
export async function phoneWindow(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  const { windowId } = await cdp.send('Browser.getWindowForTarget');
  const { width, height } = phoneViewport;
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { windowState: 'normal' } });
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width, height } });
  await page.waitForFunction((w) => innerWidth === w, width, { timeout: 5000 });
  // The window includes the browser's own bars: grow it by what they take.
  const inner = await page.evaluate(() => ({ width: innerWidth, height: innerHeight }));
  await cdp.send('Browser.setWindowBounds', { windowId, bounds: { width: 2 * width - inner.width, height: 2 * height - inner.height } });
  await page.waitForFunction(([w, h]) => innerWidth === w && innerHeight === h, [width, height] as const, { timeout: 5000 });
  await cdp.detach();
}
