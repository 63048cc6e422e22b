// The old campaign details screen (/campanhas-prospera/detalhes/:id/:type): the campaign and its
// banners, and the participation change (accept reloads the details, refuse goes to /campanhas).
// The banners are a part: their failure shows in their place only.
import './api-session.ts';
import { atom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';
import { getOldCampaignBanners, updateOldParticipation, type OldBannerImage, type OldCampaign } from '../api/prospera.ts';
import { oldDetailsPath, participationToasts } from '../domain/prospera-route.ts';
import { toast, toastThenLeave } from '../toast.ts';
import { createResource } from './resource.ts';
import { failedParts, reloadPart, settlePart, type WithParts } from './resource-parts.ts';
import { findOldCampaign } from './prospera-lookup.ts';
import { $user } from './session.ts';

/** What the details screen draws; 'banners' is the part whose call may fail alone. */
export interface OldDetailsData extends WithParts<'banners'> {
  /** null: 'Campanha não encontrada...'. */
  campaign: OldCampaign | null;
  /** Empty while its part failed. */
  banners: OldBannerImage[];
}

/** The campaign and its banners, at once. */
export async function fetchOldDetails(id: number, type: string): Promise<OldDetailsData> {
  const [campaign, banners] = await Promise.all([
    findOldCampaign(id, type),
    settlePart('prospera-banners', getOldCampaignBanners(id, type)),
  ]);
  return { campaign, banners: banners.value ?? [], parts: failedParts({ banners }) };
}

/** The details screen's data, loading and error. */
export const oldDetails = createResource('prospera-details', fetchOldDetails);

/** Loads the banners again (their 'Tentar novamente'); the rest of the screen stays. */
export function reloadOldBanners(): Promise<void> {
  return reloadPart(
    oldDetails,
    'prospera-banners',
    'banners',
    // Banners are shown, and so reloaded, only for a campaign the service knows.
    (data) => getOldCampaignBanners(data.campaign?.idcampanha ?? 0, data.campaign?.tipo ?? ''),
    (data, banners) => ({ ...data, banners }),
  );
}

/** True while a participation change is on its way (and after it succeeded, until the page leaves). */
export const $participationBusy = atom(false);

/** How the page is left after a change (a seam for tests). */
export const navigation = { assign: (url: string) => window.location.assign(url) };

/**
 * Accepts (1) or refuses (3) the campaign for the current client with its subchannel. Success
 * is a toast seen here, then the page leaves: accept reloads the details route (DECISIONS 5), refuse goes
 * to /campanhas. A failure is an error toast and the buttons work again.
 */
export async function changeOldParticipation(campaign: Pick<OldCampaign, 'idcampanha' | 'tipo'>, accept: boolean): Promise<boolean> {
  const client = $user.get()?.current_client;
  if (!client || $participationBusy.get()) return false;
  $participationBusy.set(true);
  try {
    await updateOldParticipation({
      clientCode: client.clientCode,
      campaignId: campaign.idcampanha,
      clientTermStatusesId: accept ? 1 : 3,
      type: campaign.tipo,
      subchannel: client.subchannel ?? '',
    });
  } catch (error) {
    console.error('[prospera-participation]', error);
    toast.error(errorMessage(error));
    $participationBusy.set(false);
    return false;
  }
  const next = accept ? oldDetailsPath(campaign.idcampanha, campaign.tipo) : '/campanhas';
  await toastThenLeave(accept ? participationToasts.accepted : participationToasts.refused, () => navigation.assign(next));
  return true;
}
