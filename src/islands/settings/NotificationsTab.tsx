// 'Notificação' tab: two switches (real checkboxes with role="switch"), each saved as soon as it is
// flipped. A failed save flips it back to what the service still has, and a toast says so. Offline,
// a flip is refused at once and the line under them says why (product-rules R170). A third, 'Avisos neste
// aparelho', is this device's order notifications (R307), shown where the deploy offers them.
import { useStore } from '@nanostores/react';
import { useId } from 'react';
import { offlineText } from '../../lib/domain/offline-texts.ts';
import { $online } from '../../lib/stores/online.ts';
import { settingsScreen, type NotificationChoices, type SettingsView } from '../../lib/screens/settings.ts';
import { lazyModule } from '../shared/lazy-module.tsx';
import { LoadError } from '../shared/LoadError.tsx';
import { Skeleton } from '../shared/Skeleton.tsx';
import { WhenPushOffered } from '../shared/WhenPushOffered.tsx';

const PushSwitch = lazyModule(() => import('./PushSwitch.tsx')).component<{ online: boolean }>((module) => module.PushSwitch);

const switches: ReadonlyArray<{ key: keyof NotificationChoices; label: string }> = [
  { key: 'acceptMail', label: 'Receber e-mails' },
  { key: 'acceptMessages', label: 'Receber mensagens' },
];

export function NotificationsTab({ view }: { view: SettingsView }) {
  const id = useId();
  const notifications = view.notifications;
  const online = useStore($online, { ssr: 'initial' });
  const saving = view.savingNotifications;
  // Saving or offline, a flip is refused (the switch stays as the service has it).
  const refused = saving || !online;

  switch (notifications.state) {
    case 'loading':
      return <Skeleton label="Carregando suas preferências" count={2} height={56} />;
    case 'error':
      return (
        <LoadError
          title="Não foi possível carregar suas preferências"
          message={notifications.message}
          onRetry={() => settingsScreen.retryTab('notificacao')}
        />
      );
    case 'ready': {
      const choices = notifications.view;
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
                checked={choices[key]}
                aria-disabled={refused || undefined}
                aria-describedby={online ? undefined : `${id}-status`}
                onChange={(event) => {
                  if (!refused) void settingsScreen.saveNotifications({ ...choices, [key]: event.currentTarget.checked });
                }}
              />
              <label htmlFor={`${id}-${key}`} className="settings-switch__label">
                {label}
              </label>
            </div>
          ))}
          <WhenPushOffered>
            <PushSwitch online={online} />
          </WhenPushOffered>
          <p id={`${id}-status`} className={online ? 'settings-switches__status' : 'offline-note'} role="status">
            {online ? (saving ? 'Salvando...' : '') : offlineText('salvar as alterações')}
          </p>
        </fieldset>
      );
    }
  }
}
