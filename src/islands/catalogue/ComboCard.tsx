// One combo: its products, its price ranges and the quantity control.
import type { Combo } from '../../lib/api/catalogue.ts';
import { formatMoneyReais } from '../../lib/domain/format.ts';
import { comboTiers, tierLabel, usableTiers } from '../../lib/domain/pricing.ts';
import { isOrderable, stockLabel } from '../../lib/domain/stock.ts';
import type { CartSource } from '../../lib/stores/cart.ts';
import { templateFromItem } from '../../lib/stores/catalogue-items.ts';
import { ItemQuantity } from './ItemQuantity.tsx';
import { ProductImage } from './ProductCard.tsx';

export function ComboCard({ combo, source }: { combo: Combo; source: CartSource }) {
  const label = stockLabel(combo.prod_stock);
  const tiers = usableTiers(comboTiers(combo.price_ranges));
  return (
    <li className="product card">
      <ProductImage src={combo.image} />
      <div className="product__body">
        <h3 className="product__name">{combo.description}</h3>
        <ul className="combo__products">
          {combo.products.map((item) => (
            <li key={item.sku}>
              {item.quantity} × {item.descricao}
            </li>
          ))}
        </ul>
        <p className={`stock stock--${label === 'Disponível' ? 'ok' : label === 'Estoque Baixo' ? 'low' : 'none'}`}>{label}</p>
        <p className="product__price">{formatMoneyReais(combo.price)}</p>
        {tiers.length ? (
          <ul className="tiers" aria-label="Preços por volume">
            {tiers.map((tier) => (
              <li key={tier.threshold}>{tierLabel(tier)}</li>
            ))}
          </ul>
        ) : null}
        {isOrderable(combo.prod_stock) ? <ItemQuantity template={templateFromItem(combo, source)} /> : null}
      </div>
    </li>
  );
}
