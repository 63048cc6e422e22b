// Several cart lines set in one write, for a repeated order (product-rules R180.4). Apart from
// cart.ts, which every catalogue and cart page loads at once: only the reorder, loaded on demand,
// needs it (docs/performance.md, budgets).
import { $cartLines, flushCart, withQuantity, writeLines, type CartItemTemplate } from './cart.ts';

/**
 * Sets the totals of several lines in one write (a repeated order, product-rules R180.4): a line
 * already in the cart keeps its place and list and takes the template's price and bands; a new one
 * goes at the end. Pending taps are written first, so the totals given must count them.
 */
export function setLineTotals(totals: ReadonlyArray<{ template: CartItemTemplate; total: number }>): void {
  flushCart();
  const lines = [...$cartLines.get()];
  for (const { template, total } of totals) {
    const index = lines.findIndex((line) => line.sku === template.sku);
    if (index >= 0) lines[index] = withQuantity({ ...template, source: lines[index]!.source }, total);
    else lines.push(withQuantity(template, total));
  }
  writeLines(lines);
}
