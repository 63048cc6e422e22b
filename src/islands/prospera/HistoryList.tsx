// The past periods of 'Histórico de Períodos' (loaded when the section opens): 'Vigência: start a
// end', the progress bar (trophy at 100 % or more) and, once a period is expanded, its indicator cards.
import { useState } from 'react';
import { dateRange, noHistoryText, periodResultOf } from '../../lib/domain/prospera-campaign.ts';
import type { ProsperaIndicatorInfo, ProsperaPeriodView, ProsperaResultsView } from '../../lib/screens/prospera-results.ts';
import { IndicatorCard } from './IndicatorCard.tsx';
import { PeriodProgress } from './PeriodProgress.tsx';

export interface HistoryListProps {
  campaignId: number;
  periods: ProsperaPeriodView[];
  indicators: ProsperaIndicatorInfo[];
  results: ProsperaResultsView['results'];
}

function PastPeriod({
  campaignId,
  period,
  indicators,
  result,
}: {
  campaignId: number;
  period: ProsperaPeriodView;
  indicators: ProsperaIndicatorInfo[];
  result: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="prospera-past" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className="prospera-past__range">Vigência: {dateRange(period.start, period.end, ' a ')}</span>
        <PeriodProgress result={result} />
      </summary>
      {open && (
        <div className="prospera-grid">
          {indicators.map((indicator) => (
            <IndicatorCard key={indicator.id} card={{ campaignId, period, indicator }} />
          ))}
        </div>
      )}
    </details>
  );
}

export default function HistoryList({ campaignId, periods, indicators, results }: HistoryListProps) {
  if (periods.length === 0) return <p className="muted">{noHistoryText}</p>;
  return (
    <div className="prospera-history">
      {periods.map((period) => (
        <PastPeriod
          key={period.id}
          campaignId={campaignId}
          period={period}
          indicators={indicators}
          result={periodResultOf(results, period.id)}
        />
      ))}
    </div>
  );
}
