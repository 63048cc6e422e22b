// 'Alterar Senha' tab: current, new and repeated password. Only "required" is checked here (no
// other client-side rule, product-rules R98); the service decides the rest and its details are the toast.
// With no answer the change may have been made: the form says so and is cleared (R161).
import { useState, type SubmitEvent } from 'react';
import { PASSWORD_MAYBE_CHANGED, settingsScreen } from '../../lib/screens/settings.ts';
import { FormProblem } from '../shared/FormProblem.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useFormErrors } from '../shared/use-form-errors.ts';
import { offlineText } from '../../lib/domain/offline-texts.ts';

interface Values {
  password: string;
  newPassword: string;
  confirmationNewPassword: string;
}
type Field = keyof Values;

const empty: Values = { password: '', newPassword: '', confirmationNewPassword: '' };
const order: readonly Field[] = ['password', 'newPassword', 'confirmationNewPassword'];
const required: Record<Field, string> = {
  password: 'Informe a senha atual.',
  newPassword: 'Informe a nova senha.',
  confirmationNewPassword: 'Repita a nova senha.',
};

function validate(values: Values): Partial<Record<Field, string>> {
  return Object.fromEntries(order.filter((field) => values[field] === '').map((field) => [field, required[field]]));
}

export function PasswordTab() {
  const [values, setValues] = useState<Values>(empty);
  const [busy, setBusy] = useState(false);
  const [unsure, setUnsure] = useState(false);
  const form = useFormErrors(values, validate, order);
  const set = (field: Field) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !form.check()) return;
    setBusy(true);
    setUnsure(false);
    const outcome = await settingsScreen.changePassword(values);
    setBusy(false);
    setUnsure(outcome === 'unsure');
    if (outcome !== 'refused') {
      setValues(empty);
      form.reset();
    }
  }

  return (
    <form className="settings-form" method="post" noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Alterar senha">
      <PasswordField
        ref={form.fieldRef('password')}
        label="Senha atual"
        autoComplete="current-password"
        value={values.password}
        onValue={set('password')}
        error={form.errors.password}
        required
      />
      <PasswordField
        ref={form.fieldRef('newPassword')}
        label="Nova senha"
        autoComplete="new-password"
        value={values.newPassword}
        onValue={set('newPassword')}
        error={form.errors.newPassword}
        required
      />
      <PasswordField
        ref={form.fieldRef('confirmationNewPassword')}
        label="Repita a nova senha"
        autoComplete="new-password"
        value={values.confirmationNewPassword}
        onValue={set('confirmationNewPassword')}
        error={form.errors.confirmationNewPassword}
        required
      />
      <FormProblem text={unsure ? PASSWORD_MAYBE_CHANGED : null} />
      <SubmitButton busy={busy} busyLabel="Salvando..." offlineText={offlineText('alterar a senha')}>
        Alterar senha
      </SubmitButton>
    </form>
  );
}
