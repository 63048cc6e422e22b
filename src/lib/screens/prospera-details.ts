// The prospera campaign details screen (/campanhas-prospera/detalhes/:id/:type): the campaign and its
// banners, and the participation change (accept reloads the details, refuse goes to /campanhas).
// The banners are a part: their failure shows in their place only.
import '../stores/api-session.ts';
import { atom, computed, type ReadableAtom } from 'nanostores';
import { errorMessage } from '../api/errors.ts';
import { getProsperaCampaignBanners, updateProsperaParticipation } from '../api/prospera.ts';
import {
  prosperaDetailsPath,
  prosperaResultsPath,
  parseProsperaCampaignParams,
  participationToasts,
  type ProsperaCampaignRoute,
} from '../domain/prospera-route.ts';
import { findProsperaCampaign } from '../stores/prospera-lookup.ts';
import { $clientCode, $clientSubchannel } from '../stores/session.ts';
import { toast, toastThenLeave } from '../toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { drawnPart, type ProsperaPart } from './prospera-parts.ts';
import { createPart, createScreen, fromParts, ScreenNotFound, type Part, type Screen, type ScreenState } from './screen.ts';

/** A prospera campaign as the details screen shows it. */
export interface ProsperaCampaignView {
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
export interface ProsperaBannerView {
  id: number;
  image: string;
}

/** What the details screen draws; the banners are the part whose call may fail alone. */
export interface ProsperaDetailsView {
  campaign: ProsperaCampaignView;
  /** 'Ver resultados', with the route's type. */
  resultsPath: string;
  banners: ProsperaPart<ProsperaBannerView[]>;
  /** The time the data came (ms): the enrolment state reads it. */
  now: number;
}

/** The details screen, its banners' retry and the participation change. */
export interface ProsperaDetailsScreen extends Screen<ProsperaCampaignRoute, ProsperaDetailsView> {
  /** Loads the banners again (their 'Tentar novamente'); the rest of the screen stays. Ignored while they load. */
  retryBanners(): Promise<void>;
  /** True while a participation change is on its way (and after it succeeded, until the page leaves). */
  readonly $participationBusy: ReadableAtom<boolean>;
  /** Accepts or refuses the campaign; resolves true when it was changed (and the page is leaving). */
  changeParticipation(campaign: Pick<ProsperaCampaignView, 'id' | 'type'>, accept: boolean): Promise<boolean>;
}

/**
 * The campaign, once found, with the route's banners loading beside it (`banners`: the part, loaded
 * here on a first load and on its own when fresh data redraws the screen).
 */
async function loadDetails(
  route: ProsperaCampaignRoute,
  now: () => number,
  banners: Part<{ id: number; type: string }, ProsperaBannerView[]> | null,
): Promise<Omit<ProsperaDetailsView, 'banners'>> {
  const params = parseProsperaCampaignParams(route);
  if (!params) throw new ScreenNotFound('prospera campaign route');
  const { id, type } = params;
  const [campaign] = await Promise.all([findProsperaCampaign(id, type), banners?.load(params)]);
  if (!campaign) throw new ScreenNotFound(`prospera campaign ${id}/${type}`);
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
    resultsPath: prosperaResultsPath(campaign.idcampanha, type),
    now: now(),
  };
}

function routeKey(route: ProsperaCampaignRoute): string {
  const params = parseProsperaCampaignParams(route);
  return params ? `${params.id}/${params.type}` : '';
}

/** The details screen with the given effects (tests pass their own clock and navigation). */
export function createProsperaDetailsScreen(effects: Pick<BrowserEffects, 'navigate' | 'now'>): ProsperaDetailsScreen {
  // The banners are a part: their failure shows in their place only. Fresh data redraws them while
  // the campaign is on screen.
  const banners = createPart(
    'prospera-banners',
    async ({ id, type }: { id: number; type: string }) =>
      (await getProsperaCampaignBanners(id, type)).map((banner) => ({ id: banner.idprospera_imagens, image: banner.imagem })),
    { shown: (): boolean => screen.$state.get().state === 'ready' },
  );
  const screen = createScreen(
    'prospera-details',
    (route: ProsperaCampaignRoute, _signal, quiet) => loadDetails(route, effects.now, quiet ? null : banners),
    { key: routeKey },
  );
  const $state = fromParts(
    computed([screen.$state, drawnPart(banners)], (state, bannersPart): ScreenState<ProsperaDetailsView> =>
      state.state === 'ready' ? { state: 'ready', view: { ...state.view, banners: bannersPart } } : state,
    ),
  );
  const $participationBusy = atom(false);

  async function retryBanners(): Promise<void> {
    const state = $state.get();
    if (state.state !== 'ready' || state.view.banners.state === 'loading') return;
    const { id, type } = state.view.campaign;
    await banners.load({ id, type });
  }

  /**
   * Accepts (1) or refuses (3) the campaign for the current client with its subchannel. Success
   * is a toast seen here, then the page leaves: accept reloads the details route (product-rules R53), refuse goes
   * to /campanhas. A failure is an error toast and the buttons work again.
   */
  async function changeParticipation(campaign: Pick<ProsperaCampaignView, 'id' | 'type'>, accept: boolean): Promise<boolean> {
    const clientCode = $clientCode.get();
    if (!clientCode || $participationBusy.get()) return false;
    $participationBusy.set(true);
    try {
      await updateProsperaParticipation({
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
    const next = accept ? prosperaDetailsPath(campaign.id, campaign.type) : '/campanhas';
    await toastThenLeave(accept ? participationToasts.accepted : participationToasts.refused, () => effects.navigate(next));
    return true;
  }

  return {
    $state,
    start: (route) => screen.start(route),
    retry: () => screen.retry(),
    exit() {
      screen.exit();
      banners.exit();
    },
    retryBanners,
    $participationBusy,
    changeParticipation,
  };
}

/** The details screen of the page. */
export const prosperaDetailsScreen = createProsperaDetailsScreen(browserEffects);
