// Saving a file the portal received (invoice and boleto PDFs) on the user's device.
import { markFileDownloaded } from './download-mark.ts';

/** How long the file's object URL lives: long enough for slow phones to start the download. */
const REVOKE_AFTER_MS = 60_000;

/**
 * Saves `blob` as `filename` through a temporary object URL and an `<a download>` click, which
 * desktop and phone browsers (Chrome on Android included) turn into a download. The URL is
 * revoked a minute later, not at once, so a slow device still reads it. The session is marked as having
 * saved a file, so that 'Sair' says the file stays on the device (product-rules R293).
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  markFileDownloaded();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
