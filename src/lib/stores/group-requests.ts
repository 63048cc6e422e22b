// Group (network) inclusion requests on /empresas (product-rules R79, R80):
// the group-name check and the one-shot creation (never retried, product-rules R80, R104; a second tap while
// sending is ignored). The list itself is the companies screen's (screens/companies.ts).
import './api-session.ts';
import { atom } from 'nanostores';
import { createGroupRequest, validateGroupName } from '../api/companies.ts';
import { errorMessage } from '../api/errors.ts';
import { toast } from '../toast.ts';
import { $user } from './session.ts';

/** Toast when a request was created. */
const GROUP_REQUEST_SENT = 'Solicitação de inclusão enviada com sucesso';
/** Toast when the creation failed. */
const GROUP_REQUEST_FAILED = 'Erro ao criar solicitação de inclusão';
/** The modal's message when the creation failed. */
export const GROUP_REQUEST_FAILED_LONG = 'Erro ao criar solicitação de inclusão. Tente novamente mais tarde.';
/** Heading of the list's load failure. */
export const GROUP_REQUESTS_LOAD_FAILED = 'Erro ao buscar solicitações de inclusão de empresas';

/** True while a request is being created. */
export const $sendingGroupRequest = atom(false);

/** Checks a new group name with the service: null when it may be used, else the service's reason. */
export async function checkGroupName(name: string): Promise<string | null> {
  try {
    await validateGroupName(name.trim());
    return null;
  } catch (error) {
    console.error('[group name]', error);
    return errorMessage(error);
  }
}

/** What the form sends; the requesting document is the current company's. */
export interface GroupRequestForm {
  groupName: string;
  documents: string[];
  notes: string;
}

/** How a creation ended: sent (toast shown), ignored (one already under way) or failed. */
export type GroupRequestOutcome = { kind: 'sent' } | { kind: 'busy' } | { kind: 'failed'; reason: string };

/** Creates a request; on failure an error toast and the service's reason for the modal. */
export async function sendGroupRequest(form: GroupRequestForm): Promise<GroupRequestOutcome> {
  const user = $user.get();
  if ($sendingGroupRequest.get() || !user) return { kind: 'busy' };
  $sendingGroupRequest.set(true);
  try {
    await createGroupRequest({
      group_name: form.groupName.trim(),
      requested_documents: form.documents,
      requesting_document: user.current_client.cnpj_cpf,
      notes: form.notes.trim(),
    });
    toast.success(GROUP_REQUEST_SENT);
    return { kind: 'sent' };
  } catch (error) {
    console.error('[group request]', error);
    toast.error(GROUP_REQUEST_FAILED);
    return { kind: 'failed', reason: errorMessage(error) };
  } finally {
    $sendingGroupRequest.set(false);
  }
}
