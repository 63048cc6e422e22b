// $online (product-rules R170): follows navigator.onLine through the online/offline events while read,
// and stays true outside a browser.
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
  vi.unstubAllGlobals();
});

/** A window whose connection the test switches, as the browser does with its events. */
function fakeBrowser(onLine: boolean) {
  const target = new EventTarget();
  const nav = { onLine };
  vi.stubGlobal('window', target);
  vi.stubGlobal('navigator', nav);
  return {
    go(online: boolean) {
      nav.onLine = online;
      target.dispatchEvent(new Event(online ? 'online' : 'offline'));
    },
    listeners: () => target,
  };
}

async function freshOnline() {
  vi.resetModules();
  return (await import('../../../src/lib/stores/online.ts')).$online;
}

describe('$online (R170)', () => {
  it('is true before anything reads it (the build and hydration draw the online HTML)', async () => {
    const browser = fakeBrowser(false);
    const $online = await freshOnline();
    expect($online.value).toBe(true);
    browser.go(false);
    expect($online.value).toBe(true);
  });

  it('reads navigator.onLine when first listened to, then follows the offline and online events', async () => {
    const browser = fakeBrowser(false);
    const $online = await freshOnline();
    const seen: boolean[] = [];
    const stop = $online.subscribe((online) => seen.push(online));
    expect($online.get()).toBe(false);
    browser.go(true);
    browser.go(false);
    browser.go(false);
    browser.go(true);
    expect(seen).toEqual([false, true, false, true]);
    stop();
  });

  it('stops listening once nobody reads it', async () => {
    vi.useFakeTimers();
    try {
      const browser = fakeBrowser(true);
      const $online = await freshOnline();
      const add = vi.spyOn(browser.listeners(), 'addEventListener');
      const remove = vi.spyOn(browser.listeners(), 'removeEventListener');
      const stop = $online.listen(() => undefined);
      expect(add.mock.calls.map(([type]) => type)).toEqual(['online', 'offline']);
      stop();
      // nanostores unmounts a store a moment after its last listener leaves.
      vi.runAllTimers();
      expect(remove.mock.calls.map(([type]) => type)).toEqual(['online', 'offline']);
      browser.go(false);
      expect($online.value).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays true outside a browser', async () => {
    const $online = await freshOnline();
    expect($online.get()).toBe(true);
  });
});
