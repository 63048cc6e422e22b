// Users service (base-URL name usersApi): first access, token validation, sign-in, session and
// password calls.
import { randomInt } from 'node:crypto';
import { Hono } from 'hono';
import { loginAnswer, openSession, refreshAnswer, requireAuth } from '../lib/auth.ts';
import type { DemoContext, DemoEnv } from '../lib/context.ts';
import { isDocument, normalizeDocument } from '../lib/documents.ts';
import { fail, invalid, objectBody, send, type Ctx } from '../lib/http.ts';
import { sendMail } from '../lib/outbox.ts';
import type { Account, Client } from '../lib/state.ts';
import { tokenMail } from '../seed/accounts.ts';

const TOKEN_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const TOKEN_LIFETIME_MS = 86_400_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** at least 6 characters with a digit, a lower-case and an upper-case letter and one of @$!%*?& */
export const STRONG_PASSWORD = /^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@$!%*?&]).{6,}$/;

const randomFrom = (alphabet: string, n: number) => Array.from({ length: n }, () => alphabet[randomInt(alphabet.length)]).join('');

/** A new 6-character validation token (letters and digits). */
function newValidationToken(): string {
  return randomFrom(TOKEN_ALPHABET, 6);
}

/** A temporary password that meets the password rules, e.g. 'KPwx482@'. */
function newTemporaryPassword(): string {
  return (
    randomFrom('ABCDEFGHJKLMNPQRSTUVWXYZ', 2) +
    randomFrom('abcdefghijkmnpqrstuvwxyz', 2) +
    randomFrom('23456789', 3) +
    randomFrom('@$!%*?&', 1)
  );
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function accountOfClient(ctx: DemoContext, clientCode: string): Account | undefined {
  return [...ctx.state.accounts.values()].find((a) => a.clientCodes.includes(clientCode));
}

function accountByEmail(ctx: DemoContext, email: string): Account | undefined {
  const wanted = email.trim().toLowerCase();
  return [...ctx.state.accounts.values()].find((a) => a.email.toLowerCase() === wanted);
}

/** The client a first-access step refers to, or the error answer. */
function identify(ctx: DemoContext, c: Ctx, clientCode: string, document: string): { client: Client } | { answer: Response } {
  const client = ctx.state.clients.get(clientCode);
  if (!client || (client.cnpj_cpf !== document && client.ownerDocument !== document)) {
    return { answer: fail(c, 404, 'Cliente não encontrado', 'Não encontramos um cliente com este código e CPF/CNPJ.') };
  }
  if (client.restriction) return { answer: fail(c, client.restriction.status, client.restriction.message, client.restriction.details) };
  if (client.situation === 'INATIVO') {
    return {
      answer: fail(c, 403, 'Cliente inativo', 'Este cliente está inativo. Entre em contato com a central de atendimento 0800 725 0011.'),
    };
  }
  const account = accountOfClient(ctx, clientCode);
  if (account?.status === 'pending') {
    return {
      answer: fail(
        c,
        409,
        'Cadastro aguardando validação',
        'Já existe um cadastro para este cliente aguardando a validação do e-mail. Use o token enviado ou solicite um novo.',
      ),
    };
  }
  if (account)
    return {
      answer: fail(c, 409, 'Cliente já cadastrado', 'Este cliente já possui cadastro no portal. Faça login ou recupere a sua senha.'),
    };
  return { client };
}

function identifyIssues(body: Record<string, unknown>, documentField: string): string[] {
  const issues: string[] = [];
  const clientCode = str(body.clientCode);
  if (!clientCode) issues.push('Por favor, preencha o código do cliente');
  else if (!/^\d+$/.test(clientCode)) issues.push('O código do cliente deve ser apenas numérico');
  const document = normalizeDocument(str(body[documentField]));
  if (!document) issues.push('Por favor, preencha o CPF/CNPJ');
  else if (!isDocument(document)) issues.push('Por favor, insira um CPF/CNPJ válido');
  if (body.ageCheck !== true) issues.push('Por favor, confirme que você tem mais de 18 anos');
  return issues;
}

function issueValidationToken(ctx: DemoContext, account: Account): void {
  const token = newValidationToken();
  ctx.state.validationTokens = ctx.state.validationTokens.filter((t) => t.username !== account.username || t.usedAt !== null);
  ctx.state.validationTokens.push({ token, username: account.username, createdAt: ctx.now().getTime(), usedAt: null });
  const { id: _id, sentAt: _sentAt, ...mail } = tokenMail(0, account.email, token, 0);
  sendMail(ctx, mail);
}

/** The users service router (mounted at /users). */
export function usersService(ctx: DemoContext): Hono<DemoEnv> {
  const r = new Hono<DemoEnv>();

  r.post('/auth/register', async (c) => {
    const body = await objectBody(c);
    const issues = identifyIssues(body, 'username');
    if (issues.length) return invalid(c, 400, issues);
    const found = identify(ctx, c, str(body.clientCode), normalizeDocument(str(body.username)));
    if ('answer' in found) return found.answer;
    return c.json({ message: 'Cliente encontrado', details: 'Finalize o cadastro para acessar o portal.' });
  });

  r.post('/auth/finish-register', async (c) => {
    const body = await objectBody(c);
    const issues = identifyIssues(body, 'cpfCnpj');
    const document = normalizeDocument(str(body.cpfCnpj));
    if (normalizeDocument(str(body.username)) !== document) issues.push('O usuário deve ser o CPF/CNPJ informado.');
    if (body.answers !== undefined && !(Array.isArray(body.answers) && body.answers.every((a) => typeof a === 'string')))
      issues.push('As respostas devem ser uma lista de textos.');
    const phone = str(body.phone);
    if (!phone) issues.push('Por favor, preencha o telefone');
    else if (!/^\+?[0-9]{8,15}$/.test(phone)) issues.push('Telefone inválido');
    const email = str(body.email);
    if (!email) issues.push('Por favor, preencha o e-mail');
    else if (!EMAIL.test(email)) issues.push('Por favor, insira um e-mail válido');
    else if (accountByEmail(ctx, email)) issues.push('O e-mail informado já está em uso.');
    const confirmEmail = str(body.confirmEmail);
    if (!confirmEmail) issues.push('Por favor, confirme o e-mail');
    else if (confirmEmail.toLowerCase() !== email.toLowerCase()) issues.push('Os e-mails não correspondem');
    const password = typeof body.password === 'string' ? body.password : '';
    if (!password) issues.push('Por favor, preencha a senha');
    else if (!STRONG_PASSWORD.test(password)) issues.push('Requisitos de senha não atendidos');
    const confirmPassword = typeof body.confirmPassword === 'string' ? body.confirmPassword : '';
    if (!confirmPassword) issues.push('Por favor, confirme a senha');
    else if (confirmPassword !== password) issues.push('As senhas não correspondem');
    if (body.policyCheck !== true) issues.push('Por favor, aceite a política');
    if (typeof body.notificationCheck !== 'boolean') issues.push('Informe se deseja receber notificações.');
    if (issues.length) return invalid(c, 422, issues);

    const found = identify(ctx, c, str(body.clientCode), document);
    if ('answer' in found) return found.answer;
    const account: Account = {
      username: document,
      password,
      tempPasswords: [],
      personName: found.client.name,
      email,
      phone,
      status: 'pending',
      storeAccess: true,
      clientCodes: [found.client.clientCode],
      defaultClientCode: found.client.clientCode,
      group: null,
      profile: null,
      notifications: { acceptMail: body.notificationCheck === true, acceptMessages: body.notificationCheck === true },
      playerIds: [],
    };
    ctx.state.accounts.set(account.username, account);
    issueValidationToken(ctx, account);
    return c.json({ message: 'Cadastro realizado', details: 'Cadastro realizado! Enviamos um token de validação para o seu e-mail.' });
  });

  r.post('/auth/validate-token', async (c) => {
    const body = await objectBody(c);
    const token = typeof body.token === 'string' ? body.token.trim().toUpperCase() : '';
    if (token.length !== 6) return invalid(c, 422, ['O token deve conter 6 digitos.']);
    const now = ctx.now().getTime();
    const record = ctx.state.validationTokens.find((t) => t.token === token && t.usedAt === null && now - t.createdAt < TOKEN_LIFETIME_MS);
    const account = record && ctx.state.accounts.get(record.username);
    if (!record || !account) return fail(c, 404, 'Token inválido', 'Token inválido ou expirado. Solicite um novo token.');
    record.usedAt = now;
    account.status = 'active';
    return c.json({ message: 'Token validado', details: 'Conta verificada com sucesso!' });
  });

  r.post('/auth/login', async (c) => {
    const body = await objectBody(c);
    const username = normalizeDocument(str(body.username));
    const password = typeof body.password === 'string' ? body.password : '';
    const issues: string[] = [];
    if (!username) issues.push('Preencha o campo de usuário');
    if (!password) issues.push('Preencha o campo de senha');
    else if (password.length < 6) issues.push('Senha deve ter no mínimo 6 caracteres');
    if (issues.length) return invalid(c, 400, issues);
    const account = ctx.state.accounts.get(username);
    const now = ctx.now().getTime();
    const passwordOk =
      account && (account.password === password || account.tempPasswords.some((t) => t.password === password && t.expiresAt > now));
    if (!account || !passwordOk) return fail(c, 401, 'Não autorizado', 'Usuário ou senha inválidos.');
    if (account.status === 'pending') {
      return fail(
        c,
        403,
        'Cadastro aguardando validação',
        `Seu cadastro ainda não foi validado. Digite o token de 6 caracteres que enviamos para ${account.email} ou solicite um novo token.`,
      );
    }
    const active = [account.defaultClientCode, ...account.clientCodes].find((code) => ctx.state.clients.get(code)?.situation === 'ATIVO');
    if (!active)
      return fail(
        c,
        403,
        'Cadastro inativo',
        'Nenhuma empresa ativa está vinculada ao seu usuário. Entre em contato com a central de atendimento 0800 725 0011.',
      );
    const session = openSession(ctx, account, active);
    return send(ctx, c, loginAnswer(ctx, session, account));
  });

  r.post('/auth/logout', requireAuth(ctx), (c) => {
    ctx.state.sessions.delete(c.get('session').token);
    return c.json({ message: 'Logout realizado com sucesso' });
  });

  r.post('/auth/refreshToken', requireAuth(ctx, { refresh: true }), (c) => c.json(refreshAnswer(ctx, c)));

  r.post('/auth/reset-password', async (c) => {
    const body = await objectBody(c);
    const email = str(body.email);
    if (!EMAIL.test(email)) return invalid(c, 400, ['Por favor, insira um e-mail válido']);
    const account = accountByEmail(ctx, email);
    if (!account) return fail(c, 404, 'Não encontrado', 'E-mail não cadastrado.');
    const password = newTemporaryPassword();
    account.tempPasswords.push({ password, expiresAt: ctx.now().getTime() + TOKEN_LIFETIME_MS });
    sendMail(ctx, {
      to: account.email,
      subject: 'Sua senha temporária - Portal do Cliente',
      kind: 'temporary-password',
      code: password,
      text: `Use a senha temporária ${password} para entrar no Portal do Cliente e altere-a em Configurações > Alterar Senha. Ela vale por 1 dia.`,
    });
    return c.json({ message: 'Email enviado', details: 'Enviamos uma senha temporária para o seu e-mail.' });
  });

  r.post('/auth/resend-token', async (c) => {
    const body = await objectBody(c);
    const email = str(body.email);
    if (!EMAIL.test(email)) return invalid(c, 400, ['Por favor, insira um e-mail válido']);
    const account = accountByEmail(ctx, email);
    if (!account || account.status !== 'pending') return fail(c, 404, 'Não encontrado', 'Nenhum cadastro pendente para este e-mail.');
    issueValidationToken(ctx, account);
    return c.json({ message: 'Token reenviado', details: 'Token reenviado com sucesso! Verifique sua caixa de entrada.' });
  });

  return r;
}
