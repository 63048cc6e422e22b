// What the cart page shows besides its lines: the view cart.ts starts with and cart-loads.ts fills
// once the page's code is in. Apart from both so neither imports the other's module for its type.
import type { LineFlag } from '../domain/cart-check.ts';
import type { ClientLimitsView } from '../stores/stored-limits.ts';
import type { SendState } from '../stores/order-send.ts';

/** The cart page once started (its lines come from the cart store). */
export interface CartView {
  /** The check, the limits and the sending code are loaded, and an unresolved send was looked at (product-rules R181). */
  loaded: boolean;
  /** True while prices and stock are checked again. */
  refreshing: boolean;
  /** The pt-BR message of a failed check, or null. */
  refreshError: string | null;
  /** The check succeeded: until then 'Finalizar Pedido' stays disabled (product-rules R150). */
  checked: boolean;
  /** 'Confirmar compra acima do limite' is ticked (cleared when the total changes, R151). */
  limitConfirmed: boolean;
  /** 'Confirmar posse dos vasilhames' is ticked (cleared when the vessel lines change, R151). */
  vesselsConfirmed: boolean;
  /** What the check found, by sku (lines found in order have none). */
  issues: Readonly<Record<string, LineFlag>>;
  /** Some line's check blocks sending. */
  flagged: boolean;
  /** The current client's minimum order and credit limit, when known. */
  limits: ClientLimitsView | null;
  limitsLoading: boolean;
  /** The pt-BR message of a failed load of the limits, or null. */
  limitsError: string | null;
  /** Where the order's send stands. */
  sendStatus: SendState['status'];
  /** What to say of the company's send whose outcome is unknown (product-rules R181); absent or null when there is none. */
  unresolved?: string | null;
  /** What the cart's lines would complete of the client's campaigns, one text each (product-rules R318); absent before they are read. */
  coverNotes?: readonly string[];
}
