// One combo: its products, its price ranges, what it saves against its items bought one by one (R315: only
// once every item's price is known, on a line kept for it so its coming moves nothing) and the quantity control.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { comboSavingCents, comboSavingText } from '../../lib/domain/offers.ts';
import type { CatalogueItemView } from '../../lib/screens/catalogue.ts';
import { $lookedUpProducts, lookupKey, lookUpProducts } from '../../lib/screens/product-lookup.ts';
import { $clientCode } from '../../lib/stores/session.ts';
import { ItemQuantity } from './ItemQuantity.tsx';
import { ProductMedia, stockClass, Tiers } from './ProductCard.tsx';

export function ComboCard({ combo }: { combo: CatalogueItemView }) {
  return (
    <li className="product card">
      <ProductMedia item={combo} />
      <div className="product__body">
        <h3 className="product__name">{combo.name}</h3>
        <ul className="combo__products">
          {combo.contents.map((item) => (
            <li key={item.sku}>
              {item.quantity} × {item.name}
            </li>
          ))}
        </ul>
        <p className={`stock stock--${stockClass[combo.stock]}`}>{combo.stock}</p>
        <p className="product__price">{combo.price}</p>
        <Tiers item={combo} />
        <ComboSaving combo={combo} />
        {combo.order ? <ItemQuantity item={combo.order} /> : null}
      </div>
    </li>
  );
}

/** 'Sai R$ 8,40 mais barato que os itens avulsos', once its items' prices are looked up. */
function ComboSaving({ combo }: { combo: CatalogueItemView }) {
  const products = useStore($lookedUpProducts);
  const clientCode = useStore($clientCode) ?? '';
  const skus = combo.contents.map((item) => item.sku).join('\n');
  useEffect(() => lookUpProducts(skus.split('\n')), [skus]);
  const saving = comboSavingCents(
    combo.priceCents,
    combo.contents.map((item) => {
      const found = products[lookupKey(clientCode, item.sku)];
      return { unitCents: found?.state === 'found' ? found.baseCents : null, quantity: item.quantity };
    }),
  );
  return <p className="product__offer combo__saving">{saving === null ? null : comboSavingText(saving)}</p>;
}
