// CPF and CNPJ, including the alphanumeric CNPJ the Receita Federal issues from July 2026
// (IN RFB 2.229/2024, product-rules R16): 12 letters or digits, then 2 check digits, every
// character worth its ASCII code minus 48 ('0'…'9' → 0…9, 'A' → 17, 'B' → 18 …).

/** The label a document gets by its shape (product-rules R79). */
export type DocumentType = 'CPF' | 'CNPJ' | 'Documento';

const CPF_SHAPE = /^\d{11}$/;
const CNPJ_SHAPE = /^[0-9A-Z]{12}\d{2}$/;
const CPF_BODY = /^\d{9}$/;
const CNPJ_BODY = /^[0-9A-Z]{12}$/;

// Weights from the left; for the CNPJ they are 2..9 cycling from the right.
const CPF_WEIGHTS_FIRST = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_SECOND = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

// The modulo-11 check digit both documents use: remainders 0 and 1 give 0, others 11 − remainder.
function checkDigit(characters: string, weights: readonly number[]): number {
  let sum = 0;
  for (const [index, weight] of weights.entries()) {
    sum += (characters.charCodeAt(index) - 48) * weight;
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function allSameCharacter(text: string): boolean {
  return [...text].every((character) => character === text[0]);
}

/**
 * Keeps what a CPF/CNPJ field keeps: letters and digits, upper-cased, dropping punctuation and
 * spaces ('123.456.789-09' → '12345678909', '12.abc.345/01de-35' → '12ABC34501DE35').
 */
export function cleanDocument(input: string): string {
  return input.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

/** The two check digits of a CPF from its first 9 digits ('123456789' → '09'); throws on anything else. */
export function cpfCheckDigits(first9: string): string {
  if (!CPF_BODY.test(first9)) throw new RangeError('cpfCheckDigits needs exactly 9 digits');
  const first = checkDigit(first9, CPF_WEIGHTS_FIRST);
  const second = checkDigit(`${first9}${first}`, CPF_WEIGHTS_SECOND);
  return `${first}${second}`;
}

/** The two check digits of a CNPJ from its first 12 characters, digits or A–Z ('12ABC34501DE' → '35'); throws on anything else. */
export function cnpjCheckDigits(first12: string): string {
  if (!CNPJ_BODY.test(first12)) throw new RangeError('cnpjCheckDigits needs exactly 12 characters 0-9 or A-Z');
  const first = checkDigit(first12, CNPJ_WEIGHTS_FIRST);
  const second = checkDigit(`${first12}${first}`, CNPJ_WEIGHTS_SECOND);
  return `${first}${second}`;
}

/** Whether a document (punctuation allowed) is a valid CPF: 11 digits, right check digits, not one digit repeated. */
export function isValidCpf(doc: string): boolean {
  const cpf = cleanDocument(doc);
  return CPF_SHAPE.test(cpf) && !allSameCharacter(cpf) && cpfCheckDigits(cpf.slice(0, 9)) === cpf.slice(9);
}

/**
 * Whether a document (punctuation and lower case allowed) is a valid CNPJ, numeric or
 * alphanumeric: 12 letters or digits, 2 right check digits, not one character repeated.
 */
export function isValidCnpj(doc: string): boolean {
  const cnpj = cleanDocument(doc);
  return CNPJ_SHAPE.test(cnpj) && !allSameCharacter(cnpj) && cnpjCheckDigits(cnpj.slice(0, 12)) === cnpj.slice(12);
}

/** Whether a document is a valid CPF or CNPJ: the check behind 'Por favor, insira um CPF/CNPJ válido'. */
export function isValidDocument(doc: string): boolean {
  return isValidCpf(doc) || isValidCnpj(doc);
}

/** The label of a document after cleaning: 11 digits 'CPF', 12 letters/digits + 2 digits 'CNPJ', else 'Documento'. */
export function documentType(doc: string): DocumentType {
  const cleaned = cleanDocument(doc);
  if (CPF_SHAPE.test(cleaned)) return 'CPF';
  if (CNPJ_SHAPE.test(cleaned)) return 'CNPJ';
  return 'Documento';
}

/**
 * Shows a document with its mask: CPF '123.456.789-09', CNPJ '11.222.333/0001-81' or
 * '12.ABC.345/01DE-35'; anything of another shape is returned cleaned, as is.
 */
export function formatDocument(doc: string): string {
  const cleaned = cleanDocument(doc);
  if (CPF_SHAPE.test(cleaned)) {
    return `${cleaned.slice(0, 3)}.${cleaned.slice(3, 6)}.${cleaned.slice(6, 9)}-${cleaned.slice(9)}`;
  }
  if (CNPJ_SHAPE.test(cleaned)) {
    return `${cleaned.slice(0, 2)}.${cleaned.slice(2, 5)}.${cleaned.slice(5, 8)}/${cleaned.slice(8, 12)}-${cleaned.slice(12)}`;
  }
  return cleaned;
}
