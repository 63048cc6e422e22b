// Flexible campaign progress (/campanhas/:id): name and banner, the current period (countdown,
// dates, progress, indicators), past periods on demand, accumulated periods and a link to details.
import { Suspense, useEffect } from 'react';
import { campaignProgressScreen } from '../../lib/screens/campaign-progress.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { parseFlexibleCampaignId } from '../../lib/domain/flexible-campaigns.ts';
import { routeParams } from '../../lib/stores/route.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import '../../styles/campaigns.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';

// The period parts start loading with the data (see the mount effect), so splitting them off the
// first load costs no extra wait.
const parts = lazyModule(() => import('./ProgressParts.tsx'));
const PeriodProgress = parts.component((m) => m.PeriodProgress);
const PeriodHistory = parts.component((m) => m.PeriodHistory);
const AccumulatedPeriods = parts.component((m) => m.AccumulatedPeriods);

const notFoundText = 'Campanha não encontrada...';

/** Starts the data and, for a campaign address, the period parts' code with it. */
function start(): void {
  const params = routeParams();
  if (parseFlexibleCampaignId(params) !== null) void parts.load();
  campaignProgressScreen.start(params);
}

startEarly(start);

function CampaignProgress() {
  const screen = useScreenState(campaignProgressScreen.$state);

  useEffect(() => {
    start();
    return () => campaignProgressScreen.exit();
  }, []);

  if (screen.state === 'not-found') {
    return (
      <div className="campaign-page">
        <h1 className="page-title">Progresso da campanha</h1>
        <p className="campaign-missing card">{notFoundText}</p>
      </div>
    );
  }
  if (screen.state === 'error') {
    return (
      <>
        <h1 className="page-title">Progresso da campanha</h1>
        <LoadError message={screen.message} onRetry={() => campaignProgressScreen.retry()} />
      </>
    );
  }
  // Everything shows at once (no piece pushing another down): the data, the current period and the parts' code.
  if (screen.state === 'loading' || screen.view.current.state === 'loading')
    return (
      <>
        {/* The campaign's name and banner, drawn before React arrives. */}
        <EarlyViewSlot />
        <Skeleton label="Carregando campanha" count={3} height={180} className="campaign-page" />
      </>
    );

  const { campaign, current, history, accumulated } = screen.view;
  return (
    <article className="campaign-progress campaign-page">
      <h1 className="page-title">{campaign.name}</h1>
      {campaign.banner ? (
        <img className="campaign-progress__banner" src={campaign.banner} alt="" width="1200" height="450" fetchPriority="high" />
      ) : null}
      <Suspense fallback={<Skeleton label="Carregando período vigente" count={2} height={180} />}>
        <section className="card campaign-section" aria-labelledby="current-period-title">
          <h2 id="current-period-title">Período Vigente</h2>
          {current.state === 'error' ? (
            <LoadError message={current.message} onRetry={() => void campaignProgressScreen.reloadCurrentPeriod()} />
          ) : (
            <>
              <p className="campaign-countdown">{current.countdown}</p>
              {current.period ? <PeriodProgress period={current.period} /> : null}
            </>
          )}
        </section>
        <PeriodHistory entries={history} />
        <AccumulatedPeriods periods={accumulated} />
        <p>
          <a className="button button--secondary" href={`/campanhas/detalhes/${campaign.id}`}>
            Consultar detalhes da campanha
          </a>
        </p>
      </Suspense>
    </article>
  );
}

export default island(CampaignProgress);
