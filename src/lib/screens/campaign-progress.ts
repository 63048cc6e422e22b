// Flexible campaign progress (/campanhas/:id): the campaign with its past and accumulated periods,
// the current period, and each past period's evaluation, loaded when its history entry is opened.
// The current period and each past period reload on their own inside the ready view.
import '../stores/api-session.ts';
import { computed, map } from 'nanostores';
import { getCampaignData, getCurrentPeriod, getPastPeriodEvaluation } from '../api/campaign-progress.ts';
import { loadConfig } from '../api/config.ts';
import { errorMessage, HttpError } from '../api/errors.ts';
import { parseFlexibleCampaignId } from '../domain/flexible-campaigns.ts';
import type { PhotoShown } from '../domain/photo-rules.ts';
import type { CampaignRouteParams } from '../stores/route.ts';
import { $clientCode } from '../stores/session.ts';
import { toast } from '../toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { createScreen, fromParts, onFreshData, ScreenNotFound, type Screen, type ScreenState } from './screen.ts';

import type { CampaignProgressView, CurrentPeriodView, PastPeriodView, PhotoTarget } from './campaign-periods.ts';

export type * from './campaign-periods.ts';

// The views' code (period rules, photo rules, countdown) comes with the calls, off the first load, with
// the config's video hosts (the calls have loaded it): where a tutorial plays (product-rules R259).
const views = () => Promise.all([import('./campaign-periods.ts'), loadConfig()]);

/** The progress page's lifecycle and its intents. */
export interface CampaignProgressScreen extends Screen<CampaignRouteParams, CampaignProgressView> {
  /** Loads the current period again (its retry, or after a photo is sent), keeping a period already shown. */
  reloadCurrentPeriod(): Promise<void>;
  /**
   * Loads a past period's evaluation as its entry opens, unless loaded or loading (`force`: its retry;
   * `quiet`: a redraw that keeps what is shown).
   */
  openPastPeriod(periodId: number, options?: { force?: boolean; quiet?: boolean }): Promise<void>;
  /**
   * Sends a photo (`compressed`: already a downscaled JPEG from the camera), then loads the current
   * period again; when its answer is lost, the period loaded again says whether it arrived (R210).
   * Resolves false when it was not sent or not confirmed (toast shown), so the camera keeps the photo.
   */
  sendPhoto(target: PhotoTarget, photo: Blob, options?: { compressed?: boolean }): Promise<boolean>;
}

/** What the current period's section shows of a photo indicator, for the check after a lost answer (R210); null: not there. */
function photoShown(section: CurrentPeriodView | undefined, indicatorId: number): PhotoShown | null {
  if (section?.state !== 'ready') return null;
  const indicator = section.period?.indicators.find((entry) => entry.id === indicatorId);
  return indicator?.kind === 'photo' ? { state: indicator.state, attempts: indicator.attempts } : null;
}

function clientCode(): string | null {
  const code = $clientCode.get();
  if (!code) console.error('Usuário não encontrado');
  return code;
}

/** The progress page with the given effects (tests pass their own clock). */
export function createCampaignProgressScreen(effects: Pick<BrowserEffects, 'now'>): CampaignProgressScreen {
  // The past periods opened on this visit, by period id: a redraw keeps them, a new load forgets them.
  const $past = map<Record<number, PastPeriodView | undefined>>({});
  /** Whom and which campaign the screen loaded last, and on which visit (bumped by a new load and by exit). */
  let shown: { code: string; campaignId: number; visit: number } | null = null;
  let visits = 0;
  let currentCalls = 0;
  /** Each past period's latest call. */
  const pastCalls: Record<number, number> = {};

  /** Still the visit `visit` (no new load nor exit since). */
  const live = (visit: number) => shown?.visit === visit;

  /** The current period's section from its call; never rejects. `fresh`: the service's answer only, never a kept one (docs/offline.md). */
  async function currentPeriod(code: string, campaignId: number, fresh = false): Promise<CurrentPeriodView> {
    try {
      const call = getCurrentPeriod(code, campaignId, { kept: fresh ? false : 'race' });
      const [period, [{ currentPeriodView }, config]] = await Promise.all([call, views()]);
      return currentPeriodView(period, campaignId, effects.now(), config.videoHosts);
    } catch (error) {
      console.error('[campaign-progress:current]', error);
      return { state: 'error', message: errorMessage(error) };
    }
  }

  /** The campaign and its current period; a failure is also a toast, unless `quiet` (a redraw, which keeps what is shown). */
  async function load(params: CampaignRouteParams, signal: AbortSignal, quiet: boolean): Promise<CampaignProgressView> {
    const campaignId = parseFlexibleCampaignId(params);
    if (campaignId === null) throw new ScreenNotFound(`campanha ${params.id ?? ''}`);
    const code = clientCode();
    // Without a client the guard is sending the user away: the skeleton stays.
    if (code === null) return new Promise<never>(() => undefined);
    if (!quiet || !shown) {
      visits += 1;
      $past.set({});
    }
    shown = { code, campaignId, visit: visits };
    const toastUnlessQuiet = (message: string) => {
      if (!quiet && !signal.aborted) toast.error(message);
    };
    const section = currentPeriod(code, campaignId).then((view) => {
      if (view.state === 'error') toastUnlessQuiet(view.message);
      return view;
    });
    try {
      const [data, [{ progressView }]] = await Promise.all([getCampaignData(code, campaignId), views()]);
      const current = await section;
      // A redraw whose current period fails keeps what is shown.
      if (quiet && current.state === 'error') throw new Error(current.message);
      return progressView(data, current);
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw new ScreenNotFound(`campanha ${campaignId}`);
      toastUnlessQuiet(errorMessage(error));
      throw error;
    }
  }

  const screen = createScreen('campaign-progress', load);
  const $state = fromParts(
    computed([screen.$state, $past], (state, past): ScreenState<CampaignProgressView> => {
      if (state.state !== 'ready') return state;
      const history = state.view.history.map((entry) => {
        const evaluation = past[entry.periodId];
        return evaluation ? { ...entry, evaluation } : entry;
      });
      return { state: 'ready', view: { ...state.view, history } };
    }),
  );

  /**
   * Loads the current period again and shows it; resolves with its section, or null when no period is
   * on screen. `check`: the service's answer only and no toast, to check a photo whose answer was lost (R210).
   */
  async function reloadCurrent(check = false): Promise<CurrentPeriodView | null> {
    const at = shown;
    const state = $state.get();
    if (!at || state.state !== 'ready') return null;
    const call = ++currentCalls;
    if (state.view.current.state !== 'ready') screen.patch((view) => view && { ...view, current: { state: 'loading' } });
    const section = await currentPeriod(at.code, at.campaignId, check);
    if (!live(at.visit)) return section;
    if (section.state === 'error' && !check) toast.error(section.message);
    // A failed reload keeps the period already shown (the toast says what happened).
    if (call === currentCalls)
      screen.patch((view) =>
        view && !(section.state === 'error' && view.current.state === 'ready') ? { ...view, current: section } : undefined,
      );
    return section;
  }

  async function reloadCurrentPeriod(): Promise<void> {
    await reloadCurrent();
  }

  /** After a lost photo answer: what the indicator shows once the period is loaded again; rejects when it could not be (R210). */
  async function lookAgain(indicatorId: number): Promise<PhotoShown | null> {
    const section = await reloadCurrent(true);
    if (section?.state === 'ready') return photoShown(section, indicatorId);
    throw new Error(section?.state === 'error' ? section.message : 'no current period on screen');
  }

  /** `quiet`: a redraw of a past period shown, which keeps it while it loads and if it fails. */
  async function openPastPeriod(periodId: number, { force = false, quiet = false } = {}): Promise<void> {
    const at = shown;
    const state = $state.get();
    if (!at || state.state !== 'ready') return;
    const known = state.view.history.find((entry) => entry.periodId === periodId)?.evaluation;
    if (known && !force && (known.state === 'loading' || known.state === 'ready')) return;
    // The latest call wins: an earlier one's answer that arrives later is dropped.
    const call = (pastCalls[periodId] = (pastCalls[periodId] ?? 0) + 1);
    const setPast = (evaluation: PastPeriodView) => {
      if (live(at.visit) && pastCalls[periodId] === call) $past.setKey(periodId, evaluation);
    };
    if (!quiet) setPast({ state: 'loading' });
    try {
      const [period, [{ periodView }, config]] = await Promise.all([getPastPeriodEvaluation(at.code, at.campaignId, periodId), views()]);
      setPast({ state: 'ready', period: periodView(period, null, effects.now(), config.videoHosts) });
    } catch (error) {
      if (quiet) return;
      console.error('[campaign-progress:past-period]', error);
      const message = errorMessage(error);
      setPast({ state: 'error', message });
      if (live(at.visit)) toast.error(message);
    }
  }

  // An opened past period drawn from the device is redrawn in place by the fresh answer, as the rest of the
  // screen is (docs/offline.md, "Kept answers"); one that failed loads again when the network is back.
  onFreshData((why) => {
    for (const [id, evaluation] of Object.entries($past.get()))
      if (evaluation?.state === 'ready' || (evaluation?.state === 'error' && why === 'online'))
        void openPastPeriod(Number(id), { force: true, quiet: evaluation.state === 'ready' });
  });

  return {
    $state,
    start: (params) => screen.start(params),
    retry: () => screen.retry(),
    exit() {
      screen.exit();
      shown = null;
      $past.set({});
    },
    reloadCurrentPeriod,
    openPastPeriod,
    // The upload code is the camera's, already here once a photo can be taken.
    sendPhoto: async (target, photo, options = {}) => {
      const state = $state.get();
      const before = photoShown(state.state === 'ready' ? state.view.current : undefined, target.indicatorId);
      const { sendPhoto } = await import('../stores/photo-upload.ts');
      return sendPhoto(target, photo, {
        ...options,
        afterSent: reloadCurrentPeriod,
        before,
        lookAgain: () => lookAgain(target.indicatorId),
      });
    },
  };
}

/** The progress page of the page. */
export const campaignProgressScreen = createCampaignProgressScreen(browserEffects);
