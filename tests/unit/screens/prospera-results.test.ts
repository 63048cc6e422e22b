// The old campaign results screen against a strict fake fetch: the six calls of one load (once,
// however many times the screen is started), a missing campaign, failures, the parts that fail and
// load again alone, and each indicator card's result.
import { describe, expect, it, vi } from 'vitest';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { deferred, json, networkError, type FakeFetch, type RecordedRequest } from '../../support/fake-fetch.ts';
import { freshAnswersCame, networkBack, settled } from '../../support/screen.ts';

const OLD = 'https://c.test/oldCampaign';
const ROUTE = { id: '32', type: 'SOVI' };
/** 20/11/2026 12:00 in São Paulo. */
const NOW = Date.UTC(2026, 10, 20, 15);

const campaign = {
  idcampanha: 32,
  nome: 'Prospera Geladeira Cheia',
  desc_long: 'Campanha de SOVI',
  kit: null,
  termo: '<p>Termo</p>',
  dt_ini_insc: '2026-10-01',
  dt_fim_insc: '2026-12-10',
  imagem: 'campanhas/geladeira.svg',
  participando: '',
  tipo: 'SOVI',
};
const current = {
  idprospera_periodos: 50,
  dtini: '2026-11-01',
  dtfim: '2026-11-30',
  final_date: '2026-11-30 23:59:59',
  descricao: 'Novembro',
};
const past = { ...current, idprospera_periodos: 49, dtini: '2026-10-01', dtfim: '2026-10-31', final_date: '2026-10-31 23:59:59' };
const indicator = { idprospera_indicadores: 8, nome: 'SOVI', name: 'sovi', descricao: 'Espaço na gôndola', peso: 40 };
const accumulated = {
  periodo_info: {
    idprospera_periodos_acumulado: 1,
    descricao: 'T1',
    dtini: '2026-10-01',
    dtfim: '2026-12-31',
    resultadoTotal: 10,
    pontuacaoMaxima: 100,
  },
  resultados: [{ id: 7, dtini: '2026-10-01', dtfim: '2026-10-31', porcentagem: 42.5 }],
};

const currentView = { id: 50, start: '2026-11-01', end: '2026-11-30', finalDate: '2026-11-30 23:59:59' };
const pastView = { id: 49, start: '2026-10-01', end: '2026-10-31', finalDate: '2026-10-31 23:59:59' };
const accumulatedView = {
  id: 1,
  description: 'T1',
  start: '2026-10-01',
  end: '2026-12-31',
  total: 10,
  maximum: 100,
  months: [{ id: 7, start: '2026-10-01', points: 42.5 }],
};
const indicatorView = { id: 8, name: 'SOVI', description: 'Espaço na gôndola', weight: 40 };

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

const failure = (details = 'Serviço de campanhas indisponível.') => json({ message: 'Erro', details }, 503);
const indicatorCalls = () => fake.calls.filter((call) => call.url.endsWith('/pegarIndicadoresProsperaID')).length;
const periodsOf = (request: RecordedRequest) => (request.json() as { type: string }).type;

/** The six calls of one load, each answered as given (by default, the campaign and its data). */
function expectLoad(answers: { campaign?: Response; history?: Response; accumulated?: Response; results?: Response } = {}) {
  const periods = (request: RecordedRequest) => (periodsOf(request) === 'atual' ? json([current]) : (answers.history ?? json([past])));
  fake.expect(
    {
      method: 'POST',
      url: `${OLD}/buscarCampanhaID`,
      assert: (r) => expect(r.json()).toEqual({ id: 32, type: 'SOVI' }),
      reply: answers.campaign ?? json(campaign),
    },
    { method: 'POST', url: `${OLD}/pegarProsperaPeriodo`, reply: periods },
    { method: 'POST', url: `${OLD}/pegarProsperaPeriodo`, reply: periods },
    {
      method: 'POST',
      url: `${OLD}/pegarIndicadoresProspera`,
      assert: (r) => expect(r.json()).toEqual({ campaignId: 32 }),
      reply: json([indicator]),
    },
    { method: 'POST', url: `${OLD}/pegarPeriodosAcumulados`, reply: answers.accumulated ?? json([accumulated]) },
    {
      method: 'POST',
      url: `${OLD}/pegarResultadoPeriodo`,
      reply: answers.results ?? json([{ periodo: 50, resultado: 40, resultados: [] }]),
    },
  );
}

async function resultsScreen() {
  await freshSignedInModules(fake, testSession());
  const { createProsperaResultsScreen } = await import('../../../src/lib/screens/prospera-results.ts');
  return createProsperaResultsScreen({ now: () => NOW });
}

async function readyView(screen: Awaited<ReturnType<typeof resultsScreen>>) {
  const state = await settled(screen.$state);
  if (state.state !== 'ready') throw new Error(`not ready: ${state.state}`);
  return state.view;
}

describe('prospera results screen', () => {
  it('the early start and the mount send each call once; the view has the campaign, periods, indicators and parts', async () => {
    const screen = await resultsScreen();
    expectLoad();
    screen.start(ROUTE);
    screen.start({ ...ROUTE });
    const view = await readyView(screen);
    for (const path of ['buscarCampanhaID', 'pegarIndicadoresProspera', 'pegarPeriodosAcumulados', 'pegarResultadoPeriodo']) {
      expect(fake.calls.filter((call) => call.url === `${OLD}/${path}`)).toHaveLength(1);
    }
    expect(
      fake.calls
        .filter((call) => call.url === `${OLD}/pegarProsperaPeriodo`)
        .map(periodsOf)
        .sort(),
    ).toEqual(['atual', 'historico']);
    expect(view).toEqual({
      campaign: { id: 32, name: 'Prospera Geladeira Cheia', image: 'campanhas/geladeira.svg' },
      detailsPath: '/campanhas-prospera/detalhes/32/SOVI',
      current: currentView,
      indicators: [indicatorView],
      results: [{ periodId: 50, result: 40 }],
      accumulated: { state: 'ready', value: [accumulatedView] },
      history: { state: 'ready', value: [pastView] },
      now: NOW,
    });
  });

  it('has no current period when the "atual" list is empty', async () => {
    const screen = await resultsScreen();
    fake.expect(
      { method: 'POST', url: `${OLD}/buscarCampanhaID`, reply: json(campaign) },
      { method: 'POST', url: `${OLD}/pegarProsperaPeriodo`, reply: json([]) },
      { method: 'POST', url: `${OLD}/pegarProsperaPeriodo`, reply: json([]) },
      { method: 'POST', url: `${OLD}/pegarIndicadoresProspera`, reply: json([]) },
      { method: 'POST', url: `${OLD}/pegarPeriodosAcumulados`, reply: json([]) },
      { method: 'POST', url: `${OLD}/pegarResultadoPeriodo`, reply: json([]) },
    );
    screen.start(ROUTE);
    expect((await readyView(screen)).current).toBeNull();
  });

  it('reads a 404 for the campaign as "not found", not as a failure (R39)', async () => {
    const screen = await resultsScreen();
    expectLoad({ campaign: json({ message: 'Campanha não encontrada' }, 404) });
    screen.start(ROUTE);
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
    expect(console.error).not.toHaveBeenCalled();
  });

  it('an address that cannot name a campaign is "not found" without a call', async () => {
    const screen = await resultsScreen();
    screen.start({ id: 'abc', type: 'SOVI' });
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
    expect(fake.calls.filter((call) => call.url.startsWith(OLD))).toHaveLength(0);
  });

  it('turns any other failure into its message, and retry loads again', async () => {
    const screen = await resultsScreen();
    expectLoad({ results: failure() });
    screen.start(ROUTE);
    expect(await settled(screen.$state)).toEqual({ state: 'error', message: 'Serviço de campanhas indisponível.' });
    expect(console.error).toHaveBeenCalled();
    expectLoad();
    screen.retry();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    expect((await readyView(screen)).campaign.id).toBe(32);
  });

  it('an answer that arrives after exit is dropped, and the next start asks again', async () => {
    const screen = await resultsScreen();
    expectLoad();
    screen.start(ROUTE);
    screen.exit();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    expectLoad();
    screen.start(ROUTE);
    expect((await readyView(screen)).campaign.id).toBe(32);
    expect(fake.calls.filter((call) => call.url === `${OLD}/buscarCampanhaID`)).toHaveLength(2);
  });
});

describe('prospera results parts (past and accumulated periods) (R54)', () => {
  it('a failed part is its own: the rest of the screen loads and the part keeps its message', async () => {
    const screen = await resultsScreen();
    expectLoad({ accumulated: failure('Acumulados indisponíveis.') });
    screen.start(ROUTE);
    const view = await readyView(screen);
    expect(view).toMatchObject({ current: currentView, history: { state: 'ready', value: [pastView] } });
    expect(view.accumulated).toEqual({ state: 'error', message: 'Acumulados indisponíveis.' });
  });

  it('a failed history is its own too', async () => {
    const screen = await resultsScreen();
    expectLoad({ history: failure('Histórico indisponível.') });
    screen.start(ROUTE);
    const view = await readyView(screen);
    expect(view).toMatchObject({ current: currentView, accumulated: { state: 'ready' } });
    expect(view.history).toEqual({ state: 'error', message: 'Histórico indisponível.' });
  });

  it('retrying a failed part shows it loading, then takes its answer and leaves the rest as it was', async () => {
    const screen = await resultsScreen();
    expectLoad({ accumulated: failure() });
    screen.start(ROUTE);
    const before = await readyView(screen);
    const answer = deferred();
    fake.expect({
      method: 'POST',
      url: `${OLD}/pegarPeriodosAcumulados`,
      assert: (r) => expect(r.json()).toEqual({ campaignId: 32 }),
      reply: answer.reply,
    });
    const retrying = screen.retryPart('accumulated');
    expect((await readyView(screen)).accumulated).toEqual({ state: 'loading' });
    // Ignored while it loads: the strict fake would fail on a second call.
    await screen.retryPart('accumulated');
    answer.resolve(json([accumulated]));
    await retrying;
    const after = await readyView(screen);
    expect(after.accumulated).toEqual({ state: 'ready', value: [accumulatedView] });
    expect(after.history).toBe(before.history);
    expect(after.campaign).toBe(before.campaign);
    expect(fake.calls.filter((call) => call.url === `${OLD}/buscarCampanhaID`)).toHaveLength(1);
  });

  it('a part that fails again keeps its message', async () => {
    const screen = await resultsScreen();
    expectLoad({ history: json({ message: 'Erro' }, 503) });
    screen.start(ROUTE);
    await readyView(screen);
    fake.expect({
      method: 'POST',
      url: `${OLD}/pegarProsperaPeriodo`,
      assert: (r) => expect(r.json()).toEqual({ campaignId: 32, type: 'historico' }),
      reply: networkError,
    });
    await screen.retryPart('history');
    expect((await readyView(screen)).history).toMatchObject({ state: 'error', message: expect.stringMatching(/conex/i) as unknown });
  });

  it("a part's answer is dropped when the whole screen was loaded again meanwhile", async () => {
    const screen = await resultsScreen();
    expectLoad({ history: failure() });
    screen.start(ROUTE);
    await readyView(screen);
    const answer = deferred();
    fake.expect({ method: 'POST', url: `${OLD}/pegarProsperaPeriodo`, reply: answer.reply });
    const retrying = screen.retryPart('history');
    expectLoad({ history: failure('De novo.') });
    screen.retry();
    expect((await readyView(screen)).history).toEqual({ state: 'error', message: 'De novo.' });
    answer.resolve(json([past]));
    await retrying;
    expect((await readyView(screen)).history).toEqual({ state: 'error', message: 'De novo.' });
  });

  it('a part is retried only on a ready screen', async () => {
    const screen = await resultsScreen();
    await screen.retryPart('history');
    expect(screen.$state.get()).toEqual({ state: 'loading' });
  });
});

describe('prospera indicator cards', () => {
  const card = { campaignId: 32, period: currentView, indicator: { ...indicatorView, id: 8 as const } };
  const query = { campaignId: 32, indicatorId: 8, dtini: '2026-11-01', dtfim: '2026-11-30', periodId: 50 };
  const sovi = { valor_result: 50, meta_cli_volume: [{ meta_sovi: 30 }], result_red: { resultado_informado: 15 } };

  it('loads a card result once and keeps its view by campaign, period and indicator', async () => {
    const screen = await resultsScreen();
    fake.expect({
      method: 'POST',
      url: `${OLD}/pegarIndicadoresProsperaID`,
      assert: (r) => expect(r.json()).toEqual(query),
      reply: json(sovi),
    });
    const { indicatorCardKey } = await import('../../../src/lib/screens/prospera-results.ts');
    expect(indicatorCardKey(card)).toBe('32:50:8');
    const pending = screen.loadIndicator(card);
    expect(screen.$indicators.get()['32:50:8']).toEqual({ state: 'loading' });
    await pending;
    await screen.loadIndicator(card);
    expect(screen.$indicators.get()['32:50:8']).toEqual({
      state: 'ready',
      view: { percent: 50, detail: { kind: 'goal', goal: 30, bought: 15 } },
    });
  });

  it('keeps a failure on its card and loads again when asked (R54)', async () => {
    const screen = await resultsScreen();
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: failure('Indicador indisponível.') });
    await screen.loadIndicator(card);
    expect(screen.$indicators.get()['32:50:8']).toEqual({ state: 'error', message: 'Indicador indisponível.' });
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: json({ valor_result: 10 }) });
    await screen.loadIndicator(card, true);
    expect(screen.$indicators.get()['32:50:8']).toMatchObject({ state: 'ready', view: { percent: 10 } });
  });

  it('forgets the cards on exit, and drops an answer that arrives after it', async () => {
    const screen = await resultsScreen();
    const answer = deferred();
    const failed = deferred();
    fake.expect(
      { method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: answer.reply },
      { method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: failed.reply },
    );
    const first = screen.loadIndicator(card);
    const second = screen.loadIndicator({ ...card, period: pastView });
    await vi.waitFor(() => expect(indicatorCalls()).toBe(2));
    screen.exit();
    answer.resolve(json(sovi));
    failed.resolve(failure());
    await Promise.all([first, second]);
    expect(screen.$indicators.get()).toEqual({});
  });

  it('a card drawn from the device is redrawn by the fresh answer, keeping its result while it loads (R277)', async () => {
    const screen = await resultsScreen();
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: json(sovi) });
    await screen.loadIndicator(card);
    const fresh = deferred();
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: fresh.reply });
    await freshAnswersCame();
    await vi.waitFor(() => expect(indicatorCalls()).toBe(2));
    // The kept result stays on the card (and in its open 'Detalhes') until the fresh one is in.
    expect(screen.$indicators.get()['32:50:8']).toMatchObject({ state: 'ready', view: { percent: 50 } });
    fresh.resolve(json({ valor_result: 0, meta_cli_volume: [{ meta_sovi: 30 }], result_red: { resultado_informado: 0 } }));
    await vi.waitFor(() => expect(screen.$indicators.get()['32:50:8']).toMatchObject({ state: 'ready', view: { percent: 0 } }));
    // A redraw that fails keeps what is shown.
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: failure() });
    await freshAnswersCame();
    await vi.waitFor(() => expect(indicatorCalls()).toBe(3));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(screen.$indicators.get()['32:50:8']).toMatchObject({ state: 'ready', view: { percent: 0 } });
  });

  it('a failed card loads again when the network comes back, not on fresh answers (R277)', async () => {
    const screen = await resultsScreen();
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: failure() });
    await screen.loadIndicator(card);
    await freshAnswersCame();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(indicatorCalls()).toBe(1);
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: json(sovi) });
    await networkBack();
    await vi.waitFor(() => expect(screen.$indicators.get()['32:50:8']).toMatchObject({ state: 'ready', view: { percent: 50 } }));
  });

  it('sends each card’s call in a task of its own, and none for a card the screen left before it went', async () => {
    const screen = await resultsScreen();
    fake.expect({ method: 'POST', url: `${OLD}/pegarIndicadoresProsperaID`, reply: json(sovi) });
    const asked = screen.loadIndicator(card);
    for (let i = 0; i < 50; i++) await Promise.resolve();
    expect(indicatorCalls()).toBe(0);
    await asked;
    expect(indicatorCalls()).toBe(1);
    // A card that asks just before the screen is left.
    const left = screen.loadIndicator({ ...card, period: pastView });
    expect(screen.$indicators.get()['32:49:8']).toEqual({ state: 'loading' });
    screen.exit();
    await left;
    expect(indicatorCalls()).toBe(1);
    expect(screen.$indicators.get()).toEqual({});
  });
});
