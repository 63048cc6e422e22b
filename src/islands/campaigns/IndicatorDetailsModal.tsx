// 'Detalhes do Indicador' of a chart-type indicator: period, percentage, description, goal and
// bought volume, and the product groups accordion (description, status, sku, name, orderQuantity).
import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { neededSkus, pendingGroups } from '../../lib/domain/campaign-needs.ts';
import { productKey } from '../../lib/domain/cart-rules.ts';
import { formatNumber, formatPercent } from '../../lib/domain/format.ts';
import type { ChartIndicatorView } from '../../lib/screens/campaign-progress.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { Modal } from '../shared/Modal.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { GroupProducts } from './GroupProducts.tsx';

// What a group still needs comes with its code (R317); without it, the products are listed as before.
const NeededProductActions = lazyModule(() => import('../shared/NeededProduct.tsx')).component(
  (m) => m.NeededProductActions,
  () => null,
);

/** The cover instruction (product-rules R42). */
const coverInstruction = 'Para concluir este indicador, compre pelo menos uma caixa de cada grupo de produtos abaixo.';

interface Props {
  indicator: ChartIndicatorView;
  open: boolean;
  onClose: () => void;
}

export function IndicatorDetailsModal({ indicator, open, onClose }: Props) {
  const { volume, productGroups: groups } = indicator;
  const storeAccess = useStore($storeAccess);
  const pending = pendingGroups(groups, { storeAccess, current: indicator.current });
  // At most MAX_NEEDED_PRODUCTS of them are looked up (each is one search).
  const wanted = new Set(neededSkus(pending).map(productKey));
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
        <strong>Período de Apuração:</strong> {indicator.dates}
      </p>
      <p>
        <span className="indicator-badge">{formatPercent(indicator.percentage, { cap: true })}</span>
      </p>
      {indicator.description ? (
        <p>
          <strong>Descrição:</strong> {indicator.description}
        </p>
      ) : null}
      {volume ? (
        <dl className="indicator-details__numbers">
          <div>
            <dt>Meta</dt>
            <dd>{formatNumber(volume.goal)}</dd>
          </div>
          <div>
            <dt>Comprado</dt>
            <dd>{formatNumber(volume.bought, Number.isInteger(volume.bought) ? 0 : 1)}</dd>
          </div>
        </dl>
      ) : null}
      {indicator.kind === 'cover' ? <p>{coverInstruction}</p> : null}
      {groups.length > 0 ? (
        <div className="product-groups">
          {groups.map((group) => (
            <details key={group.id} className="product-group">
              <summary>
                <span>{group.description}</span>
                <span className={`product-group__status ${group.done ? 'product-group__status--done' : ''}`}>
                  {group.done ? 'Concluído' : 'Pendente'}
                </span>
              </summary>
              <GroupProducts
                group={group}
                actions={(product) =>
                  pending.includes(group) && wanted.has(productKey(product.sku)) ? (
                    <Suspense fallback={null}>
                      <NeededProductActions sku={product.sku} name={product.name} />
                    </Suspense>
                  ) : null
                }
              />
            </details>
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
