// Group (network) inclusion requests (product-rules R78, R79,
// R16): the status labels and the documents field, which turns what is typed or
// pasted into 14-character chunks; complete chunks become chips, a partial one stays in the field.
import { cleanDocument, formatDocument, isValidCnpj } from './documents.ts';

/** Status of a request as the service sends it. */
export type GroupRequestStatus = 'created' | 'concluded' | 'canceled';

/** Length of one document chunk: a CNPJ, numeric or alphanumeric. */
const DOCUMENT_CHUNK_LENGTH = 14;

/** Message when the group name is empty. */
export const GROUP_NAME_REQUIRED = 'Nome do agrupamento é obrigatório';
/** Message when no valid document was added. */
export const DOCUMENTS_REQUIRED = 'Informe ao menos um documento válido da empresa que deseja incluir';

const statusLabels: Record<GroupRequestStatus, string> = {
  created: 'Chamado aberto',
  concluded: 'Aprovado',
  canceled: 'Rejeitado',
};

/** The label of a request status: 'Chamado aberto', 'Aprovado' or 'Rejeitado'. */
export function groupRequestStatusLabel(status: GroupRequestStatus): string {
  return statusLabels[status];
}

/** What the documents field becomes after a change. */
interface DocumentChunking {
  /** Every accepted document (cleaned), the earlier ones first. */
  documents: string[];
  /** The partial chunk left in the field. */
  rest: string;
  /** 'Documento inválido: {doc}' / 'Documento já adicionado: {doc}' for each refused chunk. */
  problems: string[];
}

/**
 * Reads the documents field: keeps letters and digits (upper-cased), splits them into chunks of
 * 14; each complete chunk that is a valid CNPJ and not yet in `documents` is added, the others are
 * reported; the last partial chunk stays in the field.
 */
export function chunkDocuments(input: string, documents: readonly string[]): DocumentChunking {
  const cleaned = cleanDocument(input);
  const accepted = [...documents];
  const problems: string[] = [];
  const completeLength = cleaned.length - (cleaned.length % DOCUMENT_CHUNK_LENGTH);
  for (let start = 0; start < completeLength; start += DOCUMENT_CHUNK_LENGTH) {
    const chunk = cleaned.slice(start, start + DOCUMENT_CHUNK_LENGTH);
    if (!isValidCnpj(chunk)) problems.push(`Documento inválido: ${formatDocument(chunk)}`);
    else if (accepted.includes(chunk)) problems.push(`Documento já adicionado: ${formatDocument(chunk)}`);
    else accepted.push(chunk);
  }
  return { documents: accepted, rest: cleaned.slice(completeLength), problems };
}
