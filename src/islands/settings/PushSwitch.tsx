// 'Avisos neste aparelho' (product-rules R307): this device's order notifications, a switch like the tab's two,
// with its state said on the line under it. Loaded by NotificationsTab where the deploy offers them.
import { useStore } from '@nanostores/react';
import { useEffect, useId } from 'react';
import { canSwitchPush, PUSH_STATE_TEXTS } from '../../lib/domain/push.ts';
import { $pushSwitch, flipPushSwitch, showPushSwitch } from '../../lib/stores/push-switch.ts';

/** Its state said under it; only a tap asks the browser for permission (R307). */
export function PushSwitch({ online }: { online: boolean }) {
  const id = useId();
  const { state, busy, problem } = useStore($pushSwitch);
  useEffect(() => void showPushSwitch(), []);
  if (state === 'absent' || state === 'loading') return null;
  const refused = busy || !online || !canSwitchPush(state);
  return (
    <div className="settings-switch settings-switch--device">
      <input
        id={`${id}-device`}
        type="checkbox"
        role="switch"
        className="switch-input"
        checked={state === 'on'}
        aria-disabled={refused || undefined}
        aria-describedby={`${id}-device-state`}
        onChange={(event) => {
          if (!refused) void flipPushSwitch(event.currentTarget.checked);
        }}
      />
      <label htmlFor={`${id}-device`} className="settings-switch__label">
        Avisos neste aparelho
      </label>
      <p id={`${id}-device-state`} className="settings-switch__state">
        {busy ? (state === 'on' ? 'Desativando...' : 'Ativando...') : PUSH_STATE_TEXTS[state]}
      </p>
      {problem && (
        <p className="form-problem" role="alert">
          {problem}
        </p>
      )}
    </div>
  );
}
