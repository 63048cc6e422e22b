// The six steps of an order as an ordered list: each step says its state in words, not by colour only.
import type { ORDER_STEP_STATE_LABELS } from '../../lib/domain/order-page.ts';
import type { OrderProgress } from '../../lib/domain/orders.ts';

const marks = { done: '✓', current: '•', partial: '!', pending: '' } as const;

/**
 * The progress of an order, or the note of a stopped one; nothing for an unknown status. The state
 * texts come from the card (see OrderDetailsKit).
 */
export function OrderProgressSteps({ progress, stateLabels }: { progress: OrderProgress; stateLabels: typeof ORDER_STEP_STATE_LABELS }) {
  if (progress.tone === 'danger') return <p className="order-note order-note--danger">Este pedido não foi concluído.</p>;
  if (!progress.steps.length) return null;
  return (
    <>
      <ol className="order-steps" aria-label="Andamento do pedido">
        {progress.steps.map((step) => (
          <li key={step.key} className={`order-step order-step--${step.state}`}>
            <span className="order-step__mark" aria-hidden="true">
              {marks[step.state]}
            </span>
            <span className="order-step__label">{step.label}</span>
            <span className="order-step__state">{stateLabels[step.state]}</span>
          </li>
        ))}
      </ol>
      {progress.tone === 'warning' ? (
        <p className="order-note order-note--warning">Entrega parcial: parte dos itens não foi entregue.</p>
      ) : null}
    </>
  );
}
