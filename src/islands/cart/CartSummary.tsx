// The summary and the gates before sending: minimum order, credit limit and returnable bottles
// (product-rules R69), then 'Finalizar Pedido'.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useState } from 'react';
import { isBelowMinimum, itemCountText, orderGates, vesselLines } from '../../lib/domain/cart-rules.ts';
import { formatMoney } from '../../lib/domain/format.ts';
import type { ClientLimitsView } from '../../lib/screens/cart.ts';
import { $cartLineViews, $cartSummary } from '../../lib/stores/cart.ts';

// Shown only when a load failed.
const LoadError = lazy(() => import('../shared/LoadError.tsx').then((m) => ({ default: m.LoadError })));
// Only carts above the credit limit or with returnable bottles need a confirmation box.
const CheckboxField = lazy(() => import('../shared/CheckboxField.tsx').then((m) => ({ default: m.CheckboxField })));

interface CartSummaryProps {
  /** The current client's minimum order and credit limit, when known. */
  limits: ClientLimitsView | null;
  limitsLoading: boolean;
  limitsError: string | null;
  onRetryLimits: () => void;
  /** Some line was flagged by the price/stock check. */
  flagged: boolean;
  sending: boolean;
  onSend: () => void;
  /** The sending code is loaded. */
  ready: boolean;
}

export function CartSummary({
  limits: client,
  limitsLoading: clientLoading,
  limitsError: clientError,
  onRetryLimits: onRetryClient,
  flagged,
  sending,
  onSend,
  ready,
}: CartSummaryProps) {
  const lines = useStore($cartLineViews);
  const summary = useStore($cartSummary);
  const [limitConfirmed, setLimitConfirmed] = useState(false);
  const [vesselsConfirmed, setVesselsConfirmed] = useState(false);

  const vessels = vesselLines(lines.map((l) => ({ name: l.name, vesselPerBox: l.vesselsPerBox, quantity: l.quantity })));
  const gates = orderGates({
    totalCents: summary.totalCents,
    minimumCents: client ? client.minimumOrderCents : 0,
    creditLimitCents: client ? client.creditLimitCents : null,
    hasVessels: vessels.length > 0,
    limitConfirmed,
    vesselsConfirmed,
    sending,
  });
  const short = lines.some((l) => isBelowMinimum(l.quantity, l.limits));
  const canSend = gates.canSend && client !== null && !flagged && !short && ready;

  return (
    <section className="cart-summary card" aria-labelledby="resumo-titulo">
      <h2 id="resumo-titulo" className="cart-summary__title">
        Resumo do pedido
      </h2>
      <dl className="cart-summary__list">
        <dt>Itens</dt>
        <dd>{itemCountText(lines.length)}</dd>
        <dt>Subtotal</dt>
        <dd>{formatMoney(summary.subtotalCents)}</dd>
        <dt>Descontos</dt>
        <dd>{summary.discountCents ? `- ${formatMoney(summary.discountCents)}` : formatMoney(0)}</dd>
        <dt className="cart-summary__total">Total</dt>
        <dd className="cart-summary__total">{formatMoney(summary.totalCents)}</dd>
      </dl>
      {!client && clientError ? (
        <Suspense fallback={<p role="alert">{clientError}</p>}>
          <LoadError
            title="Não foi possível carregar o pedido mínimo e o limite de crédito"
            message={clientError}
            onRetry={onRetryClient}
          />
        </Suspense>
      ) : null}
      {!client && clientLoading ? (
        <p className="muted" role="status">
          Carregando pedido mínimo e limite de crédito…
        </p>
      ) : null}
      {gates.minimumMessage ? <p className="gate gate--danger">{gates.minimumMessage}</p> : null}
      {gates.limitMessage ? (
        <div className="gate gate--warning">
          <p>{gates.limitMessage}</p>
          <Suspense fallback={null}>
            <CheckboxField label="Confirmar compra acima do limite" checked={limitConfirmed} onChecked={setLimitConfirmed} required />
          </Suspense>
        </div>
      ) : null}
      {vessels.length ? (
        <div className="gate gate--warning">
          <p>Atenção! Produtos com vasilhame adicionados:</p>
          <ul>
            {vessels.map((v) => (
              <li key={v.name}>
                {v.name}: {v.vessels} {v.vessels === 1 ? 'vasilhame' : 'vasilhames'}
              </li>
            ))}
          </ul>
          <Suspense fallback={null}>
            <CheckboxField label="Confirmar posse dos vasilhames" checked={vesselsConfirmed} onChecked={setVesselsConfirmed} required />
          </Suspense>
        </div>
      ) : null}
      {short ? <p className="gate gate--danger">Alguns itens estão abaixo da quantidade mínima.</p> : null}
      {flagged ? <p className="gate gate--danger">Revise os itens marcados antes de finalizar o pedido.</p> : null}
      <button type="button" className="button cart-summary__send" disabled={!canSend} onClick={onSend}>
        {sending ? 'Enviando…' : 'Finalizar Pedido'}
      </button>
    </section>
  );
}
