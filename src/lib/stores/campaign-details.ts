// Flexible campaign details (/campanhas/detalhes/:id): the campaign with its acceptance term, and
// the accept/refuse actions (access-and-campaigns §4, §7).
import './api-session.ts';
import { atom } from 'nanostores';
import { getCampaignDetails, updateFlexibleTermStatus, type TermStatusChange } from '../api/campaigns.ts';
import { errorMessage, HttpError } from '../api/errors.ts';
import { toast, toastThenLeave } from '../toast.ts';
import { createResource } from './resource.ts';
import { $user } from './session.ts';

/** The campaign and its term; `null` data means the campaign does not exist for this client. */
export const campaignDetails = createResource('campaign-details', async (clientCode: string, campaignId: number) => {
  try {
    return await getCampaignDetails(clientCode, campaignId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
});

/** True while a term change is on its way. */
export const $termBusy = atom(false);

function clientCode(): string | null {
  const code = $user.get()?.current_client.clientCode ?? null;
  if (!code) console.error('Usuário não encontrado');
  return code;
}

/** Loads the campaign (again); a failure is also a toast, as the error catalogue says. */
export async function loadCampaignDetails(campaignId: number): Promise<void> {
  const code = clientCode();
  if (!code) return;
  await campaignDetails.load(code, campaignId);
  const message = campaignDetails.$error.get();
  if (message) toast.error(message);
}

/** Starts the campaign's details without touching the stores (see early-load.ts). */
export function prefetchCampaignDetails(campaignId: number): void {
  const code = $user.get()?.current_client.clientCode;
  if (code) campaignDetails.prefetch(code, campaignId);
}

/**
 * Accepts (1: to /campanhas/{id} with 'Participação confirmada!') or refuses (3: to /campanhas with
 * 'Rejeição confirmada!'). On failure the error is a toast and the screen stays as it was.
 */
export async function changeTerm(campaignId: number, status: TermStatusChange): Promise<void> {
  const code = clientCode();
  if (!code || $termBusy.get()) return;
  $termBusy.set(true);
  try {
    await updateFlexibleTermStatus(code, campaignId, status);
  } catch (error) {
    console.error('[campaign-details:term]', error);
    toast.error(errorMessage(error));
    $termBusy.set(false);
    return;
  }
  if (status === 1) await toastThenLeave('Participação confirmada!', () => window.location.assign(`/campanhas/${campaignId}`));
  else await toastThenLeave('Rejeição confirmada!', () => window.location.assign('/campanhas'));
}
