// Sign-in, first access, tokens and sessions of the demo logins.
import { describe, expect, it } from 'vitest';
import { validateResponse, validateSchema } from '../support/contract.ts';
import { PASSWORD, setup, type LoginBody } from './helpers.ts';

interface Mail {
  to: string;
  kind: 'token' | 'temporary-password';
  code: string;
  subject: string;
  sentAt: string;
}

async function outbox(t: ReturnType<typeof setup>): Promise<Mail[]> {
  return (await (await t.call('GET', '/outbox.json')).json()) as Mail[];
}

describe('demo logins', () => {
  it('12345678909: store access, three companies (one inactive, not offered for switching), a group, current 100001', async () => {
    const t = setup();
    const { body } = await t.login('12345678909');
    expect(body.expires_in).toBe(3600);
    expect(body.token_type).toBe('bearer');
    expect(body.user.storeAccess).toBe(true);
    expect(body.user.group).toEqual({ name: 'Rede Sabor do Zé' });
    expect(body.user.current_client.clientCode).toBe('100001');
    expect(body.user.clients.map((c) => c.clientCode)).toEqual(['100001', '100002']);
    expect(body.user.profile).toMatch(/^http:\/\/localhost\/static\/profiles\//);
    const companies = (await (await t.api('clientApi', 'GET', '/client/myCompanies', { token: body.access_token })).json()) as Array<{
      clientCode: string;
      situation: string;
    }>;
    expect(companies.map((c) => [c.clientCode, c.situation])).toEqual([
      ['100001', 'ATIVO'],
      ['100002', 'ATIVO'],
      ['100003', 'INATIVO'],
    ]);
  });

  it('11222333000181: no store access, one company, no group', async () => {
    const t = setup();
    const { body } = await t.login('11222333000181');
    expect(body.user.storeAccess).toBe(false);
    expect(body.user.group).toBeNull();
    expect(body.user.clients).toHaveLength(1);
    expect(body.user.current_client.clientCode).toBe('200001');
  });

  it('accepts the document with punctuation (digits and letters kept)', async () => {
    const t = setup();
    const res = await t.api('usersApi', 'POST', '/auth/login', { json: { username: '123.456.789-09', password: PASSWORD } });
    expect(res.status).toBe(200);
  });

  it('wrong password: 401 with the message for the toast', async () => {
    const t = setup();
    const res = await t.api('usersApi', 'POST', '/auth/login', { json: { username: '12345678909', password: 'Outra@123' } });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Não autorizado', details: 'Usuário ou senha inválidos.' });
  });
});

describe('12ABC34501DE35 (alphanumeric CNPJ) waiting for e-mail validation', () => {
  it('login is refused with the restriction until the token from the outbox validates the account', async () => {
    const t = setup();
    const refused = await t.api('usersApi', 'POST', '/auth/login', { json: { username: '12.ABC.345/01DE-35', password: PASSWORD } });
    expect(refused.status).toBe(403);
    const restriction = (await refused.json()) as { message: string; details: string };
    expect(restriction.message).toBe('Cadastro aguardando validação');
    expect(restriction.details).toMatch(/token/);

    const mail = (await outbox(t)).find((m) => m.to === 'contato@boteconovohorizonte.com.br' && m.kind === 'token')!;
    expect(mail.code).toMatch(/^[A-Z0-9]{6}$/);
    const validated = await t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: mail.code.toLowerCase() } });
    expect(validated.status).toBe(200);
    expect(await validated.json()).toEqual({ message: 'Token validado', details: 'Conta verificada com sucesso!' });

    const { body } = await t.login('12ABC34501DE35');
    expect(body.user.storeAccess).toBe(true);
    expect(body.user.cnpj_cpf).toBe('12ABC34501DE35');
    expect(body.user.current_client.clientCode).toBe('300001');
    // The contract's Document pattern is digits only, so it cannot describe this (valid) CNPJ yet:
    // apart from the two cnpj_cpf fields, the answer follows the contract.
    const check = validateResponse('post', '/auth/login', 200, body);
    expect(check.errors.filter((e) => !/cnpj_cpf/.test(e))).toEqual([]);

    const again = await t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: mail.code } });
    expect(again.status).toBe(404);
  });

  it('an expired token (over a day old) is refused; resend issues a new one and invalidates the old', async () => {
    const t = setup();
    t.clock.now = new Date(t.clock.now.getTime() + 23 * 3_600_000);
    const [old] = await outbox(t);
    expect((await t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: old!.code } })).status).toBe(404);

    const resent = await t.api('usersApi', 'POST', '/auth/resend-token', { json: { email: 'CONTATO@boteconovohorizonte.com.br' } });
    expect(resent.status).toBe(200);
    const mails = await outbox(t);
    expect(mails[0]!.code).not.toBe(old!.code);
    expect(mails.map((m) => m.sentAt)).toEqual([...mails.map((m) => m.sentAt)].sort().reverse());
    expect((await t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: mails[0]!.code } })).status).toBe(200);
  });
});

describe('first access of client 400001 (CPF 52998224725)', () => {
  const finish = {
    clientCode: '400001',
    cpfCnpj: '529.982.247-25',
    ageCheck: true,
    answers: [],
    username: '52998224725',
    email: 'lucia@merceariadonalucia.com.br',
    confirmEmail: 'lucia@merceariadonalucia.com.br',
    password: 'Lucia@2025',
    phone: '+5521988887777',
    confirmPassword: 'Lucia@2025',
    policyCheck: true,
    notificationCheck: false,
  };

  it('identify → finish → token e-mailed → validate → sign in with the chosen password', async () => {
    const t = setup();
    const found = await t.api('usersApi', 'POST', '/auth/register', {
      json: { clientCode: '400001', username: '52998224725', ageCheck: true },
    });
    expect(found.status).toBe(200);
    const done = await t.api('usersApi', 'POST', '/auth/finish-register', { json: finish });
    expect(await done.json()).toEqual({
      message: 'Cadastro realizado',
      details: 'Cadastro realizado! Enviamos um token de validação para o seu e-mail.',
    });

    expect((await t.api('usersApi', 'POST', '/auth/login', { json: { username: '52998224725', password: 'Lucia@2025' } })).status).toBe(
      403,
    );
    expect(
      (await t.api('usersApi', 'POST', '/auth/register', { json: { clientCode: '400001', username: '52998224725', ageCheck: true } }))
        .status,
    ).toBe(409);

    const mail = (await outbox(t))[0]!;
    expect(mail).toMatchObject({ to: 'lucia@merceariadonalucia.com.br', kind: 'token' });
    expect(mail.code).toMatch(/^[A-Z0-9]{6}$/);
    expect((await t.api('usersApi', 'POST', '/auth/validate-token', { json: { token: mail.code } })).status).toBe(200);

    const { body } = await t.login('52998224725', 'Lucia@2025');
    expect(body.user.current_client).toMatchObject({ clientCode: '400001', name: 'Mercearia da Dona Lúcia' });
    expect(
      (await t.api('usersApi', 'POST', '/auth/register', { json: { clientCode: '400001', username: '52998224725', ageCheck: true } }))
        .status,
    ).toBe(409);
  });

  it('finish lists every problem (422) in pt-BR', async () => {
    const t = setup();
    const res = await t.api('usersApi', 'POST', '/auth/finish-register', {
      json: { ...finish, email: 'x', confirmEmail: 'y', password: 'semregra', confirmPassword: 'outra', phone: '12', policyCheck: false },
    });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { details: string[] }).details).toEqual([
      'Telefone inválido',
      'Por favor, insira um e-mail válido',
      'Os e-mails não correspondem',
      'Requisitos de senha não atendidos',
      'As senhas não correspondem',
      'Por favor, aceite a política',
    ]);
  });

  it('client 500001 + CPF 39053344705 is refused with a restriction (403) for the feedback panel', async () => {
    const t = setup();
    const res = await t.api('usersApi', 'POST', '/auth/register', {
      json: { clientCode: '500001', username: '390.533.447-05', ageCheck: true },
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({
      message: 'Cadastro bloqueado',
      details: 'Identificamos uma restrição no seu cadastro. Entre em contato com a central de atendimento 0800 725 0011.',
    });
  });
});

describe('passwords', () => {
  it('reset-password e-mails a temporary password that signs in (the old one keeps working)', async () => {
    const t = setup();
    expect((await t.api('usersApi', 'POST', '/auth/reset-password', { json: { email: 'contato@bardoze.com.br' } })).status).toBe(200);
    const mail = (await outbox(t)).find((m) => m.kind === 'temporary-password')!;
    expect(mail.code).toMatch(/^(?=.*\d)(?=.*[a-z])(?=.*[A-Z])(?=.*[@$!%*?&]).{8}$/);
    await t.login('12345678909', mail.code);
    await t.login('12345678909', PASSWORD);
    t.clock.now = new Date(t.clock.now.getTime() + 25 * 3_600_000);
    expect((await t.api('usersApi', 'POST', '/auth/login', { json: { username: '12345678909', password: mail.code } })).status).toBe(401);
  });

  it('update-password checks the current password and changes the one login accepts', async () => {
    const t = setup();
    const { token } = await t.login();
    const wrong = await t.api('clientApi', 'PUT', '/client/update-password', {
      token,
      json: { password: 'Errada@9', newPassword: 'Gelada@2025', confirmationNewPassword: 'Gelada@2025' },
    });
    expect(wrong.status).toBe(422);
    expect(((await wrong.json()) as { details: string[] }).details).toContain('A senha atual está incorreta.');
    const ok = await t.api('clientApi', 'PUT', '/client/update-password', {
      token,
      json: { password: PASSWORD, newPassword: 'Gelada@2025', confirmationNewPassword: 'Gelada@2025' },
    });
    expect(await ok.json()).toEqual({ message: 'Senha alterada', details: 'Senha alterada com sucesso!' });
    expect((await t.api('usersApi', 'POST', '/auth/login', { json: { username: '12345678909', password: PASSWORD } })).status).toBe(401);
    await t.login('12345678909', 'Gelada@2025');
  });
});

describe('sessions', () => {
  it('logout revokes the token', async () => {
    const t = setup();
    const { token } = await t.login();
    expect((await t.api('usersApi', 'POST', '/auth/logout', { token })).status).toBe(200);
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(401);
    expect((await t.api('usersApi', 'POST', '/auth/logout', { token })).status).toBe(401);
  });

  it('an expired token gets 401; refreshToken with it issues a new token and retires the old one', async () => {
    const t = setup({ tokenTtlSeconds: 60 });
    const { token, body } = await t.login();
    expect(body.expires_in).toBe(60);
    t.clock.now = new Date(t.clock.now.getTime() + 61_000);
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(401);
    const refreshed = await t.api('usersApi', 'POST', '/auth/refreshToken', { token });
    expect(refreshed.status).toBe(200);
    const fresh = (await refreshed.json()) as { access_token: string; expires_in: number; token_type: string };
    expect(fresh.access_token).not.toBe(token);
    expect(fresh).toMatchObject({ expires_in: 60, token_type: 'bearer' });
    expect((await t.api('clientApi', 'GET', '/client', { token: fresh.access_token })).status).toBe(200);
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(401);
    // Past the refresh grace period (120 s, see below) the retired token refreshes no more.
    t.clock.now = new Date(t.clock.now.getTime() + 120_000);
    expect((await t.api('usersApi', 'POST', '/auth/refreshToken', { token })).status).toBe(401);
  });

  it('loginWithAnotherCompany answers like sign-in and scopes the data to the new company', async () => {
    const t = setup();
    const { token } = await t.login();
    const before = (await (await t.api('clientApi', 'GET', '/client', { token })).json()) as { clientCode: string };
    expect(before.clientCode).toBe('100001');

    const res = await t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token, json: { clientCode: '100002' } });
    const switched = (await res.json()) as LoginBody;
    expect(res.status).toBe(200);
    expect(switched.user.current_client.clientCode).toBe('100002');
    const other = switched.access_token;
    expect(((await (await t.api('clientApi', 'GET', '/client', { token: other })).json()) as { clientCode: string }).clientCode).toBe(
      '100002',
    );
    const debts = (await (await t.api('clientApi', 'GET', '/client/my-debits', { token: other })).json()) as unknown[];
    expect(debts).toHaveLength(1);
    // the products API wants the new company in client-code
    expect((await t.api('productsApi', 'GET', '/client/limits', { token: other, headers: { 'client-code': '100001' } })).status).toBe(400);
    expect(
      await (await t.api('productsApi', 'GET', '/client/limits', { token: other, headers: { 'client-code': '100002' } })).json(),
    ).toEqual({ Minimoorder: 250, Limitecredito: 3500 });

    const inactive = await t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token, json: { clientCode: '100003' } });
    expect(inactive.status).toBe(400);
    const foreign = await t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token, json: { clientCode: '200001' } });
    expect(foreign.status).toBe(404);
  });
});

describe('refresh grace period (contract: refreshToken)', () => {
  type Token = { access_token: string; expires_in: number; token_type: string };
  const refresh = (t: ReturnType<typeof setup>, token: string) => t.api('usersApi', 'POST', '/auth/refreshToken', { token });
  const later = (t: ReturnType<typeof setup>, ms: number) => (t.clock.now = new Date(t.clock.now.getTime() + ms));

  async function refreshed(t: ReturnType<typeof setup>, token: string): Promise<Token> {
    const res = await refresh(t, token);
    const body = (await res.json()) as Token;
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(validateResponse('post', '/auth/refreshToken', 200, body).errors).toEqual([]);
    return body;
  }

  it("a refresh whose answer was lost ('drop-after'): the old token gets the same successor, nothing new", async () => {
    const t = setup();
    const { token } = await t.login();
    await t.call('POST', '/__demo/faults', { json: { mode: 'drop-after', path: '/auth/refreshToken', times: 1 } });
    await expect(refresh(t, token)).rejects.toThrow(/down/);
    const [successor] = [...t.state.sessions.keys()];
    expect(t.state.sessions.size).toBe(1);
    expect(successor).not.toBe(token);
    later(t, 30_000);
    const replay = await refreshed(t, token);
    // Its remaining lifetime, so the portal (which stamps issued_at = now) expects it to expire when the service does.
    expect(replay).toEqual({ access_token: successor, expires_in: 3570, token_type: 'bearer' });
    expect([...t.state.sessions.keys()]).toEqual([successor]);
    expect((await t.api('clientApi', 'GET', '/client', { token: replay.access_token })).status).toBe(200);
    // The retired token itself serves nothing else.
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(401);
  });

  it('every refresh with the retired token inside the grace period gets the successor; from 120 s on, 401', async () => {
    const t = setup();
    const { token } = await t.login();
    const first = await refreshed(t, token);
    later(t, 60_000);
    expect((await refreshed(t, token)).access_token).toBe(first.access_token);
    later(t, 59_999);
    expect(await refreshed(t, token)).toEqual({ ...first, expires_in: 3480 });
    later(t, 1);
    expect((await refresh(t, token)).status).toBe(401);
    expect(t.state.sessions.size).toBe(1);
  });

  it('the grace period is the refreshGraceSeconds option; 0 turns it off', async () => {
    const t = setup({ refreshGraceSeconds: 10 });
    const { token } = await t.login();
    await refreshed(t, token);
    later(t, 9_000);
    expect((await refresh(t, token)).status).toBe(200);
    later(t, 1_000);
    expect((await refresh(t, token)).status).toBe(401);

    const off = setup({ refreshGraceSeconds: 0 });
    const signedIn = await off.login();
    await refreshed(off, signedIn.token);
    expect((await refresh(off, signedIn.token)).status).toBe(401);
  });

  it('a successor refreshed in turn: the retired token gets the newest descendant', async () => {
    const t = setup();
    const { token } = await t.login();
    const child = await refreshed(t, token);
    later(t, 10_000);
    const grandchild = await refreshed(t, child.access_token);
    expect(grandchild.access_token).not.toBe(child.access_token);
    later(t, 10_000);
    expect(await refreshed(t, token)).toEqual({ ...grandchild, expires_in: 3590 });
    expect(await refreshed(t, child.access_token)).toEqual({ ...grandchild, expires_in: 3590 });
    expect([...t.state.sessions.keys()]).toEqual([grandchild.access_token]);
  });

  it('a token revoked by logout gets 401 at once, and so does one whose successor was logged out', async () => {
    const t = setup();
    const { token } = await t.login();
    expect((await t.api('usersApi', 'POST', '/auth/logout', { token })).status).toBe(200);
    expect((await refresh(t, token)).status).toBe(401);

    const other = await t.login();
    const successor = await refreshed(t, other.token);
    expect((await t.api('usersApi', 'POST', '/auth/logout', { token: successor.access_token })).status).toBe(200);
    expect((await refresh(t, other.token)).status).toBe(401);
  });

  it('a successor that has expired meanwhile is not replayed: it is refreshed in turn, with its whole lifetime', async () => {
    const t = setup({ tokenTtlSeconds: 60 });
    const { token } = await t.login();
    const child = await refreshed(t, token);
    later(t, 61_000);
    const fresh = await refreshed(t, token);
    expect(fresh.access_token).not.toBe(child.access_token);
    expect(fresh.expires_in).toBe(60);
    expect([...t.state.sessions.keys()]).toEqual([fresh.access_token]);
    // The expired successor was retired by that refresh: it now gets the new token too.
    expect((await refreshed(t, child.access_token)).access_token).toBe(fresh.access_token);
  });

  it('the contract refuses a token with expires_in 0 or less', () => {
    for (const expires_in of [0, -5])
      expect(validateSchema('TokenResponse', { access_token: 'x', expires_in, token_type: 'bearer' }).ok).toBe(false);
    expect(validateSchema('TokenResponse', { access_token: 'x', expires_in: 1, token_type: 'bearer' }).ok).toBe(true);
  });
});

describe('token lifetime switch (/__demo/token-ttl)', () => {
  type Demo = ReturnType<typeof setup>;
  const setTtl = (t: Demo, json: unknown) => t.call('POST', '/__demo/token-ttl', { json });
  const expiresIn = async (res: Response | Promise<Response>) => ((await (await res).json()) as { expires_in: number }).expires_in;
  const stateTtl = async (t: Demo) =>
    ((await (await t.call('GET', '/__demo/state')).json()) as { tokenTtlByClient: unknown }).tokenTtlByClient;

  it('tokens issued from then on for sessions on that client get the lifetime: sign-in, refresh, company switch', async () => {
    const t = setup();
    const before = await t.login();
    const set = await setTtl(t, { clientCode: '100001', seconds: 30 });
    expect(set.status).toBe(200);
    expect(await set.json()).toEqual({ message: 'Validade dos tokens alterada', tokenTtlByClient: { '100001': 30 } });
    expect(await stateTtl(t)).toEqual({ '100001': 30 });

    const { token, body } = await t.login();
    expect(body.expires_in).toBe(30);
    expect(validateResponse('post', '/auth/login', 200, body).errors).toEqual([]);
    // Other clients' tokens, and tokens issued before, keep the default.
    expect((await t.login('11222333000181')).body.expires_in).toBe(3600);
    t.clock.now = new Date(t.clock.now.getTime() + 30_000);
    expect((await t.api('clientApi', 'GET', '/client', { token })).status).toBe(401);
    expect((await t.api('clientApi', 'GET', '/client', { token: before.token })).status).toBe(200);

    const refreshed = await t.api('usersApi', 'POST', '/auth/refreshToken', { token: before.token });
    const renewed = (await refreshed.json()) as { access_token: string; expires_in: number };
    expect(renewed.expires_in).toBe(30);
    expect(validateResponse('post', '/auth/refreshToken', 200, renewed).errors).toEqual([]);

    const switchTo = (from: string, clientCode: string) =>
      t.api('clientApi', 'POST', '/auth/loginWithAnotherCompany', { token: from, json: { clientCode } });
    const other = (await (await switchTo(renewed.access_token, '100002')).json()) as { access_token: string; expires_in: number };
    expect(other.expires_in).toBe(3600);
    expect(await expiresIn(switchTo(other.access_token, '100001'))).toBe(30);
  });

  it('DELETE clears it (all, or one with ?clientCode=), and so does /__demo/reset', async () => {
    const t = setup();
    await setTtl(t, { clientCode: '100001', seconds: 30 });
    await setTtl(t, { clientCode: '200001', seconds: 45 });
    expect(await stateTtl(t)).toEqual({ '100001': 30, '200001': 45 });
    expect(await (await t.call('DELETE', '/__demo/token-ttl?clientCode=200001')).json()).toEqual({
      message: 'Validade dos tokens restaurada',
      cleared: 1,
    });
    expect((await t.login('11222333000181')).body.expires_in).toBe(3600);
    expect((await t.login()).body.expires_in).toBe(30);
    expect(await (await t.call('DELETE', '/__demo/token-ttl')).json()).toEqual({ message: 'Validade dos tokens restaurada', cleared: 1 });
    expect(await stateTtl(t)).toEqual({});
    expect((await t.login()).body.expires_in).toBe(3600);

    await setTtl(t, { clientCode: '100001', seconds: 30 });
    await t.call('POST', '/__demo/reset');
    expect(await stateTtl(t)).toEqual({});
    expect((await t.login()).body.expires_in).toBe(3600);
  });

  it('refuses a lifetime that is not a positive integer, or an unknown client, with 422 and pt-BR problems', async () => {
    const t = setup();
    for (const [json, problems] of [
      [{ clientCode: '100001', seconds: 0 }, 1],
      [{ clientCode: '100001', seconds: 1.5 }, 1],
      [{ clientCode: '100001', seconds: '30' }, 1],
      [{ clientCode: 100001, seconds: 30 }, 1],
      [{ clientCode: '999999', seconds: 30 }, 1],
      [{}, 2],
    ] as const) {
      const res = await setTtl(t, json);
      expect(res.status, JSON.stringify(json)).toBe(422);
      const body = (await res.json()) as { message: string; details: string[] };
      expect(body.message).toBe('Dados inválidos');
      expect(body.details, JSON.stringify(json)).toHaveLength(problems);
    }
    expect(await stateTtl(t)).toEqual({});
  });

  it('is never faulted', async () => {
    const t = setup();
    await t.call('POST', '/__demo/faults', { json: { mode: 'status', status: 503 } });
    expect((await setTtl(t, { clientCode: '100001', seconds: 30 })).status).toBe(200);
    expect((await t.call('DELETE', '/__demo/token-ttl')).status).toBe(200);
  });
});
