// 'Solicitar inclusão de empresa' (the title is the button that opens it: one text per meaning): group name (locked when the user already has a group, checked
// with the service on blur and on submit), CNPJs typed or pasted into chips, notes. The form keeps
// what was entered while the modal is closed or a submission fails; a success clears it. A request
// whose answer was lost and could not be checked says so; sending again checks first (product-rules R162).
import { useEffect, useId, useRef, useState, type ReactNode, type SubmitEvent } from 'react';
import { chunkDocuments, DOCUMENTS_REQUIRED, GROUP_NAME_REQUIRED } from '../../lib/domain/group-requests.ts';
import { companiesScreen } from '../../lib/screens/companies.ts';
import { GROUP_REQUEST_FAILED_LONG, GROUP_REQUEST_UNCHECKED } from '../../lib/stores/group-requests.ts';
import { FormProblem } from '../shared/FormProblem.tsx';
import { Modal } from '../shared/Modal.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { TextField } from '../shared/TextField.tsx';
import { DocumentChips } from './DocumentChips.tsx';
import { offlineText } from '../../lib/domain/offline-texts.ts';

interface GroupRequestModalProps {
  open: boolean;
  onClose: () => void;
  /** The user's group name, when there is one: the field is then filled and read-only. */
  lockedName: string | null;
  /** True while a request is being sent. */
  sending: boolean;
}

export function GroupRequestModal({ open, onClose, lockedName, sending }: GroupRequestModalProps) {
  const [name, setName] = useState(lockedName ?? '');
  const [nameError, setNameError] = useState<string | undefined>();
  const [documents, setDocuments] = useState<string[]>([]);
  const [pending, setPending] = useState('');
  const [documentsError, setDocumentsError] = useState<string | undefined>();
  const [notes, setNotes] = useState('');
  const [problem, setProblem] = useState<ReactNode>(null);
  const [checking, setChecking] = useState(false);
  const nameInput = useRef<HTMLInputElement>(null);
  const documentsInput = useRef<HTMLInputElement>(null);
  const notesId = useId();
  const groupName = lockedName ?? name;

  const typeDocuments = (raw: string) => {
    const result = chunkDocuments(raw, documents);
    setDocuments(result.documents);
    setPending(result.rest);
    setDocumentsError(result.problems.length ? result.problems.join(' ') : undefined);
  };

  const removeDocument = (doc: string) => {
    setDocuments(documents.filter((d) => d !== doc));
    documentsInput.current?.focus();
  };

  const nameProblem = async (): Promise<string | undefined> => {
    if (!groupName.trim()) return GROUP_NAME_REQUIRED;
    if (lockedName) return undefined;
    return (await companiesScreen.checkGroupName(groupName)) ?? undefined;
  };

  // The latest typed name, so a late answer about an older one is dropped.
  const latestName = useRef(name);
  const changeName = (value: string) => {
    latestName.current = value;
    setName(value);
  };
  const onNameBlur = async () => {
    if (lockedName || !name.trim()) return;
    const asked = name;
    const problem = await nameProblem();
    if (latestName.current === asked) setNameError(problem);
  };

  // Taken by a submit until it ends. `sending` and `checking` are the last drawn values: a second tap
  // that reaches the handler before React redraws (a double tap on a slow phone, or the moment between
  // the name check and the send) passed them and sent the same form again once the first was done
  // (product-rules R80). After a success it is held until the modal opens again, as the cleared form
  // may not be drawn yet.
  const submitting = useRef(false);
  useEffect(() => {
    if (open) submitting.current = false;
  }, [open]);
  const submit = async (event: SubmitEvent) => {
    event.preventDefault();
    if (submitting.current || sending) return;
    submitting.current = true;
    let sent = false;
    try {
      sent = await submitOnce();
    } finally {
      if (!sent) submitting.current = false;
    }
  };

  /** Checks and sends the form; true when the request was made (the form is then cleared and closed). */
  const submitOnce = async (): Promise<boolean> => {
    setProblem(null);
    const docProblem = pending ? `Documento inválido: ${pending}` : documents.length ? undefined : DOCUMENTS_REQUIRED;
    setDocumentsError(docProblem);
    if (!groupName.trim()) {
      setNameError(GROUP_NAME_REQUIRED);
      nameInput.current?.focus();
      return false;
    }
    if (docProblem) {
      documentsInput.current?.focus();
      return false;
    }
    setChecking(true);
    const checked = await nameProblem();
    setChecking(false);
    setNameError(checked);
    if (checked) {
      nameInput.current?.focus();
      return false;
    }
    const outcome = await companiesScreen.sendGroupRequest({ groupName, documents, notes });
    // The spec's sentence as written, then the service's reason on its own line, when it adds to the
    // sentence (product-rules R80, R279).
    if (outcome.kind === 'failed')
      setProblem(
        <>
          {GROUP_REQUEST_FAILED_LONG} {outcome.reason ? <span className="form-problem__detail">{outcome.reason}</span> : null}
        </>,
      );
    if (outcome.kind === 'unchecked') setProblem(GROUP_REQUEST_UNCHECKED);
    if (outcome.kind !== 'sent') return false;
    if (!lockedName) changeName('');
    setDocuments([]);
    setPending('');
    setNotes('');
    onClose();
    return true;
  };

  return (
    <Modal open={open} title="Solicitar inclusão de empresa" onClose={onClose} dismissible={!sending}>
      <form className="form" noValidate onSubmit={(event) => void submit(event)}>
        <TextField
          ref={nameInput}
          label="Nome do agrupamento"
          value={groupName}
          onValue={(value) => {
            changeName(value);
            setNameError(undefined);
          }}
          onBlur={() => void onNameBlur()}
          readOnly={lockedName !== null}
          hint={lockedName ? 'Seu usuário já faz parte deste agrupamento.' : undefined}
          error={nameError}
          autoComplete="off"
          maxLength={120}
        />
        <TextField
          ref={documentsInput}
          label="CNPJ das empresas"
          value={pending}
          onValue={typeDocuments}
          hint="Digite ou cole um ou mais CNPJs; cada CNPJ completo entra na lista abaixo."
          error={documentsError}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        <DocumentChips documents={documents} onRemove={removeDocument} />
        <div className="field">
          <label className="field-label" htmlFor={notesId}>
            Observações
          </label>
          <textarea
            id={notesId}
            className="field-input"
            rows={3}
            maxLength={1000}
            value={notes}
            onChange={(event) => setNotes(event.currentTarget.value)}
          />
        </div>
        <FormProblem text={problem} />
        <div className="group-request-actions">
          <button type="button" className="button button--secondary" onClick={onClose} disabled={sending}>
            Cancelar
          </button>
          <SubmitButton busy={sending || checking} busyLabel="Enviando..." offlineText={offlineText('solicitar a inclusão')}>
            Enviar solicitação
          </SubmitButton>
        </div>
      </form>
    </Modal>
  );
}
