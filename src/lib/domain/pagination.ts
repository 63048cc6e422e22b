// The page numbers of a catalogue list (product-rules R58): up to 7 pages before the current
// one and 6 after (1 each on screens narrower than 490 px), then an ellipsis and the last page.

/** One entry of the page list: a page number or a gap. */
export type PageEntry = number | 'ellipsis';

/** Pages shown before and after the current one. */
function pageWindowSize(narrow: boolean): { before: number; after: number } {
  return narrow ? { before: 1, after: 1 } : { before: 7, after: 6 };
}

/**
 * The entries to show for `current` of `last` pages. The first page is kept (with a gap) when the
 * window starts later, so page 1 stays one tap away on a phone.
 */
export function pageEntries(current: number, last: number, narrow: boolean): PageEntry[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(1, current), last);
  const { before, after } = pageWindowSize(narrow);
  const start = Math.max(1, page - before);
  const end = Math.min(last, page + after);
  const entries: PageEntry[] = [];
  if (start > 1) {
    entries.push(1);
    if (start > 2) entries.push('ellipsis');
  }
  for (let n = start; n <= end; n += 1) entries.push(n);
  if (end < last) {
    if (end < last - 1) entries.push('ellipsis');
    entries.push(last);
  }
  return entries;
}
