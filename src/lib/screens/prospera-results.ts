// The prospera campaign results screen (/campanhas-prospera/:id/:type): the campaign, its current and
// past periods, indicators, accumulated periods and period results in one load; and each
// indicator card's result, loaded by the card itself (a spinner per card, a retry per card).
// Past and accumulated periods are parts: their failure shows in their section only.
// The view keeps raw values (dates, numbers): the formatting rules load with the view's code,
// off the screen's first load (docs/performance.md).
import '../stores/api-session.ts';
import { computed, map, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';
import {
  getProsperaAccumulatedPeriods,
  getProsperaIndicatorResult,
  getProsperaIndicators,
  getProsperaPeriodResults,
  getProsperaPeriods,
  type ProsperaAccumulatedPeriod,
  type ProsperaIndicatorId,
  type ProsperaPeriod,
} from '../api/prospera.ts';
import type { AccumulatedPeriodInput } from '../domain/prospera-campaign.ts';
import type { IndicatorView } from '../domain/prospera-indicators.ts';
import { prosperaDetailsPath, parseProsperaCampaignParams, type ProsperaCampaignRoute } from '../domain/prospera-route.ts';
import { findProsperaCampaign } from '../stores/prospera-lookup.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { drawnPart, type ProsperaPart } from './prospera-parts.ts';
import {
  createPart,
  createScreen,
  fromParts,
  onFreshData,
  ScreenNotFound,
  type Part,
  type PartState,
  type Screen,
  type ScreenState,
} from './screen.ts';

/** A period of the campaign (dates yyyy-mm-dd; `finalDate` 'yyyy-mm-dd HH:mm:ss', Brazil time). */
export interface ProsperaPeriodView {
  id: number;
  start: string;
  end: string;
  finalDate: string;
}

/** An indicator of the campaign: its type (1–8), name, description and weight (points). */
export interface ProsperaIndicatorInfo {
  id: ProsperaIndicatorId;
  name: string;
  description: string | null;
  weight: number;
}

/** An accumulated period with the points of each month. */
export type ProsperaAccumulatedPeriodView = AccumulatedPeriodInput;

/** The parts of the results screen whose call may fail alone: the rest of the screen still shows. */
type ProsperaResultsPart = 'accumulated' | 'history';

/** Everything the results screen draws before its indicator cards load. */
export interface ProsperaResultsView {
  campaign: { id: number; name: string; image: string | null };
  /** 'Consultar detalhes da campanha', with the route's type. */
  detailsPath: string;
  /** The current period (first of the 'atual' list), or null. */
  current: ProsperaPeriodView | null;
  indicators: ProsperaIndicatorInfo[];
  /** The client's result (percent) of each period, current and past. */
  results: Array<{ periodId: number; result: number }>;
  accumulated: ProsperaPart<ProsperaAccumulatedPeriodView[]>;
  /** Past periods, newest first. */
  history: ProsperaPart<ProsperaPeriodView[]>;
  /** The time the data came (ms): the countdown reads it. */
  now: number;
}

/** One indicator card: the campaign, the period and the indicator. */
export interface ProsperaIndicatorCard {
  campaignId: number;
  period: ProsperaPeriodView;
  indicator: ProsperaIndicatorInfo;
  /** A card of 'Período Vigente': what its cover groups miss can still be bought (R317). */
  current?: boolean;
}

/** The results screen, its parts' retry and its indicator cards. */
export interface ProsperaResultsScreen extends Screen<ProsperaCampaignRoute, ProsperaResultsView> {
  /** Loads one part again (its 'Tentar novamente'); the rest of the screen stays. Ignored while it loads. */
  retryPart(part: ProsperaResultsPart): Promise<void>;
  /** Card results by `indicatorCardKey` (none: not asked yet). */
  readonly $indicators: ReadableAtom<Readonly<Record<string, PartState<IndicatorView> | undefined>>>;
  /** Loads one card's result once (again with `force`, its 'Tentar novamente'). Never rejects. */
  loadIndicator(card: ProsperaIndicatorCard, force?: boolean): Promise<void>;
}

const periodView = (period: ProsperaPeriod): ProsperaPeriodView => ({
  id: period.idprospera_periodos,
  start: period.dtini,
  end: period.dtfim,
  finalDate: period.final_date,
});

const accumulatedPeriodView = ({ periodo_info: info, resultados }: ProsperaAccumulatedPeriod): ProsperaAccumulatedPeriodView => ({
  id: info.idprospera_periodos_acumulado,
  description: info.descricao,
  start: info.dtini,
  end: info.dtfim,
  total: info.resultadoTotal,
  maximum: info.pontuacaoMaxima,
  months: resultados.map((month) => ({ id: month.id, start: month.dtini, points: month.porcentagem })),
});

/** The parts of the results screen, by the campaign's id. */
type ResultsParts = { [K in ProsperaResultsPart]: Part<number, ProsperaResultsView[K] extends ProsperaPart<infer V> ? V : never> };

/**
 * The six calls of the screen, at once (a weak signal pays one round trip, not six). The campaign,
 * current period, indicators and results make the screen; past and accumulated periods are parts,
 * loaded here on a first load and on their own when fresh data redraws the screen (`parts` null).
 */
async function loadResults(
  route: ProsperaCampaignRoute,
  now: () => number,
  parts: ResultsParts | null,
): Promise<Omit<ProsperaResultsView, ProsperaResultsPart>> {
  const params = parseProsperaCampaignParams(route);
  if (!params) throw new ScreenNotFound('prospera campaign route');
  const { id, type } = params;
  const [campaign, current, , indicators, , results] = await Promise.all([
    findProsperaCampaign(id, type),
    getProsperaPeriods(id, 'atual'),
    parts?.history.load(id),
    getProsperaIndicators(id),
    parts?.accumulated.load(id),
    getProsperaPeriodResults(id),
  ]);
  if (!campaign) throw new ScreenNotFound(`prospera campaign ${id}/${type}`);
  const first = current[0];
  return {
    campaign: { id: campaign.idcampanha, name: campaign.nome, image: campaign.imagem },
    detailsPath: prosperaDetailsPath(campaign.idcampanha, type),
    current: first ? periodView(first) : null,
    indicators: indicators.map((indicator) => ({
      id: indicator.idprospera_indicadores,
      name: indicator.nome,
      description: indicator.descricao,
      weight: indicator.peso,
    })),
    results: results.map((result) => ({ periodId: result.periodo, result: result.resultado })),
    now: now(),
  };
}

/** The key of one card: campaign, period and indicator. */
export function indicatorCardKey({ campaignId, period, indicator }: ProsperaIndicatorCard): string {
  return `${campaignId}:${period.id}:${indicator.id}`;
}

/** Equal keys for the same campaign; every address that names none is the same (not-found) load. */
function routeKey(route: ProsperaCampaignRoute): string {
  const params = parseProsperaCampaignParams(route);
  return params ? `${params.id}/${params.type}` : '';
}

/** The results screen with the given effects (tests pass their own clock). */
export function createProsperaResultsScreen(effects: Pick<BrowserEffects, 'now'>): ProsperaResultsScreen {
  // Past and accumulated periods are parts: their failure shows in their section only. Fresh data
  // redraws them while the campaign is on screen.
  const shown = (): boolean => screen.$state.get().state === 'ready';
  const parts: ResultsParts = {
    history: createPart('prospera-history', async (id: number) => (await getProsperaPeriods(id, 'historico')).map(periodView), { shown }),
    accumulated: createPart(
      'prospera-accumulated',
      async (id: number) => (await getProsperaAccumulatedPeriods(id)).map(accumulatedPeriodView),
      {
        shown,
      },
    ),
  };
  const screen = createScreen(
    'prospera-results',
    (route: ProsperaCampaignRoute, _signal, quiet) => loadResults(route, effects.now, quiet ? null : parts),
    { key: routeKey },
  );
  const $state = fromParts(
    computed(
      [screen.$state, drawnPart(parts.history), drawnPart(parts.accumulated)],
      (state, history, accumulated): ScreenState<ProsperaResultsView> =>
        state.state === 'ready' ? { state: 'ready', view: { ...state.view, history, accumulated } } : state,
    ),
  );
  const $indicators = map<Record<string, PartState<IndicatorView> | undefined>>({});
  /** The cards asked for on this visit, by key: fresh data redraws them. */
  const cards = new Map<string, ProsperaIndicatorCard>();
  // Bumped on exit: a card's answer that arrives after it is dropped.
  let visit = 0;
  /** Each card's latest call: an earlier one's answer that arrives later is dropped. */
  const calls = new Map<string, number>();
  let callCount = 0;

  // A card drawn from the device is redrawn in place by the fresh answer, as every part is (docs/offline.md,
  // "Kept answers"); one that failed loads again when the network is back.
  onFreshData((why) => {
    for (const [key, card] of cards) {
      const state = $indicators.get()[key]?.state;
      if (state === 'ready') void load(card, true);
      else if (state === 'error' && why === 'online') void load(card, false);
    }
  });

  async function retryPart(part: ProsperaResultsPart): Promise<void> {
    const state = $state.get();
    if (state.state === 'ready' && state.view[part].state !== 'loading') await parts[part].load(state.view.campaign.id);
  }

  async function loadIndicator(card: ProsperaIndicatorCard, force = false): Promise<void> {
    const known = $indicators.get()[indicatorCardKey(card)];
    if (known && !force && known.state !== 'error') return;
    await load(card, false);
  }

  /** Loads one card's result; `quiet`: a redraw that keeps the result shown while it loads and if it fails. */
  async function load(card: ProsperaIndicatorCard, quiet: boolean): Promise<void> {
    const key = indicatorCardKey(card);
    cards.set(key, card);
    const current = visit;
    const call = ++callCount;
    calls.set(key, call);
    const live = () => current === visit && calls.get(key) === call;
    if (!quiet) $indicators.setKey(key, { state: 'loading' });
    const { campaignId, period, indicator } = card;
    // The cards mount together and ask in one task: each card's call leaves in a task of its own, as
    // eight of them at once (the API client, the kept answers' lookups) were a long task on a phone
    // (docs/performance.md, "Main-thread work while a page loads").
    await new Promise((resolve) => setTimeout(resolve));
    if (!live()) return;
    try {
      // The card's rules come with the cards' code (already here when a card asks).
      const [result, rules] = await Promise.all([
        getProsperaIndicatorResult({ campaignId, indicatorId: indicator.id, dtini: period.start, dtfim: period.end, periodId: period.id }),
        import('../domain/prospera-indicators.ts'),
      ]);
      if (live()) $indicators.setKey(key, { state: 'ready', view: rules.prosperaIndicatorView(indicator.id, indicator.weight, result) });
    } catch (error) {
      if (!live() || quiet) return;
      console.error('[prospera-indicator]', error);
      $indicators.setKey(key, { state: 'error', message: errorMessage(error) });
    }
  }

  return {
    $state,
    start: (route) => screen.start(route),
    retry: () => screen.retry(),
    exit() {
      screen.exit();
      parts.history.exit();
      parts.accumulated.exit();
      visit += 1;
      cards.clear();
      calls.clear();
      $indicators.set({});
    },
    retryPart,
    $indicators,
    loadIndicator,
  };
}

/** The results screen of the page. */
export const prosperaResultsScreen = createProsperaResultsScreen(browserEffects);
