// Token resend (/auth/resend-token): e-mail, then the store goes on to token validation.
import { useStore } from '@nanostores/react';
import { $tokenResend, submitTokenResend } from '../../lib/screens/access.ts';
import { EmailForm } from './EmailForm.tsx';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { island } from '../shared/island.tsx';

function ResendTokenForm() {
  const { busy, problem } = useStore($tokenResend);
  return (
    <EmailForm
      intro="Informe o e-mail usado no primeiro acesso. Enviaremos um novo token de validação."
      submitLabel="Reenviar token"
      offlineText={offlineText('reenviar o token')}
      busy={busy}
      problem={problem}
      onSend={(email) => void submitTokenResend(email)}
    />
  );
}

export default island(ResendTokenForm);
