// The cookie notice choice (product-rules R25: kept in local storage).
import { persistentBoolean } from '@nanostores/persistent';
import { localKeys } from '../storage-keys.ts';

/** True once the user accepted the cookie notice. */
export const $cookieConsent = persistentBoolean(localKeys.cookieConsent);

/** Records the acceptance; the notice stays hidden from then on, in every tab. */
export function acceptCookies(): void {
  $cookieConsent.set(true);
}
