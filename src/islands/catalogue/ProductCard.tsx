// One catalogue product: image (with 'Oferta' when it is in Novidades), description, complement, stock
// label, price, volume prices and their best offer, and, when in stock, the quantity control.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { CatalogueItemView } from '../../lib/screens/catalogue.ts';
import { $offerSkus, wantOffers } from '../../lib/stores/offers.ts';
import { ItemQuantity } from './ItemQuantity.tsx';

/** The class of each stock label. */
export const stockClass = { Disponível: 'ok', 'Estoque Baixo': 'low', Indisponível: 'none' } as const;

export function ProductCard({ product }: { product: CatalogueItemView }) {
  return (
    <li className="product card">
      <ProductMedia item={product} />
      <div className="product__body">
        <h3 className="product__name">{product.name}</h3>
        {product.complement ? <p className="product__complement muted">{product.complement}</p> : null}
        <p className={`stock stock--${stockClass[product.stock]}`}>{product.stock}</p>
        <p className="product__price">{product.price}</p>
        <Tiers item={product} />
        {product.order ? <ItemQuantity item={product.order} /> : null}
      </div>
    </li>
  );
}

/** The volume prices of a card and its best offer, when it has any. */
export function Tiers({ item }: { item: CatalogueItemView }) {
  return (
    <>
      {item.tiers.length ? (
        <ul className="tiers" aria-label="Preços por volume">
          {item.tiers.map((tier) => (
            <li key={tier.key}>{tier.label}</li>
          ))}
        </ul>
      ) : null}
      {item.offer ? <p className="product__offer">{item.offer}</p> : null}
    </>
  );
}

/**
 * The picture and, over it, 'Oferta' once the offers are read (R316): laid over the picture, so its coming
 * moves nothing.
 */
export function ProductMedia({ item }: { item: CatalogueItemView }) {
  const onOffer = useStore($offerSkus).has(item.sku);
  useEffect(wantOffers, []);
  return (
    <div className="product__media">
      <ProductImage src={item.image} />
      {onOffer ? <span className="offer-badge product__badge">Oferta</span> : null}
    </div>
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
