// Details of a photo indicator: description, the photo or the tutorial ('Ver Tutorial' / 'Ver
// Foto'), the rejection reason, points and attempts.
import { useState } from 'react';
import type { FlexibleIndicator } from '../../lib/api/campaigns.ts';
import { formatNumber } from '../../lib/domain/format.ts';
import { maxPhotoAttempts, photoState, photoStatusText } from '../../lib/domain/photo-rules.ts';
import { Modal } from '../shared/Modal.tsx';

interface Props {
  indicator: FlexibleIndicator;
  open: boolean;
  onClose: () => void;
}

export function PhotoDetailsModal({ indicator, open, onClose }: Props) {
  const [tutorial, setTutorial] = useState(false);
  const { status, attempt, clientPoints, totalPoints } = indicator.evaluation;
  const photo = indicator.photograph?.based_image;
  const reasons = indicator.photograph?.param_evaluation ?? [];
  const reason = photoState(status) === 'rejected' ? [...reasons].reverse().find((entry) => entry.reason)?.reason : undefined;
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
      {indicator.movieLink ? (
        <p>
          <button type="button" className="button button--secondary" aria-pressed={tutorial} onClick={() => setTutorial(!tutorial)}>
            {tutorial ? 'Ver Foto' : 'Ver Tutorial'}
          </button>
        </p>
      ) : null}
      {tutorial && indicator.movieLink ? (
        <p className="photo-tutorial">
          <a href={indicator.movieLink} target="_blank" rel="noopener noreferrer">
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
          <dd>{photoStatusText(status, attempt)}</dd>
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
            {attempt ?? 0}/{maxPhotoAttempts}
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
