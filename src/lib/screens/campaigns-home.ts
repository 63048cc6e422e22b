// The campaigns home (/campanhas): banners and the cards of both campaign systems, three parts that
// load, fail and reload apart, so one system failing never hides the other's cards (it becomes a
// toast instead).
import '../stores/api-session.ts';
import { computed } from 'nanostores';
import { getBanners, getFlexibleCampaignTerms, updateFlexibleTermStatus } from '../api/campaigns.ts';
import { errorMessage } from '../api/errors.ts';
import { flexibleCard, prosperaCard, type CampaignCard } from '../domain/flexible-campaigns.ts';
import { $clientCode } from '../stores/session.ts';
import { toast } from '../toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { createPart, fromParts, SCREEN_LOADING, type PartState, type Screen, type ScreenState } from './screen.ts';

export type { CampaignCard } from '../domain/flexible-campaigns.ts';

/** A picture of the home carousel. */
export interface BannerSlide {
  id: number;
  src: string;
  alt: string;
}

/** The campaign lists: loading (skeleton), or the cards that came, flexible first, and the failures. */
export type HomeLists = { readonly state: 'loading' } | { readonly state: 'ready'; cards: CampaignCard[]; errors: string[] };

/** What the home shows. */
export interface CampaignsHomeView {
  /** The carousel's pictures; null while they load (a placeholder holds their place), none when they failed. */
  banners: BannerSlide[] | null;
  lists: HomeLists;
}

/** The view of the build's HTML (and of the 'loading' state): banner placeholder and list skeleton. */
export const HOME_LOADING_VIEW: CampaignsHomeView = { banners: null, lists: { state: 'loading' } };

/** The home's lifecycle and its intents. */
export interface CampaignsHomeScreen extends Screen<void, CampaignsHomeView> {
  /** Loads again only the lists that failed. */
  retry(): void;
  /**
   * Rejects (status 3, then the list again) a pending flexible campaign from its home card. Resolves
   * false when the change failed (toast shown). Joining goes through the terms, as on the details page:
   * the card opens them with that page's screen (product-rules R33).
   */
  refuse(campaignId: number): Promise<boolean>;
}

/** The banners as the carousel takes them: null while they load (a placeholder holds their place), none when they failed. */
const bannersView = (part: PartState<BannerSlide[]>): BannerSlide[] | null =>
  part.state === 'ready' ? part.view : part.state === 'error' ? [] : null;

/** The lists: loading until both have come or failed; then the cards that came, flexible first, and the failures. */
function homeLists(...lists: Array<PartState<CampaignCard[]>>): HomeLists {
  if (lists.some((list) => list.state === 'loading')) return { state: 'loading' };
  return {
    state: 'ready',
    cards: lists.flatMap((list) => (list.state === 'ready' ? list.view : [])),
    errors: lists.flatMap((list) => (list.state === 'error' ? [list.message] : [])),
  };
}

function clientCode(): string | null {
  const code = $clientCode.get();
  if (!code) console.error('Usuário não encontrado');
  return code;
}

/** The home with the given effects (tests pass their own clock). */
export function createCampaignsHomeScreen(effects: Pick<BrowserEffects, 'now'>): CampaignsHomeScreen {
  const banners = createPart('campaigns-home:banners', async (code: string) =>
    // A banner whose address the portal does not draw (R296) is left out, not drawn broken.
    (await getBanners(code))
      .filter((banner) => banner.image_url)
      .map((banner, index) => ({ id: banner.id, src: banner.image_url, alt: `Destaque ${index + 1}` })),
  );
  const flexible = createPart('campaigns-home:flexible', async (code: string) => {
    const items = await getFlexibleCampaignTerms(code);
    const now = effects.now();
    return items.map((item) => flexibleCard(item, now));
  });
  // The prospera campaigns' schemas load with the call (in parallel with the flexible list), off the first load.
  const old = createPart('campaigns-home:old', async () =>
    (await (await import('../api/prospera.ts')).getProsperaCampaigns()).map(prosperaCard),
  );
  const parts = [banners, flexible, old];
  // A failure is also a toast, and stays for the inline retry (a redraw that fails keeps what is shown).
  for (const part of parts)
    part.$state.listen((state) => {
      if (state.state === 'error') toast.error(state.message);
    });

  const $state = fromParts(
    computed([banners.$state, flexible.$state, old.$state], (bannerPart, flexibleList, prosperaList): ScreenState<CampaignsHomeView> => {
      const view = { banners: bannersView(bannerPart), lists: homeLists(flexibleList, prosperaList) };
      return view.banners === null && view.lists.state === 'loading' ? SCREEN_LOADING : { state: 'ready', view };
    }),
  );

  return {
    $state,
    start() {
      const code = clientCode();
      if (code) for (const part of parts) part.start(code);
    },
    retry() {
      for (const list of [flexible, old]) if (list.$state.get().state === 'error') list.retry();
    },
    exit() {
      for (const part of parts) part.exit();
    },
    async refuse(campaignId) {
      const code = clientCode();
      if (!code) return false;
      try {
        await updateFlexibleTermStatus(code, campaignId, 3);
      } catch (error) {
        console.error('[campaigns-home:term]', error);
        toast.error(errorMessage(error));
        return false;
      }
      toast.success('Rejeição confirmada!');
      await flexible.load(code);
      return true;
    },
  };
}

/** The campaigns home of the page. */
export const campaignsHomeScreen = createCampaignsHomeScreen(browserEffects);
