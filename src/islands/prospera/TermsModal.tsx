// 'Termo de Aceite da Campanha': the terms (service HTML, sanitised) and, while the client may
// still join, the required 'Li e aceito os termos da campanha.' checkbox and 'Participar'.
import { useState, type SubmitEvent } from 'react';
import { acceptTermsLabel } from '../../lib/domain/prospera-campaign.ts';
import { CheckboxField } from '../shared/CheckboxField.tsx';
import { Modal } from '../shared/Modal.tsx';
import { SafeHtml } from '../shared/SafeHtml.tsx';

interface TermsModalProps {
  open: boolean;
  terms: string;
  /** Whether the checkbox and 'Participar' are offered. */
  canJoin: boolean;
  busy: boolean;
  onClose: () => void;
  onAccept: () => void;
}

const formId = 'prospera-terms-form';

export default function TermsModal({ open, terms, canJoin, busy, onClose, onAccept }: TermsModalProps) {
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string>();

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!accepted) {
      setError('Marque a caixa acima para aceitar os termos.');
      return;
    }
    onAccept();
  };

  return (
    <Modal
      open={open}
      title="Termo de Aceite da Campanha"
      size="large"
      onClose={onClose}
      dismissible={!busy}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Fechar
          </button>
          {canJoin && (
            <button type="submit" form={formId} className="button" disabled={busy} aria-busy={busy || undefined}>
              {busy ? 'Carregando...' : 'Participar'}
            </button>
          )}
        </>
      }
    >
      <SafeHtml html={terms} className="prospera-terms" />
      {canJoin && (
        <form id={formId} noValidate onSubmit={submit}>
          <CheckboxField
            label={acceptTermsLabel}
            checked={accepted}
            required
            error={error}
            onChecked={(checked) => {
              setAccepted(checked);
              if (checked) setError(undefined);
            }}
          />
        </form>
      )}
    </Modal>
  );
}
