// Products looked up in today's catalogue by their code (product-rules R317, R315): each once per page and
// company through the service's search (the code in full finds its product, R269). A coverage indicator's
// missing products get 'Adicionar 1 CX' from it, with today's price and limits, and the cart finds such a
// line again by that code (R70); a combo's card reads its items' prices to say what it saves. Loaded with
// an indicator's details or a list's cards, never on a first load.
import '../stores/api-session.ts';
import { map, type ReadableAtom } from 'nanostores';
import { searchCatalogProducts } from '../api/catalogue.ts';
import { productKey, quantityCeiling } from '../domain/cart-rules.ts';
import { toCents } from '../domain/format.ts';
import { templateFromItem } from '../stores/catalogue-items.ts';
import { orderable, type OrderableItem } from '../stores/orderable.ts';
import { $clientCode } from '../stores/session.ts';

/**
 * A product as looked up: found (its base price, and its control's item when it can be ordered now),
 * missing from today's catalogue, or not known (the search failed).
 */
export type LookedUpProduct =
  | { readonly state: 'loading' }
  | { readonly state: 'found'; readonly baseCents: number; readonly item: OrderableItem | null }
  | { readonly state: 'missing' }
  | { readonly state: 'unknown' };

const LOADING: LookedUpProduct = { state: 'loading' };
const $products = map<Record<string, LookedUpProduct>>({});
/** Each product looked up, by company and code (without leading zeros): `lookupKey`. */
export const $lookedUpProducts: ReadableAtom<Readonly<Record<string, LookedUpProduct>>> = $products;

/** The key of a product in `$lookedUpProducts`. */
export const lookupKey = (clientCode: string, sku: string) => `${clientCode}:${productKey(sku)}`;

async function lookUp(clientCode: string, sku: string): Promise<LookedUpProduct> {
  try {
    const answer = await searchCatalogProducts({ clientCode, page: 1, search: productKey(sku) });
    const item = answer.data.find((entry) => productKey(entry.sku) === productKey(sku));
    if (!item) return { state: 'missing' };
    const template = templateFromItem(item, { list: 'search', search: productKey(sku) });
    return { state: 'found', baseCents: toCents(template.preco), item: quantityCeiling(template) >= 1 ? orderable(template) : null };
  } catch (error) {
    // No search on this service, no network: what needs the product goes without it.
    console.error('[product lookup]', error);
    return { state: 'unknown' };
  }
}

/** Looks up the products not looked up yet (again those that could not be), for the current company. */
export function lookUpProducts(skus: readonly string[]): void {
  const clientCode = $clientCode.get();
  if (!clientCode) return;
  for (const sku of skus) {
    const key = lookupKey(clientCode, sku);
    const known = $products.get()[key];
    if (known && known.state !== 'unknown') continue;
    $products.setKey(key, LOADING);
    void lookUp(clientCode, sku).then((found) => $products.setKey(key, found));
  }
}
