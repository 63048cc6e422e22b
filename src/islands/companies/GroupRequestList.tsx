// The current client's group inclusion requests: group, date, documents asked for and status.
import { useStore } from '@nanostores/react';
import { documentType, formatDocument } from '../../lib/domain/documents.ts';
import { formatDate } from '../../lib/domain/date-format.ts';
import { groupRequestStatusLabel } from '../../lib/domain/group-requests.ts';
import { GROUP_REQUESTS_LOAD_FAILED, groupRequests, loadGroupRequests } from '../../lib/stores/group-requests.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';

export function GroupRequestList({ mounted }: { mounted: boolean }) {
  const list = useStore(groupRequests.$data);
  const loading = useStore(groupRequests.$loading);
  const error = useStore(groupRequests.$error);

  if (error && !loading) return <LoadError title={GROUP_REQUESTS_LOAD_FAILED} message={error} onRetry={() => void loadGroupRequests()} />;
  if (!mounted || !list) return <Skeleton count={2} height={96} label="Carregando solicitações de inclusão" />;
  if (!list.length) return <p className="card muted">Nenhuma solicitação de inclusão de empresas até agora.</p>;
  return (
    <ul className="group-requests" aria-label="Solicitações de inclusão" aria-busy={loading || undefined}>
      {list.map((request) => (
        <li key={request.id} className="group-request card">
          <div className="group-request__head">
            <h3 className="group-request__name">{request.group_name}</h3>
            <p className={`request-status request-status--${request.request_status}`}>{groupRequestStatusLabel(request.request_status)}</p>
          </div>
          <p className="muted">Solicitada em {formatDate(request.created_at)}</p>
          <ul className="group-request__documents" aria-label={`Documentos da solicitação ${request.id}`}>
            {request.requested_documents.map((doc) => (
              <li key={doc.id}>
                {documentType(doc.requested_document)} {formatDocument(doc.requested_document)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
