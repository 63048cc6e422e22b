// Account settings (/cofiguracao, ordering-and-account §2 'Account settings', §8 'Account calls'):
// one resource per tab, loaded when the tab is first opened, and the tab's save actions. Every
// save answers with a toast: the service's details on success, its details or the error message on
// failure.
import './api-session.ts';
import { atom } from 'nanostores';
import {
  getAccountCommercial,
  getAccountGeneral,
  getNotificationSettings,
  updateNotificationSettings,
  updatePassword,
  updatePicture,
  type Acceptances,
  type PasswordChange,
} from '../api/account.ts';
import { errorMessage } from '../api/errors.ts';
import { accountPhotoProblem } from '../domain/account-photo.ts';
import { toast } from '../toast.ts';
import { createResource } from './resource.ts';
import { updateSessionProfile } from './session.ts';

/** 'Geral' tab data. */
export const accountGeneral = createResource('settings:general', getAccountGeneral);
/** 'Equipe Comercial' tab data. */
export const accountCommercial = createResource('settings:commercial', getAccountCommercial);
/** 'Notificação' tab: the switches as last read from the service. */
export const accountNotifications = createResource('settings:notifications', getNotificationSettings);

/** The profile photo URL as the service has it now (null: none), once 'Geral' has loaded. */
export const $profilePhoto = atom<string | null | undefined>(undefined);
accountGeneral.$data.listen((general) => {
  if (general) $profilePhoto.set(general.profile);
});

/** The photo change on its way, if any. */
export const $photoBusy = atom<'upload' | 'remove' | null>(null);

/** The switches as shown: what the service has, or the change being saved. */
export const $acceptances = atom<Acceptances | undefined>(undefined);
accountNotifications.$data.listen((saved) => $acceptances.set(saved));
/** True while a switch change is being saved. */
export const $acceptancesSaving = atom(false);

function settle(profile: string | null | undefined): void {
  if (profile === undefined) {
    // The answer did not say where the new photo is: ask for the tab's data again.
    void accountGeneral.load();
    return;
  }
  $profilePhoto.set(profile);
  updateSessionProfile(profile);
}

async function sendPicture(photo: File | null, busy: 'upload' | 'remove', fallback: string): Promise<boolean> {
  if ($photoBusy.get()) return false;
  $photoBusy.set(busy);
  try {
    const answer = await updatePicture(photo);
    settle(answer.profile);
    toast.success(answer.details ?? fallback);
    return true;
  } catch (error) {
    console.error('[settings:picture]', error);
    toast.error(errorMessage(error));
    return false;
  } finally {
    $photoBusy.set(null);
  }
}

/** What became of a chosen photo: refused before sending (with the reason), or sent and answered. */
export type PhotoOutcome = { problem: string } | { problem: null; saved: boolean };

/** Checks a chosen photo (type, size) and sends it when it passes; the answer is a toast. */
export async function changeProfilePhoto(file: File): Promise<PhotoOutcome> {
  const problem = accountPhotoProblem(file);
  if (problem) return { problem };
  return { problem: null, saved: await sendPicture(file, 'upload', 'Foto de perfil atualizada!') };
}

/** Removes the profile photo (the request without the `profile` field). */
export function removeProfilePhoto(): Promise<boolean> {
  return sendPicture(null, 'remove', 'Foto de perfil removida!');
}

/** Changes the password; true on success (toast with the service's details), false otherwise. */
export async function changePassword(change: PasswordChange): Promise<boolean> {
  try {
    const answer = await updatePassword(change);
    toast.success(answer.details ?? 'Senha alterada com sucesso!');
    return true;
  } catch (error) {
    console.error('[settings:password]', error);
    toast.error(errorMessage(error));
    return false;
  }
}

/**
 * Saves the switches at once. On failure the switches go back to what the service still has and
 * a toast says why.
 */
export async function saveAcceptances(next: Acceptances): Promise<boolean> {
  const saved = $acceptances.get();
  if (!saved || $acceptancesSaving.get()) return false;
  $acceptances.set(next);
  $acceptancesSaving.set(true);
  try {
    const answer = await updateNotificationSettings(next);
    toast.success(answer.details ?? 'Preferências de notificação salvas.');
    return true;
  } catch (error) {
    console.error('[settings:notifications]', error);
    $acceptances.set(saved);
    toast.error(`${errorMessage(error)} Suas preferências não foram alteradas.`);
    return false;
  } finally {
    $acceptancesSaving.set(false);
  }
}
