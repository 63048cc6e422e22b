// 'Detalhes do Indicador' of a chart-type indicator: period, percentage, description, goal and
// bought volume, and the product groups accordion (description, status, sku, name, orderQuantity).
import type { FlexibleIndicator } from '../../lib/api/campaigns.ts';
import { dateRange } from '../../lib/domain/flexible-campaigns.ts';
import { formatNumber, formatPercent } from '../../lib/domain/format.ts';
import { Modal } from '../shared/Modal.tsx';

/** DECISIONS 22: the cover instruction. */
export const coverInstruction = 'Para concluir este indicador, compre pelo menos uma caixa de cada grupo de produtos abaixo.';

interface Props {
  indicator: FlexibleIndicator;
  open: boolean;
  onClose: () => void;
}

export function IndicatorDetailsModal({ indicator, open, onClose }: Props) {
  const evaluation = indicator.evaluation;
  const groups = indicator.product_groups ?? [];
  return (
    <Modal
      open={open}
      title="Detalhes do Indicador"
      onClose={onClose}
      size="large"
      footer={
        <button type="button" className="button button--secondary" onClick={onClose}>
          Fechar
        </button>
      }
    >
      <h3 className="indicator-details__name">{indicator.name}</h3>
      <p>
        <strong>Período de Apuração:</strong>{' '}
        {dateRange(evaluation.initialDate ?? evaluation.initial_date, evaluation.finalDate ?? evaluation.final_date).replace(
          ' - ',
          ' até ',
        )}
      </p>
      <p>
        <span className="indicator-badge">{formatPercent(evaluation.clientPercentage, { cap: true })}</span>
      </p>
      {indicator.description ? (
        <p>
          <strong>Descrição:</strong> {indicator.description}
        </p>
      ) : null}
      {indicator.flexible_indicator_id === 1 && evaluation.goal !== undefined ? (
        <dl className="indicator-details__numbers">
          <div>
            <dt>Meta</dt>
            <dd>{formatNumber(evaluation.goal)}</dd>
          </div>
          <div>
            <dt>Comprado</dt>
            <dd>{formatNumber(evaluation.total ?? 0, Number.isInteger(evaluation.total ?? 0) ? 0 : 1)}</dd>
          </div>
        </dl>
      ) : null}
      {indicator.flexible_indicator_id === 2 ? <p>{coverInstruction}</p> : null}
      {groups.length > 0 ? (
        <div className="product-groups">
          {groups.map((group) => (
            <details key={group.id} className="product-group">
              <summary>
                <span>{group.description}</span>
                <span className={`product-group__status ${group.status ? 'product-group__status--done' : ''}`}>
                  {group.status ? 'Concluído' : 'Pendente'}
                </span>
              </summary>
              <ul className="product-list" aria-label={`Produtos de ${group.description}`}>
                {group.products.map((product) => (
                  <li key={product.id}>
                    <span className="product-list__name">{product.name}</span>
                    <span className="product-list__meta">
                      SKU: {product.sku} · Qtd. comprada: <strong>{formatNumber(product.orderQuantity)}</strong>
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
