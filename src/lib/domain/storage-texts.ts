// The one wording of product-rules R284: what the portal says when the phone's storage cannot keep what
// the user's work needs. Each screen passes its own consequence, so a page carries only its own words.
import { NEWER_FORMAT_TEXT } from './newer-format-text.ts';

/** The words for a write storage did not keep: a newer build's value there (R285), or a full storage (R284). */
export function storageRefusedText(why: 'newer' | 'full' | null, what: string): string {
  return why === 'newer' ? NEWER_FORMAT_TEXT : storageFullText(what);
}

/** 'O armazenamento do aparelho está cheio: <what>. Libere espaço no aparelho (…).' */
export function storageFullText(what: string): string {
  return `O armazenamento do aparelho está cheio: ${what}. Libere espaço no aparelho (apague fotos, vídeos ou aplicativos que não usa).`;
}
