import { describe, expect, it } from 'vitest';
import {
  authMessages as m,
  cleanDocumentInput,
  cleanPhone,
  cleanToken,
  isValidEmail,
  isValidPhone,
  meetsPasswordRequirements,
  passwordRequirements,
  signUpAddressClientCode,
  validateEmailForm,
  validateFinish,
  validateIdentify,
  validateSignIn,
  validateTokenForm,
  type FinishValues,
} from '../../../src/lib/domain/auth-rules.ts';

describe('authMessages (R15)', () => {
  it('are the texts of the access screens, word for word', () => {
    expect(Object.values(m)).toEqual([
      'Preencha o campo de usuário',
      'Preencha o campo de senha',
      'Senha deve ter no mínimo 6 caracteres',
      'Por favor, preencha o código do cliente',
      'O código do cliente deve ser apenas numérico',
      'Por favor, preencha o CPF/CNPJ',
      'Por favor, insira um CPF/CNPJ válido',
      'Por favor, confirme que você tem mais de 18 anos',
      'Por favor, preencha o telefone',
      'Telefone inválido',
      'Por favor, preencha o e-mail',
      'Por favor, insira um e-mail válido',
      'Por favor, confirme o e-mail',
      'Os e-mails não correspondem',
      'Por favor, preencha a senha',
      'Requisitos de senha não atendidos',
      'Por favor, confirme a senha',
      'As senhas não correspondem',
      'Por favor, aceite a política',
      'O token deve conter 6 digitos.',
    ]);
  });
});

describe('cleanDocumentInput (R16)', () => {
  it.each([
    ['drops CPF punctuation (typed or pasted)', '123.456.789-09', '12345678909'],
    ['drops CNPJ punctuation', '11.222.333/0001-81', '11222333000181'],
    ['keeps the letters of an alphanumeric CNPJ, upper-cased', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['drops spaces', ' 529 982 247 25 ', '52998224725'],
    ['stops at 14 characters, a CNPJ', '11.222.333/0001-8199', '11222333000181'],
    ['empty stays empty', '', ''],
  ])('%s', (_rule, input, expected) => {
    expect(cleanDocumentInput(input)).toBe(expected);
  });
});

describe('cleanPhone and isValidPhone (R20)', () => {
  it.each([
    ['8 digits, the minimum', '98765432', true],
    ['7 digits, one short', '9876543', false],
    ['15 digits, the maximum', '123456789012345', true],
    ['16 digits, one too many', '1234567890123456', false],
    ['a leading plus', '+5521987654321', true],
    ['a plus anywhere else', '55+21987654321', false],
    ['two pluses', '++5521987654321', false],
    ['letters', '2198765432a', false],
    ['the punctuation people type around a number', '(21) 98765-4321', true],
    ['an international number with spaces', '+55 21 98765 4321', true],
  ])('%s', (_rule, phone, valid) => {
    expect(isValidPhone(phone)).toBe(valid);
  });

  it('sends the digits (and plus) only', () => {
    expect(cleanPhone('+55 (21) 98765-4321')).toBe('+5521987654321');
  });
});

describe('isValidEmail', () => {
  it.each([
    ['a plain address', 'contato@bardoze.com.br', true],
    ['surrounding spaces are ignored', '  contato@bardoze.com.br ', true],
    ['plus and dots in the local part', 'ze.carlos+portal@bar.com', true],
    ['no @', 'contato.bardoze.com.br', false],
    ['two @', 'a@b@bar.com', false],
    ['no domain dot', 'contato@bardoze', false],
    ['an empty label in the domain', 'contato@bardoze..com', false],
    ['a space inside', 'conta to@bar.com', false],
    ['empty', '', false],
  ])('%s', (_rule, email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe('passwordRequirements (R20)', () => {
  it.each([
    ['Demo@1', [] as string[]],
    ['demo@1', ['uppercase']],
    ['DEMO@1', ['lowercase']],
    ['Demo@a', ['digit']],
    ['Demo11', ['special']],
    ['De@1', ['length']],
    ['', ['length', 'digit', 'lowercase', 'uppercase', 'special']],
    ['Ção@12', ['uppercase']], // 'Ç' is not an ASCII capital, as for the service
  ])('%j misses %j', (password, missing) => {
    expect(passwordRequirements.filter((r) => !r.test(password)).map((r) => r.id)).toEqual(missing);
    expect(meetsPasswordRequirements(password)).toBe(missing.length === 0);
  });

  it.each([...'@$!%*?&'])('accepts %s as the special character', (special) => {
    expect(meetsPasswordRequirements(`Abcde1${special}`)).toBe(true);
  });

  it('does not count other symbols as special', () => {
    expect(meetsPasswordRequirements('Abcde1#')).toBe(false);
  });

  it('lists each requirement with a pt-BR label', () => {
    expect(passwordRequirements.map((r) => r.label)).toEqual([
      'Pelo menos 6 caracteres',
      'Um número',
      'Uma letra minúscula',
      'Uma letra maiúscula',
      'Um destes símbolos: @ $ ! % * ? &',
    ]);
  });
});

describe('validateSignIn (R15)', () => {
  it.each([
    ['both filled', { username: '12345678909', password: 'Demo@123' }, {}],
    ['both empty', { username: '', password: '' }, { username: m.usernameRequired, password: m.passwordRequired }],
    ['only punctuation in the username', { username: '.-/', password: 'Demo@123' }, { username: m.usernameRequired }],
    ['password of 5 characters', { username: '12345678909', password: '12345' }, { password: m.passwordTooShort }],
    ['password of exactly 6 characters', { username: '12345678909', password: '123456' }, {}],
    ['an alphanumeric CNPJ', { username: '12.ABC.345/01DE-35', password: 'Demo@123' }, {}],
  ])('%s', (_rule, values, errors) => {
    expect(validateSignIn(values)).toEqual(errors);
  });
});

describe('validateIdentify (R19)', () => {
  const ok = { clientCode: '400001', document: '52998224725', ageCheck: true };
  it.each([
    ['a client with a valid CPF', ok, {}],
    ['a valid numeric CNPJ with punctuation', { ...ok, document: '11.222.333/0001-81' }, {}],
    ['a valid alphanumeric CNPJ', { ...ok, document: '12ABC34501DE35' }, {}],
    ['client code empty', { ...ok, clientCode: '  ' }, { clientCode: m.clientCodeRequired }],
    ['client code with letters', { ...ok, clientCode: '40A001' }, { clientCode: m.clientCodeNumeric }],
    ['client code with a dash', { ...ok, clientCode: '400-001' }, { clientCode: m.clientCodeNumeric }],
    ['document empty', { ...ok, document: '' }, { document: m.documentRequired }],
    ['CPF with a wrong check digit', { ...ok, document: '52998224724' }, { document: m.documentInvalid }],
    ['CPF of one repeated digit', { ...ok, document: '11111111111' }, { document: m.documentInvalid }],
    ['too short for either document', { ...ok, document: '1234567' }, { document: m.documentInvalid }],
    ['age not confirmed', { ...ok, ageCheck: false }, { ageCheck: m.ageRequired }],
    [
      'everything missing, in field order',
      { clientCode: '', document: '', ageCheck: false },
      { clientCode: m.clientCodeRequired, document: m.documentRequired, ageCheck: m.ageRequired },
    ],
  ])('%s', (_rule, values, errors) => {
    expect(validateIdentify(values)).toEqual(errors);
  });
});

describe('validateFinish (R20)', () => {
  const ok: FinishValues = {
    email: 'lucia@mercearia.com.br',
    confirmEmail: 'lucia@mercearia.com.br',
    phone: '21987654321',
    password: 'Gelada@2025',
    confirmPassword: 'Gelada@2025',
    policyCheck: true,
    notificationCheck: false,
  };
  it.each([
    ['everything right, notifications off', ok, {}],
    ['notifications on', { ...ok, notificationCheck: true }, {}],
    ['e-mail empty', { ...ok, email: '' }, { email: m.emailRequired, confirmEmail: m.emailsDiffer }],
    ['e-mail malformed', { ...ok, email: 'lucia@', confirmEmail: 'lucia@' }, { email: m.emailInvalid }],
    ['confirmation empty', { ...ok, confirmEmail: ' ' }, { confirmEmail: m.confirmEmailRequired }],
    ['confirmation different', { ...ok, confirmEmail: 'lucia@mercearia.com' }, { confirmEmail: m.emailsDiffer }],
    ['confirmation differing only in letter case', { ...ok, confirmEmail: 'Lucia@Mercearia.com.br' }, {}],
    ['phone empty', { ...ok, phone: '' }, { phone: m.phoneRequired }],
    ['phone too short', { ...ok, phone: '1234567' }, { phone: m.phoneInvalid }],
    [
      'password empty',
      { ...ok, password: '', confirmPassword: '' },
      { password: m.newPasswordRequired, confirmPassword: m.confirmPasswordRequired },
    ],
    ['password without a symbol', { ...ok, password: 'Gelada2025', confirmPassword: 'Gelada2025' }, { password: m.passwordRequirements }],
    ['confirmation empty', { ...ok, confirmPassword: '' }, { confirmPassword: m.confirmPasswordRequired }],
    ['passwords differ', { ...ok, confirmPassword: 'Gelada@2026' }, { confirmPassword: m.passwordsDiffer }],
    ['passwords differ in letter case', { ...ok, confirmPassword: 'gelada@2025' }, { confirmPassword: m.passwordsDiffer }],
    ['policy not accepted', { ...ok, policyCheck: false }, { policyCheck: m.policyRequired }],
  ])('%s', (_rule, values, errors) => {
    expect(validateFinish(values)).toEqual(errors);
  });

  it('reports every field of an empty form, in the order the form shows them', () => {
    const errors = validateFinish({
      email: '',
      confirmEmail: '',
      phone: '',
      password: '',
      confirmPassword: '',
      policyCheck: false,
      notificationCheck: false,
    });
    expect(Object.entries(errors)).toEqual([
      ['email', m.emailRequired],
      ['confirmEmail', m.confirmEmailRequired],
      ['phone', m.phoneRequired],
      ['password', m.newPasswordRequired],
      ['confirmPassword', m.confirmPasswordRequired],
      ['policyCheck', m.policyRequired],
    ]);
  });
});

describe('validateEmailForm', () => {
  it.each([
    ['a well-formed e-mail', 'contato@bardoze.com.br', {}],
    ['empty', '', { email: m.emailInvalid }],
    ['malformed', 'contato@', { email: m.emailInvalid }],
  ])('%s', (_rule, email, errors) => {
    expect(validateEmailForm({ email })).toEqual(errors);
  });
});

describe('signUpAddressClientCode (R19)', () => {
  it.each([
    ['400001', '400001'],
    [' 400001 ', '400001'],
    ['40A001', ''],
    ['400.001', ''],
    ['<script>', ''],
    ['', ''],
    [undefined, ''],
  ])('%j prefills %j: digits only, nothing changed', (segment, code) => {
    expect(signUpAddressClientCode(segment)).toBe(code);
  });
});

describe('cleanToken and validateTokenForm', () => {
  it.each([
    ['six letters and digits', 'NH7K2Q', {}],
    ['lower case counts (sent upper-cased)', 'nh7k2q', {}],
    ['five characters', 'NH7K2', { token: m.tokenLength }],
    ['seven characters', 'NH7K2QX', { token: m.tokenLength }],
    ['a symbol', 'NH7K2-', { token: m.tokenLength }],
    ['empty', '', { token: m.tokenLength }],
  ])('%s', (_rule, token, errors) => {
    expect(validateTokenForm({ token })).toEqual(errors);
  });

  it('keeps letters and digits, upper-cased (R21)', () => {
    expect(cleanToken(' nh7-k2q ')).toBe('NH7K2Q');
  });
});
