// Campaigns service, flexible campaigns: list and terms, banners, details, progress data,
// current and past period evaluations, and photo proofs.
// Each call sends the client/campaign headers under the exact names the contract gives that call.
import * as z from 'zod/mini';
import { integer } from './integer.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { request, type ReadOptions } from './client.ts';

/** An image as a data URL or absolute URL; `null` shows a placeholder. */
const bannerDataSchema = z.object({ based_image: z.nullable(z.string()) });
export type BannerData = z.infer<typeof bannerDataSchema>;

/** The client's term status: 1 accepted (participating), 2 pending, 3 refused. */
const termStatusIdSchema = z.literal([1, 2, 3]);
export type TermStatusId = z.infer<typeof termStatusIdSchema>;

/** One card of the campaigns home: the campaign and the client's term status. */
const flexibleCampaignListItemSchema = z.object({
  campaign: z.object({
    id: integer,
    name: z.string(),
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
const bannerSchema = z.object({ id: integer, image_url: z.string() });
type Banner = z.infer<typeof bannerSchema>;
/** Banners of the home carousel. */
export const bannerListSchema = z.array(bannerSchema);

/** A flexible campaign (details and progress screens). */
const flexibleCampaignSchema = z.object({
  id: integer,
  name: z.string(),
  description: z.string(),
  initial_date: z.nullable(z.string()),
  final_date: z.nullable(z.string()),
  banner_data: bannerDataSchema,
  pictures: z.array(z.object({ id: integer, carousel_data: bannerDataSchema })),
});
export type FlexibleCampaign = z.infer<typeof flexibleCampaignSchema>;

/** The campaign plus the client's acceptance term, in one flat object (GET .../campaigns/details). */
export const flexibleCampaignDetailsSchema = z.object({
  ...flexibleCampaignSchema.shape,
  client_term_statuses_id: termStatusIdSchema,
  currentTerm: z.object({
    term: z.string(),
    kit: z.object({ description: z.nullable(z.string()) }),
  }),
});
export type FlexibleCampaignDetails = z.infer<typeof flexibleCampaignDetailsSchema>;

/** The last photo sent for a photo indicator, with one entry per evaluated attempt. */
const photographSchema = z.object({
  based_image: z.string(),
  param_evaluation: z.array(z.object({ attempt: integer, reason: z.nullable(z.string()) })),
});
export type Photograph = z.infer<typeof photographSchema>;

/** Photo evaluation status: 0 not sent, 1 approved, 2 awaiting evaluation, 3 rejected. */
const photoStatusSchema = z.literal([0, 1, 2, 3]);
export type PhotoStatus = z.infer<typeof photoStatusSchema>;

/** An indicator's evaluation; every field is optional and the services send dates in either case style. */
const flexibleIndicatorEvaluationSchema = z.object({
  clientPercentage: z.optional(z.number()),
  clientPoints: z.optional(z.number()),
  totalPoints: z.optional(z.number()),
  initialDate: z.optional(z.string()),
  finalDate: z.optional(z.string()),
  initial_date: z.optional(z.string()),
  final_date: z.optional(z.string()),
  goal: z.optional(z.number()),
  total: z.optional(z.number()),
  conversion_factor: z.optional(z.number()),
  status: z.optional(z.nullable(photoStatusSchema)),
  attempt: z.optional(integer),
});
export type FlexibleIndicatorEvaluation = z.infer<typeof flexibleIndicatorEvaluationSchema>;

/** A product group of a cover indicator (done when `status` is true). */
const flexibleProductGroupSchema = z.object({
  id: integer,
  description: z.string(),
  status: z.boolean(),
  products: z.array(z.object({ id: integer, sku: z.string(), name: z.string(), orderQuantity: z.number() })),
});
export type FlexibleProductGroup = z.infer<typeof flexibleProductGroupSchema>;

/** Flexible indicator type: 1 purchase volume, 2 cover, 5 photo. */
const flexibleIndicatorTypeSchema = z.literal([1, 2, 5]);
export type FlexibleIndicatorType = z.infer<typeof flexibleIndicatorTypeSchema>;

/** An indicator of a period; `id` is sent as flexibleParamIndicatorId with a photo. */
export const flexibleIndicatorSchema = z.object({
  id: integer,
  name: z.string(),
  description: z.nullable(z.string()),
  flexible_indicator_id: flexibleIndicatorTypeSchema,
  visible: z.boolean(),
  initial_photo_period: z.optional(z.nullable(z.string())),
  final_photo_period: z.optional(z.nullable(z.string())),
  movieLink: z.optional(z.nullable(z.string())),
  photograph: z.optional(z.nullable(photographSchema)),
  evaluation: flexibleIndicatorEvaluationSchema,
  product_groups: z.optional(z.array(flexibleProductGroupSchema)),
});
export type FlexibleIndicator = z.infer<typeof flexibleIndicatorSchema>;

/** A period of a flexible campaign with the client's evaluation (null or absent when not evaluated). */
export const flexiblePeriodSchema = z.object({
  id: integer,
  initial_date: z.string(),
  final_date: z.string(),
  acceptedOnTime: z.boolean(),
  flexible_period_id: integer,
  flexible_campaigns_id: integer,
  evaluation: z.optional(z.nullable(z.object({ clientPercentage: z.number(), indicators: z.array(flexibleIndicatorSchema) }))),
  client_score: z.optional(z.number()),
});
export type FlexiblePeriod = z.infer<typeof flexiblePeriodSchema>;

/** The current period, or null when the campaign has none running (GET /campaigns/trackings/evaluation). */
export const currentPeriodSchema = z.nullable(flexiblePeriodSchema);
type CurrentPeriod = z.infer<typeof currentPeriodSchema>;

/** An accumulated period: its months with the client's points and the totals for the doughnut. */
export const flexibleAccumulatedPeriodSchema = z.object({
  id: integer,
  accumulated_period_description: z.string(),
  flexible_periods: z.array(z.object({ id: integer, initial_date: z.string(), final_date: z.string(), client_score: z.number() })),
  total_client_periods_score: z.number(),
  total_client_accumulated_score: z.number(),
});
export type FlexibleAccumulatedPeriod = z.infer<typeof flexibleAccumulatedPeriodSchema>;

/** Progress screen data: the campaign, its past periods (newest first) and accumulated periods. */
export const flexibleCampaignDataSchema = z.object({
  campaign: flexibleCampaignSchema,
  periods: z.array(flexiblePeriodSchema),
  accumulated_periods: z.array(flexibleAccumulatedPeriodSchema),
});
export type FlexibleCampaignData = z.infer<typeof flexibleCampaignDataSchema>;

/** What a client may send as a term change: 1 accept, 3 refuse. */
type TermStatusChange = 1 | 3;

/** A photo proof for a photo indicator of the current period. */
interface IndicatorPhoto {
  campaignId: number;
  /** The current period's flexible_period_id. */
  periodId: number;
  /** The indicator's `id` (its parameter id). */
  indicatorId: number;
  clientCode: string;
  photo: Blob;
  /** File name sent with the photo; defaults to the File's own name, or 'foto.jpg' for a camera Blob. */
  fileName?: string | undefined;
}

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

/** One flexible campaign with its past and accumulated periods (progress screen). */
export function getCampaignData(clientCode: string, campaignId: number): Promise<FlexibleCampaignData> {
  return request('campaignsApi', '/campaigns/flexibles/campaigns/data', {
    headers: { flexibleclientid: clientCode, flexiblecampaignid: campaignId },
    schema: flexibleCampaignDataSchema,
  });
}

/** The current period with the client's evaluation and indicators, or null when none is running. */
export function getCurrentPeriod(clientCode: string, campaignId: number, read: ReadOptions = {}): Promise<CurrentPeriod> {
  return request('campaignsApi', '/campaigns/trackings/evaluation', {
    ...read,
    headers: { flexibleClientCode: clientCode, flexibleCampaignId: campaignId },
    schema: currentPeriodSchema,
  });
}

/** The evaluation of one past period (history), by its flexible_period_id. */
export function getPastPeriodEvaluation(clientCode: string, campaignId: number, periodId: number): Promise<FlexiblePeriod> {
  return request('campaignsApi', '/campaigns/flexibles/periods/evaluation', {
    headers: { flexiblePeriodId: periodId, clientCode, flexibleCampaignId: campaignId },
    schema: flexiblePeriodSchema,
  });
}

/** Sends a photo proof (multipart, file field `storage`); a write, sent once: a retry could spend an attempt (R104). */
export function uploadIndicatorPhoto(upload: IndicatorPhoto): Promise<MessageResponse> {
  const form = new FormData();
  form.append('flexibleCampaignId', String(upload.campaignId));
  form.append('flexiblePeriodId', String(upload.periodId));
  form.append('flexibleParamIndicatorId', String(upload.indicatorId));
  form.append('flexibleClientCode', upload.clientCode);
  form.append('storage', upload.photo, upload.fileName ?? (upload.photo instanceof File ? upload.photo.name : 'foto.jpg'));
  return request('campaignsApi', '/campaigns/flexibles/photographies/', {
    method: 'POST',
    body: form,
    // A photo of up to 5 MB from a phone on a weak signal takes longer than an ordinary call.
    timeoutMs: 60_000,
    schema: messageResponseSchema,
  });
}
