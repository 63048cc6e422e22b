// The browser effects screens need, passed in rather than reached for, so a screen's tests hand it
// a clock, a navigation and a file saver instead of stubbing `window` and `document`.
import { saveFile } from '../download.ts';

/** What a screen may do to the browser. */
export interface BrowserEffects {
  /** The current time in ms (due dates, countdowns, "today" in São Paulo). */
  now(): number;
  /** Leaves for another page (a full navigation: the portal has no client router). */
  navigate(url: string): void;
  /** Leaves for another page in place of this one (no history entry to come back to). */
  replace(url: string): void;
  /** Saves a file the portal received (invoice and boleto PDFs). */
  saveFile(file: Blob, name: string): void;
}

/** The real browser; each effect reaches for `window` only when called, never at import. */
export const browserEffects: BrowserEffects = {
  now: () => Date.now(),
  navigate: (url) => window.location.assign(url),
  replace: (url) => window.location.replace(url),
  saveFile,
};
