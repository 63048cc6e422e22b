// Sending a photo proof: downscaled and compressed on the phone (long side ≤ 1600 px, JPEG) so it
// goes through on a weak signal, then sent once (never retried: a retry could spend an attempt). An
// upload whose answer is lost is checked against the indicator before 'Enviar' is offered again (R210).
import './api-session.ts';
import { atom } from 'nanostores';
import { uploadIndicatorPhoto } from '../api/campaign-photos.ts';
import { answerLost, ContractError, errorMessage, HttpError, notSent } from '../api/errors.ts';
import { photoArrived, type PhotoShown } from '../domain/photo-rules.ts';
import { toast } from '../toast.ts';
import { $clientCode } from './session.ts';

/** Toast when the answer was lost but the indicator shows the photo (product-rules R210). */
export const PHOTO_ARRIVED = 'A resposta do envio se perdeu, mas a foto chegou e já aparece no indicador.';
/** Toast when the answer was lost and the indicator does not show the photo: it may be sent again (R210). */
export const PHOTO_NOT_ARRIVED = 'Não recebemos a confirmação do envio e a foto não aparece no indicador. Você pode enviar novamente.';
/** Toast when the answer was lost and the indicator could not be loaded to check (R210). */
export const PHOTO_UNCHECKED =
  'Não recebemos a confirmação do envio e não foi possível verificar se a foto chegou. Confira o indicador antes de enviar novamente.';

/** The indicator whose photo is on its way, or null. */
export const $sendingPhoto = atom<number | null>(null);

/** A picked file as a downscaled JPEG; the file itself when the browser cannot decode it. */
async function compressPhoto(file: Blob): Promise<Blob> {
  try {
    // Fetched when a file is drawn: a campaign progress page names this module's static imports in its first load.
    const { decodePicture, drawAsJpeg } = await import('../photo-jpeg.ts');
    const bitmap = await decodePicture(file);
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
  /** What the indicator showed before the send (null: not known), to compare after a lost answer (R210). */
  before?: PhotoShown | null;
  /**
   * After a lost answer, while the photo still counts as on its way: loads the period again from the
   * service and resolves with what the indicator shows now (null: not in it); rejects when it could not.
   */
  lookAgain?: () => Promise<PhotoShown | null>;
}

/**
 * Whether the service may have stored the photo although no good answer came (product-rules R210):
 * no answer, a timeout, a 5xx (a gateway's too), a 2xx that breaks the contract. A refusal (4xx) and
 * a token that could not be renewed say it was not stored.
 */
function answerMaybeLost(error: unknown): boolean {
  if (notSent(error)) return false;
  return answerLost(error) || error instanceof ContractError || (error instanceof HttpError && error.status >= 500);
}

/** After a lost answer: whether the indicator shows the photo now, with the toast that says so (R210). */
async function arrivedAnyway(options: SendPhotoOptions): Promise<boolean> {
  let now: PhotoShown | null;
  try {
    if (!options.lookAgain) throw new Error('no indicator to look at');
    now = await options.lookAgain();
  } catch (error) {
    console.error('[photo-upload:check]', error);
    // Not a failure: the photo may be there, so the user checks before spending another attempt.
    toast.info(PHOTO_UNCHECKED);
    return false;
  }
  if (photoArrived(options.before ?? null, now)) {
    toast.success(PHOTO_ARRIVED);
    return true;
  }
  toast.error(PHOTO_NOT_ARRIVED);
  return false;
}

/**
 * Sends a photo. Success: the service's details as a toast, then `afterSent`. A refusal, or an error
 * before the request left: details or the error message as a toast. A lost answer: the indicator is
 * looked at again (`lookAgain`) before anything else (R210). Resolves true when the photo was sent
 * or arrived anyway; false keeps the photo in the camera for another try.
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
    // Still on its way meanwhile: 'Enviar' stays off while the period loads again.
    if (answerMaybeLost(error)) return await arrivedAnyway(options);
    toast.error(errorMessage(error));
    return false;
  } finally {
    $sendingPhoto.set(null);
  }
}
