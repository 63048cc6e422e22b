// Flexible campaign progress (/campanhas/:id): the campaign with its past and accumulated periods,
// the current period, and each past period's evaluation, loaded when its history entry is opened.
// Written by hand rather than with createScreen: the current period and each past period reload
// on their own inside the ready view.
import '../stores/api-session.ts';
import { atom } from 'nanostores';
import { getCampaignData, getCurrentPeriod, getPastPeriodEvaluation } from '../api/campaigns.ts';
import { keptMode } from '../api/client.ts';
import { loadConfig } from '../api/config.ts';
import { errorMessage, HttpError } from '../api/errors.ts';
import { parseFlexibleCampaignId } from '../domain/flexible-campaigns.ts';
import type { PhotoShown } from '../domain/photo-rules.ts';
import type { CampaignRouteParams } from '../stores/route.ts';
import { $clientCode } from '../stores/session.ts';
import { toast } from '../toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { onFreshData, SCREEN_LOADING, type Screen, type ScreenState } from './screen.ts';

import type { CampaignProgressView, CurrentPeriodView, PastPeriodView, PhotoTarget } from './campaign-periods.ts';

export type * from './campaign-periods.ts';

// The views' code (period rules, photo rules, countdown) comes with the calls, off the first load, with
// the config's video hosts (the calls have loaded it): where a tutorial plays (product-rules R259).
const views = () => Promise.all([import('./campaign-periods.ts'), loadConfig()]);

/** The progress page's lifecycle and its intents. */
export interface CampaignProgressScreen extends Screen<CampaignRouteParams, CampaignProgressView> {
  /** Loads the current period again (its retry, or after a photo is sent), keeping a period already shown. */
  reloadCurrentPeriod(): Promise<void>;
  /** Loads a past period's evaluation as its entry opens, unless loaded or loading (`force`: its retry). */
  openPastPeriod(periodId: number, options?: { force?: boolean }): Promise<void>;
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
  const $state = atom<ScreenState<CampaignProgressView>>(SCREEN_LOADING);
  let current: { key: string; params: CampaignRouteParams; run: number; code: string | null; campaignId: number | null } | null = null;
  let runs = 0;
  let currentCalls = 0;

  const live = (run: number) => current?.run === run;

  /** Changes the ready view of `run`, if it is still the one on screen. */
  function patch(run: number, update: (view: CampaignProgressView) => CampaignProgressView): void {
    const state = $state.get();
    if (live(run) && state.state === 'ready') $state.set({ state: 'ready', view: update(state.view) });
  }

  /**
   * The current period's section from its call; never rejects (a failure is logged and a toast, unless
   * `quiet`). `fresh`: the service's answer only, never a kept one (docs/offline.md).
   */
  async function currentPeriod(run: number, code: string, campaignId: number, quiet = false, fresh = false): Promise<CurrentPeriodView> {
    try {
      const call = () => getCurrentPeriod(code, campaignId);
      const [period, [{ currentPeriodView }, config]] = await Promise.all([fresh ? keptMode(false, call) : call(), views()]);
      return currentPeriodView(period, campaignId, effects.now(), config.videoHosts);
    } catch (error) {
      console.error('[campaign-progress:current]', error);
      const message = errorMessage(error);
      if (live(run) && !quiet) toast.error(message);
      return { state: 'error', message };
    }
  }

  /** `quiet`: a redraw of what is shown (docs/offline.md), with no skeleton, keeping it on a failure. */
  async function load(run: number, code: string | null, campaignId: number | null, quiet = false): Promise<void> {
    if (campaignId === null) {
      $state.set({ state: 'not-found' });
      return;
    }
    // Without a client the guard is sending the user away: the skeleton stays.
    if (code === null) return;
    const section = currentPeriod(run, code, campaignId, quiet);
    try {
      const [data, [{ progressView }]] = await Promise.all([getCampaignData(code, campaignId), views()]);
      const currentView = await section;
      if (quiet && currentView.state === 'error') return;
      if (!live(run)) return;
      const view = progressView(data, currentView);
      const before = $state.get();
      if (!quiet || before.state !== 'ready') {
        $state.set({ state: 'ready', view });
        return;
      }
      // A redraw keeps the past periods the user opened: an evaluation shown stays, one loading loads again.
      const opened = new Map(before.view.history.map((entry) => [entry.periodId, entry.evaluation]));
      const history = view.history.map((entry) => {
        const was = opened.get(entry.periodId);
        return was?.state === 'ready' || was?.state === 'error' ? { ...entry, evaluation: was } : entry;
      });
      $state.set({ state: 'ready', view: { ...view, history } });
      for (const [periodId, was] of opened) if (was.state === 'loading') void openPastPeriod(periodId);
    } catch (error) {
      if (!live(run) || quiet) return;
      if (error instanceof HttpError && error.status === 404) {
        $state.set({ state: 'not-found' });
        return;
      }
      console.error('[campaign-progress:data]', error);
      const message = errorMessage(error);
      $state.set({ state: 'error', message });
      toast.error(message);
    }
  }

  function run(params: CampaignRouteParams, quiet = false): void {
    const campaignId = parseFlexibleCampaignId(params);
    const code = campaignId === null ? null : clientCode();
    current = { key: JSON.stringify(params), params, run: ++runs, code, campaignId };
    if (!quiet) $state.set(SCREEN_LOADING);
    void load(current.run, code, campaignId, quiet);
  }

  // As createScreen's: a ready screen redraws in place; one that failed loads again when the network is back.
  onFreshData((event) => {
    const ready = $state.get().state === 'ready';
    if (current && (ready || event.type === 'online')) run(current.params, ready);
  });

  /**
   * Loads the current period again and shows it; resolves with its section, or null when no period is
   * on screen. `check`: the service's answer only and no toast, to check a photo whose answer was lost (R210).
   */
  async function reloadCurrent(check = false): Promise<CurrentPeriodView | null> {
    const at = current;
    const state = $state.get();
    if (!at?.code || at.campaignId === null || state.state !== 'ready') return null;
    const call = ++currentCalls;
    if (state.view.current.state !== 'ready') patch(at.run, (view) => ({ ...view, current: { state: 'loading' } }));
    const section = await currentPeriod(at.run, at.code, at.campaignId, check, check);
    // A failed reload keeps the period already shown (the toast says what happened).
    if (call === currentCalls)
      patch(at.run, (view) => (section.state === 'error' && view.current.state === 'ready' ? view : { ...view, current: section }));
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

  function setPast(run: number, periodId: number, evaluation: PastPeriodView): void {
    patch(run, (view) => ({
      ...view,
      history: view.history.map((entry) => (entry.periodId === periodId ? { ...entry, evaluation } : entry)),
    }));
  }

  async function openPastPeriod(periodId: number, options: { force?: boolean } = {}): Promise<void> {
    const at = current;
    const state = $state.get();
    if (!at?.code || at.campaignId === null || state.state !== 'ready') return;
    const known = state.view.history.find((entry) => entry.periodId === periodId)?.evaluation;
    if (known && !options.force && (known.state === 'loading' || known.state === 'ready')) return;
    setPast(at.run, periodId, { state: 'loading' });
    try {
      const [period, [{ periodView }, config]] = await Promise.all([getPastPeriodEvaluation(at.code, at.campaignId, periodId), views()]);
      setPast(at.run, periodId, { state: 'ready', period: periodView(period, null, effects.now(), config.videoHosts) });
    } catch (error) {
      console.error('[campaign-progress:past-period]', error);
      const message = errorMessage(error);
      setPast(at.run, periodId, { state: 'error', message });
      if (live(at.run)) toast.error(message);
    }
  }

  return {
    $state,
    start(params) {
      if (current?.key === JSON.stringify(params)) return;
      run(params);
    },
    retry() {
      if (current) run(current.params);
    },
    exit() {
      current = null;
      $state.set(SCREEN_LOADING);
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
