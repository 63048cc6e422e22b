// The equipment store against a strict fake fetch: the newest-first order and the open request
// following the address.
import { describe, expect, it, vi } from 'vitest';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import equipmentFixture from '../../fixtures/listEquipmentRequests.json' with { type: 'json' };

const CLIENT = 'https://k.test';
const session = testSession();

let fake: FakeFetch;

/** A browser address and history good enough for the equipment store. */
function fakeWindow(initial: string) {
  let url = new URL(initial);
  const entries: Array<{ url: string; state: unknown }> = [{ url: url.href, state: null }];
  let index = 0;
  const popstate = new Set<() => void>();
  const win = {
    get location() {
      return { href: url.href, search: url.search, pathname: url.pathname, hash: url.hash, origin: url.origin };
    },
    history: {
      get state() {
        return entries[index]?.state ?? null;
      },
      pushState(state: unknown, _: string, next: URL | string) {
        entries.splice(index + 1);
        url = new URL(String(next), url);
        entries.push({ url: url.href, state });
        index += 1;
      },
      replaceState(state: unknown, _: string, next: URL | string) {
        url = new URL(String(next), url);
        entries[index] = { url: url.href, state };
      },
      back() {
        index -= 1;
        url = new URL(entries[index]!.url);
        for (const listener of popstate) listener();
      },
    },
    addEventListener: (type: string, listener: () => void) => void (type === 'popstate' && popstate.add(listener)),
    removeEventListener: (_type: string, listener: () => void) => void popstate.delete(listener),
    dispatchEvent: vi.fn(),
    get length() {
      return entries.length;
    },
  };
  return win;
}

async function load(address = 'https://portal.test/equipamentos/') {
  const win = fakeWindow(address);
  vi.stubGlobal('window', win);
  await freshSignedInModules(fake, session);
  const equipment = await import('../../../src/lib/stores/equipment.ts');
  return { equipment, win };
}

useFakeFetch((created) => (fake = created), { quietErrors: true });

describe('equipment store', () => {
  const requests = [
    { ...equipmentFixture[0]!, NRSOL: '0000010', ERDAT: '01/11/2026' },
    { ...equipmentFixture[0]!, NRSOL: '0000011', ERDAT: '30/10/2026' },
    { ...equipmentFixture[0]!, NRSOL: '0000012', ERDAT: '01/11/2026' },
  ];

  it('sorts the requests newest first, then by the higher number', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: `${CLIENT}/client/equipments`, reply: json(requests) });
    await s.equipment.loadEquipmentRequests();
    expect(s.equipment.$sortedRequests.get()?.map((r) => r.NRSOL)).toEqual(['0000012', '0000010', '0000011']);
  });

  it('opens a request as a history entry and closes it by stepping back', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: `${CLIENT}/client/equipments`, reply: json(requests) });
    const stop = s.equipment.followEquipmentAddress();
    await s.equipment.loadEquipmentRequests();
    expect(s.equipment.$openRequest.get()).toBeNull();
    s.equipment.openRequest('0000011');
    expect(s.win.location.search).toBe('?solicitacao=0000011');
    expect(s.equipment.$openRequest.get()?.NRSOL).toBe('0000011');
    s.equipment.closeRequest();
    expect(s.win.location.search).toBe('');
    expect(s.equipment.$openRequestNumber.get()).toBeNull();
    expect(s.win.length).toBe(2);
    stop();
  });

  it('a link to one request opens it; closing drops the parameter without a new entry', async () => {
    const s = await load('https://portal.test/equipamentos/?solicitacao=0000012');
    fake.expect({ method: 'GET', url: `${CLIENT}/client/equipments`, reply: json(requests) });
    const stop = s.equipment.followEquipmentAddress();
    await s.equipment.loadEquipmentRequests();
    expect(s.equipment.$openRequest.get()?.NRSOL).toBe('0000012');
    s.equipment.closeRequest();
    expect(s.win.location.href).toBe('https://portal.test/equipamentos/');
    expect(s.equipment.$openRequestNumber.get()).toBeNull();
    expect(s.win.length).toBe(1);
    stop();
  });

  it('an unknown number is open but has no request', async () => {
    const s = await load('https://portal.test/equipamentos/?solicitacao=999');
    fake.expect({ method: 'GET', url: `${CLIENT}/client/equipments`, reply: json(requests) });
    const stop = s.equipment.followEquipmentAddress();
    await s.equipment.loadEquipmentRequests();
    expect(s.equipment.$openRequestNumber.get()).toBe('999');
    expect(s.equipment.$openRequest.get()).toBeNull();
    stop();
  });
});
