// Asked before switching company when the current company's cart has lines: the switch empties it.
import { Modal } from '../shared/Modal.tsx';

interface SwitchCartModalProps {
  /** The company to switch to, or null when closed. */
  companyName: string | null;
  onCancel: () => void;
  onConfirm: () => void;
}

export function SwitchCartModal({ companyName, onCancel, onConfirm }: SwitchCartModalProps) {
  return (
    <Modal
      open={companyName !== null}
      title="Trocar de empresa?"
      size="small"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onCancel}>
            Cancelar
          </button>
          <button type="button" className="button" onClick={onConfirm}>
            Trocar de empresa
          </button>
        </>
      }
    >
      <p>Seu carrinho tem itens da empresa atual. Ao trocar de empresa, o carrinho será esvaziado.</p>
      <p className="muted">Empresa escolhida: {companyName}</p>
    </Modal>
  );
}
