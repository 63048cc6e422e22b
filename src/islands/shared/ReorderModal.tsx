// 'Repetir pedido' (product-rules R180): the lookup's progress with 'Cancelar', then the summary
// (added, capped, not orderable) with 'Fechar' and, when something was added, 'Ir para o carrinho'
// (R253), or the failure with 'Fechar' and, when trying again can change it, 'Tentar novamente' (R252).
// Loaded with a dynamic import() when the button is pressed (docs/performance.md).
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $reorder, closeReorder, startReorder, type LastOrderLookup, type ReorderOrder } from '../../lib/screens/reorder.ts';
import { Modal } from './Modal.tsx';

interface ReorderModalProps {
  /** The order to repeat, or where to look for the client's last sale order. */
  target: ReorderOrder | LastOrderLookup;
  /** Called once the modal has closed (focus is back on the button that opened it). */
  onClosed: () => void;
  /** The modal's title when it is not the order's ('Repetir pedido', 'Repetir último pedido'). */
  title?: string;
}

export default function ReorderModal({ target, onClosed, title: given }: ReorderModalProps) {
  const state = useStore($reorder);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    void startReorder(target);
    return closeReorder;
  }, [target]);
  // The modal's own effect gives focus back first (child effects run before the parent's).
  useEffect(() => {
    if (!open) onClosed();
  }, [open, onClosed]);
  const close = () => {
    closeReorder();
    setOpen(false);
  };
  const title = given ?? ('historyDays' in target ? 'Repetir último pedido' : 'Repetir pedido');
  const footer =
    state.state === 'done' || state.state === 'error' ? (
      <>
        <button type="button" className="button button--secondary" onClick={close}>
          Fechar
        </button>
        {state.state === 'done' ? (
          state.changed ? (
            <a className="button" href="/pedidos/carrinho">
              Ir para o carrinho
            </a>
          ) : null
        ) : state.retry ? (
          <button type="button" className="button" onClick={() => void startReorder(target)}>
            Tentar novamente
          </button>
        ) : null}
      </>
    ) : (
      <button type="button" className="button button--secondary" onClick={close}>
        Cancelar
      </button>
    );
  return (
    <Modal open={open} title={title} onClose={close} footer={footer} size="small">
      {state.state === 'done' ? (
        <div className="reorder-summary">
          <p role="status">
            <strong>{state.added}</strong>
          </p>
          {state.capped.length ? (
            <>
              <h3 className="reorder-summary__title">Adicionados em quantidade menor</h3>
              <ul>
                {state.capped.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}
          {state.missing.length ? (
            <>
              <h3 className="reorder-summary__title">Não podem ser pedidos agora</h3>
              <ul>
                {state.missing.map((text) => (
                  <li key={text}>{text}</li>
                ))}
              </ul>
            </>
          ) : null}
          <p className="muted">
            {state.changed
              ? "Confira o carrinho: nada é enviado antes de você tocar em 'Finalizar Pedido'."
              : 'O seu carrinho não foi alterado.'}
          </p>
        </div>
      ) : state.state === 'error' ? (
        <p role="alert">{state.message}</p>
      ) : (
        <p role="status" className="reorder-progress">
          {state.state === 'loading' ? state.step : 'Preparando...'}
        </p>
      )}
    </Modal>
  );
}
