// Sessions: opaque bearer tokens kept in memory, mapped to a user and the current company.
import { randomBytes } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { DemoContext, DemoEnv } from './context.ts';
import { fail, type Ctx } from './http.ts';
import type { Account, Session } from './state.ts';

/** A new opaque token. */
function newToken(): string {
  return randomBytes(24).toString('base64url');
}

/** Opens a session for the account on the given company. */
export function openSession(ctx: DemoContext, account: Account, clientCode: string): Session {
  const session: Session = { token: newToken(), username: account.username, clientCode, issuedAt: ctx.now().getTime() };
  ctx.state.sessions.set(session.token, session);
  return session;
}

/** `{access_token, expires_in, token_type}` */
export function tokenAnswer(ctx: DemoContext, session: Session) {
  return { access_token: session.token, expires_in: ctx.tokenTtlSeconds, token_type: 'bearer' };
}

/** The sign-in answer (also used by loginWithAnotherCompany). */
export function loginAnswer(ctx: DemoContext, session: Session, account: Account) {
  const clients = account.clientCodes
    .map((code) => ctx.state.clients.get(code))
    .filter((client) => client !== undefined && client.situation !== 'INATIVO')
    .map((client) => ({ clientCode: client!.clientCode, name: client!.name, cnpj_cpf: client!.cnpj_cpf }));
  const current = ctx.state.clients.get(session.clientCode)!;
  return {
    ...tokenAnswer(ctx, session),
    user: {
      storeAccess: account.storeAccess,
      clients,
      cnpj_cpf: account.username,
      group: account.group ? { name: account.group.name } : null,
      profile: account.profile,
      current_client: {
        clientCode: current.clientCode,
        name: current.name,
        cnpj_cpf: current.cnpj_cpf,
        profile: account.profile,
        subchannel: current.subchannel,
      },
    },
  };
}

/** The bearer token of the request, if any. */
function bearerToken(c: Ctx): string | undefined {
  const header = c.req.header('authorization') ?? '';
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

/** The 401 answer. */
export const unauthorized = (c: Ctx, details = 'Sessão expirada. Faça login novamente.') => fail(c, 401, 'Não autorizado', details);

/**
 * Requires a valid, unexpired bearer token; puts the session, account and company on the context.
 * With `allowExpired`, a known but time-expired token passes (refreshToken).
 */
export function requireAuth(ctx: DemoContext, options: { allowExpired?: boolean } = {}): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) return unauthorized(c, 'Token de acesso não informado. Faça login para continuar.');
    const session = ctx.state.sessions.get(token);
    if (!session) return unauthorized(c, 'Sessão inválida ou encerrada. Faça login novamente.');
    const expired = ctx.now().getTime() >= session.issuedAt + ctx.tokenTtlSeconds * 1000;
    if (expired && !options.allowExpired) return unauthorized(c);
    const account = ctx.state.accounts.get(session.username);
    const client = ctx.state.clients.get(session.clientCode);
    if (!account || account.status !== 'active' || !client) return unauthorized(c, 'Sessão inválida. Faça login novamente.');
    c.set('session', session);
    c.set('account', account);
    c.set('client', client);
    await next();
    return undefined;
  };
}
