// A password input with a show/hide toggle (a real button, 44 px, state announced by aria-pressed).
import { useState } from 'react';
import { TextField, type TextFieldProps } from './TextField.tsx';

type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'addon' | 'normalize'>;

/** The toggle's icon while the password is hidden (also swapped in by the sign-in form's script). */
export const eye =
  'M12 5c-5 0-9 4.5-10 7 1 2.5 5 7 10 7s9-4.5 10-7c-1-2.5-5-7-10-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-7a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5z';
/** The toggle's icon while the password is shown. */
export const eyeOff =
  'M3.3 2 2 3.3l3.1 3.1C3.4 7.8 2.5 9.6 2 12c1 2.5 5 7 10 7 1.8 0 3.4-.5 4.8-1.3l3.9 3.9 1.3-1.3zM12 16.5A4.5 4.5 0 0 1 7.5 12c0-.8.2-1.5.5-2.1l1.5 1.5a2.5 2.5 0 0 0 3.1 3.1l1.5 1.5c-.6.3-1.3.5-2.1.5zM12 5c-1.4 0-2.7.4-3.9.9l2 2A4.5 4.5 0 0 1 16.4 13l2.9 2.9C20.6 14.7 21.5 13.3 22 12c-1-2.5-5-7-10-7z';

export function PasswordField(props: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className="field-toggle"
          aria-label="Mostrar senha"
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
            <path d={visible ? eyeOff : eye} />
          </svg>
        </button>
      }
    />
  );
}
