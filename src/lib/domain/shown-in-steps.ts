// A long list drawn a step at a time: a big client's debts (product-rules R299) and orders (R300) are
// not drawn at once; each 'Mostrar mais …' adds one step.

/** The items drawn after one more 'Mostrar mais …': `step` more, never past the list's end. */
export function shownAfterMore(shown: number, total: number, step: number): number {
  return Math.min(total, shown + step);
}

/**
 * How many of a step's items are drawn per frame (product-rules R304): the tap's own frame shows the first
 * of them, more than a phone screen of cards, and each next frame adds as many, so no frame waits for the
 * whole step.
 */
export const addedPerFrame = 6;
