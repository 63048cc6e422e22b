// Campaigns service, flexible campaigns: the two calls of the cart's estimate (product-rules R318), the
// client's campaigns with their term status and a campaign's current period, each read for the fields
// the estimate needs. Their own schemas, not those of campaigns.ts and campaign-progress.ts: the cart's
// chunk importing those modules split them off the campaign pages' chunks, 30–200 bytes of gzip more on
// each of their first loads (docs/architecture.md, "Modules kept apart for their bytes").
// Each call sends the client/campaign headers under the exact names the contract gives that call.
import * as z from 'zod/mini';
import { request, type ReadOptions } from './client.ts';
import { integer } from './integer.ts';
import { shownText } from './shown-text.ts';

/** The client's flexible campaigns: id, name, final date and term status (1 participating). */
export const coverCampaignListSchema = z.array(
  z.object({
    campaign: z.object({ id: integer, name: shownText, final_date: z.nullable(z.string()) }),
    term_status: z.object({ id: integer }),
  }),
);
type CoverCampaign = z.infer<typeof coverCampaignListSchema>[number];

/** The current period's indicators with their product groups (null: no period running). */
export const coverPeriodSchema = z.nullable(
  z.object({
    evaluation: z.optional(
      z.nullable(
        z.object({
          indicators: z.array(
            z.object({
              name: shownText,
              flexible_indicator_id: integer,
              product_groups: z.optional(z.array(z.object({ status: z.boolean(), products: z.array(z.object({ sku: z.string() })) }))),
            }),
          ),
        }),
      ),
    ),
  }),
);
type CoverPeriod = z.infer<typeof coverPeriodSchema>;

/** GET /campaigns/flexibles/clientCampaignTerm, as the estimate reads it. */
export function getCoverCampaigns(clientCode: string, read: ReadOptions = {}): Promise<CoverCampaign[]> {
  return request('campaignsApi', '/campaigns/flexibles/clientCampaignTerm', {
    ...read,
    headers: { flexibleClient: clientCode },
    schema: coverCampaignListSchema,
  });
}

/** GET /campaigns/trackings/evaluation, as the estimate reads it. */
export function getCoverPeriod(clientCode: string, campaignId: number, read: ReadOptions = {}): Promise<CoverPeriod> {
  return request('campaignsApi', '/campaigns/trackings/evaluation', {
    ...read,
    headers: { flexibleClientCode: clientCode, flexibleCampaignId: campaignId },
    schema: coverPeriodSchema,
  });
}
