// 'Pedido com entrega programada': an order is in progress; 'Meus pedidos' or 'Continuar'.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatDate } from '../../lib/domain/date-format.ts';
import { lastOrder } from '../../lib/stores/catalogue.ts';
import { Modal } from '../shared/Modal.tsx';

export default function LastOrderModal() {
  const info = useStore(lastOrder.$data);
  const [dismissed, setDismissed] = useState(false);
  const open = !dismissed && info?.isOrderInProgress === true;
  const close = () => setDismissed(true);
  return (
    <Modal
      open={open}
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
      {info?.nextDeliveryDate ? (
        <p>
          Você já tem um pedido com entrega prevista para <strong>{formatDate(info.nextDeliveryDate)}</strong>.
        </p>
      ) : (
        <p>Você já tem um pedido em andamento.</p>
      )}
      <p>Deseja fazer um pedido adicional?</p>
    </Modal>
  );
}
