// The bar that appears when the cart holds something: item count and a link to the cart.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { itemCountText } from '../../lib/domain/cart-rules.ts';
import { formatMoney } from '../../lib/domain/every-island/format.ts';
import { $cartCount, $cartSummary, flushCart } from '../../lib/stores/cart.ts';

export default function CartBar() {
  const count = useStore($cartCount);
  const summary = useStore($cartSummary);
  const bar = useRef<HTMLDivElement>(null);
  const shown = count > 0;
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
      <p className="cart-bar__text">
        <strong>{itemCountText(count)}</strong> no carrinho · {formatMoney(summary.totalCents)}
      </p>
      <a className="button cart-bar__link" href="/pedidos/carrinho" onClick={flushCart}>
        Ver carrinho
      </a>
    </div>
  );
}
