// The lists of 'Detalhes do Indicador' (product-rules R50): the cover card's groups
// accordion (done marks, products with code and SKU and a bought flag) and the price-execution
// products (met marks, '*** Descrição não Localizada ***', 'Nenhum produto encontrado...').
import { coverInstruction, noProductsText, priceInstruction, type IndicatorDetail } from '../../lib/domain/prospera-indicators.ts';
import { Mark } from './Icons.tsx';

/** The lists of the details modal: cover groups (accordion) and price-execution products. */
export function IndicatorLists({ detail }: { detail: IndicatorDetail }) {
  if (detail.kind === 'cover') {
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
