// Sign in (/auth/signin): the form's markup, drawn at build time from the shared field components and never
// hydrated. src/scripts/sign-in.ts makes it work without React, so the first page most clients open is
// usable once ~25 KB of script has arrived instead of ~85 KB (docs/architecture.md, "The sign-in form").
// It carries `data-awaits-script` until that script has wired it (as Astro's `ssr` on an island), and is a
// shell control: tap replay holds what is tapped and typed in it until the script marks the page live.
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { FormProblem } from '../shared/FormProblem.tsx';
import { PasswordField } from '../shared/PasswordField.tsx';
import { SubmitButton } from '../shared/SubmitButton.tsx';
import { DocumentField } from './DocumentField.tsx';

/** The script owns the values: the static inputs are drawn empty and never re-rendered. */
const scriptOwned = () => undefined;
/** The button's words while sending and offline, handed to the script with the markup (SubmitButton's own). */
const busyLabel = 'Carregando...';
const offline = offlineText('entrar');

export default function SignInForm() {
  return (
    <form
      className="form"
      method="post"
      noValidate
      aria-busy="false"
      data-sign-in
      data-awaits-script=""
      data-shell-control=""
      data-busy-label={busyLabel}
      data-offline-text={offline}
    >
      <DocumentField name="username" autoComplete="username" aria-required="true" value="" onValue={scriptOwned} />
      <PasswordField label="Senha" name="password" autoComplete="current-password" aria-required="true" value="" onValue={scriptOwned} />
      <p className="form-aside">
        <a className="auth-link" href="/auth/reset-password">
          Esqueceu sua senha?
        </a>
      </p>
      <FormProblem text={null} />
      <SubmitButton busy={false} busyLabel={busyLabel} offlineText={offline}>
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
        <span className="help-phone" />
      </p>
    </form>
  );
}
