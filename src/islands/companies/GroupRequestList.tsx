// The current client's group inclusion requests: group, date, documents asked for and status.
import { companiesScreen, GROUP_REQUESTS_LOAD_FAILED, type GroupRequestView, type ListPart } from '../../lib/screens/companies.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';

/** `requests` is null until the screen has started. */
export function GroupRequestList({ requests }: { requests: ListPart<GroupRequestView> | null }) {
  if (requests?.error && !requests.loading) {
    return <LoadError title={GROUP_REQUESTS_LOAD_FAILED} message={requests.error} onRetry={() => companiesScreen.retryRequests()} />;
  }
  const list = requests?.items;
  if (!list) return <Skeleton count={2} height={96} label="Carregando solicitações de inclusão" />;
  if (!list.length) return <p className="card muted">Nenhuma solicitação de inclusão de empresas até agora.</p>;
  return (
    <ul className="group-requests" aria-label="Solicitações de inclusão" aria-busy={requests.loading || undefined}>
      {list.map((request) => (
        <li key={request.id} className="group-request card">
          <div className="group-request__head">
            <h3 className="group-request__name">{request.groupName}</h3>
            <p className={`request-status request-status--${request.status}`}>{request.statusLabel}</p>
          </div>
          <p className="muted">Solicitada em {request.createdAt}</p>
          <ul className="group-request__documents" aria-label={`Documentos da solicitação ${request.id}`}>
            {request.documents.map((doc) => (
              <li key={doc.id}>{doc.text}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
