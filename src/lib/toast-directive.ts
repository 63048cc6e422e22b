// `client:toast`: hydrates the toaster island only when the first toast is raised, so the Solid
// runtime is not part of any page's first load.
import type { ClientDirective } from 'astro';

const toastDirective: ClientDirective = (load) => {
  let started = false;
  const hydrate = async () => {
    if (started) return;
    started = true;
    const run = await load();
    await run();
  };
  const pending = (globalThis as { __portalToasts?: { queue: unknown[] } }).__portalToasts?.queue.length;
  if (pending) void hydrate();
  else window.addEventListener('portal:toast', () => void hydrate(), { once: true });
};

export default toastDirective;
