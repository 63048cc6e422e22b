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

/** Opens a session for the account on the given company, with that company's token lifetime (see /__demo/token-ttl). */
export function openSession(ctx: DemoContext, account: Account, clientCode: string): Session {
  const session: Session = {
    token: newToken(),
    username: account.username,
    clientCode,
    issuedAt: ctx.now().getTime(),
    ttlSeconds: ctx.state.tokenTtlByClient.get(clientCode) ?? ctx.tokenTtlSeconds,
  };
  ctx.state.sessions.set(session.token, session);
  return session;
}

/** When the session's token expires, in ms since the epoch. */
function expiresAt(session: Session): number {
  return session.issuedAt + session.ttlSeconds * 1000;
}

/** The whole seconds left before the session's token expires (0 once it has). */
function remainingSeconds(ctx: DemoContext, session: Session): number {
  return Math.max(0, Math.floor((expiresAt(session) - ctx.now().getTime()) / 1000));
}

/** `{access_token, expires_in, token_type}`: the token's whole lifetime, or `expiresIn` when given. */
export function tokenAnswer(session: Session, expiresIn = session.ttlSeconds) {
  return { access_token: session.token, expires_in: expiresIn, token_type: 'bearer' };
}

/**
 * The session a refresh with `token` acts on. Its own; else, when a refresh retired it less than the grace period
 * ago, the newest session descended from it (its successor, or that one's successor if it was refreshed in turn),
 * so a client whose refresh answer was lost gets the token it missed (contract: refreshToken). Undefined when the
 * token is unknown, revoked by logout, retired longer ago, or its line of successors ends in a logout.
 */
function refreshableSession(ctx: DemoContext, token: string): Session | undefined {
  const own = ctx.state.sessions.get(token);
  if (own) return own;
  const retired = ctx.state.retiredTokens.get(token);
  if (!retired || ctx.now().getTime() - retired.retiredAt >= ctx.refreshGraceSeconds * 1000) return undefined;
  let newest = retired.successor;
  for (let next = ctx.state.retiredTokens.get(newest); next; next = ctx.state.retiredTokens.get(newest)) newest = next.successor;
  return ctx.state.sessions.get(newest);
}

/**
 * Answers a refresh (the session from `requireAuth(ctx, { refresh: true })`). A token retired within the grace period
 * gets its newest descendant as it is, with its remaining lifetime as expires_in, and nothing new is issued; else
 * (its own session, or a descendant already expired, which the next call would find refused) the session's token is
 * retired for a new one, with the same company.
 */
export function refreshAnswer(ctx: DemoContext, c: Ctx) {
  const session = c.get('session');
  const remaining = remainingSeconds(ctx, session);
  if (session.token !== bearerToken(c) && remaining > 0) return tokenAnswer(session, remaining);
  const now = ctx.now().getTime();
  for (const [token, retired] of ctx.state.retiredTokens)
    if (now - retired.retiredAt >= ctx.refreshGraceSeconds * 1000) ctx.state.retiredTokens.delete(token);
  ctx.state.sessions.delete(session.token);
  const successor = openSession(ctx, c.get('account'), session.clientCode);
  ctx.state.retiredTokens.set(session.token, { successor: successor.token, retiredAt: now });
  return tokenAnswer(successor);
}

/** The sign-in answer (also used by loginWithAnotherCompany). */
export function loginAnswer(ctx: DemoContext, session: Session, account: Account) {
  const clients = account.clientCodes
    .map((code) => ctx.state.clients.get(code))
    .filter((client) => client !== undefined && client.situation !== 'INATIVO')
    .map((client) => ({ clientCode: client!.clientCode, name: client!.name, cnpj_cpf: client!.cnpj_cpf }));
  const current = ctx.state.clients.get(session.clientCode)!;
  return {
    ...tokenAnswer(session),
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
 * With `refresh` (refreshToken), a known but time-expired token passes, and so does a token a refresh retired
 * within the grace period, as the session of its newest descendant (see `refreshableSession`).
 */
export function requireAuth(ctx: DemoContext, options: { refresh?: boolean } = {}): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    const token = bearerToken(c);
    if (!token) return unauthorized(c, 'Token de acesso não informado. Faça login para continuar.');
    const session = options.refresh ? refreshableSession(ctx, token) : ctx.state.sessions.get(token);
    if (!session) return unauthorized(c, 'Sessão inválida ou encerrada. Faça login novamente.');
    const expired = ctx.now().getTime() >= expiresAt(session);
    if (expired && !options.refresh) return unauthorized(c);
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
