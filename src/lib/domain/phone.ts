// Phone numbers as the services write them ('(21) 99876-5432'), turned into links that dial.

/**
 * The `tel:` link of a phone number: digits only, with Brazil's +55 in front of an area code and
 * number (10 or 11 digits, not starting with 0: 0800 numbers stay as they are), so it dials from
 * any phone.
 */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `tel:+${digits}`;
  return (digits.length === 10 || digits.length === 11) && !digits.startsWith('0') ? `tel:+55${digits}` : `tel:${digits}`;
}

/**
 * The `tel:` link of a phone number as it is written: its digits and '+' kept, nothing added; null
 * when there is nothing to dial.
 */
export function dialHref(phone: string): string | null {
  const dial = phone.replace(/[^\d+]/g, '');
  return dial ? `tel:${dial}` : null;
}
