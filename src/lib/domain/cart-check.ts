// The check of a cart line against the catalogue when the cart page opens
// (product-rules R70): where a line is looked up, and what the result means for sending.
// Only a line that is found and short of stock blocks 'Finalizar Pedido'. A line that cannot be found
// (it left Novidades or Favoritos, or sits past the pages read) is only noted: the order's answer,
// with its stock details, is the final word on it.
import { quantityCeiling, type QuantityLimits } from './cart-rules.ts';

/** A catalogue list a line can be looked up in (the cart's `CartSource`). */
export interface CatalogueList {
  list: 'products' | 'news' | 'favorites' | 'combos' | 'search';
  category?: string | undefined;
  brand?: string | undefined;
  /** The code a line found by the service's search is searched for again (R269). */
  search?: string | undefined;
}

/** What the check says about one line: nothing, a stock shortfall (blocks), or not confirmed (does not). */
export type LineCheck = { kind: 'ok' } | { kind: 'stock'; available: number } | { kind: 'unconfirmed' };

/** Told on a line that could not be confirmed; sending stays possible. */
export const UNCONFIRMED_LINE =
  'Não foi possível confirmar preço e estoque deste produto agora. O estoque será confirmado no envio do pedido.';

/**
 * The lists to look a line up in, in order: the list it came from (a product's category and brand
 * list; for one the service's search found, a search of its code), then the other product lists; a combo
 * is only in the combos list.
 */
export function lookupPlan(source: CatalogueList): CatalogueList[] {
  if (source.list === 'combos') return [{ list: 'combos' }];
  const others: CatalogueList[] = [{ list: 'news' }, { list: 'favorites' }];
  if (source.list === 'search') return [{ list: 'search', search: source.search }, ...others];
  if (source.list === 'products') return [{ list: 'products', category: source.category, brand: source.brand }, ...others];
  return [{ list: source.list }, ...others.filter((other) => other.list !== source.list)];
}

/** The verdict on a line of `total` boxes given the item found (its limits), or none found. */
export function checkLine(total: number, found: QuantityLimits | undefined): LineCheck {
  if (!found) return { kind: 'unconfirmed' };
  const available = quantityCeiling({ stock: found.stock, maximum: found.maximum });
  return total > available ? { kind: 'stock', available } : { kind: 'ok' };
}

/** Whether a line's check keeps 'Finalizar Pedido' disabled. */
export function blocksSending(check: LineCheck | undefined): boolean {
  return check?.kind === 'stock';
}

/** What a line's check shows on the line, and whether it blocks sending. */
export interface LineFlag {
  text: string;
  blocks: boolean;
}

/**
 * A line's check as the cart page shows it (R70); null when the line is fine. With no stock left there is
 * no quantity to adjust to: the line has to go.
 */
export function lineFlag(check: LineCheck): LineFlag | null {
  if (check.kind === 'stock') {
    const text =
      check.available > 0
        ? `Estoque atual: ${check.available}. Ajuste a quantidade para continuar.`
        : 'Produto sem estoque. Remova-o para continuar.';
    return { text, blocks: true };
  }
  return check.kind === 'unconfirmed' ? { text: UNCONFIRMED_LINE, blocks: false } : null;
}
