// The send states in one modal (product-rules R72, R73, R141–R143, R181–R185): sending, sent (or found
// after a lost answer), not sent, unknown (looking for the order, then 'Enviar novamente' with the same
// key and body), sent from another tab, and a different cart asking for the user's word while an
// earlier send is unresolved. A sent order lists the user's other companies to switch to (product-rules
// R74). Only closable by the backdrop when not sending. Offline, 'Enviar novamente' is off and says why
// (product-rules R170).
import { useStore } from '@nanostores/react';
import { Suspense } from 'react';
import { formatDate } from '../../lib/domain/date-format.ts';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { $online } from '../../lib/stores/online.ts';
import { replaceSendText } from '../../lib/domain/order-once.ts';
import type { CartScreen } from '../../lib/screens/cart.ts';
import { $sendState, ELSEWHERE_MESSAGE, UNCONFIRMED_MESSAGE, UNKNOWN_MESSAGE } from '../../lib/stores/order-send.ts';
import { $user } from '../../lib/stores/session.ts';
import { Modal } from '../shared/Modal.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';
import { WhenPushOffered } from '../shared/WhenPushOffered.tsx';

const CompanyChooser = lazyModule(() => import('./CompanyChooser.tsx')).component((m) => m.default);
// After an order lands, the offer of order notifications (R310).
const PushOffer = lazyModule(() => import('../shared/PushOffer.tsx')).component((m) => m.PushOffer);

const titles = {
  idle: '',
  sending: 'Enviando pedido',
  sent: 'Pedido realizado com sucesso!',
  failed: 'Pedido não enviado!',
  unknown: 'Pedido sem confirmação',
  elsewhere: 'Pedido em envio',
  confirm: 'Enviar outro pedido?',
} as const;

// After the lookup: one sentence each; a failed lookup's reason follows on its own line (R73).
const lookupTexts = {
  'not-found': 'Ele não aparece nos seus últimos pedidos.',
  unverifiable: 'Há um pedido com os mesmos itens nos seus últimos pedidos, mas não conseguimos confirmar se é este.',
  failed: 'Não foi possível consultar seus pedidos agora.',
} as const;

/** What the modal asks of the cart screen, the page's one door for sending. */
type SendIntents = Pick<CartScreen, 'closeSend' | 'sendAnyway' | 'resend' | 'verify'>;

export default function SendOrderModal({ screen }: { screen: SendIntents }) {
  const state = useStore($sendState);
  const user = useStore($user);
  const online = useStore($online);
  const close = () => screen.closeSend();
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
          {state.found ? <p>A resposta do envio se perdeu, mas o pedido chegou: ele está nos seus últimos pedidos.</p> : null}
          <p>
            Número do pedido: <strong>{state.order}</strong>
          </p>
          {state.delivery ? (
            <p>
              Entrega prevista: <strong>{formatDate(state.delivery)}</strong>
            </p>
          ) : null}
        </div>
        <WhenPushOffered>
          <PushOffer />
        </WhenPushOffered>
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
  } else if (state.status === 'unknown') {
    body = (
      <div>
        <p role="alert">{state.connectionLost ? UNKNOWN_MESSAGE : UNCONFIRMED_MESSAGE}</p>
        {state.lookup === 'searching' ? (
          <>
            <p>Procurando o pedido nos seus últimos pedidos...</p>
            <Skeleton count={1} height={48} label="Procurando o pedido" />
          </>
        ) : (
          <div role="status">
            <p>{lookupTexts[state.lookup]}</p>
            {state.lookupError ? <p className="muted">{state.lookupError}</p> : null}
            <p>Você pode enviar novamente: se ele já tiver chegado, não será duplicado.</p>
          </div>
        )}
        <p>
          <a href="/pedidos">Ver meus pedidos</a>
        </p>
        <p id="reenvio-offline" className="offline-note" role="status">
          {online ? '' : offlineText('enviar o pedido')}
        </p>
      </div>
    );
    footer = (
      <>
        <button type="button" className="button button--secondary" onClick={close}>
          Fechar
        </button>
        {state.lookup === 'searching' ? null : (
          <button
            type="button"
            className="button"
            disabled={!online}
            aria-describedby={online ? undefined : 'reenvio-offline'}
            onClick={() => screen.resend()}
          >
            Enviar novamente
          </button>
        )}
      </>
    );
  } else if (state.status === 'confirm') {
    body = (
      <>
        <p role="alert">{replaceSendText(state.since, state.itemCount)}</p>
        <p id="reenvio-offline" className="offline-note" role="status">
          {online ? '' : offlineText('enviar o pedido')}
        </p>
      </>
    );
    footer = (
      <>
        <button
          type="button"
          className="button button--secondary"
          disabled={!online}
          aria-describedby={online ? undefined : 'reenvio-offline'}
          onClick={() => screen.sendAnyway()}
        >
          Enviar mesmo assim
        </button>
        <button type="button" className="button" onClick={() => screen.verify()}>
          Verificar
        </button>
      </>
    );
  } else if (state.status === 'elsewhere') {
    body = <p role="alert">{ELSEWHERE_MESSAGE}</p>;
    footer = (
      <button type="button" className="button" onClick={close}>
        Fechar
      </button>
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
