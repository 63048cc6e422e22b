// Photo proof rules of flexible photo indicators (product-rules
// R44, R45, R210; R4 for 'Período de envio encerrado'); the sizes a photo is drawn at are in
// photo-size.ts. Pure: `now` is always an argument.
import { calendarDayInSaoPaulo, compareCalendarDates, parseCalendarDate } from './dates.ts';
import type { SniffedImageType } from './image-type.ts';

/** Most photos a client may send for one indicator. */
export const maxPhotoAttempts = 3;

/** Where a photo stands: 0 or absent not sent, 1 approved, 2 awaiting evaluation, 3 rejected. */
export type PhotoState = 'notSent' | 'approved' | 'awaiting' | 'rejected';

/** What the rules need from a photo indicator. */
interface PhotoFacts {
  status?: number | null | undefined;
  attempt?: number | null | undefined;
  initialPhotoPeriod?: string | null | undefined;
  finalPhotoPeriod?: string | null | undefined;
  /** Sending switched off (e.g. while a photo is on its way). */
  disableSend?: boolean | undefined;
}

/** The evaluation status as a state; unknown values count as not sent. */
export function photoState(status: number | null | undefined): PhotoState {
  switch (status) {
    case 1:
      return 'approved';
    case 2:
      return 'awaiting';
    case 3:
      return 'rejected';
    default:
      return 'notSent';
  }
}

/** The status text: 'Não enviada', 'Aprovada', 'Aguardando avaliação', 'Reprovada (tentativa n/3)'. */
export function photoStatusText(status: number | null | undefined, attempt: number | null | undefined): string {
  switch (photoState(status)) {
    case 'approved':
      return 'Aprovada';
    case 'awaiting':
      return 'Aguardando avaliação';
    case 'rejected':
      return `Reprovada (tentativa ${Math.max(0, Math.trunc(attempt ?? 0))}/${maxPhotoAttempts})`;
    case 'notSent':
      return 'Não enviada';
  }
}

/** Whether the sending deadline is over: the final photo day is included. No deadline never ends. */
export function photoDeadlinePassed(finalPhotoPeriod: string | null | undefined, now: number): boolean {
  const last = parseCalendarDate(finalPhotoPeriod);
  if (!last) return false;
  return compareCalendarDates(calendarDayInSaoPaulo(now), last) > 0;
}

/** Whether the photo period has started (its first day included); no start date means it has. */
export function photoPeriodStarted(initialPhotoPeriod: string | null | undefined, now: number): boolean {
  const first = parseCalendarDate(initialPhotoPeriod);
  if (!first) return true;
  return compareCalendarDates(calendarDayInSaoPaulo(now), first) >= 0;
}

/** Whether a photo may be sent now: in the photo period, under 3 attempts, status 0 or 3, not disabled. */
export function canSendPhoto(facts: PhotoFacts, now: number): boolean {
  if (facts.disableSend === true) return false;
  const state = photoState(facts.status);
  if (state !== 'notSent' && state !== 'rejected') return false;
  if ((facts.attempt ?? 0) >= maxPhotoAttempts) return false;
  if (!photoPeriodStarted(facts.initialPhotoPeriod, now)) return false;
  return !photoDeadlinePassed(facts.finalPhotoPeriod, now);
}

/** 'Período de envio encerrado' applies: the deadline is over and no photo was ever sent. */
export function sendingPeriodEnded(facts: PhotoFacts, now: number): boolean {
  return photoState(facts.status) === 'notSent' && photoDeadlinePassed(facts.finalPhotoPeriod, now);
}

/** A photo indicator card is shown when it is visible or its photo period has started. */
export function isPhotoIndicatorShown(visible: boolean, initialPhotoPeriod: string | null | undefined, now: number): boolean {
  if (visible) return true;
  return parseCalendarDate(initialPhotoPeriod) !== null && photoPeriodStarted(initialPhotoPeriod, now);
}

/** What an indicator shows of its photo: where it stands and how many photos were sent. */
export interface PhotoShown {
  state: PhotoState;
  attempts: number;
}

/**
 * Whether a photo whose upload answer was lost reached the indicator (product-rules R210): after the
 * send it counts more attempts than before, or it now awaits evaluation (or was approved) where it did
 * not before. `before` null: the indicator was not known then, so only its state can tell. `after`
 * null: the indicator is not in the period loaded again, so nothing shows the photo.
 */
export function photoArrived(before: PhotoShown | null, after: PhotoShown | null): boolean {
  if (!after) return false;
  if (before && after.attempts > before.attempts) return true;
  return (after.state === 'awaiting' || after.state === 'approved') && after.state !== before?.state;
}

/**
 * The camera modal's title: the indicator's name, which names the photo once ('Foto da gôndola', never
 * 'Foto: Foto da gôndola'); 'Foto: ' goes before a name that does not say it is a photo (R46).
 */
export function cameraTitle(indicatorName: string): string {
  const name = indicatorName.trim();
  return /^fotos?\b/i.test(name) ? name : `Foto: ${name}`;
}

/** Said in the camera modal when a file chosen from the phone is no image (its first bytes say so: R278). */
export const notAPhotoMessage = 'O arquivo escolhido não é uma foto. Escolha uma imagem da câmera ou da galeria.';

/** Why a file chosen for a photo proof cannot be sent, or null (R278): its first bytes name no image type. */
export function pickedPhotoProblem(sniffed: SniffedImageType | null): string | null {
  return sniffed === null ? notAPhotoMessage : null;
}
