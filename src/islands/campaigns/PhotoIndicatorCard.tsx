// Photo indicator card (flexible type 5): status, the photo sent, 'Detalhes' and, while the rules
// of product-rules R45 allow it, 'Enviar foto' opening the camera.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import type { PhotoIndicatorView } from '../../lib/screens/campaign-progress.ts';
import { $sendingPhoto } from '../../lib/stores/photo-upload.ts';
import { IndicatorStatus } from './IndicatorCard.tsx';
import { WhenOpened } from '../shared/WhenOpened.tsx';
import { lazyModule } from '../shared/lazy-module.tsx';

const LazyPhotoDetailsModal = lazyModule(() => import('./PhotoDetailsModal.tsx')).component((m) => m.PhotoDetailsModal);
const LazyCameraModal = lazyModule(() => import('./CameraModal.tsx')).component((m) => m.CameraModal);

/** Kept exactly (product-rules R4, R45). */
const sendingEndedText = 'Período de envio encerrado';

export function PhotoIndicatorCard({ indicator }: { indicator: PhotoIndicatorView }) {
  const [modal, setModal] = useState<'details' | 'camera' | null>(null);
  const sending = useStore($sendingPhoto);
  // Nothing can be sent while a photo (this or another) is on its way.
  const allowed = indicator.canSend && sending === null;
  const { target } = indicator;
  return (
    <article className="indicator-card indicator-card--photo">
      <h3 className="indicator-card__name">{indicator.name}</h3>
      {indicator.photoUrl ? (
        <img
          className="indicator-card__photo"
          src={indicator.photoUrl}
          alt={`Foto enviada: ${indicator.name}`}
          width="320"
          height="200"
          loading="lazy"
          decoding="async"
        />
      ) : (
        <div className="indicator-card__photo indicator-card__photo--empty" aria-hidden="true">
          <svg viewBox="0 0 24 24" width="40" height="40" focusable="false">
            <path
              fill="currentColor"
              d="M9 3 7.17 5H4a2 2 0 0 0-2 2v12a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2h-3.17L15 3zm3 15a5 5 0 1 1 0-10 5 5 0 0 1 0 10m0-2a3 3 0 1 0 0-6 3 3 0 0 0 0 6"
            />
          </svg>
        </div>
      )}
      <p className={`photo-status photo-status--${indicator.state}`}>{indicator.statusText}</p>
      {indicator.sendingEnded ? <p className="photo-ended">{sendingEndedText}</p> : null}
      <IndicatorStatus percentage={indicator.percentage} />
      <div className="indicator-card__actions">
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setModal('details')}
          aria-label={`Detalhes: ${indicator.name}`}
        >
          Detalhes
        </button>
        {allowed ? (
          <button type="button" className="button" onClick={() => setModal('camera')} aria-label={`Enviar foto: ${indicator.name}`}>
            Enviar foto
          </button>
        ) : null}
      </div>
      <WhenOpened open={modal === 'details'}>
        <LazyPhotoDetailsModal indicator={indicator} open={modal === 'details'} onClose={() => setModal(null)} />
      </WhenOpened>
      {target ? (
        <WhenOpened open={modal === 'camera'}>
          <LazyCameraModal title={indicator.name} target={target} open={modal === 'camera'} onClose={() => setModal(null)} />
        </WhenOpened>
      ) : null}
    </article>
  );
}
