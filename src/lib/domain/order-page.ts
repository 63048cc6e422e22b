// What /pedidos needs before its answer arrives (product-rules R82, R88, R300): the texts it draws, how many
// orders a step shows, the names downloads are saved under. Apart from orders.ts, whose rules shape the
// answer and load with it, off the page's first load (docs/performance.md, "What weighs on a first load").
import type { OrderStepState } from './orders.ts';

/** pt-BR text of each step state, so a screen never tells it by colour only. */
export const ORDER_STEP_STATE_LABELS: Readonly<Record<OrderStepState, string>> = {
  done: 'concluído',
  current: 'em andamento',
  partial: 'parcial',
  pending: 'pendente',
};

/**
 * The empty history's text, with the period the filter held (R82): the spec's sentence was written for its
 * 30 days, and a client who chose 7 must not read 30.
 */
export function emptyOrdersText(days: number): string {
  return `Nenhum pedido encontrado nos últimos ${days} dias.`;
}

export const UNPROCESSED_ORDERS_TITLE = 'Pedidos recebidos, ainda não processados';
export const UNPROCESSED_ORDERS_NOTE = 'Estes pedidos chegaram e logo aparecem no histórico com o andamento completo.';

/** Name the invoice PDF is saved under (product-rules R88). */
export const INVOICE_FILE_NAME = 'nf.pdf';

/** Name the payment-slip PDF of an invoice is saved under (product-rules R88): 'boleto_{CHAVE_NF}.pdf'. */
export function boletoFileName(invoiceKey: string): string {
  return `boleto_${invoiceKey}.pdf`;
}

/** How many orders /pedidos draws at first, and how many more each 'Mostrar mais pedidos' adds (product-rules R300). */
export const ordersPerStep = 30;
