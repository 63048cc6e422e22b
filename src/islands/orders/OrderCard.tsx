// One order of the history: number, type, date and status, and its details behind a button.
import { Suspense, useId, useState } from 'react';
import { ORDER_STEP_STATE_LABELS } from '../../lib/domain/orders.ts';
import { downloadKey, ordersScreen, type OrderView } from '../../lib/screens/orders.ts';
import { lazyModule } from '../shared/lazy-module.tsx';
import type { OrderDetailsKit } from './OrderDetails.tsx';

// The details are split off the first load (/pedidos's budget, docs/performance.md) and fetched as
// soon as the history is on screen (`loadOrderDetails`), so a tap on 'Ver detalhes' finds them there.
const details = lazyModule(() => import('./OrderDetails.tsx'));
const OrderDetails = details.component((module) => module.OrderDetails);
export const loadOrderDetails = details.load;
const kit: OrderDetailsKit = { screen: ordersScreen, downloadKey, stateLabels: ORDER_STEP_STATE_LABELS };

const toneClass = { progress: 'neutral', warning: 'warning', danger: 'danger', unknown: 'neutral' } as const;

/**
 * The card; `level` is the heading level its title takes in the page outline. A sale order offers
 * 'Repetir pedido' (product-rules R180) when the page passes `onReorder` (store access only, R250).
 */
export function OrderCard({
  order,
  level = 2,
  onReorder,
}: {
  order: OrderView;
  level?: 2 | 3;
  onReorder?: ((order: OrderView) => void) | undefined;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  const tone = toneClass[order.progress.tone];
  return (
    <li className="order-card card">
      <Heading className="order-card__title">Pedido {order.number}</Heading>
      <dl className="order-facts order-facts--summary">
        <div>
          <dt>Tipo</dt>
          <dd>{order.typeLabel}</dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>{order.date}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`order-badge order-badge--${tone}`}>{order.status}</span>
          </dd>
        </div>
      </dl>
      <button
        type="button"
        className="button button--secondary order-card__toggle"
        aria-expanded={open}
        aria-controls={open ? detailsId : undefined}
        onClick={() => setOpen(!open)}
      >
        Ver detalhes<span className="visually-hidden"> do pedido {order.number}</span>
      </button>
      {order.reorder && onReorder ? (
        <button type="button" className="button order-card__reorder" onClick={() => onReorder(order)}>
          Repetir pedido<span className="visually-hidden"> {order.number}</span>
        </button>
      ) : null}
      {open ? (
        <Suspense fallback={<p className="muted">Carregando detalhes...</p>}>
          <OrderDetails order={order} id={detailsId} level={level === 2 ? 3 : 4} kit={kit} />
        </Suspense>
      ) : null}
    </li>
  );
}
