// The old campaign stores with the API calls stubbed: what the screens load, how a missing
// campaign and failures land, each card's result cache, and the participation change.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';

const api = vi.hoisted(() => ({
  getOldCampaign: vi.fn(),
  getOldCampaignBanners: vi.fn(),
  getOldPeriods: vi.fn(),
  getOldIndicators: vi.fn(),
  getOldIndicatorResult: vi.fn(),
  getOldAccumulatedPeriods: vi.fn(),
  getOldPeriodResults: vi.fn(),
  updateOldParticipation: vi.fn(),
}));
vi.mock('../../../src/lib/api/prospera.ts', () => api);

const campaign = {
  idcampanha: 32,
  nome: 'Prospera Geladeira Cheia',
  desc_long: 'Campanha de SOVI',
  kit: null,
  termo: '<p>Termo</p>',
  dt_ini_insc: '2026-10-01',
  dt_fim_insc: '2026-12-10',
  imagem: null,
  participando: '' as const,
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
const user = {
  storeAccess: true,
  clients: [],
  cnpj_cpf: '12345678909',
  group: null,
  profile: null,
  current_client: { clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '45723174000110', profile: null, subchannel: 'BAR' },
};
const token = { access_token: 't', expires_in: 3600, token_type: 'bearer', issued_at: 0 };

async function load() {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  // Error classes of this module graph (vi.resetModules gives each load its own).
  const { HttpError, NetworkError } = await import('../../../src/lib/api/errors.ts');
  const toastModule = await import('../../../src/lib/toast.ts');
  const toasts: Array<ToastMessage & { later?: boolean }> = [];
  toastModule.connectToaster((message) => toasts.push(message));
  const session = await import('../../../src/lib/stores/session.ts');
  const results = await import('../../../src/lib/stores/prospera-results.ts');
  const details = await import('../../../src/lib/stores/prospera-details.ts');
  return { session, results, details, toasts, HttpError, NetworkError };
}

beforeEach(() => {
  for (const fn of Object.values(api)) fn.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  api.getOldCampaign.mockResolvedValue(campaign);
  api.getOldCampaignBanners.mockResolvedValue([{ idprospera_imagens: 1, imagem: 'a/b.svg' }]);
  api.getOldPeriods.mockImplementation(async (_id: number, type: string) => (type === 'atual' ? [current] : [past]));
  api.getOldIndicators.mockResolvedValue([{ idprospera_indicadores: 8, nome: 'SOVI', name: 'sovi', descricao: null, peso: 40 }]);
  api.getOldAccumulatedPeriods.mockResolvedValue([]);
  api.getOldPeriodResults.mockResolvedValue([{ periodo: 50, resultado: 40, resultados: [] }]);
});

describe('fetchOldResults', () => {
  it('loads the campaign, current and past periods, indicators, accumulated periods and results', async () => {
    const { results } = await load();
    const data = await results.fetchOldResults(32, 'SOVI');
    expect(api.getOldCampaign).toHaveBeenCalledWith(32, 'SOVI');
    expect(api.getOldPeriods.mock.calls).toEqual([
      [32, 'atual'],
      [32, 'historico'],
    ]);
    expect(api.getOldIndicators).toHaveBeenCalledWith(32);
    expect(api.getOldAccumulatedPeriods).toHaveBeenCalledWith(32);
    expect(api.getOldPeriodResults).toHaveBeenCalledWith(32);
    expect(data).toMatchObject({ campaign, current, history: [past], results: [{ periodo: 50, resultado: 40 }] });
  });

  it('has no current period when the "atual" list is empty', async () => {
    api.getOldPeriods.mockResolvedValue([]);
    const { results } = await load();
    expect((await results.fetchOldResults(32, 'SOVI')).current).toBeUndefined();
  });

  it('reads a 404 for the campaign as "not found", not as a failure', async () => {
    const { results, HttpError } = await load();
    api.getOldCampaign.mockRejectedValue(new HttpError(404, { serviceMessage: 'Campanha não encontrada' }));
    await results.oldResults.load(999, 'X');
    expect(results.oldResults.$error.get()).toBeNull();
    expect(results.oldResults.$data.get()).toMatchObject({ campaign: null, current: undefined, history: [], indicators: [] });
  });

  it('turns any other failure into a message and stops loading', async () => {
    const { results, NetworkError } = await load();
    api.getOldPeriodResults.mockRejectedValue(new NetworkError());
    await results.oldResults.load(32, 'SOVI');
    expect(results.oldResults.$loading.get()).toBe(false);
    expect(results.oldResults.$error.get()).toBe(new NetworkError().userMessage);
    expect(console.error).toHaveBeenCalled();
  });
});

describe('results parts (past and accumulated periods)', () => {
  it('a failed part is its own: the rest of the screen loads and the part keeps its message', async () => {
    const { results, NetworkError } = await load();
    api.getOldAccumulatedPeriods.mockRejectedValue(new NetworkError());
    await results.oldResults.load(32, 'SOVI');
    expect(results.oldResults.$error.get()).toBeNull();
    expect(results.oldResults.$data.get()).toMatchObject({
      campaign,
      current,
      history: [past],
      accumulated: [],
      parts: { accumulated: { error: new NetworkError().userMessage } },
    });
    expect(results.oldResults.$data.get()?.parts?.history).toBeUndefined();
  });

  it('a failed history is its own too', async () => {
    const { results, HttpError } = await load();
    api.getOldPeriods.mockImplementation(async (_id: number, type: string) => {
      if (type === 'atual') return [current];
      throw new HttpError(500, { serviceMessage: 'Falhou' });
    });
    await results.oldResults.load(32, 'SOVI');
    expect(results.oldResults.$error.get()).toBeNull();
    expect(results.oldResults.$data.get()).toMatchObject({ current, history: [], parts: { history: { error: expect.any(String) } } });
  });

  it('reloading a failed part shows it loading, then takes its answer and leaves the rest as it was', async () => {
    const { results, NetworkError } = await load();
    api.getOldAccumulatedPeriods.mockRejectedValueOnce(new NetworkError());
    await results.oldResults.load(32, 'SOVI');
    const before = results.oldResults.$data.get()!;
    const accumulated = [
      {
        periodo_info: {
          idprospera_periodos_acumulado: 1,
          descricao: 'T1',
          dtini: '2026-10-01',
          dtfim: '2026-12-31',
          resultadoTotal: 10,
          pontuacaoMaxima: 100,
        },
        resultados: [],
      },
    ];
    api.getOldAccumulatedPeriods.mockResolvedValueOnce(accumulated);
    const reloading = results.reloadOldResultsPart('accumulated');
    expect(results.oldResults.$data.get()?.parts).toEqual({ accumulated: { loading: true } });
    await reloading;
    const after = results.oldResults.$data.get()!;
    expect(after.accumulated).toEqual(accumulated);
    expect(after.parts).toBeUndefined();
    expect(after.history).toBe(before.history);
    expect(api.getOldAccumulatedPeriods).toHaveBeenLastCalledWith(32);
    expect(api.getOldCampaign).toHaveBeenCalledTimes(1);
  });

  it('a part that fails again keeps its message', async () => {
    const { results, NetworkError } = await load();
    api.getOldPeriods.mockImplementation(async (_id: number, type: string) => {
      if (type === 'atual') return [current];
      throw new NetworkError();
    });
    await results.oldResults.load(32, 'SOVI');
    await results.reloadOldResultsPart('history');
    expect(results.oldResults.$data.get()?.parts).toEqual({ history: { error: new NetworkError().userMessage } });
    expect(api.getOldPeriods).toHaveBeenLastCalledWith(32, 'historico');
  });
});

describe('loadIndicatorResult', () => {
  const query = { campaignId: 32, indicatorId: 8 as const, dtini: '2026-11-01', dtfim: '2026-11-30', periodId: 50 };

  it('loads a card result once and keeps it by campaign, period and indicator', async () => {
    api.getOldIndicatorResult.mockResolvedValue({ valor_result: 50 });
    const { results } = await load();
    const pending = results.loadIndicatorResult(query);
    expect(results.$indicatorResults.get()['32:50:8']).toEqual({ loading: true });
    await pending;
    await results.loadIndicatorResult(query);
    expect(api.getOldIndicatorResult).toHaveBeenCalledTimes(1);
    expect(api.getOldIndicatorResult).toHaveBeenCalledWith(query);
    expect(results.$indicatorResults.get()['32:50:8']).toEqual({ loading: false, result: { valor_result: 50 } });
  });

  it('keeps a failure on its card and loads again when asked', async () => {
    const { results, NetworkError } = await load();
    api.getOldIndicatorResult.mockRejectedValueOnce(new NetworkError()).mockResolvedValueOnce({ valor_result: 10 });
    await results.loadIndicatorResult(query);
    expect(results.$indicatorResults.get()['32:50:8']).toEqual({ loading: false, error: new NetworkError().userMessage });
    await results.loadIndicatorResult(query, true);
    expect(results.$indicatorResults.get()['32:50:8']).toEqual({ loading: false, result: { valor_result: 10 } });
  });
});

describe('fetchOldDetails', () => {
  it('loads the campaign and its banners', async () => {
    const { details } = await load();
    expect(await details.fetchOldDetails(32, 'SOVI')).toEqual({ campaign, banners: [{ idprospera_imagens: 1, imagem: 'a/b.svg' }] });
    expect(api.getOldCampaignBanners).toHaveBeenCalledWith(32, 'SOVI');
  });

  it('failed banners are their own: the campaign still shows, and they load again on their own', async () => {
    const { details, NetworkError } = await load();
    api.getOldCampaignBanners.mockRejectedValueOnce(new NetworkError());
    await details.oldDetails.load(32, 'SOVI');
    expect(details.oldDetails.$error.get()).toBeNull();
    expect(details.oldDetails.$data.get()).toEqual({
      campaign,
      banners: [],
      parts: { banners: { error: new NetworkError().userMessage } },
    });
    await details.reloadOldBanners();
    expect(details.oldDetails.$data.get()).toEqual({ campaign, banners: [{ idprospera_imagens: 1, imagem: 'a/b.svg' }] });
    expect(api.getOldCampaignBanners).toHaveBeenLastCalledWith(32, 'SOVI');
    expect(api.getOldCampaign).toHaveBeenCalledTimes(1);
  });
});

describe('changeOldParticipation', () => {
  async function signedIn() {
    const loaded = await load();
    loaded.session.startSession(token, user);
    const assign = vi.fn();
    loaded.details.navigation.assign = assign;
    const flashed: string[] = [];
    vi.stubGlobal('sessionStorage', {
      getItem: () => JSON.stringify([]),
      setItem: (_key: string, value: string) => flashed.push(value),
      removeItem: () => undefined,
    });
    return { ...loaded, assign, flashed };
  }

  it('accepts with status 1, the type and the subchannel, then reloads the details with the toast', async () => {
    api.updateOldParticipation.mockResolvedValue({ message: 'ok' });
    const { details, assign, flashed } = await signedIn();
    await expect(details.changeOldParticipation(campaign, true)).resolves.toBe(true);
    expect(api.updateOldParticipation).toHaveBeenCalledWith({
      clientCode: '100001',
      campaignId: 32,
      clientTermStatusesId: 1,
      type: 'SOVI',
      subchannel: 'BAR',
    });
    expect(assign).toHaveBeenCalledWith('/campanhas-prospera/detalhes/32/SOVI');
    expect(flashed.at(-1)).toContain('Participação confirmada!');
    expect(details.$participationBusy.get()).toBe(true);
  });

  it('refuses with status 3 and goes to /campanhas with the toast', async () => {
    api.updateOldParticipation.mockResolvedValue({ message: 'ok' });
    const { details, assign, flashed } = await signedIn();
    await details.changeOldParticipation(campaign, false);
    expect(api.updateOldParticipation).toHaveBeenCalledWith(expect.objectContaining({ clientTermStatusesId: 3 }));
    expect(assign).toHaveBeenCalledWith('/campanhas');
    expect(flashed.at(-1)).toContain('Rejeição confirmada!');
  });

  it('shows the failure as an error toast, stays, and lets the client try again', async () => {
    const { details, assign, toasts, HttpError } = await signedIn();
    api.updateOldParticipation.mockRejectedValue(
      new HttpError(400, { serviceMessage: 'Inscrições finalizadas', details: 'O período de inscrição desta campanha terminou.' }),
    );
    await expect(details.changeOldParticipation(campaign, true)).resolves.toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: 'O período de inscrição desta campanha terminou.' }]);
    expect(assign).not.toHaveBeenCalled();
    expect(details.$participationBusy.get()).toBe(false);
  });

  it('sends nothing twice while a change is on its way, nor without a session', async () => {
    let finish!: (value: unknown) => void;
    api.updateOldParticipation.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    const { details, session } = await signedIn();
    const first = details.changeOldParticipation(campaign, true);
    await expect(details.changeOldParticipation(campaign, true)).resolves.toBe(false);
    finish({ message: 'ok' });
    await first;
    expect(api.updateOldParticipation).toHaveBeenCalledTimes(1);
    session.clearSession();
    details.$participationBusy.set(false);
    await expect(details.changeOldParticipation(campaign, false)).resolves.toBe(false);
    expect(api.updateOldParticipation).toHaveBeenCalledTimes(1);
  });
});
