// A period's progress bar: the result in pt-BR with one decimal (capped at 100), green with a trophy at 100 % or
// more, red below, never narrower than 3 % so that 0 still shows.
import { prosperaPercentText, progressView } from '../../lib/domain/prospera-campaign.ts';
import { Trophy } from './Icons.tsx';

export function PeriodProgress({ result }: { result: number | null | undefined }) {
  const { percent, width, complete } = progressView(result);
  const text = prosperaPercentText(percent);
  return (
    <div className={`prospera-progress ${complete ? 'prospera-progress--done' : 'prospera-progress--pending'}`}>
      <div className="prospera-progress__track" aria-hidden="true">
        <div className="prospera-progress__bar" style={{ width: `${width}%` }} />
      </div>
      <span className="prospera-progress__value">
        <span className="visually-hidden">Resultado do período: </span>
        {text}
      </span>
      {complete && <Trophy />}
    </div>
  );
}
