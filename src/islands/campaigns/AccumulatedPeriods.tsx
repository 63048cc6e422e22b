// Accumulated periods: description, date range, total score, a doughnut of the accumulated score
// (green done, grey remaining) and the points of each month.
import { formatNumber } from '../../lib/domain/format.ts';
import type { AccumulatedPeriodView } from '../../lib/screens/campaign-progress.ts';
import { Doughnut } from '../shared/Doughnut.tsx';

export function AccumulatedPeriods({ periods }: { periods: AccumulatedPeriodView[] }) {
  if (periods.length === 0) return null;
  return (
    <details className="card campaign-section campaign-collapsible" open>
      <summary>
        <h2>Períodos acumulados</h2>
      </summary>
      <ul className="accumulated-grid">
        {periods.map((period) => {
          const { done, total } = period;
          return (
            <li key={period.id} className="accumulated-card">
              <h3>{period.description}</h3>
              <p className="muted">{period.dates}</p>
              <div className="accumulated-card__chart">
                <Doughnut done={done} total={total} label={`${formatNumber(done)} de ${formatNumber(total)} pontos`} size={140} />
                <p className="accumulated-card__score">
                  <strong>{formatNumber(done)}</strong> / {formatNumber(total)} pontos
                </p>
              </div>
              <ul className="accumulated-card__months">
                {period.months.map((month) => (
                  <li key={month.id}>
                    <span>{month.label}</span>
                    <strong>{formatNumber(month.points)} pontos</strong>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
