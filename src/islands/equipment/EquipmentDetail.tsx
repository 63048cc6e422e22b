// One equipment request: its facts and the step lines (product-rules R93), each with its state in words and a
// colour and icon, and the way back to the list.
import { useEffect, useRef } from 'react';
import type { StepTone } from '../../lib/domain/equipment.ts';
import type { EquipmentRequestView } from '../../lib/screens/equipment.ts';
import { EquipmentFacts } from './EquipmentFacts.tsx';

const icons: Record<StepTone, string> = { success: '✓', warning: '!', error: '✕', none: '' };

function BackButton({ onBack }: { onBack: () => void }) {
  return (
    <button type="button" className="button button--secondary equipment-back" onClick={onBack}>
      <span aria-hidden="true">←</span> Voltar para a lista
    </button>
  );
}

/** Moves focus to the detail's heading when it opens, so keyboard and screen reader users land there. */
function useFocusOnOpen() {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return heading;
}

export function EquipmentDetail({ request, onBack }: { request: EquipmentRequestView; onBack: () => void }) {
  const heading = useFocusOnOpen();
  const { material } = request;
  return (
    <section className="card equipment-detail" aria-labelledby="equipment-detail-title">
      <BackButton onBack={onBack} />
      <h2 id="equipment-detail-title" ref={heading} tabIndex={-1} className="equipment-detail__title">
        Solicitação {request.number}
      </h2>
      <EquipmentFacts request={request}>
        {material ? (
          <div>
            <dt>Material</dt>
            <dd>{material}</dd>
          </div>
        ) : null}
        {request.situation ? (
          <div>
            <dt>Situação</dt>
            <dd>{request.situation}</dd>
          </div>
        ) : null}
      </EquipmentFacts>
      <h3 className="equipment-steps__title">Andamento</h3>
      <ol className="equipment-steps">
        {request.steps.map((step) => (
          <li key={step.key} className={`equipment-step equipment-step--${step.tone}`} data-tone={step.tone}>
            <span className="equipment-step__icon" aria-hidden="true">
              {icons[step.tone]}
            </span>
            <span className="equipment-step__text">{step.text}</span>
            <span className="equipment-step__state">{step.toneLabel}</span>
          </li>
        ))}
      </ol>
    </section>
  );
}

export function RequestNotFound({ number, onBack }: { number: string; onBack: () => void }) {
  const heading = useFocusOnOpen();
  return (
    <section className="card equipment-detail" aria-labelledby="equipment-detail-title">
      <BackButton onBack={onBack} />
      <h2 id="equipment-detail-title" ref={heading} tabIndex={-1} className="equipment-detail__title">
        Solicitação {number}
      </h2>
      <p>Solicitação não encontrada.</p>
    </section>
  );
}
