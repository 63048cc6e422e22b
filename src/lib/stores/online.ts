// Whether the browser says it is connected (product-rules R170): writes are refused before sending
// while it is false. Listeners are attached only while something reads the atom (onMount), so a page
// that never asks pays nothing; true at build time, so hydration draws the build's HTML
// (docs/architecture.md, Toolchain notes 4: islands read it with `{ ssr: 'initial' }`).
import { atom, onMount } from 'nanostores';

export const $online = atom(true);

onMount($online, () => {
  // Outside a browser (unit tests of the stores that read it) it stays true.
  if (typeof window === 'undefined') return;
  // `!== false`: a runtime without navigator.onLine (unit tests) counts as online, as the browser's default.
  const update = () => $online.set(navigator.onLine !== false);
  update();
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  return () => {
    window.removeEventListener('online', update);
    window.removeEventListener('offline', update);
  };
});
