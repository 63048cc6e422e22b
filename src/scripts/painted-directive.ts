// `client:painted`, the portal's one loading regime (docs/performance.md, "Loading order"), registered in
// astro.config.mjs: an island's modules are fetched at once (the head's module preloads, at low priority),
// and the island runs and hydrates once the page's first view is painted: its early view, when its
// first-read script draws one (that script leaves the promise of its paint in `self.firstView`), otherwise
// its first contentful paint. So on a phone the scripts use the network while the page waits for its data,
// and their evaluation does not hold up the frame that shows that data. However late that paint, an island
// runs at most CAP_MS after its script. Inlined by Astro in each page that has such an island.
import type { ClientDirective } from 'astro';

/** The longest an island waits for the first view's paint (ms). */
const CAP_MS = 2000;

const painted = new Promise<void>((resolve) => {
  setTimeout(resolve, CAP_MS);
  const early = (self as { firstView?: Promise<unknown> }).firstView;
  // The next task after the frame that draws the early view (its promise never rejects).
  if (early) void early.then(() => requestAnimationFrame(() => setTimeout(resolve)));
  // The first contentful paint's entry comes once its frame was presented; a browser without paint timing
  // (Safari before 14.1) ignores the type, and the cap lets its islands run.
  else
    new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint').length && resolve()).observe({
      type: 'paint',
      buffered: true,
    });
});

const paintedDirective: ClientDirective = (load) => {
  void painted.then(load).then((hydrate) => hydrate());
};
export default paintedDirective;
