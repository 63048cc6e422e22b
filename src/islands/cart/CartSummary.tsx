// The summary and the gates before sending: minimum order, credit limit and vessels
// (product-rules R69), the price/stock check (R150), then 'Finalizar Pedido'. The ticks are the
// screen's (R151): this draws them and forwards the taps. Offline the gates are still drawn and only
// sending is off, with the reason beside the button before any check's error (R170).
import { useStore } from '@nanostores/react';
import { Suspense, useEffect } from 'react';
import {
  creditAfterOrderText,
  isBelowMinimum,
  itemCountText,
  minimumShortfallText,
  orderGates,
  vesselLines,
} from '../../lib/domain/cart-rules.ts';
import { formatMoney } from '../../lib/domain/format.ts';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { cartScreen, type CartView } from '../../lib/screens/cart.ts';
import { $cartLineViews, $cartSummary } from '../../lib/stores/cart.ts';
import { $online } from '../../lib/stores/online.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';

// Only carts above the credit limit or with vessels need a confirmation box.
const CheckboxField = lazyModule(() => import('../shared/CheckboxField.tsx')).component((m) => m.CheckboxField);
// 'Falar com o vendedor' over the limit: its own chunk, as on the debts and the orders (R274).
const SellerLink = lazyModule(() => import('../shared/SellerLink.tsx')).component(
  (m) => m.SellerLink,
  () => null,
);

export function CartSummary({ view }: { view: CartView }) {
  const lines = useStore($cartLineViews);
  const summary = useStore($cartSummary);
  const online = useStore($online, { ssr: 'initial' });
  // Back online, a check or a load that failed meanwhile runs again, so sending comes back by itself.
  useEffect(() => {
    if (online) cartScreen.retry();
  }, [online]);
  const { limits: client, limitsError: clientError, limitConfirmed, vesselsConfirmed } = view;
  const sending = view.sendStatus === 'sending';

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
  // Limits never loaded keep sending off; stored ones of this client serve while a reload fails (R150).
  const canSend = gates.canSend && client !== null && !view.flagged && !short && view.checked && online;

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
        <LoadError
          title="Não foi possível carregar o pedido mínimo e o limite de crédito"
          message={clientError}
          onRetry={() => cartScreen.retryLimits()}
        />
      ) : null}
      {!client && view.limitsLoading ? (
        <p className="muted" role="status">
          Carregando pedido mínimo e limite de crédito...
        </p>
      ) : null}
      {gates.minimumMessage ? <p className="gate gate--danger">{gates.minimumMessage}</p> : null}
      {/* How far from the minimum, and the credit this order leaves (product-rules R268). */}
      {client ? <MoneyHint text={minimumShortfallText(summary.totalCents, client.minimumOrderCents)} /> : null}
      {client ? <MoneyHint text={creditAfterOrderText(summary.totalCents, client.creditLimitCents)} /> : null}
      {gates.limitMessage ? (
        <div className="gate gate--warning">
          <p>{gates.limitMessage}</p>
          {/* What the client owes, and the seller who can lift the limit (product-rules R271, R274). */}
          <p className="gate__links">
            <a href="/debitos#meu-credito">Ver meu crédito</a>
            <Suspense fallback={null}>
              <SellerLink topic={{ kind: 'credit-limit', totalCents: summary.totalCents }} className="" />
            </Suspense>
          </p>
          <Suspense fallback={null}>
            <CheckboxField
              label="Confirmar compra acima do limite"
              checked={limitConfirmed}
              onChecked={cartScreen.confirmLimit}
              disabled={!view.loaded}
              required
            />
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
            <CheckboxField
              label="Confirmar posse dos vasilhames"
              checked={vesselsConfirmed}
              onChecked={cartScreen.confirmVessels}
              disabled={!view.loaded}
              required
            />
          </Suspense>
        </div>
      ) : null}
      {short ? <p className="gate gate--danger">Alguns itens estão abaixo da quantidade mínima.</p> : null}
      {view.flagged ? <p className="gate gate--danger">Revise os itens marcados antes de finalizar o pedido.</p> : null}
      {view.refreshError ? (
        <LoadError
          title="Não foi possível conferir os preços e o estoque dos itens do carrinho"
          message={view.refreshError}
          onRetry={() => cartScreen.retryCheck()}
        />
      ) : null}
      {/* An earlier send whose outcome is unknown (product-rules R181); 'Verificar' looks for it. */}
      {view.unresolved ? (
        <div className="gate gate--warning" role="status">
          <p>{view.unresolved}</p>
          <button type="button" className="button button--secondary" onClick={cartScreen.verify}>
            Verificar
          </button>
        </div>
      ) : null}
      <button
        type="button"
        className="button cart-summary__send"
        disabled={!canSend}
        onClick={() => cartScreen.send()}
        aria-describedby="envio-motivo"
      >
        {sending ? 'Enviando...' : 'Finalizar Pedido'}
      </button>
      {/* Always there, so the reason is announced when it appears. */}
      <p id="envio-motivo" className={online ? 'muted' : 'offline-note'} role="status">
        {online ? (view.refreshing ? 'Conferindo preços e estoque...' : '') : offlineText('enviar o pedido')}
      </p>
      {/* Last, so its coming moves nothing: what the lines would complete of the campaigns, an estimate (product-rules R318). */}
      {view.coverNotes?.map((text) => (
        <MoneyHint key={text} text={text} />
      ))}
    </section>
  );
}

function MoneyHint({ text }: { text: string | null }) {
  return text ? <p className="cart-summary__hint">{text}</p> : null;
}
