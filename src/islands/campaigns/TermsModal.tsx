// The acceptance term (service HTML, sanitised by SafeHtml); while the client may still join, a
// required checkbox and 'Participar'.
import { useState, type SubmitEvent } from 'react';
import { CheckboxField } from '../shared/CheckboxField.tsx';
import { Modal } from '../shared/Modal.tsx';
import { SafeHtml } from '../shared/SafeHtml.tsx';

interface TermsModalProps {
  open: boolean;
  term: string;
  canJoin: boolean;
  busy: boolean;
  onJoin: () => void;
  onClose: () => void;
}

const formId = 'campaign-terms-form';

export function TermsModal({ open, term, canJoin, busy, onJoin, onClose }: TermsModalProps) {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!accepted) {
      setError('Marque a caixa para aceitar os termos da campanha.');
      return;
    }
    onJoin();
  };
  return (
    <Modal
      open={open}
      title="Termo de Aceite da Campanha"
      onClose={onClose}
      dismissible={!busy}
      size="large"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>Fechar</button>
          {canJoin ? (
            <button type="submit" form={formId} className="button" disabled={busy}>{busy ? 'Carregando...' : 'Participar'}</button>
          ) : null}
        </>
      }
    >
      <div>
        <SafeHtml className="campaign-terms" html={term} />
      </div>
      {canJoin ? (
        <form id={formId} noValidate onSubmit={submit}>
          <CheckboxField
            label="Li e aceito os termos da campanha."
            checked={accepted}
            required
            error={error}
            onChecked={(checked) => {
              setAccepted(checked);
              if (checked) setError(undefined);
            }}
          />
        </form>
      ) : null}
    </Modal>
  );
}
