// What the cart would complete of the client's campaigns (product-rules R318): the coverage indicators
// (type 2) of the period running now of each flexible campaign the client takes part in and that has not
// ended, read once per cart visit by the cart's loads (screens/cart-loads.ts), after its own calls; the
// estimate follows the cart's lines as they change.
import './api-session.ts';
import { atom, computed } from 'nanostores';
import { getCoverCampaigns, getCoverPeriod } from '../api/campaign-cover.ts';
import { servicesNowMs } from '../api/client.ts';
import { campaignEnded, coverEstimateTexts, coverEstimates, type CampaignCover } from '../domain/cover-estimate.ts';
import { $cartLines } from './cart.ts';
import { $clientCode } from './session.ts';

/** The most campaigns whose period is asked for (one call each). */
export const MAX_COVER_CAMPAIGNS = 6;

/** The indicators read, with the client they are of (another company's never speak for this cart). */
const $covers = atom<{ clientCode: string; covers: CampaignCover[] } | null>(null);

/** The cart's estimate, one text per indicator its lines bring closer; none before the read or for another client. */
export const $coverNotes = computed([$covers, $cartLines, $clientCode], (read, lines, clientCode) =>
  read && read.clientCode === clientCode
    ? coverEstimateTexts(
        coverEstimates(
          read.covers,
          lines.map((line) => line.sku),
        ),
      )
    : [],
);

/** Reads the current client's coverage indicators. Never rejects: a failure leaves the cart without the estimate. */
export async function loadCampaignCovers(): Promise<void> {
  const clientCode = $clientCode.get();
  if (!clientCode) return;
  try {
    const now = servicesNowMs();
    const running = (await getCoverCampaigns(clientCode, { kept: 'fallback' }))
      .filter((item) => item.term_status.id === 1 && !campaignEnded(item.campaign.final_date, now))
      .slice(0, MAX_COVER_CAMPAIGNS);
    const periods = await Promise.all(
      running.map((item) =>
        getCoverPeriod(clientCode, item.campaign.id, { kept: 'fallback' }).catch((error: unknown) => {
          console.warn('[campaign cover]', error);
          return null;
        }),
      ),
    );
    const covers = running.flatMap((item, index) =>
      (periods[index]?.evaluation?.indicators ?? [])
        .filter((indicator) => indicator.flexible_indicator_id === 2)
        .map((indicator) => ({
          campaign: item.campaign.name,
          indicator: indicator.name,
          groups: (indicator.product_groups ?? []).map((group) => ({ done: group.status, products: group.products })),
        })),
    );
    $covers.set({ clientCode, covers });
  } catch (error) {
    console.warn('[campaign cover]', error);
  }
}
