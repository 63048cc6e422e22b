// One order of the history: number, type, date and status, the next delivery day, the driver of an order
// in transit, the seller when money stopped it, and its details behind a button.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { ORDER_STEP_STATE_LABELS } from '../../lib/domain/order-page.ts';
import { downloadKey, ordersScreen, type OrderView } from '../../lib/screens/orders.ts';
import { lazyModule } from '../shared/lazy-module.tsx';
import type { OrderDetailsKit } from './OrderDetails.tsx';

// The details are split off the first load (/pedidos's budget, docs/performance.md) and fetched as
// soon as the history is on screen (`loadOrderDetails`), so a tap on 'Ver detalhes' finds them there.
const details = lazyModule(() => import('./OrderDetails.tsx'));
const OrderDetails = details.component((module) => module.OrderDetails);
export const loadOrderDetails = details.load;
const kit: OrderDetailsKit = { screen: ordersScreen, downloadKey, stateLabels: ORDER_STEP_STATE_LABELS };

// The driver of an order in transit (product-rules R273): fetched with the page, beside the history, so it
// is here when the cards are drawn; only the order in transit shows it.
const driver = lazyModule(() => import('./OrderDriver.tsx'));
void driver.load();
const OrderDriver = driver.component(
  (m) => m.OrderDriver,
  () => null,
);

// 'Falar com o vendedor' on an order stopped by money (product-rules R274): its own chunk, fetched when drawn.
const SellerLink = lazyModule(() => import('../shared/SellerLink.tsx')).component(
  (m) => m.SellerLink,
  () => null,
);

/** 'Entrega prevista: dd/mm/yyyy' (R275); its line's room is kept while GET /lastOrder is out, so the list never moves. */
function NextDelivery() {
  const delivery = useStore(ordersScreen.$nextDelivery);
  if (delivery.state === 'loading') {
    return (
      <p className="order-card__delivery" aria-hidden="true">
        <span className="skeleton order-card__delivery-pending">&nbsp;</span>
      </p>
    );
  }
  if (delivery.state !== 'ready' || !delivery.view) return null;
  return (
    <p className="order-card__delivery">
      Entrega prevista: <strong>{delivery.view}</strong>
    </p>
  );
}

const toneClass = { progress: 'neutral', warning: 'warning', danger: 'danger', unknown: 'neutral' } as const;

/**
 * The card; `level` is the heading level its title takes in the page outline. A sale order offers
 * 'Repetir pedido' (product-rules R180) when the page passes `onReorder` (store access only, R250).
 */
export function OrderCard({
  order,
  level = 2,
  onReorder,
  focused = false,
}: {
  order: OrderView;
  level?: 2 | 3;
  onReorder?: ((order: OrderView) => void) | undefined;
  /** The first card a 'Mostrar mais pedidos' added: its title takes the focus (R300). */
  focused?: boolean;
}) {
  // A notification's tap opens /pedidos?pedido=N (domain/push.ts › orderAddress, nothing else in the query):
  // that order's card, open, its title focused (product-rules R306).
  const asked = location.search === `?pedido=${order.number}`;
  const [open, setOpen] = useState(asked);
  const takesFocus = focused || asked;
  const detailsId = useId();
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (takesFocus) title.current?.focus();
  }, [takesFocus]);
  const Heading = level === 2 ? 'h2' : 'h3';
  const tone = toneClass[order.progress.tone];
  return (
    <li className="order-card card">
      <Heading className="order-card__title" ref={title} tabIndex={takesFocus ? -1 : undefined}>
        Pedido {order.number}
        {order.updated ? <span className="order-card__updated"> Atualizado</span> : null}
      </Heading>
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
      {order.deliveryExpected ? <NextDelivery /> : null}
      {order.inTransit && order.transport ? (
        <Suspense fallback={null}>
          <OrderDriver transport={order.transport} />
        </Suspense>
      ) : null}
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
      {order.moneyRefusal ? (
        <Suspense fallback={null}>
          <SellerLink topic={{ kind: 'order', number: order.number }} />
        </Suspense>
      ) : null}
      {open ? (
        <Suspense fallback={<p className="muted">Carregando detalhes...</p>}>
          <OrderDetails order={order} id={detailsId} level={level === 2 ? 3 : 4} kit={kit} />
        </Suspense>
      ) : null}
    </li>
  );
}
