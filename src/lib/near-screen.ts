// When an element comes within about a phone screen of the view (product-rules R299): a big client's
// /debitos draws each PIX QR code then, not all of them at idle. One observer for the page, loaded once the
// list is on screen and the browser idle, so no page's first load carries it.

const waiting = new WeakMap<Element, () => void>();
let observer: IntersectionObserver | undefined;

/** Calls `near` once `element` nears the screen (at once without IntersectionObserver); answers what cancels it. */
export function whenNearScreen(element: Element, near: () => void): () => void {
  if (typeof IntersectionObserver !== 'function') {
    near();
    return () => undefined;
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        const call = waiting.get(entry.target);
        waiting.delete(entry.target);
        call?.();
      }
    },
    // About a phone screen ahead: the code is ready by the time the card is scrolled to.
    { rootMargin: '800px 0px' },
  );
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}
