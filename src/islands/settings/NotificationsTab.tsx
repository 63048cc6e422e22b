// 'Notificação' tab: two switches (real checkboxes with role="switch"), each saved as soon as it is
// flipped. A failed save flips it back to what the service still has, and a toast says so.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { Acceptances } from '../../lib/api/account.ts';
import { $acceptances, $acceptancesSaving, accountNotifications, saveAcceptances } from '../../lib/stores/account-settings.ts';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { useLoadOnce } from './use-load-once.ts';

const switches: ReadonlyArray<{ key: keyof Acceptances; label: string }> = [
  { key: 'acceptMail', label: 'Receber e-mails' },
  { key: 'acceptMessages', label: 'Receber mensagens' },
];

export function NotificationsTab() {
  const acceptances = useStore($acceptances);
  const saving = useStore($acceptancesSaving);
  const error = useStore(accountNotifications.$error);
  const id = useId();
  useLoadOnce(accountNotifications);

  if (!acceptances) {
    return error ? (
      <LoadError title="Não foi possível carregar suas preferências" message={error} onRetry={() => void accountNotifications.load()} />
    ) : (
      <Skeleton label="Carregando suas preferências" count={2} height={56} />
    );
  }
  return (
    <fieldset className="settings-switches">
      <legend className="visually-hidden">Notificações</legend>
      {switches.map(({ key, label }) => (
        <div key={key} className="settings-switch">
          <input
            id={`${id}-${key}`}
            type="checkbox"
            role="switch"
            className="switch-input"
            checked={acceptances[key]}
            aria-disabled={saving || undefined}
            onChange={(event) => {
              if (!saving) void saveAcceptances({ ...acceptances, [key]: event.currentTarget.checked });
            }}
          />
          <label htmlFor={`${id}-${key}`} className="settings-switch__label">
            {label}
          </label>
        </div>
      ))}
      <p className="settings-switches__status" role="status">
        {saving ? 'Salvando...' : ''}
      </p>
    </fieldset>
  );
}
