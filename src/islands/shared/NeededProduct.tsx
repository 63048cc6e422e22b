// What a coverage indicator still needs (product-rules R317): under each product of a group not done yet,
// 'Adicionar 1 CX' when today's catalogue has it in stock (the band hint's pattern: one tap, one box, the
// cart bar says it) and 'Ver no catálogo', which opens the product list searching its code. Loaded with
// the indicator's details; without it the groups are listed as before.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { neededSkus } from '../../lib/domain/campaign-needs.ts';
import { $neededProducts, neededKey, wantNeededProducts } from '../../lib/screens/campaign-needs.ts';
import type { ProductGroupView } from '../../lib/screens/campaign-progress.ts';
import { addToItem, shownQuantity } from '../../lib/stores/cart.ts';
import { $clientCode } from '../../lib/stores/session.ts';
import { toast } from '../../lib/toast.ts';
import { GroupProducts } from './GroupProducts.tsx';

/** A group still to buy: its products, each with its actions; the lookups start as it is drawn. */
export function NeededGroupProducts({ group }: { group: ProductGroupView }) {
  const skus = neededSkus([group]);
  const key = skus.join('\n');
  useEffect(() => wantNeededProducts(key.split('\n')), [key]);
  return <GroupProducts group={group} actions={(product) => <NeededProductActions sku={product.sku} name={product.name} />} />;
}

/** The actions under one product of a group not done yet. */
function NeededProductActions({ sku, name }: { sku: string; name: string }) {
  const products = useStore($neededProducts);
  const clientCode = useStore($clientCode) ?? '';
  const found = products[neededKey(clientCode, sku)];
  return (
    <p className="needed-product">
      {found?.state === 'orderable' ? (
        <button
          type="button"
          className="needed-product__add"
          onClick={() => {
            const before = shownQuantity(found.item.sku);
            const after = addToItem(found.item, 1);
            if (after > before) toast.success(`${name}: ${after} CX no carrinho`);
          }}
        >
          Adicionar 1 CX<span className="visually-hidden"> de {name}</span>
        </button>
      ) : found?.state === 'unavailable' ? (
        <span className="stock stock--none">Indisponível</span>
      ) : null}{' '}
      <a className="needed-product__link" href={`/produtos?busca=${encodeURIComponent(sku)}`}>
        Ver no catálogo<span className="visually-hidden">: {name}</span>
      </a>
    </p>
  );
}
