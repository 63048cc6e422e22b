// First access (/auth/signup/:clientCode?/:document?): step 1 identifies the client, step 2
// finishes the registration; a restriction from the service ends the flow in a feedback panel.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { $registration, redirectIfAwaitingValidation } from '../../lib/screens/access.ts';
import { FeedbackPanel } from '../shared/FeedbackPanel.tsx';
import { FinishStep } from './FinishStep.tsx';
import { IdentifyStep } from './IdentifyStep.tsx';
import { island } from '../shared/island.tsx';

function SignUp() {
  const { step, identity, restriction } = useStore($registration);
  // The 'waiting for e-mail validation' flag is persisted: read after hydration, never while rendering.
  const [leaving, setLeaving] = useState(false);
  // The effect's job is the redirect (navigation is a side effect) and it records that it left.
  // eslint-disable-next-line react-hooks/set-state-in-effect -- once, after hydration, from storage
  useEffect(() => setLeaving(redirectIfAwaitingValidation()), []);

  if (leaving) return <p className="muted">Carregando...</p>;
  if (restriction) {
    return (
      <FeedbackPanel tone="error" title={restriction.title} subtitle={restriction.details}>
        <a className="button button--block" href="/auth/signin">
          Voltar para o login
        </a>
      </FeedbackPanel>
    );
  }
  if (step === 'finish' && identity) return <FinishStep username={identity.document} />;
  return <IdentifyStep />;
}

export default island(SignUp);
