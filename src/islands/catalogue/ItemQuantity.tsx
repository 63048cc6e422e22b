// The quantity control of one catalogue item, bound to the cart, and its cheaper band within reach (R267). It follows only its own sku: a tap
// on one card re-renders that card, not the whole list (the list stays fluid on a slow phone).
import { useEffect, useState } from 'react';
import { canIncrease } from '../../lib/domain/cart-rules.ts';
import {
  decreaseItem,
  increaseItem,
  listenQuantities,
  shownQuantity,
  typeItemQuantity,
  type OrderableItem,
} from '../../lib/stores/cart.ts';
import { BandHint } from '../shared/BandHint.tsx';
import { QuantityStepper } from '../shared/QuantityStepper.tsx';

/** The quantity shown for a sku; re-renders only when that number changes. */
function useQuantity(sku: string): number {
  const [value, setValue] = useState(() => shownQuantity(sku));
  useEffect(() => {
    const update = () => setValue(shownQuantity(sku));
    update();
    return listenQuantities(update);
  }, [sku]);
  return value;
}

export function ItemQuantity({ item }: { item: OrderableItem }) {
  const value = useQuantity(item.sku);
  return (
    <>
      <QuantityStepper
        value={value}
        label={`Quantidade de ${item.name}`}
        canIncrease={canIncrease(value, item.limits)}
        onIncrease={() => increaseItem(item)}
        onDecrease={() => decreaseItem(item)}
        onType={(text) => typeItemQuantity(item, text)}
      />
      <BandHint item={item} quantity={value} />
    </>
  );
}
