// The results once loaded (/campanhas-prospera/:id/:type): name and countdown, image and details
// link, 'Período Vigente', 'Indicadores', 'Períodos acumulados' and 'Histórico de Períodos' (these
// two are parts: a failure of theirs shows inside their section, with its own retry).
import { dateRange, noActiveIndicatorText, oldCountdownText, periodResultOf } from '../../lib/domain/prospera-campaign.ts';
import { oldDetailsPath } from '../../lib/domain/prospera-route.ts';
import { reloadOldResultsPart, type FoundOldResults } from '../../lib/stores/prospera-results.ts';
import { CollapsibleSection } from './CollapsibleSection.tsx';
import { IndicatorCard } from './IndicatorCard.tsx';
import { OldImage } from './OldImage.tsx';
import { PeriodProgress } from './PeriodProgress.tsx';
import { ScreenPart } from './ScreenPart.tsx';
import { lazyPart } from './lazy-part.tsx';

const AccumulatedList = lazyPart(() => import('./AccumulatedList.tsx'));
const HistoryList = lazyPart(() => import('./HistoryList.tsx'));

export default function ResultsView({ data, type }: { data: FoundOldResults; type: string }) {
  const { campaign, current, history, indicators, accumulated, results, parts } = data;
  const id = campaign.idcampanha;
  return (
    <>
      <section className="card prospera-head" aria-labelledby="prospera-name">
        <div className="prospera-head__title">
          <OldImage imagem={campaign.imagem} alt={campaign.nome} />
          <h2 id="prospera-name" className="prospera-head__name">
            {campaign.nome}
          </h2>
        </div>
        <p className="prospera-countdown" role="status">
          {oldCountdownText(current, Date.now())}
        </p>
        <a className="button" href={oldDetailsPath(id, type)}>
          Consultar detalhes da campanha
        </a>
      </section>
      <section className="card prospera-current" aria-labelledby="prospera-current">
        <h2 id="prospera-current">Período Vigente</h2>
        {current && <p className="muted">{dateRange(current.dtini, current.dtfim)}</p>}
        {current && <PeriodProgress result={periodResultOf(results, current.idprospera_periodos)} />}
        {(!current || indicators.length === 0) && <p>{noActiveIndicatorText}</p>}
      </section>
      {current && indicators.length > 0 && (
        <section className="prospera-indicators" aria-labelledby="prospera-indicators">
          <h2 id="prospera-indicators">Indicadores</h2>
          <div className="prospera-grid">
            {indicators.map((indicator) => (
              <IndicatorCard key={indicator.idprospera_indicadores} campaignId={id} period={current} indicator={indicator} />
            ))}
          </div>
        </section>
      )}
      <CollapsibleSection title="Períodos acumulados">
        <ScreenPart status={parts?.accumulated} onRetry={() => void reloadOldResultsPart('accumulated')}>
          <AccumulatedList periods={accumulated} />
        </ScreenPart>
      </CollapsibleSection>
      <CollapsibleSection title="Histórico de Períodos">
        <ScreenPart status={parts?.history} onRetry={() => void reloadOldResultsPart('history')}>
          <HistoryList campaignId={id} periods={history} indicators={indicators} results={results} />
        </ScreenPart>
      </CollapsibleSection>
    </>
  );
}
