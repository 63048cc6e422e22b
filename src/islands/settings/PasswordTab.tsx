// 'Alterar Senha' tab: current, new and repeated password. Only "required" is checked here (no
// other client-side rule, product-rules R98); the service decides the rest and its details are the toast.
import { useState, type SubmitEvent } from 'react';
import { settingsScreen } from '../../lib/screens/settings.ts';
import { PasswordField } from '../shared/PasswordField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useFormErrors } from '../shared/use-form-errors.ts';

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
  const form = useFormErrors(values, validate, order);
  const set = (field: Field) => (value: string) => setValues((previous) => ({ ...previous, [field]: value }));

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy || !form.check()) return;
    setBusy(true);
    const changed = await settingsScreen.changePassword(values);
    setBusy(false);
    if (changed) {
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
      <SubmitButton busy={busy} busyLabel="Salvando...">
        Alterar senha
      </SubmitButton>
    </form>
  );
}
