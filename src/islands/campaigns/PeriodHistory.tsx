// Collapsible history of past periods: each entry loads its evaluation when first opened.
import { campaignProgressScreen, type HistoryEntryView } from '../../lib/screens/campaign-progress.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { PeriodProgress } from './PeriodProgress.tsx';

export function PeriodHistory({ entries }: { entries: HistoryEntryView[] }) {
  return (
    <details className="card campaign-section campaign-collapsible">
      <summary>
        <h2>Histórico de Períodos</h2>
      </summary>
      {entries.length === 0 ? (
        <p className="muted">Sem resultados históricos</p>
      ) : (
        entries.map(({ periodId, label, evaluation }) => (
          <details
            key={periodId}
            className="history-period"
            onToggle={(event) => {
              if (event.currentTarget.open) void campaignProgressScreen.openPastPeriod(periodId);
            }}
          >
            <summary>Vigência: {label}</summary>
            {evaluation.state === 'ready' ? (
              <PeriodProgress period={evaluation.period} />
            ) : evaluation.state === 'error' ? (
              <LoadError
                message={evaluation.message}
                onRetry={() => void campaignProgressScreen.openPastPeriod(periodId, { force: true })}
              />
            ) : evaluation.state === 'loading' ? (
              <Skeleton label="Carregando período" count={1} height={120} />
            ) : null}
          </details>
        ))
      )}
    </details>
  );
}
