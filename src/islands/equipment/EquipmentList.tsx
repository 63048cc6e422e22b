// The list of equipment requests: number, type, date, equipment and description parts; each card
// is a link to the request's detail (a real link: it works in a new tab too).
import type { MouseEvent } from 'react';
import type { EquipmentRequest } from '../../lib/api/equipment.ts';
import { openRequest, requestHref } from '../../lib/stores/equipment.ts';
import { EquipmentFacts } from './EquipmentFacts.tsx';

function follow(event: MouseEvent<HTMLAnchorElement>, number: string) {
  // Let the browser handle new tabs and windows.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  openRequest(number);
}

export function EquipmentList({ requests }: { requests: EquipmentRequest[] }) {
  return (
    <ul className="equipment-list" aria-label="Solicitações de equipamentos">
      {requests.map((request) => (
        <li key={request.NRSOL} className="card equipment-item">
          <h2 className="equipment-item__title">
            <a href={requestHref(request.NRSOL)} data-request={request.NRSOL} onClick={(event) => follow(event, request.NRSOL)}>
              Solicitação {request.NRSOL}
            </a>
          </h2>
          <EquipmentFacts request={request} />
        </li>
      ))}
    </ul>
  );
}
