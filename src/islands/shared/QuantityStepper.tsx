// A quantity control: minus, a digits-only box and plus, each at least 44 px. It shows what it is
// given at once and reports every change; the rules (limits, minimum) belong to the caller.
import { useState } from 'react';
import { quantityDigits } from '../../lib/domain/cart-rules.ts';
import '../../styles/stepper.css';

interface QuantityStepperProps {
  value: number;
  /** Accessible name of the box, e.g. 'Quantidade de Cerveja Brahma'. */
  label: string;
  canIncrease: boolean;
  onIncrease: () => void;
  onDecrease: () => void;
  /** A typed value (already parsed); answers the value kept. */
  onType: (text: string) => number;
}

/** − [ n ] + with a box that keeps what is being typed until it loses focus. */
export function QuantityStepper({ value, label, canIncrease, onIncrease, onDecrease, onType }: QuantityStepperProps) {
  const [text, setText] = useState(String(value));
  const [editing, setEditing] = useState(false);
  return (
    <div className="stepper" role="group" aria-label={label}>
      <button type="button" className="stepper__button" onClick={onDecrease} aria-label={`Diminuir ${label.toLowerCase()}`}>
        −
      </button>
      <input
        className="stepper__input"
        inputMode="numeric"
        pattern="[0-9]*"
        // No maxLength: the browser would cut a pasted '1.000' to '1.00' before its digits are taken (R63).
        aria-label={label}
        value={editing ? text : String(value)}
        onFocus={(event) => {
          setEditing(true);
          setText(String(value));
          event.currentTarget.select();
        }}
        onBlur={() => setEditing(false)}
        onChange={(event) => {
          const raw = quantityDigits(event.currentTarget.value);
          const kept = onType(raw);
          setText(raw === '' || Number(raw) === kept ? raw : String(kept));
        }}
      />
      <button
        type="button"
        className="stepper__button"
        onClick={onIncrease}
        disabled={!canIncrease}
        aria-label={`Aumentar ${label.toLowerCase()}`}
      >
        +
      </button>
    </div>
  );
}
