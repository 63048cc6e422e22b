// First access, step 2 ('Finalize o cadastro'): contact data, a new password with its live
// requirement list, the policy and notification checkboxes ('Finalizar Cadastro').
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { validateFinish, type FinishValues } from '../../lib/domain/auth-rules.ts';
import { $registration, finishRegistration } from '../../lib/screens/access.ts';
import { CheckboxField } from '../shared/CheckboxField.tsx';
import { FormProblem } from '../shared/FormProblem.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { TextField } from '../shared/TextField.tsx';
import { useFormErrors } from '../shared/use-form-errors.ts';
import { PasswordChecklist } from './PasswordChecklist.tsx';
import { offlineText } from '../../lib/domain/offline-texts.ts';

const order = ['email', 'confirmEmail', 'phone', 'password', 'confirmPassword', 'policyCheck'] as const;
const empty: FinishValues = {
  email: '',
  confirmEmail: '',
  phone: '',
  password: '',
  confirmPassword: '',
  policyCheck: false,
  notificationCheck: false,
};
const emailInput = {
  type: 'email',
  inputMode: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
  'aria-required': 'true',
} as const;

export function FinishStep({ username }: { username: string }) {
  const { busy, problem } = useStore($registration);
  const [values, setValues] = useState<FinishValues>(empty);
  const { errors, fieldRef, check } = useFormErrors(values, validateFinish, order);
  const checklistId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The step replaced the form the user was on: announce where they are now.
  useEffect(() => heading.current?.focus(), []);
  const set =
    <K extends keyof FinishValues>(field: K) =>
    (value: FinishValues[K]) =>
      setValues((v) => ({ ...v, [field]: value }));

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (check()) void finishRegistration(values);
  };

  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <h2 className="form-title" tabIndex={-1} ref={heading}>
        Finalize o cadastro
      </h2>
      <TextField
        label="Usuário (CPF/CNPJ)"
        value={username}
        onValue={() => undefined}
        readOnly
        autoComplete="username"
        hint="Use este usuário para entrar no portal."
      />
      <TextField
        {...emailInput}
        ref={fieldRef('email')}
        label="E-mail"
        autoComplete="email"
        value={values.email}
        onValue={set('email')}
        error={errors.email}
      />
      <TextField
        {...emailInput}
        ref={fieldRef('confirmEmail')}
        label="Confirme o e-mail"
        autoComplete="email"
        value={values.confirmEmail}
        onValue={set('confirmEmail')}
        error={errors.confirmEmail}
      />
      <TextField
        ref={fieldRef('phone')}
        label="Telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        aria-required="true"
        hint="Com DDD. Ex.: (21) 98765-4321"
        value={values.phone}
        onValue={set('phone')}
        error={errors.phone}
      />
      <PasswordField
        ref={fieldRef('password')}
        label="Senha"
        autoComplete="new-password"
        aria-required="true"
        describedById={checklistId}
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <PasswordChecklist id={checklistId} password={values.password} />
      <PasswordField
        ref={fieldRef('confirmPassword')}
        label="Confirme a senha"
        autoComplete="new-password"
        aria-required="true"
        value={values.confirmPassword}
        onValue={set('confirmPassword')}
        error={errors.confirmPassword}
      />
      <CheckboxField
        ref={fieldRef('policyCheck')}
        label="Li e aceito a política de privacidade"
        required
        checked={values.policyCheck}
        onChecked={set('policyCheck')}
        error={errors.policyCheck}
      />
      <CheckboxField label="Quero receber notificações do portal" checked={values.notificationCheck} onChecked={set('notificationCheck')} />
      <FormProblem text={problem} />
      <SubmitButton busy={busy} offlineText={offlineText('fazer o cadastro')}>
        Finalizar Cadastro
      </SubmitButton>
    </form>
  );
}
