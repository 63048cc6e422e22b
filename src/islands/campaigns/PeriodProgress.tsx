// A period's dates, its progress bar with the client's percentage, the acceptedOnTime message and
// its indicator cards (current period and each opened history entry).
import { progressWidth } from '../../lib/domain/flexible-campaigns.ts';
import { formatPercent } from '../../lib/domain/format.ts';
import { isConcluded } from '../../lib/domain/indicators.ts';
import type { PeriodView } from '../../lib/screens/campaign-progress.ts';
import { IndicatorCard } from './IndicatorCard.tsx';
import { PhotoIndicatorCard } from './PhotoIndicatorCard.tsx';

/** Shown when the client joined after the period began (product-rules R38). */
const notOnTimeText = 'Você não está participando do período atual, mas sua participação no próximo período está garantida.';

/** Progress bar of a period or campaign, with its percentage as text. */
function ProgressBar({ percentage, label }: { percentage: number; label: string }) {
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

export function PeriodProgress({ period }: { period: PeriodView }) {
  const { indicators } = period;
  return (
    <div className="period-progress">
      <p className="period-progress__dates">
        <strong>Vigência:</strong> {period.dates}
      </p>
      {period.onTime ? null : <p className="campaign-notice">{notOnTimeText}</p>}
      <ProgressBar percentage={period.percentage} label="Seu progresso no período" />
      {indicators.length === 0 ? (
        <p className="muted">Nenhum indicador ativo no momento</p>
      ) : (
        <ul className="indicator-grid" aria-label="Indicadores">
          {indicators.map((indicator) => (
            <li key={indicator.id}>
              {indicator.kind === 'photo' ? <PhotoIndicatorCard indicator={indicator} /> : <IndicatorCard indicator={indicator} />}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
