// The products of a coverage indicator's group (product-rules R42): name, SKU and boxes bought, and, under
// each of a group still to buy, what shared/NeededProduct.tsx adds (R317).
import type { ReactNode } from 'react';
import { formatNumber } from '../../lib/domain/format.ts';
import type { ProductGroupView } from '../../lib/screens/campaign-progress.ts';

export function GroupProducts({
  group,
  actions,
}: {
  group: ProductGroupView;
  actions?: (product: ProductGroupView['products'][number]) => ReactNode;
}) {
  return (
    <ul className="product-list" aria-label={`Produtos de ${group.description}`}>
      {group.products.map((product) => (
        <li key={product.id}>
          <span className="product-list__name">{product.name}</span>
          <span className="product-list__meta">
            SKU: {product.sku} · Qtd. comprada: <strong>{formatNumber(product.quantity)}</strong>
          </span>
          {actions?.(product)}
        </li>
      ))}
    </ul>
  );
}
