// The early view (docs/performance.md, "Early view"): the page's <template id="early-view-template">,
// filled from its first read's answer and put into the island's slot `#early-view`, just before its skeleton,
// by the head's first-read script, before React has arrived. Marks on the template's elements:
//   data-early-if="path", "!path", "path=value" or "path!=value": the element stays when the answer's value
//     there is present (not empty), absent (or empty), equal to value (as text), or not equal;
//   data-early-text="path": its text is that value, a string or a number (the element goes without one);
//   data-early-src="path": its src is that value, an address the screens would draw too (product-rules R296)
//     but not a `data:` one (else the element goes).
// A path is keys and array indexes joined by dots ('0.campaign.name'). Text goes in as text, never as HTML,
// and without its bidirectional and zero-width controls, as the islands draw it (R295).
// React replaces the whole drawing with its first render of the data: the slot goes with the skeleton.
import { isShownImageAddress } from './domain/image-address.ts';
import { withoutControls } from './domain/service-text.ts';

/** The answer's value at a dotted path; undefined where a step is missing. */
export function valueAt(data: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) => (value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined),
      data,
    );
}

/** Whether an element marked `data-early-if="condition"` stays. */
export function keeps(condition: string, data: unknown): boolean {
  const [, absent, path = '', not, expected] = /^(!?)([^!=]+)(?:(!?)=(.*))?$/.exec(condition) ?? [];
  const value = valueAt(data, path);
  // Present: a value that is not empty (0, '', false, null and [] are not).
  if (expected === undefined) return (!!value && (value as { length?: number }).length !== 0) !== (absent === '!');
  // Compared as text: a string or a number.
  const text = typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
  return (text === expected) !== (not === '!');
}

/** An address the early view may load: one the screens draw (R296), not a `data:` image. */
export const isImageAddress = (value: unknown): value is string =>
  typeof value === 'string' && !/^data:/i.test(value) && isShownImageAddress(value);

/**
 * Draws the early view into the island's slot; resolves once its images are decoded (or failed).
 * False when there is nothing to draw: no template or slot, the slot already drawn, or nothing left.
 */
export function drawEarlyView(document: Document, data: unknown): Promise<unknown> | false {
  const template = document.getElementById('early-view-template') as HTMLTemplateElement | null;
  const slot = document.getElementById('early-view');
  if (!template || !slot || slot.firstChild) return false;
  const view = document.importNode(template.content, true);
  for (const element of view.querySelectorAll<HTMLElement>('[data-early-if]'))
    if (!keeps(element.dataset['earlyIf']!, data)) element.remove();
  for (const element of view.querySelectorAll<HTMLElement>('[data-early-text]')) {
    const value = valueAt(data, element.dataset['earlyText']!);
    if (typeof value === 'string' || typeof value === 'number') element.textContent = withoutControls(String(value));
    else element.remove();
  }
  for (const element of view.querySelectorAll<HTMLImageElement>('img[data-early-src]')) {
    const value = valueAt(data, element.dataset['earlySrc']!);
    if (isImageAddress(value)) element.src = value;
    else element.remove();
  }
  if (!view.firstElementChild) return false;
  const images = [...view.querySelectorAll('img')];
  slot.append(view);
  return Promise.all(images.map((image) => image.decode().catch(() => undefined)));
}
