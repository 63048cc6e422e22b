// The progress page's views of the service's periods, indicators and accumulated periods. Loaded
// with the page's calls rather than with its first code, like the period parts that draw them.
import type { FlexibleAccumulatedPeriod, FlexibleCampaignData, FlexibleIndicator, FlexiblePeriod } from '../api/campaign-progress.ts';
import { countdownText, periodCountdown, periodEnd } from '../domain/countdown.ts';
import { monthNameCapitalised } from '../domain/date-format.ts';
import { dateRange, monthLabel } from '../domain/flexible-campaigns.ts';
import { shownIndicators } from '../domain/flexible-indicators.ts';
import { canSendPhoto, photoState, photoStatusText, sendingPeriodEnded, type PhotoState } from '../domain/photo-rules.ts';
import { tutorialVideo, type TutorialVideo } from '../domain/tutorial-video.ts';
import type { PhotoTarget } from '../stores/photo-upload.ts';

export type { PhotoTarget } from '../stores/photo-upload.ts';
export type { TutorialVideo } from '../domain/tutorial-video.ts';

/** What every indicator card shows. */
interface IndicatorViewBase {
  id: number;
  name: string;
  description: string | null;
  /** The client's percentage (absent: not evaluated yet). */
  percentage: number | undefined;
  clientPoints: number | undefined;
  totalPoints: number | undefined;
}

/** A product group of a cover indicator. */
export interface ProductGroupView {
  id: number;
  description: string;
  done: boolean;
  products: { id: number; sku: string; name: string; quantity: number }[];
}

/** A chart indicator: purchase volume (type 1) or cover (type 2). */
export interface ChartIndicatorView extends IndicatorViewBase {
  kind: 'volume' | 'cover';
  /** 'dd/mm/yyyy até dd/mm/yyyy', the evaluation's period. */
  dates: string;
  /** Goal and bought volume of a volume indicator whose goal is known; null otherwise. */
  volume: { goal: number; bought: number } | null;
  productGroups: ProductGroupView[];
  /** An indicator of the period running now, whose missing groups can still be bought (R317). */
  current: boolean;
}

/** A photo indicator (type 5). */
export interface PhotoIndicatorView extends IndicatorViewBase {
  kind: 'photo';
  state: PhotoState;
  /** 'Não enviada', 'Aprovada', 'Aguardando avaliação', 'Reprovada (tentativa n/3)'. */
  statusText: string;
  /** Photos sent so far. */
  attempts: number;
  photoUrl: string | null;
  /** The last reason given for a rejection, when rejected. */
  rejectionReason: string | null;
  /** The tutorial video: played in place (a file, a video host's player) or a link; null: none (R225, R258). */
  tutorial: TutorialVideo | null;
  /** 'Período de envio encerrado' applies. */
  sendingEnded: boolean;
  /** Where a photo goes: the current period's indicators only; null for past periods. */
  target: PhotoTarget | null;
  /** The rules allow a photo now (before counting one already on its way). */
  canSend: boolean;
}

export type IndicatorView = ChartIndicatorView | PhotoIndicatorView;

/** A period with the client's progress and the indicators it shows. */
export interface PeriodView {
  periodId: number;
  /** 'dd/mm/yyyy - dd/mm/yyyy'. */
  dates: string;
  /** False when the client joined after the period began. */
  onTime: boolean;
  percentage: number;
  indicators: IndicatorView[];
}

/** The current period's section: loading again after a failure, its error, or its countdown and period (null: none running). */
export type CurrentPeriodView =
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'ready'; readonly countdown: string; readonly period: PeriodView | null };

/** A past period's evaluation as its history entry loads it ('closed': never opened). */
export type PastPeriodView =
  | { readonly state: 'closed' }
  | { readonly state: 'loading' }
  | { readonly state: 'error'; readonly message: string }
  | { readonly state: 'ready'; readonly period: PeriodView };

/** An entry of 'Histórico de Períodos'. */
export interface HistoryEntryView {
  periodId: number;
  /** 'dd/mm/yyyy a dd/mm/yyyy'. */
  label: string;
  evaluation: PastPeriodView;
}

/** An accumulated period: its months' points and the totals of its doughnut. */
export interface AccumulatedPeriodView {
  id: number;
  description: string;
  dates: string;
  done: number;
  total: number;
  /** Each month as 'Março/2026' with its points. */
  months: { id: number; label: string; points: number }[];
}

/** What the progress page shows. */
export interface CampaignProgressView {
  campaign: { id: number; name: string; banner: string | null };
  current: CurrentPeriodView;
  history: HistoryEntryView[];
  accumulated: AccumulatedPeriodView[];
}

/** `videoHosts`: /config.json's, where a tutorial may play in place (product-rules R259). */
function indicatorView(indicator: FlexibleIndicator, target: PhotoTarget | null, now: number, videoHosts: unknown): IndicatorView {
  const { evaluation } = indicator;
  const base: IndicatorViewBase = {
    id: indicator.id,
    name: indicator.name,
    description: indicator.description,
    percentage: evaluation.clientPercentage,
    clientPoints: evaluation.clientPoints,
    totalPoints: evaluation.totalPoints,
  };
  if (indicator.flexible_indicator_id === 5) {
    const facts = {
      status: evaluation.status,
      attempt: evaluation.attempt,
      initialPhotoPeriod: indicator.initial_photo_period,
      finalPhotoPeriod: indicator.final_photo_period,
    };
    const state = photoState(evaluation.status);
    const reasons = indicator.photograph?.param_evaluation ?? [];
    return {
      ...base,
      kind: 'photo',
      state,
      statusText: photoStatusText(evaluation.status, evaluation.attempt),
      attempts: evaluation.attempt ?? 0,
      photoUrl: indicator.photograph?.based_image || null,
      rejectionReason: state === 'rejected' ? ([...reasons].reverse().find((entry) => entry.reason)?.reason ?? null) : null,
      // A link from campaign data: https only (product-rules R225), else no tutorial at all.
      tutorial: tutorialVideo(indicator.movieLink, videoHosts),
      sendingEnded: sendingPeriodEnded(facts, now),
      target,
      canSend: target !== null && canSendPhoto(facts, now),
    };
  }
  const kind = indicator.flexible_indicator_id === 1 ? 'volume' : 'cover';
  return {
    ...base,
    kind,
    dates: dateRange(evaluation.initialDate ?? evaluation.initial_date, evaluation.finalDate ?? evaluation.final_date).replace(
      ' - ',
      ' até ',
    ),
    volume: kind === 'volume' && evaluation.goal !== undefined ? { goal: evaluation.goal, bought: evaluation.total ?? 0 } : null,
    productGroups: (indicator.product_groups ?? []).map((group) => ({
      id: group.id,
      description: group.description,
      done: group.status,
      products: group.products.map((product) => ({
        id: product.id,
        sku: product.sku,
        name: product.name,
        quantity: product.orderQuantity,
      })),
    })),
    current: target !== null,
  };
}

/**
 * A period as the page draws it; `campaignId` is set for the current period (photos may be sent);
 * `videoHosts` is /config.json's (R259).
 */
export function periodView(period: FlexiblePeriod, campaignId: number | null, now: number, videoHosts: unknown): PeriodView {
  return {
    periodId: period.flexible_period_id,
    dates: dateRange(period.initial_date, period.final_date),
    onTime: period.acceptedOnTime,
    percentage: period.evaluation?.clientPercentage ?? 0,
    indicators: shownIndicators(period.evaluation?.indicators ?? [], now).map((indicator) =>
      indicatorView(
        indicator,
        campaignId === null ? null : { campaignId, periodId: period.flexible_period_id, indicatorId: indicator.id },
        now,
        videoHosts,
      ),
    ),
  };
}

function accumulatedView(period: FlexibleAccumulatedPeriod): AccumulatedPeriodView {
  const first = period.flexible_periods[0];
  const last = period.flexible_periods[period.flexible_periods.length - 1];
  return {
    id: period.id,
    description: period.accumulated_period_description,
    dates: dateRange(first?.initial_date, last?.final_date),
    done: period.total_client_accumulated_score,
    total: period.total_client_periods_score,
    months: period.flexible_periods.map((month) => ({
      id: month.id,
      label: monthLabel(month.initial_date, monthNameCapitalised),
      points: month.client_score,
    })),
  };
}

/** The current period's section from its answer (null: none running); `videoHosts` is /config.json's (R259). */
export function currentPeriodView(period: FlexiblePeriod | null, campaignId: number, now: number, videoHosts: unknown): CurrentPeriodView {
  return {
    state: 'ready',
    countdown: countdownText(periodCountdown(period ? periodEnd(period.final_date) : null, now)),
    period: period ? periodView(period, campaignId, now, videoHosts) : null,
  };
}

/** The page's view from the campaign's data and its current period's section. */
export function progressView(data: FlexibleCampaignData, current: CurrentPeriodView): CampaignProgressView {
  return {
    campaign: { id: data.campaign.id, name: data.campaign.name, banner: data.campaign.banner_data.based_image || null },
    current,
    history: data.periods.map((period) => ({
      periodId: period.flexible_period_id,
      label: dateRange(period.initial_date, period.final_date).replace(' - ', ' a '),
      evaluation: { state: 'closed' },
    })),
    accumulated: data.accumulated_periods.map(accumulatedView),
  };
}
