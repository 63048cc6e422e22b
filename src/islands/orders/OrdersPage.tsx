// The orders screen (/pedidos): filters, the orders received but not yet processed, and the
// history as cards with expandable details. Renders its skeleton at build time and until the
// history arrives (the static HTML cannot know the session).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $storeAccess } from '../../lib/stores/session.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { loadOrdersScreen, orderHistory, ORDERS_LOAD_ERROR, prefetchOrdersScreen, retryOrders } from '../../lib/stores/orders.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { OrderCard } from './OrderCard.tsx';
import { OrderFilters } from './OrderFilters.tsx';
import '../../styles/orders.css';

prefetchEarly(prefetchOrdersScreen);

/** The spec's empty text (DECISIONS 4: kept as written, whatever the period). */
export const EMPTY_ORDERS_TEXT = 'Nenhum pedido encontrado nos últimos 30 dias.';

function OrdersEmpty() {
  const storeAccess = useStore($storeAccess);
  return (
    <div className="orders-empty card">
      <p>{EMPTY_ORDERS_TEXT}</p>
      {storeAccess ? (
        <a className="button" href="/produtos">
          Ver produtos
        </a>
      ) : null}
    </div>
  );
}

export default function OrdersPage() {
  const [mounted, setMounted] = useState(false);
  const history = useStore(orderHistory.$data);
  const loading = useStore(orderHistory.$loading);
  const error = useStore(orderHistory.$error);

  useEffect(() => {
    setMounted(true);
    void loadOrdersScreen();
  }, []);

  let body;
  if (!mounted || loading || (!history && !error)) {
    body = <Skeleton label="Carregando pedidos" count={3} height={140} />;
  } else if (error || !history) {
    body = (
      <LoadError title="Não foi possível carregar os pedidos" message={error ?? ORDERS_LOAD_ERROR} onRetry={() => void retryOrders()} />
    );
  } else if (!history.pedidos.length && !history.pedidosNaoProcessados.length) {
    body = <OrdersEmpty />;
  } else {
    body = (
      <>
        {history.pedidosNaoProcessados.length ? (
          <section className="orders-section" aria-labelledby="orders-unprocessed">
            <h2 id="orders-unprocessed" className="orders-section__title">
              Pedidos recebidos, ainda não processados
            </h2>
            <p className="muted">Estes pedidos chegaram e logo aparecem no histórico com o andamento completo.</p>
            <ul className="order-list">
              {history.pedidosNaoProcessados.map((order) => (
                <OrderCard key={order.Status.VBELN} order={order} level={3} />
              ))}
            </ul>
          </section>
        ) : null}
        {history.pedidos.length ? (
          <ul className="order-list" aria-label="Pedidos">
            {history.pedidos.map((order) => (
              <OrderCard key={order.Status.VBELN} order={order} />
            ))}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <div className="orders">
      <OrderFilters />
      <div className="orders__results">{body}</div>
    </div>
  );
}
