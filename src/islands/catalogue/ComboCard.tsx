// One combo: its products, its price ranges and the quantity control.
import type { CatalogueItemView } from '../../lib/screens/catalogue.ts';
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
        {combo.order ? <ItemQuantity item={combo.order} /> : null}
      </div>
    </li>
  );
}
