// The lists of 'Detalhes do Indicador' (product-rules R50): the cover card's groups
// accordion (done marks, products with code and SKU and a bought flag) and the price-execution
// products (met marks, '*** Descrição não Localizada ***', 'Nenhum produto encontrado...').
import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { neededSkus, pendingGroups } from '../../lib/domain/campaign-needs.ts';
import { productKey } from '../../lib/domain/cart-rules.ts';
import { coverInstruction, noProductsText, priceInstruction, type IndicatorDetail } from '../../lib/domain/prospera-indicators.ts';
import { $storeAccess } from '../../lib/stores/session.ts';
import { lazyModule } from '../shared/lazy-module.tsx';
import { Mark } from './Icons.tsx';

// What a group still needs comes with its code (R317); without it, the products are listed as before.
const NeededProductActions = lazyModule(() => import('../shared/NeededProduct.tsx')).component(
  (m) => m.NeededProductActions,
  () => null,
);

/**
 * The lists of the details modal: cover groups (accordion) and price-execution products. `current`: the
 * current period's, whose pending groups offer their products (R317).
 */
export function IndicatorLists({ detail, current }: { detail: IndicatorDetail; current: boolean }) {
  const storeAccess = useStore($storeAccess);
  if (detail.kind === 'cover') {
    // The product's code is the catalogue's (its `sku` field is the description).
    const pending = pendingGroups(
      detail.groups.map((group) => ({ ...group, products: group.products.map((product) => ({ sku: product.code })) })),
      { storeAccess, current },
    );
    const wanted = new Set(neededSkus(pending).map(productKey));
    const pendingIds = new Set(pending.map((group) => group.id));
    return (
      <section className="prospera-lists" aria-label="Grupos de produtos">
        <p>{coverInstruction}</p>
        {detail.groups.map((group) => (
          <details key={group.id} className="prospera-group">
            <summary>
              <span className="prospera-group__name">{group.description}</span>
              <Mark done={group.done} yes="Concluído" no="Pendente" />
            </summary>
            <ul className="prospera-products">
              {group.products.map((product) => (
                <li key={`${product.code}-${product.sku}`}>
                  <span>
                    <span className="prospera-products__code">{product.code}</span> {product.sku}
                  </span>
                  <Mark done={product.bought} yes="Comprado" no="Não comprado" />
                  {pendingIds.has(group.id) && wanted.has(productKey(product.code)) ? (
                    <Suspense fallback={null}>
                      <NeededProductActions sku={product.code} name={product.sku} />
                    </Suspense>
                  ) : null}
                </li>
              ))}
            </ul>
          </details>
        ))}
      </section>
    );
  }
  if (detail.kind === 'price') {
    return (
      <section className="prospera-lists" aria-label="Produtos">
        <p>{priceInstruction}</p>
        {detail.products.length === 0 ? (
          <p className="muted">{noProductsText}</p>
        ) : (
          <ul className="prospera-products">
            {detail.products.map((product, index) => (
              <li key={`${product.sku ?? 'sem-sku'}-${index}`}>
                <span>
                  {product.sku && <span className="prospera-products__code">{product.sku}</span>} {product.description}
                </span>
                <Mark done={product.met} yes="Preço praticado" no="Preço não praticado" />
              </li>
            ))}
          </ul>
        )}
      </section>
    );
  }
  return null;
}
