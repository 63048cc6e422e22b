// What the orders history needs only once its answer is here (docs/performance.md, "What weighs on a first
// load"): the order views the page draws with the rules of product-rules R84–R86, the date format, the
// transport with its driver's links (R273), the money refusals (R274) and the next delivery day (R275).
// Loaded alongside the history's answer, off /pedidos's first load.
import { getLastOrder } from '../api/last-order.ts';
import type { Invoice, Order, OrderItem } from '../api/orders.ts';
import { formatDate, formatDateOrNull } from '../domain/date-format.ts';
import { isAwaitingDelivery, isInTransit, isMoneyRefusal } from '../domain/delivery.ts';
import { formatNumber } from '../domain/format.ts';
import {
  hasBoleto,
  invoiceStatusLabel,
  invoiceStatusTone,
  isSaleOrder,
  itemLineLabel,
  orderProgress,
  orderTypeLabel,
  visibleOrderItems,
  type ItemLineTone,
  type OrderProgress,
} from '../domain/orders.ts';
import { telHref } from '../domain/phone.ts';
import { noteOrdersShown } from '../stores/order-news.ts';
import { whatsappChat, whatsappNumber } from '../domain/whatsapp.ts';

export /** Who carries an order; null fields are not shown. */
interface TransportView {
  fleet: string | null;
  plate: string | null;
  driver: string | null;
  phone: { text: string; href: string } | null;
  /** 'WhatsApp do motorista' (product-rules R273): null without a mobile WhatsApp can open. */
  whatsapp: string | null;
}

/** Who carries an order; null when the service sent no transport fact. */
export function transportView(transport: Order['Transporte']): TransportView | null {
  if (!transport) return null;
  const number = whatsappNumber(transport.MOTORISTA_TEL);
  const view: TransportView = {
    fleet: transport.FROTA || null,
    plate: transport.PLACA || null,
    driver: transport.MOTORISTA_NOME || null,
    phone: transport.MOTORISTA_TEL ? { text: transport.MOTORISTA_TEL, href: telHref(transport.MOTORISTA_TEL) } : null,
    whatsapp: number ? whatsappChat(number) : null,
  };
  return view.fleet || view.plate || view.driver || view.phone ? view : null;
}

/**
 * The next delivery day, 'dd/mm/yyyy', when the service says an order is in progress and gives one (R275);
 * null otherwise, and when it cannot be asked: the order then simply shows no date.
 */
export async function nextDeliveryDay(clientCode: string): Promise<string | null> {
  try {
    const info = await getLastOrder(clientCode);
    return info.isOrderInProgress ? formatDateOrNull(info.nextDeliveryDate) : null;
  } catch (error) {
    console.warn('[orders:next-delivery]', error);
    return null;
  }
}

/** What marking the expected order reads and writes of an order's view. */
interface ExpectedOrder {
  progress: OrderProgress;
  deliveryExpected: boolean;
}

/** Marks the newest order still to be delivered (R275), to which the next delivery day belongs: those not yet processed come first. */
export function markDeliveryExpected(shown: Record<'orders' | 'unprocessed', ExpectedOrder[]>): void {
  const expected = [...shown.unprocessed, ...shown.orders].find((order) => isAwaitingDelivery(order.progress));
  if (expected) expected.deliveryExpected = true;
}

/** An item line of an order's details. */
export interface OrderItemView {
  key: string;
  name: string;
  code: string;
  /** '1.200'. */
  quantity: string;
  line: { label: string; tone: ItemLineTone };
}

/** An invoice of an order, with what its downloads need. */
export interface InvoiceView {
  /** The access key: unique, and what the downloads ask for. */
  key: string;
  number: string;
  /** 'dd/mm/yyyy'. */
  issued: string;
  status: string;
  statusTone: 'success' | 'neutral' | 'danger';
  /** Whether it offers its boleto. */
  boleto: boolean;
  /** The PIX code drawn onto the boleto, when the invoice has one. */
  pixQrCode: string | null;
}

/** An order as the page shows it. */
export interface OrderView {
  number: string;
  typeLabel: string;
  /** 'dd/mm/yyyy'. */
  date: string;
  /** The status text as the service sends it. */
  status: string;
  progress: OrderProgress;
  items: OrderItemView[];
  invoices: InvoiceView[];
  /** Null when the service sent no transport fact. */
  transport: TransportView | null;
  /** In transit: the card shows its driver (product-rules R273). */
  inTransit: boolean;
  /** Stopped by money: the card offers 'Falar com o vendedor' (R274). */
  moneyRefusal: boolean;
  /** The order the next delivery day belongs to (R275): the newest one still to be delivered. */
  deliveryExpected: boolean;
  /** Its status moved since the user last saw it (R313): the card says 'Atualizado'. */
  updated: boolean;
  /** What 'Repetir pedido' repeats (its day and lines); null for bonus and exchange orders (product-rules R180.1). */
  reorder: { date: string; items: Array<{ code: string; name: string; quantity: number }> } | null;
}

function itemView(item: OrderItem, index: number, orderStatus: string): OrderItemView {
  return {
    key: `${item.MATNR}-${index}`,
    name: item.ARKTX,
    code: item.MATNR,
    quantity: formatNumber(item.KWMENG),
    line: itemLineLabel(item.BEZEI, orderStatus),
  };
}

function invoiceView(invoice: Invoice, orderType: string): InvoiceView {
  const status = invoiceStatusLabel(invoice);
  return {
    key: invoice.CHAVE_NF,
    number: invoice.NFENUM,
    issued: formatDate(invoice.DOCDAT),
    status,
    statusTone: invoiceStatusTone(status),
    boleto: hasBoleto(orderType, invoice),
    pixQrCode: invoice.PIX_QRCODE?.trim() || null,
  };
}

/** An order of the answer as the page shows it; `deliveryExpected` is set by `markDeliveryExpected`. */
export function orderView(order: Order): OrderView {
  const { VBELN, AUART, ERDAT, STATUS } = order.Status;
  const items = visibleOrderItems(order);
  return {
    number: VBELN,
    typeLabel: orderTypeLabel(AUART),
    date: formatDate(ERDAT),
    status: STATUS,
    progress: orderProgress(STATUS),
    items: items.map((item, index) => itemView(item, index, STATUS)),
    invoices: (order.Notas?.Nota ?? []).map((invoice) => invoiceView(invoice, AUART)),
    transport: transportView(order.Transporte),
    inTransit: isInTransit(STATUS),
    moneyRefusal: isMoneyRefusal(
      STATUS,
      items.map((item) => item.BEZEI),
    ),
    deliveryExpected: false,
    updated: false,
    reorder: isSaleOrder(AUART) ? { date: ERDAT, items: items.map((i) => ({ code: i.MATNR, name: i.ARKTX, quantity: i.KWMENG })) } : null,
  };
}

type OrderLists = Record<'orders' | 'unprocessed', OrderView[]>;

/** The views with their 'Atualizado' marks (R313). */
function withMarks<V extends OrderLists>(shown: V, marked: ReadonlySet<string>): V {
  const mark = (views: OrderView[]) => views.map((view) => ({ ...view, updated: marked.has(view.number) }));
  return { ...shown, orders: mark(shown.orders), unprocessed: mark(shown.unprocessed) };
}

/**
 * Marks the orders whose status moved since the user last saw them, and remembers these as seen (R313).
 * When the device's record was too slow to read for the cards to wait, its marks are put on the drawn view
 * (`screen.patch`) once it is read, unless a newer load (`signal` aborted) asks for its own.
 */
export async function markUpdated<V extends OrderLists>(
  shown: OrderLists,
  answer: Order[],
  signal: AbortSignal,
  screen: { patch: (update: (view: V | undefined) => V | undefined) => void },
): Promise<void> {
  const marked = await noteOrdersShown(answer, (late) => {
    if (!signal.aborted) screen.patch((view) => view && withMarks(view, late));
  });
  for (const view of [...shown.unprocessed, ...shown.orders]) view.updated = marked.has(view.number);
}
