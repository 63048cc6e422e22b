// Account settings (/cofiguracao, product-rules R96–R99, R255–R257):
// the data of each tab, loaded when the tab is first opened, and the tabs' save actions. Every
// save answers with a toast: the service's details on success, its details or the error message on
// failure. The screen is ready as soon as it starts; each tab's data is a part with its own state.
import '../stores/api-session.ts';
import { atom, computed } from 'nanostores';
import {
  getAccountCommercial,
  getAccountGeneral,
  getNotificationSettings,
  updateNotificationSettings,
  updatePassword,
  updatePicture,
  type AccountCommercial,
  type AccountGeneral,
  type PasswordChange,
} from '../api/account.ts';
import { answerLost, errorMessage } from '../api/errors.ts';
import {
  accountPhotoFits,
  accountPhotoMaxBytes,
  accountPhotoMinSide,
  accountPhotoContentProblem,
  accountPhotoProblem,
  accountPhotoShrinkMessage,
} from '../domain/account-photo.ts';
import { formatDocument } from '../domain/documents.ts';
import { imageTypeOfFile } from '../file-type.ts';
import { dialHref } from '../domain/phone.ts';
import { updateSessionProfile } from '../stores/session.ts';
import { toast } from '../toast.ts';
import { createPart, fromParts, SCREEN_LOADING, type Part, type PartState, type Screen, type ScreenState } from './screen.ts';

/** The tabs, as their ids in the address's hash. */
export type SettingsTab = 'geral' | 'senha' | 'equipe' | 'notificacao';

/** 'Geral': the account's read-only data. */
export interface GeneralView {
  /** The user (a document, as typed at sign-in). */
  user: string;
  company: string;
  email: string;
  /** CPF/CNPJ, formatted. */
  document: string;
}

/** 'Equipe Comercial': names and the salesperson's phone. */
export interface CommercialView {
  manager: string;
  coordinator: string;
  salesperson: string;
  /** The phone as the service writes it ('' when none). */
  phone: string;
  /** Its `tel:` link, or null when it has no digit to dial. */
  phoneHref: string | null;
}

/** 'Notificação': the two switches. */
export interface NotificationChoices {
  acceptMail: boolean;
  acceptMessages: boolean;
}

/** A password change as the form has it. */
export type PasswordForm = PasswordChange;

/** What /cofiguracao shows once started: each tab's part (loading until first opened and answered). */
export interface SettingsView {
  general: PartState<GeneralView>;
  commercial: PartState<CommercialView>;
  /** The switches as shown: what the service has, or the change being saved. */
  notifications: PartState<NotificationChoices>;
  /** True while a switch change is being saved. */
  savingNotifications: boolean;
  /** The profile photo URL as the service has it now (null: none). */
  photo: string | null;
  /** The photo change on its way, if any: a photo over 800 kB is prepared (redrawn) before its upload. */
  photoBusy: PhotoBusy;
}

/** What the profile photo is busy with: preparing a photo over 800 kB, uploading, removing, or nothing. */
export type PhotoBusy = 'prepare' | 'upload' | 'remove' | null;

/** What became of a password change: done, refused (toast says why), or unknown (no answer came). */
export type PasswordOutcome = 'changed' | 'refused' | 'unsure';

/** Said in the form when a password change got no answer (product-rules R161): it may have been made. */
export const PASSWORD_MAYBE_CHANGED =
  'Não recebemos a resposta do servidor. A senha pode ter sido alterada: a nova senha pode já estar valendo.';

/** What became of a chosen photo: refused before sending (with the reason), or sent and answered. */
export type PhotoOutcome = { problem: string } | { problem: null; saved: boolean };

/** Redraws a photo over 800 kB as a JPEG within it; null when it cannot be (product-rules R255, R256). */
export type ShrinkPhoto = (photo: Blob) => Promise<Blob | null>;

/** The browser's drawing code, fetched only when a photo over 800 kB is picked: most visits never need it. */
async function shrinkInBrowser(photo: Blob): Promise<Blob | null> {
  const { jpegWithin } = await import('../photo-jpeg.ts');
  return jpegWithin(photo, { maxBytes: accountPhotoMaxBytes, minSide: accountPhotoMinSide });
}

/** The settings screen: its lifecycle (`start` with the tab the page opens on) and the tabs' intents. */
export interface SettingsScreen extends Screen<SettingsTab, SettingsView> {
  /** Shows a tab: its data loads the first time. */
  selectTab(tab: SettingsTab): void;
  /** Loads a tab's data again (its failure's retry). */
  retryTab(tab: SettingsTab): void;
  /**
   * Checks a chosen photo's type, redraws it as a JPEG within 800 kB when it is over (else it goes as it
   * is), hands `onReady` what will be sent, and sends it; the answer is a toast.
   */
  changeProfilePhoto(file: File, onReady?: (photo: Blob) => void): Promise<PhotoOutcome>;
  /** Removes the profile photo (the request without the `profile` field). */
  removeProfilePhoto(): Promise<boolean>;
  /** Changes the password: 'changed' (toast with the service's details), 'refused' (error toast), or 'unsure'. */
  changePassword(change: PasswordForm): Promise<PasswordOutcome>;
  /** Saves the switches at once; on failure they go back to what the service still has. */
  saveNotifications(next: NotificationChoices): Promise<boolean>;
}

function generalView(general: AccountGeneral): GeneralView {
  return { user: general.user, company: general.name, email: general.email, document: formatDocument(general.cnpj_cpf) };
}

function commercialView(commercial: AccountCommercial): CommercialView {
  return {
    manager: commercial.manager,
    coordinator: commercial.coordinator,
    salesperson: commercial.figureName,
    phone: commercial.cellphone,
    phoneHref: dialHref(commercial.cellphone),
  };
}

/** The settings screen; `shrinkPhoto` redraws a photo over 800 kB (the browser's canvas by default). */
export function createSettingsScreen(shrinkPhoto: ShrinkPhoto = shrinkInBrowser): SettingsScreen {
  // Each tab's data is a part, loaded the first time the tab opens.
  const general = createPart('settings:general', (_params: void) => getAccountGeneral());
  const commercial = createPart('settings:commercial', async (_params: void) => commercialView(await getAccountCommercial()));
  const notifications = createPart('settings:notifications', async (_params: void): Promise<NotificationChoices> => {
    const { acceptMail, acceptMessages } = await getNotificationSettings();
    return { acceptMail, acceptMessages };
  });
  const $photo = atom<string | null>(null);
  const $photoBusy = atom<PhotoBusy>(null);
  const $saving = atom(false);
  const $started = atom(false);
  general.$state.listen((state) => {
    if (state.state === 'ready') $photo.set(state.view.profile);
  });
  const $state = fromParts(
    computed(
      [$started, general.$state, commercial.$state, notifications.$state, $saving, $photo, $photoBusy],
      (started, generalPart, commercialPart, notificationsPart, saving, photo, photoBusy): ScreenState<SettingsView> =>
        started
          ? {
              state: 'ready',
              view: {
                general: generalPart.state === 'ready' ? { state: 'ready', view: generalView(generalPart.view) } : generalPart,
                commercial: commercialPart,
                notifications: notificationsPart,
                savingNotifications: saving,
                photo,
                photoBusy,
              },
            }
          : SCREEN_LOADING,
    ),
  );
  const tabs: Partial<Record<SettingsTab, Part<void, unknown>>> = { geral: general, equipe: commercial, notificacao: notifications };
  let lastTab: SettingsTab = 'geral';

  function settle(profile: string | null | undefined): void {
    if (profile === undefined) {
      // The answer did not say where the new photo is: ask for the tab's data again, drawn meanwhile.
      void general.load(undefined, true);
      return;
    }
    $photo.set(profile);
    updateSessionProfile(profile);
  }

  /** Sends the photo (null: removes it) once the caller has marked the photo busy. */
  async function sendPicture(photo: Blob | null, fallback: string): Promise<boolean> {
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

  function selectTab(tab: SettingsTab): void {
    if (!$started.get()) return;
    lastTab = tab;
    tabs[tab]?.start();
  }

  return {
    $state,
    start(tab) {
      $started.set(true);
      selectTab(tab);
    },
    retry() {
      void tabs[lastTab]?.load();
    },
    exit() {
      $started.set(false);
      for (const part of [general, commercial, notifications]) part.exit();
    },
    selectTab,
    retryTab(tab) {
      void tabs[tab]?.load();
    },
    async changeProfilePhoto(file, onReady) {
      const problem = accountPhotoProblem(file);
      if (problem) return { problem };
      if ($photoBusy.get()) return { problem: null, saved: false };
      const fits = accountPhotoFits(file);
      // Busy from the tap: a second photo chosen while the first one's bytes are read waits its turn.
      $photoBusy.set(fits ? 'upload' : 'prepare');
      // Its name and type say image; its first bytes must say so too (R278).
      const content = accountPhotoContentProblem(await imageTypeOfFile(file));
      if (content) {
        $photoBusy.set(null);
        return { problem: content };
      }
      let photo: Blob = file;
      if (!fits) {
        let jpeg: Blob | null;
        try {
          jpeg = await shrinkPhoto(file);
        } catch (error) {
          // The drawing code could not be fetched (the connection dropped, a deploy took it away).
          console.error('[settings:picture]', error);
          $photoBusy.set(null);
          toast.error(errorMessage(error));
          return { problem: null, saved: false };
        }
        if (!jpeg) {
          $photoBusy.set(null);
          return { problem: accountPhotoShrinkMessage };
        }
        photo = jpeg;
      }
      $photoBusy.set('upload');
      onReady?.(photo);
      return { problem: null, saved: await sendPicture(photo, 'Foto de perfil atualizada!') };
    },
    removeProfilePhoto() {
      if ($photoBusy.get()) return Promise.resolve(false);
      $photoBusy.set('remove');
      return sendPicture(null, 'Foto de perfil removida!');
    },
    async changePassword(change) {
      try {
        const answer = await updatePassword(change);
        toast.success(answer.details ?? 'Senha alterada com sucesso!');
        return 'changed';
      } catch (error) {
        console.error('[settings:password]', error);
        // No answer is not a failure: the change may have been made (R161); the form says so instead.
        if (answerLost(error)) return 'unsure';
        toast.error(errorMessage(error));
        return 'refused';
      }
    },
    async saveNotifications(next) {
      const shown = notifications.$state.get();
      if (shown.state !== 'ready' || $saving.get()) return false;
      const saved = shown.view;
      notifications.patch(() => next);
      $saving.set(true);
      try {
        const answer = await updateNotificationSettings(next);
        toast.success(answer.details ?? 'Preferências de notificação salvas.');
        return true;
      } catch (error) {
        console.error('[settings:notifications]', error);
        notifications.patch(() => saved);
        toast.error(`${errorMessage(error)} Suas preferências não foram alteradas.`);
        return false;
      } finally {
        $saving.set(false);
      }
    },
  };
}

/** The settings screen of the page. */
export const settingsScreen = createSettingsScreen();
