// What a campaign's coverage indicator still needs (product-rules R317): the groups not done yet, of the
// period running now, for a client who can order; their products are then looked up in today's catalogue
// (screens/product-lookup.ts). Pure.
import { productKey } from './cart-rules.ts';

/** The fields of a product group the rule reads. */
export interface NeedGroup {
  done: boolean;
  products: ReadonlyArray<{ sku: string }>;
}

/** The most products of one indicator looked up in the catalogue (each is one search). */
export const MAX_NEEDED_PRODUCTS = 12;

/**
 * The groups still to buy: none without store access (R250) or outside the period running now (a finished
 * period, a past one); else those not done that name a product.
 */
export function pendingGroups<G extends NeedGroup>(groups: readonly G[], facts: { storeAccess: boolean; current: boolean }): G[] {
  if (!facts.storeAccess || !facts.current) return [];
  return groups.filter((group) => !group.done && group.products.length > 0);
}

/** The products of those groups to look up, each once (by its code without leading zeros), at most MAX_NEEDED_PRODUCTS. */
export function neededSkus(groups: readonly NeedGroup[]): string[] {
  const byKey = new Map<string, string>();
  for (const group of groups)
    for (const product of group.products) if (!byKey.has(productKey(product.sku))) byKey.set(productKey(product.sku), product.sku);
  return [...byKey.values()].slice(0, MAX_NEEDED_PRODUCTS);
}
