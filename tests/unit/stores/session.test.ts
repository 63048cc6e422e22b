// The session store on the shared signed-in harness: reading what was stored (corrupt data reads as
// signed out), the actions that write it, and a sign-in that clears another user's carts and send
// markers while the same user keeps theirs (product-rules R133).
import { describe, expect, it, vi } from 'vitest';
import { cartKeys, localKeys } from '../../../src/lib/storage-keys.ts';
import type { FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, SESSION_KEY, testSession, useFakeFetch } from '../../support/session.ts';

let fake: FakeFetch;
useFakeFetch((created) => (fake = created));

const signedIn = testSession();
const { token, user } = signedIn;

/** The session store over `stored` (a session, or raw text as found in storage); storage() is what it wrote. */
async function load(stored: unknown) {
  const persistent = await freshSignedInModules(fake, null);
  if (stored === undefined) persistent.cleanTestStorage();
  else persistent.setTestStorageKey(SESSION_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  const session = await import('../../../src/lib/stores/session.ts');
  return { ...session, storage: persistent.getTestStorage };
}

/** An in-memory localStorage holding `entries`, for what session.ts reads and removes raw. */
function stubLocalStorage(entries: Record<string, string>): Map<string, string> {
  const items = new Map(Object.entries(entries));
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
  return items;
}

describe('$session (R14)', () => {
  it('reads a stored session', async () => {
    const { $session, $storeAccess, $clientCode } = await load(signedIn);
    expect($session.get()?.user.current_client.clientCode).toBe('100001');
    expect($clientCode.get()).toBe('100001');
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

  // product-rules R192: a token that lives no time is no session (its renewal would never end).
  it.each([
    ['0', JSON.stringify({ token: { ...token, expires_in: 0 }, user })],
    ['negative', JSON.stringify({ token: { ...token, expires_in: -60 }, user })],
    ['not finite', JSON.stringify({ token: { ...token, expires_in: 1 }, user }).replace('"expires_in":1', '"expires_in":1e999')],
    ['missing', JSON.stringify({ token: { ...token, expires_in: undefined }, user })],
  ])('reads a token whose expires_in is %s as signed out (R192)', async (_, raw) => {
    const { $session } = await load(raw);
    expect($session.get()).toBeNull();
  });

  it('persists a new session, a refreshed token and the sign-out', async () => {
    const { $session, startSession, replaceToken, clearSession, storage } = await load(undefined);
    startSession(token, user);
    expect(JSON.parse(storage()[SESSION_KEY]!)).toEqual({ token, user, v: 1 });
    replaceToken({ ...token, access_token: 'new', issued_at: token.issued_at + 100 });
    expect($session.get()?.token.access_token).toBe('new');
    expect($session.get()?.user).toEqual(user);
    clearSession();
    expect(storage()[SESSION_KEY]).toBeUndefined();
    expect($session.get()).toBeNull();
  });

  it('does not invent a session when a token is refreshed while signed out', async () => {
    const { $session, replaceToken } = await load(undefined);
    replaceToken(token);
    expect($session.get()).toBeNull();
  });
});

describe('startSession and the carts left on the phone (R133)', () => {
  const carts = (owner: string) => JSON.stringify({ owner, carts: [{ clientCode: '100001', lines: [] }] });
  const markers = { [localKeys.legacyCart]: '{}', [localKeys.orderInFlight]: '1700000000000' };

  it("another user's sign-in clears the carts and the send markers", async () => {
    const { startSession, $session } = await load(undefined);
    const stored = stubLocalStorage({ [localKeys.cart]: carts('99988877766'), ...markers, [localKeys.cookieConsent]: 'yes' });
    startSession(token, user);
    expect(cartKeys.filter((key) => stored.has(key))).toEqual([]);
    expect(stored.get(localKeys.cookieConsent)).toBe('yes');
    expect($session.get()?.user.cnpj_cpf).toBe(user.cnpj_cpf);
  });

  it('the same user signing in again (or switching company) keeps them', async () => {
    const { startSession } = await load(undefined);
    const entries = { [localKeys.cart]: carts(user.cnpj_cpf), ...markers };
    const stored = stubLocalStorage(entries);
    startSession(token, { ...user, current_client: { ...user.current_client, clientCode: '100002' } });
    expect(Object.fromEntries(stored)).toEqual(entries);
  });

  it('unreadable stored carts count as someone else’s; no carts at all leaves the rest alone', async () => {
    const { startSession } = await load(undefined);
    const corrupt = stubLocalStorage({ [localKeys.cart]: '{"owner":', ...markers });
    startSession(token, user);
    expect([...corrupt.keys()]).toEqual([]);
    const none = stubLocalStorage({ [localKeys.orderInFlight]: '1700000000000' });
    startSession(token, user);
    expect([...none.keys()]).toEqual([localKeys.orderInFlight]);
  });

  it('signs in where storage is blocked', async () => {
    const { startSession, $session } = await load(undefined);
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    startSession(token, user);
    expect($session.get()?.token).toEqual(token);
  });
});
