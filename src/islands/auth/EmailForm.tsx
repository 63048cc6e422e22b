// The one-field e-mail form of password reset and token resend.
import { useState, type SubmitEvent, type ReactNode } from 'react';
import { validateEmailForm, type EmailValues } from '../../lib/domain/auth-rules.ts';
import { FormProblem } from '../shared/FormProblem.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormErrors } from '../shared/use-form-errors.ts';

interface EmailFormProps {
  intro: ReactNode;
  submitLabel: string;
  /** The R170 line under the button while offline. */
  offlineText: string;
  busy: boolean;
  problem: string | null;
  onSend: (email: string) => void;
}

const order = ['email'] as const;

export function EmailForm({ intro, submitLabel, offlineText, busy, problem, onSend }: EmailFormProps) {
  const [values, setValues] = useState<EmailValues>({ email: '' });
  const { errors, fieldRef, check } = useFormErrors(values, validateEmailForm, order);
  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (check()) onSend(values.email);
  };
  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="form-intro">{intro}</p>
      <TextField
        ref={fieldRef('email')}
        label="E-mail"
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        aria-required="true"
        value={values.email}
        onValue={(email) => setValues({ email })}
        error={errors.email}
      />
      <FormProblem text={problem} />
      <SubmitButton busy={busy} offlineText={offlineText}>
        {submitLabel}
      </SubmitButton>
    </form>
  );
}
