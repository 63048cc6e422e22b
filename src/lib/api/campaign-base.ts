// Campaigns service, flexible campaigns: the campaign's own shape, which the home, the details and the
// progress screens share. Apart from the calls (campaigns.ts: home and details; campaign-progress.ts;
// campaign-photos.ts) so each page loads the schemas of its own calls only (docs/architecture.md,
// "Modules kept apart for their bytes").
import * as z from 'zod/mini';
import { shownImage, shownText } from './shown-text.ts';
import { integer } from './integer.ts';

/** An image as a data URL or absolute URL; `null` shows a placeholder. */
export const bannerDataSchema = z.object({ based_image: z.nullable(shownImage) });
export type BannerData = z.infer<typeof bannerDataSchema>;

/** A flexible campaign (details and progress screens). */
export const flexibleCampaignSchema = z.object({
  id: integer,
  name: shownText,
  description: shownText,
  initial_date: z.nullable(z.string()),
  final_date: z.nullable(z.string()),
  banner_data: bannerDataSchema,
  pictures: z.array(z.object({ id: integer, carousel_data: bannerDataSchema })),
});
export type FlexibleCampaign = z.infer<typeof flexibleCampaignSchema>;
