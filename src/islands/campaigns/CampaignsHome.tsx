// Campaigns home (/campanhas): banner carousel, then the cards of both campaign systems.
// Renders skeletons at build time and until the lists arrive; one list failing still shows the other.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import {
  $homeCards,
  $homeErrors,
  $homeLoading,
  homeBanners,
  homeFlexible,
  homeOld,
  loadCampaignsHome,
  prefetchCampaignsHome,
  retryFailedLists,
} from '../../lib/stores/campaigns-home.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { CampaignCard } from './CampaignCard.tsx';
import type { HomeAnswer } from './HomeAnswerModal.tsx';
import { WhenOpened } from '../shared/WhenOpened.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import '../../styles/campaigns.css';

// Fetched as the data is (see the mount effect), so the first banner is not held up by it.
const carousel = lazyModule(() => import('../shared/Carousel.tsx'));
const LazyCarousel = carousel.component((m) => m.Carousel);
prefetchEarly(prefetchCampaignsHome);
const LazyHomeAnswerModal = lazy(() => import('./HomeAnswerModal.tsx').then((m) => ({ default: m.HomeAnswerModal })));

/** Holds the carousel's place (picture and buttons) until it draws, so nothing below it moves. */
function BannerPlaceholder() {
  return (
    <div className="campaigns-banner-placeholder" aria-hidden="true">
      <div className="skeleton" />
    </div>
  );
}

export default function CampaignsHome() {
  const banners = useStore(homeBanners.$data);
  const bannersError = useStore(homeBanners.$error);
  const cards = useStore($homeCards);
  const loading = useStore($homeLoading);
  const errors = useStore($homeErrors);
  const flexibleArrived = useStore(homeFlexible.$data) !== undefined;
  const oldArrived = useStore(homeOld.$data) !== undefined;
  const [answer, setAnswer] = useState<HomeAnswer | null>(null);

  useEffect(() => {
    void carousel.load();
    void loadCampaignsHome();
  }, []);

  const settled = !loading && (flexibleArrived || oldArrived || errors.length > 0);

  return (
    <div className="campaign-page">
      {banners === undefined && bannersError === null ? (
        <BannerPlaceholder />
      ) : banners && banners.length > 0 ? (
        <Suspense fallback={<BannerPlaceholder />}>
          <LazyCarousel
            label="Destaques"
            slides={banners.map((banner, index) => ({ id: banner.id, src: banner.image_url, alt: `Destaque ${index + 1}` }))}
          />
        </Suspense>
      ) : null}
      <h1 className="page-title">Campanhas</h1>
      {errors.length > 0 && !loading ? (
        <LoadError
          title="Não foi possível carregar todas as campanhas"
          message={errors.join(' ')}
          onRetry={() => void retryFailedLists()}
        />
      ) : null}
      {!settled ? (
        <Skeleton label="Carregando campanhas" count={3} height={300} className="campaign-grid" />
      ) : cards.length === 0 ? (
        errors.length === 0 ? (
          <p className="campaigns-empty card">Você não está participando de nenhuma campanha no momento!</p>
        ) : null
      ) : (
        <ul className="campaign-grid" aria-label="Campanhas">
          {cards.map((card, index) => (
            <li key={card.key}>
              <CampaignCard
                card={card}
                priority={index === 0}
                onAnswer={(campaignId, confirm) => setAnswer({ campaignId, confirm, name: card.name })}
              />
            </li>
          ))}
        </ul>
      )}
      <WhenOpened open={answer !== null}>
        <LazyHomeAnswerModal answer={answer} onClose={() => setAnswer(null)} />
      </WhenOpened>
    </div>
  );
}
