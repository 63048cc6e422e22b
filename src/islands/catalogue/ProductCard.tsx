// One catalogue product: image, description, complement, stock label, volume prices and, when in
// stock, the quantity control.
import type { CatalogProduct } from '../../lib/api/catalogue.ts';
import { formatMoneyReais } from '../../lib/domain/format.ts';
import { productTiers, tierLabel, usableTiers } from '../../lib/domain/pricing.ts';
import { isOrderable, stockLabel } from '../../lib/domain/stock.ts';
import type { CartSource } from '../../lib/stores/cart.ts';
import { templateFromItem } from '../../lib/stores/catalogue-items.ts';
import { ItemQuantity } from './ItemQuantity.tsx';

const stockClass = { Disponível: 'ok', 'Estoque Baixo': 'low', Indisponível: 'none' } as const;

export function ProductCard({ product, source }: { product: CatalogProduct; source: CartSource }) {
  const label = stockLabel(product.estoque);
  const tiers = usableTiers(productTiers(product));
  return (
    <li className="product card">
      <ProductImage src={product.image} />
      <div className="product__body">
        <h3 className="product__name">{product.descricao}</h3>
        {product.complemento ? <p className="product__complement muted">{product.complemento}</p> : null}
        <p className={`stock stock--${stockClass[label]}`}>{label}</p>
        <p className="product__price">{formatMoneyReais(product.preco)}</p>
        {tiers.length ? (
          <ul className="tiers" aria-label="Preços por volume">
            {tiers.map((tier) => (
              <li key={tier.threshold}>{tierLabel(tier)}</li>
            ))}
          </ul>
        ) : null}
        {isOrderable(product.estoque) ? <ItemQuantity template={templateFromItem(product, source)} /> : null}
      </div>
    </li>
  );
}

/** The product picture, or a neutral placeholder when there is none. */
export function ProductImage({ src }: { src: string | null }) {
  return src ? (
    <img className="product__image" src={src} alt="" width="96" height="96" loading="lazy" decoding="async" />
  ) : (
    <span className="product__image product__image--empty" aria-hidden="true" />
  );
}
