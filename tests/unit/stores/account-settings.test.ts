// The account settings store against a strict fake fetch: the photo checks before any call, the
// upload and removal (multipart field 'profile' present or absent), the session following the new
// photo, the password toasts, and the switches going back to what is saved when a save fails.
import { describe, expect, it, vi } from 'vitest';
import { captureToasts, freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';

const CLIENT = 'https://k.test';
const session = testSession();
const general = {
  user: '12345678909',
  name: 'Bar do Zé Ltda',
  email: 'contato@bardoze.com.br',
  cnpj_cpf: '45723174000110',
  profile: 'https://k.test/static/old.svg',
};

let fake: FakeFetch;

async function load() {
  await freshSignedInModules(fake, session);
  const toasts = await captureToasts();
  const settings = await import('../../../src/lib/stores/account-settings.ts');
  const sessionStore = await import('../../../src/lib/stores/session.ts');
  vi.stubGlobal('window', {
    location: { search: '', pathname: '/cofiguracao', hash: '', origin: 'https://portal.test', assign: vi.fn() },
    dispatchEvent: vi.fn(),
  });
  return { settings, session: sessionStore, toasts, silence: vi.spyOn(console, 'error').mockImplementation(() => undefined) };
}

const photo = (size: number, type = 'image/png', name = 'perfil.png') => new File([new Uint8Array(size)], name, { type });

useFakeFetch((created) => (fake = created));

describe('changeProfilePhoto', () => {
  it('refuses a wrong type or a file over 800 kB without any call', async () => {
    const s = await load();
    expect(await s.settings.changeProfilePhoto(photo(10, 'image/webp', 'a.webp'))).toEqual({
      problem: 'Envie uma imagem JPG, GIF ou PNG.',
    });
    expect(await s.settings.changeProfilePhoto(photo(800 * 1024 + 1))).toEqual({ problem: 'A imagem deve ter no máximo 800 kB.' });
    expect(s.toasts).toEqual([]);
  });

  it('sends the file in the field profile, shows the new photo, updates the session and toasts the details', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: `${CLIENT}/client/general`, reply: json(general) });
    await s.settings.accountGeneral.load();
    expect(s.settings.$profilePhoto.get()).toBe(general.profile);
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
    const sending = s.settings.changeProfilePhoto(photo(1000));
    expect(s.settings.$photoBusy.get()).toBe('upload');
    expect(await sending).toEqual({ problem: null, saved: true });
    expect(s.settings.$photoBusy.get()).toBeNull();
    expect(s.settings.$profilePhoto.get()).toBe('https://k.test/static/uploads/perfil-1');
    expect(s.session.$user.get()?.profile).toBe('https://k.test/static/uploads/perfil-1');
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto de perfil atualizada!' }]);
  });

  it('a failure toasts the service details and keeps the saved photo', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: `${CLIENT}/client/general`, reply: json(general) });
    await s.settings.accountGeneral.load();
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/update-picture`,
      reply: json({ message: 'Arquivo muito grande', details: 'A foto deve ter no máximo 800 kB.' }, 413),
    });
    expect(await s.settings.changeProfilePhoto(photo(1000))).toEqual({ problem: null, saved: false });
    expect(s.settings.$profilePhoto.get()).toBe(general.profile);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'A foto deve ter no máximo 800 kB.' }]);
  });
});

describe('removeProfilePhoto', () => {
  it('sends the form without the field profile and shows no photo', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/update-picture`,
      assert: (request) => expect((request.body as FormData).has('profile')).toBe(false),
      reply: json({ message: 'Foto removida', details: 'Foto de perfil removida!', profile: null }),
    });
    expect(await s.settings.removeProfilePhoto()).toBe(true);
    expect(s.settings.$profilePhoto.get()).toBeNull();
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Foto de perfil removida!' }]);
  });
});

describe('changePassword', () => {
  const change = { password: 'Demo@123', newPassword: 'Nova@456', confirmationNewPassword: 'Nova@456' };

  it('sends the three fields and toasts the details', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CLIENT}/client/update-password`,
      assert: (request) => expect(request.json()).toEqual(change),
      reply: json({ message: 'Senha alterada', details: 'Senha alterada com sucesso!' }),
    });
    expect(await s.settings.changePassword(change)).toBe(true);
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Senha alterada com sucesso!' }]);
  });

  it('a refusal toasts the details', async () => {
    const s = await load();
    fake.expect({
      method: 'PUT',
      url: `${CLIENT}/client/update-password`,
      reply: json({ message: 'Dados inválidos', details: ['A senha atual está incorreta.'] }, 422),
    });
    expect(await s.settings.changePassword(change)).toBe(false);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'A senha atual está incorreta.' }]);
  });
});

describe('saveAcceptances', () => {
  it('saves both values and keeps the change', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: `${CLIENT}/client/notifications`, reply: json({ acceptMail: true, acceptMessages: false }) });
    await s.settings.accountNotifications.load();
    fake.expect({
      method: 'PUT',
      url: `${CLIENT}/client/notifications`,
      assert: (request) => expect(request.json()).toEqual({ acceptMail: true, acceptMessages: true }),
      reply: json({ message: 'Preferências salvas', details: 'Preferências de notificação atualizadas!' }),
    });
    const saving = s.settings.saveAcceptances({ acceptMail: true, acceptMessages: true });
    expect(s.settings.$acceptances.get()).toEqual({ acceptMail: true, acceptMessages: true });
    expect(s.settings.$acceptancesSaving.get()).toBe(true);
    expect(await saving).toBe(true);
    expect(s.settings.$acceptances.get()).toEqual({ acceptMail: true, acceptMessages: true });
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Preferências de notificação atualizadas!' }]);
  });

  it('a failed save (after the one retry) goes back to what is saved and says so', async () => {
    const s = await load();
    fake.expect({ method: 'GET', url: `${CLIENT}/client/notifications`, reply: json({ acceptMail: true, acceptMessages: false }) });
    await s.settings.accountNotifications.load();
    const failure = () => json({ message: 'Erro', details: 'Serviço indisponível.' }, 500);
    fake.expect(
      { method: 'PUT', url: `${CLIENT}/client/notifications`, reply: failure },
      { method: 'PUT', url: `${CLIENT}/client/notifications`, reply: failure },
    );
    expect(await s.settings.saveAcceptances({ acceptMail: false, acceptMessages: false })).toBe(false);
    expect(s.settings.$acceptances.get()).toEqual({ acceptMail: true, acceptMessages: false });
    expect(s.settings.$acceptancesSaving.get()).toBe(false);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Serviço indisponível. Suas preferências não foram alteradas.' }]);
  });
});
