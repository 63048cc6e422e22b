// Accumulated periods: description, date range, total score, a doughnut of the accumulated score
// (green done, grey remaining) and the points of each month.
import type { FlexibleAccumulatedPeriod } from '../../lib/api/campaigns.ts';
import { dateRange, monthLabel } from '../../lib/domain/flexible-campaigns.ts';
import { formatNumber } from '../../lib/domain/format.ts';
import { monthNameCapitalised } from '../../lib/domain/date-format.ts';
import { Doughnut } from '../shared/Doughnut.tsx';

export function AccumulatedPeriods({ periods }: { periods: FlexibleAccumulatedPeriod[] }) {
  if (periods.length === 0) return null;
  return (
    <details className="card campaign-section campaign-collapsible" open>
      <summary>
        <h2>Períodos acumulados</h2>
      </summary>
      <ul className="accumulated-grid">
        {periods.map((period) => {
          const first = period.flexible_periods[0];
          const last = period.flexible_periods[period.flexible_periods.length - 1];
          const done = period.total_client_accumulated_score;
          const total = period.total_client_periods_score;
          return (
            <li key={period.id} className="accumulated-card">
              <h3>{period.accumulated_period_description}</h3>
              <p className="muted">{dateRange(first?.initial_date, last?.final_date)}</p>
              <div className="accumulated-card__chart">
                <Doughnut done={done} total={total} label={`${formatNumber(done)} de ${formatNumber(total)} pontos`} size={140} />
                <p className="accumulated-card__score">
                  <strong>{formatNumber(done)}</strong> / {formatNumber(total)} pontos
                </p>
              </div>
              <ul className="accumulated-card__months">
                {period.flexible_periods.map((month) => (
                  <li key={month.id}>
                    <span>{monthLabel(month.initial_date, monthNameCapitalised)}</span>
                    <strong>{formatNumber(month.client_score)} pontos</strong>
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
