// The bar that appears when the cart holds something: item count and a link to the cart. While a send
// of the company is unresolved it says so first, with 'Verificar' (the cart page looks for that order),
// even when the cart is empty (product-rules R181).
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { itemCountText } from '../../lib/domain/cart-rules.ts';
import { formatMoney } from '../../lib/domain/format.ts';
import { unresolvedSendText } from '../../lib/domain/order-once.ts';
import { $cartCount, $cartSummary, flushCart } from '../../lib/stores/cart.ts';
import { $unresolvedSend } from '../../lib/stores/order-send.ts';

export default function CartBar() {
  const count = useStore($cartCount);
  const summary = useStore($cartSummary);
  const unresolved = useStore($unresolvedSend);
  const bar = useRef<HTMLDivElement>(null);
  const shown = count > 0 || unresolved !== null;
  // The bar's height, for the room the page keeps free under it (catalogue.css, --cart-bar-space).
  useEffect(() => {
    const element = bar.current;
    if (!shown || !element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty('--cart-bar-height', `${element.offsetHeight}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--cart-bar-height');
    };
  }, [shown]);
  if (!shown) return null;
  return (
    <div ref={bar} className="cart-bar" role="region" aria-label="Carrinho">
      {unresolved ? (
        <div className="cart-bar__row cart-bar__unresolved">
          <p className="cart-bar__text">{unresolvedSendText(unresolved.since, unresolved.items.length)}</p>
          <a className="button button--secondary cart-bar__check" href="/pedidos/carrinho" onClick={flushCart}>
            Verificar
          </a>
        </div>
      ) : null}
      {count > 0 ? (
        <div className="cart-bar__row">
          <p className="cart-bar__text">
            <strong>{itemCountText(count)}</strong> no carrinho · {formatMoney(summary.totalCents)}
          </p>
          <a className="button cart-bar__link" href="/pedidos/carrinho" onClick={flushCart}>
            Ver carrinho
          </a>
        </div>
      ) : null}
    </div>
  );
}
