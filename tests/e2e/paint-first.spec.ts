// A page whose largest element is in the build's HTML asks for its islands' scripts only once the
// document is parsed and its frame drawn (docs/performance.md, "Paint first"); before, they were asked
// for while the head was read. A data route without an early view, whose first call waits for its scripts,
// still does that (one with an early view holds them until it is drawn: early-view.spec.ts).
// (Against the first paint's own timestamp this cannot be checked here: headless Chromium without a
// GPU reports it up to ~150 ms after the frame was drawn.) Nothing of it reads the screen: desktop only.
import type { Page } from '@playwright/test';
import { expect, fillCart, signIn, test } from './fixtures.ts';

/** When the page asked for React (the islands' renderer) and when its document was parsed, in ms. */
async function rendererAndParsed(page: Page) {
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0); // every island has started
  return page.evaluate(() => ({
    renderer: performance.getEntriesByType('resource').find((r) => /\/_astro\/client\.[\w-]+\.js$/.test(r.name))!.startTime,
    parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
  }));
}

test.describe('paint first @desktop-only', () => {
  for (const path of ['/auth/signin', '/auth/reset-password', '/auth/signup/400001/52998224725']) {
    test(`${path} asks for its islands' scripts once parsed and drawn`, async ({ page }) => {
      await page.goto(path);
      const { renderer, parsed } = await rendererAndParsed(page);
      expect(renderer).toBeGreaterThan(parsed);
    });
  }

  for (const path of ['/produtos', '/equipamentos']) {
    test(`${path} asks for its islands' scripts once parsed and drawn`, async ({ page, request }) => {
      await signIn(page, request);
      await page.goto(path);
      const { renderer, parsed } = await rendererAndParsed(page);
      expect(renderer).toBeGreaterThan(parsed);
    });
  }

  test('the preloads go into the head in a task before the one that runs the island scripts', async ({ page }) => {
    // A mutation observer's callback runs once the task that changed the DOM has finished its script: when
    // the island scripts run in that same task, they find it not yet called.
    await page.addInitScript(() => {
      const seen = { preloads: false, preloadsWhenIslandsStarted: null as boolean | null };
      Object.assign(window, { __seen: seen });
      new MutationObserver((records) => {
        if (records.some((r) => [...r.addedNodes].some((n) => n instanceof HTMLLinkElement && n.rel === 'modulepreload')))
          seen.preloads = true;
      }).observe(document, { childList: true, subtree: true });
      addEventListener('astro:load', () => (seen.preloadsWhenIslandsStarted ??= seen.preloads));
    });
    await page.goto('/auth/signin');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    expect(await page.evaluate(() => (window as unknown as { __seen: unknown }).__seen)).toEqual({
      preloads: true,
      preloadsWhenIslandsStarted: true,
    });
  });

  test('a page that never reports its first contentful paint still gets its scripts, 3 s after parsing', async ({ page }) => {
    // As if all of it were hidden: no paint entry ever comes.
    await page.addInitScript(() => {
      class SilentObserver {
        static supportedEntryTypes = ['paint'];
        observe() {}
        disconnect() {}
      }
      Object.assign(window, { PerformanceObserver: SilentObserver });
    });
    await page.goto('/auth/signin');
    const { renderer, parsed } = await rendererAndParsed(page);
    expect(renderer - parsed).toBeGreaterThan(2900);
  });

  test('/pedidos/carrinho, a data route without an early view, asks for them while its head is read', async ({ page, request }) => {
    await signIn(page, request);
    // An empty cart sends the client to the catalogue.
    await fillCart(page);
    await page.goto('/pedidos/carrinho');
    await expect(page).toHaveURL(/\/pedidos\/carrinho$/);
    const { renderer, parsed } = await rendererAndParsed(page);
    expect(renderer).toBeLessThan(parsed);
  });
});
