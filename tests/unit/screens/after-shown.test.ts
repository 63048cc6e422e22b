// after-shown.ts: the marked element's paint report (Element Timing), or the cap, whichever comes first,
// once; after the next frame where the browser has no Element Timing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterShown } from '../../../src/lib/screens/after-shown.ts';

type Report = (list: { getEntries(): Array<{ identifier?: string }> }) => void;

/** A PerformanceObserver that knows Element Timing, whose reports the test sends. */
class FakeObserver {
  static supportedEntryTypes = ['element', 'largest-contentful-paint'];
  static last: FakeObserver | undefined;
  options: unknown;
  disconnected = false;
  readonly callback: Report;
  constructor(callback: Report) {
    this.callback = callback;
    FakeObserver.last = this;
  }
  observe(options: unknown) {
    this.options = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  report(...identifiers: string[]) {
    this.callback({ getEntries: () => identifiers.map((identifier) => ({ identifier })) });
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeObserver.last = undefined;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterShown', () => {
  it("calls once, on the report of its mark's paint (others ignored), and stops listening", () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const then = vi.fn();
    afterShown('cart-lines', then);
    const observer = FakeObserver.last!;
    expect(observer.options).toEqual({ type: 'element', buffered: true });
    observer.report('other');
    expect(then).not.toHaveBeenCalled();
    observer.report('other', 'cart-lines');
    observer.report('cart-lines');
    vi.advanceTimersByTime(1000);
    expect(then).toHaveBeenCalledTimes(1);
    expect(observer.disconnected).toBe(true);
  });

  it('without a report (the element not painted), calls after 500 ms, once', () => {
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    const then = vi.fn();
    afterShown('cart-lines', then);
    vi.advanceTimersByTime(499);
    expect(then).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    FakeObserver.last!.report('cart-lines');
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('without Element Timing, or without PerformanceObserver, after the next frame', () => {
    const frames: Array<() => void> = [];
    vi.stubGlobal('requestAnimationFrame', (frame: () => void) => frames.push(frame));
    vi.stubGlobal(
      'PerformanceObserver',
      class extends FakeObserver {
        static override supportedEntryTypes = ['largest-contentful-paint'];
      },
    );
    const then = vi.fn();
    afterShown('cart-lines', then);
    expect(FakeObserver.last).toBeUndefined();
    vi.advanceTimersByTime(100);
    expect(then).not.toHaveBeenCalled();
    frames.shift()!();
    vi.advanceTimersByTime(0);
    expect(then).toHaveBeenCalledTimes(1);
    vi.stubGlobal('PerformanceObserver', undefined);
    const later = vi.fn();
    afterShown('cart-lines', later);
    frames.shift()!();
    vi.advanceTimersByTime(0);
    expect(later).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1000);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
