// Flexible campaign progress (/campanhas/:id): name and banner, the current period (countdown,
// dates, progress, indicators), past periods on demand, accumulated periods and a link to details.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { countdownText, periodCountdown, periodEnd } from '../../lib/domain/countdown.ts';
import {
  campaignData,
  currentPeriod,
  loadCampaignProgress,
  prefetchCampaignProgress,
  reloadCurrentPeriod,
} from '../../lib/stores/campaign-progress.ts';
import { parseFlexibleCampaignId } from '../../lib/domain/flexible-campaigns.ts';
import { routeParams } from '../../lib/stores/route.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import '../../styles/campaigns.css';

// The period parts start loading with the data (see the mount effect), so splitting them off the
// first load costs no extra wait.
const parts = lazyModule(() => import('./ProgressParts.tsx'));
const PeriodProgress = parts.component((m) => m.PeriodProgress);
const PeriodHistory = parts.component((m) => m.PeriodHistory);
const AccumulatedPeriods = parts.component((m) => m.AccumulatedPeriods);

export const notFoundText = 'Campanha não encontrada...';

const earlyId = import.meta.env.SSR ? null : parseFlexibleCampaignId(routeParams());
if (earlyId !== null) {
  prefetchEarly(() => {
    void parts.load();
    prefetchCampaignProgress(earlyId);
  });
}

export default function CampaignProgress() {
  const [campaignId, setCampaignId] = useState<number | null | undefined>(undefined);
  const data = useStore(campaignData.$data);
  const error = useStore(campaignData.$error);
  const current = useStore(currentPeriod.$data);
  const currentError = useStore(currentPeriod.$error);

  useEffect(() => {
    const valid = parseFlexibleCampaignId(routeParams());
    setCampaignId(valid);
    if (valid !== null) {
      void parts.load();
      void loadCampaignProgress(valid);
    }
  }, []);

  if (campaignId === null || data === null) {
    return (
      <div className="campaign-page">
        <h1 className="page-title">Progresso da campanha</h1>
        <p className="campaign-missing card">{notFoundText}</p>
      </div>
    );
  }
  if (error && !data) {
    return (
      <>
        <h1 className="page-title">Progresso da campanha</h1>
        <LoadError message={error} onRetry={() => campaignId && void loadCampaignProgress(campaignId)} />
      </>
    );
  }
  // Everything shows at once (no piece pushing another down): the data, the current period and the parts' code.
  if (campaignId === undefined || !data || (current === undefined && !currentError))
    return <Skeleton label="Carregando campanha" count={3} height={180} className="campaign-page" />;

  const { campaign } = data;
  const now = Date.now();
  return (
    <article className="campaign-progress campaign-page">
      <h1 className="page-title">{campaign.name}</h1>
      {campaign.banner_data.based_image ? (
        <img
          className="campaign-progress__banner"
          src={campaign.banner_data.based_image}
          alt=""
          width="1200"
          height="450"
          fetchPriority="high"
        />
      ) : null}
      <Suspense fallback={<Skeleton label="Carregando período vigente" count={2} height={180} />}>
        <section className="card campaign-section" aria-labelledby="current-period-title">
          <h2 id="current-period-title">Período Vigente</h2>
          {current === undefined ? (
            <LoadError message={currentError ?? ''} onRetry={() => void reloadCurrentPeriod()} />
          ) : (
            <>
              <p className="campaign-countdown">{countdownText(periodCountdown(current ? periodEnd(current.final_date) : null, now))}</p>
              {current ? <PeriodProgress period={current} campaignId={campaign.id} current now={now} /> : null}
            </>
          )}
        </section>
        <PeriodHistory periods={data.periods} campaignId={campaign.id} now={now} />
        <AccumulatedPeriods periods={data.accumulated_periods} />
        <p>
          <a className="button button--secondary" href={`/campanhas/detalhes/${campaign.id}`}>
            Consultar detalhes da campanha
          </a>
        </p>
      </Suspense>
    </article>
  );
}
