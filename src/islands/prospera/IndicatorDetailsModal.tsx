// 'Detalhes do Indicador' (loaded on the first 'Detalhes'): name, 'Período de Apuração', the
// percentage badge, a second doughnut, read-only 'Descrição:', the type's lists and 'Fechar'.
import { formatDate } from '../../lib/domain/date-format.ts';
import { prosperaPercentText } from '../../lib/domain/prospera-campaign.ts';
import { indicatorStatusText, isConcluded } from '../../lib/domain/indicators.ts';
import type { IndicatorView } from '../../lib/domain/prospera-indicators.ts';
import type { ProsperaIndicatorInfo, ProsperaPeriodView } from '../../lib/screens/prospera-results.ts';
import { SvgDoughnut } from '../shared/SvgDoughnut.tsx';
import { Modal } from '../shared/Modal.tsx';
import { IndicatorFacts } from './IndicatorFacts.tsx';
import { IndicatorLists } from './IndicatorLists.tsx';

interface IndicatorDetailsModalProps {
  open: boolean;
  onClose: () => void;
  indicator: ProsperaIndicatorInfo;
  period: ProsperaPeriodView;
  view: IndicatorView;
  /** The current period's ('Período Vigente'): what its cover groups miss can still be bought (R317). */
  current: boolean;
}

export default function IndicatorDetailsModal({ open, onClose, indicator, period, view, current }: IndicatorDetailsModalProps) {
  const percentText = prosperaPercentText(view.percent);
  const done = isConcluded(view.percent);
  return (
    <Modal
      open={open}
      title="Detalhes do Indicador"
      size="large"
      onClose={onClose}
      footer={
        <button type="button" className="button" onClick={onClose}>
          Fechar
        </button>
      }
    >
      <div className="prospera-detail">
        <h3 className="prospera-detail__name">{indicator.name}</h3>
        <p>
          <strong>Período de Apuração</strong>: {formatDate(period.start)} até {formatDate(period.end)}
        </p>
        <div className="prospera-detail__summary">
          <span className={`prospera-badge ${done ? 'prospera-badge--done' : 'prospera-badge--pending'}`}>{percentText}</span>
          <SvgDoughnut done={view.percent} total={100} label={`${percentText} concluído`} variant="small" size={96} />
          <p className={`prospera-status ${done ? 'prospera-status--done' : 'prospera-status--pending'}`}>
            {indicatorStatusText(view.percent)}
          </p>
        </div>
        <IndicatorFacts detail={view.detail} />
        {indicator.description && (
          <label className="prospera-readonly">
            <span>Descrição:</span>
            <textarea readOnly rows={3} value={indicator.description} />
          </label>
        )}
        <IndicatorLists detail={view.detail} current={current} />
      </div>
    </Modal>
  );
}
