// Validation state of a form: no errors until the first submit, then the rules run on every change
// so a fixed field clears at once. A failed submit moves the focus to the first invalid field.
import { useRef, useState } from 'react';

/** What a form gets back: current errors, a ref setter per field, and the submit check. */
interface FormErrors<K extends string> {
  errors: Partial<Record<K, string>>;
  fieldRef: (field: K) => (element: HTMLElement | null) => void;
  /** Runs the rules; true when the form may be sent. */
  check: () => boolean;
  /** Back to no errors shown until the next submit (after a form is sent and emptied). */
  reset: () => void;
}

export function useFormErrors<V, K extends string>(
  values: V,
  validate: (values: V) => Partial<Record<K, string>>,
  order: readonly K[],
): FormErrors<K> {
  const [tried, setTried] = useState(false);
  const elements = useRef<Partial<Record<K, HTMLElement | null>>>({});
  const errors = tried ? validate(values) : {};
  return {
    errors,
    fieldRef: (field) => (element) => {
      elements.current[field] = element;
    },
    check: () => {
      setTried(true);
      const found = validate(values);
      const first = order.find((field) => found[field] !== undefined);
      if (first === undefined) return true;
      const element = elements.current[first];
      // Already focused (Enter pressed in it): leave and come back so screen readers read it again.
      if (element && document.activeElement === element) element.blur();
      element?.focus();
      return false;
    },
    reset: () => setTried(false),
  };
}
