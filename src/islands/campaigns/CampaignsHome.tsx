// Campaigns home (/campanhas): banner carousel, then the cards of both campaign systems.
// Renders skeletons at build time and until the lists arrive; one list failing still shows the other.
import { Suspense, useEffect, useState } from 'react';
import { campaignsHomeScreen, HOME_LOADING_VIEW } from '../../lib/screens/campaigns-home.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import { CampaignCard } from './CampaignCard.tsx';
import type { HomeAnswer } from './HomeAnswerModal.tsx';
import type { HomeTerms } from './HomeTermsModal.tsx';
import { WhenOpened } from '../shared/WhenOpened.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import '../../styles/campaigns.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';

// Fetched as the data is (see the mount effect), so the first banner is not held up by it.
const carousel = lazyModule(() => import('../shared/Carousel.tsx'));
const LazyCarousel = carousel.component((m) => m.Carousel);
startEarly(() => campaignsHomeScreen.start());
const LazyHomeAnswerModal = lazyModule(() => import('./HomeAnswerModal.tsx')).component((m) => m.HomeAnswerModal);
// The terms bring DOMPurify and the details screen: they load when a card's 'Participar' asks for them.
const LazyHomeTermsModal = lazyModule(() => import('./HomeTermsModal.tsx')).component((m) => m.HomeTermsModal);

/** Holds the carousel's place (picture and buttons) until it draws, so nothing below it moves. */
function BannerPlaceholder() {
  return (
    <div className="campaigns-banner-placeholder" aria-hidden="true">
      <div className="skeleton" />
    </div>
  );
}

function CampaignsHome() {
  const screen = useScreenState(campaignsHomeScreen.$state);
  const [answer, setAnswer] = useState<HomeAnswer | null>(null);
  const [terms, setTerms] = useState<HomeTerms | null>(null);

  useEffect(() => {
    void carousel.load();
    campaignsHomeScreen.start();
    return () => campaignsHomeScreen.exit();
  }, []);

  const { banners, lists } = screen.state === 'ready' ? screen.view : HOME_LOADING_VIEW;

  return (
    <div className="campaign-page">
      {banners === null ? (
        <BannerPlaceholder />
      ) : banners.length > 0 ? (
        <Suspense fallback={<BannerPlaceholder />}>
          <LazyCarousel label="Destaques" slides={banners} />
        </Suspense>
      ) : null}
      <h1 className="page-title">Campanhas</h1>
      {lists.state === 'ready' && lists.errors.length > 0 ? (
        <LoadError
          title="Não foi possível carregar todas as campanhas"
          message={lists.errors.join(' ')}
          onRetry={() => campaignsHomeScreen.retry()}
        />
      ) : null}
      {lists.state === 'loading' ? (
        <>
          {/* The first card, drawn by the page's head script before React arrives (docs/performance.md, "Early view"). */}
          <EarlyViewSlot className="campaign-grid" />
          <Skeleton label="Carregando campanhas" count={3} height={300} className="campaign-grid" />
        </>
      ) : lists.cards.length === 0 ? (
        lists.errors.length === 0 ? (
          <p className="campaigns-empty card">Você não está participando de nenhuma campanha no momento!</p>
        ) : null
      ) : (
        <ul className="campaign-grid" aria-label="Campanhas">
          {lists.cards.map((card, index) => (
            <li key={card.key}>
              <CampaignCard
                card={card}
                priority={index === 0}
                onAnswer={(campaignId, confirm) => (confirm ? setTerms({ campaignId }) : setAnswer({ campaignId, name: card.name }))}
              />
            </li>
          ))}
        </ul>
      )}
      <WhenOpened open={answer !== null}>
        <LazyHomeAnswerModal answer={answer} onClose={() => setAnswer(null)} />
      </WhenOpened>
      <WhenOpened open={terms !== null}>
        <LazyHomeTermsModal terms={terms} onClose={() => setTerms(null)} />
      </WhenOpened>
    </div>
  );
}

export default island(CampaignsHome);
