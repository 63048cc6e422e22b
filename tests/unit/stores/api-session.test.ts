// The session bridge (product-rules R122): the token another tab stored is read from storage as it
// is now, and a visible tab renews its token a minute before it expires, never sooner than R191 allows.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferred, json, type FakeFetch, type Reply } from '../../support/fake-fetch.ts';
import { freshSignedInModules, SESSION_KEY, testServices, testSession, useFakeFetch } from '../../support/session.ts';

let fake: FakeFetch;
useFakeFetch((f) => (fake = f));

// vi.resetModules gives each test fresh stores, but nanostores (node_modules) outlives it, so an
// earlier test's session store still hears the stored session change and would arm its own renewal,
// like another tab. Its clock is set where no renewal is ever due.
let retire = (): void => undefined;
afterEach(() => retire());

const T0 = Date.UTC(2026, 4, 10, 12, 0, 0);
const HOUR_MS = 3_600_000;
const banners = [{ id: 1, image: 'https://cdn.test/b1.png' }];
const refreshed = { access_token: 'renewed', expires_in: 3600, token_type: 'bearer' };

/** A document stand-in whose visibility the test switches, firing `visibilitychange`. */
function stubDocument(visibilityState: 'visible' | 'hidden') {
  const doc = Object.assign(new EventTarget(), { visibilityState });
  vi.stubGlobal('document', doc);
  return (state: 'visible' | 'hidden') => {
    doc.visibilityState = state;
    doc.dispatchEvent(new Event('visibilitychange'));
  };
}

function stubWindow() {
  const location = { pathname: '/pedidos', search: '?page=2', hash: '', assign: vi.fn(), replace: vi.fn() };
  vi.stubGlobal('window', { location });
  return location;
}

/** Signed in with a token issued at `issuedAtMs` (living an hour unless said), modules fresh, api-session connected. */
async function start(issuedAtMs: number, { storage, expiresIn = 3600 }: { storage?: Record<string, string>; expiresIn?: number } = {}) {
  const session = testSession();
  session.token = { ...session.token, access_token: 'current', expires_in: expiresIn, issued_at: Math.floor(issuedAtMs / 1000) };
  if (storage) vi.stubGlobal('localStorage', { getItem: (key: string) => storage[key] ?? null });
  const persistent = await freshSignedInModules(fake, session);
  await import('../../../src/lib/stores/api-session.ts');
  const { $session } = await import('../../../src/lib/stores/session.ts');
  const client = await import('../../../src/lib/api/client.ts');
  retire = () => client.setClock(() => -Infinity);
  return { persistent, $session, client, session };
}

const refreshCall = (reply: Reply, token = 'current') => ({
  method: 'POST',
  url: `${testServices.usersApi}/auth/refreshToken`,
  assert: (r: { headers: Headers }) => expect(r.headers.get('authorization')).toBe(`Bearer ${token}`),
  reply,
});

describe('readStoredToken (the bridge) (R122)', () => {
  it("uses the token another tab stored before this tab's storage event arrives: no refresh of its own", async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('hidden');
    const otherTab = { access_token: 'other-tab', expires_in: 3600, token_type: 'bearer', issued_at: Math.floor(T0 / 1000) - 10 };
    const stored = JSON.stringify({ ...testSession(), token: otherTab });
    const { $session, client } = await start(T0 - HOUR_MS - 1000, { storage: { [SESSION_KEY]: stored } });
    fake.expect({
      method: 'GET',
      url: `${testServices.campaignsApi}/banners`,
      assert: (r) => expect(r.headers.get('authorization')).toBe('Bearer other-tab'),
      reply: json(banners),
    });
    await expect(
      client.request('campaignsApi', '/banners', { schema: { safeParse: (v: unknown) => ({ success: true, data: v }) } as never }),
    ).resolves.toEqual(banners);
    expect($session.get()?.token).toEqual(otherTab);
  });

  it('with no newer token stored by another tab, refreshes the session this tab holds', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('hidden');
    const { $session, client } = await start(T0 - HOUR_MS - 1000);
    fake.expect(refreshCall(json(refreshed)));
    await client.refreshSession();
    expect($session.get()?.token.access_token).toBe('renewed');
  });
});

describe('renewal ahead of expiry (R122)', () => {
  it('a visible tab renews its token one minute before it expires, then arms for the new one', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('visible');
    const { $session, persistent } = await start(T0);
    await vi.advanceTimersByTimeAsync(HOUR_MS - 60_000 - 1);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(0);
    fake.expect(refreshCall(json(refreshed)));
    await vi.advanceTimersByTimeAsync(1);
    expect($session.get()?.token).toEqual({ ...refreshed, issued_at: Math.floor((T0 + HOUR_MS - 60_000) / 1000) });
    expect(JSON.parse(persistent.getTestStorage()[SESSION_KEY] ?? 'null')).toMatchObject({ token: { access_token: 'renewed' } });
    // Armed again for the new token's expiry.
    fake.expect(refreshCall(json({ ...refreshed, access_token: 'renewed-2' }), 'renewed'));
    await vi.advanceTimersByTimeAsync(HOUR_MS - 60_000);
    expect($session.get()?.token.access_token).toBe('renewed-2');
  });

  it('a token that lives 30 s is renewed once per token, 30 s after it was issued: never a loop (R191)', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('visible');
    const { $session } = await start(T0, { expiresIn: 30 });
    const refreshes = () => fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken')).length;
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(refreshes()).toBe(0);
    fake.expect(refreshCall(json({ ...refreshed, expires_in: 30 })));
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(1);
    expect($session.get()?.token).toEqual({ ...refreshed, expires_in: 30, issued_at: Math.floor(T0 / 1000) + 30 });
    await vi.advanceTimersByTimeAsync(30_000 - 1);
    expect(refreshes()).toBe(1);
    fake.expect(refreshCall(json({ ...refreshed, access_token: 'renewed-2', expires_in: 30 }), 'renewed'));
    await vi.advanceTimersByTimeAsync(1);
    expect(refreshes()).toBe(2);
    expect($session.get()?.token.access_token).toBe('renewed-2');
  });

  it('a hidden tab renews nothing; shown again with an expired token, it renews at once', async () => {
    vi.useFakeTimers({ now: T0 });
    const show = stubDocument('hidden');
    const { $session } = await start(T0);
    await vi.advanceTimersByTimeAsync(2 * HOUR_MS);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(0);
    fake.expect(refreshCall(json(refreshed)));
    show('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect($session.get()?.token.access_token).toBe('renewed');
  });

  it('a tab hidden before the renewal is due drops it', async () => {
    vi.useFakeTimers({ now: T0 });
    const show = stubDocument('visible');
    await start(T0);
    await vi.advanceTimersByTimeAsync(HOUR_MS / 2);
    show('hidden');
    await vi.advanceTimersByTimeAsync(2 * HOUR_MS);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(0);
  });

  it('a failed renewal (503) is silent and keeps the session', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('visible');
    const { $session, session } = await start(T0 - HOUR_MS);
    const location = stubWindow();
    fake.expect(refreshCall(json({ message: 'Indisponível' }, 503)));
    await vi.advanceTimersByTimeAsync(0);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(1);
    expect($session.get()).toEqual(session);
    expect(location.replace).not.toHaveBeenCalled();
  });

  it('a renewal refused (401) ends the session with the way back', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('visible');
    const { $session } = await start(T0 - HOUR_MS);
    const location = stubWindow();
    fake.expect(refreshCall(json({ message: 'Sessão inválida' }, 401)));
    await vi.advanceTimersByTimeAsync(0);
    expect($session.get()).toBeNull();
    expect(location.replace).toHaveBeenCalledExactlyOnceWith('/auth/signin?redirect=%2Fpedidos%3Fpage%3D2');
  });

  it('a token living longer than setTimeout can wait is renewed on time, not at once', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('visible');
    const session = testSession();
    session.token = { ...session.token, access_token: 'current', expires_in: 60 * 86_400, issued_at: Math.floor(T0 / 1000) };
    await freshSignedInModules(fake, session);
    await import('../../../src/lib/stores/api-session.ts');
    const client = await import('../../../src/lib/api/client.ts');
    retire = () => client.setClock(() => -Infinity);
    await vi.advanceTimersByTimeAsync(30 * 86_400_000);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(0);
    fake.expect(refreshCall(json(refreshed)));
    await vi.advanceTimersByTimeAsync(30 * 86_400_000 - 60_000);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(1);
  });
});

describe('one session at a time on a shared phone (R122, R242)', () => {
  const other = () =>
    testSession({ cnpj_cpf: '98765432100', current_client: { ...testSession().user.current_client, clientCode: '700001' } });

  it('a renewal whose answer lands after another user signed in leaves the new session as it is', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('visible');
    const storage: Record<string, string> = {};
    const { $session, session } = await start(T0 - HOUR_MS, { storage });
    storage[SESSION_KEY] = JSON.stringify($session.get());
    const answer = deferred();
    fake.expect(refreshCall(answer.reply));
    await vi.advanceTimersByTimeAsync(0);
    // The next user signs in on the phone while the previous one's refresh is out.
    const next = { ...other(), token: { ...session.token, access_token: 'next-user', issued_at: Math.floor(T0 / 1000) } };
    storage[SESSION_KEY] = JSON.stringify(next);
    $session.set(next);
    answer.resolve(json(refreshed));
    await vi.advanceTimersByTimeAsync(0);
    expect($session.get()?.token.access_token).toBe('next-user');
    expect($session.get()?.user.cnpj_cpf).toBe('98765432100');
  });

  it('a stored token of another user is never taken for this tab’s call: its own token is refreshed', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('hidden');
    const stored = JSON.stringify({ ...other(), token: { ...refreshed, access_token: 'other-user', issued_at: Math.floor(T0 / 1000) } });
    const { client } = await start(T0 - HOUR_MS - 1000, { storage: { [SESSION_KEY]: stored } });
    fake.expect(refreshCall(json(refreshed)), {
      method: 'GET',
      url: `${testServices.campaignsApi}/banners`,
      assert: (r) => expect(r.headers.get('authorization')).toBe('Bearer renewed'),
      reply: json(banners),
    });
    await expect(
      client.request('campaignsApi', '/banners', { schema: { safeParse: (v: unknown) => ({ success: true, data: v }) } as never }),
    ).resolves.toEqual(banners);
  });

  it('a session left on a public page (sign-in) is never renewed there', async () => {
    vi.useFakeTimers({ now: T0 });
    stubDocument('visible');
    vi.stubGlobal('location', { pathname: '/auth/signin' });
    await start(T0 - HOUR_MS - 1000);
    await vi.advanceTimersByTimeAsync(HOUR_MS);
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/refreshToken'))).toHaveLength(0);
  });
});
