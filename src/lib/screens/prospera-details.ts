// The old campaign details screen (/campanhas-prospera/detalhes/:id/:type): the campaign and its
// banners, and the participation change (accept reloads the details, refuse goes to /campanhas).
// The banners are a part: their failure shows in their place only.
import '../stores/api-session.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';
import { getOldCampaignBanners, updateOldParticipation } from '../api/prospera.ts';
import {
  oldDetailsPath,
  oldResultsPath,
  parseOldCampaignParams,
  participationToasts,
  type OldCampaignRoute,
} from '../domain/prospera-route.ts';
import { findOldCampaign } from '../stores/prospera-lookup.ts';
import { loadPart, PART_LOADING, patchable, type PartState } from '../stores/resource-parts.ts';
import { $clientCode, $clientSubchannel } from '../stores/session.ts';
import { toast, toastThenLeave } from '../toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { createScreen, ScreenNotFound, type Screen, type ScreenState } from './screen.ts';

/** An old campaign as the details screen shows it. */
export interface OldCampaignView {
  id: number;
  /** The campaign's own type (sent with a participation change). */
  type: string;
  name: string;
  description: string;
  /** 'Kit de Apoio', when the campaign has one. */
  kit: string | null;
  /** The terms as HTML, to be sanitised before display. */
  terms: string;
  /** The enrolment window, yyyy-mm-dd (Brazil calendar days). */
  enrolmentStart: string | null;
  enrolmentEnd: string | null;
  image: string | null;
  /** The client takes part in it. */
  participating: boolean;
}

/** A banner of the campaign (`image` is a path; only its last segment is used). */
export interface OldBannerView {
  id: number;
  image: string;
}

/** What the details screen draws; the banners are the part whose call may fail alone. */
export interface OldDetailsView {
  campaign: OldCampaignView;
  /** 'Ver resultados', with the route's type. */
  resultsPath: string;
  banners: PartState<OldBannerView[]>;
  /** The time the data came (ms): the enrolment state reads it. */
  now: number;
}

/** The details screen, its banners' retry and the participation change. */
export interface ProsperaDetailsScreen extends Screen<OldCampaignRoute, OldDetailsView> {
  /** Loads the banners again (their 'Tentar novamente'); the rest of the screen stays. Ignored while they load. */
  retryBanners(): Promise<void>;
  /** True while a participation change is on its way (and after it succeeded, until the page leaves). */
  readonly $participationBusy: ReadableAtom<boolean>;
  /** Accepts or refuses the campaign; resolves true when it was changed (and the page is leaving). */
  changeParticipation(campaign: Pick<OldCampaignView, 'id' | 'type'>, accept: boolean): Promise<boolean>;
}

const bannersPart = (id: number, type: string) =>
  loadPart(
    'prospera-banners',
    getOldCampaignBanners(id, type).then((banners) => banners.map((banner) => ({ id: banner.idprospera_imagens, image: banner.imagem }))),
  );

/** The campaign and its banners, at once. */
async function loadDetails(route: OldCampaignRoute, now: () => number): Promise<OldDetailsView> {
  const params = parseOldCampaignParams(route);
  if (!params) throw new ScreenNotFound('old campaign route');
  const { id, type } = params;
  const [campaign, banners] = await Promise.all([findOldCampaign(id, type), bannersPart(id, type)]);
  if (!campaign) throw new ScreenNotFound(`old campaign ${id}/${type}`);
  return {
    campaign: {
      id: campaign.idcampanha,
      type: campaign.tipo,
      name: campaign.nome,
      description: campaign.desc_long,
      kit: campaign.kit,
      terms: campaign.termo,
      enrolmentStart: campaign.dt_ini_insc,
      enrolmentEnd: campaign.dt_fim_insc,
      image: campaign.imagem,
      participating: campaign.participando === 'X',
    },
    resultsPath: oldResultsPath(campaign.idcampanha, type),
    banners,
    now: now(),
  };
}

function routeKey(route: OldCampaignRoute): string {
  const params = parseOldCampaignParams(route);
  return params ? `${params.id}/${params.type}` : '';
}

/** The details screen with the given effects (tests pass their own clock and navigation). */
export function createProsperaDetailsScreen(effects: Pick<BrowserEffects, 'navigate' | 'now'>): ProsperaDetailsScreen {
  const screen = createScreen('prospera-details', (route: OldCampaignRoute) => loadDetails(route, effects.now), {
    key: routeKey,
  });
  // A part's answer changes the ready view in place; the screen's next state replaces the change.
  const shown = patchable<ScreenState<OldDetailsView>>(screen.$state);
  const patch = (update: (view: OldDetailsView) => OldDetailsView) =>
    shown.patch((state) => (state.state === 'ready' ? { state: 'ready', view: update(state.view) } : state));
  const $participationBusy = atom(false);

  async function retryBanners(): Promise<void> {
    const state = shown.$state.get();
    if (state.state !== 'ready' || state.view.banners.state === 'loading') return;
    const { id, type } = state.view.campaign;
    patch((view) => ({ ...view, banners: PART_LOADING }));
    const banners = await bannersPart(id, type);
    // Dropped if the whole screen was loaded again meanwhile.
    patch((view) => (view.banners.state === 'loading' ? { ...view, banners } : view));
  }

  /**
   * Accepts (1) or refuses (3) the campaign for the current client with its subchannel. Success
   * is a toast seen here, then the page leaves: accept reloads the details route (product-rules R53), refuse goes
   * to /campanhas. A failure is an error toast and the buttons work again.
   */
  async function changeParticipation(campaign: Pick<OldCampaignView, 'id' | 'type'>, accept: boolean): Promise<boolean> {
    const clientCode = $clientCode.get();
    if (!clientCode || $participationBusy.get()) return false;
    $participationBusy.set(true);
    try {
      await updateOldParticipation({
        clientCode,
        campaignId: campaign.id,
        clientTermStatusesId: accept ? 1 : 3,
        type: campaign.type,
        subchannel: $clientSubchannel.get() ?? '',
      });
    } catch (error) {
      console.error('[prospera-participation]', error);
      toast.error(errorMessage(error));
      $participationBusy.set(false);
      return false;
    }
    const next = accept ? oldDetailsPath(campaign.id, campaign.type) : '/campanhas';
    await toastThenLeave(accept ? participationToasts.accepted : participationToasts.refused, () => effects.navigate(next));
    return true;
  }

  return {
    $state: shown.$state,
    start: (route) => screen.start(route),
    retry: () => screen.retry(),
    exit: () => screen.exit(),
    retryBanners,
    $participationBusy,
    changeParticipation,
  };
}

/** The details screen of the page. */
export const prosperaDetailsScreen = createProsperaDetailsScreen(browserEffects);
