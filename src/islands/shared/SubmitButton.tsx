// The form's submit button: disabled until the island is interactive (a click before hydration
// would submit the bare HTML form), while busy, when it reads 'Carregando...', and while the browser
// is offline, when the line under it says why before the user tries (product-rules R170; disabled, so
// Enter in a field submits nothing either). Focus that the disabled button dropped comes back when it
// is enabled again, so keyboard users keep their place.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useSyncExternalStore, type ReactNode } from 'react';
import { $online } from '../../lib/stores/online.ts';
import '../../styles/forms.css';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
  /** What the line under the button says while offline (`lib/domain/offline-texts.ts`). */
  offlineText: string;
}

const noSubscription = () => () => {};

export function SubmitButton({ busy, children, busyLabel = 'Carregando...', offlineText }: SubmitButtonProps) {
  // false in the static HTML and while hydrating (the server snapshot), true once the island is live.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const online = useStore($online, { ssr: 'initial' });
  const noteId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  const off = busy || !online;
  useEffect(() => {
    if (off) {
      hadFocus.current ||= document.activeElement === button.current;
    } else if (hadFocus.current) {
      hadFocus.current = false;
      if (document.activeElement === document.body) button.current?.focus();
    }
  }, [off]);
  return (
    <>
      <button
        ref={button}
        type="submit"
        className="button button--block"
        disabled={!ready || off}
        aria-describedby={online ? undefined : noteId}
      >
        {busy ? busyLabel : children}
      </button>
      <p id={noteId} className="offline-note" role="status">
        {online ? '' : offlineText}
      </p>
    </>
  );
}
