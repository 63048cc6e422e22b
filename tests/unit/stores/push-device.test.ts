// This device's order notifications (R307, R308): the state machine over a fake browser (permission, Push
// API, the worker's cache), registration and its end, what each page settles, the switch and 'Sair'.
import { describe, expect, it, vi } from 'vitest';
import { pushOwnerKey } from '../../../src/lib/domain/push.ts';
import { keptCaches } from '../../../src/lib/storage-keys.ts';
import { FakeCache } from '../../support/fake-cache.ts';
import { deferred, json, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testServices, testSession, useFakeFetch } from '../../support/session.ts';

let fake: FakeFetch;
useFakeFetch((f) => (fake = f), { quietErrors: true });

const PUSH = `${testServices.clientApi}/client/push`;
/** 65 bytes, as a P-256 public key is, base64url. */
const KEY = Buffer.alloc(65, 7).toString('base64url');
const OTHER_KEY = Buffer.alloc(65, 9).toString('base64url');
const keyBuffer = (key: string) => Uint8Array.from(Buffer.from(key, 'base64url')).buffer;

interface FakeSubscription {
  endpoint: string;
  options: { applicationServerKey: ArrayBuffer };
  toJSON(): unknown;
  unsubscribe: ReturnType<typeof vi.fn>;
}

/** A browser with the Push API, on `permission`, whose worker's cache is `cache`. */
function fakeBrowser({
  permission = 'default',
  supported = true,
  userAgent = 'Android',
}: { permission?: NotificationPermission; supported?: boolean; userAgent?: string } = {}) {
  const cache = new FakeCache();
  const device = { subscription: null as FakeSubscription | null, permission, asked: 0, made: 0 };
  const subscriptionFor = (key: ArrayBuffer, n: number): FakeSubscription => {
    const endpoint = `https://push.test/device-${n}`;
    const made: FakeSubscription = {
      endpoint,
      options: { applicationServerKey: key },
      toJSON: () => ({ endpoint, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } }),
      unsubscribe: vi.fn(() => {
        if (device.subscription === made) device.subscription = null;
        return Promise.resolve(true);
      }),
    };
    return made;
  };
  const pushManager = {
    getSubscription: () => Promise.resolve(device.subscription),
    subscribe: vi.fn((options: { applicationServerKey: Uint8Array }) => {
      device.made += 1;
      device.subscription = subscriptionFor(options.applicationServerKey.slice().buffer, device.made);
      return Promise.resolve(device.subscription);
    }),
  };
  const registration = { pushManager };
  vi.stubGlobal('navigator', {
    userAgent,
    serviceWorker: { getRegistration: () => Promise.resolve(registration), ready: Promise.resolve(registration) },
    permissions: { query: () => Promise.resolve({ addEventListener: () => undefined }) },
  });
  const events = { addEventListener: () => undefined, removeEventListener: () => undefined };
  vi.stubGlobal('window', supported ? { ...events, PushManager: class {}, Notification: class {} } : events);
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  vi.stubGlobal('Notification', {
    get permission() {
      return device.permission;
    },
    requestPermission: () => {
      device.asked += 1;
      if (device.permission === 'default') device.permission = 'granted';
      return Promise.resolve(device.permission);
    },
  });
  let cacheExists = true;
  vi.stubGlobal('caches', {
    open: (name: string) => (expect(name).toBe(keptCaches.visited), (cacheExists = true), Promise.resolve(cache)),
    has: () => Promise.resolve(cacheExists),
    delete: () => ((cacheExists = false), cache.entries.clear(), Promise.resolve(true)),
  });
  /** A subscription the device already holds, made with `key`. */
  const holds = (key = KEY) => (device.subscription = subscriptionFor(keyBuffer(key), 0));
  const owner = async () => {
    const stored = await cache.match(pushOwnerKey);
    return stored ? (JSON.parse(await stored.text()) as Record<string, unknown>) : null;
  };
  return { device, cache, pushManager, holds, owner };
}

const session = testSession({
  clients: [
    { clientCode: '100001', name: 'Bar', cnpj_cpf: '1' },
    { clientCode: '100002', name: 'Bar 2', cnpj_cpf: '2' },
  ],
});

async function modules(config: Record<string, unknown> = { push: { vapidPublicKey: KEY } }, stored = session) {
  await freshSignedInModules(fake, stored, { config });
  return import('../../../src/lib/stores/push-device.ts');
}

const playerIdOf = (n: number) =>
  JSON.stringify({ endpoint: `https://push.test/device-${n}`, expirationTime: null, keys: { p256dh: 'p', auth: 'a' } });

describe('the device state (R307)', () => {
  it.each([
    ['a browser without the Push API', { supported: false }, 'unsupported'],
    ['an iPhone not installed', { supported: false, userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X)' }, 'install-first'],
    ['never asked', {}, 'off'],
    ['blocked', { permission: 'denied' as const }, 'blocked'],
  ])('%s: %s', async (_, browser, state) => {
    const device = await modules();
    fakeBrowser(browser);
    expect(await device.readPushDevice(session)).toBe(state);
  });

  it("a subscription another user turned on is not this user's: off", async () => {
    const device = await modules();
    const browser = fakeBrowser({ permission: 'granted' });
    browser.holds();
    await browser.cache.put(
      pushOwnerKey,
      new Response(JSON.stringify({ user: '98765432100', clients: ['200001'], playerId: playerIdOf(0) })),
    );
    expect(await device.readPushDevice(session)).toBe('off');
  });
});

describe('turning it on (R308)', () => {
  it('asks once, subscribes with the key, registers the JSON and keeps the owner: on', async () => {
    const device = await modules();
    const browser = fakeBrowser();
    fake.expect({
      method: 'PUT',
      url: PUSH,
      assert: (r) => expect(r.json()).toEqual({ playerId: playerIdOf(1) }),
      reply: json({ message: 'ok' }),
    });
    expect(await device.turnPushOn(session)).toBe('on');
    expect(browser.device.asked).toBe(1);
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: new Uint8Array(keyBuffer(KEY)),
    });
    expect(await browser.owner()).toEqual({
      user: '12345678909',
      clients: ['100001', '100002'],
      playerId: playerIdOf(1),
      session: session.token.issued_at,
    });
    expect(await device.readPushDevice(session)).toBe('on');
  });

  it("asks within the tap's own task, before anything is awaited (Safari asks only there)", async () => {
    const device = await modules();
    const browser = fakeBrowser();
    fake.expect({ method: 'PUT', url: PUSH, reply: json({ message: 'ok' }) });
    const turning = device.turnPushOn(session);
    expect(browser.device.asked).toBe(1);
    expect(await turning).toBe('on');
  });

  it('granted already: asks nothing; a subscription made with another key is dropped first', async () => {
    const device = await modules();
    const browser = fakeBrowser({ permission: 'granted' });
    const old = browser.holds(OTHER_KEY);
    fake.expect({ method: 'PUT', url: PUSH, reply: json({ message: 'ok' }) });
    expect(await device.turnPushOn(session)).toBe('on');
    expect(browser.device.asked).toBe(0);
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.device.made).toBe(1);
  });

  it('denied at the prompt: nothing subscribed, nothing sent; blocked', async () => {
    const device = await modules();
    const browser = fakeBrowser();
    browser.device.permission = 'default';
    vi.stubGlobal('Notification', { permission: 'default', requestPermission: () => Promise.resolve('denied') });
    expect(await device.turnPushOn(session)).toBe('off');
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('a refused registration throws, and leaves no subscription and no owner; nothing is sent again', async () => {
    const device = await modules();
    const browser = fakeBrowser({ permission: 'granted' });
    fake.expect({ method: 'PUT', url: PUSH, reply: json({ message: 'Erro', details: 'x' }, 500) });
    await expect(device.turnPushOn(session)).rejects.toMatchObject({ status: 500 });
    expect(browser.device.subscription).toBeNull();
    expect(await browser.owner()).toBeNull();
    expect(fake.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });

  it('a deploy without the key, or a browser without push, is refused', async () => {
    const device = await modules({});
    fakeBrowser({ permission: 'granted' });
    await expect(device.turnPushOn(session)).rejects.toThrow('not offered');
  });
});

describe('turning it off (R308)', () => {
  it('drops the subscription and the owner, and sends DELETE with the registered playerId', async () => {
    const device = await modules();
    const browser = fakeBrowser({ permission: 'granted' });
    const held = browser.holds();
    await browser.cache.put(
      pushOwnerKey,
      new Response(JSON.stringify({ user: '12345678909', clients: ['100001'], playerId: 'as-registered' })),
    );
    fake.expect({
      method: 'DELETE',
      url: PUSH,
      assert: (r) => expect(r.json()).toEqual({ playerId: 'as-registered' }),
      reply: json({ message: 'ok' }),
    });
    await device.turnPushOff();
    expect(held.unsubscribe).toHaveBeenCalled();
    expect(await browser.owner()).toBeNull();
  });

  it("with 'Sair''s old token, kept alive; a failed DELETE is only logged", async () => {
    // 'Sair' forgets the session first (stores/sign-out.ts): the call's only bearer is the one handed in.
    const device = await modules(undefined, null as never);
    const browser = fakeBrowser({ permission: 'granted' });
    const held = browser.holds();
    fake.expect({
      method: 'DELETE',
      url: PUSH,
      assert: (r) => {
        expect(r.headers.get('authorization')).toBe('Bearer old');
        expect(r.keepalive).toBe(true);
        expect(r.json()).toEqual({ playerId: playerIdOf(0) });
      },
      reply: json({ message: 'Erro' }, 500),
    });
    await expect(device.turnPushOff('old')).resolves.toBeUndefined();
    expect(held.unsubscribe).toHaveBeenCalled();
  });
});

describe('what each page settles (R308)', () => {
  const registeredBy = (owner: Record<string, unknown>) =>
    new Response(JSON.stringify({ clients: ['100001'], playerId: playerIdOf(0), ...owner }));

  it('signed out, or no subscription: nothing', async () => {
    let device = await modules(undefined, null as never);
    fakeBrowser({ permission: 'granted' }).holds();
    await device.settlePushDevice();
    device = await modules();
    fakeBrowser({ permission: 'granted' });
    await device.settlePushDevice();
    expect(fake.calls.filter((c) => c.url === PUSH)).toEqual([]);
  });

  it('the same user, the same session: nothing is sent', async () => {
    const device = await modules();
    const browser = fakeBrowser({ permission: 'granted' });
    browser.holds();
    await browser.cache.put(pushOwnerKey, registeredBy({ user: '12345678909', session: session.token.issued_at }));
    await device.settlePushDevice();
    expect(fake.calls.filter((c) => c.url === PUSH)).toEqual([]);
  });

  it.each([
    ['a new session token', { session: session.token.issued_at - 60 }],
    ['a subscription the browser renewed', { session: session.token.issued_at, changed: true }],
  ])('the same user with %s: registered again, the mark cleared', async (_, mark) => {
    const device = await modules();
    const browser = fakeBrowser({ permission: 'granted' });
    browser.holds();
    await browser.cache.put(pushOwnerKey, registeredBy({ user: '12345678909', ...mark }));
    fake.expect({
      method: 'PUT',
      url: PUSH,
      assert: (r) => expect(r.json()).toEqual({ playerId: playerIdOf(0) }),
      reply: json({ message: 'ok' }),
    });
    await device.settlePushDevice();
    expect(await browser.owner()).toEqual({
      user: '12345678909',
      clients: ['100001', '100002'],
      playerId: playerIdOf(0),
      session: session.token.issued_at,
    });
  });

  it("the services' new key: subscribed again with it, and that one registered", async () => {
    const device = await modules();
    const browser = fakeBrowser({ permission: 'granted' });
    const old = browser.holds(OTHER_KEY);
    await browser.cache.put(pushOwnerKey, registeredBy({ user: '12345678909', session: session.token.issued_at }));
    fake.expect({
      method: 'PUT',
      url: PUSH,
      assert: (r) => expect(r.json()).toEqual({ playerId: playerIdOf(1) }),
      reply: json({ message: 'ok' }),
    });
    await device.settlePushDevice();
    expect(old.unsubscribe).toHaveBeenCalled();
    expect(browser.device.made).toBe(1);
  });

  it.each([
    ['another user signed in', { push: { vapidPublicKey: KEY } }, { user: '98765432100' }],
    ['nobody owns it', { push: { vapidPublicKey: KEY } }, null],
    ['the deploy no longer offers them', {}, { user: '12345678909' }],
  ])('%s: it ends', async (_, config, owner) => {
    const device = await modules(config);
    const browser = fakeBrowser({ permission: 'granted' });
    const held = browser.holds();
    if (owner) await browser.cache.put(pushOwnerKey, registeredBy(owner));
    fake.expect({
      method: 'DELETE',
      url: PUSH,
      assert: (r) => expect(r.headers.get('authorization')).toBe('Bearer t'),
      reply: json({ message: 'ok' }),
    });
    await device.settlePushDevice();
    expect(held.unsubscribe).toHaveBeenCalled();
  });
});

describe("the switch's store (R307, R308)", () => {
  async function switchStore(config?: Record<string, unknown>) {
    await modules(config);
    return import('../../../src/lib/stores/push-switch.ts');
  }

  it('absent where the deploy has no key; the state otherwise', async () => {
    let store = await switchStore({});
    fakeBrowser();
    await store.showPushSwitch();
    expect(store.$pushSwitch.get().state).toBe('absent');
    store = await switchStore();
    fakeBrowser({ permission: 'denied' });
    await store.showPushSwitch();
    expect(store.$pushSwitch.get()).toEqual({ state: 'blocked', busy: false, problem: null });
  });

  it('a tap turns it on, another off; blocked, a tap does nothing', async () => {
    const store = await switchStore();
    fakeBrowser();
    await store.showPushSwitch();
    fake.expect(
      { method: 'PUT', url: PUSH, reply: json({ message: 'ok' }) },
      { method: 'DELETE', url: PUSH, reply: json({ message: 'ok' }) },
    );
    await store.flipPushSwitch(true);
    expect(store.$pushSwitch.get()).toEqual({ state: 'on', busy: false, problem: null });
    await store.flipPushSwitch(false);
    expect(store.$pushSwitch.get().state).toBe('off');
    store.$pushSwitch.set({ state: 'blocked', busy: false, problem: null });
    await store.flipPushSwitch(true);
    expect(store.$pushSwitch.get().state).toBe('blocked');
  });

  it('busy while it turns on (a second tap waits); a failure keeps it off and says so', async () => {
    const store = await switchStore();
    fakeBrowser({ permission: 'granted' });
    await store.showPushSwitch();
    const answer = deferred();
    fake.expect({ method: 'PUT', url: PUSH, reply: answer.reply });
    const first = store.flipPushSwitch(true);
    await vi.waitFor(() => expect(fake.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(store.$pushSwitch.get().busy).toBe(true);
    await store.flipPushSwitch(true);
    answer.resolve(json({ message: 'Erro' }, 500));
    await first;
    expect(store.$pushSwitch.get()).toEqual({
      state: 'off',
      busy: false,
      problem: 'Não foi possível ativar os avisos neste aparelho. Tente novamente mais tarde.',
    });
  });
});

describe('the offer after an order (R310)', () => {
  async function switchStore() {
    await modules();
    return import('../../../src/lib/stores/push-switch.ts');
  }

  it('asked where a tap can turn them on, until this user answers; either answer is remembered', async () => {
    const store = await switchStore();
    fakeBrowser();
    expect(await store.showPushOffer()).toBe(true);
    await store.answerPushOffer(false);
    expect(await store.showPushOffer()).toBe(false);
    expect(store.$pushSwitch.get().state).toBe('off');
  });

  it("'Ativar avisos' turns them on; blocked or on already, nothing is asked", async () => {
    let store = await switchStore();
    fakeBrowser();
    fake.expect({ method: 'PUT', url: PUSH, reply: json({ message: 'ok' }) });
    expect(await store.showPushOffer()).toBe(true);
    await store.answerPushOffer(true);
    expect(store.$pushSwitch.get().state).toBe('on');
    expect(await store.showPushOffer()).toBe(false);
    store = await switchStore();
    fakeBrowser({ permission: 'denied' });
    expect(await store.showPushOffer()).toBe(false);
  });

  it("'Ativar avisos' asks within the tap, before the answer is written", async () => {
    const store = await switchStore();
    const browser = fakeBrowser();
    fake.expect({ method: 'PUT', url: PUSH, reply: json({ message: 'ok' }) });
    expect(await store.showPushOffer()).toBe(true);
    const answering = store.answerPushOffer(true);
    expect(browser.device.asked).toBe(1);
    await answering;
    expect(store.$pushSwitch.get().state).toBe('on');
    expect(await store.showPushOffer()).toBe(false);
  });
});

describe("'Sair' (R308)", () => {
  async function signOutCalls() {
    // 'Sair' forgets the session before it tells the services (stores/sign-out.ts).
    await modules(undefined, null as never);
    return import('../../../src/lib/stores/sign-out-calls.ts');
  }

  it('without a subscription: only the logout, and the notifications module is not loaded', async () => {
    const calls = await signOutCalls();
    fakeBrowser();
    fake.expect({ method: 'POST', url: `${testServices.usersApi}/auth/logout`, reply: json({ message: 'ok' }) });
    await calls.signOut('old');
    await vi.waitFor(() => expect(fake.calls).toHaveLength(2)); // the config, then the logout
  });

  it('with one: DELETE first, then the logout, both with the old token', async () => {
    const calls = await signOutCalls();
    fakeBrowser({ permission: 'granted' }).holds();
    fake.expect(
      { method: 'DELETE', url: PUSH, reply: json({ message: 'ok' }) },
      { method: 'POST', url: `${testServices.usersApi}/auth/logout`, reply: json({ message: 'ok' }) },
    );
    await calls.signOut('old');
    await vi.waitFor(() => expect(fake.calls.map((c) => c.method)).toEqual(['GET', 'DELETE', 'POST']));
    expect(fake.calls.slice(1).map((c) => c.headers.get('authorization'))).toEqual(['Bearer old', 'Bearer old']);
  });

  it('a DELETE slower than PUSH_END_WAIT_MS does not hold the logout back', async () => {
    const calls = await signOutCalls();
    fakeBrowser({ permission: 'granted' }).holds();
    const slow = deferred();
    fake.expect(
      { method: 'DELETE', url: PUSH, reply: slow.reply },
      { method: 'POST', url: `${testServices.usersApi}/auth/logout`, reply: json({ message: 'ok' }) },
    );
    vi.useFakeTimers();
    const leaving = calls.signOut('old');
    await vi.advanceTimersByTimeAsync(calls.PUSH_END_WAIT_MS - 1);
    expect(fake.calls.map((c) => c.method)).toEqual(['GET', 'DELETE']);
    await vi.advanceTimersByTimeAsync(1);
    await leaving;
    expect(fake.calls.map((c) => c.method)).toEqual(['GET', 'DELETE', 'POST']);
    slow.resolve(json({ message: 'ok' }));
  });
});
