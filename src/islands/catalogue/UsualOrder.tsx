// 'O de sempre' (product-rules R314): under the categories, the client's usual products with why each is
// suggested and a stepper, the title's count and sum following the steppers; 'Revisar e colocar no carrinho'
// opens the reorder's modal (R180.3), which caps and says what was capped or is missing. Nothing is added
// before that tap, nothing is sent. Drawn only with something to say and with store access (R250).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect, useState } from 'react';
import { parseQuantityInput } from '../../lib/domain/cart-rules.ts';
import { formatMoney } from '../../lib/domain/format.ts';
import { lineAmounts } from '../../lib/domain/pricing.ts';
import type { ReorderOrder } from '../../lib/screens/reorder.ts';
import {
  chosenBoxes,
  startUsualOrder,
  usualOrder,
  usualReorder,
  usualTitle,
  type UsualChoice,
  type UsualLineView,
} from '../../lib/screens/usual-order.ts';
import { QuantityStepper } from '../shared/QuantityStepper.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { whenIdle } from '../shared/when-idle.ts';
import '../../styles/usual-order.css';

const ReorderModal = lazyModule(() => import('../shared/ReorderModal.tsx')).component((m) => m.default);

export default function UsualOrder() {
  const state = useStore(usualOrder.$state);
  const [choice, setChoice] = useState<UsualChoice>({});
  const [reordering, setReordering] = useState<ReorderOrder | null>(null);
  // Its calls wait for an idle moment after the categories are drawn (at the latest 3 s).
  useEffect(() => whenIdle(startUsualOrder, 3000, 500), []);
  const view = state.state === 'ready' ? state.view : null;
  if (!view) return null;
  /** Sets a line's boxes within 0 and its ceiling; answers the boxes kept. */
  const choose = (line: UsualLineView, boxes: number) => {
    const kept = Math.max(0, Math.min(line.ceiling, boxes));
    setChoice((before) => ({ ...before, [line.key]: kept }));
    return kept;
  };
  const reorder = usualReorder(view, choice);
  return (
    <section className="usual-order card" aria-labelledby="usual-order-title">
      <h2 id="usual-order-title" className="usual-order__title">
        {usualTitle(view, choice)}
      </h2>
      <ul className="usual-order__lines">
        {view.lines.map((line) => {
          const boxes = chosenBoxes(line, choice);
          return (
            <li key={line.key} className="usual-order__line">
              <div className="usual-order__text">
                <h3 className="usual-order__name">{line.product.name}</h3>
                {line.onOffer ? <span className="offer-badge usual-order__badge">Oferta</span> : null}
                <p className="usual-order__reason muted">{line.reason}</p>
                {line.offer ? <p className="product__offer">{line.offer}</p> : null}
                {line.ceiling < 1 ? (
                  <p className="stock stock--none">Indisponível</p>
                ) : line.price && boxes > 0 ? (
                  <p className="usual-order__amount">
                    {formatMoney(lineAmounts(line.price.baseCents, line.price.tiers, boxes).totalCents)}
                  </p>
                ) : null}
              </div>
              {line.ceiling > 0 ? (
                <QuantityStepper
                  value={boxes}
                  label={`Quantidade de ${line.product.name}`}
                  canIncrease={boxes < line.ceiling}
                  onIncrease={() => choose(line, boxes + 1)}
                  onDecrease={() => choose(line, boxes - 1)}
                  onType={(text) => choose(line, parseQuantityInput(text))}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
      <button type="button" className="button" disabled={!reorder.items.length} onClick={() => setReordering(reorder)}>
        Revisar e colocar no carrinho
      </button>
      {reordering ? (
        <Suspense fallback={null}>
          <ReorderModal target={reordering} title="O de sempre" onClosed={() => setReordering(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
