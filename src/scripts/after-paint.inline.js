// Inlined in the head of the pages whose largest element is in the build's HTML (BaseLayout's
// `paintFirst`, docs/performance.md "Paint first"). The build step (scripts/modulepreload.ts) puts
// what starts their islands in <template id="after-paint">: the module preloads, the config preload
// and Astro's island scripts. Once the document is parsed ('interactive', before the module scripts
// run) and the frame that draws it has been shown, this puts them into the head, where they load and
// hydrate as before, so no island request is on its way while the page's largest element paints.
// "Shown" is the first-contentful-paint entry, which comes once that frame was presented: two animation
// frames came earlier than that, in headless Chromium by up to ~150 ms, and from a fast host the scripts
// had often arrived by then (counted before the LCP by Lighthouse: LCP/FCP 1.2-1.6 in a run of three).
// A browser without paint timing (Safari before 14.1) waits two frames instead.
document.addEventListener(
  'readystatechange',
  () => {
    const release = () => document.head.append(document.importNode(document.getElementById('after-paint').content, true));
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(release)));
    // A page has one such entry: `release` runs once.
    new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint')[0] && release()).observe({
      type: 'paint',
      buffered: true,
    });
  },
  { once: true },
);
