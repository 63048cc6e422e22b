// One catalogue product: image, description, complement, stock label, volume prices and, when in
// stock, the quantity control.
import type { CatalogueItemView } from '../../lib/screens/catalogue.ts';
import { ItemQuantity } from './ItemQuantity.tsx';

/** The class of each stock label. */
export const stockClass = { Disponível: 'ok', 'Estoque Baixo': 'low', Indisponível: 'none' } as const;

export function ProductCard({ product }: { product: CatalogueItemView }) {
  return (
    <li className="product card">
      <ProductImage src={product.image} />
      <div className="product__body">
        <h3 className="product__name">{product.name}</h3>
        {product.complement ? <p className="product__complement muted">{product.complement}</p> : null}
        <p className={`stock stock--${stockClass[product.stock]}`}>{product.stock}</p>
        <p className="product__price">{product.price}</p>
        <Tiers tiers={product.tiers} />
        {product.order ? <ItemQuantity item={product.order} /> : null}
      </div>
    </li>
  );
}

/** The volume prices of a card, when it has any. */
export function Tiers({ tiers }: { tiers: CatalogueItemView['tiers'] }) {
  return tiers.length ? (
    <ul className="tiers" aria-label="Preços por volume">
      {tiers.map((tier) => (
        <li key={tier.key}>{tier.label}</li>
      ))}
    </ul>
  ) : null;
}

/** The product picture, or a neutral placeholder when there is none. */
export function ProductImage({ src }: { src: string | null }) {
  return src ? (
    <img className="product__image" src={src} alt="" width="96" height="96" loading="lazy" decoding="async" />
  ) : (
    <span className="product__image product__image--empty" aria-hidden="true" />
  );
}
