// Validates the session read back from localStorage. Written by hand rather than with zod: this runs
// on every page, and zod would not fit the budget of the pages without islands (FAQ, error pages;
// docs/architecture.md, "Modules kept apart for their bytes"). Names lose their controls here too (R295): a
// session an older build stored was not stripped when it was read from the sign-in answer.
import type { ClientRef, CurrentClient, SessionUser } from '../api/session-user.ts';
import type { StoredToken } from '../api/token.ts';
import type { Parser } from './storage.ts';
import { withoutControls } from '../domain/service-text.ts';

/** A signed-in session as persisted. */
export interface Session {
  token: StoredToken;
  user: SessionUser;
}

type Fields = Record<string, unknown>;
const isObject = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isStringOrNull = (value: unknown): value is string | null => value === null || isString(value);

function token(value: unknown): StoredToken | null {
  if (!isObject(value)) return null;
  const { access_token, expires_in, token_type, issued_at } = value;
  if (!isString(access_token) || access_token === '' || !isString(token_type) || !isNumber(issued_at)) return null;
  // A token that lives no time is no session (product-rules R192), as the service's answer would be refused.
  if (!isNumber(expires_in) || expires_in <= 0) return null;
  return { access_token, expires_in, token_type, issued_at };
}

function clientRef(value: unknown): ClientRef | null {
  if (!isObject(value) || !isString(value['clientCode']) || !isString(value['name']) || !isString(value['cnpj_cpf'])) return null;
  return { clientCode: value['clientCode'], name: withoutControls(value['name']), cnpj_cpf: value['cnpj_cpf'] };
}

function currentClient(value: unknown): CurrentClient | null {
  const ref = clientRef(value);
  if (!ref || !isObject(value) || !isStringOrNull(value['profile'])) return null;
  const subchannel = value['subchannel'];
  if (subchannel !== undefined && !isString(subchannel)) return null;
  return { ...ref, profile: value['profile'], ...(subchannel === undefined ? {} : { subchannel }) };
}

function user(value: unknown): SessionUser | null {
  if (!isObject(value) || typeof value['storeAccess'] !== 'boolean' || !isString(value['cnpj_cpf']) || !isStringOrNull(value['profile']))
    return null;
  const clients = Array.isArray(value['clients']) ? value['clients'].map(clientRef) : null;
  const group = value['group'];
  const current = currentClient(value['current_client']);
  if (!clients || clients.includes(null) || !current) return null;
  if (group !== null && !(isObject(group) && isString(group['name']))) return null;
  return {
    storeAccess: value['storeAccess'],
    clients: clients as ClientRef[],
    cnpj_cpf: value['cnpj_cpf'],
    group: group === null ? null : { name: withoutControls(group['name'] as string) },
    profile: value['profile'],
    current_client: current,
  };
}

/** Parser of a persisted session (or null for signed out); anything malformed fails. */
export const storedSessionParser: Parser<Session | null> = {
  safeParse(value) {
    if (value === null) return { success: true, data: null };
    if (!isObject(value)) return { success: false };
    const parsedToken = token(value['token']);
    const parsedUser = user(value['user']);
    return parsedToken && parsedUser ? { success: true, data: { token: parsedToken, user: parsedUser } } : { success: false };
  },
};
