// 'Ler código de barras' (product-rules R270): the rear camera in a dialog, read by the browser's
// BarcodeDetector (Chrome on Android) until a whole crate code shows, which goes into the search field. The
// camera stops whenever the dialog closes. Its own chunk: fetched when the button is first pressed.
import { useStore } from '@nanostores/react';
import { useEffect, useRef } from 'react';
import { crateBarcodeFormats, isCrateBarcode } from '../../lib/domain/product-search.ts';
import { $camera, startCamera, stopCamera } from '../../lib/stores/campaigns-camera.ts';
import { Modal } from '../shared/Modal.tsx';
import '../../styles/scanner.css';

/** The part of the browser's BarcodeDetector read here (TypeScript's DOM types do not have it yet). */
interface Detector {
  detect(source: HTMLVideoElement): Promise<Array<{ rawValue: string }>>;
}
type DetectorClass = new (options: { formats: string[] }) => Detector;

/** How often a frame is read: often enough to feel instant, rarely enough for a cheap phone. */
const READ_EVERY_MS = 250;

export const scannerTexts = {
  title: 'Ler código de barras',
  waiting: 'Permita o acesso à câmera para ler o código.',
  aim: 'Aponte a câmera para o código de barras da caixa.',
  refused:
    'Não foi possível abrir a câmera. Permita o acesso à câmera nas configurações do navegador ou digite o código no campo de busca.',
} as const;

interface Props {
  open: boolean;
  /** A whole crate code was read (the dialog is closed by its parent). */
  onFound: (code: string) => void;
  onClose: () => void;
}

export default function BarcodeScanner({ open, onFound, onClose }: Props) {
  const camera = useStore($camera);
  const video = useRef<HTMLVideoElement>(null);
  // The latest handler, without restarting the reading each time the page redraws.
  const found = useRef(onFound);
  useEffect(() => {
    found.current = onFound;
  });

  useEffect(() => {
    if (!open) return;
    void startCamera('environment');
    return () => stopCamera();
  }, [open]);

  useEffect(() => {
    if (video.current && camera.kind === 'live' && video.current.srcObject !== camera.stream) video.current.srcObject = camera.stream;
  }, [camera, open]);

  const live = open && camera.kind === 'live';
  useEffect(() => {
    const Detector = (window as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
    if (!live || !Detector) return;
    const detector = new Detector({ formats: [...crateBarcodeFormats] });
    let stopped = false;
    let timer = 0;
    const read = async () => {
      const frame = video.current;
      if (frame && frame.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
        try {
          const code = (await detector.detect(frame)).map((read) => read.rawValue.trim()).find(isCrateBarcode);
          if (code && !stopped) {
            stopped = true;
            found.current(code);
            return;
          }
        } catch {
          // A frame that cannot be read: the next one may.
        }
      }
      if (!stopped) timer = window.setTimeout(() => void read(), READ_EVERY_MS);
    };
    void read();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [live]);

  return (
    <Modal open={open} title={scannerTexts.title} onClose={onClose}>
      {camera.kind === 'unavailable' ? (
        <p className="scanner__problem" role="alert">
          {scannerTexts.refused}
        </p>
      ) : (
        <div className="scanner__frame">
          {/* A live picture with no sound: nothing to caption. */}
          <video ref={video} className="scanner__video" autoPlay playsInline muted aria-label="Imagem da câmera" />
          <p className="scanner__status" role="status">
            {live ? scannerTexts.aim : scannerTexts.waiting}
          </p>
        </div>
      )}
    </Modal>
  );
}
