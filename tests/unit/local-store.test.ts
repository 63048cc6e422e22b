// The storage door (product-rules R284): a page reads back its own refused writes, a key the user's
// work needs frees what the portal can fetch again, and no service answer can fill the storage.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../src/lib/storage-keys.ts';
import { fakeLocalStorage, usedCharacters } from '../support/local-storage.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** A fresh door over `backing`, full past `quota` characters; `fire` plays another tab's storage event. */
async function door(backing: Record<string, string>, quota = Infinity) {
  vi.resetModules();
  const target = new EventTarget();
  vi.stubGlobal('window', target);
  vi.stubGlobal('localStorage', fakeLocalStorage(backing, { quota }));
  const module = await import('../../src/lib/local-store.ts');
  const fire = (key: string | null) => target.dispatchEvent(Object.assign(new Event('storage'), { key }));
  return { ...module, fire };
}

describe('the storage door (R284)', () => {
  it('reads back a refused write on this page, while storage keeps its older value', async () => {
    const backing: Record<string, string> = { [localKeys.cart]: '"antigo"' };
    const local = await door(backing, usedCharacters(backing));
    expect(local.writeLocal(localKeys.cookieConsent, 'yes')).toBe(false);
    expect(local.readLocal(localKeys.cookieConsent)).toBe('yes');
    expect(local.isStored(localKeys.cookieConsent)).toBe(false);
    expect(backing[localKeys.cookieConsent]).toBeUndefined();
  });

  it('frees the companies and the client data for a session, a cart or a marker that does not fit, then keeps it', async () => {
    const backing: Record<string, string> = {
      [localKeys.companies]: '[' + 'x'.repeat(200) + ']',
      [localKeys.companiesCachedAt]: '1',
      [localKeys.clientData]: '{}',
      'other-app': 'y'.repeat(100),
    };
    const local = await door(backing, usedCharacters(backing) + 10);
    const cart = JSON.stringify({ owner: '1', carts: [{ clientCode: '100001', lines: ['z'.repeat(150)] }] });
    expect(local.writeLocal(localKeys.cart, cart)).toBe(true);
    expect(local.isStored(localKeys.cart)).toBe(true);
    expect(backing[localKeys.cart]).toBe(cart);
    expect(Object.keys(backing).sort()).toEqual([localKeys.cart, 'other-app'].sort());
  });

  it('frees nothing for a key that is not the user\u2019s work', async () => {
    const backing: Record<string, string> = { [localKeys.clientData]: '{"a":1}' };
    const local = await door(backing, usedCharacters(backing) + 5);
    expect(local.writeLocal(localKeys.cookieConsent, 'yes-and-more')).toBe(false);
    expect(backing[localKeys.clientData]).toBe('{"a":1}');
  });

  it('says so when even a freed storage cannot keep the value: read back on this page only', async () => {
    const backing: Record<string, string> = { 'other-app': 'y'.repeat(100) };
    const local = await door(backing, usedCharacters(backing) + 10);
    const marker = JSON.stringify({ owner: '1', markers: ['m'.repeat(50)] });
    expect(local.writeLocal(localKeys.orderInFlight, marker)).toBe(false);
    expect(local.readLocal(localKeys.orderInFlight)).toBe(marker);
    expect(backing[localKeys.orderInFlight]).toBeUndefined();
  });

  it('keeps no companies list or client data past its bound, and leaves no stale older one', async () => {
    const backing: Record<string, string> = { [localKeys.companies]: '[]', [localKeys.clientData]: '{}' };
    const local = await door(backing);
    const companies = JSON.stringify(['c'.repeat(100_000)]);
    expect(local.writeLocal(localKeys.companies, companies)).toBe(false);
    expect(backing[localKeys.companies]).toBeUndefined();
    expect(local.readLocal(localKeys.companies)).toBe(companies);
    expect(local.writeLocal(localKeys.clientData, 'd'.repeat(4_001))).toBe(false);
    expect(local.writeLocal(localKeys.clientData, 'd'.repeat(4_000))).toBe(true);
    expect(backing[localKeys.clientData]).toHaveLength(4_000);
  });

  it('gives storage the last word again when another tab writes the key', async () => {
    const backing: Record<string, string> = {};
    const local = await door(backing, 0);
    local.writeLocal(localKeys.session, '{"s":1}');
    expect(local.readLocal(localKeys.session)).toBe('{"s":1}');
    backing[localKeys.session] = '{"s":2}';
    local.fire(localKeys.session);
    expect(local.readLocal(localKeys.session)).toBe('{"s":2}');
    local.writeLocal(localKeys.cart, '{"c":1}');
    local.fire(null);
    expect(local.readLocal(localKeys.cart)).toBeNull();
  });

  it('reads nothing and throws nothing when the browser blocks storage', async () => {
    vi.resetModules();
    vi.stubGlobal('window', new EventTarget());
    vi.stubGlobal('localStorage', {
      getItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
      removeItem: () => {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    const local = await import('../../src/lib/local-store.ts');
    expect(local.readLocal(localKeys.session)).toBeNull();
    expect(local.writeLocal(localKeys.session, '{}')).toBe(false);
    expect(local.readLocal(localKeys.session)).toBe('{}');
    expect(local.writeLocal(localKeys.session, null)).toBe(false);
    expect(local.readLocal(localKeys.session)).toBeNull();
  });

  it('never writes over nor removes a newer build\u2019s value, unless forced (R285)', async () => {
    const newer = JSON.stringify({ v: 2, owner: '1', carts: [] });
    const backing: Record<string, string> = { [localKeys.cart]: newer };
    const local = await door(backing);
    expect(local.newerFormat(localKeys.cart)).toBe(true);
    expect(local.writeLocal(localKeys.cart, '{"v":1,"owner":"1","carts":[]}')).toBe(false);
    expect(local.whyNotStored(localKeys.cart)).toBe('newer');
    expect(backing[localKeys.cart]).toBe(newer);
    expect(local.writeLocal(localKeys.cart, null)).toBe(false);
    expect(backing[localKeys.cart]).toBe(newer);
    expect(local.writeLocal(localKeys.cart, null, true)).toBe(true);
    expect(backing[localKeys.cart]).toBeUndefined();
  });

  it('writes over its own version, an unversioned value and a corrupt one (R285, R109)', async () => {
    const backing: Record<string, string> = {
      [localKeys.session]: '{"v":1}',
      [localKeys.cart]: '{"owner":"1"}',
      [localKeys.orderInFlight]: '{',
    };
    const local = await door(backing);
    for (const key of [localKeys.session, localKeys.cart, localKeys.orderInFlight]) {
      expect(local.newerFormat(key)).toBe(false);
      expect(local.writeLocal(key, '{"v":1}')).toBe(true);
    }
    // A key without a format version is never taken for a newer build's.
    backing[localKeys.clientData] = '{"v":9}';
    expect(local.writeLocal(localKeys.clientData, '{}')).toBe(true);
  });
});
