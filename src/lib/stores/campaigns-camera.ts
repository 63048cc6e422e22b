// The phone camera for photo proofs: a live stream (rear camera first, 'Virar câmera' switches),
// stopped whenever the camera modal closes. Where the camera is refused or missing the state says
// so and the screen offers a file picker instead.
import { atom } from 'nanostores';
import { drawAsJpeg } from '../photo-jpeg.ts';

/** Which camera: rear ('environment') or front ('user'). */
type Facing = 'environment' | 'user';

/** Where the camera stands. */
type CameraState =
  { kind: 'off' } | { kind: 'starting'; facing: Facing } | { kind: 'live'; facing: Facing; stream: MediaStream } | { kind: 'unavailable' };

/** The camera, for the camera modal to bind to. */
export const $camera = atom<CameraState>({ kind: 'off' });

let request = 0;

function stopTracks(state: CameraState): void {
  if (state.kind === 'live') for (const track of state.stream.getTracks()) track.stop();
}

/** Opens the camera facing `facing` (the rear one by default); falls back to any camera. */
export async function startCamera(facing: Facing = 'environment'): Promise<void> {
  const call = ++request;
  stopTracks($camera.get());
  $camera.set({ kind: 'starting', facing });
  if (!navigator.mediaDevices?.getUserMedia) {
    $camera.set({ kind: 'unavailable' });
    return;
  }
  try {
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: { ideal: facing }, width: { ideal: 1920 }, height: { ideal: 1080 } },
        audio: false,
      });
    } catch (error) {
      if (error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')) throw error;
      stream = await navigator.mediaDevices.getUserMedia({ video: true, audio: false });
    }
    if (call !== request) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    $camera.set({ kind: 'live', facing, stream });
  } catch (error) {
    if (call !== request) return;
    console.warn('[camera] not available', error);
    $camera.set({ kind: 'unavailable' });
  }
}

/** Switches between the rear and the front camera. */
export async function flipCamera(): Promise<void> {
  const state = $camera.get();
  const facing: Facing = state.kind === 'live' || state.kind === 'starting' ? state.facing : 'environment';
  await startCamera(facing === 'environment' ? 'user' : 'environment');
}

/** Stops the camera (modal closed, photo taken). */
export function stopCamera(): void {
  request += 1;
  stopTracks($camera.get());
  $camera.set({ kind: 'off' });
}

/** The current frame of the video as a downscaled JPEG. */
export function takePicture(video: HTMLVideoElement): Promise<Blob | null> {
  return drawAsJpeg(video, video.videoWidth, video.videoHeight);
}
