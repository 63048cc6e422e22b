// The bar that appears when the cart holds something: item count and a link to the cart.
import { useStore } from '@nanostores/react';
import { itemCountText } from '../../lib/domain/cart-rules.ts';
import { formatMoney } from '../../lib/domain/format.ts';
import { $cartCount, $cartSummary, flushCart } from '../../lib/stores/cart.ts';

export default function CartBar() {
  const count = useStore($cartCount);
  const summary = useStore($cartSummary);
  if (!count) return null;
  return (
    <div className="cart-bar" role="region" aria-label="Carrinho">
      <p className="cart-bar__text">
        <strong>{itemCountText(count)}</strong> no carrinho · {formatMoney(summary.totalCents)}
      </p>
      <a className="button cart-bar__link" href="/pedidos/carrinho" onClick={flushCart}>
        Ver carrinho
      </a>
    </div>
  );
}
