// The campaign screens' stores against a strict fake fetch: the headers and payloads of each call,
// one list failing without hiding the other, term changes, past periods and photo uploads.
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';
import { SESSION_KEY, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';

const CAMPAIGNS = 'https://c.test';
const FLASH_KEY = 'portal:flash-toasts:v1';
const session = testSession();
const flexibleItem = (id: number, status: 1 | 2 | 3) => ({
  campaign: { id, name: `Campanha ${id}`, initial_date: '2026-01-01', final_date: '2099-12-31', banner_data: { based_image: null } },
  term_status: { id: status },
});
const period = (id: number) => ({
  id: id * 10,
  initial_date: '2026-10-01',
  final_date: '2026-10-31',
  acceptedOnTime: true,
  flexible_period_id: id,
  flexible_campaigns_id: 101,
  evaluation: { clientPercentage: 80, indicators: [] },
  client_score: 10,
});

let fake: FakeFetch;
let flashed: Map<string, string>;
let assign: ReturnType<typeof vi.fn>;

async function load() {
  vi.resetModules();
  const persistent = await import('@nanostores/persistent');
  persistent.useTestStorageEngine();
  persistent.cleanTestStorage();
  persistent.setTestStorageKey(SESSION_KEY, JSON.stringify(session));
  const toastModule = await import('../../../src/lib/toast.ts');
  const home = await import('../../../src/lib/stores/campaigns-home.ts');
  const details = await import('../../../src/lib/stores/campaign-details.ts');
  const progress = await import('../../../src/lib/stores/campaign-progress.ts');
  const photo = await import('../../../src/lib/stores/photo-upload.ts');
  const toasts: ToastMessage[] = [];
  toastModule.connectToaster((message) => toasts.push(message));
  assign = vi.fn();
  vi.stubGlobal('window', {
    location: { search: '', pathname: '/campanhas', hash: '', origin: 'https://portal.test', assign },
    dispatchEvent: vi.fn(),
  });
  flashed = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => flashed.get(key) ?? null,
    setItem: (key: string, value: string) => void flashed.set(key, value),
    removeItem: (key: string) => void flashed.delete(key),
  });
  fake.expect({
    method: 'GET',
    url: '/config.json',
    reply: json({
      usersApi: 'https://u.test',
      campaignsApi: CAMPAIGNS,
      clientApi: 'https://k.test',
      productsApi: 'https://p.test',
      supportPhone: '0800 725 0011',
    }),
  });
  const config = await import('../../../src/lib/api/config.ts');
  await config.loadConfig();
  const flashedToasts = (): ToastMessage[] => JSON.parse(flashed.get(FLASH_KEY) ?? '[]') as ToastMessage[];
  return { home, details, progress, photo, toasts, flashedToasts };
}

useFakeFetch((created) => (fake = created));

describe('loadCampaignsHome', () => {
  it('sends flexibleClient, and shows the flexible cards when the old list fails (toast, not retried forever)', async () => {
    const s = await load();
    fake.expect(
      {
        method: 'GET',
        url: `${CAMPAIGNS}/banners`,
        assert: (r) => expect(r.headers.get('flexibleClient')).toBe('100001'),
        reply: json([{ id: 1, image_url: 'https://cdn.test/b.png' }]),
      },
      {
        method: 'GET',
        url: `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`,
        assert: (r) => expect(r.headers.get('flexibleClient')).toBe('100001'),
        reply: json([flexibleItem(101, 1), flexibleItem(102, 2)]),
      },
      { method: 'GET', url: `${CAMPAIGNS}/oldCampaign`, reply: json({ message: 'Erro', details: 'Campanhas antigas fora do ar.' }, 500) },
      { method: 'GET', url: `${CAMPAIGNS}/oldCampaign`, reply: json({ message: 'Erro', details: 'Campanhas antigas fora do ar.' }, 500) },
    );
    await s.home.loadCampaignsHome();
    expect(s.home.$homeCards.get().map((card) => [card.href, card.pendingFlexibleId])).toEqual([
      ['/campanhas/101', null],
      ['/campanhas/detalhes/102', 102],
    ]);
    expect(s.home.$homeErrors.get()).toEqual(['Campanhas antigas fora do ar.']);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Campanhas antigas fora do ar.' }]);
    expect(s.home.$homeLoading.get()).toBe(false);
  });
});

describe('answerFromHome', () => {
  it('confirms with status 1 and the term headers, then opens the progress page', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`,
      assert: (r) => {
        expect(r.headers.get('flexibleClientsCode')).toBe('100001');
        expect(r.headers.get('flexibleCampaignsId')).toBe('102');
        expect(r.json()).toEqual({ clientTermStatusesId: 1 });
      },
      reply: json({ message: 'ok' }),
    });
    expect(await s.home.answerFromHome(102, true)).toBe(true);
    expect(s.flashedToasts()).toEqual([{ kind: 'success', text: 'Participação confirmada!' }]);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/campanhas/102');
  });

  it('rejects with status 3 and loads the list again', async () => {
    const s = await load();
    fake.expect(
      {
        method: 'PUT',
        url: `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`,
        assert: (r) => expect(r.json()).toEqual({ clientTermStatusesId: 3 }),
        reply: json({ message: 'ok' }),
      },
      { method: 'GET', url: `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`, reply: json([flexibleItem(102, 3)]) },
    );
    expect(await s.home.answerFromHome(102, false)).toBe(true);
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Rejeição confirmada!' }]);
    expect(assign).not.toHaveBeenCalled();
  });
});

describe('changeTerm', () => {
  it('refusing sends 3 and goes to /campanhas with the toast for the next page', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`,
      assert: (r) => expect(r.json()).toEqual({ clientTermStatusesId: 3 }),
      reply: json({ message: 'ok' }),
    });
    await s.details.changeTerm(102, 3);
    expect(assign).toHaveBeenCalledExactlyOnceWith('/campanhas');
    expect(s.flashedToasts()).toEqual([{ kind: 'success', text: 'Rejeição confirmada!' }]);
  });

  it('a failed change is a toast and stays on the page', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CAMPAIGNS}/campaigns/flexibles/clientCampaignTerm`,
      reply: json({ message: 'Erro', details: 'Inscrições finalizadas.' }, 422),
    });
    await s.details.changeTerm(102, 1);
    expect(assign).not.toHaveBeenCalled();
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Inscrições finalizadas.' }]);
    expect(s.details.$termBusy.get()).toBe(false);
  });

  it('an unknown campaign (404) reads as not found, not as an error', async () => {
    const s = await load();
    fake.expect({
      method: 'GET',
      url: `${CAMPAIGNS}/campaigns/flexibles/campaigns/details`,
      assert: (r) => {
        expect(r.headers.get('flexibleclientid')).toBe('100001');
        expect(r.headers.get('flexiblecampaignid')).toBe('999');
      },
      reply: json({ message: 'Não encontrado', details: 'Campanha não encontrada' }, 404),
    });
    await s.details.loadCampaignDetails(999);
    expect(s.details.campaignDetails.$data.get()).toBeNull();
    expect(s.details.campaignDetails.$error.get()).toBeNull();
  });
});

describe('campaign progress', () => {
  it('loads data and current period with their headers, then a past period once', async () => {
    const s = await load();
    fake.expect(
      {
        method: 'GET',
        url: `${CAMPAIGNS}/campaigns/flexibles/campaigns/data`,
        reply: json({
          campaign: {
            id: 101,
            name: 'C',
            description: '',
            initial_date: null,
            final_date: null,
            banner_data: { based_image: null },
            pictures: [],
          },
          periods: [period(10101)],
          accumulated_periods: [],
        }),
      },
      {
        method: 'GET',
        url: `${CAMPAIGNS}/campaigns/trackings/evaluation`,
        assert: (r) => {
          expect(r.headers.get('flexibleClientCode')).toBe('100001');
          expect(r.headers.get('flexibleCampaignId')).toBe('101');
        },
        reply: json(null),
      },
      {
        method: 'GET',
        url: `${CAMPAIGNS}/campaigns/flexibles/periods/evaluation`,
        assert: (r) => {
          expect(r.headers.get('flexiblePeriodId')).toBe('10101');
          expect(r.headers.get('clientCode')).toBe('100001');
          expect(r.headers.get('flexibleCampaignId')).toBe('101');
        },
        reply: json(period(10101)),
      },
    );
    await s.progress.loadCampaignProgress(101);
    expect(s.progress.currentPeriod.$data.get()).toBeNull();
    await s.progress.loadPastPeriod(10101);
    await s.progress.loadPastPeriod(10101);
    expect(s.progress.$pastPeriods.get()['10101']).toMatchObject({ loading: false, error: null, period: { flexible_period_id: 10101 } });
  });
});

describe('sendPhoto', () => {
  const target = { campaignId: 101, periodId: 10104, indicatorId: 1010407 };

  it('sends the multipart fields once, never retrying a 500, and keeps the photo for the screen', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${CAMPAIGNS}/campaigns/flexibles/photographies/`,
      reply: json({ message: 'Erro interno', details: 'Tente novamente mais tarde.' }, 500),
    });
    const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
    expect(await s.photo.sendPhoto(target, photo, { compressed: true })).toBe(false);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Tente novamente mais tarde.' }]);
    expect(s.photo.$sendingPhoto.get()).toBeNull();
  });

  it('shows the answer details and loads the current period again', async () => {
    const s = await load();
    fake.expect(
      { method: 'GET', url: `${CAMPAIGNS}/campaigns/flexibles/campaigns/data`, reply: json({ message: 'x' }, 404) },
      { method: 'GET', url: `${CAMPAIGNS}/campaigns/trackings/evaluation`, reply: json(null) },
    );
    await s.progress.loadCampaignProgress(101);
    fake.expect(
      {
        method: 'POST',
        url: `${CAMPAIGNS}/campaigns/flexibles/photographies/`,
        assert: (r) => {
          const form = r.body as FormData;
          expect(form.get('flexibleCampaignId')).toBe('101');
          expect(form.get('flexiblePeriodId')).toBe('10104');
          expect(form.get('flexibleParamIndicatorId')).toBe('1010407');
          expect(form.get('flexibleClientCode')).toBe('100001');
          expect((form.get('storage') as File).name).toBe('foto.jpg');
        },
        reply: json({ message: 'Foto enviada', details: 'Foto enviada com sucesso! Aguarde a avaliação.' }),
      },
      { method: 'GET', url: `${CAMPAIGNS}/campaigns/trackings/evaluation`, reply: json(period(10104)) },
    );
    expect(await s.photo.sendPhoto(target, new Blob(['jpeg'], { type: 'image/jpeg' }), { compressed: true })).toBe(true);
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto enviada com sucesso! Aguarde a avaliação.' }]);
    expect(s.progress.currentPeriod.$data.get()).toMatchObject({ flexible_period_id: 10104 });
  });
});
