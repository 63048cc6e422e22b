// Work that is no part of a page's first screen waits until the browser is idle after it, so it never
// adds to the page's first long tasks (docs/performance.md). Safari has no requestIdleCallback: a short
// timer stands in.

/** Runs `task` when the browser is idle (at the latest after `timeoutMs`); answers what cancels it. */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, fallbackMs);
  return () => window.clearTimeout(handle);
}
