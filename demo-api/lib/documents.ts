// CPF and CNPJ rules, including the alphanumeric CNPJ (IN RFB 2.229/2024): each of the first 12
// characters counts as its ASCII code minus 48, check digits are still modulo 11.

/** Digits and letters only, upper-cased (punctuation and spaces dropped). */
export function normalizeDocument(text: string): string {
  return text.toUpperCase().replace(/[^0-9A-Z]/g, '');
}

function checkDigit(chars: string, firstWeight: number): number {
  let sum = 0;
  let weight = firstWeight;
  for (const ch of chars) {
    sum += (ch.charCodeAt(0) - 48) * weight;
    weight = weight === 2 ? 9 : weight - 1;
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

function cpfDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (digits.length + 1 - i);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** A CPF with valid check digits. */
export function isCpf(text: string): boolean {
  if (!/^\d{11}$/.test(text) || /^(\d)\1{10}$/.test(text)) return false;
  return cpfDigit(text.slice(0, 9)) === Number(text[9]) && cpfDigit(text.slice(0, 10)) === Number(text[10]);
}

/** A CNPJ (numeric or alphanumeric) with valid check digits. */
export function isCnpj(text: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(text) || /^(\d)\1{13}$/.test(text)) return false;
  return checkDigit(text.slice(0, 12), 5) === Number(text[12]) && checkDigit(text.slice(0, 13), 6) === Number(text[13]);
}

/** A valid CPF (11 digits) or CNPJ (14 characters, numeric or alphanumeric). */
export function isDocument(text: string): boolean {
  return isCpf(text) || isCnpj(text);
}

/** A CNPJ from its first 12 characters. */
export function cnpjWithDigits(base12: string): string {
  const thirteen = base12 + String(checkDigit(base12, 5));
  return thirteen + String(checkDigit(thirteen, 6));
}
