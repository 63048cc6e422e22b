// Products API: sending the order (POST /sales/). Never retried: a second submission could create a second order.
import * as z from 'zod/mini';
import { shownText } from './shown-text.ts';
import { integer } from './integer.ts';
import { priceTierFieldsSchema } from './catalogue.ts';
import { request } from './client.ts';

/** The created order: number, delivery date (yyyymmdd) and value (R$). */
export const saleResponseSchema = z.object({ ORDEM: z.string(), ENTREGA: z.string(), VALOR: z.number() });
export type SaleResponse = z.infer<typeof saleResponseSchema>;

/** A stock problem of one cart line. */
export const stockIssueSchema = z.object({ sku: z.string(), message: shownText, availableQty: integer });
export type StockIssue = z.infer<typeof stockIssueSchema>;

/**
 * The body of a refused order (`HttpError.body`): `error` is the heading and toast, `details` may list
 * stock problems, `budget` names a budget category whose cart lines are removed.
 */
export const salesErrorSchema = z.object({
  message: shownText,
  details: z.optional(z.union([shownText, z.array(shownText), z.array(stockIssueSchema)])),
  error: z.string(),
  budget: z.optional(z.string()),
});
export type SalesError = z.infer<typeof salesErrorSchema>;

/**
 * One cart line as sent; a bonus line carries `bonus: true` and `bonus_proportion`, a combo line its
 * `products`. A schema too: an unresolved send keeps its body in storage and sends it again as it was
 * (product-rules R182), so what is read back is checked.
 */
export const saleItemSchema = z.object({
  ...priceTierFieldsSchema.shape,
  sku: z.string(),
  /** Quantity in boxes, 1 to 9999. */
  total: integer,
  /** Base unit price. */
  price: z.number(),
  /** Unit price applied (volume band). */
  usePrice: z.number(),
  stock: integer,
  vessel: z.number(),
  complement: z.nullable(z.string()),
  /** Product name. */
  product: z.nullable(z.string()),
  DATBI: z.nullable(z.string()),
  KVGR1: z.nullable(z.string()),
  descricao: z.string(),
  bonus: z.boolean(),
  /** The bonus share of a bonus line; null on other lines. */
  bonus_proportion: z.nullable(z.number()),
  budget: z.nullable(z.string()),
  /** The products inside a combo line; null on other lines. */
  products: z.nullable(z.array(z.object({ sku: z.string(), descricao: z.string(), quantity: integer }))),
});
export type SaleItem = z.infer<typeof saleItemSchema>;

/**
 * Sends the order (at least one line) for the client; never retried. `idempotencyKey` is the cart
 * send's key (product-rules R140): a resend with the same key gets the first order's answer again.
 */
export function sendOrder(clientCode: string, items: SaleItem[], idempotencyKey: string): Promise<SaleResponse> {
  return request('productsApi', '/sales/', {
    method: 'POST',
    headers: { 'client-code': clientCode, 'Idempotency-Key': idempotencyKey },
    body: items,
    retry: false,
    schema: saleResponseSchema,
  });
}
