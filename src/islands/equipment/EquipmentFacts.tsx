// What the list and the detail both show of a request: type, date and equipment (plus any facts
// the caller adds), then the description's parts.
import type { ReactNode } from 'react';
import type { EquipmentRequestView } from '../../lib/screens/equipment.ts';

export function EquipmentFacts({ request, children }: { request: EquipmentRequestView; children?: ReactNode }) {
  const parts = request.description;
  return (
    <>
      <dl className="equipment-facts">
        <div>
          <dt>Tipo</dt>
          <dd>{request.typeLabel}</dd>
        </div>
        <div>
          <dt>Data</dt>
          <dd>{request.date}</dd>
        </div>
        <div>
          <dt>Equipamento</dt>
          <dd>{request.equipment}</dd>
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
