// The short facts of an old indicator card and its details (product-rules R50): Meta and
// Comprado (volume, sovi), Pontos (cover, activation, freezer).
import { formatNumber } from '../../lib/domain/format.ts';
import { pointsText, type IndicatorDetail } from '../../lib/domain/prospera-indicators.ts';

const number = (value: number) => formatNumber(value, Number.isInteger(value) ? 0 : 1);

/** The short facts under a card's doughnut (and in its details). */
export function IndicatorFacts({ detail }: { detail: IndicatorDetail }) {
  if (detail.kind === 'goal') {
    return (
      <dl className="prospera-facts">
        <div>
          <dt>Meta:</dt>
          <dd>{number(detail.goal)}</dd>
        </div>
        <div>
          <dt>Comprado:</dt>
          <dd>{number(detail.bought)}</dd>
        </div>
      </dl>
    );
  }
  if (detail.kind === 'cover' || detail.kind === 'points') {
    return (
      <dl className="prospera-facts">
        <div>
          <dt>Pontos:</dt>
          <dd>{pointsText(detail.points)}</dd>
        </div>
      </dl>
    );
  }
  return null;
}
