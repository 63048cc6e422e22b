// What a campaign's coverage indicator still needs, under one product of a group not done yet (product-rules
// R317): 'Adicionar 1 CX' when today's catalogue has it in stock (the band hint's pattern: one tap, one box)
// and 'Ver no catálogo', which opens the product list searching its code. Its lookup starts as it is drawn.
// Loaded with an indicator's details (flexible and prospera); without it the products are listed as before.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $lookedUpProducts, lookupKey, lookUpProducts } from '../../lib/screens/product-lookup.ts';
import { addToItem, shownQuantity } from '../../lib/stores/cart.ts';
import { $clientCode } from '../../lib/stores/session.ts';
import { toast } from '../../lib/toast.ts';
import '../../styles/needed-product.css';

export function NeededProductActions({ sku, name }: { sku: string; name: string }) {
  const products = useStore($lookedUpProducts);
  const clientCode = useStore($clientCode) ?? '';
  const found = products[lookupKey(clientCode, sku)];
  useEffect(() => lookUpProducts([sku]), [sku]);
  const item = found?.state === 'found' ? found.item : null;
  return (
    <p className="needed-product">
      {item ? (
        <button
          type="button"
          className="needed-product__add"
          onClick={() => {
            const before = shownQuantity(item.sku);
            const after = addToItem(item, 1);
            if (after > before) toast.success(`${name}: ${after} CX no carrinho`);
          }}
        >
          Adicionar 1 CX<span className="visually-hidden"> de {name}</span>
        </button>
      ) : found?.state === 'found' || found?.state === 'missing' ? (
        <span className="stock stock--none">Indisponível</span>
      ) : null}{' '}
      <a className="needed-product__link" href={`/produtos?busca=${encodeURIComponent(sku)}`} aria-label={`Ver no catálogo: ${name}`}>
        Ver no catálogo
      </a>
    </p>
  );
}
