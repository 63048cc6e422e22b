// "Once this drawing is on screen": for work that must not share the network or the main thread with a
// page's first drawing (docs/performance.md, "The cart: its loads after its first paint").

/** Longest wait: the marked element is not painted (scrolled out of view, a tab in the background). */
const SHOWN_CAP_MS = 500;

/**
 * Calls `then` once the browser reports the paint of the element marked `elementtiming={mark}` (Element
 * Timing: reported once the frame is presented), or `SHOWN_CAP_MS` after this call at most. Where
 * Element Timing is missing (Safari, Firefox), after the next frame. Call it once the drawing is committed.
 */
export function afterShown(mark: string, then: () => void): void {
  let observer: PerformanceObserver | undefined;
  let called = false;
  const timer = setTimeout(call, SHOWN_CAP_MS);
  function call() {
    if (called) return;
    called = true;
    clearTimeout(timer);
    observer?.disconnect();
    then();
  }
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('element')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as PerformanceEntry & { identifier?: string }).identifier === mark)) call();
    });
    observer.observe({ type: 'element', buffered: true });
  } else requestAnimationFrame(() => setTimeout(call));
}
