// A period's dates, its progress bar with the client's percentage, the acceptedOnTime message and
// its indicator cards (current period and each opened history entry).
import type { FlexiblePeriod } from '../../lib/api/campaigns.ts';
import { dateRange, progressWidth } from '../../lib/domain/flexible-campaigns.ts';
import { shownIndicators } from '../../lib/domain/flexible-indicators.ts';
import { formatPercent } from '../../lib/domain/format.ts';
import { isConcluded } from '../../lib/domain/indicators.ts';
import { IndicatorCard } from './IndicatorCard.tsx';
import { PhotoIndicatorCard } from './PhotoIndicatorCard.tsx';

/** Shown when the client joined after the period began (DECISIONS 22). */
export const notOnTimeText = 'Você não está participando do período atual, mas sua participação no próximo período está garantida.';

interface PeriodProgressProps {
  period: FlexiblePeriod;
  campaignId: number;
  /** The current period: photos may be sent. */
  current: boolean;
  now: number;
}

/** Progress bar of a period or campaign, with its percentage as text. */
export function ProgressBar({ percentage, label }: { percentage: number; label: string }) {
  const done = isConcluded(percentage);
  return (
    <div className="progress">
      <div
        className="progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(Math.min(100, Math.max(0, percentage)))}
      >
        <div className={`progress__bar ${done ? 'progress__bar--done' : ''}`} style={{ width: `${progressWidth(percentage)}%` }} />
      </div>
      <span className="progress__value">{formatPercent(percentage, { cap: true })}</span>
    </div>
  );
}

export function PeriodProgress({ period, campaignId, current, now }: PeriodProgressProps) {
  const indicators = shownIndicators(period.evaluation?.indicators ?? [], now);
  return (
    <div className="period-progress">
      <p className="period-progress__dates">
        <strong>Vigência:</strong> {dateRange(period.initial_date, period.final_date)}
      </p>
      {period.acceptedOnTime ? null : <p className="campaign-notice">{notOnTimeText}</p>}
      <ProgressBar percentage={period.evaluation?.clientPercentage ?? 0} label="Seu progresso no período" />
      {indicators.length === 0 ? (
        <p className="muted">Nenhum indicador ativo no momento</p>
      ) : (
        <ul className="indicator-grid" aria-label="Indicadores">
          {indicators.map((indicator) => (
            <li key={indicator.id}>
              {indicator.flexible_indicator_id === 5 ? (
                <PhotoIndicatorCard
                  indicator={indicator}
                  target={current ? { campaignId, periodId: period.flexible_period_id, indicatorId: indicator.id } : null}
                  now={now}
                />
              ) : (
                <IndicatorCard indicator={indicator} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
