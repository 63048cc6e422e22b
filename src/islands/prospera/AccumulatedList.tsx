// The cards of 'Períodos acumulados' (loaded when the section opens): description, range, total
// points (rounded), a doughnut of total against maximum, and the points of each month.
import { accumulatedView } from '../../lib/domain/prospera-campaign.ts';
import type { ProsperaAccumulatedPeriodView } from '../../lib/screens/prospera-results.ts';
import { SvgDoughnut } from '../shared/SvgDoughnut.tsx';

export default function AccumulatedList({ periods }: { periods: ProsperaAccumulatedPeriodView[] }) {
  const views = accumulatedView(periods);
  if (views.length === 0) return <p className="muted">Nenhum período acumulado.</p>;
  return (
    <div className="prospera-grid">
      {views.map((view) => (
        <article key={view.id} className="prospera-accumulated" aria-labelledby={`acumulado-${view.id}`}>
          <h3 id={`acumulado-${view.id}`}>{view.description}</h3>
          <p className="muted">{view.range}</p>
          <div className="prospera-accumulated__chart">
            <SvgDoughnut
              done={view.total}
              total={view.maximum}
              label={`${view.total} de ${view.maximum} pontos`}
              variant="card"
              size={140}
            />
            <p>
              <strong className="prospera-accumulated__total">{view.total}</strong> de {view.maximum} pontos
            </p>
          </div>
          <ul className="prospera-months" aria-label="Pontos por mês">
            {view.months.map((month) => (
              <li key={month.id}>
                <span>{month.label}</span> <strong>{month.points} pontos</strong>
              </li>
            ))}
          </ul>
        </article>
      ))}
    </div>
  );
}
