// When an element nears the screen (src/lib/near-screen.ts): one observer for the page, each element's
// callback once, a cancel that holds, and at once where the browser has no IntersectionObserver (R299).
import { afterEach, describe, expect, it, vi } from 'vitest';

type Entry = { target: object; isIntersecting: boolean };
let fire: (entries: Entry[]) => void = () => undefined;
const created: Array<{ options: unknown; observed: Set<object> }> = [];

class FakeObserver {
  observed = new Set<object>();
  constructor(callback: (entries: Entry[]) => void, options: unknown) {
    fire = callback;
    created.push({ options, observed: this.observed });
  }
  observe(element: object) {
    this.observed.add(element);
  }
  unobserve(element: object) {
    this.observed.delete(element);
  }
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  created.length = 0;
});

/** A stand-in element: the observer only keeps and compares it. */
const element = () => ({}) as Element;

async function load() {
  return import('../../src/lib/near-screen.ts');
}

describe('whenNearScreen (R299)', () => {
  it('calls back once an element is near, once, from one observer with a screen of margin', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { whenNearScreen } = await load();
    const [a, b] = [element(), element()];
    const nearA = vi.fn();
    const nearB = vi.fn();
    whenNearScreen(a, nearA);
    whenNearScreen(b, nearB);
    expect(created).toHaveLength(1);
    expect(created[0]!.options).toEqual({ rootMargin: '800px 0px' });
    fire([
      { target: a, isIntersecting: true },
      { target: b, isIntersecting: false },
    ]);
    expect(nearA).toHaveBeenCalledTimes(1);
    expect(nearB).not.toHaveBeenCalled();
    expect([...created[0]!.observed]).toEqual([b]);
    fire([{ target: a, isIntersecting: true }]);
    expect(nearA).toHaveBeenCalledTimes(1);
  });

  it('a cancelled wait never calls back', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const { whenNearScreen } = await load();
    const target = element();
    const near = vi.fn();
    whenNearScreen(target, near)();
    fire([{ target, isIntersecting: true }]);
    expect(near).not.toHaveBeenCalled();
    expect(created[0]!.observed.size).toBe(0);
  });

  it('without IntersectionObserver, calls back at once', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const { whenNearScreen } = await load();
    const near = vi.fn();
    const cancel = whenNearScreen(element(), near);
    expect(near).toHaveBeenCalledTimes(1);
    expect(cancel()).toBeUndefined();
  });
});
