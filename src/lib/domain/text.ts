// Text rules shared by screens and calls.

/** Removes accents and other combining marks ('Águas' → 'Aguas', 'Açaí' → 'Acai'), as the products API expects categories. */
export function stripAccents(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').normalize('NFC');
}
