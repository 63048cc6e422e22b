// The orders screen (/pedidos): filters, the orders received but not yet processed, and the
// history as cards with expandable details. Renders its skeleton at build time and until the
// history arrives (the static HTML cannot know the session).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { ordersPerStep, UNPROCESSED_ORDERS_NOTE, UNPROCESSED_ORDERS_TITLE } from '../../lib/domain/order-page.ts';
import { ordersScreen, type OrderView } from '../../lib/screens/orders.ts';
import { startEarly } from '../../lib/screens/screen.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { EarlyViewSlot, Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { loadOrderDetails, OrderCard } from './OrderCard.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import '../../styles/orders.css';
import { island } from '../shared/island.tsx';
import { useScreenState } from '../shared/use-screen-state.ts';
import { useShownInSteps } from '../shared/use-shown-in-steps.ts';

startEarly(() => ordersScreen.start());

// 'Repetir pedido' (product-rules R180) loads its code when pressed: /pedidos's budget (docs/performance.md).
const ReorderModal = lazyModule(() => import('../shared/ReorderModal.tsx')).component((m) => m.default);

/** The empty history: its text names the period asked for (product-rules R82). */
function OrdersEmpty({ text }: { text: string }) {
  const storeAccess = useStore($storeAccess);
  return (
    <div className="orders-empty card">
      <p>{text}</p>
      {storeAccess ? (
        <a className="button" href="/produtos">
          Ver produtos
        </a>
      ) : null}
    </div>
  );
}

/**
 * The history, `ordersPerStep` at a time (product-rules R300): a big client's 500 orders are not drawn at
 * once. Drawn afresh for other filters (its `key`), not when a fresher answer of the same ones arrives.
 */
function OrderList({ orders, onReorder }: { orders: OrderView[]; onReorder: ((order: OrderView) => void) | undefined }) {
  const { shown, hasMore, more, focusKey } = useShownInSteps(orders, ordersPerStep, (order) => order.number);
  return (
    <>
      <ul className="order-list" aria-label="Pedidos">
        {shown.map((order) => (
          <OrderCard key={order.number} order={order} onReorder={onReorder} focused={order.number === focusKey} />
        ))}
      </ul>
      {hasMore ? (
        <button type="button" className="button button--secondary orders__more" onClick={more}>
          Mostrar mais pedidos
        </button>
      ) : null}
    </>
  );
}

function OrdersBody({ onReorder }: { onReorder: ((order: OrderView) => void) | undefined }) {
  const screen = useScreenState(ordersScreen.$state);
  const filtersKey = JSON.stringify(useStore(ordersScreen.$filters));
  const ready = screen.state === 'ready';
  useEffect(() => {
    if (!ready) return;
    loadOrderDetails().catch((error: unknown) => console.error('[order details]', error));
    ordersScreen.loadNextDelivery();
  }, [ready]);
  switch (screen.state) {
    case 'loading':
    case 'not-found':
      return (
        <>
          {/* The note over orders not yet processed, drawn from the first read before React arrives. */}
          <EarlyViewSlot />
          <Skeleton label="Carregando pedidos" count={3} height={140} />
        </>
      );
    case 'error':
      return <LoadError title="Não foi possível carregar os pedidos" message={screen.message} onRetry={() => ordersScreen.retry()} />;
    case 'ready': {
      const { orders, unprocessed, emptyText } = screen.view;
      if (!orders.length && !unprocessed.length) return <OrdersEmpty text={emptyText} />;
      return (
        <>
          {unprocessed.length ? (
            <section className="orders-section" aria-labelledby="orders-unprocessed">
              <h2 id="orders-unprocessed" className="orders-section__title">
                {UNPROCESSED_ORDERS_TITLE}
              </h2>
              <p className="muted">{UNPROCESSED_ORDERS_NOTE}</p>
              <ul className="order-list">
                {unprocessed.map((order) => (
                  <OrderCard key={order.number} order={order} level={3} onReorder={onReorder} />
                ))}
              </ul>
            </section>
          ) : null}
          {orders.length ? <OrderList key={filtersKey} orders={orders} onReorder={onReorder} /> : null}
        </>
      );
    }
  }
}

function OrdersPage() {
  const [reorder, setReorder] = useState<OrderView['reorder']>(null);
  // /pedidos is open to every client, the cart only with store access: no reorder without it (product-rules R250).
  const storeAccess = useStore($storeAccess);
  useEffect(() => {
    ordersScreen.start();
    return () => ordersScreen.exit();
  }, []);

  return (
    <div className="orders">
      <OrderFilters />
      <div className="orders__results">
        <OrdersBody onReorder={storeAccess ? (order) => setReorder(order.reorder) : undefined} />
      </div>
      {reorder ? (
        <Suspense fallback={null}>
          <ReorderModal target={reorder} onClosed={() => setReorder(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

export default island(OrdersPage);
