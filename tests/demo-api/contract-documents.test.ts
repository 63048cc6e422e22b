// The portal accepts alphanumeric CNPJs (the README's demo logins have one); the contract copy the
// demo API and the fixtures are checked against must accept them too, in the login and as a Document.
import { describe, expect, it } from 'vitest';
import { cleanDocument, isValidDocument } from '../../src/lib/domain/documents.ts';
import { validateRequest, validateSchema } from '../support/contract.ts';

const alphanumericCnpj = cleanDocument('12.ABC.345/01DE-35');

describe('documents in the contract', () => {
  it('the portal takes 12.ABC.345/01DE-35 as a valid alphanumeric CNPJ (R16)', () => {
    expect(alphanumericCnpj).toBe('12ABC34501DE35');
    expect(isValidDocument(alphanumericCnpj)).toBe(true);
  });

  it('the sign-in body for an alphanumeric CNPJ follows the contract', () => {
    expect(validateRequest('post', '/auth/login', { username: alphanumericCnpj, password: 'Demo@123' })).toEqual({ ok: true, errors: [] });
  });

  it('a Document may be an alphanumeric CNPJ, a CPF or a numeric CNPJ, never with punctuation', () => {
    for (const doc of [alphanumericCnpj, '52998224725', '45723174000110']) expect(validateSchema('Document', doc).ok, doc).toBe(true);
    for (const doc of ['12.ABC.345/01DE-35', '12ABC34501DEXY', '1234']) expect(validateSchema('Document', doc).ok, doc).toBe(false);
  });
});
