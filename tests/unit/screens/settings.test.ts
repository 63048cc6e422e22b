// The settings screen against a strict fake fetch: each tab's data asked for once, the first time
// the tab opens (early start and mount included), a tab's failure and retry; the photo checks
// before any call, a photo over 800 kB prepared first (a fake drawing code: unit tests have no
// canvas), the upload and removal (multipart field 'profile' present or absent), the
// session following the new photo, the password toasts, and the switches going back to what is
// saved when a save fails.
import { describe, expect, it, vi } from 'vitest';
import { captureToasts, freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { hang, json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { settled } from '../../support/screen.ts';
import type { SettingsView, ShrinkPhoto } from '../../../src/lib/screens/settings.ts';

const CLIENT = 'https://k.test';
const GENERAL = `${CLIENT}/client/general`;
const COMMERCIAL = `${CLIENT}/client/commercial`;
const NOTIFICATIONS = `${CLIENT}/client/notifications`;
const session = testSession();
const general = {
  user: '12345678909',
  name: 'Bar do Zé Ltda',
  email: 'contato@bardoze.com.br',
  cnpj_cpf: '45723174000110',
  profile: 'https://k.test/static/old.svg',
};
const commercial = { manager: 'Carla Menezes', coordinator: 'Roberto Farias', figureName: 'Anderson Lima', cellphone: '(21) 98877-6655' };

let fake: FakeFetch;

async function load(shrinkPhoto?: ShrinkPhoto) {
  await freshSignedInModules(fake, session);
  const toasts = await captureToasts();
  const { createSettingsScreen } = await import('../../../src/lib/screens/settings.ts');
  const sessionStore = await import('../../../src/lib/stores/session.ts');
  return {
    screen: createSettingsScreen(shrinkPhoto),
    session: sessionStore,
    toasts,
    silence: vi.spyOn(console, 'error').mockImplementation(() => undefined),
  };
}

type Screen = Awaited<ReturnType<typeof load>>['screen'];

/** The view now (the screen must have started). */
function view(screen: Screen): SettingsView {
  const state = screen.$state.get();
  if (state.state !== 'ready') throw new Error(`screen ${state.state}`);
  return state.view;
}

/** The view once `pick` of it is no longer loading. */
async function partSettled(screen: Screen, pick: (view: SettingsView) => { state: string }): Promise<SettingsView> {
  await settled(screen.$state);
  await vi.waitFor(() => expect(pick(view(screen)).state).not.toBe('loading'));
  return view(screen);
}

/** The first bytes of each type, as a phone's files begin (the screen reads them: R278). */
const signatures: Record<string, number[]> = {
  'image/png': [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  'image/jpeg': [0xff, 0xd8, 0xff, 0xe0],
  'image/gif': [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
};
/** A file of `size` bytes that begins as `content` says (its type's signature by default). */
const photo = (size: number, type = 'image/png', name = 'perfil.png', content = type) => {
  const bytes = new Uint8Array(size);
  bytes.set((signatures[content] ?? []).slice(0, size));
  return new File([bytes], name, { type });
};

useFakeFetch((created) => (fake = created));

describe('tabs', () => {
  it("the early start and the mount ask for 'Geral' once; its data is drawn from the view", async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: GENERAL, reply: json(general) });
    s.screen.start('geral');
    s.screen.start('geral');
    s.screen.selectTab('geral');
    const shown = await partSettled(s.screen, (v) => v.general);
    expect(fake.calls.filter((call) => call.url === GENERAL)).toHaveLength(1);
    expect(shown.general).toEqual({
      state: 'ready',
      view: { user: '12345678909', company: 'Bar do Zé Ltda', email: 'contato@bardoze.com.br', document: '45.723.174/0001-10' },
    });
    expect(shown.photo).toBe(general.profile);
  });

  it("opening on 'Alterar Senha' asks for nothing; each other tab is asked for the first time it opens", async () => {
    const s = await load();
    s.screen.start('senha');
    s.screen.start('senha');
    expect(fake.calls.filter((call) => call.url.startsWith(CLIENT))).toEqual([]);
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json(commercial) });
    s.screen.selectTab('equipe');
    s.screen.selectTab('senha');
    s.screen.selectTab('equipe');
    const shown = await partSettled(s.screen, (v) => v.commercial);
    expect(shown.commercial).toEqual({
      state: 'ready',
      view: {
        manager: 'Carla Menezes',
        coordinator: 'Roberto Farias',
        salesperson: 'Anderson Lima',
        phone: '(21) 98877-6655',
        phoneHref: 'tel:21988776655',
      },
    });
    expect(shown.general).toEqual({ state: 'loading' });
  });

  it("a tab's failure (after the one retry) says why, and its retry loads it", async () => {
    const s = await load();
    const failure = () => json({ message: 'Erro', details: 'Equipe comercial indisponível no momento.' }, 500);
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: failure() }, { method: 'GET', url: COMMERCIAL, reply: failure() });
    s.screen.start('equipe');
    expect((await partSettled(s.screen, (v) => v.commercial)).commercial).toEqual({
      state: 'error',
      message: 'Equipe comercial indisponível no momento.',
    });
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json({ ...commercial, cellphone: '' }) });
    s.screen.retryTab('equipe');
    expect(view(s.screen).commercial).toEqual({ state: 'loading' });
    expect((await partSettled(s.screen, (v) => v.commercial)).commercial).toMatchObject({ state: 'ready', view: { phoneHref: null } });
  });

  it('an answer after exit is dropped, and the next start asks again', async () => {
    const s = await load();
    fake.expect(
      { method: 'GET', url: GENERAL, reply: json(general) },
      { method: 'GET', url: GENERAL, reply: json({ ...general, profile: null }) },
    );
    s.screen.start('geral');
    s.screen.exit();
    expect(s.screen.$state.get()).toEqual({ state: 'loading' });
    s.screen.start('geral');
    const shown = await partSettled(s.screen, (v) => v.general);
    expect(shown.photo).toBeNull();
  });
});

describe('changeProfilePhoto (R97)', () => {
  it('refuses a wrong type, by its name, its type or its first bytes, without any call (R278)', async () => {
    const shrink = vi.fn<ShrinkPhoto>();
    const s = await load(shrink);
    expect(await s.screen.changeProfilePhoto(photo(10, 'image/webp', 'a.webp'))).toEqual({
      problem: 'Envie uma imagem JPG, GIF ou PNG.',
    });
    expect(await s.screen.changeProfilePhoto(photo(5_000_000, 'application/pdf', 'a.pdf'))).toEqual({
      problem: 'Envie uma imagem JPG, GIF ou PNG.',
    });
    // Named and typed as a JPEG, and small enough to go as it is, but its first bytes are no image's (R278).
    expect(await s.screen.changeProfilePhoto(photo(1000, 'image/jpeg', 'foto.jpg', 'pdf'))).toEqual({
      problem: 'Envie uma imagem JPG, GIF ou PNG.',
    });
    expect(shrink).not.toHaveBeenCalled();
    expect(s.toasts).toEqual([]);
  });

  it('sends a photo of 800 kB as it is, the very file, without drawing it (R255)', async () => {
    const shrink = vi.fn<ShrinkPhoto>();
    const s = await load(shrink);
    s.screen.start('senha');
    const file = photo(800 * 1024);
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/update-picture`,
      assert: (request) => {
        const sent = (request.body as FormData).get('profile') as File;
        expect([sent.name, sent.type, sent.size]).toEqual(['perfil.png', 'image/png', 800 * 1024]);
      },
      reply: json({ message: 'Foto atualizada', profile: 'https://k.test/static/uploads/perfil-1' }),
    });
    const ready = vi.fn();
    expect(await s.screen.changeProfilePhoto(file, ready)).toEqual({ problem: null, saved: true });
    expect(ready).toHaveBeenCalledWith(file);
    expect(shrink).not.toHaveBeenCalled();
  });

  it('prepares a photo over 800 kB as a JPEG within it, marked busy, then sends that JPEG (R255, R257)', async () => {
    let finish: (photo: Blob | null) => void = () => undefined;
    const shrink = vi.fn<ShrinkPhoto>(() => new Promise((resolve) => (finish = resolve)));
    const s = await load(shrink);
    s.screen.start('senha');
    const file = photo(3_000_000, 'image/jpeg', 'IMG_0001.jpg');
    const jpeg = new Blob([new Uint8Array(500_000)], { type: 'image/jpeg' });
    const ready = vi.fn();
    const changing = s.screen.changeProfilePhoto(file, ready);
    // Busy from the tap, while its first bytes are read (R278), then drawn.
    expect(view(s.screen).photoBusy).toBe('prepare');
    await vi.waitFor(() => expect(shrink).toHaveBeenCalledWith(file));
    expect(view(s.screen).photoBusy).toBe('prepare');
    // Nothing else starts meanwhile.
    expect(await s.screen.removeProfilePhoto()).toBe(false);
    expect(await s.screen.changeProfilePhoto(photo(1000))).toEqual({ problem: null, saved: false });
    expect(ready).not.toHaveBeenCalled();
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/update-picture`,
      assert: (request) => {
        // Sent as 'perfil.jpg' (a drawn JPEG has no name), while the preview shows it, marked busy.
        const sent = (request.body as FormData).get('profile') as File;
        expect([sent.name, sent.type, sent.size]).toEqual(['perfil.jpg', 'image/jpeg', 500_000]);
        expect(view(s.screen).photoBusy).toBe('upload');
        expect(ready).toHaveBeenCalledWith(jpeg);
      },
      reply: json({ message: 'Foto atualizada', details: 'Foto de perfil atualizada!', profile: 'https://k.test/static/uploads/perfil-1' }),
    });
    finish(jpeg);
    expect(await changing).toEqual({ problem: null, saved: true });
    expect(view(s.screen).photoBusy).toBeNull();
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto de perfil atualizada!' }]);
  });

  it('refuses a photo that cannot be brought under 800 kB, stating the rule, without any call (R256)', async () => {
    const s = await load(() => Promise.resolve(null));
    s.screen.start('senha');
    const ready = vi.fn();
    expect(await s.screen.changeProfilePhoto(photo(900_000, 'image/jpeg', 'quebrada.jpg'), ready)).toEqual({
      problem: 'Não foi possível reduzir esta imagem para 800 kB. Envie uma imagem JPG, GIF ou PNG com até 800 kB.',
    });
    expect(ready).not.toHaveBeenCalled();
    expect(view(s.screen).photoBusy).toBeNull();
    expect(s.toasts).toEqual([]);
  });

  it('says so when the drawing code cannot be fetched, and sends nothing (R257)', async () => {
    const s = await load(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    s.screen.start('senha');
    expect(await s.screen.changeProfilePhoto(photo(900_000))).toEqual({ problem: null, saved: false });
    expect(view(s.screen).photoBusy).toBeNull();
    expect(s.toasts).toHaveLength(1);
    expect(s.toasts[0]?.kind).toBe('error');
  });

  it('sends the file in the field profile, shows the new photo, updates the session and toasts the details', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: GENERAL, reply: json(general) });
    s.screen.start('geral');
    expect((await partSettled(s.screen, (v) => v.general)).photo).toBe(general.profile);
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/update-picture`,
      assert: (request) => {
        const form = request.body as FormData;
        expect(form).toBeInstanceOf(FormData);
        expect((form.get('profile') as File).name).toBe('perfil.png');
      },
      reply: json({ message: 'Foto atualizada', details: 'Foto de perfil atualizada!', profile: 'https://k.test/static/uploads/perfil-1' }),
    });
    const sending = s.screen.changeProfilePhoto(photo(1000));
    expect(view(s.screen).photoBusy).toBe('upload');
    expect(await sending).toEqual({ problem: null, saved: true });
    expect(view(s.screen).photoBusy).toBeNull();
    expect(view(s.screen).photo).toBe('https://k.test/static/uploads/perfil-1');
    expect(s.session.$user.get()?.profile).toBe('https://k.test/static/uploads/perfil-1');
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto de perfil atualizada!' }]);
  });

  it("an answer that does not say where the photo is asks for 'Geral' again, which stays drawn meanwhile", async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: GENERAL, reply: json(general) });
    s.screen.start('geral');
    await partSettled(s.screen, (v) => v.general);
    fake.expect(
      { method: 'POST', url: `${CLIENT}/client/update-picture`, reply: json({ message: 'Foto atualizada' }) },
      { method: 'GET', url: GENERAL, reply: json({ ...general, profile: 'https://k.test/static/uploads/perfil-2' }) },
    );
    expect(await s.screen.changeProfilePhoto(photo(1000))).toEqual({ problem: null, saved: true });
    expect(view(s.screen).general.state).toBe('ready');
    await vi.waitFor(() => expect(view(s.screen).photo).toBe('https://k.test/static/uploads/perfil-2'));
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto de perfil atualizada!' }]);
  });

  it('a failure toasts the service details and keeps the saved photo', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: GENERAL, reply: json(general) });
    s.screen.start('geral');
    await partSettled(s.screen, (v) => v.general);
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/update-picture`,
      reply: json({ message: 'Arquivo muito grande', details: 'A foto deve ter no máximo 800 kB.' }, 413),
    });
    expect(await s.screen.changeProfilePhoto(photo(1000))).toEqual({ problem: null, saved: false });
    expect(view(s.screen).photo).toBe(general.profile);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'A foto deve ter no máximo 800 kB.' }]);
  });
});

describe('removeProfilePhoto (R97)', () => {
  it('sends the form without the field profile and shows no photo', async () => {
    const s = await load();
    s.screen.start('senha');
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/update-picture`,
      assert: (request) => expect((request.body as FormData).has('profile')).toBe(false),
      reply: json({ message: 'Foto removida', details: 'Foto de perfil removida!', profile: null }),
    });
    expect(await s.screen.removeProfilePhoto()).toBe(true);
    expect(view(s.screen).photo).toBeNull();
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto de perfil removida!' }]);
  });

  it('a second change while one is on its way is ignored', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${CLIENT}/client/update-picture`, reply: json({ message: 'Foto removida', profile: null }) });
    const first = s.screen.removeProfilePhoto();
    expect(await s.screen.removeProfilePhoto()).toBe(false);
    expect(await first).toBe(true);
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto de perfil removida!' }]);
  });
});

describe('changePassword (R98)', () => {
  const change = { password: 'Demo@123', newPassword: 'Nova@456', confirmationNewPassword: 'Nova@456' };

  it('sends the three fields and toasts the details', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CLIENT}/client/update-password`,
      assert: (request) => expect(request.json()).toEqual(change),
      reply: json({ message: 'Senha alterada', details: 'Senha alterada com sucesso!' }),
    });
    expect(await s.screen.changePassword(change)).toBe('changed');
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Senha alterada com sucesso!' }]);
  });

  it('a refusal toasts the details', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CLIENT}/client/update-password`,
      reply: json({ message: 'Dados inválidos', details: ['A senha atual está incorreta.'] }, 422),
    });
    expect(await s.screen.changePassword(change)).toBe('refused');
    expect(s.toasts).toEqual([{ kind: 'error', text: 'A senha atual está incorreta.' }]);
  });

  it('a 500 is sent once (a write) and toasts its details (R161)', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CLIENT}/client/update-password`,
      reply: json({ message: 'Erro', details: 'Serviço indisponível.' }, 500),
    });
    expect(await s.screen.changePassword(change)).toBe('refused');
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Serviço indisponível.' }]);
  });

  // product-rules R161: the first attempt may have changed the password; an error would be a false failure.
  it.each([
    ['the connection drops', networkError],
    ['no answer comes in time', hang],
  ] as const)('%s: says the change may have been made, no error toast, nothing sent again (R160, R161)', async (_name, reply) => {
    const s = await load();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.expect({ method: 'PUT', url: `${CLIENT}/client/update-password`, reply });
    const outcome = s.screen.changePassword(change);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toBe('unsure');
    expect(s.toasts).toEqual([]);
  });
});

describe('saveNotifications (R99)', () => {
  it('saves both values and keeps the change', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: NOTIFICATIONS, reply: json({ acceptMail: true, acceptMessages: false }) });
    s.screen.start('notificacao');
    await partSettled(s.screen, (v) => v.notifications);
    fake.expect({
      method: 'PUT',
      url: NOTIFICATIONS,
      assert: (request) => expect(request.json()).toEqual({ acceptMail: true, acceptMessages: true }),
      reply: json({ message: 'Preferências salvas', details: 'Preferências de notificação atualizadas!' }),
    });
    const saving = s.screen.saveNotifications({ acceptMail: true, acceptMessages: true });
    expect(view(s.screen).notifications).toEqual({ state: 'ready', view: { acceptMail: true, acceptMessages: true } });
    expect(view(s.screen).savingNotifications).toBe(true);
    expect(await saving).toBe(true);
    expect(view(s.screen).notifications).toEqual({ state: 'ready', view: { acceptMail: true, acceptMessages: true } });
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Preferências de notificação atualizadas!' }]);
  });

  it('nothing is saved before the switches are known', async () => {
    const s = await load();
    expect(await s.screen.saveNotifications({ acceptMail: true, acceptMessages: true })).toBe(false);
  });

  it('a failed save (sent once, a write) goes back to what is saved and says so', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: NOTIFICATIONS, reply: json({ acceptMail: true, acceptMessages: false }) });
    s.screen.start('notificacao');
    await partSettled(s.screen, (v) => v.notifications);
    const failure = () => json({ message: 'Erro', details: 'Serviço indisponível.' }, 500);
    fake.expect({ method: 'PUT', url: NOTIFICATIONS, reply: failure });
    expect(await s.screen.saveNotifications({ acceptMail: false, acceptMessages: false })).toBe(false);
    expect(view(s.screen).notifications).toEqual({ state: 'ready', view: { acceptMail: true, acceptMessages: false } });
    expect(view(s.screen).savingNotifications).toBe(false);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Serviço indisponível. Suas preferências não foram alteradas.' }]);
  });
});
