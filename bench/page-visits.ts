// What the benchmarks that open pages share (bench/repeat-visit.spec.ts, bench/first-visit.spec.ts): a
// phone-like context signed in through its storage, and a visit throttled as Lighthouse's mobile preset.
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
