// What an island holds of a catalogue item or cart line to change its quantity: its name and
// limits, never the template behind it (which keeps the service's field names). The cart's
// intents find the template here. Apart from cart.ts so the product list's first load, which
// hands items out, does not carry the cart.
import type { QuantityLimits } from '../domain/cart-rules.ts';
import type { CartItemTemplate } from './cart-line.ts';

/** A catalogue item or a cart line as a quantity control sees it. */
export interface OrderableItem {
  readonly sku: string;
  /** The product's or combo's name. */
  readonly name: string;
  readonly limits: QuantityLimits;
}

// The template behind each orderable item handed out (kept only as long as the item is).
const templates = new WeakMap<OrderableItem, CartItemTemplate>();

/** The limits of a line or template. */
export function limitsOf(template: CartItemTemplate): QuantityLimits {
  return { stock: template.stock, maximum: template.maximum, minimum: template.minimum };
}

/** The orderable item of a template (or cart line), with `more` fields: what an island may hold and hand back. */
export function orderable<More extends object = object>(template: CartItemTemplate, more?: More): OrderableItem & More {
  const item = { ...more, sku: template.sku, name: template.descricao, limits: limitsOf(template) } as OrderableItem & More;
  templates.set(item, template);
  return item;
}

/** The template behind an orderable item (every item comes from `orderable`). */
export function templateOf(item: OrderableItem): CartItemTemplate {
  const template = templates.get(item);
  if (!template) throw new Error(`no template for ${item.sku}`);
  return template;
}
