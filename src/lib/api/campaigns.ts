// Campaigns service, flexible campaigns: the home's list and terms, banners, and a campaign's details
// with its term. The progress screen's calls are in campaign-progress.ts, the photo proofs in
// campaign-photos.ts, the campaign's shape in campaign-base.ts.
// Each call sends the client/campaign headers under the exact names the contract gives that call.
import * as z from 'zod/mini';
import { shownImage, shownText } from './shown-text.ts';
import { bannerDataSchema, flexibleCampaignSchema } from './campaign-base.ts';
import { integer } from './integer.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { request } from './client.ts';

/** The client's term status: 1 accepted (participating), 2 pending, 3 refused. */
const termStatusIdSchema = z.literal([1, 2, 3]);
export type TermStatusId = z.infer<typeof termStatusIdSchema>;

/** One card of the campaigns home: the campaign and the client's term status. */
const flexibleCampaignListItemSchema = z.object({
  campaign: z.object({
    id: integer,
    name: shownText,
    initial_date: z.nullable(z.string()),
    final_date: z.nullable(z.string()),
    banner_data: bannerDataSchema,
  }),
  term_status: z.object({ id: termStatusIdSchema }),
});
type FlexibleCampaignListItem = z.infer<typeof flexibleCampaignListItemSchema>;
/** Flexible campaigns of the client. */
export const flexibleCampaignListSchema = z.array(flexibleCampaignListItemSchema);

/** A banner of the campaigns home carousel. */
const bannerSchema = z.object({ id: integer, image_url: shownImage });
type Banner = z.infer<typeof bannerSchema>;
/** Banners of the home carousel. */
export const bannerListSchema = z.array(bannerSchema);

/** The campaign plus the client's acceptance term, in one flat object (GET .../campaigns/details). */
export const flexibleCampaignDetailsSchema = z.object({
  ...flexibleCampaignSchema.shape,
  client_term_statuses_id: termStatusIdSchema,
  currentTerm: z.object({
    term: z.string(),
    kit: z.object({ description: z.nullable(shownText) }),
  }),
});
export type FlexibleCampaignDetails = z.infer<typeof flexibleCampaignDetailsSchema>;

/** What a client may send as a term change: 1 accept, 3 refuse. */
type TermStatusChange = 1 | 3;

/** Flexible campaigns the client can take part in, with the client's term status. */
export function getFlexibleCampaignTerms(clientCode: string): Promise<FlexibleCampaignListItem[]> {
  return request('campaignsApi', '/campaigns/flexibles/clientCampaignTerm', {
    headers: { flexibleClient: clientCode },
    schema: flexibleCampaignListSchema,
  });
}

/** Accepts (1) or refuses (3) a flexible campaign. */
export function updateFlexibleTermStatus(
  clientCode: string,
  campaignId: number,
  clientTermStatusesId: TermStatusChange,
): Promise<MessageResponse> {
  return request('campaignsApi', '/campaigns/flexibles/clientCampaignTerm', {
    method: 'PUT',
    headers: { flexibleClientsCode: clientCode, flexibleCampaignsId: campaignId },
    body: { clientTermStatusesId },
    schema: messageResponseSchema,
  });
}

/** Banners of the campaigns home carousel. */
export function getBanners(clientCode: string): Promise<Banner[]> {
  return request('campaignsApi', '/banners', {
    headers: { flexibleClient: clientCode },
    schema: bannerListSchema,
  });
}

/** One flexible campaign with the client's acceptance term (details and terms screen). */
export function getCampaignDetails(clientCode: string, campaignId: number): Promise<FlexibleCampaignDetails> {
  return request('campaignsApi', '/campaigns/flexibles/campaigns/details', {
    headers: { flexibleclientid: clientCode, flexiblecampaignid: campaignId },
    schema: flexibleCampaignDetailsSchema,
  });
}
