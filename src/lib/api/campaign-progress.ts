// Campaigns service, flexible campaigns: the progress screen's calls (the campaign with its past and
// accumulated periods, the current period, a past period's evaluation), apart from the home's and the
// details' (campaigns.ts), which /campanhas/:id does not make.
// Each call sends the client/campaign headers under the exact names the contract gives that call.
import * as z from 'zod/mini';
import { shownImage, shownText } from './shown-text.ts';
import { flexibleCampaignSchema } from './campaign-base.ts';
import { integer } from './integer.ts';
import { request, type ReadOptions } from './client.ts';

/** The last photo sent for a photo indicator, with one entry per evaluated attempt. */
const photographSchema = z.object({
  based_image: shownImage,
  param_evaluation: z.array(z.object({ attempt: integer, reason: z.nullable(shownText) })),
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
  description: shownText,
  status: z.boolean(),
  products: z.array(z.object({ id: integer, sku: z.string(), name: shownText, orderQuantity: z.number() })),
});
export type FlexibleProductGroup = z.infer<typeof flexibleProductGroupSchema>;

/** Flexible indicator type: 1 purchase volume, 2 cover, 5 photo. */
const flexibleIndicatorTypeSchema = z.literal([1, 2, 5]);
export type FlexibleIndicatorType = z.infer<typeof flexibleIndicatorTypeSchema>;

/** An indicator of a period; `id` is sent as flexibleParamIndicatorId with a photo. */
export const flexibleIndicatorSchema = z.object({
  id: integer,
  name: shownText,
  description: z.nullable(shownText),
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
  accumulated_period_description: shownText,
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
