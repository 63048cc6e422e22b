// One cart line: picture, name, quantity control, unit price (full price struck through when a
// volume band applies), line total, remove, and the flag of the last price/stock check.
import { useStore } from '@nanostores/react';
import { blocksSending, UNCONFIRMED_LINE } from '../../lib/domain/cart-check.ts';
import { canIncrease, isBelowMinimum, minimumText } from '../../lib/domain/cart-rules.ts';
import { formatMoney, toCents } from '../../lib/domain/format.ts';
import { lineAmounts } from '../../lib/domain/pricing.ts';
import {
  $drafts,
  decreaseLine,
  increaseLine,
  limitsOf,
  lineTiers,
  quantityOf,
  removeLine,
  typeQuantity,
  type CartLine,
} from '../../lib/stores/cart.ts';
import type { LineIssue } from '../../lib/stores/catalogue-refresh.ts';
import { QuantityStepper } from '../shared/QuantityStepper.tsx';

export function CartLineItem({ line, issue }: { line: CartLine; issue: LineIssue | undefined }) {
  const drafts = useStore($drafts);
  const quantity = quantityOf(line.sku, drafts, [line]);
  const amounts = lineAmounts(toCents(line.preco), lineTiers(line), quantity);
  const discounted = amounts.unitCents < toCents(line.preco);
  const blocking = blocksSending(issue);
  return (
    <li className={`cart-line card${blocking ? ' cart-line--flagged' : ''}`}>
      {line.image ? (
        <img className="cart-line__image" src={line.image} alt="" width="72" height="72" loading="lazy" decoding="async" />
      ) : (
        <span className="cart-line__image" aria-hidden="true" />
      )}
      <div className="cart-line__body">
        <h3 className="cart-line__name">{line.descricao}</h3>
        {line.complemento ? <p className="muted cart-line__complement">{line.complemento}</p> : null}
        <p className="cart-line__price">
          {discounted ? (
            <>
              <s className="muted">
                <span className="visually-hidden">De </span>
                {formatMoney(toCents(line.preco))}
              </s>{' '}
              <span className="visually-hidden">por </span>
            </>
          ) : null}
          <strong>{formatMoney(amounts.unitCents)}</strong> cada
        </p>
        {issue?.kind === 'stock' ? (
          <p className="cart-line__issue" role="alert">
            Estoque atual: {issue.available}. Ajuste a quantidade para continuar.
          </p>
        ) : null}
        {issue?.kind === 'unconfirmed' ? <p className="muted cart-line__note">{UNCONFIRMED_LINE}</p> : null}
        {isBelowMinimum(quantity, limitsOf(line)) ? <p className="cart-line__issue">{minimumText(limitsOf(line))}</p> : null}
        <div className="cart-line__controls">
          <QuantityStepper
            value={quantity}
            label={`Quantidade de ${line.descricao}`}
            canIncrease={canIncrease(quantity, limitsOf(line))}
            onIncrease={() => increaseLine(line)}
            onDecrease={() => decreaseLine(line)}
            onType={(text) => typeQuantity(line, text)}
          />
          <p className="cart-line__total">{formatMoney(amounts.totalCents)}</p>
        </div>
        <button type="button" className="link-button cart-line__remove" onClick={() => removeLine(line.sku)}>
          Remover <span className="visually-hidden">{line.descricao}</span>
        </button>
      </div>
    </li>
  );
}
