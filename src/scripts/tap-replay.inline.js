// Inlined in every page's head (BaseLayout), so it runs before any control is on screen.
// A control drawn by the static HTML works only once its island has hydrated (React) or the shell
// script has run; on a slow phone that can be seconds. Taps, submits and typing made before then
// are kept and replayed, in order, once the control is live (docs/performance.md, "No tap lost
// before hydration"). Held controls carry data-tap-pending, which CSS shows as busy.
{
  const root = document.documentElement;
  const held = [];
  const CONTROL = 'button,[role=button],[role=tab],a:not([href]),summary,input[type=checkbox],input[type=radio]';

  // Whether `el` waits for its island to hydrate or for the page script that wires it to run: the
  // shell's (src/scripts/shell.ts), or on sign-in the form's own (src/scripts/sign-in.ts); each marks
  // the page live and says so with `portal:shell-live`. Once Astro has started React on an island,
  // React itself holds and replays what happens during hydration.
  const pending = (el) => {
    const island = el.closest('astro-island');
    if (island) return island.hasAttribute('ssr');
    return !root.dataset.shellLive && !!el.closest('[data-shell-control]');
  };
  // Replays wait until React has committed the island's hydration: before that a replayed change
  // lands in the middle of it, and React puts the old value back over the user's. Each island root
  // marks its element once committed (islands/shared/island.tsx).
  const hydrated = (el) => {
    const island = el.closest('astro-island');
    return !island || island.hasAttribute('data-hydrated');
  };
  const hold = (event, kind, el) => {
    if (!pending(el)) return;
    if (kind === 'value') {
      // The latest value typed or chosen is the one replayed: hydration may put the old one back.
      const known = held.find((h) => h.el === el);
      if (known) return void (known.value = el.value);
    } else {
      event.preventDefault();
      event.stopImmediatePropagation();
      el.setAttribute('data-tap-pending', '');
    }
    if (held.length < 10) held.push({ el: el, kind: kind, value: el.value });
  };

  // A typed or chosen value is sent again as a change React sees: its value tracker is first set
  // apart from the value (React's own setter), then the DOM is given the value (the native one).
  const replayValue = (el, value) => {
    const select = el.tagName === 'SELECT';
    if (!select) el.value = value ? '' : '-';
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value').set.call(el, value);
    el.dispatchEvent(new Event(select ? 'change' : 'input', { bubbles: true }));
  };
  let waits = 0;
  let timer = 0;
  const replay = () => {
    clearTimeout(timer);
    while (held.length) {
      const el = held[0].el;
      const kind = held[0].kind;
      const ready = !pending(el) && (hydrated(el) || waits > 100);
      if (el.isConnected && !ready) {
        waits++;
        timer = setTimeout(replay, 50);
        return;
      }
      const value = held.shift().value;
      el.removeAttribute('data-tap-pending');
      if (!el.isConnected) continue;
      if (kind === 'click') el.click();
      else if (kind === 'submit') el.requestSubmit();
      else replayValue(el, value);
    }
  };

  document.addEventListener(
    'click',
    (event) => {
      const el = event.target instanceof Element && event.target.closest(CONTROL);
      if (el && !el.disabled) hold(event, 'click', el);
    },
    true,
  );
  document.addEventListener(
    'submit',
    (event) => {
      hold(event, 'submit', event.target);
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const el = event.target;
      if ('value' in el && !/^(checkbox|radio|file)$/.test(el.type)) hold(event, 'value', el);
    },
    true,
  );
  document.addEventListener(
    'change',
    (event) => {
      if (event.target.tagName === 'SELECT') hold(event, 'value', event.target);
    },
    true,
  );
  // astro:hydrate does not bubble, but a capturing listener on the document still hears it.
  document.addEventListener('astro:hydrate', () => setTimeout(replay, 0), true);
  document.addEventListener('portal:shell-live', replay);
}
