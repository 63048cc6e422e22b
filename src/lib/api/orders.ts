// Plain client API: order history (whole or filtered), the status texts present, and the invoice
// and payment-slip PDFs. The PDFs are asked for with a POST that only reads: `retry: true` (R104).
import * as z from 'zod/mini';
import { shownText } from './shown-text.ts';
import { request, type ReadOptions } from './client.ts';
import { requestBlob } from './files.ts';

/** An order line; BEZEI is the refusal reason, empty or absent when none. */
export const orderItemSchema = z.object({
  MATNR: z.string(),
  ARKTX: shownText,
  KWMENG: z.number(),
  BEZEI: z.optional(z.nullable(shownText)),
});
export type OrderItem = z.infer<typeof orderItemSchema>;

/** An invoice; DOCSTAT 1 'Validada', 2 'Recusada', 3 'Rejeitada'; CANCEL 'X' 'Cancelada'. */
export const invoiceSchema = z.object({
  NFENUM: z.string(),
  DOCDAT: z.string(),
  DOCSTAT: z.literal(['1', '2', '3', '']),
  CANCEL: z.literal(['X', '']),
  CHAVE_NF: z.string(),
  PIX_QRCODE: z.optional(z.nullable(z.string())),
});
export type Invoice = z.infer<typeof invoiceSchema>;

// The ERP sends one object when there is one entry and a list otherwise; parsing always yields a list.
const orderItemsSchema = z.pipe(
  z.union([orderItemSchema, z.array(orderItemSchema)]),
  z.transform((items: OrderItem | OrderItem[]) => (Array.isArray(items) ? items : [items])),
);
const invoicesSchema = z.pipe(
  z.union([invoiceSchema, z.array(invoiceSchema)]),
  z.transform((notes: Invoice | Invoice[]) => (Array.isArray(notes) ? notes : [notes])),
);

/**
 * An order of the history. Parsing normalises `Itens.Item` and `Notas.Nota` to lists:
 * `Order` is the parsed shape, `OrderWire` what the service sends (one object or a list).
 */
export const orderSchema = z.object({
  Status: z.object({ VBELN: z.string(), AUART: z.string(), ERDAT: z.string(), STATUS: z.string() }),
  Itens: z.object({ Item: orderItemsSchema }),
  Notas: z.optional(z.nullable(z.object({ Nota: z.optional(invoicesSchema) }))),
  Transporte: z.optional(
    z.nullable(
      z.object({
        FROTA: z.optional(z.string()),
        PLACA: z.optional(z.string()),
        MOTORISTA_NOME: z.optional(z.string()),
        MOTORISTA_TEL: z.optional(z.string()),
      }),
    ),
  ),
});
export type Order = z.infer<typeof orderSchema>;
export type OrderWire = z.input<typeof orderSchema>;

/** The history: orders (newest first), the status texts present and the orders not yet processed. */
export const ordersResponseSchema = z.object({
  pedidos: z.array(orderSchema),
  statusPedidos: z.array(z.string()),
  pedidosNaoProcessados: z.array(orderSchema),
});
export type OrdersResponse = z.infer<typeof ordersResponseSchema>;
export type OrdersResponseWire = z.input<typeof ordersResponseSchema>;

/** The order status texts present in the client's history (for the status filter). */
export const orderStatusListSchema = z.array(z.string());

/** How many days back the filtered history goes. */
export type OrderDays = 7 | 15 | 30 | 45;
/** Order type filter: all, bonus (ZS03) or purchase (ZS43). */
export type OrderTypeFilter = 'todos' | 'bonificacao' | 'compra';

/** Filters of the order history. */
export interface OrderFilters {
  days: OrderDays;
  type?: OrderTypeFilter | undefined;
  /** One of the texts from getOrderStatuses; absent for all. */
  status?: string | undefined;
}

/** A long history is kept on the device in part: its newest orders (product-rules R302). */
const ordersKeptPart = { list: 'pedidos', noun: 'pedidos' } as const;

/** The whole order history; `timeoutMs` shortens the wait where the answer is only a help (product-rules R143). */
export function getOrders(read: ReadOptions = {}): Promise<OrdersResponse> {
  return request('clientApi', '/client/my-orders', { ...read, schema: ordersResponseSchema, keptPart: ordersKeptPart });
}

/** The order history filtered by period, type and status. */
export function getUpdatedOrders(filters: OrderFilters, read: ReadOptions = {}): Promise<OrdersResponse> {
  return request('clientApi', '/client/my-updated-orders', {
    ...read,
    query: { dias_pedido: filters.days, type: filters.type, status: filters.status },
    schema: ordersResponseSchema,
    keptPart: ordersKeptPart,
  });
}

/** The status texts present in the history. */
export function getOrderStatuses(): Promise<string[]> {
  return request('clientApi', '/client/my-status-orders', { schema: orderStatusListSchema });
}

/** The invoice (DANFE) PDF of the given access keys (CHAVE_NF). */
export function downloadInvoice(nfkey: string[]): Promise<Blob> {
  return requestBlob('clientApi', '/client/my-order-nf', { method: 'POST', body: { nfkey }, retry: true });
}

/** The payment-slip PDF of the given access keys (CHAVE_NF), without the PIX QR code. */
export function downloadBoleto(nfkey: string[]): Promise<Blob> {
  return requestBlob('clientApi', '/client/my-order-boleto', { method: 'POST', body: { nfkey }, retry: true });
}
