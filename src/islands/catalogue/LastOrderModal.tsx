// 'Pedido com entrega programada': an order is in progress; 'Meus pedidos' or 'Continuar'.
import { useState } from 'react';
import { formatDate } from '../../lib/domain/date-format.ts';
import { Modal } from '../shared/Modal.tsx';

export default function LastOrderModal({ nextDeliveryDate }: { nextDeliveryDate: string | null }) {
  const [dismissed, setDismissed] = useState(false);
  const close = () => setDismissed(true);
  return (
    <Modal
      open={!dismissed}
      title="Pedido com entrega programada"
      onClose={close}
      size="small"
      footer={
        <>
          <a className="button button--secondary" href="/pedidos">
            Meus pedidos
          </a>
          <button type="button" className="button" onClick={close}>
            Continuar
          </button>
        </>
      }
    >
      {nextDeliveryDate ? (
        <p>
          Você já tem um pedido com entrega prevista para <strong>{formatDate(nextDeliveryDate)}</strong>.
        </p>
      ) : (
        <p>Você já tem um pedido em andamento.</p>
      )}
      <p>Deseja fazer um pedido adicional?</p>
    </Modal>
  );
}
