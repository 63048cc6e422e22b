// The list of equipment requests: number, type, date, equipment and description parts; each card
// is a link to the request's detail (a real link: it works in a new tab too).
import type { MouseEvent } from 'react';
import { equipmentScreen, requestHref, type EquipmentRequestView } from '../../lib/screens/equipment.ts';
import { EquipmentFacts } from './EquipmentFacts.tsx';

function follow(event: MouseEvent<HTMLAnchorElement>, number: string) {
  // Let the browser handle new tabs and windows.
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  equipmentScreen.openRequest(number);
}

export function EquipmentList({ requests }: { requests: EquipmentRequestView[] }) {
  return (
    <ul className="equipment-list" aria-label="Solicitações de equipamentos">
      {requests.map((request) => (
        <li key={request.number} className="card equipment-item">
          <h2 className="equipment-item__title">
            <a href={requestHref(request.number)} data-request={request.number} onClick={(event) => follow(event, request.number)}>
              Solicitação {request.number}
            </a>
          </h2>
          <EquipmentFacts request={request} />
        </li>
      ))}
    </ul>
  );
}
