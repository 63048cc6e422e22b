// The send states in one modal (product-rules R72, R73): sending, sent, not sent, may have been
// received (no answer). A sent order lists the user's other companies to switch to (product-rules
// R74). Only closable by the backdrop when not sending.
import { useStore } from '@nanostores/react';
import { lazy, Suspense } from 'react';
import { formatDate } from '../../lib/domain/date-format.ts';
import { $recentOrders, $recentOrdersError, $sendState, closeSendModal, loadRecentOrders, sendCart } from '../../lib/stores/order-send.ts';
import { $user } from '../../lib/stores/session.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Modal } from '../shared/Modal.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';

const CompanyChooser = lazy(() => import('./CompanyChooser.tsx'));

const titles = {
  idle: '',
  sending: 'Enviando pedido',
  sent: 'Pedido realizado com sucesso!',
  failed: 'Pedido não enviado!',
  uncertain: 'Confira seus últimos pedidos',
} as const;

export default function SendOrderModal({ onDone }: { onDone: () => void }) {
  const state = useStore($sendState);
  const user = useStore($user);
  const recent = useStore($recentOrders);
  const recentError = useStore($recentOrdersError);
  const close = () => {
    const wasSent = state.status === 'sent';
    closeSendModal();
    if (wasSent) onDone();
  };
  const many = (user?.clients.length ?? 0) > 1;

  let body = null;
  let footer = null;
  if (state.status === 'sending') {
    body = (
      <p role="status" className="send-progress">
        <span className="spinner" aria-hidden="true" /> Enviando seu pedido. Não feche esta página.
      </p>
    );
  } else if (state.status === 'sent') {
    body = (
      <>
        <div role="status">
          <p>
            Número do pedido: <strong>{state.order}</strong>
          </p>
          {state.delivery ? (
            <p>
              Entrega prevista: <strong>{formatDate(state.delivery)}</strong>
            </p>
          ) : null}
        </div>
        {many ? (
          <Suspense fallback={<Skeleton count={2} height={64} label="Carregando empresas" />}>
            <CompanyChooser />
          </Suspense>
        ) : null}
      </>
    );
    footer = (
      <>
        <a className="button button--secondary" href="/pedidos">
          Meus pedidos
        </a>
        <button type="button" className="button" onClick={close}>
          Continuar comprando
        </button>
      </>
    );
  } else if (state.status === 'failed') {
    body = (
      <div role="alert">
        <p className="send-heading">{state.heading}</p>
        {state.issues.length ? (
          <ul className="send-issues">
            {state.issues.map((issue) => (
              <li key={issue.message}>
                {issue.message}
                {issue.stock ? <strong> — {issue.stock}</strong> : null}
              </li>
            ))}
          </ul>
        ) : null}
        {state.removed ? (
          <p className="muted">
            {state.removed === 1 ? '1 item foi removido do carrinho.' : `${state.removed} itens foram removidos do carrinho.`}
          </p>
        ) : null}
      </div>
    );
    footer = (
      <button type="button" className="button" onClick={close}>
        Voltar ao carrinho
      </button>
    );
  } else if (state.status === 'uncertain') {
    body = (
      <div>
        <p role="alert">{state.message}</p>
        {recentError ? (
          <LoadError message={recentError} onRetry={() => void loadRecentOrders()} title="Não foi possível carregar seus pedidos" />
        ) : !recent ? (
          <Skeleton count={2} height={48} label="Carregando seus últimos pedidos" />
        ) : recent.length ? (
          <ul className="recent-orders">
            {recent.map((order) => (
              <li key={order.number}>
                <strong>Pedido {order.number}</strong> · {formatDate(order.date)} · {order.status}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nenhum pedido encontrado.</p>
        )}
        <p>
          <a href="/pedidos">Ver todos os meus pedidos</a>
        </p>
      </div>
    );
    footer = (
      <>
        <button type="button" className="button button--secondary" onClick={close}>
          Fechar
        </button>
        <button type="button" className="button" onClick={() => void sendCart()}>
          Enviar novamente
        </button>
      </>
    );
  }

  return (
    <Modal
      open={state.status !== 'idle'}
      title={titles[state.status]}
      onClose={close}
      dismissible={state.status !== 'sending'}
      size={state.status === 'sent' && many ? 'medium' : 'small'}
      footer={footer}
    >
      {body}
    </Modal>
  );
}
