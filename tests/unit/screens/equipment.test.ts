// The equipment screen against a strict fake fetch and a fake address bar: one request however
// many times the screen is started, the newest-first order, what a request shows, the error and
// its retry, and the open request following the address.
import { describe, expect, it } from 'vitest';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { settled } from '../../support/screen.ts';
import equipmentFixture from '../../fixtures/listEquipmentRequests.json' with { type: 'json' };

const EQUIPMENTS = 'https://k.test/client/equipments';
const session = testSession();

let fake: FakeFetch;

/** A browser address and history good enough for the equipment screen. */
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
    listeners: () => popstate.size,
    get length() {
      return entries.length;
    },
  };
  return win;
}

async function load(address = 'https://portal.test/equipamentos/') {
  const win = fakeWindow(address);
  await freshSignedInModules(fake, session);
  const { createEquipmentScreen } = await import('../../../src/lib/screens/equipment.ts');
  return { screen: createEquipmentScreen(() => win), win };
}

useFakeFetch((created) => (fake = created), { quietErrors: true });

/** The ready view (fails the test on any other state). */
async function readyView(s: Awaited<ReturnType<typeof load>>) {
  const state = await settled(s.screen.$state);
  if (state.state !== 'ready') throw new Error(`not ready: ${state.state}`);
  return state.view;
}

describe('equipment screen (R95)', () => {
  const requests = [
    { ...equipmentFixture[0]!, NRSOL: '0000010', ERDAT: '01/11/2026' },
    { ...equipmentFixture[0]!, NRSOL: '0000011', ERDAT: '30/10/2026' },
    { ...equipmentFixture[0]!, NRSOL: '0000012', ERDAT: '01/11/2026' },
  ];

  it('the early start and the mount send one request; the requests come newest first, then by the higher number', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: EQUIPMENTS, reply: json(requests) });
    s.screen.start();
    s.screen.start();
    const view = await readyView(s);
    expect(fake.calls.filter((call) => call.url === EQUIPMENTS)).toHaveLength(1);
    expect(view.requests.map((r) => r.number)).toEqual(['0000012', '0000010', '0000011']);
    expect(view.open).toBeNull();
  });

  it('a request shows its type, date, equipment, description parts, material, situation and steps', async () => {
    const s = await load();
    fake.expect({
      method: 'GET',
      url: EQUIPMENTS,
      reply: json([equipmentFixture[0], { ...equipmentFixture[0]!, NRSOL: '1', MATNR: '', STATUS: ' ' }]),
    });
    s.screen.start();
    const [first, bare] = (await readyView(s)).requests;
    expect(first).toMatchObject({
      number: '0004512',
      typeLabel: 'INSTALAÇÃO',
      date: '05/11/2026',
      equipment: 'FREEZER',
      description: ['Freezer horizontal 400L', 'Tampa de vidro', 'Adesivado Brahma'],
      material: '70001234',
      situation: 'EM ANDAMENTO',
    });
    expect(first?.steps.map((step) => `${step.text}:${step.tone}`)).toEqual([
      'Solicitação Aberta:success',
      'Aprovado:success',
      'Faturado:success',
      'Comodato Gerado:warning',
      'Em preparação:warning',
      'Concluído:none',
    ]);
    expect(bare).toMatchObject({ material: '', situation: '' });
  });

  it('a failure shows the error, and retry loads again', async () => {
    const s = await load();
    const failure = () => json({ message: 'Erro', details: 'Serviço indisponível.' }, 500);
    fake.expect({ method: 'GET', url: EQUIPMENTS, reply: failure() }, { method: 'GET', url: EQUIPMENTS, reply: failure() });
    s.screen.start();
    expect(await settled(s.screen.$state)).toEqual({ state: 'error', message: 'Serviço indisponível.' });
    fake.expect({ method: 'GET', url: EQUIPMENTS, reply: json([]) });
    s.screen.retry();
    expect(s.screen.$state.get()).toEqual({ state: 'loading' });
    expect(await readyView(s)).toEqual({ requests: [], open: null });
  });

  it('opens a request as a history entry and closes it by stepping back', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: EQUIPMENTS, reply: json(requests) });
    s.screen.start();
    expect((await readyView(s)).open).toBeNull();
    s.screen.openRequest('0000011');
    expect(s.win.location.search).toBe('?solicitacao=0000011');
    expect((await readyView(s)).open?.request?.number).toBe('0000011');
    s.screen.closeRequest();
    expect(s.win.location.search).toBe('');
    expect((await readyView(s)).open).toBeNull();
    expect(s.win.length).toBe(2);
  });

  it('a link to one request opens it; closing drops the parameter without a new entry', async () => {
    const s = await load('https://portal.test/equipamentos/?solicitacao=0000012');
    fake.expect({ method: 'GET', url: EQUIPMENTS, reply: json(requests) });
    s.screen.start();
    expect((await readyView(s)).open?.request?.number).toBe('0000012');
    s.screen.closeRequest();
    expect(s.win.location.href).toBe('https://portal.test/equipamentos/');
    expect((await readyView(s)).open).toBeNull();
    expect(s.win.length).toBe(1);
  });

  it('an unknown number is open but has no request', async () => {
    const s = await load('https://portal.test/equipamentos/?solicitacao=999');
    fake.expect({ method: 'GET', url: EQUIPMENTS, reply: json(requests) });
    s.screen.start();
    expect((await readyView(s)).open).toEqual({ number: '999', request: null });
  });

  it('exit stops following the address and drops a late answer; the next start asks again', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: EQUIPMENTS, reply: json(requests) }, { method: 'GET', url: EQUIPMENTS, reply: json([]) });
    s.screen.start();
    expect(s.win.listeners()).toBe(1);
    s.screen.exit();
    expect(s.win.listeners()).toBe(0);
    expect(s.screen.$state.get()).toEqual({ state: 'loading' });
    s.screen.start();
    expect(await readyView(s)).toEqual({ requests: [], open: null });
  });
});
