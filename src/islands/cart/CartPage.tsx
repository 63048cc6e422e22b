// The cart page (/pedidos/carrinho): lines (10 at once, 'Ver todos os itens' for the rest,
// DECISIONS 17), summary with the gates, and the send modal. Prices and stock are checked again on
// opening; an empty cart goes to /produtos, a user without store access to /campanhas. What only
// the network needs (the price/stock check, client limits, sending) loads right after the first paint.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { blocksSending } from '../../lib/domain/cart-check.ts';
import { $cartLines, flushCart } from '../../lib/stores/cart.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { prefetchEarly } from '../../lib/stores/early-load.ts';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';
import { useLazyStore } from './use-lazy-store.ts';
import '../../styles/cart.css';

const cartModules = lazyModule(() =>
  Promise.all([
    import('../../lib/stores/catalogue-refresh.ts'),
    import('../../lib/stores/client-data.ts'),
    import('../../lib/stores/order-send.ts'),
  ]),
);
type Modules = Awaited<ReturnType<typeof cartModules.load>>;
const loadModules = cartModules.load;
// Their code is fetched beside React's rather than after the hydration (see early-load.ts).
prefetchEarly(() => {
  if ($storeAccess.get()) loadModules().catch(() => undefined);
});
// Shown only when a load failed.
const LoadError = lazy(() => import('../shared/LoadError.tsx').then((m) => ({ default: m.LoadError })));
const SendOrderModal = lazy(() => import('./SendOrderModal.tsx'));

/** Lines shown before 'Ver todos os itens'. */
const SHOWN_LINES = 10;

export default function CartPage() {
  const [mounted, setMounted] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [modules, setModules] = useState<Modules | null>(null);
  const [refresh, client, sending] = modules ?? [];
  const lines = useStore($cartLines);
  const issues = useLazyStore(refresh?.$lineIssues, {});
  const refreshing = useLazyStore(refresh?.$refreshing, true);
  const refreshError = useLazyStore(refresh?.$refreshError, null);
  const sendStatus = useLazyStore(sending?.$sendState, { status: 'idle' }).status;
  const clientData = useLazyStore(client?.$clientData, null);
  const clientLoading = useLazyStore(client?.$clientDataLoading, true);
  const clientError = useLazyStore(client?.$clientDataError, null);

  useEffect(() => {
    if (!$storeAccess.get()) {
      window.location.replace('/campanhas');
      return;
    }
    flushCart();
    setMounted(true);
    void loadModules().then((loaded) => {
      const [refreshModule, clientModule, sendModule] = loaded;
      sendModule.resumeInterruptedSend();
      void refreshModule.refreshCart();
      void clientModule.loadClientData();
      setModules(loaded);
    });
  }, []);

  // An empty cart has nothing to show here (but the sent order's modal stays until closed).
  useEffect(() => {
    if (mounted && !lines.length && sendStatus === 'idle') window.location.replace('/produtos');
  }, [mounted, lines.length, sendStatus]);

  const modal =
    sending && sendStatus !== 'idle' ? (
      <Suspense fallback={null}>
        <SendOrderModal onDone={() => window.location.assign('/produtos')} />
      </Suspense>
    ) : null;
  // A sent order empties the cart: its modal stays over the placeholder until closed.
  if (!mounted || !lines.length) {
    return (
      <>
        <Skeleton count={3} height={120} label="Carregando carrinho" />
        {modal}
      </>
    );
  }
  const visible = showAll ? lines : lines.slice(0, SHOWN_LINES);
  return (
    <div className="cart">
      <div className="cart__lines">
        {/* Always there, one line high: the lines below never move when the refresh starts or ends. */}
        <p className="muted cart__status" role="status">
          {refreshing ? 'Atualizando preços e estoque…' : ''}
        </p>
        {refreshError ? (
          <Suspense fallback={<p role="alert">{refreshError}</p>}>
            <LoadError
              title="Não foi possível atualizar preços e estoque"
              message={refreshError}
              onRetry={() => void refresh?.refreshCart()}
            />
          </Suspense>
        ) : null}
        <h2 className="visually-hidden">Itens do carrinho</h2>
        <ul className="cart-lines" aria-label="Itens do carrinho">
          {visible.map((line) => (
            <CartLineItem key={line.sku} line={line} issue={issues[line.sku]} />
          ))}
        </ul>
        {lines.length > SHOWN_LINES && !showAll ? (
          <button type="button" className="button button--secondary" onClick={() => setShowAll(true)}>
            Ver todos os itens ({lines.length})
          </button>
        ) : null}
      </div>
      <CartSummary
        client={clientData}
        clientLoading={clientLoading}
        clientError={clientError}
        onRetryClient={() => void client?.loadClientData()}
        flagged={Object.values(issues).some(blocksSending)}
        sending={sendStatus === 'sending'}
        onSend={() => void sending?.sendCart()}
        ready={modules !== null}
      />
      {modal}
    </div>
  );
}
