// A checkbox with its label and error, the whole row clickable (at least 44 px high).
import { useCallback, useEffect, useEffectEvent, useId, useRef, type ReactNode, type Ref } from 'react';
import '../../styles/forms.css';

interface CheckboxFieldProps {
  label: ReactNode;
  checked: boolean;
  onChecked: (checked: boolean) => void;
  error?: string | undefined;
  required?: boolean;
  disabled?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, checked, onChecked, error, required, disabled, ref }: CheckboxFieldProps) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const own = useRef<HTMLInputElement | null>(null);
  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  // Ticked before the island hydrated: keep it (React would untick it on the next render).
  const adoptTicked = useEffectEvent(() => {
    const ticked = own.current?.checked ?? false;
    if (ticked !== checked && !disabled) onChecked(ticked);
  });
  useEffect(() => adoptTicked(), []); // once, on mount
  return (
    <div className={`field field--check${error ? ' field--invalid' : ''}`}>
      <div className="check">
        <input
          ref={setRef}
          id={id}
          type="checkbox"
          className="check-input"
          checked={checked}
          disabled={disabled}
          onChange={(event) => onChecked(event.currentTarget.checked)}
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
        />
        <label className="check-label" htmlFor={id}>
          {label}
        </label>
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
