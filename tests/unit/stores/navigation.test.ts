// The stores that move the browser: route (deep links carried by the 404 fallback), guard,
// sign-out, session expiry, and the cookie consent; on the shared harness with a stubbed window.
import { describe, expect, it, vi } from 'vitest';
import { freshSignedInModules, SESSION_KEY, stubFlashedToasts, testServices, testSession, useFakeFetch } from '../../support/session.ts';
import { deferred, json, type FakeFetch } from '../../support/fake-fetch.ts';
import { cartKeys, keptCaches, localKeys } from '../../../src/lib/storage-keys.ts';

const ORIGIN = 'https://portal.test';

let fake: FakeFetch;
useFakeFetch((f) => (fake = f), { quietErrors: true });

/**
 * A window at `address` whose navigation is recorded. Stubbed after the stores are imported:
 * storage.ts, seeing a window at import, would replace the harness's test storage engine.
 */
function stubWindow(address: string) {
  const url = new URL(address, ORIGIN);
  const win = {
    location: {
      origin: url.origin,
      pathname: url.pathname,
      search: url.search,
      hash: url.hash,
      assign: vi.fn<(url: string) => void>(),
      replace: vi.fn<(url: string) => void>(),
    },
    history: { state: { kept: true }, replaceState: vi.fn<(state: unknown, unused: string, url: string) => void>() },
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => true,
  };
  vi.stubGlobal('window', win);
  return win;
}

describe('route', () => {
  it('reads a deep link carried to its shell page, and puts it back in the address bar', async () => {
    await freshSignedInModules(fake, testSession());
    const route = await import('../../../src/lib/stores/route.ts');
    const win = stubWindow('/campanhas/_/?route=%2Fcampanhas%2F12%3Fx%3D1%23topo');
    expect(route.currentPath()).toBe('/campanhas/12');
    expect(route.routeParams()).toEqual({ id: '12' });
    route.restoreDeepLink();
    expect(win.history.replaceState).toHaveBeenCalledWith({ kept: true }, '', '/campanhas/12?x=1#topo');
  });

  it.each([
    ['another site', '/campanhas/detalhes?route=%2F%2Fevil.test%2Fcampanhas%2F12'],
    ['a backslash', '/campanhas/detalhes?route=%2Fcampanhas%5C12'],
    ['a relative path', '/campanhas/detalhes?route=campanhas%2F12'],
    ['a static route', '/campanhas/detalhes?route=%2Fpedidos'],
    ['the shell of another route', '/pedidos?route=%2Fcampanhas%2F12'],
  ])('ignores a carried path to %s', async (_, address) => {
    await freshSignedInModules(fake, testSession());
    const route = await import('../../../src/lib/stores/route.ts');
    const win = stubWindow(address);
    expect(route.currentPath()).toBe(win.location.pathname);
    route.restoreDeepLink();
    expect(win.history.replaceState).not.toHaveBeenCalled();
  });

  it('has no parameters on a static page, and a shell URL only for dynamic routes', async () => {
    await freshSignedInModules(fake, testSession());
    const route = await import('../../../src/lib/stores/route.ts');
    stubWindow('/pedidos');
    expect(route.routeParams()).toEqual({});
    expect(route.deepLinkShellUrl('/campanhas/12', '?a=1', '#b')).toMatch(/\?route=%2Fcampanhas%2F12%3Fa%3D1%23b$/);
    expect(route.deepLinkShellUrl('/nao-existe', '', '')).toBeNull();
  });
});

describe('applyGuard', () => {
  it('sends a signed-out visitor of a private page to sign-in, with the way back', async () => {
    await freshSignedInModules(fake, null);
    const { applyGuard } = await import('../../../src/lib/stores/guard.ts');
    const win = stubWindow('/pedidos?pagina=2#lista');
    expect(applyGuard()).toBe(true);
    expect(win.location.replace).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/pedidos?pagina=2#lista')));
  });

  it('lets a signed-in user with store access stay', async () => {
    await freshSignedInModules(fake, testSession());
    const { applyGuard } = await import('../../../src/lib/stores/guard.ts');
    const win = stubWindow('/pedidos');
    expect(applyGuard()).toBe(false);
    expect(win.location.replace).not.toHaveBeenCalled();
  });
});

describe('signOut (R132, R240)', () => {
  const LOGOUT = `${testServices.usersApi}/auth/logout`;

  /** Carts and send markers as a page that never loaded the cart store finds them in localStorage. */
  function stubCartStorage() {
    const items = new Map<string, string>([
      [localKeys.cart, JSON.stringify({ owner: '12345678909', carts: [{ clientCode: '100001', lines: [] }] })],
      [localKeys.legacyCart, '{}'],
      [localKeys.orderInFlight, '1700000000000'],
      [localKeys.cookieConsent, 'yes'],
    ]);
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      removeItem: (key: string) => void items.delete(key),
    });
    return items;
  }

  it('forgets the session and clears the carts at once, then sends the old token with keepalive and goes to sign-in', async () => {
    const persistent = await freshSignedInModules(fake, testSession());
    const logout = deferred();
    fake.expect({
      method: 'POST',
      url: LOGOUT,
      assert: (r) => {
        expect(r.headers.get('Authorization')).toBe('Bearer t');
        expect(r.keepalive).toBe(true);
      },
      reply: logout.reply,
    });
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/campanhas');
    const stored = stubCartStorage();
    const leaving = signOut();
    // Synchronously: nothing of the session or the carts is left for the next person.
    expect(persistent.getTestStorage()[SESSION_KEY]).toBeUndefined();
    expect(cartKeys.filter((key) => stored.has(key))).toEqual([]);
    expect(stored.get(localKeys.cookieConsent)).toBe('yes');
    // Sign-in opens once the call is on its way, without waiting for its answer.
    await leaving;
    expect(fake.calls.map((c) => `${c.method} ${c.url}`)).toContain(`POST ${LOGOUT}`);
    expect(win.location.replace).toHaveBeenCalledWith('/auth/signin');
    logout.resolve(json({ message: 'Logout efetuado.' }));
  });

  it('a failed logout is logged, not shown, and does not throw', async () => {
    const persistent = await freshSignedInModules(fake, testSession());
    const logout = deferred();
    fake.expect({ method: 'POST', url: LOGOUT, reply: logout.reply });
    const flashed = stubFlashedToasts();
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/pedidos');
    stubCartStorage();
    await expect(signOut()).resolves.toBeUndefined();
    logout.resolve(json({ message: 'Erro' }, 401));
    await vi.waitFor(() => expect(console.error).toHaveBeenCalledWith('[sign-out] POST /auth/logout failed', expect.anything()));
    expect(persistent.getTestStorage()[SESSION_KEY]).toBeUndefined();
    expect(flashed()).toEqual([]);
    expect(win.location.replace).toHaveBeenCalledWith('/auth/signin');
  });

  it('does not hold the user when the API modules cannot be loaded in time', async () => {
    vi.useFakeTimers();
    await freshSignedInModules(fake, testSession());
    vi.doMock('../../../src/lib/stores/sign-out-calls.ts', () => new Promise(() => undefined));
    const { signOut, LOGOUT_HANDOFF_MS } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/pedidos');
    stubCartStorage();
    const leaving = signOut();
    await vi.advanceTimersByTimeAsync(LOGOUT_HANDOFF_MS - 1);
    expect(win.location.replace).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await leaving;
    expect(win.location.replace).toHaveBeenCalledWith('/auth/signin');
    vi.doUnmock('../../../src/lib/stores/sign-out-calls.ts');
  });

  it('deletes the kept answers and the visited addresses before leaving (docs/offline.md)', async () => {
    await freshSignedInModules(fake, null);
    const deleted: string[] = [];
    const pending: Array<() => void> = [];
    vi.stubGlobal('caches', {
      delete: (name: string) => new Promise<boolean>((resolve) => pending.push(() => (deleted.push(name), resolve(true)))),
    });
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/pedidos');
    stubCartStorage();
    const leaving = signOut();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(win.location.replace).not.toHaveBeenCalled();
    for (const finish of pending) finish();
    await leaving;
    expect(deleted.sort()).toEqual(Object.values(keptCaches).sort());
    expect(win.location.replace).toHaveBeenCalledWith('/auth/signin');
  });

  it('tells sign-in that the saved files stay on the phone, and drops the mark (R293)', async () => {
    await freshSignedInModules(fake, testSession());
    fake.expect({ method: 'POST', url: LOGOUT, reply: () => json({ message: 'Logout efetuado.' }) });
    const flashed = stubFlashedToasts();
    const { signOut, DOWNLOADS_STAY_TEXT } = await import('../../../src/lib/stores/sign-out.ts');
    stubWindow('/pedidos');
    const stored = stubCartStorage();
    stored.set(localKeys.downloadedFiles, '1');
    await signOut();
    expect(flashed()).toEqual([{ kind: 'info', text: DOWNLOADS_STAY_TEXT }]);
    expect(DOWNLOADS_STAY_TEXT).toBe('Os PDFs que você baixou continuam nos downloads deste aparelho.');
    expect(stored.has(localKeys.downloadedFiles)).toBe(false);
  });

  it('says nothing of files when the session saved none (R293)', async () => {
    await freshSignedInModules(fake, testSession());
    fake.expect({ method: 'POST', url: LOGOUT, reply: () => json({ message: 'Logout efetuado.' }) });
    const flashed = stubFlashedToasts();
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    stubWindow('/pedidos');
    stubCartStorage();
    await signOut();
    expect(flashed()).toEqual([]);
  });

  it('only clears and navigates when nobody is signed in', async () => {
    await freshSignedInModules(fake, null);
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/pedidos');
    const stored = stubCartStorage();
    await signOut();
    expect(cartKeys.filter((key) => stored.has(key))).toEqual([]);
    expect(win.location.replace).toHaveBeenCalledWith('/auth/signin');
  });
});

describe('session', () => {
  it('expires to sign-in with the way back, and drops the caches and the downloads mark of the old session (R14, R240, R293)', async () => {
    const persistent = await freshSignedInModules(fake, testSession());
    const session = await import('../../../src/lib/stores/session.ts');
    const win = stubWindow('/pedidos?pagina=2');
    const removed: string[] = [];
    const written: string[] = [];
    vi.stubGlobal('localStorage', {
      removeItem: (key: string) => void removed.push(key),
      setItem: (key: string) => void written.push(key),
    });
    session.expireSession();
    expect(persistent.getTestStorage()[SESSION_KEY]).toBeUndefined();
    expect(win.location.replace).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/pedidos?pagina=2')));
    // The end is announced to every tab: written, then removed at once.
    expect(removed).toEqual([
      localKeys.companies,
      localKeys.companiesCachedAt,
      localKeys.clientData,
      localKeys.downloadedFiles,
      localKeys.sessionEnded,
    ]);
    expect(written).toEqual([localKeys.sessionEnded]);
  });

  it('signs out even where storage is blocked', async () => {
    await freshSignedInModules(fake, testSession());
    vi.stubGlobal('localStorage', {
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const session = await import('../../../src/lib/stores/session.ts');
    session.clearSession();
    expect(session.$session.get()).toBeNull();
  });

  it('follows a new profile photo, and leaves an unchanged one alone', async () => {
    await freshSignedInModules(fake, testSession());
    const session = await import('../../../src/lib/stores/session.ts');
    const before = session.$session.get();
    session.updateSessionProfile(null);
    expect(session.$session.get()).toBe(before);
    session.updateSessionProfile('https://cdn.test/me.jpg');
    expect(session.$user.get()?.profile).toBe('https://cdn.test/me.jpg');
    expect(session.$clientCode.get()).toBe('100001');
  });
});

describe('cookie consent', () => {
  it('records the acceptance', async () => {
    const persistent = await freshSignedInModules(fake, null);
    const { $cookieConsent, acceptCookies } = await import('../../../src/lib/stores/consent.ts');
    expect($cookieConsent.get()).toBe(false);
    acceptCookies();
    expect($cookieConsent.get()).toBe(true);
    expect(persistent.getTestStorage()[localKeys.cookieConsent]).toBe('yes');
  });
});
