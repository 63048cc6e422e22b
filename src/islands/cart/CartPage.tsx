// The cart page (/pedidos/carrinho): lines (10 at once, 'Ver todos os itens' for 30 more at a time,
// product-rules R67, R301), summary with the gates, and the send modal. Prices and stock are checked again on
// opening (product-rules R70); an empty cart goes to /produtos, a user without store access to /campanhas. What only
// the network needs (the price/stock check, client limits, sending) loads once the first drawing is on screen.
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useLayoutEffect } from 'react';
import { cartLinesFirst, cartLinesPerStep } from '../../lib/domain/cart-rules.ts';
import { CART_SHOWN_MARK, cartScreen } from '../../lib/screens/cart.ts';
import { startEarly } from '../../lib/screens/screen-start.ts';
import { $cartLineViews } from '../../lib/stores/cart.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { CartLineItem } from './CartLineItem.tsx';
import { CartSummary } from './CartSummary.tsx';
import '../../styles/cart.css';
import { island } from '../shared/island.tsx';
import { useShownInSteps } from '../shared/use-shown-in-steps.ts';

// The lines and the kept limits are ready before the hydration; the page's code waits for their drawing.
if ($storeAccess.get()) startEarly(() => cartScreen.start());
const SendOrderModal = lazyModule(() => import('./SendOrderModal.tsx')).component((m) => m.default);

function CartPage() {
  const screen = useStore(cartScreen.$state, { ssr: 'initial' });
  const lines = useStore($cartLineViews);
  const { shown, hasMore, more, focusKey } = useShownInSteps(lines, cartLinesPerStep, (line) => line.sku, cartLinesFirst);
  const view = screen.state === 'ready' ? screen.view : null;
  const sendStatus = view?.sendStatus ?? 'idle';

  useEffect(() => {
    cartScreen.start();
    return () => cartScreen.exit();
  }, []);
  // Committed, not yet painted: the screen loads its code once this drawing is on screen.
  const drawing = view !== null;
  useLayoutEffect(() => {
    if (drawing) cartScreen.drawn();
  }, [drawing]);

  // An empty cart has nothing to show here (but the sent order's modal stays until closed, and an
  // unresolved send is looked for first: its modal too stays until closed, product-rules R181).
  const leave = view?.loaded && !lines.length && sendStatus === 'idle';
  useEffect(() => {
    if (leave) cartScreen.leaveEmptyCart();
  }, [leave]);

  const modal =
    view?.loaded && sendStatus !== 'idle' ? (
      <Suspense fallback={null}>
        <SendOrderModal screen={cartScreen} />
      </Suspense>
    ) : null;
  // A sent order empties the cart: its modal stays over the placeholder until closed.
  if (!view || !lines.length) {
    return (
      <>
        <Skeleton count={3} height={120} label="Carregando carrinho" />
        {modal}
      </>
    );
  }
  return (
    <div className="cart">
      <div className="cart__lines">
        {/* Always there, one line high: the lines below never move when the check starts or ends. Its
            outcome is announced beside 'Finalizar Pedido' (product-rules R150). */}
        <p className="muted cart__status">{view.refreshing ? 'Conferindo preços e estoque...' : ''}</p>
        <h2 className="visually-hidden">Itens do carrinho</h2>
        <ul className="cart-lines" aria-label="Itens do carrinho">
          {shown.map((line, index) => (
            <CartLineItem
              key={line.sku}
              line={line}
              flag={view.issues[line.sku]}
              shownMark={index ? undefined : CART_SHOWN_MARK}
              focused={line.sku === focusKey}
            />
          ))}
        </ul>
        {hasMore ? (
          <button type="button" className="button button--secondary" onClick={more}>
            Ver todos os itens ({lines.length})
          </button>
        ) : null}
      </div>
      <CartSummary view={view} />
      {modal}
    </div>
  );
}

export default island(CartPage);
