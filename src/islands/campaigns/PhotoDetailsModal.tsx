// Details of a photo indicator: description, the photo or the tutorial video in its place ('Ver
// Tutorial' / 'Ver Foto'), the rejection reason, points and attempts. The video plays here (a file in
// a <video>, a video host's player in a frame); one that cannot is 'Abrir tutorial', in a new tab
// (product-rules R258).
import { useId, useState } from 'react';
import { formatNumber } from '../../lib/domain/format.ts';
import { maxPhotoAttempts } from '../../lib/domain/photo-rules.ts';
import type { PhotoIndicatorView } from '../../lib/screens/campaign-progress.ts';
import { Modal } from '../shared/Modal.tsx';

interface Props {
  indicator: PhotoIndicatorView;
  open: boolean;
  onClose: () => void;
}

export function PhotoDetailsModal({ indicator, open, onClose }: Props) {
  const [showTutorial, setShowTutorial] = useState(false);
  const mediaId = useId();
  const { clientPoints, totalPoints, photoUrl: photo, rejectionReason: reason, tutorial } = indicator;
  const title = `Vídeo tutorial: ${indicator.name}`;
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
      {tutorial?.kind === 'link' ? (
        <p>
          <a className="button button--secondary" href={tutorial.href} target="_blank" rel="noopener noreferrer">
            Abrir tutorial
          </a>
        </p>
      ) : tutorial ? (
        <p>
          <button type="button" className="button button--secondary" aria-controls={mediaId} onClick={() => setShowTutorial(!showTutorial)}>
            {showTutorial ? 'Ver Foto' : 'Ver Tutorial'}
          </button>
        </p>
      ) : null}
      <div id={mediaId}>
        {showTutorial && tutorial?.kind === 'file' ? (
          <video
            className="photo-tutorial"
            src={tutorial.src}
            title={title}
            controls
            playsInline
            preload="metadata"
            width="480"
            height="270"
          />
        ) : showTutorial && tutorial?.kind === 'embed' ? (
          <iframe
            className="photo-tutorial"
            src={tutorial.src}
            title={title}
            width="480"
            height="270"
            allow="fullscreen; picture-in-picture; encrypted-media"
            allowFullScreen
            // The player is another site's page: it runs its own scripts, and nothing else of ours.
            sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : photo ? (
          <img className="photo-details__image" src={photo} alt={`Foto enviada: ${indicator.name}`} width="480" height="300" />
        ) : (
          <p className="muted">Nenhuma foto enviada.</p>
        )}
      </div>
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
