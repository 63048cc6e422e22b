// What a cart would complete of the client's campaigns (product-rules R318): per coverage indicator of
// a period running now, its groups done plus those the cart's products cover. Apart from
// campaign-needs.ts, which the campaign pages load: only the cart's loads read this. Pure.
import { productKey } from './cart-rules.ts';
import type { NeedGroup } from './campaign-needs.ts';
import { calendarDayInSaoPaulo, compareCalendarDates, parseCalendarDate } from './dates.ts';

/**
 * Whether a campaign has ended: its final day is before today in São Paulo (the final day still counts), as
 * enrolment closes (flexible-campaigns.ts, which the campaign pages load). No final date: running.
 */
export function campaignEnded(finalDate: string | null, now: number): boolean {
  const last = parseCalendarDate(finalDate);
  return last !== null && compareCalendarDates(calendarDayInSaoPaulo(now), last) > 0;
}

/** A coverage indicator of a campaign the client takes part in, in its period running now (R318). */
export interface CampaignCover {
  campaign: string;
  indicator: string;
  groups: readonly NeedGroup[];
}

/** What the cart would bring one indicator to: `completes` of its `total` groups. */
export interface CoverEstimate {
  campaign: string;
  indicator: string;
  completes: number;
  total: number;
}

/**
 * Each indicator whose groups not done yet the cart's products cover, at least one (R318): the groups done
 * plus those the cart covers. Only a guess: the campaign counts invoiced orders, not a cart.
 */
export function coverEstimates(covers: readonly CampaignCover[], cartSkus: readonly string[]): CoverEstimate[] {
  const inCart = new Set(cartSkus.map(productKey));
  return covers.flatMap(({ campaign, indicator, groups }) => {
    const done = groups.filter((group) => group.done).length;
    const covered = groups.filter((group) => !group.done && group.products.some((product) => inCart.has(productKey(product.sku)))).length;
    return covered ? [{ campaign, indicator, completes: done + covered, total: groups.length }] : [];
  });
}

/**
 * 'Este pedido completa 5 de 5 grupos de «Cobertura Verão». É uma estimativa: a campanha conta os pedidos
 * faturados.' An indicator's name said by two campaigns gets its campaign's name beside it.
 */
export function coverEstimateTexts(estimates: readonly CoverEstimate[]): string[] {
  const named = (name: string) => estimates.filter((estimate) => estimate.indicator === name).length > 1;
  return estimates.map(
    ({ campaign, indicator, completes, total }) =>
      `Este pedido completa ${completes} de ${total} ${total === 1 ? 'grupo' : 'grupos'} de «${indicator}»${named(indicator) ? ` (${campaign})` : ''}. É uma estimativa: a campanha conta os pedidos faturados.`,
  );
}
