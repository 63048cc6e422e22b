// The results once loaded (/campanhas-prospera/:id/:type): name and countdown, image and details
// link, 'Período Vigente', 'Indicadores', 'Períodos acumulados' and 'Histórico de Períodos' (these
// two are parts: a failure of theirs shows inside their section, with its own retry).
import { dateRange, noActiveIndicatorText, prosperaCountdownText, periodResultOf } from '../../lib/domain/prospera-campaign.ts';
import { prosperaResultsScreen, type ProsperaResultsView } from '../../lib/screens/prospera-results.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';
import { IndicatorCard } from './IndicatorCard.tsx';
import { ProsperaImage } from './ProsperaImage.tsx';
import { PeriodProgress } from './PeriodProgress.tsx';
import { ScreenPart } from './ScreenPart.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';

const AccumulatedList = lazyModule(() => import('./AccumulatedList.tsx')).component((m) => m.default);
const HistoryList = lazyModule(() => import('./HistoryList.tsx')).component((m) => m.default);

export default function ResultsView({ view }: { view: ProsperaResultsView }) {
  const { campaign, current, indicators, results } = view;
  const id = campaign.id;
  return (
    <>
      <section className="card prospera-head" aria-labelledby="prospera-name">
        <div className="prospera-head__title">
          <ProsperaImage image={campaign.image} alt={campaign.name} />
          <h2 id="prospera-name" className="prospera-head__name">
            {campaign.name}
          </h2>
        </div>
        <p className="prospera-countdown" role="status">
          {prosperaCountdownText(current, view.now)}
        </p>
        <a className="button" href={view.detailsPath}>
          Consultar detalhes da campanha
        </a>
      </section>
      <section className="card prospera-current" aria-labelledby="prospera-current">
        <h2 id="prospera-current">Período Vigente</h2>
        {current && <p className="muted">{dateRange(current.start, current.end)}</p>}
        {current && <PeriodProgress result={periodResultOf(results, current.id)} />}
        {(!current || indicators.length === 0) && <p>{noActiveIndicatorText}</p>}
      </section>
      {current && indicators.length > 0 && (
        <section className="prospera-indicators" aria-labelledby="prospera-indicators">
          <h2 id="prospera-indicators">Indicadores</h2>
          <div className="prospera-grid">
            {indicators.map((indicator) => (
              <IndicatorCard key={indicator.id} card={{ campaignId: id, period: current, indicator, current: true }} />
            ))}
          </div>
        </section>
      )}
      <CollapsibleSection title="Períodos acumulados">
        <ScreenPart part={view.accumulated} onRetry={() => void prosperaResultsScreen.retryPart('accumulated')}>
          {(periods) => <AccumulatedList periods={periods} />}
        </ScreenPart>
      </CollapsibleSection>
      <CollapsibleSection title="Histórico de Períodos">
        <ScreenPart part={view.history} onRetry={() => void prosperaResultsScreen.retryPart('history')}>
          {(periods) => <HistoryList campaignId={id} periods={periods} indicators={indicators} results={results} />}
        </ScreenPart>
      </CollapsibleSection>
    </>
  );
}
