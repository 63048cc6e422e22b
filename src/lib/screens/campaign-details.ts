// Flexible campaign details (/campanhas/detalhes/:id): the campaign with its acceptance term, and
// the accept/refuse actions (product-rules R34).
import '../stores/api-session.ts';
import { atom, type ReadableAtom } from 'nanostores';
import { getCampaignDetails, updateFlexibleTermStatus, type FlexibleCampaignDetails } from '../api/campaigns.ts';
import { errorMessage, HttpError } from '../api/errors.ts';
import { dateRange, parseFlexibleCampaignId, termState, type TermState } from '../domain/flexible-campaigns.ts';
import type { CampaignRouteParams } from '../stores/route.ts';
import { $clientCode } from '../stores/session.ts';
import { toast, toastThenLeave } from '../toast.ts';
import { browserEffects, type BrowserEffects } from './effects.ts';
import { createScreen, ScreenNotFound, type Screen } from './screen.ts';

/** What the details page shows. */
interface CampaignDetailsView {
  id: number;
  name: string;
  description: string;
  /** The carousel's pictures (those with an image). */
  pictures: { id: number; src: string; alt: string }[];
  /** 'Kit de Apoio', when there is one. */
  kit: string | null;
  /** 'dd/mm/yyyy - dd/mm/yyyy'. */
  period: string;
  /** Which buttons the client's term status offers. */
  term: TermState;
  /** The term as the service sent it: HTML, sanitised where it is drawn (SafeHtml). */
  termHtml: string;
}

/** The details page's lifecycle and its intents. */
export interface CampaignDetailsScreen extends Screen<CampaignRouteParams, CampaignDetailsView> {
  /** True while a term change is on its way. */
  readonly $termBusy: ReadableAtom<boolean>;
  /** Accepts the term: to /campanhas/{id} with 'Participação confirmada!'. */
  accept(campaignId: number): Promise<void>;
  /** Refuses the campaign: to /campanhas with 'Rejeição confirmada!'. */
  refuse(campaignId: number): Promise<void>;
}

function detailsView(details: FlexibleCampaignDetails, now: number): CampaignDetailsView {
  return {
    id: details.id,
    name: details.name,
    description: details.description,
    pictures: details.pictures.flatMap((picture, index) =>
      picture.carousel_data.based_image
        ? [{ id: picture.id, src: picture.carousel_data.based_image, alt: `${details.name}, imagem ${index + 1}` }]
        : [],
    ),
    kit: details.currentTerm.kit.description || null,
    period: dateRange(details.initial_date, details.final_date),
    term: termState(details.client_term_statuses_id, details.final_date, now),
    termHtml: details.currentTerm.term,
  };
}

function clientCode(): string | null {
  const code = $clientCode.get();
  if (!code) console.error('Usuário não encontrado');
  return code;
}

/** The details page with the given effects (tests pass their own clock and navigation). */
export function createCampaignDetailsScreen(effects: Pick<BrowserEffects, 'now' | 'navigate'>): CampaignDetailsScreen {
  const $termBusy = atom(false);
  const screen = createScreen('campaign-details', async (params: CampaignRouteParams) => {
    const campaignId = parseFlexibleCampaignId(params);
    if (campaignId === null) throw new ScreenNotFound(`campanha ${params.id ?? ''}`);
    const code = clientCode();
    // Without a client the guard is sending the user away: the skeleton stays.
    if (!code) return new Promise<never>(() => undefined);
    try {
      return detailsView(await getCampaignDetails(code, campaignId), effects.now());
    } catch (error) {
      if (error instanceof HttpError && error.status === 404) throw new ScreenNotFound(`campanha ${campaignId}`);
      // A failure is also a toast, as the error catalogue says.
      toast.error(errorMessage(error));
      throw error;
    }
  });

  /** On failure the error is a toast and the screen stays as it was. */
  async function changeTerm(campaignId: number, status: 1 | 3): Promise<void> {
    const code = clientCode();
    if (!code || $termBusy.get()) return;
    $termBusy.set(true);
    try {
      await updateFlexibleTermStatus(code, campaignId, status);
    } catch (error) {
      console.error('[campaign-details:term]', error);
      toast.error(errorMessage(error));
      $termBusy.set(false);
      return;
    }
    if (status === 1) await toastThenLeave('Participação confirmada!', () => effects.navigate(`/campanhas/${campaignId}`));
    else await toastThenLeave('Rejeição confirmada!', () => effects.navigate('/campanhas'));
  }

  return {
    ...screen,
    $termBusy,
    accept: (campaignId) => changeTerm(campaignId, 1),
    refuse: (campaignId) => changeTerm(campaignId, 3),
  };
}

/** The details page of the page. */
export const campaignDetailsScreen = createCampaignDetailsScreen(browserEffects);
