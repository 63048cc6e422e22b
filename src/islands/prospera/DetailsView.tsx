// Prospera campaign details once loaded (/campanhas-prospera/detalhes/:id/:type): banners, name, long
// description, 'Kit de Apoio', 'Período da Campanha' and the buttons (product-rules R52) with the terms modal.
// The banners are a part: their failure shows in their place, with its own retry.
import { useStore } from '@nanostores/react';
import { Suspense, useState } from 'react';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { dateRange, enrolmentState } from '../../lib/domain/prospera-campaign.ts';
import { prosperaImageUrl } from '../../lib/domain/prospera-image.ts';
import {
  prosperaDetailsScreen,
  type ProsperaBannerView,
  type ProsperaCampaignView,
  type ProsperaDetailsView,
} from '../../lib/screens/prospera-details.ts';
import { $online } from '../../lib/stores/online.ts';
import { Carousel } from '../shared/Carousel.tsx';
import { ProsperaImage } from './ProsperaImage.tsx';
import { ScreenPart } from './ScreenPart.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';

// The terms modal brings DOMPurify: it loads when the client asks for the terms.
const TermsModal = lazyModule(() => import('../shared/TermsModal.tsx')).component((m) => m.default);

const screen = prosperaDetailsScreen;

/** The banners as a carousel, or the campaign's picture when none of them has one. */
function Banners({ campaign, banners }: { campaign: ProsperaCampaignView; banners: ProsperaBannerView[] }) {
  const slides = banners.flatMap((banner, index) => {
    const src = prosperaImageUrl(banner.image);
    return src ? [{ id: banner.id, src, alt: `${campaign.name}, imagem ${index + 1} de ${banners.length}` }] : [];
  });
  return slides.length > 0 ? (
    <Carousel slides={slides} label={`Imagens da campanha ${campaign.name}`} aspectRatio="2 / 1" />
  ) : (
    <ProsperaImage image={campaign.image} alt={campaign.name} />
  );
}

export default function DetailsView({ view }: { view: ProsperaDetailsView }) {
  const { campaign } = view;
  const busy = useStore(screen.$participationBusy);
  // Offline 'Recusar Campanha' is off and says why (product-rules R170); the terms still open.
  const online = useStore($online, { ssr: 'initial' });
  const [termsOpen, setTermsOpen] = useState(false);
  // Mounted from the first opening on, so closing gives focus back and keeps the tick.
  const [termsOpened, setTermsOpened] = useState(false);
  const openTerms = () => {
    setTermsOpened(true);
    setTermsOpen(true);
  };
  const state = enrolmentState(campaign, view.now);

  return (
    <>
      <ScreenPart part={view.banners} onRetry={() => void screen.retryBanners()}>
        {(banners) => <Banners campaign={campaign} banners={banners} />}
      </ScreenPart>
      <section className="card prospera-about" aria-labelledby="prospera-name">
        <h2 id="prospera-name">{campaign.name}</h2>
        <p className="prospera-about__text">{campaign.description}</p>
        {campaign.kit && (
          <label className="prospera-readonly">
            <span>Kit de Apoio</span>
            <textarea readOnly rows={2} value={campaign.kit} />
          </label>
        )}
        <h3>Período da Campanha</h3>
        <p>{dateRange(campaign.enrolmentStart, campaign.enrolmentEnd)}</p>
        <div className="prospera-actions">
          {state === 'participating' && (
            <>
              <button type="button" className="button button--secondary" onClick={openTerms}>
                Consultar termos da campanha
              </button>
              <a className="button" href={view.resultsPath}>
                Ver resultados
              </a>
            </>
          )}
          {state === 'closed' && (
            <button type="button" className="button" disabled>
              Inscrições Finalizada
            </button>
          )}
          {state === 'open' && (
            <>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy || !online}
                aria-describedby={online ? undefined : 'recusa-offline'}
                onClick={() => void screen.changeParticipation(campaign, false)}
              >
                Recusar Campanha
              </button>
              <button type="button" className="button" disabled={busy} onClick={openTerms}>
                Termos de Aceite
              </button>
            </>
          )}
        </div>
        <p id="recusa-offline" className="offline-note" role="status">
          {online ? '' : offlineText('responder à campanha')}
        </p>
      </section>
      {termsOpened && (
        <Suspense fallback={null}>
          <TermsModal
            open={termsOpen}
            term={campaign.terms}
            canJoin={state === 'open'}
            busy={busy}
            termClassName="prospera-terms"
            onClose={() => setTermsOpen(false)}
            onAccept={() => void screen.changeParticipation(campaign, true)}
          />
        </Suspense>
      )}
    </>
  );
}
