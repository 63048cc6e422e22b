// A long list drawn a step at a time: a big client's debts (product-rules R299) and orders (R300) are
// not drawn at once; each 'Mostrar mais …' adds one step.

/** The items drawn after one more 'Mostrar mais …': `step` more, never past the list's end. */
export function shownAfterMore(shown: number, total: number, step: number): number {
  return Math.min(total, shown + step);
}
