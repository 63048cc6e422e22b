// Inlined in the head of the pages whose largest element is in the build's HTML (BaseLayout's
// `paintFirst`, docs/performance.md "Paint first"). The build step (scripts/modulepreload.ts) puts
// what starts their islands in <template id="after-paint">: the module preloads, the config preload
// and Astro's island scripts. Once the document is parsed ('interactive', before the module scripts
// run) and the frame that draws it has been shown, this puts them into the head, where they load and
// hydrate as before, so no island request is on its way while the page's largest element paints.
// "Shown" is the first-contentful-paint entry, which comes once that frame was presented: two animation
// frames came earlier than that, in headless Chromium by up to ~150 ms, and from a fast host the scripts
// had often arrived by then (counted before the LCP by Lighthouse: LCP/FCP 1.2-1.6 in a run of three).
// A browser without paint timing (Safari before 14.1) waits two frames instead. A page is not sure to get
// that entry (one whose content is all hidden never does): 3 s after parsing, the scripts go in regardless.
document.addEventListener(
  'readystatechange',
  () => {
    let released = false;
    // The preloads first, their requests on their way at once; the island scripts, which start the
    // hydration, in a task of their own: one task holding both was 16-29 ms on the lab's host, a blocking
    // task at a phone's speed (docs/performance.md, "Paint first").
    const release = () => {
      if (released) return;
      released = true;
      const parts = document.importNode(document.getElementById('after-paint').content, true);
      const scripts = [...parts.querySelectorAll('script')];
      for (const script of scripts) script.remove();
      document.head.append(parts);
      setTimeout(() => document.head.append(...scripts));
    };
    setTimeout(release, 3000);
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint'))
      return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(release)));
    new PerformanceObserver((entries) => entries.getEntriesByName('first-contentful-paint')[0] && release()).observe({
      type: 'paint',
      buffered: true,
    });
  },
  { once: true },
);
