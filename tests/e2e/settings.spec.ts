// Account settings (/cofiguracao) against the demo API: each tab's data, the keyboard tabs, the
// photo (checks before sending, a camera photo brought under 800 kB, upload, remove, failure), the
// password (required fields, refusal, success on the reserved login) and the notification switches
// (save, failure puts them back).
// Tests that change an account use logins.settings, run on desktop only and one after another, so
// no other test (nor the phone project) ever signs in while its password is changed.
import type { Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, apiUrl, siteUrl } from './fixtures.ts';

const cors = { 'access-control-allow-origin': siteUrl };
/** A 1 × 1 PNG: the demo service checks that an upload really is an image. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

const tab = (page: Page, name: string) => page.getByRole('tablist', { name: 'Configurações da conta' }).getByRole('tab', { name });
const panel = (page: Page, name: string) => page.getByRole('tabpanel', { name });
const photoInput = (page: Page) => page.getByLabel('Alterar foto');

/** The profile photo as it went over the wire: the multipart part `profile`'s headers and bytes. */
interface SentPhoto {
  headers: string;
  bytes: Buffer;
}

/** The part named `field` of a multipart/form-data body, or null. */
function multipartPart(body: Buffer, contentType: string, field: string): SentPhoto | null {
  const boundary = /boundary=(.+)$/.exec(contentType)?.[1];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) return null;
    // Each part sits between "--boundary\r\n" and "\r\n--boundary"; its headers end at a blank line.
    const part = body.subarray(start + delimiter.length + 2, next - 2);
    const headersEnd = part.indexOf('\r\n\r\n');
    const headers = part.subarray(0, headersEnd).toString('latin1');
    if (headers.includes(`name="${field}"`)) return { headers, bytes: part.subarray(headersEnd + 4) };
    start = next;
  }
  return null;
}

/**
 * Catches the photo uploads (they never reach the demo API, so its account keeps its photo) and answers
 * each with `answer()` once `hold` resolves. The array it gives gets what each upload carried.
 */
async function catchPhotoUploads(page: Page, answer: () => { status: number; json: unknown }, hold: Promise<void>) {
  const sent: SentPhoto[] = [];
  await page.route('**/client/update-picture', async (route) => {
    const request = route.request();
    if (request.method() !== 'POST') return route.fallback();
    const body = request.postDataBuffer() ?? Buffer.alloc(0);
    const part = multipartPart(body, (await request.headerValue('content-type')) ?? '', 'profile');
    if (part) sent.push(part);
    await hold;
    return route.fulfill({ ...answer(), headers: cors });
  });
  return sent;
}

/** Opens the settings (at a tab's hash) once the island is interactive: Astro drops `ssr` from an island once hydrated. */
async function openSettings(page: Page, hash = '') {
  await page.goto(`/cofiguracao${hash}`);
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
}

/** Answers only `method` calls to `path` (the GETs of the same path go to the demo API). */
async function answerOnly(
  page: Page,
  method: string,
  path: string,
  status: number,
  body: unknown,
  calls: { count: number } = { count: 0 },
) {
  await page.route(`**${path}`, (route: Route) => {
    if (route.request().method() !== method) return route.fallback();
    calls.count += 1;
    return route.fulfill({ status, json: body, headers: cors });
  });
  return calls;
}

test.describe('reading', () => {
  test('Geral shows the photo and the read-only account data (R96)', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await openSettings(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Configurações' })).toBeVisible();
    await expect(tab(page, 'Geral')).toHaveAttribute('aria-selected', 'true');
    const geral = panel(page, 'Geral');
    const facts = geral.getByRole('definition');
    await expect(facts).toHaveText(['12345678909', 'Bar do Zé Ltda', 'contato@bardoze.com.br', '45.723.174/0001-10']);
    await expect(geral.getByRole('img', { name: 'Sua foto de perfil' })).toBeVisible();
    await expect(photoInput(page)).toHaveAttribute('accept', 'image/jpeg,image/gif,image/png');
    await expect(geral.getByRole('button', { name: 'Remover foto' })).toBeVisible();
    // Nothing is an input the user could think editable.
    await expect(geral.getByRole('textbox')).toHaveCount(0);
    // axe: the sweep checks /cofiguracao as it opens, on Geral (a11y.spec.ts).
    // All four tabs fit (two by two on a phone): nothing scrolls sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    for (const name of ['Geral', 'Alterar Senha', 'Equipe Comercial', 'Notificação']) await expect(tab(page, name)).toBeInViewport();
  });

  test('Equipe Comercial: names and the salesperson phone as a tel: link; the tab survives a reload (R96) @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request, logins.store);
    await openSettings(page);
    await tab(page, 'Equipe Comercial').click();
    await expect(page).toHaveURL(/#equipe$/);
    const equipe = panel(page, 'Equipe Comercial');
    await expect(equipe.getByRole('definition')).toHaveText(['Carla Menezes', 'Roberto Farias', 'Anderson Lima', '(21) 98877-6655']);
    await expect(equipe.getByRole('link', { name: '(21) 98877-6655' })).toHaveAttribute('href', 'tel:21988776655');
    await expectNoAxeViolations(page, '/cofiguracao Equipe Comercial');
    await page.reload();
    await expect(tab(page, 'Equipe Comercial')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Equipe Comercial').getByText('Anderson Lima')).toBeVisible();
  });

  test('a link to #senha opens that tab without loading the others (R96) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    const loaded: string[] = [];
    page.on('request', (r) => {
      if (/\/client\/(general|commercial|notifications)$/.test(r.url()) && r.method() === 'GET') loaded.push(r.url());
    });
    await openSettings(page, '#senha');
    await expect(tab(page, 'Alterar Senha')).toHaveAttribute('aria-selected', 'true');
    await expect(panel(page, 'Alterar Senha').getByLabel('Senha atual')).toBeVisible();
    await expect(panel(page, 'Geral')).toBeHidden();
    expect(loaded).toEqual([]);
  });

  test('keyboard: arrows, Home and End move between the tabs, one tab stop (R115) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await openSettings(page);
    await expect(panel(page, 'Geral').getByRole('definition').first()).toBeVisible();
    await tab(page, 'Geral').focus();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Alterar Senha')).toBeFocused();
    await expect(tab(page, 'Alterar Senha')).toHaveAttribute('aria-selected', 'true');
    await expect(tab(page, 'Geral')).toHaveAttribute('tabindex', '-1');
    await expect(panel(page, 'Alterar Senha')).toBeVisible();
    await page.keyboard.press('End');
    await expect(tab(page, 'Notificação')).toBeFocused();
    await expect(panel(page, 'Notificação').getByRole('switch', { name: 'Receber e-mails' })).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(tab(page, 'Geral')).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(tab(page, 'Notificação')).toBeFocused();
    await page.keyboard.press('Home');
    await expect(tab(page, 'Geral')).toHaveAttribute('aria-selected', 'true');
    // Tab leaves the tab list for the open panel.
    await page.keyboard.press('Tab');
    await expect(panel(page, 'Geral')).toBeFocused();
  });

  test('a tab whose data fails says so and loads on retry (R96) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    await answerOnly(page, 'GET', '/client/commercial', 500, { message: 'Erro', details: 'Equipe comercial indisponível no momento.' });
    await openSettings(page, '#equipe');
    const equipe = panel(page, 'Equipe Comercial');
    await expect(equipe.getByRole('alert')).toContainText('Equipe comercial indisponível no momento.');
    await expectNoAxeViolations(page, '/cofiguracao Equipe Comercial load error');
    await page.unroute('**/client/commercial');
    await equipe.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(equipe.getByText('Anderson Lima')).toBeVisible();
    await expect(equipe.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('photo checks and failures', () => {
  test('a file that is not an image (whatever its name says), or an image that cannot be brought under 800 kB, is refused before any request (R97, R256, R278) @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request, logins.store);
    let uploads = 0;
    page.on('request', (r) => {
      if (r.url().includes('/client/update-picture')) uploads += 1;
    });
    await openSettings(page);
    const geral = panel(page, 'Geral');
    await expect(geral.getByRole('img', { name: 'Sua foto de perfil' })).toBeVisible();
    // The limit is stated on screen, though a bigger photo is made to fit (R97, R255).
    await expect(geral.getByText('JPG, GIF ou PNG, com até 800 kB.')).toBeVisible();
    await photoInput(page).setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4') });
    await expect(geral.getByRole('alert')).toHaveText('Envie uma imagem JPG, GIF ou PNG.');
    await expect(photoInput(page)).toHaveAccessibleDescription('Envie uma imagem JPG, GIF ou PNG.');
    await expectNoAxeViolations(page, '/cofiguracao photo refused');
    // A document renamed like a photo, its type given as JPEG: its first bytes say it is no image (R278).
    await photoInput(page).setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.4 contrato') });
    await expect(geral.getByRole('alert')).toHaveText('Envie uma imagem JPG, GIF ou PNG.');
    await expect(geral.getByRole('img', { name: 'Prévia da nova foto de perfil' })).toHaveCount(0);
    // Over 800 kB and named like a photo, but no browser can decode it: it cannot be redrawn smaller.
    const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(900 * 1024, 0x5a)]);
    await photoInput(page).setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: broken });
    const rule = 'Não foi possível reduzir esta imagem para 800 kB. Envie uma imagem JPG, GIF ou PNG com até 800 kB.';
    await expect(geral.getByRole('alert')).toHaveText(rule);
    await expect(photoInput(page)).toHaveAccessibleDescription(rule);
    await expect(geral.getByRole('img', { name: 'Sua foto de perfil' })).toBeVisible();
    await expect(geral.locator('[aria-busy="true"]')).toHaveCount(0);
    await expect(geral.getByRole('button', { name: 'Remover foto' })).not.toHaveAttribute('aria-disabled', 'true');
    expect(uploads).toBe(0);
  });

  test('a camera photo of several MB is prepared on the phone, marked busy, and sent as a JPEG within 800 kB (R255, R257) @desktop-only', async ({
    page,
    request,
  }) => {
    // Several MB made, carried into the page, decoded and drawn twice: slow on a shared 2-core machine.
    test.setTimeout(60_000);
    // Decoding waits for the test's word, so the preparing step can be seen (it takes a moment on a phone).
    await page.addInitScript(() => {
      const gate = window as unknown as { __decodeGate?: Promise<void>; __openDecodeGate?: () => void };
      gate.__decodeGate = new Promise((resolve) => (gate.__openDecodeGate = resolve));
      const decode = window.createImageBitmap.bind(window);
      const gated = async (image: ImageBitmapSource, options?: ImageBitmapOptions) => {
        await gate.__decodeGate;
        return decode(image, options);
      };
      window.createImageBitmap = gated;
    });
    await signIn(page, request, logins.store);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let saved = '';
    const updated = () => ({ status: 200, json: { message: 'Foto atualizada', details: 'Foto de perfil atualizada!', profile: saved } });
    const sent = await catchPhotoUploads(page, updated, held);
    await openSettings(page);
    const geral = panel(page, 'Geral');
    const photo = geral.getByRole('img', { name: 'Sua foto de perfil' });
    await expect(photo).toBeVisible();
    saved = (await photo.getAttribute('src')) ?? '';

    // A real, decodable 2400 × 1800 JPEG of several MB, as a phone camera takes them (noise compresses badly).
    const cameraPhoto = Buffer.from(
      await page.evaluate(async () => {
        const canvas = document.createElement('canvas');
        canvas.width = 2400;
        canvas.height = 1800;
        const context = canvas.getContext('2d')!;
        const rows = 16;
        const noise = context.createImageData(canvas.width, rows);
        for (let y = 0; y < canvas.height; y += rows) {
          for (let i = 0; i < noise.data.length; i += 65_536) crypto.getRandomValues(noise.data.subarray(i, i + 65_536));
          for (let i = 3; i < noise.data.length; i += 4) noise.data[i] = 255;
          context.putImageData(noise, 0, y);
        }
        const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b!), 'image/jpeg', 0.9));
        const url = await new Promise<string>((resolve) => {
          const reader = new FileReader();
          reader.onload = () => resolve(reader.result as string);
          reader.readAsDataURL(blob);
        });
        return url.slice(url.indexOf(',') + 1);
      }),
      'base64',
    );
    expect(cameraPhoto.length).toBeGreaterThan(2 * 1024 * 1024);

    await photoInput(page).setInputFiles({ name: 'IMG_20260301_101500.jpg', mimeType: 'image/jpeg', buffer: cameraPhoto });
    await expect(geral.getByRole('status').filter({ hasText: 'Preparando foto...' })).toBeVisible();
    await expect(geral.locator('[aria-busy="true"]')).toHaveCount(1);
    await expect(geral.getByRole('button', { name: 'Remover foto' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page, '/cofiguracao photo being prepared');
    await page.evaluate(() => (window as unknown as { __openDecodeGate: () => void }).__openDecodeGate());

    // Then it uploads: its preview shows, still marked busy.
    await expect(geral.getByRole('status').filter({ hasText: 'Enviando foto...' })).toBeVisible({ timeout: 20_000 });
    await expect(geral.getByRole('img', { name: 'Prévia da nova foto de perfil' })).toHaveAttribute('src', /^blob:/);
    await expect(geral.locator('[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(page.getByText('Foto de perfil atualizada!')).toBeVisible();
    await expect(geral.getByRole('alert')).toHaveCount(0);
    await expect(geral.locator('[aria-busy="true"]')).toHaveCount(0);

    // On the wire: one JPEG of at most 800 kB (800 × 1024 bytes), not the camera's file.
    expect(sent).toHaveLength(1);
    const [upload] = sent;
    expect(upload!.headers).toContain('filename="perfil.jpg"');
    expect(upload!.headers).toMatch(/content-type: image\/jpeg/i);
    expect([...upload!.bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(upload!.bytes.length).toBeGreaterThan(50 * 1024);
    expect(upload!.bytes.length).toBeLessThanOrEqual(800 * 1024);
  });

  test('while uploading, the preview shows, marked busy; a failure shows the details and puts the saved photo back (R97, R255) @desktop-only', async ({
    page,
    request,
  }) => {
    await signIn(page, request, logins.store);
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const failed = () => ({ status: 500, json: { message: 'Erro', details: 'Não foi possível salvar a foto agora.' } });
    const sent = await catchPhotoUploads(page, failed, held);
    await openSettings(page);
    const geral = panel(page, 'Geral');
    const photo = geral.getByRole('img', { name: 'Sua foto de perfil' });
    await expect(photo).toBeVisible();
    const saved = await photo.getAttribute('src');
    await photoInput(page).setInputFiles({ name: 'perfil.png', mimeType: 'image/png', buffer: png });
    await expect(geral.getByRole('img', { name: 'Prévia da nova foto de perfil' })).toHaveAttribute('src', /^blob:/);
    await expect(geral.getByRole('status').filter({ hasText: 'Enviando foto...' })).toBeVisible();
    await expect(geral.locator('[aria-busy="true"]')).toHaveCount(1);
    release();
    await expect(page.getByText('Não foi possível salvar a foto agora.')).toBeVisible();
    await expect(photo).toHaveAttribute('src', saved ?? '');
    await expect(geral.getByRole('status').filter({ hasText: 'Enviando foto' })).toHaveCount(0);
    await expect(geral.locator('[aria-busy="true"]')).toHaveCount(0);
    // A photo within 800 kB went as it is, byte for byte (product-rules R255).
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers).toContain('filename="perfil.png"');
    expect(sent[0]!.headers).toMatch(/content-type: image\/png/i);
    expect(sent[0]!.bytes.equals(png)).toBe(true);
  });
});

test.describe('notifications', () => {
  test('flipping a switch saves both values and shows the service details (R99)', async ({ page, request }) => {
    await signIn(page, request, logins.noStore);
    await openSettings(page);
    await tab(page, 'Notificação').click();
    const mail = page.getByRole('switch', { name: 'Receber e-mails' });
    const messages = page.getByRole('switch', { name: 'Receber mensagens' });
    await expect(mail).toBeVisible();
    await expectNoAxeViolations(page, '/cofiguracao Notificação');
    const before = { acceptMail: await mail.isChecked(), acceptMessages: await messages.isChecked() };
    const saved = page.waitForRequest((r) => r.url().endsWith('/client/notifications') && r.method() === 'PUT');
    await mail.click();
    expect((await saved).postDataJSON()).toEqual({ acceptMail: !before.acceptMail, acceptMessages: before.acceptMessages });
    await expect(page.getByText('Preferências de notificação atualizadas!')).toBeVisible();
    await expect(mail).toBeChecked({ checked: !before.acceptMail });
  });

  test('a failed save flips the switch back and says why (R99) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.noStore);
    const calls = await answerOnly(page, 'PUT', '/client/notifications', 500, {
      message: 'Erro',
      details: 'Preferências indisponíveis no momento.',
    });
    await openSettings(page, '#notificacao');
    const messages = page.getByRole('switch', { name: 'Receber mensagens' });
    await expect(messages).toBeVisible();
    const before = await messages.isChecked();
    await messages.press('Space');
    await expect(page.getByText('Preferências indisponíveis no momento. Suas preferências não foram alteradas.')).toBeVisible();
    await expect(messages).toBeChecked({ checked: before });
    await expect(messages).toBeFocused();
    expect(calls.count).toBeGreaterThan(0);
  });
});

test.describe('password', () => {
  test('the three fields are required; nothing is sent until they are filled (R98) @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.store);
    let sent = 0;
    page.on('request', (r) => {
      if (r.url().includes('/client/update-password')) sent += 1;
    });
    await openSettings(page, '#senha');
    const form = panel(page, 'Alterar Senha');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(form.getByLabel('Senha atual')).toBeFocused();
    await expect(form.getByLabel('Senha atual')).toHaveAccessibleDescription('Informe a senha atual.');
    await expect(form.getByLabel('Nova senha', { exact: true })).toHaveAccessibleDescription('Informe a nova senha.');
    await expect(form.getByLabel('Repita a nova senha')).toHaveAccessibleDescription('Repita a nova senha.');
    await expectNoAxeViolations(page, '/cofiguracao Alterar Senha with errors');
    expect(sent).toBe(0);
  });

  test('a refused change shows the service details and keeps the fields (R98) @desktop-only', async ({ page, request }) => {
    // A wrong current password: the service refuses it, so the shared login keeps its password.
    await signIn(page, request, logins.store);
    await openSettings(page, '#senha');
    const form = panel(page, 'Alterar Senha');
    await form.getByLabel('Senha atual').fill('Errada@999');
    await form.getByLabel('Nova senha', { exact: true }).fill('Nova@4567');
    await form.getByLabel('Repita a nova senha').fill('Nova@4567');
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    await expect(page.getByText('A senha atual está incorreta.')).toBeVisible();
    await expect(form.getByLabel('Senha atual')).toHaveValue('Errada@999');
    await expect(form.getByLabel('Nova senha', { exact: true })).toHaveValue('Nova@4567');
    await expect(form.getByLabel('Repita a nova senha')).toHaveValue('Nova@4567');
  });
});

test.describe('changes to the reserved login', () => {
  test.describe.configure({ mode: 'serial' });

  test('password: success is a toast with the details and clears the fields (R98) @desktop-only', async ({ page, request }) => {
    const session = await signIn(page, request, logins.settings);
    const next = 'Adega@2026';
    try {
      await openSettings(page, '#senha');
      const form = panel(page, 'Alterar Senha');
      await form.getByLabel('Senha atual').fill(logins.settings.password);
      await form.getByLabel('Nova senha', { exact: true }).fill(next);
      await form.getByLabel('Repita a nova senha').fill(next);
      const sent = page.waitForRequest((r) => r.url().endsWith('/client/update-password'));
      await form.getByRole('button', { name: 'Alterar senha' }).click();
      expect((await sent).postDataJSON()).toEqual({ password: logins.settings.password, newPassword: next, confirmationNewPassword: next });
      await expect(page.getByText('Senha alterada com sucesso!')).toBeVisible();
      await expect(form.getByLabel('Senha atual')).toHaveValue('');
      await expect(form.getByLabel('Nova senha', { exact: true })).toHaveValue('');
      await expect(form.getByLabel('Repita a nova senha')).toHaveValue('');
      // Emptied after success, not invalid: no 'required' message until the next submit.
      await expect(form.getByText('Informe a senha atual.')).toHaveCount(0);
    } finally {
      // Back to the seed password whatever happened, with the session (it outlives the change).
      await request.put(`${apiUrl}/client-api/client/update-password`, {
        headers: { Authorization: `Bearer ${session.token.access_token}` },
        data: { password: next, newPassword: logins.settings.password, confirmationNewPassword: logins.settings.password },
      });
    }
  });

  test('photo: upload shows it, remove takes it away, each with the service details @desktop-only', async ({ page, request }) => {
    await signIn(page, request, logins.settings);
    await openSettings(page);
    const geral = panel(page, 'Geral');
    await expect(geral.getByRole('definition').first()).toHaveText(logins.settings.username);
    // Start from no photo, whatever an earlier run left.
    const remove = geral.getByRole('button', { name: 'Remover foto' });
    if (await remove.isVisible()) {
      await remove.click();
      await expect(geral.getByText('Sem foto')).toBeVisible();
    }
    await expect(geral.getByText('Sem foto')).toBeVisible();

    // A file upload's body is not on the request a response listener sees (only on a routed one): the
    // demo's answer says what it received (a new photo URL only when the field 'profile' carried an image).
    const isPicture = (r: { url(): string; request(): { method(): string } }) =>
      r.url().endsWith('/client/update-picture') && r.request().method() === 'POST';
    const upload = page.waitForResponse(isPicture);
    await photoInput(page).setInputFiles({ name: 'perfil.png', mimeType: 'image/png', buffer: png });
    const uploaded = await upload;
    expect(await uploaded.request().headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await uploaded.json()).toMatchObject({ profile: expect.stringMatching(/\/static\/uploads\//) });
    await expect(page.getByText('Foto de perfil atualizada!')).toBeVisible();
    await expect(geral.getByRole('img', { name: 'Sua foto de perfil' })).toHaveAttribute('src', /\/static\/uploads\//);
    // The stored session follows the new photo.
    const stored = await page.evaluate(() => Object.values<string>(localStorage).find((v) => v.includes('"profile"')) ?? '');
    expect(stored).toContain('/static/uploads/');

    const removal = page.waitForResponse(isPicture);
    await geral.getByRole('button', { name: 'Remover foto' }).click();
    const removed = await removal;
    expect(await removed.request().headerValue('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(await removed.json()).toMatchObject({ profile: null });
    await expect(page.getByText('Foto de perfil removida!')).toBeVisible();
    await expect(geral.getByText('Sem foto')).toBeVisible();
    await expect(geral.getByRole('button', { name: 'Remover foto' })).toHaveCount(0);
    await expectNoAxeViolations(page, '/cofiguracao Geral without a photo');
  });
});
