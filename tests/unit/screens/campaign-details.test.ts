// The flexible campaign details screen against a strict fake fetch: one call however many times it
// is started, the view, not found, and the term changes.
import { describe, expect, it, vi } from 'vitest';
import { captureToasts, freshSignedInModules, stubFlashedToasts, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { settled } from '../../support/screen.ts';

const CAMPAIGNS = 'https://c.test';
const DETAILS = `${CAMPAIGNS}/campaigns/flexibles/campaigns/details`;
const TERM = `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`;
/** 10/03/2026 12:00 in São Paulo. */
const NOW = Date.UTC(2026, 2, 10, 15);

const details = {
  id: 102,
  name: 'Mix Ideal',
  description: 'Compre o mix.',
  initial_date: '2026-01-01',
  final_date: '2026-12-31',
  banner_data: { based_image: null },
  pictures: [
    { id: 1, carousel_data: { based_image: 'https://cdn.test/1.png' } },
    { id: 2, carousel_data: { based_image: null } },
  ],
  client_term_statuses_id: 2,
  currentTerm: { term: '<p>Termo</p>', kit: { description: '' } },
};

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function detailsScreen() {
  await freshSignedInModules(fake, testSession());
  const toasts = await captureToasts();
  const flashedToasts = stubFlashedToasts();
  const navigate = vi.fn<(url: string) => void>();
  const { createCampaignDetailsScreen } = await import('../../../src/lib/screens/campaign-details.ts');
  const screen = createCampaignDetailsScreen({ now: () => NOW, navigate });
  return { screen, toasts, navigate, flashedToasts };
}

describe('campaign details screen', () => {
  it('the early start and the mount send one request with its headers; the view has pictures, period and term state', async () => {
    const { screen } = await detailsScreen();
    fake.expect({
      method: 'GET',
      url: DETAILS,
      assert: (r) => {
        expect(r.headers.get('flexibleclientid')).toBe('100001');
        expect(r.headers.get('flexiblecampaignid')).toBe('102');
      },
      reply: json(details),
    });
    screen.start({ id: '102' });
    screen.start({ id: '102' });
    const state = await settled(screen.$state);
    expect(fake.calls.filter((call) => call.url === DETAILS)).toHaveLength(1);
    expect(state).toEqual({
      state: 'ready',
      view: {
        id: 102,
        name: 'Mix Ideal',
        description: 'Compre o mix.',
        pictures: [{ id: 1, src: 'https://cdn.test/1.png', alt: 'Mix Ideal, imagem 1' }],
        kit: null,
        period: '01/01/2026 - 31/12/2026',
        term: 'pending',
        termHtml: '<p>Termo</p>',
      },
    });
  });

  it('an unknown campaign (404) reads as not found, not as an error; a bad id asks nothing (R39)', async () => {
    const { screen, toasts } = await detailsScreen();
    fake.expect({
      method: 'GET',
      url: DETAILS,
      assert: (r) => expect(r.headers.get('flexiblecampaignid')).toBe('999'),
      reply: json({ message: 'Não encontrado', details: 'Campanha não encontrada' }, 404),
    });
    screen.start({ id: '999' });
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
    expect(toasts).toEqual([]);
    screen.start({ id: 'abc' });
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
  });

  it('a failure is an error with a toast, and retry loads again', async () => {
    const { screen, toasts } = await detailsScreen();
    const failure = () => json({ message: 'Erro', details: 'Serviço indisponível.' }, 500);
    fake.expect({ method: 'GET', url: DETAILS, reply: failure() }, { method: 'GET', url: DETAILS, reply: failure() });
    screen.start({ id: '102' });
    expect(await settled(screen.$state)).toEqual({ state: 'error', message: 'Serviço indisponível.' });
    expect(toasts).toEqual([{ kind: 'error', text: 'Serviço indisponível.' }]);
    fake.expect({ method: 'GET', url: DETAILS, reply: json({ ...details, client_term_statuses_id: 1 }) });
    screen.retry();
    const state = await settled(screen.$state);
    expect(state.state === 'ready' && state.view.term).toBe('participating');
  });
});

describe('term changes (R33, R34)', () => {
  it('refusing sends 3 and goes to /campanhas with the toast for the next page', async () => {
    const { screen, navigate, flashedToasts } = await detailsScreen();
    fake.expect({
      method: 'PUT',
      url: TERM,
      assert: (r) => expect(r.json()).toEqual({ clientTermStatusesId: 3 }),
      reply: json({ message: 'ok' }),
    });
    await screen.refuse(102);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/campanhas');
    expect(flashedToasts()).toEqual([{ kind: 'success', text: 'Rejeição confirmada!' }]);
  });

  it('accepting sends 1 with the term headers and opens the progress page', async () => {
    const { screen, navigate, flashedToasts } = await detailsScreen();
    fake.expect({
      method: 'PUT',
      url: TERM,
      assert: (r) => {
        expect(r.headers.get('flexibleClientsCode')).toBe('100001');
        expect(r.headers.get('flexibleCampaignsId')).toBe('102');
        expect(r.json()).toEqual({ clientTermStatusesId: 1 });
      },
      reply: json({ message: 'ok' }),
    });
    await screen.accept(102);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/campanhas/102');
    expect(flashedToasts()).toEqual([{ kind: 'success', text: 'Participação confirmada!' }]);
  });

  it('a failed change is a toast and stays on the page', async () => {
    const { screen, navigate, toasts } = await detailsScreen();
    fake.expect({ method: 'PUT', url: TERM, reply: json({ message: 'Erro', details: 'Inscrições finalizadas.' }, 422) });
    await screen.accept(102);
    expect(navigate).not.toHaveBeenCalled();
    expect(toasts).toEqual([{ kind: 'error', text: 'Inscrições finalizadas.' }]);
    expect(screen.$termBusy.get()).toBe(false);
  });
});
