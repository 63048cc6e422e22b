// The carts (product-rules R64, R65, R130): one persistent nanostore shared by every island and
// every tab, holding the signed-in user's carts, one per company; the screens see the current
// company's. A session ending keeps them for the same user (R131); 'Sair' and another user's sign-in
// clear them without this module (sign-out.ts, session.ts). Taps land at once in `$drafts`; the cart
// itself (and every total computed from it) follows 300 ms after the last change. The check of
// prices and stock when the cart page opens is in catalogue-refresh.ts.
import './api-session.ts';
import { persistentAtom } from '@nanostores/persistent';
import { computed, map } from 'nanostores';
import * as z from 'zod/mini';
import {
  checkQuantity,
  decreaseQuantity,
  increaseQuantity,
  parseQuantityInput,
  quantityCeiling,
  UNAVAILABLE_QUANTITY,
} from '../domain/cart-rules.ts';
import { toCents } from '../domain/format.ts';
import { isStored, whyNotStored } from '../local-store.ts';
import { cartSummary, comboTiers, lineAmounts, nextBand, productTiers, type NextBand, type PriceTier } from '../domain/pricing.ts';
import { localKeys } from '../storage-keys.ts';
import { toast } from '../toast.ts';
import { limitsOf, orderable, templateOf, type OrderableItem } from './orderable.ts';
import { cartLineSchema, type CartItemTemplate, type CartLine } from './cart-line.ts';
import { $session } from './session.ts';
import { jsonCodec } from './storage.ts';

export type { CartItemTemplate, CartLine, CartSource } from './cart-line.ts';

/** Debounce of quantity changes and of the totals (product-rules R65). */
export const CART_DEBOUNCE_MS = 300;

const companyCartSchema = z.object({ clientCode: z.string(), lines: z.array(cartLineSchema) });
const storedCartsSchema = z.object({
  /** The user (cnpj_cpf) the carts belong to. */
  owner: z.string(),
  /** Each company's cart; a company without lines has none. (A list: z.record would weigh on every page.) */
  carts: z.array(companyCartSchema),
});
type StoredCarts = z.infer<typeof storedCartsSchema> | null;

/** The carts as stored (null = none). Corrupt data reads as none. */
export const $storedCarts = persistentAtom<StoredCarts>(
  localKeys.cart,
  null,
  jsonCodec(z.nullable(storedCartsSchema), null, localKeys.cart),
);

/** The lines of the current company's cart: none for another user's carts, or signed out. */
export const $cartLines = computed(
  [$storedCarts, $session],
  (stored, session): CartLine[] =>
    (session?.user.cnpj_cpf === stored?.owner &&
      stored?.carts.find((cart) => cart.clientCode === session?.user.current_client.clientCode)?.lines) ||
    [],
);

/**
 * Replaces the current company's lines; the other companies' carts stay. Written for the session's
 * user: carts of anyone else are dropped (session.ts clears them at sign-in; this is the backstop).
 */
export function writeLines(lines: CartLine[], clientCode = $session.get()?.user.current_client.clientCode): void {
  const session = $session.get();
  if (!session || !clientCode) return;
  const owner = session.user.cnpj_cpf;
  const stored = $storedCarts.get();
  // The owner stays recorded with no lines left, so another user's sign-in still knows to clear the send markers.
  const carts = (stored?.owner === owner ? stored.carts : []).filter((cart) => cart.clientCode !== clientCode);
  $storedCarts.set({ owner, carts: lines.length ? [...carts, { clientCode, lines }] : carts });
  // The change holds on this page only: said once, so the user knows before the next page (R284). The
  // words load only then (the cart page's first load is budgeted).
  if (!isStored(localKeys.cart) && !storageFullSaid) {
    storageFullSaid = true;
    void import('../domain/storage-texts.ts').then(
      ({ storageRefusedText }) =>
        toast.error(storageRefusedText(whyNotStored(localKeys.cart), 'as mudanças no carrinho valem só nesta página')),
      () => undefined,
    );
  }
}

let storageFullSaid = false;

/** A cart line as the cart page shows it: the stored line's wire names stay in this store. */
export interface CartLineView extends OrderableItem {
  complement: string | null;
  image: string | null;
  /** Base unit price in cents. */
  baseCents: number;
  tiers: PriceTier[];
  /** Boxes in the cart (pending taps aside). */
  quantity: number;
  /** Vessels per box. */
  vesselsPerBox: number;
}

// One view per stored line object, so an unchanged line keeps its view between changes.
const lineViews = new WeakMap<CartLine, CartLineView>();

function lineView(line: CartLine): CartLineView {
  let view = lineViews.get(line);
  if (!view) {
    view = orderable(line, {
      complement: line.complemento,
      image: line.image,
      baseCents: toCents(line.preco),
      tiers: lineTiers(line),
      quantity: line.total,
      vesselsPerBox: line.vasilhame,
    });
    lineViews.set(line, view);
  }
  return view;
}

/** The lines of the current company's cart, as the cart page shows them. */
export const $cartLineViews = computed($cartLines, (lines) => lines.map(lineView));

/** Quantities typed or tapped in the last 300 ms, by sku, ahead of the cart. */
export const $drafts = map<Record<string, number>>({});

/** The bands of a line. */
export function lineTiers(line: Pick<CartLine, 'kind' | 'price_ranges'> & Partial<CartLine>): PriceTier[] {
  return line.kind === 'combo' ? comboTiers(line.price_ranges ?? []) : productTiers(line);
}

/** Items, subtotal, discounts and total of the cart (cents). */
export const $cartSummary = computed($cartLines, (lines) =>
  cartSummary(lines.map((line) => ({ baseCents: toCents(line.preco), tiers: lineTiers(line), quantity: line.total }))),
);

/** Number of lines, for the cart bar. */
export const $cartCount = computed($cartLines, (lines) => lines.length);

/** The quantity to show for a sku: the pending tap, else the cart's. */
export function quantityOf(sku: string, drafts: Record<string, number>, lines: readonly CartLine[]): number {
  return drafts[sku] ?? lines.find((line) => line.sku === sku)?.total ?? 0;
}

/** A line of `total` boxes with its unit price and discount. */
export function withQuantity(template: CartItemTemplate, total: number): CartLine {
  const amounts = lineAmounts(toCents(template.preco), lineTiers(template), total);
  return { ...template, total, usePrice: amounts.unitCents / 100, discount: amounts.discountCents / 100 };
}

// Templates of the drafts, so a line can be created when the debounce ends.
const pendingTemplates = new Map<string, CartItemTemplate>();
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Asks for `quantity` boxes of an item. Above stock or the product maximum it is refused with
 * 'Quantidade indisponível no estoque!' (a toast) and the line keeps its quantity; 0 removes the
 * line. Answers the quantity now shown; the cart follows 300 ms after the last change.
 */
export function setQuantity(template: CartItemTemplate, quantity: number): number {
  const current = shownQuantity(template.sku);
  const check = checkQuantity(quantity, { stock: template.stock, maximum: template.maximum });
  if (check.kind === 'refused') {
    toast.error(UNAVAILABLE_QUANTITY);
    return current;
  }
  const next = check.kind === 'remove' ? 0 : quantity;
  pendingTemplates.set(template.sku, template);
  $drafts.setKey(template.sku, next);
  clearTimeout(timer);
  timer = setTimeout(flushCart, CART_DEBOUNCE_MS);
  return next;
}

export { limitsOf, type OrderableItem } from './orderable.ts';

/** Plus: from 0 to the client minimum, else one more (never past stock or maximum). */
export function increaseLine(template: CartItemTemplate): number {
  const current = shownQuantity(template.sku);
  return setQuantity(template, increaseQuantity(current, limitsOf(template)));
}

/** Minus: one less; below the client minimum removes; at 0 resets to the client minimum. */
export function decreaseLine(template: CartItemTemplate): number {
  const current = shownQuantity(template.sku);
  return setQuantity(template, decreaseQuantity(current, limitsOf(template)));
}

/** A typed quantity: digits only, at most 9999, empty is 0. */
export function typeQuantity(template: CartItemTemplate, text: string): number {
  return setQuantity(template, parseQuantityInput(text));
}

/** Plus on an item a screen handed out. */
export function increaseItem(item: OrderableItem): number {
  return increaseLine(templateOf(item));
}

/** Minus on an item a screen handed out. */
export function decreaseItem(item: OrderableItem): number {
  return decreaseLine(templateOf(item));
}

/** A quantity typed on an item a screen handed out. */
export function typeItemQuantity(item: OrderableItem, text: string): number {
  return typeQuantity(templateOf(item), text);
}

/** The cheaper band `quantity` boxes of an item are short of, within its stock and maximum (product-rules R267). */
export function itemNextBand(item: OrderableItem, quantity: number): NextBand | null {
  const template = templateOf(item);
  return nextBand(toCents(template.preco), lineTiers(template), quantity, quantityCeiling(item.limits));
}

/** `boxes` more of an item than it shows now (the band hint's tap). */
export function addToItem(item: OrderableItem, boxes: number): number {
  const template = templateOf(item);
  return setQuantity(template, shownQuantity(template.sku) + boxes);
}

/** The quantity shown for a sku now: the pending tap, else the cart's. */
export function shownQuantity(sku: string): number {
  return quantityOf(sku, $drafts.get(), $cartLines.get());
}

/** Calls `listener` on every tap and every change of the cart; returns the unsubscribe. */
export function listenQuantities(listener: () => void): () => void {
  const stopDrafts = $drafts.listen(listener);
  const stopLines = $cartLines.listen(listener);
  return () => {
    stopDrafts();
    stopLines();
  };
}

/** The quantity shown for a cart line: the pending tap, else the line's. */
export function lineQuantity(line: CartLineView, drafts: Readonly<Record<string, number>>): number {
  return drafts[line.sku] ?? line.quantity;
}

/** Writes the pending quantities into the cart now (end of the debounce, leaving the page). */
export function flushCart(): void {
  clearTimeout(timer);
  timer = undefined;
  const drafts = $drafts.get();
  const skus = Object.keys(drafts);
  if (!skus.length) return;
  if ($session.get()) {
    const lines = [...$cartLines.get()];
    for (const sku of skus) {
      const quantity = drafts[sku] ?? 0;
      const index = lines.findIndex((line) => line.sku === sku);
      const template = index >= 0 ? lines[index]! : pendingTemplates.get(sku);
      if (!template) continue;
      if (quantity <= 0) {
        if (index >= 0) lines.splice(index, 1);
      } else if (index >= 0) lines[index] = withQuantity(template, quantity);
      else lines.push(withQuantity(template, quantity));
    }
    writeLines(lines);
  }
  pendingTemplates.clear();
  $drafts.set({});
}

/** Removes one line at once. */
export function removeLine(sku: string): void {
  flushCart();
  writeLines($cartLines.get().filter((line) => line.sku !== sku));
}

// The single cart kept before R130 (product-rules R134): adopted once for the signed-in user when it
// was filled for one of their companies (and that company has no cart yet), then dropped.
const $legacyCart = persistentAtom(localKeys.legacyCart, null, { ...jsonCodec(z.nullable(companyCartSchema), null), listen: false });
const signedIn = $session.get();
const legacy = $legacyCart.get();
if (signedIn) {
  // v1 kept no empty cart, and a v2 cart of that company cannot predate it: no other checks needed.
  if (legacy && signedIn.user.clients.some((c) => c.clientCode === legacy.clientCode)) writeLines(legacy.lines, legacy.clientCode);
  $legacyCart.set(null);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', flushCart);
