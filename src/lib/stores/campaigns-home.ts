// The campaigns home (/campanhas): banners and the cards of both campaign systems, each loaded on
// its own so one system failing never hides the other's cards (it becomes a toast instead).
import './api-session.ts';
import { computed } from 'nanostores';
import { getBanners, getFlexibleCampaignTerms, updateFlexibleTermStatus } from '../api/campaigns.ts';
import { errorMessage } from '../api/errors.ts';
import { flexibleCard, oldCard, type CampaignCard } from '../domain/flexible-campaigns.ts';
import { toast, toastThenLeave } from '../toast.ts';
import { createResource } from './resource.ts';
import { $user } from './session.ts';

/** Banners of the home carousel. */
export const homeBanners = createResource('campaigns-home:banners', getBanners);
/** Flexible campaigns with the client's term status. */
export const homeFlexible = createResource('campaigns-home:flexible', getFlexibleCampaignTerms);
/** Old ('prospera') campaigns. */
// The old campaigns' schemas load with the call (in parallel with the flexible list), off the first load.
export const homeOld = createResource('campaigns-home:old', () => import('../api/prospera.ts').then((api) => api.getOldCampaigns()));

/** Every card that arrived, flexible ones first. */
export const $homeCards = computed([homeFlexible.$data, homeOld.$data], (flexible, old): CampaignCard[] => {
  const now = Date.now();
  return [...(flexible ?? []).map((item) => flexibleCard(item, now)), ...(old ?? []).map(oldCard)];
});

/** True while either list is still on its way. */
export const $homeLoading = computed([homeFlexible.$loading, homeOld.$loading], (a, b) => a || b);

/** The failures of the two lists, for the inline 'Tentar novamente'. */
export const $homeErrors = computed([homeFlexible.$error, homeOld.$error], (flexible, old) =>
  [flexible, old].filter((e): e is string => e !== null),
);

function clientCode(): string | null {
  const code = $user.get()?.current_client.clientCode ?? null;
  if (!code) console.error('Usuário não encontrado');
  return code;
}

async function loadWithToast(load: () => Promise<void>, error: { get(): string | null }): Promise<void> {
  await load();
  const message = error.get();
  if (message) toast.error(message);
}

/** Loads the banners and both lists (again); failures are toasts and inline retries. */
export async function loadCampaignsHome(): Promise<void> {
  const code = clientCode();
  if (!code) return;
  await Promise.all([
    loadWithToast(() => homeBanners.load(code), homeBanners.$error),
    loadWithToast(() => homeFlexible.load(code), homeFlexible.$error),
    loadWithToast(() => homeOld.load(), homeOld.$error),
  ]);
}

/** Starts the banners and both lists without touching the stores (see early-load.ts). */
export function prefetchCampaignsHome(): void {
  const code = $user.get()?.current_client.clientCode;
  if (!code) return;
  homeBanners.prefetch(code);
  homeFlexible.prefetch(code);
  homeOld.prefetch();
}

/** Loads again only the lists that failed. */
export async function retryFailedLists(): Promise<void> {
  const code = clientCode();
  if (!code) return;
  await Promise.all([
    homeFlexible.$error.get() ? loadWithToast(() => homeFlexible.load(code), homeFlexible.$error) : undefined,
    homeOld.$error.get() ? loadWithToast(() => homeOld.load(), homeOld.$error) : undefined,
  ]);
}

/**
 * Confirms (status 1, then the progress page) or rejects (status 3, then the list again) a pending
 * flexible campaign from its home card. Resolves false when the change failed (toast shown).
 */
export async function answerFromHome(campaignId: number, confirm: boolean): Promise<boolean> {
  const code = clientCode();
  if (!code) return false;
  try {
    await updateFlexibleTermStatus(code, campaignId, confirm ? 1 : 3);
  } catch (error) {
    console.error('[campaigns-home:term]', error);
    toast.error(errorMessage(error));
    return false;
  }
  if (confirm) {
    await toastThenLeave('Participação confirmada!', () => window.location.assign(`/campanhas/${campaignId}`));
  } else {
    toast.success('Rejeição confirmada!');
    await loadWithToast(() => homeFlexible.load(code), homeFlexible.$error);
  }
  return true;
}
