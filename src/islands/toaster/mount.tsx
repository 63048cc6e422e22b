/** @jsxImportSource solid-js */
// Mounts the Solid toaster island on demand (first toast of the page), so no page pays for Solid,
// nor for Astro's island runtime, before it has something to say.
import { render } from 'solid-js/web';
import Toaster from './Toaster.tsx';

/** Renders <Toaster/> once into its own container at the end of <body>. */
export function mountToaster(): void {
  if (document.getElementById('toaster')) return;
  const container = document.createElement('div');
  container.id = 'toaster';
  document.body.append(container);
  render(() => <Toaster />, container);
}
