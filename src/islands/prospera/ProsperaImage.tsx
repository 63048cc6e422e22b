// A prospera campaign's picture (only the last segment of `image`, from /img/campanhas/), or a
// placeholder of the same size when it is absent or fails to load.
import { useState } from 'react';
import { prosperaImageUrl } from '../../lib/domain/prospera-image.ts';

export function ProsperaImage({ image, alt }: { image: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  const src = prosperaImageUrl(image);
  if (!src || failed) {
    return (
      <div className="prospera-image prospera-image--placeholder" role="img" aria-label={`${alt} (imagem indisponível)`}>
        <svg width="48" height="48" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M21 19V5a2 2 0 0 0-2-2H5a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2M8.5 13.5l2.5 3 3.5-4.5 4.5 6H5z"
          />
        </svg>
      </div>
    );
  }
  return <img className="prospera-image" src={src} alt={alt} width="640" height="360" decoding="async" onError={() => setFailed(true)} />;
}
