// Inlined in every page's head (BaseLayout): sets data-auth/data-store/data-consent before the first
// paint, so the menu and the cookie notice never jump. Only a hint for CSS: the stores validate the
// session once the page's scripts run; it is read as they read it (lib/stored-json.ts), so a session a
// newer build wrote is no session here either (docs/product-rules.md R285). A page's first read takes
// the session read here. Built by
// src/layouts/head-script.ts, which defines SESSION_KEY, SESSION_FORMAT and CONSENT_KEY.
import { sessionRecordOf, type HeadScriptGlobals } from '../lib/stored-json.ts';

declare const SESSION_KEY: string;
declare const SESSION_FORMAT: number;
declare const CONSENT_KEY: string;

const root = document.documentElement;
root.dataset.js = '1'; // CSS tells a page with scripts from one without (the FAQ works without)
try {
  const session = sessionRecordOf(localStorage.getItem(SESSION_KEY), SESSION_FORMAT);
  (self as HeadScriptGlobals).storedSession = session; // the first read's (src/scripts/first-read.inline.ts)
  if (session) {
    root.dataset.auth = 'in';
    root.dataset.store = session.user.storeAccess === true ? '1' : '0';
  }
  if (localStorage.getItem(CONSENT_KEY) === 'yes') root.dataset.consent = '1';
} catch {
  // A browser that blocks storage throws on the mere access: the page stays signed out (<html data-auth="out">).
}
