// Flexible campaign details (/campanhas/detalhes/:id): pictures, name, description, support kit,
// period and the buttons of the client's term status (product-rules R32, R34).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { parseFlexibleCampaignId } from '../../lib/domain/flexible-campaigns.ts';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { campaignDetailsScreen } from '../../lib/screens/campaign-details.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { routeParams } from '../../lib/stores/route.ts';
import { $online } from '../../lib/stores/online.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import { WhenOpened } from '../shared/WhenOpened.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import '../../styles/campaigns.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';

// Fetched as the data is (see the mount effect), so the first banner is not held up by it.
const carousel = lazyModule(() => import('../shared/Carousel.tsx'));
const LazyCarousel = carousel.component((m) => m.Carousel);
const LazyTermsModal = lazyModule(() => import('../shared/TermsModal.tsx')).component((m) => m.default);

const notFoundText = 'Campanha não encontrada...';

startEarly(() => campaignDetailsScreen.start(routeParams()));

function CampaignDetails() {
  const screen = useScreenState(campaignDetailsScreen.$state);
  const busy = useStore(campaignDetailsScreen.$termBusy);
  // Offline 'Recusar Campanha' is off and says why (product-rules R170); the terms still open.
  const online = useStore($online, { ssr: 'initial' });
  const [termsOpen, setTermsOpen] = useState(false);

  useEffect(() => {
    const params = routeParams();
    if (parseFlexibleCampaignId(params) !== null) void carousel.load();
    campaignDetailsScreen.start(params);
    return () => campaignDetailsScreen.exit();
  }, []);

  if (screen.state === 'not-found') {
    return (
      <div className="campaign-page">
        <h1 className="page-title">Detalhes da campanha</h1>
        <p className="campaign-missing card">{notFoundText}</p>
      </div>
    );
  }
  if (screen.state === 'error') {
    return (
      <>
        <h1 className="page-title">Detalhes da campanha</h1>
        <LoadError message={screen.message} onRetry={() => campaignDetailsScreen.retry()} />
      </>
    );
  }
  if (screen.state === 'loading')
    return (
      <>
        {/* The first picture, the name and the description, drawn before React arrives. */}
        <EarlyViewSlot className="campaign-page" />
        <Skeleton label="Carregando campanha" count={2} height={220} className="campaign-page" />
      </>
    );

  const details = screen.view;
  const state = details.term;
  const { pictures, kit } = details;

  return (
    <article className="campaign-details campaign-page">
      {pictures.length > 0 ? (
        <Suspense
          fallback={
            <div className="campaigns-banner-placeholder" aria-hidden="true">
              <div className="skeleton" />
            </div>
          }
        >
          <LazyCarousel label={`Imagens de ${details.name}`} slides={pictures} />
        </Suspense>
      ) : null}
      <h1 className="page-title">{details.name}</h1>
      <p className="campaign-details__description">{details.description}</p>
      {kit ? (
        <div className="field campaign-details__kit">
          <label className="field-label" htmlFor="campaign-kit">
            Kit de Apoio
          </label>
          <textarea id="campaign-kit" className="campaign-details__kit-text" readOnly value={kit} rows={3} />
        </div>
      ) : null}
      <p className="campaign-details__period">
        <strong>Período da Campanha:</strong> {details.period}
      </p>
      <div className="campaign-details__actions">
        {state === 'participating' ? (
          <>
            <button type="button" className="button button--secondary" onClick={() => setTermsOpen(true)}>
              Consultar termos da campanha
            </button>
            <a className="button" href={`/campanhas/${details.id}`}>
              Ver resultados
            </a>
          </>
        ) : state === 'closed' ? (
          <button type="button" className="button" disabled>
            Inscrições Finalizada
          </button>
        ) : (
          <>
            {state === 'pending' ? (
              <button
                type="button"
                className="button button--secondary"
                disabled={busy || !online}
                aria-describedby={online ? undefined : 'recusa-offline'}
                onClick={() => void campaignDetailsScreen.refuse(details.id)}
              >
                Recusar Campanha
              </button>
            ) : null}
            <button type="button" className="button" onClick={() => setTermsOpen(true)}>
              Termos de Aceite
            </button>
          </>
        )}
      </div>
      <p id="recusa-offline" className="offline-note" role="status">
        {online ? '' : offlineText('responder à campanha')}
      </p>
      <WhenOpened open={termsOpen}>
        <LazyTermsModal
          open={termsOpen}
          term={details.termHtml}
          canJoin={state === 'pending' || state === 'refused'}
          busy={busy}
          termClassName="campaign-terms"
          onAccept={() => void campaignDetailsScreen.accept(details.id)}
          onClose={() => setTermsOpen(false)}
        />
      </WhenOpened>
    </article>
  );
}

export default island(CampaignDetails);
