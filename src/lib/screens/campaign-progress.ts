// Flexible campaign progress (/campanhas/:id): the campaign with its past and accumulated periods,
// the current period, and each past period's evaluation, loaded when its history entry is opened.
// Written by hand rather than with createScreen: the current period and each past period reload
// on their own inside the ready view.
import '../stores/every-island/api-session.ts';
import { atom } from 'nanostores';
import { getCampaignData, getCurrentPeriod, getPastPeriodEvaluation } from '../api/campaigns.ts';
import { errorMessage, HttpError } from '../api/every-page/errors.ts';
import { parseFlexibleCampaignId } from '../domain/flexible-campaigns.ts';
import type { CampaignRouteParams } from '../stores/every-page/route.ts';
import { $clientCode } from '../stores/every-page/session.ts';
import { toast } from '../every-page/toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { onFreshData, SCREEN_LOADING, type Screen, type ScreenState } from './every-screen/screen.ts';

import type { CampaignProgressView, CurrentPeriodView, PastPeriodView, PhotoTarget } from './campaign-periods.ts';

export type * from './campaign-periods.ts';

// The views' code (period rules, photo rules, countdown) comes with the calls, off the first load.
const views = () => import('./campaign-periods.ts');

/** The progress page's lifecycle and its intents. */
export interface CampaignProgressScreen extends Screen<CampaignRouteParams, CampaignProgressView> {
  /** Loads the current period again (its retry, or after a photo is sent), keeping a period already shown. */
  reloadCurrentPeriod(): Promise<void>;
  /** Loads a past period's evaluation as its entry opens, unless loaded or loading (`force`: its retry). */
  openPastPeriod(periodId: number, options?: { force?: boolean }): Promise<void>;
  /**
   * Sends a photo (`compressed`: already a downscaled JPEG from the camera), then loads the current
   * period again. Resolves false when it failed (toast shown), so the camera keeps the photo.
   */
  sendPhoto(target: PhotoTarget, photo: Blob, options?: { compressed?: boolean }): Promise<boolean>;
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

  /** The current period's section from its call; never rejects (a failure is logged and a toast). */
  async function currentPeriod(run: number, code: string, campaignId: number, quiet = false): Promise<CurrentPeriodView> {
    try {
      const [period, { currentPeriodView }] = await Promise.all([getCurrentPeriod(code, campaignId), views()]);
      return currentPeriodView(period, campaignId, effects.now());
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
      const [data, { progressView }] = await Promise.all([getCampaignData(code, campaignId), views()]);
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

  async function reloadCurrentPeriod(): Promise<void> {
    const at = current;
    const state = $state.get();
    if (!at?.code || at.campaignId === null || state.state !== 'ready') return;
    const call = ++currentCalls;
    if (state.view.current.state !== 'ready') patch(at.run, (view) => ({ ...view, current: { state: 'loading' } }));
    const section = await currentPeriod(at.run, at.code, at.campaignId);
    if (call !== currentCalls) return;
    // A failed reload keeps the period already shown (the toast says what happened).
    patch(at.run, (view) => (section.state === 'error' && view.current.state === 'ready' ? view : { ...view, current: section }));
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
      const [period, { periodView }] = await Promise.all([getPastPeriodEvaluation(at.code, at.campaignId, periodId), views()]);
      setPast(at.run, periodId, { state: 'ready', period: periodView(period, null, effects.now()) });
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
    sendPhoto: async (target, photo, options = {}) =>
      (await import('../stores/photo-upload.ts')).sendPhoto(target, photo, { ...options, afterSent: reloadCurrentPeriod }),
  };
}

/** The progress page of the page. */
export const campaignProgressScreen = createCampaignProgressScreen(browserEffects);
