// The shape of a cart line as the browser keeps it (product-rules R64, R130). Apart from cart.ts so that
// orderable.ts, which the product list's first load carries, can name a line's template without
// importing the cart it does not carry.
import * as z from 'zod/mini';
import { integer } from '../api/integer.ts';

const sourceSchema = z.object({
  list: z.literal(['products', 'news', 'favorites', 'combos', 'search']),
  category: z.optional(z.string()),
  brand: z.optional(z.string()),
  /** A line the service's search found (R269): its code, searched again to find it. */
  search: z.optional(z.string()),
});
/** Which catalogue list a line came from, so the cart page can find it again. */
export type CartSource = z.infer<typeof sourceSchema>;

const optionalNumber = z.optional(z.number());
export const cartLineSchema = z.object({
  kind: z.literal(['product', 'combo']),
  sku: z.string(),
  ean: z.optional(z.nullable(z.string())),
  descricao: z.string(),
  complemento: z.nullable(z.string()),
  /** Base unit price (R$). */
  preco: z.number(),
  /** Quantity in boxes. */
  total: integer,
  /** Unit price applied (R$). */
  usePrice: z.number(),
  /** Line discount (R$). */
  discount: z.number(),
  /** Vessels (returnable bottles) per box: the stored field keeps the spec's name. */
  vasilhame: z.number(),
  image: z.nullable(z.string()),
  maximum: z.nullable(integer),
  minimum: z.nullable(integer),
  stock: integer,
  faixaVolume2: optionalNumber,
  faixaVolume3: optionalNumber,
  faixaVolume4: optionalNumber,
  faixaVolume5: optionalNumber,
  kdkg2: optionalNumber,
  kdkg3: optionalNumber,
  kdkg4: optionalNumber,
  kdkg5: optionalNumber,
  price_ranges: z.optional(z.array(z.object({ quantity: integer, price: z.number() }))),
  products: z.optional(z.array(z.object({ sku: z.string(), descricao: z.string(), quantity: integer }))),
  bonus: z.boolean(),
  /** Sent with a bonus line (POST /sales/); null when the list gave none. */
  bonus_proportion: z.optional(z.nullable(z.number())),
  budget: z.optional(z.nullable(z.string())),
  DATBI: z.optional(z.nullable(z.string())),
  KVGR1: z.optional(z.nullable(z.string())),
  source: sourceSchema,
});
/** One line of the cart as kept in the browser. */
export type CartLine = z.infer<typeof cartLineSchema>;
/** What is needed to create a line: everything but the quantity and the amounts. */
export type CartItemTemplate = Omit<CartLine, 'total' | 'usePrice' | 'discount'>;
