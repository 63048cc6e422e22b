// Details of a photo indicator: description, the photo or the tutorial ('Ver Tutorial' / 'Ver
// Foto'), the rejection reason, points and attempts.
import { useState } from 'react';
import { formatNumber } from '../../lib/domain/every-island/format.ts';
import { maxPhotoAttempts } from '../../lib/domain/photo-rules.ts';
import type { PhotoIndicatorView } from '../../lib/screens/campaign-progress.ts';
import { Modal } from '../shared/Modal.tsx';

interface Props {
  indicator: PhotoIndicatorView;
  open: boolean;
  onClose: () => void;
}

export function PhotoDetailsModal({ indicator, open, onClose }: Props) {
  const [tutorial, setTutorial] = useState(false);
  const { clientPoints, totalPoints, photoUrl: photo, rejectionReason: reason, tutorialUrl } = indicator;
  return (
    <Modal
      open={open}
      title={indicator.name}
      onClose={onClose}
      footer={
        <button type="button" className="button button--secondary" onClick={onClose}>
          Fechar
        </button>
      }
    >
      {indicator.description ? <p>{indicator.description}</p> : null}
      {tutorialUrl ? (
        <p>
          <button type="button" className="button button--secondary" aria-pressed={tutorial} onClick={() => setTutorial(!tutorial)}>
            {tutorial ? 'Ver Foto' : 'Ver Tutorial'}
          </button>
        </p>
      ) : null}
      {tutorial && tutorialUrl ? (
        <p className="photo-tutorial">
          <a href={tutorialUrl} target="_blank" rel="noopener noreferrer">
            Assistir ao vídeo tutorial (abre em nova aba)
          </a>
        </p>
      ) : photo ? (
        <img className="photo-details__image" src={photo} alt={`Foto enviada: ${indicator.name}`} width="480" height="300" />
      ) : (
        <p className="muted">Nenhuma foto enviada.</p>
      )}
      <dl className="indicator-details__numbers">
        <div>
          <dt>Situação</dt>
          <dd>{indicator.statusText}</dd>
        </div>
        <div>
          <dt>Pontos</dt>
          <dd>
            {formatNumber(clientPoints ?? 0)}/{formatNumber(totalPoints ?? 0)}
          </dd>
        </div>
        <div>
          <dt>Tentativas</dt>
          <dd>
            {indicator.attempts}/{maxPhotoAttempts}
          </dd>
        </div>
      </dl>
      {reason ? (
        <p className="photo-reason">
          <strong>Motivo da reprovação:</strong> {reason}
        </p>
      ) : null}
    </Modal>
  );
}
