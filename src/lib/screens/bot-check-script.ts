// The sign-in page's bot-check script (product-rules R18), loaded on demand by access.ts › loadSignInExtras
// on wide screens when one is configured, checked against its configured hash (R294).
import { isScriptIntegrity } from '../domain/bot-check.ts';

/**
 * Adds the script once. With a hash (`botCheckScriptIntegrity`) the browser runs it only if it is the file
 * that was hashed; a hash that is not one refuses the script, as one that cannot load: sign-in works without it.
 */
export function addBotCheckScript(src: string, integrity: unknown): void {
  if (document.querySelector('script[data-bot-check]') || (integrity !== undefined && !isScriptIntegrity(integrity))) return;
  const script = document.createElement('script');
  if (integrity) {
    // Checking a hash needs the file in CORS mode: its host must allow this site.
    script.integrity = integrity;
    script.crossOrigin = 'anonymous';
  }
  script.src = src;
  script.async = true;
  script.dataset['botCheck'] = '';
  // A blocked or failing script only means no bot check: sign-in never waits for it.
  script.addEventListener('error', () => script.remove());
  document.head.append(script);
}
