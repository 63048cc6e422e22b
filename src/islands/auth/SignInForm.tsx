// Sign in (/auth/signin): CPF/CNPJ and password; the store signs in and leaves for the landing page.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SubmitEvent } from 'react';
import { validateSignIn, type SignInValues } from '../../lib/domain/auth-rules.ts';
import { $signIn, $supportPhone, loadSignInExtras, submitSignIn } from '../../lib/screens/access.ts';
import { FormProblem } from '../shared/FormProblem.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useFormErrors } from '../shared/use-form-errors.ts';
import { DocumentField } from './DocumentField.tsx';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { island } from '../shared/island.tsx';

const order = ['username', 'password'] as const;

function SignInForm() {
  const { busy, problem } = useStore($signIn);
  const phone = useStore($supportPhone);
  const [values, setValues] = useState<SignInValues>({ username: '', password: '' });
  const { errors, fieldRef, check } = useFormErrors(values, validateSignIn, order);
  const set = (field: keyof SignInValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  useEffect(() => void loadSignInExtras(), []);

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (check()) void submitSignIn(values);
  };

  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <DocumentField
        ref={fieldRef('username')}
        name="username"
        autoComplete="username"
        aria-required="true"
        value={values.username}
        onValue={set('username')}
        error={errors.username}
      />
      <PasswordField
        ref={fieldRef('password')}
        label="Senha"
        name="password"
        autoComplete="current-password"
        aria-required="true"
        value={values.password}
        onValue={set('password')}
        error={errors.password}
      />
      <p className="form-aside">
        <a className="auth-link" href="/auth/reset-password">
          Esqueceu sua senha?
        </a>
      </p>
      <FormProblem text={problem} />
      <SubmitButton busy={busy} offlineText={offlineText('entrar')}>
        Entrar
      </SubmitButton>
      <p className="form-footer">
        <a className="auth-link" href="/auth/signup">
          Primeiro Acesso? Valide o seu cadastro!
        </a>
      </p>
      <p className="help-line">
        Ainda não tem cadastro? Ligue grátis para a nossa central de atendimento:
        {/* The number comes from /config.json after load; its line is reserved so nothing moves. */}
        <span className="help-phone">{phone ? <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> : null}</span>
      </p>
    </form>
  );
}

export default island(SignInForm);
