// The profile photo of 'Geral': the current picture (or a placeholder), 'Alterar foto' (a real file
// input, checked for type before anything is sent; one over 800 kB is prepared first, R255) and
// 'Remover foto'. While a new photo uploads its preview shows, marked busy; a failed upload puts the
// saved photo back. Offline, both refuse at once (the file picker does not open) and a line says why
// (product-rules R170).
import { useStore } from '@nanostores/react';
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { accountPhotoProblem, accountPhotoTypes } from '../../lib/domain/account-photo.ts';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { settingsScreen, type PhotoBusy } from '../../lib/screens/settings.ts';
import { $online } from '../../lib/stores/online.ts';
import '../../styles/forms.css';

interface ProfilePhotoProps {
  /** The photo URL the service has now (null: none). */
  saved: string | null;
  /** The photo change on its way, if any. */
  busy: PhotoBusy;
}

/** Its texts, shared with the page's early view, which draws the photo before React arrives (src/pages/cofiguracao.astro). */
export const profilePhotoTexts = {
  alt: 'Sua foto de perfil',
  empty: 'Sem foto',
  change: 'Alterar foto',
  remove: 'Remover foto',
  hint: 'JPG, GIF ou PNG, com até 800 kB.',
} as const;

const statusText = { prepare: 'Preparando foto...', upload: 'Enviando foto...', remove: 'Removendo foto...' };

export function ProfilePhoto({ saved, busy }: ProfilePhotoProps) {
  const [preview, setPreview] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [broken, setBroken] = useState(false);
  const inputId = useId();
  const problemId = `${inputId}-problem`;
  const offlineId = `${inputId}-offline`;
  const online = useStore($online, { ssr: 'initial' });
  const off = busy !== null || !online;

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);
  // A new saved photo gets its own chance to load (state adjusted while rendering, not in an effect).
  const [brokenSaved, setBrokenSaved] = useState(saved);
  if (brokenSaved !== saved) {
    setBrokenSaved(saved);
    setBroken(false);
  }

  async function onChoose(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared so that choosing the same file again still fires a change.
    input.value = '';
    if (!file || off) return;
    const refused = accountPhotoProblem(file);
    setProblem(refused);
    if (refused) return;
    // The preview is what goes: the file itself, or its JPEG once prepared.
    const outcome = await settingsScreen.changeProfilePhoto(file, (photo) => setPreview(URL.createObjectURL(photo)));
    setProblem(outcome.problem);
    setPreview(null);
  }

  const shown = preview ?? (broken ? null : saved);
  return (
    <div className="profile-photo" aria-busy={busy ? true : undefined}>
      <div className="profile-photo__frame">
        {shown ? (
          <img
            className="profile-photo__image"
            src={shown}
            alt={preview ? 'Prévia da nova foto de perfil' : profilePhotoTexts.alt}
            width="96"
            height="96"
            onError={() => setBroken(true)}
          />
        ) : (
          <span className="profile-photo__empty">{profilePhotoTexts.empty}</span>
        )}
      </div>
      <div className="profile-photo__actions">
        <p className="profile-photo__status" role="status">
          {busy ? statusText[busy] : ''}
        </p>
        <div className={`profile-photo__pick button button--secondary${off ? ' is-disabled' : ''}`}>
          <input
            id={inputId}
            type="file"
            className="profile-photo__input"
            accept={accountPhotoTypes.join(',')}
            aria-describedby={online ? (problem ? problemId : `${inputId}-hint`) : offlineId}
            aria-invalid={problem ? true : undefined}
            aria-disabled={off || undefined}
            // Offline the picker does not open: nothing could be sent.
            onClick={(event) => void (online || event.preventDefault())}
            onChange={(event) => void onChoose(event)}
          />
          <label htmlFor={inputId}>{profilePhotoTexts.change}</label>
        </div>
        {saved ? (
          <button
            type="button"
            className="button button--secondary"
            aria-disabled={off}
            aria-describedby={online ? undefined : offlineId}
            onClick={() => void (off || settingsScreen.removeProfilePhoto())}
          >
            {profilePhotoTexts.remove}
          </button>
        ) : null}
        <p className="offline-note" id={offlineId} role="status">
          {online ? '' : offlineText('salvar as alterações')}
        </p>
        <p className="field-hint" id={`${inputId}-hint`}>
          {profilePhotoTexts.hint}
        </p>
        {problem ? (
          <p className="field-error" id={problemId} role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </div>
  );
}
