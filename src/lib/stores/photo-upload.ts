// Sending a photo proof: downscaled and compressed on the phone (long side ≤ 1600 px, JPEG) so it
// goes through on a weak signal, then sent once (never retried: a retry could spend an attempt).
import './every-island/api-session.ts';
import { atom } from 'nanostores';
import { uploadIndicatorPhoto } from '../api/campaigns.ts';
import { errorMessage } from '../api/every-page/errors.ts';
import { downscaledSize, photoJpegQuality } from '../domain/photo-rules.ts';
import { toast } from '../every-page/toast.ts';
import { $clientCode } from './every-page/session.ts';

/** The indicator whose photo is on its way, or null. */
export const $sendingPhoto = atom<number | null>(null);

function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Blob | null> {
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', photoJpegQuality));
}

/** Draws a picture source on a canvas at its downscaled size and encodes it as JPEG. */
export async function drawAsJpeg(source: CanvasImageSource, width: number, height: number): Promise<Blob | null> {
  const size = downscaledSize(width, height);
  if (!size.width) return null;
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvasToJpeg(canvas);
}

/** A picked file as a downscaled JPEG; the file itself when the browser cannot decode it. */
async function compressPhoto(file: Blob): Promise<Blob> {
  try {
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    const jpeg = await drawAsJpeg(bitmap, bitmap.width, bitmap.height);
    bitmap.close();
    return jpeg ?? file;
  } catch (error) {
    console.warn('[photo-upload] sending the file as it is', error);
    return file;
  }
}

/** What a photo is sent for. */
export interface PhotoTarget {
  campaignId: number;
  periodId: number;
  indicatorId: number;
}

/** Options of `sendPhoto`. */
interface SendPhotoOptions {
  /** Already a downscaled JPEG from the camera (else a picked file, compressed here). */
  compressed?: boolean;
  /** Run after a success while the photo still counts as on its way (the screen loads the period again). */
  afterSent?: () => Promise<void>;
}

/**
 * Sends a photo. Success: the service's details as a toast, then `afterSent`. Failure: details or
 * the error message as a toast; resolves false so the screen keeps the photo for another try.
 */
export async function sendPhoto(target: PhotoTarget, photo: Blob, options: SendPhotoOptions = {}): Promise<boolean> {
  const clientCode = $clientCode.get();
  if (!clientCode || $sendingPhoto.get() !== null) return false;
  $sendingPhoto.set(target.indicatorId);
  try {
    const ready = options.compressed === true ? photo : await compressPhoto(photo);
    const answer = await uploadIndicatorPhoto({
      ...target,
      clientCode,
      photo: ready,
      fileName: ready.type === 'image/jpeg' ? 'foto.jpg' : undefined,
    });
    toast.success(answer.details ?? answer.message);
    await options.afterSent?.();
    return true;
  } catch (error) {
    console.error('[photo-upload]', error);
    toast.error(errorMessage(error));
    return false;
  } finally {
    $sendingPhoto.set(null);
  }
}
