// Small text helpers shared by the services.

/** Lower case without accents, trimmed: 'Águas ' and 'aguas' compare equal. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();
}

/**
 * A header value as the portal meant it. Browsers send header bytes as they are; Node reads them as
 * latin1. 'Guaraná' typed by a browser arrives as 'Guaraná' (latin1) or, if it was UTF-8 encoded,
 * as 'GuaranÃ¡': undo the second case, and accept percent-encoding too.
 */
export function headerText(value: string): string {
  let text = value;
  if (/%[0-9A-Fa-f]{2}/.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // not percent-encoded after all
    }
  }
  if (/[\u00c2\u00c3][\u0080-\u00bf]/.test(text)) {
    const bytes = Uint8Array.from(text, (ch) => ch.charCodeAt(0) & 0xff);
    const decoded = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
    if (!decoded.includes('\ufffd')) text = decoded;
  }
  return text;
}

/** 'cerveja-pilsen' from 'Cerveja Pilsen'. */
export function slug(text: string): string {
  return fold(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** R$ 1.234,56 */
export function money(value: number): string {
  return new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(value).replace(/\u00a0/g, ' ');
}

/** Rounded to cents. */
export function cents(value: number): number {
  return Math.round(value * 100) / 100;
}

/** Escapes text for HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
