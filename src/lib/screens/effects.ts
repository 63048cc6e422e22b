// The browser effects screens need, passed in rather than reached for, so a screen's tests hand it
// a clock, a navigation and a file saver instead of stubbing `window` and `document`. The navigations
// alone are in navigation.ts, for screens that need nothing else; the file saver (download.ts) is
// handed in by the one screen that saves files (orders.ts), so the others do not load it.
import { servicesNowMs } from '../api/client.ts';
import { browserNavigation, type Navigation } from './navigation.ts';

/** What a screen may do to the browser. */
export interface BrowserEffects extends Navigation {
  /** The current time in ms (due dates, countdowns, "today" in São Paulo): the services', when the phone's is off (R297). */
  now(): number;
  /** Saves a file the portal received (invoice and boleto PDFs). */
  saveFile(file: Blob, name: string): void | Promise<void>;
}

/** The real browser but for the file saver; each effect reaches for `window` only when called, never at import. */
export const browserEffects: Omit<BrowserEffects, 'saveFile'> = {
  now: servicesNowMs,
  ...browserNavigation,
};
