// The cart when switching company from /empresas: the cart belongs to the company it was filled for
// (cart.ts), so a switch must not leave it behind unnoticed. The screen asks first when the current
// company's cart has lines, and a confirmed switch empties it once the new session exists. The cart
// store loads only here, on demand, to keep it off the page's first load.
import { switchToCompany } from './companies.ts';

/** Lines in the current company's cart (pending taps written first). */
export async function currentCartLineCount(): Promise<number> {
  // Destructured so the bundler keeps only these exports of the cart chunk.
  const { $cartLines, flushCart } = await import('./cart.ts');
  flushCart();
  return $cartLines.get().length;
}

/**
 * Switches company through the shared action, then empties the previous company's cart. Resolves
 * with the new landing page for the caller to open, or null when the switch failed (the cart is
 * kept; `$switchError` says why).
 */
export async function switchCompanyEmptyingCart(clientCode: string): Promise<string | null> {
  const target = await switchToCompany(clientCode);
  if (!target) return null;
  const { clearCart } = await import('./cart.ts');
  clearCart();
  return target;
}
