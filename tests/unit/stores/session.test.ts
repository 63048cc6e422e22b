import { beforeEach, describe, expect, it, vi } from 'vitest';

const key = 'portal:session:v1';
const user = {
  storeAccess: true,
  clients: [{ clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '12345678909' }],
  cnpj_cpf: '12345678909',
  group: null,
  profile: null,
  current_client: { clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '12345678909', profile: null },
};
const token = { access_token: 'abc', expires_in: 3600, token_type: 'bearer', issued_at: 1_790_000_000 };

async function load(stored?: string) {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  if (stored !== undefined) persistent.setTestStorageKey(key, stored);
  const session = await import('../../../src/lib/stores/session.ts');
  return { ...session, storage: () => persistent.getTestStorage() };
}

describe('$session', () => {
  beforeEach(() => vi.resetModules());

  it('reads a stored session', async () => {
    const { $session, $storeAccess } = await load(JSON.stringify({ token, user }));
    expect($session.get()?.user.current_client.clientCode).toBe('100001');
    expect($storeAccess.get()).toBe(true);
  });

  it.each([
    ['corrupt JSON', '{"token":'],
    ['a token without access_token', JSON.stringify({ token: { ...token, access_token: '' }, user })],
    ['a user without current_client', JSON.stringify({ token, user: { ...user, current_client: undefined } })],
    ['a plain string', '"abc"'],
  ])('reads %s as signed out', async (_, raw) => {
    const { $session, $storeAccess } = await load(raw);
    expect($session.get()).toBeNull();
    expect($storeAccess.get()).toBe(false);
  });

  it('persists a new session, a refreshed token and the sign-out', async () => {
    const { $session, startSession, replaceToken, clearSession, storage } = await load();
    startSession(token, user);
    expect(JSON.parse(storage()[key]!)).toEqual({ token, user });
    replaceToken({ ...token, access_token: 'new', issued_at: token.issued_at + 100 });
    expect($session.get()?.token.access_token).toBe('new');
    expect($session.get()?.user).toEqual(user);
    clearSession();
    expect(storage()[key]).toBeUndefined();
    expect($session.get()).toBeNull();
  });

  it('does not invent a session when a token is refreshed while signed out', async () => {
    const { $session, replaceToken } = await load();
    replaceToken(token);
    expect($session.get()).toBeNull();
  });
});
