// Offers (product-rules R315): a product's best volume band said as what it gives, and a combo's saving
// against its items. Apart from pricing.ts, whose bands every cart page loads, so these come only with the
// lists that say them.
import { formatMoney } from './format.ts';
import { tierUnitPrice, usableTiers, type PriceTier } from './pricing.ts';

/** A product's best volume offer: from how many boxes, and the whole percent off the base price there. */
export interface BestBand {
  threshold: number;
  percentOff: number;
}

/**
 * A product's volume offer (product-rules R315): from which threshold on, at least what whole percent off
 * the base price every quantity gets (the dearest unit price from that threshold up, since a band may be
 * dearer than one below it), the most percent off and then the fewest boxes; rounded down, so an offer never
 * says more than it gives. Null without a base price or with less than 1 % off from any threshold on.
 */
export function bestBand(baseCents: number, tiers: readonly PriceTier[]): BestBand | null {
  if (!(baseCents > 0)) return null;
  const thresholds = [...new Set(usableTiers(tiers).map((tier) => tier.threshold))].sort((a, b) => b - a);
  let best: BestBand | null = null;
  let dearestFromHere = 0;
  // From the highest threshold down: the dearest unit price of every quantity from this threshold up.
  for (const threshold of thresholds) {
    dearestFromHere = Math.max(dearestFromHere, tierUnitPrice(baseCents, tiers, threshold));
    const percentOff = Math.floor(((baseCents - dearestFromHere) * 100) / baseCents);
    if (percentOff >= 1 && (!best || percentOff >= best.percentOff)) best = { threshold, percentOff };
  }
  return best;
}

/** '-12 % a partir de 10 CX' (R315). */
export function bestBandText({ threshold, percentOff }: BestBand): string {
  return `-${percentOff} % a partir de ${threshold} CX`;
}

/**
 * What a combo saves against its items bought one by one (R315): null unless every item's unit price is
 * known (a saving is never estimated from part of it) and the combo is cheaper.
 */
export function comboSavingCents(comboCents: number, items: ReadonlyArray<{ unitCents: number | null; quantity: number }>): number | null {
  if (!items.length || !(comboCents > 0)) return null;
  let separateCents = 0;
  for (const item of items) {
    if (item.unitCents === null || !(item.unitCents > 0) || !(item.quantity > 0)) return null;
    separateCents += item.unitCents * item.quantity;
  }
  return separateCents > comboCents ? separateCents - comboCents : null;
}

/** 'Sai R$ 8,40 mais barato que os itens avulsos' (R315). */
export function comboSavingText(savingCents: number): string {
  return `Sai ${formatMoney(savingCents)} mais barato que os itens avulsos`;
}

/** A product's best volume offer as its card says it, or null (R315). */
export function bestOfferText(baseCents: number, tiers: readonly PriceTier[]): string | null {
  const band = bestBand(baseCents, tiers);
  return band ? bestBandText(band) : null;
}
