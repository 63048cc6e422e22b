// What the list and the detail both show of a request: type, date and equipment (plus any facts
// the caller adds), then the description's parts.
import type { ReactNode } from 'react';
import type { EquipmentRequest } from '../../lib/api/equipment.ts';
import { descriptionParts, requestTypeLabel } from '../../lib/domain/equipment.ts';

export function EquipmentFacts({ request, children }: { request: EquipmentRequest; children?: ReactNode }) {
  const parts = descriptionParts(request.MAKTX);
  return (
    <>
      <dl className="equipment-facts">
        <div>
          <dt>Tipo</dt>
          <dd>{requestTypeLabel(request.TPSOL)}</dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>{request.ERDAT}</dd>
        </div>
        <div>
          <dt>Equipamento</dt>
          <dd>{request.TPEQP}</dd>
        </div>
        {children}
      </dl>
      {parts.length > 0 ? (
        <ul className="equipment-parts" aria-label="Descrição">
          {parts.map((part, index) => (
            <li key={index}>{part}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
