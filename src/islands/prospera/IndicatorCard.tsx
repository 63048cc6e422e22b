// One old indicator card (ids 1–8): name, doughnut of percent done, status banner, a spinner
// while its result loads, and 'Detalhes' opening 'Detalhes do Indicador' (loaded on first use).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import type { OldIndicator, OldPeriod } from '../../lib/api/prospera.ts';
import { oldPercentText } from '../../lib/domain/prospera-campaign.ts';
import { indicatorStatusText, isConcluded } from '../../lib/domain/indicators.ts';
import { oldIndicatorView } from '../../lib/domain/prospera-indicators.ts';
import { $indicatorResults, indicatorResultKey, loadIndicatorResult } from '../../lib/stores/prospera-results.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { IndicatorFacts } from './IndicatorFacts.tsx';
import { lazyPart } from './lazy-part.tsx';
import { SvgDoughnut } from './SvgDoughnut.tsx';

const IndicatorDetailsModal = lazyPart(() => import('./IndicatorDetailsModal.tsx'));

interface IndicatorCardProps {
  campaignId: number;
  period: OldPeriod;
  indicator: OldIndicator;
}

export function IndicatorCard({ campaignId, period, indicator }: IndicatorCardProps) {
  const query = {
    campaignId,
    indicatorId: indicator.idprospera_indicadores,
    dtini: period.dtini,
    dtfim: period.dtfim,
    periodId: period.idprospera_periodos,
  };
  const key = indicatorResultKey(query);
  const state = useStore($indicatorResults)[key];
  const [open, setOpen] = useState(false);
  // The modal stays mounted once opened, so closing it gives focus back to 'Detalhes'.
  const [opened, setOpened] = useState(false);
  useEffect(() => void loadIndicatorResult(query), [key]);

  const view = state?.result ? oldIndicatorView(indicator.idprospera_indicadores, indicator.peso, state.result) : null;
  const done = view ? isConcluded(view.percent) : false;
  const percentText = view ? oldPercentText(view.percent) : '';
  const titleId = `indicador-${key.replaceAll(':', '-')}`;

  return (
    <article className="card prospera-indicator" aria-labelledby={titleId}>
      <h3 id={titleId} className="prospera-indicator__name">
        {indicator.nome}
      </h3>
      {state?.error ? (
        <LoadError
          title="Não foi possível carregar o indicador"
          message={state.error}
          onRetry={() => void loadIndicatorResult(query, true)}
        />
      ) : !view ? (
        <div className="prospera-spinner" role="status" aria-busy="true">
          <span className="visually-hidden">Carregando indicador</span>
        </div>
      ) : (
        <>
          <div className="prospera-indicator__chart">
            <SvgDoughnut done={view.percent} total={100} label={`${percentText} concluído`} variant="card" size={140} />
            <span className="prospera-indicator__percent" aria-hidden="true">
              {percentText}
            </span>
          </div>
          <p className={`prospera-status ${done ? 'prospera-status--done' : 'prospera-status--pending'}`}>
            {indicatorStatusText(view.percent)}
          </p>
          <IndicatorFacts detail={view.detail} />
          <button
            type="button"
            className="button button--secondary"
            aria-label={`Detalhes: ${indicator.nome}`}
            onClick={() => {
              setOpened(true);
              setOpen(true);
            }}
          >
            Detalhes
          </button>
          {opened && (
            <Suspense fallback={null}>
              <IndicatorDetailsModal open={open} onClose={() => setOpen(false)} indicator={indicator} period={period} view={view} />
            </Suspense>
          )}
        </>
      )}
    </article>
  );
}
