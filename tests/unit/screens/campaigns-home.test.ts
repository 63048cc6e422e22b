// The campaigns home against a strict fake fetch: one call per list however many times the screen
// is started, one list failing without hiding the other, retries, and refusing from a card.
import { describe, expect, it, vi } from 'vitest';
import type { ReadableAtom } from 'nanostores';
import type { ScreenState } from '../../../src/lib/screens/screen.ts';
import type { CampaignsHomeView } from '../../../src/lib/screens/campaigns-home.ts';
import { captureToasts, freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshAnswersCame } from '../../support/screen.ts';

const CAMPAIGNS = 'https://c.test';
const BANNERS = `${CAMPAIGNS}/banners`;
const FLEXIBLE = `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`;
const OLD = `${CAMPAIGNS}/oldCampaign`;
/** 10/03/2026 12:00 in São Paulo. */
const NOW = Date.UTC(2026, 2, 10, 15);

const flexibleItem = (id: number, status: 1 | 2 | 3) => ({
  campaign: { id, name: `Campanha ${id}`, initial_date: '2026-01-01', final_date: '2099-12-31', banner_data: { based_image: null } },
  term_status: { id: status },
});
const prosperaItem = {
  idcampanha: 31,
  nome: 'Prospera Bar Premiado',
  desc_curta: 'Bata as metas do mês.',
  tipo: 'PDV',
  imagem: 'img/prospera.png',
  participando: 'X',
  dt_ini_insc: '2026-01-01',
  dt_fim_insc: '2026-12-31',
};
const prosperaFailure = () => json({ message: 'Erro', details: 'Campanhas antigas fora do ar.' }, 500);

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

/** `events`: stands in for `window` from the screen's creation on (its fresh-data listener). */
async function homeScreen(events?: EventTarget) {
  await freshSignedInModules(fake, testSession());
  const toasts = await captureToasts();
  const { createCampaignsHomeScreen } = await import('../../../src/lib/screens/campaigns-home.ts');
  if (events) vi.stubGlobal('window', events);
  const screen = createCampaignsHomeScreen({ now: () => NOW });
  return { screen, toasts };
}

/** Resolves with the view once the banners and both lists have settled. */
function settledView($state: ReadableAtom<ScreenState<CampaignsHomeView>>): Promise<CampaignsHomeView> {
  return new Promise((resolve) => {
    const unsubscribe = $state.subscribe((value) => {
      if (value.state !== 'ready' || value.view.banners === null || value.view.lists.state === 'loading') return;
      queueMicrotask(() => unsubscribe());
      resolve(value.view);
    });
  });
}

const cardsOf = (view: CampaignsHomeView) => (view.lists.state === 'ready' ? view.lists.cards : []);
const shownView = ($state: ReadableAtom<ScreenState<CampaignsHomeView>>): CampaignsHomeView => {
  const state = $state.get();
  return state.state === 'ready' ? state.view : { banners: null, lists: { state: 'loading' } };
};

describe('campaigns home screen', () => {
  it('the early start and the mount send each first request once; banners become slides, cards flexible first', async () => {
    const { screen } = await homeScreen();
    fake.expect(
      {
        method: 'GET',
        url: BANNERS,
        assert: (r) => expect(r.headers.get('flexibleClient')).toBe('100001'),
        reply: json([{ id: 1, image_url: 'https://cdn.test/b.png' }]),
      },
      {
        method: 'GET',
        url: FLEXIBLE,
        assert: (r) => expect(r.headers.get('flexibleClient')).toBe('100001'),
        reply: json([flexibleItem(101, 1), flexibleItem(102, 2)]),
      },
      { method: 'GET', url: OLD, reply: json([prosperaItem]) },
    );
    screen.start();
    screen.start();
    const view = await settledView(screen.$state);
    for (const url of [BANNERS, FLEXIBLE, OLD]) expect(fake.calls.filter((call) => call.url === url)).toHaveLength(1);
    expect(view.banners).toEqual([{ id: 1, src: 'https://cdn.test/b.png', alt: 'Destaque 1' }]);
    expect(cardsOf(view).map((card) => [card.href, card.pendingFlexibleId])).toEqual([
      ['/campanhas/101', null],
      ['/campanhas/detalhes/102', 102],
      ['/campanhas-prospera/31/PDV', null],
    ]);
  });

  it('shows the flexible cards when the old list fails (toast, not retried forever), and retry loads only that list (R30)', async () => {
    const { screen, toasts } = await homeScreen();
    fake.expect(
      { method: 'GET', url: BANNERS, reply: json([]) },
      { method: 'GET', url: FLEXIBLE, reply: json([flexibleItem(101, 1), flexibleItem(102, 2)]) },
      { method: 'GET', url: OLD, reply: prosperaFailure() },
      { method: 'GET', url: OLD, reply: prosperaFailure() },
    );
    screen.start();
    const view = await settledView(screen.$state);
    expect(cardsOf(view).map((card) => [card.href, card.pendingFlexibleId])).toEqual([
      ['/campanhas/101', null],
      ['/campanhas/detalhes/102', 102],
    ]);
    expect(view.lists).toMatchObject({ errors: ['Campanhas antigas fora do ar.'] });
    expect(view.banners).toEqual([]);
    expect(toasts).toEqual([{ kind: 'error', text: 'Campanhas antigas fora do ar.' }]);

    fake.expect({ method: 'GET', url: OLD, reply: json([prosperaItem]) });
    screen.retry();
    const state = screen.$state.get();
    expect(state.state === 'ready' && state.view.lists.state).toBe('loading');
    const again = await settledView(screen.$state);
    expect(cardsOf(again).map((card) => card.name)).toEqual(['Campanha 101', 'Campanha 102', 'Prospera Bar Premiado']);
    expect(again.lists).toMatchObject({ errors: [] });
  });

  it('fresh answers in place of kept ones redraw the lists in place; a failed redraw keeps them', async () => {
    const events = new EventTarget();
    const { screen, toasts } = await homeScreen(events);
    try {
      fake.expect(
        { method: 'GET', url: BANNERS, reply: json([]) },
        { method: 'GET', url: FLEXIBLE, reply: json([flexibleItem(101, 1)]) },
        { method: 'GET', url: OLD, reply: json([]) },
      );
      screen.start();
      await settledView(screen.$state);
      const seen: string[] = [];
      screen.$state.listen((state) => seen.push(state.state === 'ready' ? state.view.lists.state : state.state));
      fake.expect(
        { method: 'GET', url: BANNERS, reply: json([]) },
        { method: 'GET', url: FLEXIBLE, reply: json([flexibleItem(101, 1), flexibleItem(103, 1)]) },
        { method: 'GET', url: OLD, reply: json([]) },
      );
      const before = fake.calls.length;
      await freshAnswersCame();
      await vi.waitFor(() => expect(cardsOf(shownView(screen.$state))).toHaveLength(2));
      expect(fake.calls.length - before).toBe(3);
      expect(seen.every((state) => state === 'ready')).toBe(true); // never the skeleton again
      fake.expect(
        { method: 'GET', url: BANNERS, reply: prosperaFailure() },
        { method: 'GET', url: BANNERS, reply: prosperaFailure() },
        { method: 'GET', url: FLEXIBLE, reply: prosperaFailure() },
        { method: 'GET', url: FLEXIBLE, reply: prosperaFailure() },
        { method: 'GET', url: OLD, reply: prosperaFailure() },
        { method: 'GET', url: OLD, reply: prosperaFailure() },
      );
      const failedFrom = fake.calls.length;
      await freshAnswersCame();
      await vi.waitFor(() => expect(fake.calls.length - failedFrom).toBe(6));
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(cardsOf(shownView(screen.$state))).toHaveLength(2);
      expect(toasts).toEqual([]);
    } finally {
      screen.exit();
      vi.unstubAllGlobals();
    }
  });

  it('a failed banner call leaves no carousel, and an answer arriving after exit is dropped', async () => {
    const { screen } = await homeScreen();
    fake.expect(
      { method: 'GET', url: BANNERS, reply: json([{ id: 1, image_url: 'https://cdn.test/b.png' }]) },
      { method: 'GET', url: FLEXIBLE, reply: json([flexibleItem(101, 1)]) },
      { method: 'GET', url: OLD, reply: json([prosperaItem]) },
    );
    screen.start();
    screen.exit();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    fake.expect(
      { method: 'GET', url: BANNERS, reply: json({ message: 'Erro' }, 500) },
      { method: 'GET', url: BANNERS, reply: json({ message: 'Erro' }, 500) },
      { method: 'GET', url: FLEXIBLE, reply: json([]) },
      { method: 'GET', url: OLD, reply: json([]) },
    );
    screen.start();
    const view = await settledView(screen.$state);
    expect(view).toEqual({ banners: [], lists: { state: 'ready', cards: [], errors: [] } });
  });
});

describe('refusing from a home card (R33)', () => {
  it('rejects with status 3 and the term headers, and loads the list again', async () => {
    const { screen, toasts } = await homeScreen();
    fake.expect(
      {
        method: 'PUT',
        url: FLEXIBLE,
        assert: (r) => {
          expect(r.headers.get('flexibleClientsCode')).toBe('100001');
          expect(r.headers.get('flexibleCampaignsId')).toBe('102');
          expect(r.json()).toEqual({ clientTermStatusesId: 3 });
        },
        reply: json({ message: 'ok' }),
      },
      { method: 'GET', url: FLEXIBLE, reply: json([flexibleItem(102, 3)]) },
    );
    expect(await screen.refuse(102)).toBe(true);
    expect(toasts).toEqual([{ kind: 'success', text: 'Rejeição confirmada!' }]);
  });

  it('a failed change is a toast and resolves false', async () => {
    const { screen, toasts } = await homeScreen();
    fake.expect({ method: 'PUT', url: FLEXIBLE, reply: json({ message: 'Erro', details: 'Inscrições finalizadas.' }, 422) });
    expect(await screen.refuse(102)).toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: 'Inscrições finalizadas.' }]);
  });
});
