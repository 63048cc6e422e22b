// Camera modal of a photo indicator: live camera (rear first), 'Tirar foto', 'Tirar outra',
// 'Virar câmera', 'Enviar', 'Fechar'. Without a camera (refused or missing) a file picker that
// opens the phone's camera app instead. A photo that failed to go stays here for another try; offline
// it is kept and 'Enviar' is off, with the reason beside it (product-rules R170).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { $camera, flipCamera, startCamera, stopCamera, takePicture } from '../../lib/stores/campaigns-camera.ts';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { campaignProgressScreen } from '../../lib/screens/campaign-progress.ts';
import { $online } from '../../lib/stores/online.ts';
import { cameraTitle, pickedPhotoProblem } from '../../lib/domain/photo-rules.ts';
import { imageTypeOfFile } from '../../lib/file-type.ts';
import { $sendingPhoto, type PhotoTarget } from '../../lib/stores/photo-upload.ts';
import { Modal } from '../shared/Modal.tsx';

interface Props {
  title: string;
  target: PhotoTarget;
  open: boolean;
  onClose: () => void;
}

interface Taken {
  blob: Blob;
  url: string;
  compressed: boolean;
}

export function CameraModal({ title, target, open, onClose }: Props) {
  const camera = useStore($camera);
  const online = useStore($online);
  const sending = useStore($sendingPhoto) === target.indicatorId;
  const [taken, setTaken] = useState<Taken | null>(null);
  /** Why the file chosen was refused (R278), until another is chosen. */
  const [refused, setRefused] = useState<string | null>(null);
  const video = useRef<HTMLVideoElement>(null);

  useEffect(() => {
    if (!open) return;
    void startCamera();
    return () => stopCamera();
  }, [open]);

  useEffect(
    () => () => {
      if (taken) URL.revokeObjectURL(taken.url);
    },
    [taken],
  );

  useEffect(() => {
    if (video.current && camera.kind === 'live' && video.current.srcObject !== camera.stream) video.current.srcObject = camera.stream;
  }, [camera, taken, open]);

  const keep = (blob: Blob, compressed: boolean) => setTaken({ blob, url: URL.createObjectURL(blob), compressed });
  const shoot = async () => {
    if (!video.current) return;
    const blob = await takePicture(video.current);
    if (blob) keep(blob, true);
  };
  const close = () => {
    setTaken(null);
    setRefused(null);
    onClose();
  };
  // A file that is no image never leaves the phone: it would spend one of the 3 attempts (R278).
  const pick = async (file: File) => {
    const problem = pickedPhotoProblem(await imageTypeOfFile(file));
    setRefused(problem);
    if (!problem) keep(file, false);
  };
  const send = async () => {
    if (taken && online && (await campaignProgressScreen.sendPhoto(target, taken.blob, { compressed: taken.compressed }))) close();
  };
  const live = camera.kind === 'live';

  return (
    <Modal
      open={open}
      title={cameraTitle(title)}
      onClose={close}
      dismissible={!sending}
      footer={
        <>
          <button type="button" className="button button--secondary" onClick={close} disabled={sending}>
            Fechar
          </button>
          {taken ? (
            <>
              <button type="button" className="button button--secondary" onClick={() => setTaken(null)} disabled={sending}>
                Tirar outra
              </button>
              <button
                type="button"
                className="button"
                onClick={() => void send()}
                disabled={sending || !online}
                aria-describedby={online ? undefined : 'foto-offline'}
              >
                {sending ? 'Enviando...' : 'Enviar'}
              </button>
            </>
          ) : live ? (
            <>
              <button type="button" className="button button--secondary" onClick={() => void flipCamera()}>
                Virar câmera
              </button>
              <button type="button" className="button" onClick={() => void shoot()}>
                Tirar foto
              </button>
            </>
          ) : null}
        </>
      }
    >
      {taken ? (
        <>
          <img className="camera__preview" src={taken.url} alt="Foto tirada" />
          <p id="foto-offline" className="offline-note" role="status">
            {online ? '' : offlineText('enviar a foto')}
          </p>
        </>
      ) : camera.kind === 'unavailable' ? (
        <div className="camera__fallback">
          <p>Não foi possível abrir a câmera aqui. Tire a foto com o aplicativo de câmera do celular ou escolha uma foto da galeria.</p>
          <label className="button camera__file">
            Escolher foto
            <input
              type="file"
              accept="image/*"
              capture="environment"
              className="visually-hidden"
              aria-describedby={refused ? 'foto-recusada' : undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void pick(file);
                event.currentTarget.value = '';
              }}
            />
          </label>
          {refused ? (
            <p id="foto-recusada" className="camera__refused" role="alert">
              {refused}
            </p>
          ) : null}
        </div>
      ) : (
        <div className="camera__frame">
          {/* The stream is a live picture with no sound: nothing to caption. */}
          <video ref={video} className="camera__video" autoPlay playsInline muted aria-label="Imagem da câmera" />
          {live ? null : (
            <p className="camera__status" role="status">
              Abrindo a câmera...
            </p>
          )}
        </div>
      )}
    </Modal>
  );
}
