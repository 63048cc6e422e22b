// The campaigns home (/campanhas): banners and the cards of both campaign systems, each loaded on
// its own so one system failing never hides the other's cards (it becomes a toast instead).
// Written by hand rather than with createScreen: its three parts load, fail and reload apart.
import '../stores/api-session.ts';
import { atom } from 'nanostores';
import { getBanners, getFlexibleCampaignTerms, updateFlexibleTermStatus } from '../api/campaigns.ts';
import { errorMessage } from '../api/errors.ts';
import { flexibleCard, oldCard, type CampaignCard } from '../domain/flexible-campaigns.ts';
import { $clientCode } from '../stores/session.ts';
import { toast } from '../toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { onFreshData, SCREEN_LOADING, type Screen, type ScreenState } from './screen.ts';

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

interface Part<T> {
  loading: boolean;
  data: T | undefined;
  error: string | null;
  /** Latest call: an older answer arriving late never overwrites a newer one. */
  call: number;
}

type PartName = 'banners' | 'flexible' | 'old';

interface Parts {
  banners: Part<BannerSlide[]>;
  flexible: Part<CampaignCard[]>;
  old: Part<CampaignCard[]>;
}

const idle = <T>(): Part<T> => ({ loading: false, data: undefined, error: null, call: 0 });

function homeView(parts: Parts): CampaignsHomeView {
  const { banners, flexible, old } = parts;
  const errors = [flexible.error, old.error].filter((e): e is string => e !== null);
  const loading = flexible.loading || old.loading;
  const settled = !loading && (flexible.data !== undefined || old.data !== undefined || errors.length > 0);
  return {
    banners: banners.data ?? (banners.error === null ? null : []),
    lists: settled ? { state: 'ready', cards: [...(flexible.data ?? []), ...(old.data ?? [])], errors } : { state: 'loading' },
  };
}

function clientCode(): string | null {
  const code = $clientCode.get();
  if (!code) console.error('Usuário não encontrado');
  return code;
}

/** The home with the given effects (tests pass their own clock). */
export function createCampaignsHomeScreen(effects: Pick<BrowserEffects, 'now'>): CampaignsHomeScreen {
  const $state = atom<ScreenState<CampaignsHomeView>>(SCREEN_LOADING);
  let parts: Parts = { banners: idle(), flexible: idle(), old: idle() };
  /** The client the lists were started for; null before start and after exit. */
  let started: string | null = null;
  let run = 0;

  const fetchers: { [K in PartName]: (code: string) => Promise<NonNullable<Parts[K]['data']>> } = {
    banners: async (code) =>
      (await getBanners(code)).map((banner, index) => ({ id: banner.id, src: banner.image_url, alt: `Destaque ${index + 1}` })),
    flexible: async (code) => {
      const items = await getFlexibleCampaignTerms(code);
      const now = effects.now();
      return items.map((item) => flexibleCard(item, now));
    },
    // The old campaigns' schemas load with the call (in parallel with the flexible list), off the first load.
    old: async () => (await (await import('../api/prospera.ts')).getOldCampaigns()).map(oldCard),
  };

  function update(name: PartName, change: Partial<Part<BannerSlide[] | CampaignCard[]>>): void {
    parts = { ...parts, [name]: { ...parts[name], ...change } };
    const view = homeView(parts);
    $state.set(view.banners === null && view.lists.state === 'loading' ? SCREEN_LOADING : { state: 'ready', view });
  }

  /**
   * Loads one part (again); a failure is logged, shown as a toast and kept for the inline retry.
   * `quiet`: a redraw of what is shown (docs/offline.md), with no skeleton, keeping it on a failure.
   */
  async function load(name: PartName, code: string, quiet = false): Promise<void> {
    const at = run;
    const call = parts[name].call + 1;
    if (quiet) parts = { ...parts, [name]: { ...parts[name], call } };
    else update(name, { loading: true, error: null, call });
    const current = () => at === run && parts[name].call === call;
    try {
      const data = await fetchers[name](code);
      if (current()) update(name, { loading: false, data });
    } catch (error) {
      if (!current() || quiet) return;
      console.error(`[campaigns-home:${name}]`, error);
      const message = errorMessage(error);
      update(name, { loading: false, error: message });
      toast.error(message);
    }
  }

  /** Fresh answers in place of kept ones: the parts shown load again in place; the network back: failed ones too. */
  function redrawShown(event: Event): void {
    const code = started;
    if (!code) return;
    for (const name of ['banners', 'flexible', 'old'] as const) {
      const part = parts[name];
      if (part.loading) continue;
      if (part.data !== undefined) void load(name, code, true);
      else if (part.error !== null && event.type === 'online') void load(name, code);
    }
  }

  onFreshData(redrawShown);

  return {
    $state,
    start() {
      const code = clientCode();
      if (!code || started === code) return;
      started = code;
      run += 1;
      parts = { banners: idle(), flexible: idle(), old: idle() };
      void load('banners', code);
      void load('flexible', code);
      void load('old', code);
    },
    retry() {
      const code = started;
      if (!code) return;
      for (const name of ['flexible', 'old'] as const) if (parts[name].error !== null) void load(name, code);
    },
    exit() {
      run += 1;
      started = null;
      parts = { banners: idle(), flexible: idle(), old: idle() };
      $state.set(SCREEN_LOADING);
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
      await load('flexible', code);
      return true;
    },
  };
}

/** The campaigns home of the page. */
export const campaignsHomeScreen = createCampaignsHomeScreen(browserEffects);
