// Inlined in the head of the pages whose largest element is in the build's HTML (BaseLayout's
// `paintFirst`, docs/performance.md "Paint first"). The build step (scripts/modulepreload.ts) puts
// what starts their islands in <template id="after-paint">: the module preloads, the config preload
// and Astro's island scripts. Once the document is parsed ('interactive', before the module scripts
// run) and the frame that draws it is painted, this puts them into the head, where they load and
// hydrate as before. Two frames: the first is the one that draws the document, the second starts
// after it was painted, so no island request is on its way while the page's largest element paints.
document.addEventListener(
  'readystatechange',
  () =>
    requestAnimationFrame(() =>
      requestAnimationFrame(() =>
        setTimeout(() => document.head.append(document.importNode(document.getElementById('after-paint').content, true))),
      ),
    ),
  { once: true },
);
