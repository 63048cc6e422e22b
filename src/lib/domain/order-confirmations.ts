// The two ticks before 'Finalizar Pedido' follow the cart (product-rules R151): 'Confirmar compra
// acima do limite' confirms one total, 'Confirmar posse dos vasilhames' one set of vessel lines. A
// tick given for another cart would let an order out that the client never confirmed.
import { cartSummary, type PriceTier } from './pricing.ts';

/** The ticks of the cart page. */
export interface Confirmations {
  /** 'Confirmar compra acima do limite'. */
  limit: boolean;
  /** 'Confirmar posse dos vasilhames'. */
  vessels: boolean;
}

/** What the ticks confirm: the order total and the lines with vessels. */
export interface ConfirmedCart {
  totalCents: number;
  /** One entry per line with vessels: sku, boxes and vessels. */
  vesselLines: readonly string[];
}

/** A cart line as the ticks see it: the quantity shown (a pending tap included). */
export interface ConfirmableLine {
  sku: string;
  baseCents: number;
  tiers: readonly PriceTier[];
  quantity: number;
  vesselsPerBox: number;
}

/** The total and the vessel lines of the lines as shown. */
export function confirmedCart(lines: readonly ConfirmableLine[]): ConfirmedCart {
  return {
    totalCents: cartSummary(lines).totalCents,
    vesselLines: lines
      .filter((l) => l.vesselsPerBox > 0 && l.quantity > 0)
      .map((l) => `${l.sku}:${l.quantity}:${l.vesselsPerBox * l.quantity}`)
      .sort(),
  };
}

/** The ticks that still hold after the cart went from `before` to `after`. */
export function keptConfirmations(ticked: Confirmations, before: ConfirmedCart, after: ConfirmedCart): Confirmations {
  return {
    limit: ticked.limit && before.totalCents === after.totalCents,
    vessels: ticked.vessels && before.vesselLines.join() === after.vesselLines.join(),
  };
}
