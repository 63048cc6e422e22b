// The quantity control of one catalogue item, bound to the cart. It follows only its own sku: a tap
// on one card re-renders that card, not the whole list (the list stays fluid on a slow phone).
import { useEffect, useState } from 'react';
import { canIncrease } from '../../lib/domain/cart-rules.ts';
import {
  $cartLines,
  $drafts,
  decreaseLine,
  increaseLine,
  limitsOf,
  quantityOf,
  typeQuantity,
  type CartItemTemplate,
} from '../../lib/stores/cart.ts';
import { QuantityStepper } from '../shared/QuantityStepper.tsx';

/** The quantity shown for a sku; re-renders only when that number changes. */
function useQuantity(sku: string): number {
  const read = () => quantityOf(sku, $drafts.get(), $cartLines.get());
  const [value, setValue] = useState(read);
  useEffect(() => {
    const update = () => setValue(read());
    update();
    const stopDrafts = $drafts.listen(update);
    const stopLines = $cartLines.listen(update);
    return () => {
      stopDrafts();
      stopLines();
    };
  }, [sku]);
  return value;
}

export function ItemQuantity({ template }: { template: CartItemTemplate }) {
  const value = useQuantity(template.sku);
  return (
    <QuantityStepper
      value={value}
      label={`Quantidade de ${template.descricao}`}
      canIncrease={canIncrease(value, limitsOf(template))}
      onIncrease={() => increaseLine(template)}
      onDecrease={() => decreaseLine(template)}
      onType={(text) => typeQuantity(template, text)}
    />
  );
}
