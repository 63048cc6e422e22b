// The form's submit button: disabled until the island is interactive (a click before hydration
// would submit the bare HTML form) and while busy, when it reads 'Carregando...'. Focus that the
// disabled button dropped comes back when it is enabled again, so keyboard users keep their place.
import { useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import '../../styles/forms.css';

interface SubmitButtonProps {
  busy: boolean;
  children: ReactNode;
  busyLabel?: string;
}

const noSubscription = () => () => {};

export function SubmitButton({ busy, children, busyLabel = 'Carregando...' }: SubmitButtonProps) {
  // false in the static HTML and while hydrating (the server snapshot), true once the island is live.
  const ready = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const button = useRef<HTMLButtonElement>(null);
  const hadFocus = useRef(false);
  useEffect(() => {
    if (busy) {
      hadFocus.current = document.activeElement === button.current;
    } else if (hadFocus.current) {
      hadFocus.current = false;
      if (document.activeElement === document.body) button.current?.focus();
    }
  }, [busy]);
  return (
    <button ref={button} type="submit" className="button button--block" disabled={!ready || busy}>
      {busy ? busyLabel : children}
    </button>
  );
}
