// One cart line: picture, name, quantity control, unit price (full price struck through when a
// volume band applies), line total, remove, and the flag of the last price/stock check. A tap redraws
// its own line only (product-rules R301): each line listens to its own pending quantity, and a line
// whose view, flag and focus are unchanged is not drawn again when the cart changes.
import { useStore } from '@nanostores/react';
import { memo, useEffect, useRef } from 'react';
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

interface CartLineItemProps {
  line: CartLineView;
  flag: LineFlag | undefined;
  /** The Element Timing mark the page waits for before loading its checks (screens/cart.ts). */
  shownMark?: string | undefined;
  /** The first line a 'Ver todos os itens' added, whose name takes the focus (R301). */
  focused?: boolean;
}

function CartLineRow({ line, flag, shownMark, focused = false }: CartLineItemProps) {
  const quantity = lineQuantity(line, useStore($drafts, { keys: [line.sku], deps: [$drafts, line.sku] }));
  const name = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focused) name.current?.focus();
  }, [focused]);
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
        <h3 className="cart-line__name" elementtiming={shownMark} ref={name} tabIndex={focused ? -1 : undefined}>
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

/** A check's new answer brings new flag objects: a line redraws only when its own flag reads otherwise. */
const sameFlag = (a: LineFlag | undefined, b: LineFlag | undefined) => a === b || (a?.text === b?.text && a?.blocks === b?.blocks);

export const CartLineItem = memo(
  CartLineRow,
  (before, after) =>
    before.line === after.line &&
    before.shownMark === after.shownMark &&
    before.focused === after.focused &&
    sameFlag(before.flag, after.flag),
);
