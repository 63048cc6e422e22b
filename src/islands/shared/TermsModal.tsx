// 'Termo de Aceite da Campanha' for both campaign systems and the campaigns home: the term (service
// HTML, sanitised by SafeHtml) and, while the client may still join, the required checkbox and
// 'Participar'; offline 'Participar' is off, the tick stays, and a line says why (product-rules R170).
// The home loads the term when its card opens the modal: until it is there (or when it failed) there
// is nothing to accept, so neither the box nor 'Participar' is offered (R33).
import { useStore } from '@nanostores/react';
import { useId, useState, type SubmitEvent } from 'react';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { $online } from '../../lib/stores/online.ts';
import { CheckboxField } from './CheckboxField.tsx';
import { LoadError } from './LoadError.tsx';
import { Skeleton } from './Skeleton.tsx';
import { Modal } from './Modal.tsx';
import { SafeHtml } from './SafeHtml.tsx';

interface TermsModalProps {
  open: boolean;
  /** The term's HTML as the service sent it; null while it loads. */
  term: string | null;
  /** The term could not be loaded: why, and a way to try again. */
  loadError?: { message: string; onRetry: () => void } | undefined;
  /** Whether the checkbox and 'Participar' are offered. */
  canJoin: boolean;
  busy: boolean;
  onAccept: () => void;
  onClose: () => void;
  /** Class of the term's box (each system styles it). */
  termClassName: string;
}

/** Said when 'Participar' is pressed with the box unticked, in both systems (product-rules R34, R52). */
const uncheckedText = 'Marque a caixa para aceitar os termos da campanha.';

export default function TermsModal({ open, term, loadError, canJoin: mayJoin, busy, onAccept, onClose, termClassName }: TermsModalProps) {
  const formId = useId();
  const canJoin = mayJoin && term !== null && !loadError;
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<string | undefined>(undefined);
  const online = useStore($online);

  const submit = (event: SubmitEvent) => {
    event.preventDefault();
    if (!online) return;
    if (!accepted) {
      setError(uncheckedText);
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
            <button
              type="submit"
              form={formId}
              className="button"
              disabled={busy || !online}
              aria-busy={busy || undefined}
              aria-describedby={online ? undefined : `${formId}-offline`}
            >
              {busy ? 'Carregando...' : 'Participar'}
            </button>
          )}
        </>
      }
    >
      {loadError ? (
        <LoadError title="Não foi possível carregar os termos" message={loadError.message} onRetry={loadError.onRetry} />
      ) : term === null ? (
        <Skeleton label="Carregando termos da campanha" count={1} height={240} />
      ) : (
        <SafeHtml html={term} className={termClassName} />
      )}
      {canJoin && (
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
          <p id={`${formId}-offline`} className="offline-note" role="status">
            {online ? '' : offlineText('responder à campanha')}
          </p>
        </form>
      )}
    </Modal>
  );
}
