// 'O de sempre' on /produtos (product-rules R314): the client's usual products, read from the sale orders of
// the history's 45 days, each found in today's catalogue as 'Repetir pedido' finds an order's products
// (favourites over those days, then Novidades), with its reason, today's price and limits. Nothing goes into
// the cart from here: 'Revisar e colocar no carrinho' hands the chosen boxes to the reorder (R180.3), which
// caps them and says what was capped or is missing. Loaded with the card's code, off /produtos' first load.
import '../stores/api-session.ts';
import { servicesNowMs } from '../api/client.ts';
import { getUpdatedOrders } from '../api/orders.ts';
import { productKey, quantityCeiling } from '../domain/cart-rules.ts';
import { calendarDayInSaoPaulo, compareCalendarDates, parseCalendarDate } from '../domain/dates.ts';
import { toCents } from '../domain/format.ts';
import { bestOfferText } from '../domain/offers.ts';
import { comboTiers, lineAmounts, productTiers, type PriceTier } from '../domain/pricing.ts';
import { usualOrderItems, usualProducts, usualReasonText, usualTitleText, type UsualProduct } from '../domain/usual-order.ts';
import { offerSkusRead } from '../stores/offers.ts';
import { $clientCode, $storeAccess } from '../stores/session.ts';
import { findItems, type Found, type ReorderOrder } from './reorder.ts';
import { createPart } from './screen.ts';

/** How long the card waits for the offers once the rest of it is in (R316). */
const OFFERS_GRACE_MS = 2000;

/** The history the card reads: the longest period the service keeps. */
export const USUAL_HISTORY_DAYS = 45;

/** One usual product as the card shows it. */
export interface UsualLineView {
  /** The product's key (its code without leading zeros). */
  key: string;
  product: UsualProduct;
  /** 'a cada ~7 dias; o último foi há 8 dias'. */
  reason: string;
  /** The most boxes the card's stepper allows: today's stock and maximum; 0 when it cannot be ordered now. */
  ceiling: number;
  /** Today's base price and bands; null when today's catalogue does not have it. */
  price: { baseCents: number; tiers: PriceTier[] } | null;
  /** Its best volume offer, '-12 % a partir de 10 CX' (R315), or null. */
  offer: string | null;
  /** In Novidades: 'Oferta' (R316), known before the card is drawn so it moves nothing. */
  onOffer: boolean;
}

/** The card: its lines, most due first, and the oldest order's day (the reorder looks that far back). */
export interface UsualOrderView {
  lines: UsualLineView[];
  since: string;
}

/** The boxes chosen on each line, by key; a line not in it keeps its usual quantity (capped). */
export type UsualChoice = Readonly<Record<string, number>>;

/** The boxes a line starts with: its usual quantity within today's ceiling. */
export const suggestedBoxes = (line: UsualLineView) => Math.min(line.product.quantity, line.ceiling);

/** The boxes of a line as chosen, or as suggested. */
export const chosenBoxes = (line: UsualLineView, choice: UsualChoice) => choice[line.key] ?? suggestedBoxes(line);

/**
 * The card's title for the boxes chosen (R314): the lines with boxes and, when every one of them has a
 * price today, their sum at today's bands.
 */
export function usualTitle(view: UsualOrderView, choice: UsualChoice): string {
  let count = 0;
  let totalCents: number | null = 0;
  for (const line of view.lines) {
    const boxes = chosenBoxes(line, choice);
    if (boxes < 1) continue;
    count += 1;
    totalCents =
      line.price && totalCents !== null ? totalCents + lineAmounts(line.price.baseCents, line.price.tiers, boxes).totalCents : null;
  }
  return usualTitleText(count, count ? totalCents : null);
}

/** What 'Revisar e colocar no carrinho' hands to the reorder: the lines with boxes. */
export function usualReorder(view: UsualOrderView, choice: UsualChoice): ReorderOrder {
  const withBoxes = view.lines.filter((line) => chosenBoxes(line, choice) > 0);
  const boxes = new Map(withBoxes.map((line) => [line.product, chosenBoxes(line, choice)]));
  return { date: view.since, items: usualOrderItems([...boxes.keys()], (product) => boxes.get(product) ?? 0) };
}

const tiersOf = (template: Found['template']) =>
  template.kind === 'combo' ? comboTiers(template.price_ranges ?? []) : productTiers(template);

/** The card's part: null when the history has too little to say, or without store access (R250). */
export const usualOrder = createPart('usual order', async (clientCode: string, signal): Promise<UsualOrderView | null> => {
  if (!$storeAccess.get()) return null;
  const today = calendarDayInSaoPaulo(servicesNowMs());
  const offers = offerSkusRead().then((skus) => new Set([...skus].map(productKey)));
  const history = await getUpdatedOrders({ days: USUAL_HISTORY_DAYS, type: 'compra' }, { signal });
  const orders = [...history.pedidos, ...history.pedidosNaoProcessados];
  const products = usualProducts(orders, today, { storeAccess: true });
  if (!products) return null;
  const since = orders
    .map((order) => order.Status.ERDAT)
    .reduce((oldest, day) => {
      const [a, b] = [parseCalendarDate(oldest), parseCalendarDate(day)];
      return a && b && compareCalendarDates(b, a) < 0 ? day : oldest;
    });
  const found = await findItems(clientCode, { date: since, items: usualOrderItems(products, (product) => product.quantity) }, signal);
  const byKey = new Map(found.map((item) => [productKey(item.sku), item]));
  // The offers are read beside the rest; once the rest is in, they have 2 s more, else the card goes without them.
  const onOffer = await Promise.race([offers, new Promise<Set<string>>((done) => setTimeout(() => done(new Set()), OFFERS_GRACE_MS))]);
  return {
    since,
    lines: products.map((product) => {
      const key = productKey(product.code);
      const item = byKey.get(key);
      const price = item ? { baseCents: toCents(item.template.preco), tiers: tiersOf(item.template) } : null;
      return {
        key,
        product,
        reason: usualReasonText(product),
        ceiling: item ? quantityCeiling(item) : 0,
        price,
        offer: price ? bestOfferText(price.baseCents, price.tiers) : null,
        onOffer: onOffer.has(key),
      };
    }),
  };
});

/** Starts the card for the current company (again for another). */
export function startUsualOrder(): void {
  const clientCode = $clientCode.get();
  if (clientCode) usualOrder.start(clientCode);
}
