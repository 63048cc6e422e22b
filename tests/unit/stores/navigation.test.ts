// The stores that move the browser: route (deep links carried by the 404 fallback), guard,
// sign-out, session expiry, and the cookie consent; on the shared harness with a stubbed window.
import { describe, expect, it, vi } from 'vitest';
import { freshSignedInModules, SESSION_KEY, testServices, testSession, useFakeFetch } from '../../support/session.ts';
import { json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { localKeys } from '../../../src/lib/storage-keys.ts';

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

describe('signOut', () => {
  it('logs out at the users service, forgets the session and goes to sign-in', async () => {
    const persistent = await freshSignedInModules(fake, testSession());
    fake.expect({ method: 'POST', url: `${testServices.usersApi}/auth/logout`, reply: json({ message: 'Logout efetuado.' }) });
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/pedidos');
    await signOut();
    expect(persistent.getTestStorage()[SESSION_KEY]).toBeUndefined();
    expect(win.location.assign).toHaveBeenCalledWith('/auth/signin');
  });

  it('still signs out when the service cannot be reached, and says so on the next page', async () => {
    const persistent = await freshSignedInModules(fake, testSession());
    fake.expect({ method: 'POST', url: `${testServices.usersApi}/auth/logout`, reply: networkError });
    const flashed = new Map<string, string>();
    vi.stubGlobal('sessionStorage', {
      getItem: (key: string) => flashed.get(key) ?? null,
      setItem: (key: string, value: string) => void flashed.set(key, value),
      removeItem: (key: string) => void flashed.delete(key),
    });
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/pedidos');
    await signOut();
    expect(persistent.getTestStorage()[SESSION_KEY]).toBeUndefined();
    expect([...flashed.values()].join()).toContain('conectar');
    expect(win.location.assign).toHaveBeenCalledWith('/auth/signin');
  });

  it('only navigates when nobody is signed in', async () => {
    await freshSignedInModules(fake, null);
    const { signOut } = await import('../../../src/lib/stores/sign-out.ts');
    const win = stubWindow('/pedidos');
    await signOut();
    expect(win.location.assign).toHaveBeenCalledWith('/auth/signin');
  });
});

describe('session', () => {
  it('expires to sign-in with the way back, and drops the caches of the old session', async () => {
    const persistent = await freshSignedInModules(fake, testSession());
    const session = await import('../../../src/lib/stores/session.ts');
    const win = stubWindow('/pedidos?pagina=2');
    const removed: string[] = [];
    vi.stubGlobal('localStorage', { removeItem: (key: string) => void removed.push(key) });
    session.expireSession();
    expect(persistent.getTestStorage()[SESSION_KEY]).toBeUndefined();
    expect(win.location.assign).toHaveBeenCalledWith(expect.stringContaining(encodeURIComponent('/pedidos?pagina=2')));
    expect(removed).toEqual([localKeys.companies, localKeys.companiesCachedAt, localKeys.clientData]);
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
