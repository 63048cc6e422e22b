// A signed-in session as the portal stores it, for the store tests: client 100001 (Bar do Zé),
// with store access and no group unless a test says otherwise; and the fresh, signed-in module
// set each store test starts from.
import { afterEach, beforeEach, vi } from 'vitest';
import { localKeys, sessionKeys } from '../../src/lib/storage-keys.ts';
import type { ToastMessage } from '../../src/lib/toast.ts';
import { createFakeFetch, json, type FakeFetch } from './fake-fetch.ts';
import { fakeLocalStorage } from './local-storage.ts';

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

/** The four services and the phone, as the test /config.json answers them. */
export const testServices = {
  usersApi: 'https://u.test',
  campaignsApi: 'https://c.test',
  clientApi: 'https://k.test',
  productsApi: 'https://p.test',
  supportPhone: '0800 725 0011',
};

/**
 * Fresh modules for one store test: `session` stored as the portal stores it (null: signed out), with
 * any other `stored` keys, then /config.json (testServices with `config` over them) answered by `fake`
 * and loaded; import the stores after it (and stub `window` where the store needs one at import or
 * later). Returns the persistent test storage module (to read what the stores wrote).
 */
export async function freshSignedInModules(
  fake: FakeFetch,
  session: unknown,
  { stored = {}, config: configured = {} }: { stored?: Record<string, string>; config?: Record<string, unknown> } = {},
) {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  if (session !== null) persistent.setTestStorageKey(SESSION_KEY, JSON.stringify(session));
  for (const [key, value] of Object.entries(stored)) persistent.setTestStorageKey(key, value);
  // The storage door reads localStorage: the same keys as the stores' test engine (unless the test stubbed its own).
  if (!('localStorage' in globalThis)) vi.stubGlobal('localStorage', fakeLocalStorage(persistent.getTestStorage()));
  fake.expect({ method: 'GET', url: '/config.json', reply: json({ ...testServices, ...configured }) });
  const config = await import('../../src/lib/api/config.ts');
  await config.loadConfig();
  return persistent;
}

/** Collects every toast shown from now on (after freshSignedInModules). */
export async function captureToasts(): Promise<ToastMessage[]> {
  const toasts: ToastMessage[] = [];
  (await import('../../src/lib/toast.ts')).connectToaster((message) => toasts.push(message));
  return toasts;
}

/**
 * Stubs `sessionStorage` with an in-memory one, for the toasts a screen keeps for the next page
 * (toastThenLeave); returns a reader of those toasts.
 */
export function stubFlashedToasts(): () => unknown {
  const flashed = new Map<string, string>();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => flashed.get(key) ?? null,
    setItem: (key: string, value: string) => void flashed.set(key, value),
    removeItem: (key: string) => void flashed.delete(key),
  });
  return () => JSON.parse(flashed.get(sessionKeys.flashToasts) ?? '[]') as unknown;
}

/**
 * Gives each test a fresh fake fetch (handed to `use`), and afterwards checks every expected call
 * was made and undoes the stubs, spies, fake timers and the toast queue. `quietErrors` silences
 * the stores' console.error logs of the failures a test provokes.
 */
export function useFakeFetch(use: (fake: FakeFetch) => void, { quietErrors = false } = {}): void {
  let fake: FakeFetch;
  beforeEach(() => {
    fake = createFakeFetch();
    use(fake);
    vi.stubGlobal('fetch', fake.fetch);
    if (quietErrors) vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (globalThis as { __portalToasts?: unknown }).__portalToasts;
    fake.verify();
  });
}
