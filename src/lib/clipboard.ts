// Copy and share a code (boleto digitable line, PIX copia-e-cola) with its toasts (product-rules R90).
// A second copy of the same code within 3 s is ignored: no second write, no second toast.
import { isRepeatedCopy, type LastCopy } from './domain/debts.ts';
import { toast } from './toast.ts';

/** Toast after a copy (product-rules R90). */
export const copiedText = 'Copiado para área de transferência!';
/** Toast after a share (product-rules R90). */
export const sharedText = 'Compartilhado com sucesso!';
/** Toast when neither the clipboard nor the old copy command works. */
export const copyFailedText = 'Não foi possível copiar. Selecione o código e copie manualmente.';

let lastCopy: LastCopy | null = null;

// Old Android WebViews (and pages outside a secure context) have no navigator.clipboard: the
// selection-based copy command still works there.
function legacyCopy(text: string): boolean {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  const focused = document.activeElement as HTMLElement | null;
  document.body.append(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    focused?.focus?.();
  }
}

async function write(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch (error) {
    console.error('[clipboard]', error);
  }
  return legacyCopy(text);
}

/**
 * Copies `text` and says so; a repeat of the same text within 3 s does nothing. Resolves true
 * when the text is (or already was) on the clipboard.
 */
export async function copyText(text: string): Promise<boolean> {
  const now = Date.now();
  if (isRepeatedCopy(lastCopy, text, now)) return true;
  if (!(await write(text))) {
    toast.error(copyFailedText);
    return false;
  }
  lastCopy = { text, at: now };
  toast.success(copiedText);
  return true;
}

/**
 * Opens the system share sheet with `text`; where the browser cannot share (or sharing fails for
 * any reason but the user closing the sheet) the text is copied instead.
 */
export async function shareText(title: string, text: string): Promise<void> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, text });
      toast.success(sharedText);
      return;
    } catch (error) {
      // The user closed the share sheet: nothing to say.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      console.error('[share]', error);
    }
  }
  await copyText(text);
}
