// Writes need the network and say so before the user tries (docs/product-rules.md R170). Each test
// loads its page online (the suite blocks service workers: the page is already loaded, and a modal's
// code is fetched by opening it first), goes offline, and expects the control off with its line, what
// was typed kept, and no request of that write leaving; back online, the control is on again by itself.
// The cart and its send: offline-cart.serial.spec.ts.
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins } from './fixtures.ts';

const offline = (what: string) => `Sem conexão. Conecte-se à internet para ${what}.`;

/**
 * The sign-in pages keep no data: their offline banner promises none (product-rules R264), unlike the
 * signed-in pages' (kept.spec.ts).
 */
const expectPlainBanner = (page: Page) => expect(page.getByText('Você está sem conexão.', { exact: true })).toBeVisible();

/** Every request of `method` whose URL contains `path`, from now on (offline ones included). */
function writesTo(page: Page, method: string, path: string): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && request.url().includes(path)) seen.push(request.url());
  });
  return seen;
}

/** The control is off and its line, named by aria-describedby, says why. */
async function expectRefused(control: Locator, text: string, disabled: 'disabled' | 'aria-disabled' = 'disabled') {
  if (disabled === 'disabled') await expect(control).toBeDisabled();
  else await expect(control).toHaveAttribute('aria-disabled', 'true');
  await expect(control).toHaveAccessibleDescription(text);
  // The line the control names, shown and announced (a page may show another for another control).
  const line = control.page().locator(`[id="${await control.getAttribute('aria-describedby')}"]`);
  await expect(line).toBeVisible();
  await expect(line).toHaveText(text);
  await expect(line).toHaveRole('status');
}

async function goOnline(context: BrowserContext, control: Locator, text: string) {
  await context.setOffline(false);
  await expect(control).toBeEnabled();
  await expect(control.page().getByText(text)).toHaveCount(0);
}

/** The static HTML is hydrated (forms are off until then). */
const hydrated = (page: Page) => expect(page.locator('astro-island[ssr]')).toHaveCount(0);

test.describe('auth forms (R170)', () => {
  test('sign-in: offline the button is off and says why, nothing is sent, the fields stay (R264) @desktop-only', async ({
    page,
    context,
  }) => {
    const sent = writesTo(page, 'POST', '/auth/login');
    await page.goto('/auth/signin');
    const button = page.getByRole('button', { name: 'Entrar' });
    await expect(button).toBeEnabled();
    await page.getByLabel('CPF/CNPJ').fill(logins.store.username);
    await page.getByLabel('Senha', { exact: true }).fill(logins.store.password);
    await context.setOffline(true);
    await expectRefused(button, offline('entrar'));
    await expectPlainBanner(page);
    await button.click({ force: true });
    await page.getByLabel('Senha', { exact: true }).press('Enter');
    await expectNoAxeViolations(page, '/auth/signin offline');
    await goOnline(context, button, offline('entrar'));
    await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(/^123\.?456\.?789-?09$/);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveValue(logins.store.password);
    expect(sent).toEqual([]);
    // The line was the only thing in the way: the same form signs in.
    await button.click();
    await expect(page).not.toHaveURL(/\/auth\/signin/);
    expect(sent).toHaveLength(1);
  });

  const forms = [
    {
      path: '/auth/signup',
      button: 'Cadastrar',
      what: 'fazer o cadastro',
      write: '/auth/register',
      fill: async (page: Page) => {
        await page.getByLabel('Código do cliente').fill('100001');
        await page.getByLabel('CPF/CNPJ').fill('12345678909');
        await page.getByLabel('Tenho mais de 18 anos').check();
      },
      kept: async (page: Page) => {
        await expect(page.getByLabel('Código do cliente')).toHaveValue('100001');
        await expect(page.getByLabel('Tenho mais de 18 anos')).toBeChecked();
      },
    },
    {
      path: '/auth/validate-token',
      button: 'Validar',
      what: 'validar o token',
      write: '/auth/validate-token',
      fill: (page: Page) => page.getByLabel('Caractere 1 de 6').fill('A'),
      kept: (page: Page) => expect(page.getByLabel('Caractere 1 de 6')).toHaveValue('A'),
    },
    {
      path: '/auth/resend-token',
      button: 'Reenviar token',
      what: 'reenviar o token',
      write: '/auth/resend-token',
      fill: (page: Page) => page.getByLabel('E-mail').fill('cliente@example.com'),
      kept: (page: Page) => expect(page.getByLabel('E-mail')).toHaveValue('cliente@example.com'),
    },
    {
      path: '/auth/reset-password',
      button: 'Enviar senha temporária',
      what: 'redefinir a senha',
      write: '/auth/reset-password',
      fill: (page: Page) => page.getByLabel('E-mail').fill('cliente@example.com'),
      kept: (page: Page) => expect(page.getByLabel('E-mail')).toHaveValue('cliente@example.com'),
    },
  ];
  for (const form of forms) {
    test(`${form.path}: offline '${form.button}' is off and says why, nothing is sent (R264) @desktop-only`, async ({ page, context }) => {
      const sent = writesTo(page, 'POST', form.write);
      await page.goto(form.path);
      const button = page.getByRole('button', { name: form.button });
      await expect(button).toBeEnabled();
      await form.fill(page);
      await context.setOffline(true);
      await expectRefused(button, offline(form.what));
      await expectPlainBanner(page);
      await button.click({ force: true });
      await goOnline(context, button, offline(form.what));
      await form.kept(page);
      expect(sent).toEqual([]);
    });
  }
});

test('/empresas: offline the group request is refused before sending, the form stays (R170) @desktop-only', async ({
  page,
  request,
  context,
}) => {
  await signIn(page, request, logins.store);
  const sent = writesTo(page, 'POST', '/group-requests');
  await page.goto('/empresas');
  await page.getByRole('button', { name: 'Solicitar inclusão de empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar inclusão de empresa', exact: true });
  await dialog.getByLabel('CNPJ das empresas').fill('11.222.333/0001-81');
  await dialog.getByLabel('Observações').fill('Filial nova');
  const button = dialog.getByRole('button', { name: 'Enviar solicitação' });
  await expect(button).toBeEnabled();
  await context.setOffline(true);
  await expectRefused(button, offline('solicitar a inclusão'));
  await button.click({ force: true });
  await goOnline(context, button, offline('solicitar a inclusão'));
  await expect(dialog.getByText('11.222.333/0001-81')).toBeVisible();
  await expect(dialog.getByLabel('Observações')).toHaveValue('Filial nova');
  expect(sent).toEqual([]);
});

test("/empresas: offline 'Acessar empresa' is off and says why before the tap, nothing is sent (R170) @desktop-only", async ({
  page,
  request,
  context,
}) => {
  await signIn(page, request, logins.store);
  const sent = writesTo(page, 'POST', '/auth/loginWithAnotherCompany');
  await page.goto('/empresas');
  const button = page.getByRole('button', { name: 'Acessar empresa Empório do Zé Bebidas Ltda' });
  await expect(button).toBeEnabled();
  await context.setOffline(true);
  await expectRefused(button, offline('acessar a empresa'));
  await button.click({ force: true });
  await expectNoAxeViolations(page, '/empresas offline');
  await goOnline(context, button, offline('acessar a empresa'));
  expect(sent).toEqual([]);
  await expect(page).toHaveURL(/\/empresas$/);
});

test.describe('settings (R170)', () => {
  const openSettings = async (page: Page, hash: string) => {
    await page.goto(`/cofiguracao${hash}`);
    await hydrated(page);
  };

  test('password: offline the change is off and says why, the three fields stay @desktop-only', async ({ page, request, context }) => {
    await signIn(page, request, logins.noStore);
    const sent = writesTo(page, 'PUT', '/client/update-password');
    await openSettings(page, '#senha');
    const form = page.getByRole('tabpanel', { name: 'Alterar Senha' });
    await form.getByLabel('Senha atual').fill('Demo@123');
    await form.getByLabel('Nova senha', { exact: true }).fill('Nova@4567');
    await form.getByLabel('Repita a nova senha').fill('Nova@4567');
    const button = form.getByRole('button', { name: 'Alterar senha' });
    await context.setOffline(true);
    await expectRefused(button, offline('alterar a senha'));
    await form.getByLabel('Repita a nova senha').press('Enter');
    await goOnline(context, button, offline('alterar a senha'));
    await expect(form.getByLabel('Senha atual')).toHaveValue('Demo@123');
    await expect(form.getByLabel('Repita a nova senha')).toHaveValue('Nova@4567');
    expect(sent).toEqual([]);
  });

  test('notifications: offline a flip is refused at once and says why @desktop-only', async ({ page, request, context }) => {
    await signIn(page, request, logins.noStore);
    const sent = writesTo(page, 'PUT', '/client/notifications');
    await openSettings(page, '#notificacao');
    const mail = page.getByRole('switch', { name: 'Receber e-mails' });
    await expect(mail).toBeVisible();
    const before = await mail.isChecked();
    await context.setOffline(true);
    await expectRefused(mail, offline('salvar as alterações'), 'aria-disabled');
    // Playwright will not click an aria-disabled control: the keyboard does, as a user would.
    await mail.focus();
    await page.keyboard.press('Space');
    await expect(mail).toBeChecked({ checked: before });
    await expectNoAxeViolations(page, '/cofiguracao Notificação offline');
    await context.setOffline(false);
    await expect(mail).not.toHaveAttribute('aria-disabled', 'true');
    await expect(page.getByText(offline('salvar as alterações'))).toHaveCount(0);
    expect(sent).toEqual([]);
  });

  test('profile photo: offline a chosen file is not sent and the line says why @desktop-only', async ({ page, request, context }) => {
    await signIn(page, request, logins.noStore);
    const sent = writesTo(page, 'POST', '/client/update-picture');
    await openSettings(page, '');
    const input = page.getByLabel('Alterar foto');
    await expect(input).toBeAttached();
    await context.setOffline(true);
    await expectRefused(input, offline('salvar as alterações'), 'aria-disabled');
    await input.setInputFiles({ name: 'perfil.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
    await expect(page.getByRole('img', { name: 'Prévia da nova foto de perfil' })).toHaveCount(0);
    await context.setOffline(false);
    await expect(input).not.toHaveAttribute('aria-disabled', 'true');
    expect(sent).toEqual([]);
  });
});

test.describe('campaigns (R170)', () => {
  test("the home card's answer: offline 'Recusar Campanha' is off and says why @desktop-only", async ({ page, request, context }) => {
    await signIn(page, request, logins.store);
    const sent = writesTo(page, 'PUT', '/clientCampaignTerm');
    await page.goto('/campanhas');
    await page.getByRole('button', { name: 'Recusar Campanha: Mix Ideal Refrigerantes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Recusar Campanha' });
    const button = dialog.getByRole('button', { name: 'Recusar Campanha' });
    await expect(button).toBeEnabled();
    // The carousel fetches swiper 2 s after load: without a service worker it would fail offline.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expectRefused(button, offline('responder à campanha'));
    await goOnline(context, button, offline('responder à campanha'));
    expect(sent).toEqual([]);
  });

  test("the terms: offline 'Participar' is off and says why, the tick stays @desktop-only", async ({ page, request, context }) => {
    await signIn(page, request, logins.store);
    const sent = writesTo(page, 'PUT', '/clientCampaignTerm');
    await page.goto('/campanhas/detalhes/102');
    await page.getByRole('button', { name: 'Termos de Aceite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Termo de Aceite da Campanha' });
    await dialog.getByText('Li e aceito os termos da campanha.').click();
    const button = dialog.getByRole('button', { name: 'Participar' });
    // The carousel fetches swiper 2 s after load: without a service worker it would fail offline.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expectRefused(button, offline('responder à campanha'));
    await goOnline(context, button, offline('responder à campanha'));
    await expect(dialog.getByLabel('Li e aceito os termos da campanha.')).toBeChecked();
    expect(sent).toEqual([]);
  });

  test("the details page: offline 'Recusar Campanha' is off and says why @desktop-only", async ({ page, request, context }) => {
    await signIn(page, request, logins.store);
    const sent = writesTo(page, 'PUT', '/clientCampaignTerm');
    await page.goto('/campanhas/detalhes/102');
    const button = page.getByRole('button', { name: 'Recusar Campanha' });
    await expect(button).toBeEnabled();
    await hydrated(page);
    // The carousel fetches swiper 2 s after load: without a service worker it would fail offline.
    await page.waitForLoadState('networkidle');
    await context.setOffline(true);
    await expectRefused(button, offline('responder à campanha'));
    await expect(page.getByRole('button', { name: 'Termos de Aceite' })).toBeEnabled();
    await goOnline(context, button, offline('responder à campanha'));
    expect(sent).toEqual([]);
  });

  test("a photo taken: offline 'Enviar' is off and says why, the photo stays @desktop-only", async ({ page, request, context }) => {
    await signIn(page, request, logins.store);
    const sent = writesTo(page, 'POST', '/photographies');
    await page.goto('/campanhas/101');
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Foto da gôndola de refrigerantes' }) });
    await card.getByRole('button', { name: 'Enviar foto: Foto da gôndola de refrigerantes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Foto da gôndola de refrigerantes' });
    await expect.poll(() => dialog.locator('video').evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
    await dialog.getByRole('button', { name: 'Tirar foto' }).click();
    await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
    const button = dialog.getByRole('button', { name: 'Enviar', exact: true });
    await context.setOffline(true);
    await expectRefused(button, offline('enviar a foto'));
    await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
    await goOnline(context, button, offline('enviar a foto'));
    await expect(dialog.getByRole('img', { name: 'Foto tirada' })).toBeVisible();
    expect(sent).toEqual([]);
  });
});
