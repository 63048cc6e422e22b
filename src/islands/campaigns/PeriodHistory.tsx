// Collapsible history of past periods: each entry loads its evaluation when first opened.
import { useStore } from '@nanostores/react';
import type { FlexiblePeriod } from '../../lib/api/campaigns.ts';
import { dateRange } from '../../lib/domain/flexible-campaigns.ts';
import { $pastPeriods, loadPastPeriod } from '../../lib/stores/campaign-progress.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { PeriodProgress } from './PeriodProgress.tsx';

interface PeriodHistoryProps {
  periods: FlexiblePeriod[];
  campaignId: number;
  now: number;
}

export function PeriodHistory({ periods, campaignId, now }: PeriodHistoryProps) {
  const loaded = useStore($pastPeriods);
  return (
    <details className="card campaign-section campaign-collapsible">
      <summary>
        <h2>Histórico de Períodos</h2>
      </summary>
      {periods.length === 0 ? (
        <p className="muted">Sem resultados históricos</p>
      ) : (
        periods.map((period) => {
          const state = loaded[String(period.flexible_period_id)];
          return (
            <details
              key={period.flexible_period_id}
              className="history-period"
              onToggle={(event) => {
                if (event.currentTarget.open) void loadPastPeriod(period.flexible_period_id);
              }}
            >
              <summary>Vigência: {dateRange(period.initial_date, period.final_date).replace(' - ', ' a ')}</summary>
              {state?.period ? (
                <PeriodProgress period={state.period} campaignId={campaignId} current={false} now={now} />
              ) : state?.error ? (
                <LoadError message={state.error} onRetry={() => void loadPastPeriod(period.flexible_period_id, { force: true })} />
              ) : state ? (
                <Skeleton label="Carregando período" count={1} height={120} />
              ) : null}
            </details>
          );
        })
      )}
    </details>
  );
}
