// Password reset (/auth/reset-password): e-mail, 'Enviar senha temporária', then 'Email enviado'.
import { useStore } from '@nanostores/react';
import { $passwordReset, submitPasswordReset } from '../../lib/screens/access.ts';
import { FeedbackPanel } from '../shared/FeedbackPanel.tsx';
import { EmailForm } from './EmailForm.tsx';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { island } from '../shared/island.tsx';

function ResetPasswordForm() {
  const { busy, problem, sent } = useStore($passwordReset);
  if (sent !== null) {
    return (
      <FeedbackPanel tone="info" title="Email enviado" subtitle={sent}>
        <a className="button button--block" href="/auth/signin">
          Voltar para o login
        </a>
      </FeedbackPanel>
    );
  }
  return (
    <EmailForm
      intro="Informe o e-mail do seu cadastro. Enviaremos uma senha temporária para você entrar no portal."
      submitLabel="Enviar senha temporária"
      offlineText={offlineText('redefinir a senha')}
      busy={busy}
      problem={problem}
      onSend={(email) => void submitPasswordReset(email)}
    />
  );
}

export default island(ResetPasswordForm);
