// Products API: the current client's minimum order value and credit limit (product-rules R68).
import * as z from 'zod/mini';
import { request, type ReadOptions } from './client.ts';

/** Minimum order value and credit limit (R$). */
export const clientLimitsSchema = z.object({ Minimoorder: z.number(), Limitecredito: z.number() });
type ClientLimits = z.infer<typeof clientLimitsSchema>;

/** Minimum order value and credit limit of the current client. */
export function getClientLimits(clientCode: string, read: ReadOptions = {}): Promise<ClientLimits> {
  return request('productsApi', '/client/limits', { ...read, headers: { 'client-code': clientCode }, schema: clientLimitsSchema });
}
