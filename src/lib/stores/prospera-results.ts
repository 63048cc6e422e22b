// The old campaign results screen (/campanhas-prospera/:id/:type): the campaign, its current and
// past periods, indicators, accumulated periods and period results in one load; and each
// indicator card's result, loaded by the card itself (a spinner per card, a retry per card).
// Past and accumulated periods are parts: their failure shows in their section only.
import './api-session.ts';
import { map } from 'nanostores';
import { errorMessage } from '../api/errors.ts';
import {
  getOldAccumulatedPeriods,
  getOldIndicatorResult,
  getOldIndicators,
  getOldPeriodResults,
  getOldPeriods,
  type OldAccumulatedPeriod,
  type OldCampaign,
  type OldIndicator,
  type OldIndicatorResult,
  type OldIndicatorResultQuery,
  type OldPeriod,
  type OldPeriodResult,
} from '../api/prospera.ts';
import { findOldCampaign } from './prospera-lookup.ts';
import { createResource } from './resource.ts';
import { failedParts, reloadPart, settlePart, type WithParts } from './resource-parts.ts';

/** The parts of the results screen whose call may fail alone: the rest of the screen still shows. */
export type OldResultsPart = 'accumulated' | 'history';

/** Everything the results screen draws before its indicator cards load. */
export interface OldResultsData extends WithParts<OldResultsPart> {
  /** null: the service does not know this campaign ('Campanha não encontrada...'). */
  campaign: OldCampaign | null;
  /** The current period, if any. */
  current: OldPeriod | undefined;
  /** Past periods, newest first (empty while its part failed). */
  history: OldPeriod[];
  indicators: OldIndicator[];
  /** Empty while its part failed. */
  accumulated: OldAccumulatedPeriod[];
  results: OldPeriodResult[];
}

/** Results of a campaign the service knows. */
export type FoundOldResults = OldResultsData & { campaign: OldCampaign };

/**
 * The six calls of the screen, at once (a weak signal pays one round trip, not six). The campaign,
 * current period, indicators and results make the screen; past and accumulated periods are parts.
 */
export async function fetchOldResults(id: number, type: string): Promise<OldResultsData> {
  const [campaign, current, history, indicators, accumulated, results] = await Promise.all([
    findOldCampaign(id, type),
    getOldPeriods(id, 'atual'),
    settlePart('prospera-history', getOldPeriods(id, 'historico')),
    getOldIndicators(id),
    settlePart('prospera-accumulated', getOldAccumulatedPeriods(id)),
    getOldPeriodResults(id),
  ]);
  if (!campaign) return { campaign, current: undefined, history: [], indicators: [], accumulated: [], results: [] };
  return {
    campaign,
    current: current[0],
    history: history.value ?? [],
    indicators,
    accumulated: accumulated.value ?? [],
    results,
    parts: failedParts({ history, accumulated }),
  };
}

/** The results screen's data, loading and error. */
export const oldResults = createResource('prospera-results', fetchOldResults);

/** Loads one part of the results again (its 'Tentar novamente'); the rest of the screen stays. */
export function reloadOldResultsPart(part: OldResultsPart): Promise<void> {
  if (part === 'history') {
    return reloadPart(
      oldResults,
      'prospera-history',
      part,
      (data) => getOldPeriods(campaignIdOf(data), 'historico'),
      (data, history) => ({ ...data, history }),
    );
  }
  return reloadPart(
    oldResults,
    'prospera-accumulated',
    part,
    (data) => getOldAccumulatedPeriods(campaignIdOf(data)),
    (data, accumulated) => ({ ...data, accumulated }),
  );
}

function campaignIdOf(data: OldResultsData): number {
  // Parts are shown, and so reloaded, only for a campaign the service knows.
  return data.campaign?.idcampanha ?? 0;
}

/** One indicator card's result. */
export interface IndicatorResultState {
  loading: boolean;
  result?: OldIndicatorResult;
  error?: string;
}

/** Card results by `indicatorResultKey`. */
export const $indicatorResults = map<Record<string, IndicatorResultState | undefined>>({});

/** The key of one indicator result: campaign, period and indicator. */
export function indicatorResultKey({ campaignId, periodId, indicatorId }: OldIndicatorResultQuery): string {
  return `${campaignId}:${periodId}:${indicatorId}`;
}

/** Loads one card's result once (again with `force`, after a failure). Never rejects. */
export async function loadIndicatorResult(query: OldIndicatorResultQuery, force = false): Promise<void> {
  const key = indicatorResultKey(query);
  const known = $indicatorResults.get()[key];
  if (known && !force && (known.loading || known.result)) return;
  $indicatorResults.setKey(key, { loading: true });
  try {
    $indicatorResults.setKey(key, { loading: false, result: await getOldIndicatorResult(query) });
  } catch (error) {
    console.error('[prospera-indicator]', error);
    $indicatorResults.setKey(key, { loading: false, error: errorMessage(error) });
  }
}
