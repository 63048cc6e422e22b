// How many boxes an item is short of a cheaper volume band, with the tap that adds exactly those
// (product-rules R267): on a cart line and on a catalogue card that already holds some.
import { nextBandText } from '../../lib/domain/pricing.ts';
import { addToItem, itemNextBand, type OrderableItem } from '../../lib/stores/cart.ts';
import '../../styles/band-hint.css';

export function BandHint({ item, quantity }: { item: OrderableItem; quantity: number }) {
  const band = itemNextBand(item, quantity);
  if (!band) return null;
  return (
    <p className="band-hint">
      {nextBandText(band)}{' '}
      <button type="button" className="band-hint__add" onClick={() => addToItem(item, band.missing)}>
        Adicionar {band.missing} CX<span className="visually-hidden"> de {item.name}</span>
      </button>
    </p>
  );
}
