// Account settings (/cofiguracao, product-rules R96–R99, R255–R257):
// the data of each tab, loaded when the tab is first opened, and the tabs' save actions. Every
// save answers with a toast: the service's details on success, its details or the error message on
// failure. The screen is ready as soon as it starts; each tab's data is a part with its own state.
import '../stores/api-session.ts';
import { atom, computed, type ReadableAtom } from 'nanostores';
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
  accountPhotoProblem,
  accountPhotoShrinkMessage,
} from '../domain/account-photo.ts';
import { formatDocument } from '../domain/documents.ts';
import { dialHref } from '../domain/phone.ts';
import { updateSessionProfile } from '../stores/session.ts';
import { toast } from '../toast.ts';
import { onFreshData, SCREEN_LOADING, type Screen, type ScreenState } from './screen.ts';

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
  general: ScreenState<GeneralView>;
  commercial: ScreenState<CommercialView>;
  /** The switches as shown: what the service has, or the change being saved. */
  notifications: ScreenState<NotificationChoices>;
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

/** One tab's data: the latest load wins, and a failed reload keeps what was loaded. */
interface TabData<T> {
  $data: ReadableAtom<T | undefined>;
  /** The pt-BR message of the last failure, or null (cleared when loading again). */
  $error: ReadableAtom<string | null>;
  /** Loads (again); `quiet` keeps what is shown on a failure. */
  load(quiet?: boolean): void;
  /** Loads unless already asked for. */
  open(): void;
  /** Fresh answers or the network back (docs/offline.md): what was loaded loads again in place; a failure too when online. */
  redraw(event: Event): void;
  /** Back to nothing asked for; a late answer is dropped. */
  reset(): void;
}

function tabData<T>(name: string, fetcher: () => Promise<T>): TabData<T> {
  const $data = atom<T | undefined>(undefined);
  const $error = atom<string | null>(null);
  let latest = 0;
  let asked = false;
  /** `quiet`: a redraw of what is shown (docs/offline.md), keeping it on a failure. */
  function load(quiet = false): void {
    asked = true;
    const call = ++latest;
    if (!quiet) $error.set(null);
    fetcher().then(
      (data) => {
        if (call === latest) $data.set(data);
      },
      (error: unknown) => {
        if (call !== latest || quiet) return;
        console.error(`[${name}]`, error);
        $error.set(errorMessage(error));
      },
    );
  }
  return {
    $data,
    $error,
    load,
    open() {
      if (!asked) load();
    },
    redraw(event) {
      if ($data.get() !== undefined) load(true);
      else if ($error.get() !== null && event.type === 'online') load();
    },
    reset() {
      latest += 1;
      asked = false;
      $data.set(undefined);
      $error.set(null);
    },
  };
}

/** A tab's part: its view once there is data, else its failure, else loading. */
function part<V>(view: V | undefined, error: string | null): ScreenState<V> {
  if (view !== undefined) return { state: 'ready', view };
  return error === null ? SCREEN_LOADING : { state: 'error', message: error };
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
  const $state = atom<ScreenState<SettingsView>>(SCREEN_LOADING);
  const general = tabData('settings:general', getAccountGeneral);
  const commercial = tabData('settings:commercial', getAccountCommercial);
  const notifications = tabData('settings:notifications', getNotificationSettings);
  const $photo = atom<string | null>(null);
  const $photoBusy = atom<PhotoBusy>(null);
  const $choices = atom<NotificationChoices | undefined>(undefined);
  const $saving = atom(false);
  general.$data.listen((data) => {
    if (data) $photo.set(data.profile);
  });
  notifications.$data.listen((saved) => $choices.set(saved && { acceptMail: saved.acceptMail, acceptMessages: saved.acceptMessages }));
  const $generalView = computed(general.$data, (data) => data && generalView(data));
  const $commercialView = computed(commercial.$data, (data) => data && commercialView(data));
  const $view = computed(
    [$generalView, general.$error, $commercialView, commercial.$error, $choices, notifications.$error, $saving, $photo, $photoBusy],
    (generalData, generalError, commercialData, commercialError, choices, notificationsError, saving, photo, photoBusy): SettingsView => ({
      general: part(generalData, generalError),
      commercial: part(commercialData, commercialError),
      notifications: part(choices, notificationsError),
      savingNotifications: saving,
      photo,
      photoBusy,
    }),
  );
  const tabs: Partial<Record<SettingsTab, TabData<unknown>>> = { geral: general, equipe: commercial, notificacao: notifications };
  let stop: (() => void) | null = null;
  let lastTab: SettingsTab = 'geral';

  function settle(profile: string | null | undefined): void {
    if (profile === undefined) {
      // The answer did not say where the new photo is: ask for the tab's data again.
      general.load();
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
    if (!stop) return;
    lastTab = tab;
    tabs[tab]?.open();
  }

  return {
    $state,
    start(tab) {
      if (!stop) {
        const unsubscribe = $view.subscribe((view) => $state.set({ state: 'ready', view }));
        const stopListening = onFreshData((event) => {
          for (const data of [general, commercial, notifications]) data.redraw(event);
        });
        stop = () => {
          unsubscribe();
          stopListening();
        };
      }
      selectTab(tab);
    },
    retry() {
      tabs[lastTab]?.load();
    },
    exit() {
      stop?.();
      stop = null;
      for (const data of [general, commercial, notifications]) data.reset();
      $state.set(SCREEN_LOADING);
    },
    selectTab,
    retryTab(tab) {
      tabs[tab]?.load();
    },
    async changeProfilePhoto(file, onReady) {
      const problem = accountPhotoProblem(file);
      if (problem) return { problem };
      if ($photoBusy.get()) return { problem: null, saved: false };
      let photo: Blob = file;
      if (!accountPhotoFits(file)) {
        $photoBusy.set('prepare');
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
      const saved = $choices.get();
      if (!saved || $saving.get()) return false;
      $choices.set(next);
      $saving.set(true);
      try {
        const answer = await updateNotificationSettings(next);
        toast.success(answer.details ?? 'Preferências de notificação salvas.');
        return true;
      } catch (error) {
        console.error('[settings:notifications]', error);
        $choices.set(saved);
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
