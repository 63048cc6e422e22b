// The access screens: sign-in, first access (identify, finish), token validation, token resend,
// password reset, and the sign-in page's run-time extras (help line, bot-check script). Each form's
// state is an atom of its own page; islands render these atoms and call these actions, and every
// effect lives here. What outlives a page (the session, the awaited e-mail validation) is in stores/.
import '../stores/api-session.ts';
import { atom, type WritableAtom } from 'nanostores';
import * as authApi from '../api/auth.ts';
import { nowMs } from '../api/client.ts';
import { loadConfig } from '../api/config.ts';
import { HttpError, errorMessage } from '../api/errors.ts';
import { storeToken } from '../api/token.ts';
import {
  cleanDocumentInput,
  cleanPhone,
  SIGN_IN_DELAY_AFTER_VALIDATION_MS,
  signUpAddressClientCode,
  type FinishValues,
  type IdentifyValues,
  type SignInValues,
} from '../domain/auth-rules.ts';
import { redirectParam, safeRedirectPath } from '../domain/redirect.ts';
import { landingPath, signInPath } from '../domain/routes.ts';
import { whyNotStored } from '../local-store.ts';
import { localKeys } from '../storage-keys.ts';
import { toast, toastThenLeave } from '../toast.ts';
import { routeParams } from '../stores/route.ts';
import { $awaitingEmailValidation, clearSession, startSession } from '../stores/session.ts';

/** Where first access and token resend send the user next. */
const validateTokenPath = '/auth/validate-token';

/** The success toasts, word for word (product-rules R15, R21, R22). */
const authToasts = {
  signedIn: 'Login efetuado com sucesso! Estamos redirecionando você...',
  tokenValidated: 'Token validado com sucesso! Realize o login para acessar o sistema.',
  tokenResent: 'Token reenviado com sucesso! Verifique sua caixa de entrada.',
} as const;

/**
 * One form's request: `busy` while the call is out (and after success, until the page leaves);
 * `problem` when no service answered (network, timeout, broken answer), shown in the form and kept
 * until the next try, because a 3-second toast is easy to miss on a weak signal.
 */
export interface FlowState {
  busy: boolean;
  problem: string | null;
}

/** A restriction as the feedback panel shows it: the service's message and details (product-rules R19, R20). */
interface Restriction {
  title: string;
  details: string | null;
}

/** First access: the step on screen, who was identified, and a restriction that ends the flow. */
export interface RegistrationState extends FlowState {
  step: 'identify' | 'finish';
  identity: { clientCode: string; document: string } | null;
  restriction: Restriction | null;
}

const idle: FlowState = { busy: false, problem: null };

/** Sign-in form. */
export const $signIn = atom<FlowState>(idle);
/** First access, both steps. */
export const $registration = atom<RegistrationState>({ ...idle, step: 'identify', identity: null, restriction: null });
/** Token validation; `verified` shows the success panel. */
export const $tokenValidation = atom<FlowState & { verified: boolean }>({ ...idle, verified: false });
/** Token resend. */
export const $tokenResend = atom<FlowState>(idle);
/** Password reset; `sent` holds the panel's text once the e-mail went out. */
export const $passwordReset = atom<FlowState & { sent: string | null }>({ ...idle, sent: null });
/** The toll-free number of the sign-in help line (product-rules R17), once /config.json is read. */
export const $supportPhone = atom<string | null>(null);

/** The page after sign-in: the `?redirect=` target when it is a path on this site, else the landing page. */
export function postSignInPath(search: string, origin: string, storeAccess: boolean): string {
  return safeRedirectPath(new URLSearchParams(search).get(redirectParam), origin) ?? landingPath(storeAccess);
}

// The auth calls are made signed out (product-rules R12, R13). A leftover token would ride along: an expired
// one sends a refresh first, whose failure redirects to sign-in instead of showing the error.
function begin<S extends FlowState>($flow: WritableAtom<S>): boolean {
  if ($flow.get().busy) return false;
  clearSession();
  $flow.set({ ...$flow.get(), busy: true, problem: null });
  return true;
}

// A service's answer shows its details as an error toast; no answer at all stays in the form (product-rules R12).
function fail<S extends FlowState>($flow: WritableAtom<S>, error: unknown): void {
  if (error instanceof HttpError) toast.error(error.userMessage);
  $flow.set({ ...$flow.get(), busy: false, problem: error instanceof HttpError ? null : errorMessage(error) });
}

function restrictionOf(error: HttpError): Restriction {
  const details = typeof error.details === 'string' ? error.details : null;
  return {
    title: error.serviceMessage?.trim() || error.userMessage,
    details: details && details !== error.serviceMessage ? details : null,
  };
}

/** Signs in, keeps the token (stamped now) and user, and leaves for the redirect target or landing page. */
export async function submitSignIn(values: SignInValues): Promise<void> {
  if (!begin($signIn)) return;
  try {
    const answer = await authApi.signIn(cleanDocumentInput(values.username), values.password);
    if (!startSession(storeToken(answer, nowMs()), answer.user)) {
      // Leaving now would land on sign-in again with nothing said (R284). Its words load only then.
      const { storageRefusedText } = await import('../domain/storage-texts.ts');
      const why = whyNotStored(localKeys.session);
      $signIn.set({ busy: false, problem: storageRefusedText(why, 'não foi possível manter você conectado') });
      return;
    }
    // The previous user of a shared phone leaves no kept answers behind (product-rules R242).
    void import('../api/kept-answers.ts').then((kept) => kept.forgetOtherUsers(answer.user.cnpj_cpf)).catch(() => undefined);
    // Signing in proves the e-mail was validated, wherever that happened.
    $awaitingEmailValidation.set(false);
    const next = postSignInPath(window.location.search, window.location.origin, answer.user.storeAccess);
    await toastThenLeave(authToasts.signedIn, () => window.location.assign(next));
  } catch (error) {
    fail($signIn, error);
  }
}

/**
 * What the sign-up address prefills (R19): its client code (digits only) and its CPF/CNPJ as written there.
 * The address then keeps only the client code: a tax id in it would stay in the address bar, the history and
 * whatever a shared phone's next user reads there (R283).
 */
export function takeSignUpPrefill(): { clientCode: string; document: string } {
  const { clientCode, document } = routeParams();
  const code = signUpAddressClientCode(clientCode);
  if (document !== undefined || (clientCode ?? '') !== code) {
    const { search, hash } = window.location;
    window.history.replaceState(window.history.state, '', `/auth/signup${code ? `/${code}` : ''}${search}${hash}`);
  }
  return { clientCode: code, document: document ?? '' };
}

/** First access, step 1: identifies the client; moves to step 2, or shows the restriction (product-rules R19). */
export async function identifyClient(values: IdentifyValues): Promise<void> {
  if (!begin($registration)) return;
  const identity = { clientCode: values.clientCode.trim(), document: cleanDocumentInput(values.document) };
  try {
    await authApi.registerIdentify({ clientCode: identity.clientCode, username: identity.document, ageCheck: true });
    $registration.set({ ...idle, step: 'finish', identity, restriction: null });
  } catch (error) {
    if (error instanceof HttpError && error.status !== 404) {
      $registration.set({ ...$registration.get(), busy: false, restriction: restrictionOf(error) });
    } else {
      fail($registration, error);
    }
  }
}

/** First access, step 2: finishes the registration, then waits for the e-mailed token (product-rules R20). */
export async function finishRegistration(values: FinishValues): Promise<void> {
  const identity = $registration.get().identity;
  if (!identity || !begin($registration)) return;
  const email = values.email.trim();
  try {
    const answer = await authApi.finishRegister({
      clientCode: identity.clientCode,
      cpfCnpj: identity.document,
      ageCheck: true,
      answers: [],
      username: identity.document,
      email,
      confirmEmail: values.confirmEmail.trim(),
      password: values.password,
      phone: cleanPhone(values.phone),
      confirmPassword: values.confirmPassword,
      policyCheck: true,
      notificationCheck: values.notificationCheck,
    });
    $awaitingEmailValidation.set(true);
    await toastThenLeave(answer.details ?? answer.message, () => window.location.assign(validateTokenPath));
  } catch (error) {
    if (error instanceof HttpError && error.status === 422) {
      // One toast per problem the service listed.
      const listed = Array.isArray(error.details) ? error.details.map((d) => (typeof d === 'string' ? d : d.message)) : [];
      for (const text of listed.length ? listed : [error.userMessage]) toast.error(text);
      $registration.set({ ...$registration.get(), busy: false });
    } else if (error instanceof HttpError && error.status !== 404) {
      $registration.set({ ...$registration.get(), busy: false, restriction: restrictionOf(error) });
    } else {
      fail($registration, error);
    }
  }
}

/** A visitor who already finished first access goes to token validation (product-rules R20); true when it navigated. */
export function redirectIfAwaitingValidation(): boolean {
  if (!$awaitingEmailValidation.get()) return false;
  window.location.replace(validateTokenPath);
  return true;
}

/** Validates the e-mailed token; on success shows the panel, then opens sign-in after 3.5 s. */
export async function submitToken(token: string): Promise<void> {
  if (!begin($tokenValidation)) return;
  try {
    await authApi.validateToken(token.toUpperCase());
    $awaitingEmailValidation.set(false);
    $tokenValidation.set({ ...idle, verified: true });
    toast.success(authToasts.tokenValidated);
    setTimeout(() => window.location.assign(signInPath), SIGN_IN_DELAY_AFTER_VALIDATION_MS);
  } catch (error) {
    fail($tokenValidation, error);
  }
}

/** Sends the validation token again, then goes to token validation (product-rules R22). */
export async function submitTokenResend(email: string): Promise<void> {
  if (!begin($tokenResend)) return;
  try {
    await authApi.resendToken(email.trim());
    await toastThenLeave(authToasts.tokenResent, () => window.location.assign(validateTokenPath));
  } catch (error) {
    fail($tokenResend, error);
  }
}

/** Asks for a temporary password; on success the 'Email enviado' panel shows the service's details. */
export async function submitPasswordReset(email: string): Promise<void> {
  if (!begin($passwordReset)) return;
  try {
    const answer = await authApi.resetPassword(email.trim());
    $passwordReset.set({ ...idle, sent: answer.details ?? answer.message });
  } catch (error) {
    fail($passwordReset, error);
  }
}

/**
 * Wide screens only (product-rules R18): 1200 px, the portal's line between wide and narrow (the
 * sidebar hides below it, product-rules R24). Phones on a weak signal never download the script.
 */
const botCheckMedia = '(min-width: 1200px)';

/**
 * Reads /config.json for the help line's number and loads the optional bot-check script; never throws. The
 * code that adds the script comes only where it is needed (a wide screen and a configured script): every
 * access page loads this module, and the hash check (R294) would weigh on each.
 */
export async function loadSignInExtras(): Promise<void> {
  try {
    const config = await loadConfig();
    $supportPhone.set(config.supportPhone);
    if (config.botCheckScriptUrl && window.matchMedia(botCheckMedia).matches)
      (await import('./bot-check-script.ts')).addBotCheckScript(config.botCheckScriptUrl, config.botCheckScriptIntegrity);
  } catch {
    /* no config: the help line shows without its number, and sign-in reports the problem itself; no script
       code (a deploy took it away, the connection dropped): no bot check, and sign-in works (R18) */
  }
}
