// Users service: sign-in, first access, token validation and passwords.
// (POST /auth/refreshToken belongs to the client core, see token.ts; POST /auth/logout to logout.ts.)
import * as z from 'zod/mini';
import { request } from './client.ts';
import { sessionUserSchema } from './session-user.ts';
import { messageResponseSchema, type MessageResponse } from './message.ts';
import { tokenResponseSchema } from './token-response.ts';

/** Answer of the identify step (POST /auth/register). */
export const registerIdentifyResponseSchema = messageResponseSchema;
export type RegisterIdentifyResponse = z.infer<typeof registerIdentifyResponseSchema>;

// The signed-in user lives in session-user.ts so the session store can validate what it persists
// without loading the call modules; re-exported here as part of the sign-in answer.
export { clientRefSchema, currentClientSchema, sessionUserSchema } from './session-user.ts';
export type { ClientRef, CurrentClient, SessionUser } from './session-user.ts';

/** Sign-in (and company switch) answer: the token fields plus `user`. */
export const loginResponseSchema = z.object({ ...tokenResponseSchema.shape, user: sessionUserSchema });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** Payload of the identify step: client code, CPF/CNPJ (as `username`) and the over-18 check. */
export interface RegisterIdentifyRequest {
  clientCode: string;
  username: string;
  ageCheck: true;
}

/** Payload of the 'Finalize o cadastro' step. */
export interface FinishRegisterRequest {
  clientCode: string;
  cpfCnpj: string;
  ageCheck: boolean;
  answers?: string[];
  username: string;
  email: string;
  confirmEmail: string;
  password: string;
  phone: string;
  confirmPassword: string;
  policyCheck: true;
  notificationCheck: boolean;
}

/** First access, step 1: identifies the client (POST /auth/register). */
export function registerIdentify(payload: RegisterIdentifyRequest): Promise<RegisterIdentifyResponse> {
  // Only looks the client up: a read, retried like a GET (product-rules R104).
  return request('usersApi', '/auth/register', { method: 'POST', body: payload, retry: true, schema: registerIdentifyResponseSchema });
}

/** First access, step 2: finishes the registration; the token is e-mailed (POST /auth/finish-register). */
export function finishRegister(payload: FinishRegisterRequest): Promise<MessageResponse> {
  return request('usersApi', '/auth/finish-register', { method: 'POST', body: payload, schema: messageResponseSchema });
}

/** Validates the 6-character e-mailed token (POST /auth/validate-token). */
export function validateToken(token: string): Promise<MessageResponse> {
  return request('usersApi', '/auth/validate-token', { method: 'POST', body: { token }, schema: messageResponseSchema });
}

/** Signs in with CPF/CNPJ and password (POST /auth/login). */
export function signIn(username: string, password: string): Promise<LoginResponse> {
  return request('usersApi', '/auth/login', { method: 'POST', body: { username, password }, schema: loginResponseSchema });
}

/** E-mails a temporary password (POST /auth/reset-password). */
export function resetPassword(email: string): Promise<MessageResponse> {
  return request('usersApi', '/auth/reset-password', { method: 'POST', body: { email }, schema: messageResponseSchema });
}

/** E-mails the validation token again (POST /auth/resend-token). */
export function resendToken(email: string): Promise<MessageResponse> {
  return request('usersApi', '/auth/resend-token', { method: 'POST', body: { email }, schema: messageResponseSchema });
}
