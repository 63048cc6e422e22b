// The past periods of 'Histórico de Períodos' (loaded when the section opens): 'Vigência: start a
// end', the progress bar (trophy at 100 % or more) and, once a period is expanded, its indicator cards.
import { useState } from 'react';
import type { OldIndicator, OldPeriod, OldPeriodResult } from '../../lib/api/prospera.ts';
import { dateRange, noHistoryText, periodResultOf } from '../../lib/domain/prospera-campaign.ts';
import { IndicatorCard } from './IndicatorCard.tsx';
import { PeriodProgress } from './PeriodProgress.tsx';

export interface HistoryListProps {
  campaignId: number;
  periods: OldPeriod[];
  indicators: OldIndicator[];
  results: OldPeriodResult[];
}

function PastPeriod({
  campaignId,
  period,
  indicators,
  result,
}: {
  campaignId: number;
  period: OldPeriod;
  indicators: OldIndicator[];
  result: number;
}) {
  const [open, setOpen] = useState(false);
  return (
    <details className="prospera-past" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        <span className="prospera-past__range">Vigência: {dateRange(period.dtini, period.dtfim, ' a ')}</span>
        <PeriodProgress result={result} />
      </summary>
      {open && (
        <div className="prospera-grid">
          {indicators.map((indicator) => (
            <IndicatorCard key={indicator.idprospera_indicadores} campaignId={campaignId} period={period} indicator={indicator} />
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
          key={period.idprospera_periodos}
          campaignId={campaignId}
          period={period}
          indicators={indicators}
          result={periodResultOf(results, period.idprospera_periodos)}
        />
      ))}
    </div>
  );
}
