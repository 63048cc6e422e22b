// The access screens' rules (product-rules R15, R16, R19–R22): what each form
// accepts and the exact message it shows otherwise. Pure: no clock, no DOM, no zod.
import { cleanDocument, isValidDocument } from './documents.ts';

/** A form's problems by field name; a field without an entry is fine. Keys come in field order. */
type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** Every validation message, word for word (product-rules R15, R19–R22). */
export const authMessages = {
  usernameRequired: 'Preencha o campo de usuário',
  passwordRequired: 'Preencha o campo de senha',
  passwordTooShort: 'Senha deve ter no mínimo 6 caracteres',
  clientCodeRequired: 'Por favor, preencha o código do cliente',
  clientCodeNumeric: 'O código do cliente deve ser apenas numérico',
  documentRequired: 'Por favor, preencha o CPF/CNPJ',
  documentInvalid: 'Por favor, insira um CPF/CNPJ válido',
  ageRequired: 'Por favor, confirme que você tem mais de 18 anos',
  phoneRequired: 'Por favor, preencha o telefone',
  phoneInvalid: 'Telefone inválido',
  emailRequired: 'Por favor, preencha o e-mail',
  emailInvalid: 'Por favor, insira um e-mail válido',
  confirmEmailRequired: 'Por favor, confirme o e-mail',
  emailsDiffer: 'Os e-mails não correspondem',
  newPasswordRequired: 'Por favor, preencha a senha',
  passwordRequirements: 'Requisitos de senha não atendidos',
  confirmPasswordRequired: 'Por favor, confirme a senha',
  passwordsDiffer: 'As senhas não correspondem',
  policyRequired: 'Por favor, aceite a política',
  tokenLength: 'O token deve conter 6 digitos.',
} as const;

/** Minimum password length (product-rules R15, R20). */
const PASSWORD_MIN_LENGTH = 6;
/** Characters of the validation token, one per box (product-rules R21). */
export const TOKEN_LENGTH = 6;
/** After a validated token, the wait before sign-in opens (product-rules R21). */
export const SIGN_IN_DELAY_AFTER_VALIDATION_MS = 3500;
/** Longest CPF/CNPJ once cleaned: a CNPJ's 14 characters. */
const DOCUMENT_MAX_LENGTH = 14;

/** One line of the live password checklist. */
interface PasswordRequirement {
  id: 'length' | 'digit' | 'lowercase' | 'uppercase' | 'special';
  label: string;
  test: (password: string) => boolean;
}

// Letters are ASCII, as the services' own check is: 'ç' counts as neither case, so the checklist
// never shows a tick the server would refuse.
/** The rules behind 'Requisitos de senha não atendidos', in the order the checklist shows them. */
export const passwordRequirements: readonly PasswordRequirement[] = [
  { id: 'length', label: `Pelo menos ${PASSWORD_MIN_LENGTH} caracteres`, test: (p) => p.length >= PASSWORD_MIN_LENGTH },
  { id: 'digit', label: 'Um número', test: (p) => /\d/.test(p) },
  { id: 'lowercase', label: 'Uma letra minúscula', test: (p) => /[a-z]/.test(p) },
  { id: 'uppercase', label: 'Uma letra maiúscula', test: (p) => /[A-Z]/.test(p) },
  { id: 'special', label: 'Um destes símbolos: @ $ ! % * ? &', test: (p) => /[@$!%*?&]/.test(p) },
];

/** Whether a new password meets every requirement of the checklist. */
export function meetsPasswordRequirements(password: string): boolean {
  return passwordRequirements.every((r) => r.test(password));
}

/** The CPF/CNPJ as a field keeps it: letters and digits, upper-cased, at most 14 (product-rules R16). */
export function cleanDocumentInput(input: string): string {
  return cleanDocument(input).slice(0, DOCUMENT_MAX_LENGTH);
}

/**
 * The client code a sign-up address carries (`/auth/signup/:clientCode`), when it is one: digits only, as
 * the field accepts (R19); anything else in its place prefills nothing rather than something changed.
 */
export function signUpAddressClientCode(segment: string | undefined): string {
  const code = (segment ?? '').trim();
  return /^\d{1,20}$/.test(code) ? code : '';
}

/**
 * A phone as sent: the punctuation people type around a number ('(21) 98765-4321', '+55 21 …')
 * dropped, so only the rule's optional '+' and digits remain to be checked.
 */
export function cleanPhone(input: string): string {
  return input.replace(/[\s().-]/g, '');
}

/** Keeps what a token box may hold: letters and digits, upper-cased (the e-mailed tokens are). */
export function cleanToken(input: string): string {
  return input.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
}

// One '@', something on each side, a dot in the domain with text after it, no spaces: the check a
// browser's type=email does, minus its acceptance of dotless hosts ('a@b') no mailbox here uses.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const PHONE_SHAPE = /^\+?\d{8,15}$/;
const TOKEN_SHAPE = new RegExp(`^[0-9A-Za-z]{${TOKEN_LENGTH}}$`);

/** Whether an e-mail (surrounding spaces ignored) is well-formed. */
export function isValidEmail(email: string): boolean {
  return EMAIL_SHAPE.test(email.trim());
}

/** Whether a phone is an optional '+' and then 8 to 15 digits, once its punctuation is dropped. */
export function isValidPhone(phone: string): boolean {
  return PHONE_SHAPE.test(cleanPhone(phone));
}

/** Sign-in form. */
export interface SignInValues {
  username: string;
  password: string;
}

/** Sign in: both fields required, password at least 6 characters. */
export function validateSignIn(values: SignInValues): FieldErrors<keyof SignInValues> {
  const errors: FieldErrors<keyof SignInValues> = {};
  if (cleanDocument(values.username) === '') errors.username = authMessages.usernameRequired;
  if (values.password === '') errors.password = authMessages.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = authMessages.passwordTooShort;
  return errors;
}

/** First access, step 1. */
export interface IdentifyValues {
  clientCode: string;
  document: string;
  ageCheck: boolean;
}

/** First access, step 1: numeric client code, valid CPF or CNPJ, over 18 confirmed. */
export function validateIdentify(values: IdentifyValues): FieldErrors<keyof IdentifyValues> {
  const errors: FieldErrors<keyof IdentifyValues> = {};
  const clientCode = values.clientCode.trim();
  if (clientCode === '') errors.clientCode = authMessages.clientCodeRequired;
  else if (!/^\d+$/.test(clientCode)) errors.clientCode = authMessages.clientCodeNumeric;
  const document = cleanDocument(values.document);
  if (document === '') errors.document = authMessages.documentRequired;
  else if (!isValidDocument(document)) errors.document = authMessages.documentInvalid;
  if (!values.ageCheck) errors.ageCheck = authMessages.ageRequired;
  return errors;
}

/** First access, step 2 ('Finalize o cadastro'), in the order the form shows the fields. */
export interface FinishValues {
  email: string;
  confirmEmail: string;
  phone: string;
  password: string;
  confirmPassword: string;
  policyCheck: boolean;
  notificationCheck: boolean;
}

/** First access, step 2: every rule of product-rules R20; notifications optional. */
export function validateFinish(values: FinishValues): FieldErrors<keyof FinishValues> {
  const errors: FieldErrors<keyof FinishValues> = {};
  const email = values.email.trim();
  const confirmEmail = values.confirmEmail.trim();
  if (email === '') errors.email = authMessages.emailRequired;
  else if (!isValidEmail(email)) errors.email = authMessages.emailInvalid;
  if (confirmEmail === '') errors.confirmEmail = authMessages.confirmEmailRequired;
  // E-mail addresses are case-insensitive in practice; a phone keyboard capitalising one field only
  // must not block the form.
  else if (confirmEmail.toLowerCase() !== email.toLowerCase()) errors.confirmEmail = authMessages.emailsDiffer;
  if (cleanPhone(values.phone) === '') errors.phone = authMessages.phoneRequired;
  else if (!isValidPhone(values.phone)) errors.phone = authMessages.phoneInvalid;
  if (values.password === '') errors.password = authMessages.newPasswordRequired;
  else if (!meetsPasswordRequirements(values.password)) errors.password = authMessages.passwordRequirements;
  if (values.confirmPassword === '') errors.confirmPassword = authMessages.confirmPasswordRequired;
  else if (values.confirmPassword !== values.password) errors.confirmPassword = authMessages.passwordsDiffer;
  if (!values.policyCheck) errors.policyCheck = authMessages.policyRequired;
  return errors;
}

/** Reset password and resend token: one e-mail field. */
export interface EmailValues {
  email: string;
}

/** Reset password and resend token: a well-formed e-mail (an empty one is not). */
export function validateEmailForm(values: EmailValues): FieldErrors<keyof EmailValues> {
  return isValidEmail(values.email) ? {} : { email: authMessages.emailInvalid };
}

/** Token form: the six boxes, in order. */
interface TokenValues {
  token: string;
}

/** Token: exactly 6 letters or digits. */
export function validateTokenForm(values: TokenValues): FieldErrors<keyof TokenValues> {
  return TOKEN_SHAPE.test(values.token) ? {} : { token: authMessages.tokenLength };
}
