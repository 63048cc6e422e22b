// Whether this session saved a file on the device (product-rules R293): download.ts marks it, 'Sair'
// reads it to say that the files stay in the phone's downloads, and the session's end removes it
// (stores/session.ts). Through the storage door, like every persisted key (R284).
import { readLocal, writeLocal } from './local-store.ts';
import { localKeys } from './storage-keys.ts';

/** Marks that a file was saved. A mark storage refused holds for this page only (R284): 'Sair' from a later page says nothing. */
export function markFileDownloaded(): void {
  writeLocal(localKeys.downloadedFiles, '1');
}

/** Whether a file was saved since the session began (false when the storage cannot be read, R109). */
export function fileWasDownloaded(): boolean {
  return readLocal(localKeys.downloadedFiles) === '1';
}
