// The old campaign details screen against a strict fake fetch: the campaign and its banners (once,
// however many times the screen is started), the banners failing and loading again alone, and the
// participation change with its toasts and the page it leaves for.
import { describe, expect, it, vi } from 'vitest';
import { captureToasts, freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { deferred, json, type FakeFetch } from '../../support/fake-fetch.ts';
import { settled } from '../../support/screen.ts';

const OLD = 'https://c.test/oldCampaign';
const ROUTE = { id: '32', type: 'SOVI' };
/** 20/11/2026 12:00 in São Paulo. */
const NOW = Date.UTC(2026, 10, 20, 15);

const campaign = {
  idcampanha: 32,
  nome: 'Prospera Geladeira Cheia',
  desc_long: 'Campanha de SOVI',
  kit: 'Kit com displays',
  termo: '<p>Termo</p>',
  dt_ini_insc: '2026-10-01',
  dt_fim_insc: '2026-12-10',
  imagem: null,
  participando: '',
  tipo: 'SOVI',
};
const banners = [{ idprospera_imagens: 1, imagem: 'a/b.svg' }];
const campaignView = {
  id: 32,
  type: 'SOVI',
  name: 'Prospera Geladeira Cheia',
  description: 'Campanha de SOVI',
  kit: 'Kit com displays',
  terms: '<p>Termo</p>',
  enrolmentStart: '2026-10-01',
  enrolmentEnd: '2026-12-10',
  image: null,
  participating: false,
};

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

const failure = (details = 'Serviço de campanhas indisponível.') => json({ message: 'Erro', details }, 503);

function expectLoad(answers: { campaign?: Response; banners?: Response } = {}) {
  fake.expect(
    {
      method: 'POST',
      url: `${OLD}/buscarCampanhaID`,
      assert: (r) => expect(r.json()).toEqual({ id: 32, type: 'SOVI' }),
      reply: answers.campaign ?? json(campaign),
    },
    {
      method: 'POST',
      url: `${OLD}/pegarBannersCampanha`,
      assert: (r) => expect(r.json()).toEqual({ campaignId: 32, type: 'SOVI' }),
      reply: answers.banners ?? json(banners),
    },
  );
}

async function detailsScreen(session = testSession()) {
  await freshSignedInModules(fake, session);
  const navigate = vi.fn<(url: string) => void>();
  const { createProsperaDetailsScreen } = await import('../../../src/lib/screens/prospera-details.ts');
  return { screen: createProsperaDetailsScreen({ navigate, now: () => NOW }), navigate };
}

describe('prospera details screen', () => {
  it('the early start and the mount send each call once; the view has the campaign, the results link and the banners', async () => {
    const { screen } = await detailsScreen();
    expectLoad();
    screen.start(ROUTE);
    screen.start({ ...ROUTE });
    expect(await settled(screen.$state)).toEqual({
      state: 'ready',
      view: {
        campaign: campaignView,
        resultsPath: '/campanhas-prospera/32/SOVI',
        banners: { state: 'ready', value: [{ id: 1, image: 'a/b.svg' }] },
        now: NOW,
      },
    });
    expect(fake.calls.filter((call) => call.url.startsWith(OLD))).toHaveLength(2);
  });

  it("reads 'X' as participating", async () => {
    const { screen } = await detailsScreen();
    expectLoad({ campaign: json({ ...campaign, participando: 'X' }) });
    screen.start(ROUTE);
    expect(await settled(screen.$state)).toMatchObject({ view: { campaign: { participating: true } } });
  });

  it('a 404 for the campaign, or an address that names none, is "not found"', async () => {
    const { screen } = await detailsScreen();
    expectLoad({ campaign: json({ message: 'Campanha não encontrada' }, 404) });
    screen.start(ROUTE);
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
    screen.start({ id: '0', type: 'SOVI' });
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('a failed campaign call is the failure of the screen, and retry loads again', async () => {
    const { screen } = await detailsScreen();
    expectLoad({ campaign: failure() });
    screen.start(ROUTE);
    expect(await settled(screen.$state)).toEqual({ state: 'error', message: 'Serviço de campanhas indisponível.' });
    expectLoad();
    screen.retry();
    expect(await settled(screen.$state)).toMatchObject({ state: 'ready' });
  });

  it('failed banners are their own: the campaign still shows, and they load again on their own (R54)', async () => {
    const { screen } = await detailsScreen();
    expectLoad({ banners: failure('Banners indisponíveis.') });
    screen.start(ROUTE);
    expect(await settled(screen.$state)).toEqual({
      state: 'ready',
      view: {
        campaign: campaignView,
        resultsPath: '/campanhas-prospera/32/SOVI',
        banners: { state: 'error', message: 'Banners indisponíveis.' },
        now: NOW,
      },
    });
    const answer = deferred();
    fake.expect({
      method: 'POST',
      url: `${OLD}/pegarBannersCampanha`,
      assert: (r) => expect(r.json()).toEqual({ campaignId: 32, type: 'SOVI' }),
      reply: answer.reply,
    });
    const retrying = screen.retryBanners();
    expect(screen.$state.get()).toMatchObject({ view: { banners: { state: 'loading' } } });
    await screen.retryBanners(); // ignored while they load
    answer.resolve(json(banners));
    await retrying;
    expect(screen.$state.get()).toMatchObject({
      view: { campaign: campaignView, banners: { state: 'ready', value: [{ id: 1, image: 'a/b.svg' }] } },
    });
    expect(fake.calls.filter((call) => call.url === `${OLD}/buscarCampanhaID`)).toHaveLength(1);
  });

  it('banners are retried only on a ready screen', async () => {
    const { screen } = await detailsScreen();
    await screen.retryBanners();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
  });
});

describe('prospera participation change (R53)', () => {
  const withSubchannel = () => {
    const session = testSession();
    const client = { ...session.user.current_client, subchannel: 'BAR' };
    return testSession({ current_client: client });
  };

  async function signedIn(session = withSubchannel()) {
    const loaded = await detailsScreen(session);
    const toasts = await captureToasts();
    const flashed: string[] = [];
    vi.stubGlobal('sessionStorage', {
      getItem: () => JSON.stringify([]),
      setItem: (_key: string, value: string) => flashed.push(value),
      removeItem: () => undefined,
    });
    return { ...loaded, toasts, flashed };
  }

  const expectChange = (status: 1 | 3, subchannel = 'BAR', reply = json({ message: 'ok' })) =>
    fake.expect({
      method: 'PUT',
      url: `${OLD}/participarCampanha`,
      assert: (r) => {
        expect(r.json()).toEqual({ clientTermStatusesId: status, type: 'SOVI', subchannel });
        expect(r.headers.get('flexibleClientsCode')).toBe('100001');
        expect(r.headers.get('flexibleCampaignsId')).toBe('32');
      },
      reply,
    });

  it('accepts with status 1, the type and the subchannel, then reloads the details with the toast', async () => {
    const { screen, navigate, flashed } = await signedIn();
    expectChange(1);
    await expect(screen.changeParticipation({ id: 32, type: 'SOVI' }, true)).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/campanhas-prospera/detalhes/32/SOVI');
    expect(flashed.at(-1)).toContain('Participação confirmada!');
    expect(screen.$participationBusy.get()).toBe(true);
  });

  it('refuses with status 3 and goes to /campanhas with the toast', async () => {
    const { screen, navigate, flashed } = await signedIn();
    expectChange(3);
    await screen.changeParticipation({ id: 32, type: 'SOVI' }, false);
    expect(navigate).toHaveBeenCalledWith('/campanhas');
    expect(flashed.at(-1)).toContain('Rejeição confirmada!');
  });

  it('sends an empty subchannel when the session has none', async () => {
    const { screen } = await signedIn(testSession());
    expectChange(3, '');
    await expect(screen.changeParticipation({ id: 32, type: 'SOVI' }, false)).resolves.toBe(true);
  });

  it('shows the failure as an error toast, stays, and lets the client try again', async () => {
    const { screen, navigate, toasts } = await signedIn();
    expectChange(1, 'BAR', json({ message: 'Inscrições finalizadas', details: 'O período de inscrição desta campanha terminou.' }, 422));
    await expect(screen.changeParticipation({ id: 32, type: 'SOVI' }, true)).resolves.toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: 'O período de inscrição desta campanha terminou.' }]);
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.$participationBusy.get()).toBe(false);
  });

  it('sends nothing twice while a change is on its way', async () => {
    const { screen } = await signedIn();
    const answer = deferred();
    fake.expect({ method: 'PUT', url: `${OLD}/participarCampanha`, reply: answer.reply });
    const first = screen.changeParticipation({ id: 32, type: 'SOVI' }, true);
    await expect(screen.changeParticipation({ id: 32, type: 'SOVI' }, true)).resolves.toBe(false);
    answer.resolve(json({ message: 'ok' }));
    await expect(first).resolves.toBe(true);
    expect(fake.calls.filter((call) => call.url === `${OLD}/participarCampanha`)).toHaveLength(1);
  });

  it('sends nothing without a session', async () => {
    const { screen } = await signedIn();
    const { clearSession } = await import('../../../src/lib/stores/session.ts');
    clearSession();
    await expect(screen.changeParticipation({ id: 32, type: 'SOVI' }, false)).resolves.toBe(false);
    expect(screen.$participationBusy.get()).toBe(false);
  });
});
