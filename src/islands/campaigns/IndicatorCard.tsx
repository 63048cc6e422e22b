// Chart-type indicator card (flexible types 1 volume and 2 coverage): name, doughnut of the
// percentage, status banner, points and 'Detalhes' (product-rules R42).
import { useState } from 'react';
import { capPercent, formatNumber, formatPercent } from '../../lib/domain/format.ts';
import { indicatorStatusText, isConcluded } from '../../lib/domain/indicators.ts';
import type { ChartIndicatorView } from '../../lib/screens/campaign-progress.ts';
import { Doughnut } from '../shared/Doughnut.tsx';
import { WhenOpened } from '../shared/WhenOpened.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';

const LazyIndicatorDetailsModal = lazyModule(() => import('./IndicatorDetailsModal.tsx')).component((m) => m.IndicatorDetailsModal);

/** 'Indicador Concluído!' (green) or 'Em Andamento' (grey). */
export function IndicatorStatus({ percentage }: { percentage: number | undefined }) {
  return <p className={`indicator-status ${isConcluded(percentage) ? 'indicator-status--done' : ''}`}>{indicatorStatusText(percentage)}</p>;
}

export function IndicatorCard({ indicator }: { indicator: ChartIndicatorView }) {
  const [open, setOpen] = useState(false);
  const { percentage: clientPercentage, clientPoints, totalPoints } = indicator;
  const percent = capPercent(clientPercentage);
  return (
    <article className="indicator-card">
      <h3 className="indicator-card__name">{indicator.name}</h3>
      <div className="indicator-card__chart">
        <Doughnut done={percent} total={100} label={`${formatPercent(clientPercentage, { cap: true })} concluído`} size={110} />
        <span className="indicator-card__percent" aria-hidden="true">
          {formatPercent(clientPercentage, { cap: true })}
        </span>
      </div>
      <IndicatorStatus percentage={clientPercentage} />
      {totalPoints !== undefined ? (
        <p className="indicator-card__points">
          Pontos: {formatNumber(clientPoints ?? 0)}/{formatNumber(totalPoints)}
        </p>
      ) : null}
      <button type="button" className="button button--secondary" onClick={() => setOpen(true)} aria-label={`Detalhes: ${indicator.name}`}>
        Detalhes
      </button>
      <WhenOpened open={open}>
        <LazyIndicatorDetailsModal indicator={indicator} open={open} onClose={() => setOpen(false)} />
      </WhenOpened>
    </article>
  );
}
