// One order of the history: number, type, date and status, and its details behind a button.
import { useId, useState } from 'react';
import type { OrderView } from '../../lib/screens/orders.ts';
import { OrderDetails } from './OrderDetails.tsx';

const toneClass = { progress: 'neutral', warning: 'warning', danger: 'danger', unknown: 'neutral' } as const;

/**
 * The card; `level` is the heading level its title takes in the page outline. A sale order offers
 * 'Repetir pedido' (product-rules R180) when the page passes `onReorder`.
 */
export function OrderCard({ order, level = 2, onReorder }: { order: OrderView; level?: 2 | 3; onReorder?: (order: OrderView) => void }) {
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
      {open ? <OrderDetails order={order} id={detailsId} level={level === 2 ? 3 : 4} /> : null}
    </li>
  );
}
