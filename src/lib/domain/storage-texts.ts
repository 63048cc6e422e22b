// The one wording of product-rules R284: what the portal says when the phone's storage cannot keep what
// the user's work needs. Each screen passes its own consequence, so a page carries only its own words.

/** 'O armazenamento do aparelho está cheio: <what>. Libere espaço no aparelho (…).' */
export function storageFullText(what: string): string {
  return `O armazenamento do aparelho está cheio: ${what}. Libere espaço no aparelho (apague fotos, vídeos ou aplicativos que não usa).`;
}
