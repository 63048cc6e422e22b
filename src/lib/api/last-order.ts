// Products API: whether an order is in progress and its next delivery day ('Pedido com entrega programada',
// 'Entrega prevista', product-rules R61, R275).
import * as z from 'zod/mini';
import { request } from './client.ts';

/** Whether an order is in progress and the next delivery day when known. */
export const lastOrderInfoSchema = z.object({
  isOrderInProgress: z.boolean(),
  nextDeliveryDate: z.nullable(z.string()),
});
type LastOrderInfo = z.infer<typeof lastOrderInfoSchema>;

/** Whether an order is in progress, for the 'Pedido com entrega programada' modal and 'Entrega prevista'. */
export function getLastOrder(clientCode: string): Promise<LastOrderInfo> {
  return request('productsApi', '/lastOrder', { headers: { 'client-code': clientCode }, schema: lastOrderInfoSchema });
}
