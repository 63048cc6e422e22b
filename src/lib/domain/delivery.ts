// Where an order stands for the client waiting on it (product-rules R273–R275): on the truck, still to be
// delivered, or stopped by money. Apart from orders.ts: only /pedidos's extras, loaded with the history's
// answer, read them.
import { normaliseOrderStatus, type OrderProgress } from './orders.ts';

/** Whether the status says the order is on the truck (R273). */
export function isInTransit(status: string): boolean {
  return normaliseOrderStatus(status) === 'PEDIDO EM TRANSITO';
}

/** Whether an order is still to be delivered (product-rules R275): on its way, its last step not reached. */
export function isAwaitingDelivery(progress: OrderProgress): boolean {
  return progress.tone === 'progress' && progress.steps.at(-1)?.state === 'pending';
}

/** Refusal reasons that mean money stopped the order (product-rules R274; the texts of R85). */
const MONEY_REFUSALS = new Set(['LIMITE DE CREDITO', 'TITULO EM ATRASO']);

/** Whether an order was stopped by money: its credit was refused, or a line was refused for the limit or an overdue bill. */
export function isMoneyRefusal(status: string, refusalReasons: ReadonlyArray<string | null | undefined>): boolean {
  return (
    normaliseOrderStatus(status) === 'FINANCEIRO NAO APROVADO' ||
    refusalReasons.some((reason) => !!reason && MONEY_REFUSALS.has(normaliseOrderStatus(reason)))
  );
}
