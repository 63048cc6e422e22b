// The 'O de sempre' card's view (product-rules R314): the title follows the boxes chosen and sums only when
// every line with boxes has today's price; the stepper starts at the usual boxes within today's ceiling; what
// 'Revisar e colocar no carrinho' hands to the reorder is the lines with boxes, since the oldest order.
import { describe, expect, it } from 'vitest';
import { productTiers } from '../../../src/lib/domain/pricing.ts';
import {
  chosenBoxes,
  suggestedBoxes,
  usualReorder,
  usualTitle,
  type UsualLineView,
  type UsualOrderView,
} from '../../../src/lib/screens/usual-order.ts';

function line(key: string, quantity: number, ceiling: number, price: UsualLineView['price']): UsualLineView {
  return {
    key,
    product: { code: `0000${key}`, name: `Produto ${key}`, purchases: 3, quantity, gapDays: 7, daysSinceLast: 8 },
    reason: 'a cada ~7 dias; o último foi há 8 dias',
    ceiling,
    price,
    offer: null,
    onOffer: false,
  };
}

// 42,90 a box, 41,50 from 10.
const banded = { baseCents: 4290, tiers: productTiers({ faixaVolume2: 10, kdkg2: 41.5 }) };
const view: UsualOrderView = {
  since: '2026-11-13',
  lines: [line('1', 9, 50, banded), line('2', 4, 2, { baseCents: 1000, tiers: [] }), line('3', 5, 0, null)],
};

describe("the 'O de sempre' card (R314)", () => {
  it('starts each stepper at the usual boxes, within stock and maximum', () => {
    expect(view.lines.map(suggestedBoxes)).toEqual([9, 2, 0]);
    expect(chosenBoxes(view.lines[0]!, { '1': 12 })).toBe(12);
  });

  it('titles the lines with boxes and their sum at today’s bands (R314)', () => {
    // 9 × 42,90 + 2 × 10,00; the unavailable line has no boxes.
    expect(usualTitle(view, {})).toBe('Seu pedido de sempre: 2 itens, ≈ R$ 406,10');
    // 10 boxes reach the band: 10 × 41,50.
    expect(usualTitle(view, { '1': 10, '2': 0 })).toBe('Seu pedido de sempre: 1 item, ≈ R$ 415,00');
  });

  it('says no sum when a line with boxes has no price today (R314)', () => {
    const unpriced: UsualOrderView = { since: view.since, lines: [line('1', 2, 9, banded), line('4', 1, 9, null)] };
    expect(usualTitle(unpriced, {})).toBe('Seu pedido de sempre: 2 itens');
    expect(usualTitle(unpriced, { '4': 0 })).toBe('Seu pedido de sempre: 1 item, ≈ R$ 85,80');
  });

  it('hands the reorder the lines with boxes, as chosen, since the oldest order (R314, R180)', () => {
    expect(usualReorder(view, { '1': 3 })).toEqual({
      date: '2026-11-13',
      items: [
        { code: '00001', name: 'Produto 1', quantity: 3 },
        { code: '00002', name: 'Produto 2', quantity: 2 },
      ],
    });
    expect(usualReorder(view, { '1': 0, '2': 0 }).items).toEqual([]);
  });
});
