// The products a coverage indicator still needs, found in today's catalogue (product-rules R317): each looked
// up once per page by its code through the service's search (the code in full finds its product, R269), so
// 'Adicionar 1 CX' adds it with today's price and limits, and the cart finds it again by that code (R70).
// Loaded with the indicator's details, never on a first load.
import '../stores/api-session.ts';
import { map, type ReadableAtom } from 'nanostores';
import { searchCatalogProducts } from '../api/catalogue.ts';
import { productKey, quantityCeiling } from '../domain/cart-rules.ts';
import { templateFromItem } from '../stores/catalogue-items.ts';
import { orderable, type OrderableItem } from '../stores/orderable.ts';
import { $clientCode } from '../stores/session.ts';

/** A product of a group as looked up: found in stock (its control's item), not orderable now, or not known. */
export type NeededProduct =
  | { readonly state: 'loading' }
  | { readonly state: 'orderable'; readonly item: OrderableItem }
  | { readonly state: 'unavailable' }
  | { readonly state: 'unknown' };

const LOADING: NeededProduct = { state: 'loading' };
const $products = map<Record<string, NeededProduct>>({});
/** Each product looked up, by company and code (without leading zeros). */
export const $neededProducts: ReadableAtom<Readonly<Record<string, NeededProduct>>> = $products;

/** The key of a product in `$neededProducts`. */
export const neededKey = (clientCode: string, sku: string) => `${clientCode}:${productKey(sku)}`;

async function lookUp(clientCode: string, sku: string): Promise<NeededProduct> {
  try {
    const answer = await searchCatalogProducts({ clientCode, page: 1, search: productKey(sku) });
    const item = answer.data.find((entry) => productKey(entry.sku) === productKey(sku));
    if (!item) return { state: 'unavailable' };
    const template = templateFromItem(item, { list: 'search', search: productKey(sku) });
    return quantityCeiling(template) >= 1 ? { state: 'orderable', item: orderable(template) } : { state: 'unavailable' };
  } catch (error) {
    // No search on this service, no network: the product stays listed, without the button.
    console.error('[campaign needs]', error);
    return { state: 'unknown' };
  }
}

/** Looks up the products not looked up yet (again those that could not be), for the current company. */
export function wantNeededProducts(skus: readonly string[]): void {
  const clientCode = $clientCode.get();
  if (!clientCode) return;
  for (const sku of skus) {
    const key = neededKey(clientCode, sku);
    const known = $products.get()[key];
    if (known && known.state !== 'unknown') continue;
    $products.setKey(key, LOADING);
    void lookUp(clientCode, sku).then((found) => $products.setKey(key, found));
  }
}
