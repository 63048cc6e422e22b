// Refusing a pending flexible campaign from its home card (product-rules R33: status 3). Joining
// opens the terms instead (HomeTermsModal.tsx). Offline the answer is off and a line says why (R170).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { campaignsHomeScreen } from '../../lib/screens/campaigns-home.ts';
import { $online } from '../../lib/stores/online.ts';
import { Modal } from '../shared/Modal.tsx';

/** The campaign a card asks about. */
export interface HomeAnswer {
  campaignId: number;
  name: string;
}

export function HomeAnswerModal({ answer, onClose }: { answer: HomeAnswer | null; onClose: () => void }) {
  const [busy, setBusy] = useState(false);
  const online = useStore($online);
  const submit = async () => {
    if (!answer || !online) return;
    setBusy(true);
    const done = await campaignsHomeScreen.refuse(answer.campaignId);
    setBusy(false);
    if (done) onClose();
  };
  return (
    <Modal
      open={answer !== null}
      title="Recusar Campanha"
      onClose={onClose}
      dismissible={!busy}
      size="small"
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={onClose} disabled={busy}>
            Fechar
          </button>
          <button
            type="button"
            className="button"
            onClick={() => void submit()}
            disabled={busy || !online}
            aria-describedby={online ? undefined : 'resposta-offline'}
          >
            {busy ? 'Carregando...' : 'Recusar Campanha'}
          </button>
        </>
      }
    >
      <p>
        Deseja recusar a campanha <strong>{answer?.name}</strong>?
      </p>
      <p id="resposta-offline" className="offline-note" role="status">
        {online ? '' : offlineText('responder à campanha')}
      </p>
    </Modal>
  );
}
