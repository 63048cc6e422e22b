// Token validation (/auth/validate-token): the six boxes and 'Validar'; on success the panel
// 'Conta verificada com sucesso!' while the store opens sign-in after 3.5 s.
import { useStore } from '@nanostores/react';
import { useId, useState, type SubmitEvent } from 'react';
import { TOKEN_LENGTH, validateTokenForm } from '../../lib/domain/auth-rules.ts';
import { $tokenValidation, submitToken } from '../../lib/screens/access.ts';
import { describedBy } from '../shared/TextField.tsx';
import { FeedbackPanel } from '../shared/FeedbackPanel.tsx';
import { FormProblem } from '../shared/FormProblem.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { useFormErrors } from '../shared/use-form-errors.ts';
import { TokenBoxes } from './TokenBoxes.tsx';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { island } from '../shared/island.tsx';

const order = ['token'] as const;

function ValidateTokenForm() {
  const { busy, problem, verified } = useStore($tokenValidation);
  const [chars, setChars] = useState<string[]>(() => Array.from({ length: TOKEN_LENGTH }, () => ''));
  const token = chars.join('');
  const { errors, fieldRef, check } = useFormErrors({ token }, validateTokenForm, order);
  const id = useId();

  if (verified) {
    return (
      <FeedbackPanel tone="success" title="Conta verificada com sucesso!" subtitle="Você será levado para o login em instantes.">
        <a className="button button--block" href="/auth/signin">
          Ir para o login
        </a>
      </FeedbackPanel>
    );
  }

  const onSubmit = (event: SubmitEvent) => {
    event.preventDefault();
    if (check()) void submitToken(token);
  };

  return (
    <form className="form" method="post" noValidate onSubmit={onSubmit} aria-busy={busy}>
      <p className="form-intro">Digite o token de 6 caracteres que enviamos para o seu e-mail.</p>
      <fieldset className="token-fieldset">
        <legend className="field-label">Token recebido por e-mail</legend>
        <p className="field-hint" id={`${id}-hint`}>
          O token é válido por 1 dia.
        </p>
        <TokenBoxes
          chars={chars}
          onChars={setChars}
          invalid={errors.token !== undefined}
          describedBy={describedBy(errors.token && `${id}-error`, `${id}-hint`)}
          firstRef={fieldRef('token')}
        />
        {errors.token ? (
          <p className="field-error" id={`${id}-error`}>
            {errors.token}
          </p>
        ) : null}
      </fieldset>
      <FormProblem text={problem} />
      <SubmitButton busy={busy} offlineText={offlineText('validar o token')}>
        Validar
      </SubmitButton>
    </form>
  );
}

export default island(ValidateTokenForm);
