// Group (network) inclusion requests on /empresas (product-rules R79, R80):
// the group-name check and the one-shot creation (never retried, product-rules R80, R104; a second tap while
// sending is ignored). A creation whose answer is lost may have been made: the list is asked for before
// anything is sent again (R162). The list itself is the companies screen's (screens/companies.ts).
// Loaded with the request form, not on /empresas' first load: the screen imports it when a name is checked
// or a request sent (docs/performance.md, budgets).
import './api-session.ts';
import { createGroupRequest, getGroupRequests, validateGroupName, type GroupRequest, type GroupRequestCreate } from '../api/companies.ts';
import { answerLost, errorMessage } from '../api/errors.ts';
import { unsaid } from '../domain/sentences.ts';
import { toast } from '../toast.ts';
import { $sendingGroupRequest } from './companies.ts';
import { $user } from './session.ts';

/** True while a request is being created (kept in companies.ts, which /empresas loads first). */
export { $sendingGroupRequest };

/** Toast when a request was created. */
const GROUP_REQUEST_SENT = 'Solicitação de inclusão enviada com sucesso';
/** Toast when the creation failed. */
const GROUP_REQUEST_FAILED = 'Erro ao criar solicitação de inclusão';
/** The modal's message when the creation failed. */
export const GROUP_REQUEST_FAILED_LONG = 'Erro ao criar solicitação de inclusão. Tente novamente mais tarde.';
/** The modal's message when a creation got no answer and the list could not be asked for (R162). */
export const GROUP_REQUEST_UNCHECKED =
  'Não recebemos a resposta do servidor e não foi possível conferir se a solicitação foi criada. Tente novamente: antes de reenviar, conferimos suas solicitações.';

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

/**
 * How a creation ended: sent (toast shown; `requests` is the list when it was asked for to confirm it),
 * ignored (one already under way), failed (not made), or unchecked (maybe made, not confirmed yet).
 */
export type GroupRequestOutcome =
  | { kind: 'sent'; requests?: GroupRequest[] }
  | { kind: 'busy' }
  | { kind: 'failed'; reason: string; requests?: GroupRequest[] }
  | { kind: 'unchecked' };

/** A creation that got no answer and is not confirmed yet: what was sent, for whom, and the ids known before. */
interface Unchecked {
  clientCode: string;
  payload: GroupRequestCreate;
  known: ReadonlySet<number>;
}

let unchecked: Unchecked | null = null;

/** A request just made: still open, same group name and documents, not among the requests known before sending. */
function isTheRequest(request: GroupRequest, pending: Unchecked): boolean {
  const fold = (name: string) => name.trim().toLocaleLowerCase('pt-BR');
  const docs = (list: readonly string[]) => [...list].sort().join(' ');
  return (
    !pending.known.has(request.id) &&
    request.request_status === 'created' &&
    fold(request.group_name) === fold(pending.payload.group_name) &&
    docs(request.requested_documents.map((d) => d.requested_document)) === docs(pending.payload.requested_documents)
  );
}

/** The list, to learn whether an unconfirmed creation was made; null when the list did not come either. */
async function lookUp(pending: Unchecked): Promise<{ made: boolean; requests: GroupRequest[] } | null> {
  try {
    // Whether the request landed is the service's answer now, never a kept one (docs/offline.md).
    const requests = await getGroupRequests(pending.clientCode, { kept: false });
    return { made: requests.some((request) => isTheRequest(request, pending)), requests };
  } catch (error) {
    console.error('[group request check]', error);
    return null;
  }
}

/**
 * Creates a request; on failure an error toast and the service's reason for the modal. `known` are the
 * ids of the requests already listed, to tell a new one apart when the answer is lost: the list is then
 * asked for before anything is sent again, now or at the next call (product-rules R162).
 */
export async function sendGroupRequest(form: GroupRequestForm, known: readonly number[] = []): Promise<GroupRequestOutcome> {
  const user = $user.get();
  if ($sendingGroupRequest.get() || !user) return { kind: 'busy' };
  $sendingGroupRequest.set(true);
  const clientCode = user.current_client.clientCode;
  let before = known;
  try {
    if (unchecked?.clientCode === clientCode) {
      const found = await lookUp(unchecked);
      if (!found) return { kind: 'unchecked' };
      unchecked = null;
      if (found.made) return sent(found.requests);
      before = found.requests.map((request) => request.id);
    }
    const payload: GroupRequestCreate = {
      group_name: form.groupName.trim(),
      requested_documents: form.documents,
      requesting_document: user.current_client.cnpj_cpf,
      notes: form.notes.trim(),
    };
    try {
      await createGroupRequest(payload);
    } catch (error) {
      console.error('[group request]', error);
      if (!answerLost(error)) return failed(error);
      // The service may have made it: it is never sent again before the list says it was not.
      unchecked = { clientCode, payload, known: new Set(before) };
      const found = await lookUp(unchecked);
      if (!found) return { kind: 'unchecked' };
      unchecked = null;
      return found.made ? sent(found.requests) : failed(error, found.requests);
    }
    return sent();
  } finally {
    $sendingGroupRequest.set(false);
  }
}

function sent(requests?: GroupRequest[]): GroupRequestOutcome {
  toast.success(GROUP_REQUEST_SENT);
  return requests ? { kind: 'sent', requests } : { kind: 'sent' };
}

function failed(error: unknown, requests?: GroupRequest[]): GroupRequestOutcome {
  toast.error(GROUP_REQUEST_FAILED);
  // Drawn after the spec's sentence: what it already says is not said twice (R279).
  const reason = unsaid(errorMessage(error), [GROUP_REQUEST_FAILED_LONG]);
  return requests ? { kind: 'failed', reason, requests } : { kind: 'failed', reason };
}
