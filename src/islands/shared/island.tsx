// Every island root is exported through `island()`. After React has committed the island's hydration
// (an effect runs only then), the island's <astro-island> gets `data-hydrated`: the public signal tap
// replay waits for before it replays a held tap or typed value (docs/architecture.md, "Tap replay").
// Astro drops `ssr` from the element before React has committed, so that attribute is not enough.
import { useEffect, useRef, type ComponentType } from 'react';

export function island<P extends object>(Root: ComponentType<P>): ComponentType<P> {
  function Island(props: P) {
    const mark = useRef<HTMLTemplateElement>(null);
    useEffect(() => {
      mark.current?.closest('astro-island')?.setAttribute('data-hydrated', '');
    }, []);
    return (
      <>
        <Root {...props} />
        {/* An inert, undisplayed element: the island's handle on its own <astro-island>. */}
        <template ref={mark} />
      </>
    );
  }
  return Island;
}
