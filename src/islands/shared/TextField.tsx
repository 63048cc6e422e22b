// A labelled text input with an optional hint and error, linked for assistive technology
// (aria-describedby, aria-invalid). `normalize` filters what is typed or pasted, keeping the caret.
import {
  useCallback,
  useEffect,
  useEffectEvent,
  useId,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import '../../styles/forms.css';

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'aria-invalid' | 'aria-describedby'>;

export interface TextFieldProps extends InputProps {
  label: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  /** Rewrites the raw text (e.g. drops punctuation); must keep the order of what it keeps. */
  normalize?: (raw: string) => string;
  /** Something drawn inside the field's box after the input (e.g. a show/hide button). */
  addon?: ReactNode;
  /** Ids of more text that describes the field (e.g. a live checklist below it). */
  describedById?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** Joins the ids of the texts that describe a field, skipping absent ones. */
export function describedBy(...ids: Array<string | false | undefined>): string | undefined {
  const list = ids.filter(Boolean).join(' ');
  return list || undefined;
}

function placeCaret(field: HTMLInputElement, caret: number): void {
  try {
    field.setSelectionRange(caret, caret);
  } catch {
    /* input types without a selection (email) */
  }
}

/**
 * What a field keeps of what is typed or pasted (e.g. the CPF/CNPJ field drops punctuation, R16): rewrites
 * `field`'s text with `normalize` (which must keep the order of what it keeps), the caret kept after the same
 * kept character, and returns it. Done now, never on a later frame: a key (or a caret move) arriving in
 * between would meet a stale caret and scramble the text. Also used by the sign-in form's own script.
 */
export function normalizeTyped(field: HTMLInputElement, normalize: (raw: string) => string): string {
  const raw = field.value;
  const next = normalize(raw);
  if (next !== raw) {
    const caret = normalize(raw.slice(0, field.selectionStart ?? raw.length)).length;
    field.value = next;
    placeCaret(field, caret);
  }
  return next;
}

export function TextField({
  label,
  value,
  onValue,
  error,
  hint,
  normalize,
  addon,
  describedById,
  ref,
  className,
  ...input
}: TextFieldProps) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
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

  // Text typed on a slow phone before the island hydrated is in the DOM but not in the state, and
  // React would wipe it on the next render: adopt it once, on mount.
  const adoptTyped = useEffectEvent(() => {
    const typed = own.current?.value ?? '';
    if (typed !== '' && typed !== value && !input.readOnly) onValue(normalize ? normalize(typed) : typed);
  });
  useEffect(() => adoptTyped(), []); // once, on mount

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    // The normalized text is written to the input first, so React, committing the same text, leaves it
    // (and the caret) alone.
    onValue(normalize ? normalizeTyped(event.currentTarget, normalize) : event.currentTarget.value);
  };

  return (
    <div className={`field${error ? ' field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      {hint ? (
        <div className="field-hint" id={hintId}>
          {hint}
        </div>
      ) : null}
      <div className="field-box">
        <input
          {...input}
          ref={setRef}
          id={id}
          className="field-input"
          value={value}
          onChange={onChange}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, hintId, describedById)}
        />
        {addon}
      </div>
      {error ? (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
