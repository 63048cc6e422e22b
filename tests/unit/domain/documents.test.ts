import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cleanDocument,
  cnpjCheckDigits,
  cpfCheckDigits,
  documentType,
  formatDocument,
  isValidCnpj,
  isValidCpf,
  isValidDocument,
} from '../../../src/lib/domain/documents.ts';

const DIGITS = [...'0123456789'];
const ALPHANUMERIC = [...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
const value = (character: string): number => character.charCodeAt(0) - 48;
const allSame = (text: string): boolean => new Set(text).size === 1;
const replaceAt = (text: string, index: number, character: string): string => `${text.slice(0, index)}${character}${text.slice(index + 1)}`;

const cpfBodyArb = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 9, maxLength: 9 }).filter((body) => !allSame(body));
const cnpjBodyArb = fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 12, maxLength: 12 }).filter((body) => !allSame(body));
const numericCnpjBodyArb = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 12, maxLength: 12 }).filter((body) => !allSame(body));
const validCpfArb = cpfBodyArb.map((body) => `${body}${cpfCheckDigits(body)}`);
const validCnpjArb = fc.oneof(cnpjBodyArb, numericCnpjBodyArb).map((body) => `${body}${cnpjCheckDigits(body)}`);

// An independent reading of the published rule, written the other way round: weights counted from
// the right (2, 3, … for the CPF; 2…9 cycling for the CNPJ) and the "× 10 mod 11 mod 10" form of
// the check digit. Compared against on any input.
function referenceCheckDigit(characters: string, cycle: number): number {
  const sum = [...characters].reverse().reduce((total, character, index) => total + value(character) * (2 + (index % cycle)), 0);
  return ((sum * 10) % 11) % 10;
}
function referenceIsValid(doc: string, length: number, cycle: number, body: RegExp): boolean {
  if (doc.length !== length || !body.test(doc.slice(0, -2)) || !/^\d\d$/.test(doc.slice(-2)) || allSame(doc)) return false;
  const first = referenceCheckDigit(doc.slice(0, -2), cycle);
  const second = referenceCheckDigit(`${doc.slice(0, -2)}${first}`, cycle);
  return doc.endsWith(`${first}${second}`);
}

describe('cleanDocument', () => {
  it.each([
    ['drops CPF punctuation', '123.456.789-09', '12345678909'],
    ['drops CNPJ punctuation', '11.222.333/0001-81', '11222333000181'],
    ['keeps letters, upper-cased', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['drops spaces anywhere', ' 11 222 333 0001 81 ', '11222333000181'],
    ['drops letters outside A–Z rather than upper-casing them into others', 'ção ß', 'O'],
    ['empty stays empty', '', ''],
  ])('%s', (_rule, input, expected) => {
    expect(cleanDocument(input)).toBe(expected);
  });
});

describe('cpfCheckDigits', () => {
  it.each([
    ['123456789', '09'],
    ['529982247', '25'],
    ['390533447', '05'],
  ])('of %s is %s', (body, expected) => {
    expect(cpfCheckDigits(body)).toBe(expected);
  });

  it.each([['12345678'], ['1234567890'], ['12345678A'], ['123.456.78']])('refuses %s, which is not 9 digits', (body) => {
    expect(() => cpfCheckDigits(body)).toThrow(RangeError);
  });
});

describe('cnpjCheckDigits', () => {
  it.each([
    ['112223330001', '81'],
    ['114447770001', '61'],
    ['12ABC34501DE', '35'],
  ])('of %s is %s', (body, expected) => {
    expect(cnpjCheckDigits(body)).toBe(expected);
  });

  it.each([['11222333000'], ['1122233300011'], ['12abc34501de'], ['12ABC34501D-']])(
    'refuses %s, which is not 12 characters 0-9 or A-Z',
    (body) => {
      expect(() => cnpjCheckDigits(body)).toThrow(RangeError);
    },
  );
});

describe('isValidCpf', () => {
  it.each([['12345678909'], ['52998224725'], ['39053344705'], ['123.456.789-09'], [' 529.982.247-25 ']])(
    'accepts the published valid CPF %s',
    (doc) => {
      expect(isValidCpf(doc)).toBe(true);
    },
  );

  it.each([
    ['a wrong second check digit', '12345678900'],
    ['a wrong first check digit', '12345678919'],
    ['10 digits', '1234567890'],
    ['12 digits', '123456789090'],
    ['a letter in place of a digit', '1234567890A'],
    ['a letter added to a valid CPF', '12345678909A'],
    ['a valid CNPJ', '11222333000181'],
    ['empty text', ''],
  ])('rejects %s', (_rule, doc) => {
    expect(isValidCpf(doc)).toBe(false);
  });

  it.each(DIGITS)('rejects the repeated digit %s although its check digits add up', (digit) => {
    expect(cpfCheckDigits(digit.repeat(9))).toBe(digit.repeat(2));
    expect(isValidCpf(digit.repeat(11))).toBe(false);
  });

  it('accepts any 9 digits (not all equal) completed with their check digits', () => {
    fc.assert(
      fc.property(validCpfArb, (cpf) => {
        expect(isValidCpf(cpf)).toBe(true);
      }),
    );
  });

  it('rejects a valid CPF with either check digit changed', () => {
    fc.assert(
      fc.property(validCpfArb, fc.constantFrom(9, 10), fc.constantFrom(...DIGITS), (cpf, index, digit) => {
        fc.pre(cpf[index] !== digit);
        expect(isValidCpf(replaceAt(cpf, index, digit))).toBe(false);
      }),
    );
  });

  // Modulo 11 maps remainders 0 and 1 to the same check digit 0, so a change in the first nine
  // digits is certain to show only when the first check digit is not 0.
  it('rejects a valid CPF whose first check digit is not 0 with any one of its first nine digits changed', () => {
    fc.assert(
      fc.property(validCpfArb, fc.integer({ min: 0, max: 8 }), fc.constantFrom(...DIGITS), (cpf, index, digit) => {
        fc.pre(cpf[9] !== '0' && cpf[index] !== digit);
        expect(isValidCpf(replaceAt(cpf, index, digit))).toBe(false);
      }),
    );
  });

  it('accepts both CPFs of a pair the modulo-11 scheme cannot tell apart (first check digit 0)', () => {
    expect([isValidCpf('10000000108'), isValidCpf('20000000108')]).toEqual([true, true]);
  });

  it('agrees with an independent implementation of the rule on any 11 characters', () => {
    const near = fc
      .tuple(validCpfArb, fc.integer({ min: 0, max: 10 }), fc.constantFrom(...DIGITS, 'A'))
      .map(([cpf, index, character]) => replaceAt(cpf, index, character));
    const random = fc.string({ unit: fc.constantFrom(...DIGITS), minLength: 11, maxLength: 11 });
    fc.assert(
      fc.property(fc.oneof(near, random), (doc) => {
        expect(isValidCpf(doc)).toBe(referenceIsValid(doc, 11, 10, /^\d{9}$/));
      }),
    );
  });
});

describe('isValidCnpj', () => {
  it.each([
    ['the published numeric CNPJ', '11222333000181'],
    ['another published numeric CNPJ', '11444777000161'],
    ['a numeric CNPJ with its mask', '11.222.333/0001-81'],
    ['the Receita’s alphanumeric example', '12ABC34501DE35'],
    ['the alphanumeric example with its mask', '12.ABC.345/01DE-35'],
    ['the alphanumeric example in lower case', '12abc34501de35'],
    ['the alphanumeric example in lower case with its mask', '12.abc.345/01de-35'],
  ])('accepts %s', (_rule, doc) => {
    expect(isValidCnpj(doc)).toBe(true);
  });

  it.each([
    ['a wrong second check digit (alphanumeric)', '12ABC34501DE36'],
    ['a wrong second check digit (numeric)', '11222333000182'],
    ['a wrong first check digit', '11222333000191'],
    ['13 characters', '1122233300018'],
    ['15 characters', '112223330001811'],
    ['13 alphanumeric characters', '12ABC34501DE3'],
    ['a letter as the second check digit', '12ABC34501DE3A'],
    ['a letter as the first check digit', '12ABC34501DEA5'],
    ['a valid CPF', '12345678909'],
    ['empty text', ''],
  ])('rejects %s', (_rule, doc) => {
    expect(isValidCnpj(doc)).toBe(false);
  });

  it.each(DIGITS)('rejects the repeated character %s', (digit) => {
    expect(isValidCnpj(digit.repeat(14))).toBe(false);
  });

  it('rejects 00000000000000 although its check digits add up', () => {
    expect(cnpjCheckDigits('000000000000')).toBe('00');
    expect(isValidCnpj('00000000000000')).toBe(false);
  });

  it('accepts any 12 characters 0-9/A-Z (not all equal) completed with their check digits (R16)', () => {
    fc.assert(
      fc.property(validCnpjArb, (cnpj) => {
        expect(isValidCnpj(cnpj)).toBe(true);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
      }),
    );
  });

  it('rejects a valid CNPJ with either check digit changed to any other character', () => {
    fc.assert(
      fc.property(validCnpjArb, fc.constantFrom(12, 13), fc.constantFrom(...ALPHANUMERIC), (cnpj, index, character) => {
        fc.pre(cnpj[index] !== character);
        expect(isValidCnpj(replaceAt(cnpj, index, character))).toBe(false);
      }),
    );
  });

  // Each character is worth its ASCII code − 48, and the sums are taken modulo 11, so two
  // characters whose values differ by 11, 22 or 33 ('6'/'A', '0'/'F', '1'/'R') weigh the same;
  // and, as for the CPF, remainders 0 and 1 share the check digit 0.
  it('rejects a valid CNPJ whose first check digit is not 0 with one of its first 12 characters changed to one of another weight modulo 11', () => {
    fc.assert(
      fc.property(validCnpjArb, fc.integer({ min: 0, max: 11 }), fc.constantFrom(...ALPHANUMERIC), (cnpj, index, character) => {
        const original = cnpj[index] ?? '';
        fc.pre(cnpj[12] !== '0' && (value(character) - value(original)) % 11 !== 0);
        expect(isValidCnpj(replaceAt(cnpj, index, character))).toBe(false);
      }),
    );
  });

  it('rejects a valid numeric CNPJ whose first check digit is not 0 with any one of its first 12 digits changed', () => {
    fc.assert(
      fc.property(numericCnpjBodyArb, fc.integer({ min: 0, max: 11 }), fc.constantFrom(...DIGITS), (body, index, digit) => {
        const cnpj = `${body}${cnpjCheckDigits(body)}`;
        fc.pre(cnpj[12] !== '0' && cnpj[index] !== digit);
        expect(isValidCnpj(replaceAt(cnpj, index, digit))).toBe(false);
      }),
    );
  });

  it('accepts a character swap of weight 33 in the Receita’s example (a blind spot of the official scheme)', () => {
    expect(value('R') - value('1')).toBe(33);
    expect(isValidCnpj('R2ABC34501DE35')).toBe(true);
  });

  it('agrees with an independent implementation of the rule on any 14 characters', () => {
    const near = fc
      .tuple(validCnpjArb, fc.integer({ min: 0, max: 13 }), fc.constantFrom(...ALPHANUMERIC))
      .map(([cnpj, index, character]) => replaceAt(cnpj, index, character));
    const random = fc.string({ unit: fc.constantFrom(...ALPHANUMERIC), minLength: 14, maxLength: 14 });
    fc.assert(
      fc.property(fc.oneof(near, random), (doc) => {
        expect(isValidCnpj(doc)).toBe(referenceIsValid(doc, 14, 8, /^[0-9A-Z]{12}$/));
      }),
    );
  });
});

describe('isValidDocument', () => {
  it.each([
    ['a valid CPF', '123.456.789-09', true],
    ['a valid numeric CNPJ', '11.222.333/0001-81', true],
    ['a valid alphanumeric CNPJ', '12.ABC.345/01DE-35', true],
    ['an invalid CPF', '123.456.789-00', false],
    ['an invalid CNPJ', '11.222.333/0001-82', false],
    ['12 digits, neither', '123456789012', false],
    ['empty text', '', false],
  ])('%s is %s', (_rule, doc, expected) => {
    expect(isValidDocument(doc)).toBe(expected);
  });
});

describe('documentType (R79)', () => {
  it.each([
    ['11 digits are a CPF', '123.456.789-09', 'CPF'],
    ['11 digits are a CPF even when the check digits are wrong', '12345678900', 'CPF'],
    ['14 digits are a CNPJ', '11.222.333/0001-81', 'CNPJ'],
    ['12 letters or digits and 2 digits are a CNPJ', '12.abc.345/01de-35', 'CNPJ'],
    ['11 characters with a letter are not a CPF', '1234567890A', 'Documento'],
    ['14 characters ending in a letter are not a CNPJ', '12ABC34501DE3A', 'Documento'],
    ['13 digits are neither', '1122233300018', 'Documento'],
    ['15 digits are neither', '112223330001811', 'Documento'],
    ['empty text is neither', '', 'Documento'],
  ])('%s', (_rule, doc, expected) => {
    expect(documentType(doc)).toBe(expected);
  });
});

describe('formatDocument', () => {
  it.each([
    ['a CPF', '12345678909', '123.456.789-09'],
    ['a numeric CNPJ', '11222333000181', '11.222.333/0001-81'],
    ['an alphanumeric CNPJ', '12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['lower case, upper-cased', '12abc34501de35', '12.ABC.345/01DE-35'],
    ['an already formatted CPF, unchanged', '123.456.789-09', '123.456.789-09'],
    ['a CPF in odd punctuation', '123 456 789 / 09', '123.456.789-09'],
    ['another shape, cleaned as is', '12.345', '12345'],
    ['11 characters with a letter, cleaned as is', '123.456.789-0a', '1234567890A'],
    ['empty text', '', ''],
  ])('%s', (_rule, doc, expected) => {
    expect(formatDocument(doc)).toBe(expected);
  });

  it('is undone by cleanDocument for every valid CPF and CNPJ', () => {
    fc.assert(
      fc.property(fc.oneof(validCpfArb, validCnpjArb), (doc) => {
        expect(cleanDocument(formatDocument(doc))).toBe(doc);
      }),
    );
  });

  it('never throws and only adds punctuation, for any text', () => {
    const documentLike = fc.string({ unit: fc.constantFrom(...'0123456789abcXYZ./- '), maxLength: 20 });
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' }), documentLike), (text) => {
        expect(cleanDocument(formatDocument(text))).toBe(cleanDocument(text));
      }),
    );
  });
});
