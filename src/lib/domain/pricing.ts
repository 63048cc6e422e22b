// Volume pricing (product-rules R56): bands 2 to 5, each a threshold in boxes
// and a unit price; the highest band reached whose price is above 0 applies, else the base price.
// Money in integer cents.
import { formatMoney, toCents } from './format.ts';

/** One volume band: from `threshold` boxes the unit price is `priceCents` (0 = band unused). */
export interface PriceTier {
  threshold: number;
  priceCents: number;
}

/** The band fields of a catalogue product, as the service sends them (reais). */
interface TierFields {
  faixaVolume2?: number | undefined;
  faixaVolume3?: number | undefined;
  faixaVolume4?: number | undefined;
  faixaVolume5?: number | undefined;
  kdkg2?: number | undefined;
  kdkg3?: number | undefined;
  kdkg4?: number | undefined;
  kdkg5?: number | undefined;
}

/** A product's bands 2 to 5, in order (unused ones included, with threshold or price 0). */
export function productTiers(fields: TierFields): PriceTier[] {
  return ([2, 3, 4, 5] as const).map((band) => ({
    threshold: Math.max(0, Math.trunc(fields[`faixaVolume${band}`] ?? 0)),
    priceCents: toCents(fields[`kdkg${band}`] ?? 0),
  }));
}

/** A combo's price ranges as bands, by ascending quantity. */
export function comboTiers(ranges: ReadonlyArray<{ quantity: number; price: number }>): PriceTier[] {
  return [...ranges].sort((a, b) => a.quantity - b.quantity).map((r) => ({ threshold: r.quantity, priceCents: toCents(r.price) }));
}

/** The bands worth showing: a threshold and a price above 0. */
export function usableTiers(tiers: readonly PriceTier[]): PriceTier[] {
  return tiers.filter((t) => t.threshold > 0 && t.priceCents > 0);
}

/** The unit price for a quantity: the highest band (5 down to 2) reached with a price above 0, else the base price. */
export function tierUnitPrice(baseCents: number, tiers: readonly PriceTier[], quantity: number): number {
  for (let i = tiers.length - 1; i >= 0; i -= 1) {
    const tier = tiers[i]!;
    if (tier.threshold > 0 && tier.priceCents > 0 && quantity >= tier.threshold) return tier.priceCents;
  }
  return baseCents;
}

/** The nearest cheaper band within reach: the boxes that are missing and the unit price there. */
export interface NextBand {
  missing: number;
  unitCents: number;
}

/**
 * The nearest band above `quantity` boxes whose unit price is below today's, among those `ceiling` boxes
 * (stock and maximum, quantityCeiling) allow; null with no box yet, at the cheapest band reachable, or with
 * no stock for a cheaper one (product-rules R267).
 */
export function nextBand(baseCents: number, tiers: readonly PriceTier[], quantity: number, ceiling: number): NextBand | null {
  if (quantity <= 0) return null;
  const unitCents = tierUnitPrice(baseCents, tiers, quantity);
  let next: NextBand | null = null;
  for (const tier of usableTiers(tiers)) {
    if (tier.threshold <= quantity || tier.threshold > ceiling) continue;
    const bandCents = tierUnitPrice(baseCents, tiers, tier.threshold);
    if (bandCents < unitCents && (!next || tier.threshold - quantity < next.missing))
      next = { missing: tier.threshold - quantity, unitCents: bandCents };
  }
  return next;
}

/** 'Faltam 2 CX para R$ 41,50 cada' ('Falta 1 CX…'). */
export function nextBandText({ missing, unitCents }: NextBand): string {
  return `${missing === 1 ? 'Falta' : 'Faltam'} ${missing} CX para ${formatMoney(unitCents)} cada`;
}

/** A band as the card shows it: '10 CX R$ 41,50 cada'. */
export function tierLabel(tier: PriceTier): string {
  return `${tier.threshold} CX ${formatMoney(tier.priceCents)} cada`;
}

/** Money of one line: full price, price paid and the discount between them. */
interface LineAmounts {
  unitCents: number;
  fullCents: number;
  totalCents: number;
  discountCents: number;
}

/** Amounts of `quantity` boxes at base price `baseCents` with bands `tiers`. */
export function lineAmounts(baseCents: number, tiers: readonly PriceTier[], quantity: number): LineAmounts {
  const unitCents = tierUnitPrice(baseCents, tiers, quantity);
  const fullCents = baseCents * quantity;
  const totalCents = unitCents * quantity;
  return { unitCents, fullCents, totalCents, discountCents: Math.max(0, fullCents - totalCents) };
}

/** The cart summary: boxes, subtotal at full price, discounts and total. */
interface CartSummary {
  items: number;
  subtotalCents: number;
  discountCents: number;
  totalCents: number;
}

/** Sums lines given as base price, bands and quantity. */
export function cartSummary(lines: ReadonlyArray<{ baseCents: number; tiers: readonly PriceTier[]; quantity: number }>): CartSummary {
  const summary: CartSummary = { items: 0, subtotalCents: 0, discountCents: 0, totalCents: 0 };
  for (const line of lines) {
    const amounts = lineAmounts(line.baseCents, line.tiers, line.quantity);
    summary.items += line.quantity;
    summary.subtotalCents += amounts.fullCents;
    summary.discountCents += amounts.discountCents;
    summary.totalCents += amounts.totalCents;
  }
  return summary;
}
