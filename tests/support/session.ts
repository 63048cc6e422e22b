// A signed-in session as the portal stores it, for the store tests: client 100001 (Bar do Zé),
// with store access and no group unless a test says otherwise.
import { localKeys } from '../../src/lib/storage-keys.ts';

export const SESSION_KEY = localKeys.session;

const testUser = {
  storeAccess: true,
  clients: [{ clientCode: '100001', name: 'Bar do Zé Ltda', cnpj_cpf: '45723174000110' }],
  cnpj_cpf: '12345678909',
  group: null as { name: string } | null,
  profile: null as string | null,
  current_client: { clientCode: '100001', name: 'Bar do Zé Ltda', cnpj_cpf: '45723174000110', profile: null },
};

/** A fresh session (token issued now) for the test user, with `user` fields overridden. */
export function testSession(user: Partial<typeof testUser> = {}) {
  return {
    token: { access_token: 't', expires_in: 3600, token_type: 'bearer', issued_at: Math.floor(Date.now() / 1000) },
    user: { ...testUser, ...user },
  };
}
