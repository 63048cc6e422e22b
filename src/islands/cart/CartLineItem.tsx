// One cart line: picture, name, quantity control, unit price (full price struck through when a
// volume band applies), line total, remove, and the flag of the last price/stock check.
import { useStore } from '@nanostores/react';
import { canIncrease, isBelowMinimum, minimumText } from '../../lib/domain/cart-rules.ts';
import { formatMoney } from '../../lib/domain/format.ts';
import { lineAmounts } from '../../lib/domain/pricing.ts';
import type { LineFlag } from '../../lib/screens/cart.ts';
import {
  $drafts,
  decreaseItem,
  increaseItem,
  lineQuantity,
  removeLine,
  typeItemQuantity,
  type CartLineView,
} from '../../lib/stores/cart.ts';
import { BandHint } from '../shared/BandHint.tsx';
import { QuantityStepper } from '../shared/QuantityStepper.tsx';

/** `shownMark`: the Element Timing mark the page waits for before loading its checks (screens/cart.ts). */
export function CartLineItem({
  line,
  flag,
  shownMark,
}: {
  line: CartLineView;
  flag: LineFlag | undefined;
  shownMark?: string | undefined;
}) {
  const drafts = useStore($drafts);
  const quantity = lineQuantity(line, drafts);
  const amounts = lineAmounts(line.baseCents, line.tiers, quantity);
  const discounted = amounts.unitCents < line.baseCents;
  const blocking = flag?.blocks === true;
  return (
    <li className={`cart-line card${blocking ? ' cart-line--flagged' : ''}`}>
      {line.image ? (
        <img className="cart-line__image" src={line.image} alt="" width="72" height="72" loading="lazy" decoding="async" />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <h3 className="cart-line__name" elementtiming={shownMark}>
          {line.name}
        </h3>
        {line.complement ? <p className="muted cart-line__complement">{line.complement}</p> : null}
        <p className="cart-line__price">
          {discounted ? (
            <>
              <s className="muted">
                <span className="visually-hidden">De </span>
                {formatMoney(line.baseCents)}
              </s>{' '}
              <span className="visually-hidden">por </span>
            </>
          ) : null}
          <strong>{formatMoney(amounts.unitCents)}</strong> cada
        </p>
        {/* The last price/stock check's finding (product-rules R70): a shortfall blocks, a line not found is only noted. */}
        {flag ? (
          <p className={blocking ? 'cart-line__issue' : 'muted cart-line__note'} role={blocking ? 'alert' : undefined}>
            {flag.text}
          </p>
        ) : null}
        {isBelowMinimum(quantity, line.limits) ? <p className="cart-line__issue">{minimumText(line.limits)}</p> : null}
        <div className="cart-line__controls">
          <QuantityStepper
            value={quantity}
            label={`Quantidade de ${line.name}`}
            canIncrease={canIncrease(quantity, line.limits)}
            onIncrease={() => increaseItem(line)}
            onDecrease={() => decreaseItem(line)}
            onType={(text) => typeItemQuantity(line, text)}
          />
          <p className="cart-line__total">{formatMoney(amounts.totalCents)}</p>
        </div>
        <BandHint item={line} quantity={quantity} />
        <button type="button" className="link-button cart-line__remove" onClick={() => removeLine(line.sku)}>
          Remover <span className="visually-hidden">{line.name}</span>
        </button>
      </div>
    </li>
  );
}
