// What the orders history needs only once its answer is here (docs/performance.md, "What weighs on a first load"): the
// date format, the transport with its driver's links (product-rules R273), the money refusals (R274)
// and the next delivery day (R275). Loaded alongside the history's answer, off /pedidos's first load.
import { getLastOrder } from '../api/last-order.ts';
import type { Order } from '../api/orders.ts';
import { formatDateOrNull } from '../domain/date-format.ts';
import { isAwaitingDelivery } from '../domain/delivery.ts';
import type { OrderProgress } from '../domain/orders.ts';
import { telHref } from '../domain/phone.ts';
import { whatsappChat, whatsappNumber } from '../domain/whatsapp.ts';

export { formatDate } from '../domain/date-format.ts';
export { isInTransit, isMoneyRefusal } from '../domain/delivery.ts';

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
