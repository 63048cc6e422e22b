// Flexible campaign progress (/campanhas/:id): the campaign with its past and accumulated periods,
// the current period, and each past period's evaluation, loaded when its history entry is opened.
import './api-session.ts';
import { map } from 'nanostores';
import { getCampaignData, getCurrentPeriod, getPastPeriodEvaluation, type FlexiblePeriod } from '../api/campaigns.ts';
import { errorMessage, HttpError } from '../api/errors.ts';
import { toast } from '../toast.ts';
import { createResource } from './resource.ts';
import { $user } from './session.ts';

/** Campaign, past and accumulated periods; `null` data means 'Campanha não encontrada...'. */
export const campaignData = createResource('campaign-progress:data', async (clientCode: string, campaignId: number) => {
  try {
    return await getCampaignData(clientCode, campaignId);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
});

/** The current period with its indicators (null: none running). */
export const currentPeriod = createResource('campaign-progress:current', getCurrentPeriod);

/** A past period's evaluation as its history entry loads it. */
export interface PastPeriodState {
  loading: boolean;
  error: string | null;
  period: FlexiblePeriod | null;
}

/** Past periods' evaluations by flexible_period_id. */
export const $pastPeriods = map<Record<string, PastPeriodState>>({});

let loaded: { clientCode: string; campaignId: number } | null = null;

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

/** Loads the campaign data and its current period (again). */
export async function loadCampaignProgress(campaignId: number): Promise<void> {
  const code = clientCode();
  if (!code) return;
  loaded = { clientCode: code, campaignId };
  $pastPeriods.set({});
  await Promise.all([
    loadWithToast(() => campaignData.load(code, campaignId), campaignData.$error),
    loadWithToast(() => currentPeriod.load(code, campaignId), currentPeriod.$error),
  ]);
}

/** Starts the campaign's data and current period without touching the stores (see early-load.ts). */
export function prefetchCampaignProgress(campaignId: number): void {
  const code = $user.get()?.current_client.clientCode;
  if (!code) return;
  campaignData.prefetch(code, campaignId);
  currentPeriod.prefetch(code, campaignId);
}

/** Loads the current period again (after a photo is sent), keeping what is shown meanwhile. */
export async function reloadCurrentPeriod(): Promise<void> {
  if (!loaded) return;
  const { clientCode: code, campaignId } = loaded;
  await loadWithToast(() => currentPeriod.load(code, campaignId), currentPeriod.$error);
}

/** Loads one past period's evaluation, unless it is already loaded or loading. */
export async function loadPastPeriod(periodId: number, options: { force?: boolean } = {}): Promise<void> {
  if (!loaded) return;
  const key = String(periodId);
  const known = $pastPeriods.get()[key];
  if (known && !options.force && (known.loading || known.period)) return;
  const { clientCode: code, campaignId } = loaded;
  $pastPeriods.setKey(key, { loading: true, error: null, period: null });
  try {
    const period = await getPastPeriodEvaluation(code, campaignId, periodId);
    $pastPeriods.setKey(key, { loading: false, error: null, period });
  } catch (error) {
    console.error('[campaign-progress:past-period]', error);
    const message = errorMessage(error);
    $pastPeriods.setKey(key, { loading: false, error: message, period: null });
    toast.error(message);
  }
}
