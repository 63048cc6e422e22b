// Modals load when first opened (their code is split off so each route
// stays inside its JavaScript budget).
import { Suspense, useState, type ReactNode } from 'react';

/**
 * Mounts a lazy modal the first time it opens and keeps it mounted afterwards, so the shared Modal
 * can close its dialog and give focus back to the button that opened it.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}
