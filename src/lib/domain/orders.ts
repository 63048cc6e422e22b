// The order history's rules (product-rules R84–R86): the progress an order status text
// stands for, the order type, the label of each item line, the invoice status, the product codes
// hidden from order details. What /pedidos draws before the answer is in order-page.ts.
import { stripAccents } from './text.ts';

// The fields the rules read, structurally those of the service's orders (the screen passes its
// parsed answer as it is, so the rules never see a copy that could drift).

/** An order line: the product code (MATNR). */
export interface OrderItemFields {
  MATNR: string;
}

/** An order: its type (AUART) and its lines. */
export interface OrderFields<Item extends OrderItemFields = OrderItemFields> {
  Status: { AUART: string };
  Itens: { Item: Item[] };
}

/** An invoice: cancelled when CANCEL is 'X'; DOCSTAT '1' validated, '2' refused, '3' rejected. */
interface InvoiceFields {
  CANCEL: string;
  DOCSTAT: string;
}

/** The six steps of an order's progress, in order. */
type OrderStepKey = 'confirmation' | 'credit' | 'invoiced' | 'separation' | 'forwarded' | 'delivered';

/** Where a step stands: reached, under way now, delivered only in part, or not reached yet. */
export type OrderStepState = 'done' | 'current' | 'partial' | 'pending';

/** One step as a screen lists it. */
interface OrderStep {
  key: OrderStepKey;
  label: string;
  state: OrderStepState;
}

/**
 * How an order went: 'progress' (on its way or delivered), 'warning' (delivered in part),
 * 'danger' (cancelled, not invoiced, returned) or 'unknown' (a status text product-rules R84 does not name).
 */
type OrderTone = 'progress' | 'warning' | 'danger' | 'unknown';

/** The progress of an order: its tone and steps (no steps for 'danger' and 'unknown'). */
export interface OrderProgress {
  tone: OrderTone;
  steps: OrderStep[];
}

/** pt-BR labels of the steps (product-rules R84 names the steps without quoting labels). */
const ORDER_STEP_LABELS: Readonly<Record<OrderStepKey, string>> = {
  confirmation: 'Confirmado',
  credit: 'Análise de crédito',
  invoiced: 'Faturado',
  separation: 'Em separação',
  forwarded: 'Em trânsito',
  delivered: 'Entregue',
};

const STEP_KEYS: readonly OrderStepKey[] = ['confirmation', 'credit', 'invoiced', 'separation', 'forwarded', 'delivered'];

/** Status texts of cancelled, not invoiced or returned orders. */
const DANGER_STATUSES = new Set([
  'CANCELADO',
  'PEDIDO CANCELADO',
  'PEDIDO NAO FATURADO',
  'PEDIDO NOTA CANCELADA',
  'PEDIDO RETORNADO',
  'RETORNADO/DEVOLVIDO',
]);

/** Status texts of orders delivered in part. */
const PARTIAL_STATUSES = new Set(['PARCIALMENTE ENTREGUE', 'PEDIDO PARCIALMENTE RECUSADO', 'PEDIDO PARCIALMENTE RETORNADO']);

// Each status on its way: how many steps are done, and whether the next one is under way.
const PROGRESS_STATUSES: ReadonlyMap<string, { done: number; current: boolean }> = new Map([
  ['PEDIDO EM PROCESSAMENTO', { done: 0, current: true }],
  ['FINANCEIRO NAO APROVADO', { done: 1, current: true }],
  ['FINANCEIRO APROVADO', { done: 2, current: true }],
  ['FATURAMENTO PENDENTE', { done: 2, current: true }],
  ['PEDIDO FATURADO', { done: 3, current: false }],
  ['PEDIDO EM SEPARACAO', { done: 3, current: true }],
  ['PEDIDO EM TRANSITO', { done: 4, current: true }],
  ['PEDIDO ENTREGUE', { done: 6, current: false }],
]);

/** Status texts whose item lines without a refusal show 'Confirmado' (delivered, in transit, partly refused). */
const CONFIRMED_LINE_STATUSES = new Set(['PEDIDO ENTREGUE', 'PEDIDO EM TRANSITO', 'PEDIDO PARCIALMENTE RECUSADO']);

/** A status text as the rules compare it: trimmed, upper case, without accents ('Pedido em trânsito' → 'PEDIDO EM TRANSITO'). */
export function normaliseOrderStatus(status: string): string {
  return stripAccents(status).trim().replace(/\s+/g, ' ').toUpperCase();
}

function steps(stateOf: (index: number) => OrderStepState): OrderStep[] {
  return STEP_KEYS.map((key, index) => ({ key, label: ORDER_STEP_LABELS[key], state: stateOf(index) }));
}

/** The progress an order status text stands for (product-rules R84); an unknown text has no steps. */
/** Whether the client never got the order: cancelled, not invoiced, its invoice cancelled, or returned. */
export function isUndelivered(status: string): boolean {
  return DANGER_STATUSES.has(normaliseOrderStatus(status));
}

export function orderProgress(status: string): OrderProgress {
  const text = normaliseOrderStatus(status);
  if (DANGER_STATUSES.has(text)) return { tone: 'danger', steps: [] };
  if (PARTIAL_STATUSES.has(text)) {
    return { tone: 'warning', steps: steps((index) => (index === STEP_KEYS.length - 1 ? 'partial' : 'done')) };
  }
  const progress = PROGRESS_STATUSES.get(text);
  if (!progress) return { tone: 'unknown', steps: [] };
  return {
    tone: 'progress',
    steps: steps((index) => (index < progress.done ? 'done' : index === progress.done && progress.current ? 'current' : 'pending')),
  };
}

/** The heading over the orders received but not yet processed, and its note (also drawn by /pedidos's early view). */

/** Order type codes (AUART) and their labels. */
const ORDER_TYPE_LABELS: Readonly<Record<string, string>> = {
  ZS03: 'Bonificação',
  ZS11: 'Troca',
  ZS43: 'Compra',
};

/**
 * Whether an order can be repeated (product-rules R180.1): a sale (ZS43), not a bonus (ZS03) or an
 * exchange (ZS11). Here rather than in reorder.ts, which /pedidos loads only when 'Repetir pedido' is pressed.
 */
export function isSaleOrder(auart: string): boolean {
  return auart.trim().toUpperCase() === 'ZS43';
}

/** The label of an order type (AUART); an unknown code is shown as it came. */
export function orderTypeLabel(auart: string): string {
  return ORDER_TYPE_LABELS[auart.trim().toUpperCase()] ?? auart;
}

/** The refusal reasons (BEZEI) product-rules R85 names, shown as written; any other reason shows 'Cancelado'. */
const REFUSAL_LABELS = [
  'NF Denegada',
  'Canc. Cliente',
  'Ruptura',
  'Título em Atraso',
  'Limite de Crédito',
  'Insc. Suspensa',
  'Fora de Rota',
] as const;

const refusalByKey = new Map<string, string>(REFUSAL_LABELS.map((label) => [normaliseOrderStatus(label), label]));

/** Tone of an item line: refused (danger), confirmed (success) or neither. */
export type ItemLineTone = 'danger' | 'success' | 'neutral';

/** The label of an item line (product-rules R85) and its tone. */
export function itemLineLabel(reason: string | null | undefined, orderStatus: string): { label: string; tone: ItemLineTone } {
  const text = reason?.trim() ?? '';
  if (text) return { label: refusalByKey.get(normaliseOrderStatus(text)) ?? 'Cancelado', tone: 'danger' };
  if (CONFIRMED_LINE_STATUSES.has(normaliseOrderStatus(orderStatus))) return { label: 'Confirmado', tone: 'success' };
  return { label: 'Sem Recusa', tone: 'neutral' };
}

/** The status of an invoice; a DOCSTAT product-rules R85 does not name (empty: not yet sent) is 'Pendente'. */
export function invoiceStatusLabel(invoice: InvoiceFields): string {
  if (invoice.CANCEL === 'X') return 'Cancelada';
  switch (invoice.DOCSTAT) {
    case '1':
      return 'Validada';
    case '2':
      return 'Recusada';
    case '3':
      return 'Rejeitada';
    default:
      return 'Pendente';
  }
}

/** The colour of an invoice status's badge: green when validated, neutral while pending, red otherwise. */
export function invoiceStatusTone(label: string): 'success' | 'neutral' | 'danger' {
  return label === 'Validada' ? 'success' : label === 'Pendente' ? 'neutral' : 'danger';
}

/**
 * The product codes hidden from bonus (ZS03) and purchase (ZS43) order details. A fixed list
 * of 19 exists but was never given (product-rules R86): empty until the business supplies it.
 * Codes are compared without leading zeros, so '000000000000012345' and '12345' are the same.
 */
export const HIDDEN_PRODUCT_CODES: readonly string[] = [];

/** Order types whose details leave out the hidden product codes. */
const TYPES_WITH_HIDDEN_CODES = new Set(['ZS03', 'ZS43']);

function productKey(code: string): string {
  return code.trim().replace(/^0+(?=.)/, '');
}

/** The item lines an order's details show: all of them, less the hidden codes on bonus and purchase orders. */
export function visibleOrderItems<Item extends OrderItemFields>(
  order: OrderFields<Item>,
  hidden: readonly string[] = HIDDEN_PRODUCT_CODES,
): Item[] {
  const items = order.Itens.Item;
  if (!hidden.length || !TYPES_WITH_HIDDEN_CODES.has(order.Status.AUART.trim().toUpperCase())) return items;
  const hiddenKeys = new Set(hidden.map(productKey));
  return items.filter((item) => !hiddenKeys.has(productKey(item.MATNR)));
}

/** Order types that are not paid, so their invoices have no boleto: bonus (ZS03) and exchange (ZS11). */
const UNPAID_TYPES = new Set(['ZS03', 'ZS11']);

/** Whether an invoice offers its boleto: not cancelled, and the order is one that is paid. */
export function hasBoleto(orderType: string, invoice: Pick<InvoiceFields, 'CANCEL'>): boolean {
  return invoice.CANCEL !== 'X' && !UNPAID_TYPES.has(orderType.trim().toUpperCase());
}
