// Old campaign details once loaded (/campanhas-prospera/detalhes/:id/:type): banners, name, long
// description, 'Kit de Apoio', 'Período da Campanha' and the buttons of §4 with the terms modal.
// The banners are a part: their failure shows in their place, with its own retry.
import { useStore } from '@nanostores/react';
import { Suspense, useState } from 'react';
import { dateRange, enrolmentState, oldImageUrl } from '../../lib/domain/prospera-campaign.ts';
import { oldResultsPath } from '../../lib/domain/prospera-route.ts';
import { $participationBusy, changeOldParticipation, reloadOldBanners, type OldDetailsData } from '../../lib/stores/prospera-details.ts';
import { Carousel } from '../shared/Carousel.tsx';
import { OldImage } from './OldImage.tsx';
import { ScreenPart } from './ScreenPart.tsx';
import { lazyPart } from './lazy-part.tsx';

// The terms modal brings DOMPurify: it loads when the client asks for the terms.
const TermsModal = lazyPart(() => import('../shared/TermsModal.tsx'));

type Found = OldDetailsData & { campaign: NonNullable<OldDetailsData['campaign']> };

export default function DetailsView({ data, type }: { data: Found; type: string }) {
  const { campaign, banners, parts } = data;
  const busy = useStore($participationBusy);
  const [termsOpen, setTermsOpen] = useState(false);
  // Mounted from the first opening on, so closing gives focus back and keeps the tick.
  const [termsOpened, setTermsOpened] = useState(false);
  const openTerms = () => {
    setTermsOpened(true);
    setTermsOpen(true);
  };
  const state = enrolmentState(campaign, Date.now());
  const slides = banners.flatMap((banner, index) => {
    const src = oldImageUrl(banner.imagem);
    return src ? [{ id: banner.idprospera_imagens, src, alt: `${campaign.nome}, imagem ${index + 1} de ${banners.length}` }] : [];
  });

  return (
    <>
      <ScreenPart status={parts?.banners} onRetry={() => void reloadOldBanners()}>
        {slides.length > 0 ? (
          <Carousel slides={slides} label={`Imagens da campanha ${campaign.nome}`} aspectRatio="2 / 1" />
        ) : (
          <OldImage imagem={campaign.imagem} alt={campaign.nome} />
        )}
      </ScreenPart>
      <section className="card prospera-about" aria-labelledby="prospera-name">
        <h2 id="prospera-name">{campaign.nome}</h2>
        <p className="prospera-about__text">{campaign.desc_long}</p>
        {campaign.kit && (
          <label className="prospera-readonly">
            <span>Kit de Apoio</span>
            <textarea readOnly rows={2} value={campaign.kit} />
          </label>
        )}
        <h3>Período da Campanha</h3>
        <p>{dateRange(campaign.dt_ini_insc, campaign.dt_fim_insc)}</p>
        <div className="prospera-actions">
          {state === 'participating' && (
            <>
              <button type="button" className="button button--secondary" onClick={openTerms}>
                Consultar termos da campanha
              </button>
              <a className="button" href={oldResultsPath(campaign.idcampanha, type)}>
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
                disabled={busy}
                onClick={() => void changeOldParticipation(campaign, false)}
              >
                Recusar Campanha
              </button>
              <button type="button" className="button" disabled={busy} onClick={openTerms}>
                Termos de Aceite
              </button>
            </>
          )}
        </div>
      </section>
      {termsOpened && (
        <Suspense fallback={null}>
          <TermsModal
            open={termsOpen}
            term={campaign.termo}
            canJoin={state === 'open'}
            busy={busy}
            termClassName="prospera-terms"
            uncheckedMessage="Marque a caixa acima para aceitar os termos."
            onClose={() => setTermsOpen(false)}
            onAccept={() => void changeOldParticipation(campaign, true)}
          />
        </Suspense>
      )}
    </>
  );
}
