// The access screens against the demo API: sign-in for both kinds of user, the whole first-access
// journey, token validation and resend, password reset, every error path (product-rules R12,
// R19–R22, R107: the service's own answers; network, 500 and off-contract answers through page
// routes, which touch only this page while other specs share the demo API), keyboard-only use,
// and axe on every state (each screen as it opens is in the a11y sweep, tests/e2e/a11y.spec.ts).
import { createHash } from 'node:crypto';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { apiUrl, expect, logins, siteUrl, storageKeys, test, apiSession, storeSession } from './fixtures.ts';

const newcomer = { clientCode: '400001', document: '52998224725' };
const pending = { username: '12ABC34501DE35', password: 'Demo@123' };
const awaitingKey = 'portal:awaiting-email-validation:v1';

/** Opens an auth page and waits until its island is interactive (its submit button is enabled once hydrated). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('form button[type="submit"]')).toBeEnabled();
}

const signInFields = (page: Page) => ({
  username: page.getByLabel('CPF/CNPJ'),
  password: page.getByLabel('Senha', { exact: true }),
  submit: page.getByRole('button', { name: 'Entrar' }),
});

async function signInThroughForm(page: Page, login: { username: string; password: string }) {
  const f = signInFields(page);
  await f.username.fill(login.username);
  await f.password.fill(login.password);
  await f.submit.click();
}

/** Answers a users-service call from this page only, with the CORS header a cross-origin answer needs. */
function answer(status: number, body: unknown) {
  return (route: Route) => route.fulfill({ status, json: body, headers: { 'access-control-allow-origin': siteUrl } });
}

/** The newest e-mail of the demo outbox for an address and kind. */
async function newestMail(request: APIRequestContext, to: string, kind: 'token' | 'temporary-password') {
  const mails = (await (await request.get(`${apiUrl}/outbox.json`)).json()) as Array<{ to: string; kind: string; code: string }>;
  const mail = mails.find((m) => m.to === to && m.kind === kind);
  expect(mail, `an e-mail of kind ${kind} to ${to}`).toBeDefined();
  return mail!.code;
}

/**
 * Records the path of every page on which `text` appeared on screen (product-rules R29: a success toast
 * raised just before a navigation must be seen on the page that raised it, not lost with it).
 */
async function recordToastSeenBefore(page: Page, text: string): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('__toastSeenOn', (path: string) => void seen.push(path));
  await page.addInitScript((wanted) => {
    const report = (window as unknown as { __toastSeenOn: (path: string) => void }).__toastSeenOn;
    let shown = false;
    const check = () => {
      if (shown || !document.body?.innerText.includes(wanted)) return;
      shown = true;
      // Recorded by the page as the toast appears: a check from the test could come after the page has left.
      void report(location.pathname.replace(/\/$/, '') + (document.querySelector('form[aria-busy="true"]') ? ' (form busy)' : ''));
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, text);
  return seen;
}

test.describe('sign in', () => {
  test('a user with store access lands on the product list, with the success toast (R7, R9) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin');
    await signInThroughForm(page, logins.store);
    await expect(page).toHaveURL(/\/produtos\/?$/);
    await expect(page.getByText('Login efetuado com sucesso! Estamos redirecionando você...')).toBeVisible();
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { user: { storeAccess: boolean }; token: { issued_at: number } },
      storageKeys.session,
    );
    expect(stored.user.storeAccess).toBe(true);
    // issued_at is the portal's own stamp, in seconds (product-rules R9).
    expect(Math.abs(stored.token.issued_at - Date.now() / 1000)).toBeLessThan(60);
  });

  test('the success toast is seen on the sign-in page before it leaves, and again on arrival (R29) @desktop-only', async ({ page }) => {
    const text = 'Login efetuado com sucesso! Estamos redirecionando você...';
    const seenBefore = await recordToastSeenBefore(page, text);
    await open(page, '/auth/signin');
    await signInThroughForm(page, logins.store);
    await expect(page).toHaveURL(/\/produtos\/?$/);
    await expect(page.getByText(text)).toBeVisible();
    expect(seenBefore[0]).toBe('/auth/signin (form busy)'); // seen before leaving, the form busy meanwhile
  });

  test('a user without store access lands on the campaigns (R7) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin');
    await signInThroughForm(page, logins.noStore);
    await expect(page).toHaveURL(/\/campanhas\/?$/);
  });

  test('the CPF/CNPJ field drops punctuation typed or pasted, and keeps an alphanumeric CNPJ upper-cased (R16) @desktop-only', async ({
    page,
  }) => {
    await open(page, '/auth/signin');
    const { username } = signInFields(page);
    await username.pressSequentially('123.456.789-09');
    await expect(username).toHaveValue('12345678909');
    await username.fill('');
    await username.focus();
    await page.keyboard.insertText('11.222.333/0001-81'); // what a paste inserts
    await expect(username).toHaveValue('11222333000181');
    await username.fill('12.abc.345/01de-35');
    await expect(username).toHaveValue('12ABC34501DE35');
    // A text keyboard: a numeric one would have no letters for the new CNPJs.
    await expect(username).toHaveAttribute('inputmode', 'text');
  });

  // product-rules R117: the caret came back one frame after each dropped character, so the next key
  // of a fast typist (or a slow phone) could land at a stale caret and scramble the document.
  test('a CPF/CNPJ typed fast on a 4× slower CPU keeps its characters in order and the caret where it was put (R117) @desktop-only', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await open(page, '/auth/signin');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const { username } = signInFields(page);
    const cases: Array<[typed: string, kept: string]> = [
      ['529.982.247-25', '52998224725'],
      ['52998224725', '52998224725'],
      ['45.723.174/0001-10', '45723174000110'],
      ['45723174000110', '45723174000110'],
      ['12.abc.345/01de-35', '12ABC34501DE35'],
      ['12ABC34501DE35', '12ABC34501DE35'],
    ];
    for (const [typed, kept] of cases) {
      await username.fill('');
      await username.pressSequentially(typed);
      await expect(username, `typed ${typed}`).toHaveValue(kept);
      // Keys faster than frames: three keys between two animation frames, each inserted as a key
      // inserts it (a trusted input event at the caret).
      await username.fill('');
      await username.focus();
      await username.evaluate(async (_, text) => {
        for (let i = 0; i < text.length; i += 3) {
          for (const key of text.slice(i, i + 3)) document.execCommand('insertText', false, key);
          await new Promise(requestAnimationFrame);
        }
      }, typed);
      await expect(username, `typed ${typed}, three keys a frame`).toHaveValue(kept);
    }
    // A caret moved (Home) after a dropped character and before the next frame stays where it was put.
    await username.fill('');
    await username.focus();
    await username.evaluate(async (field: HTMLInputElement) => {
      for (const key of '45.') document.execCommand('insertText', false, key);
      field.setSelectionRange(0, 0);
      await new Promise(requestAnimationFrame);
      document.execCommand('insertText', false, '9');
    });
    await expect(username).toHaveValue('945');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('the password can be shown and hidden (R15) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin');
    const { password } = signInFields(page);
    await password.fill('Demo@123');
    const toggle = page.getByRole('button', { name: 'Mostrar senha' });
    await expect(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('shows the sign-in validation messages, linked to their fields, and focuses the first (R15) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin');
    const f = signInFields(page);
    await f.submit.click();
    await expect(f.username).toBeFocused();
    await expect(f.username).toHaveAttribute('aria-invalid', 'true');
    await expect(f.username).toHaveAccessibleDescription('Preencha o campo de usuário');
    await expect(f.password).toHaveAccessibleDescription('Preencha o campo de senha');
    await expectNoAxeViolations(page, 'sign-in with errors');
    await f.username.fill('12345678909');
    await f.password.fill('12345');
    await expect(f.username).not.toHaveAttribute('aria-invalid');
    await f.submit.click();
    await expect(f.password).toBeFocused();
    await expect(f.password).toHaveAccessibleDescription('Senha deve ter no mínimo 6 caracteres');
  });

  test('a wrong password is an error toast with the service details, not a redirect, and keeps the fields (R12) @desktop-only', async ({
    page,
  }) => {
    await open(page, '/auth/signin');
    await signInThroughForm(page, { username: logins.store.username, password: 'Errada@123' });
    await expect(page.getByText('Usuário ou senha inválidos.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin\/?$/);
    await expect(signInFields(page).username).toHaveValue(logins.store.username);
    await expect(signInFields(page).submit).toBeEnabled();
  });

  test('an account still waiting for e-mail validation is refused with the service details @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin');
    await signInThroughForm(page, { username: '12.ABC.345/01DE-35', password: pending.password });
    await expect(page.getByText(/Seu cadastro ainda não foi validado/)).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin\/?$/);
  });

  test('no connection: says the service could not be reached and keeps what was typed @desktop-only', async ({ page }) => {
    await page.route('**/users/auth/login', (route) => route.abort('internetdisconnected'));
    await open(page, '/auth/signin');
    await signInThroughForm(page, logins.store);
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível conectar ao servidor' })).toBeVisible();
    await expect(signInFields(page).username).toHaveValue(logins.store.username);
    await expect(signInFields(page).password).toHaveValue(logins.store.password);
    await expectNoAxeViolations(page, 'sign-in with a connection problem');
  });

  test('a 500 on sign-in is not sent again (a write) and shows the service details as a toast (R104) @desktop-only', async ({ page }) => {
    let calls = 0;
    await page.route('**/users/auth/login', (route) => {
      calls += 1;
      return answer(500, { message: 'Erro interno', details: 'Tente novamente mais tarde.' })(route);
    });
    await open(page, '/auth/signin');
    await signInThroughForm(page, logins.store);
    await expect(page.getByText('Tente novamente mais tarde.')).toBeVisible();
    expect(calls).toBe(1);
  });

  test('an answer that breaks the contract is reported in the form @desktop-only', async ({ page }) => {
    await page.route('**/users/auth/login', answer(200, { unexpected: true, access_token: 42 }));
    await open(page, '/auth/signin');
    await signInThroughForm(page, logins.store);
    await expect(page.getByRole('alert').filter({ hasText: 'Recebemos dados inesperados do servidor' })).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/signin\/?$/);
  });

  test('while busy the button reads "Carregando...", is disabled, and a second Enter sends nothing (R15) @desktop-only', async ({
    page,
  }) => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let calls = 0;
    await page.route('**/users/auth/login', async (route) => {
      if (route.request().method() === 'POST') calls += 1;
      await held;
      await route.continue();
    });
    await open(page, '/auth/signin');
    const f = signInFields(page);
    await f.username.fill(logins.store.username);
    await f.password.fill(logins.store.password);
    await f.password.press('Enter');
    const busy = page.getByRole('button', { name: 'Carregando...' });
    await expect(busy).toBeDisabled();
    await f.password.press('Enter');
    await busy.click({ force: true });
    expect(calls).toBe(1);
    release();
    await expect(page).toHaveURL(/\/produtos\/?$/);
    expect(calls).toBe(1);
  });

  test('a stale, expired and revoked session is dropped before signing in: no refresh, no bearer (R13) @desktop-only', async ({
    page,
    request,
  }) => {
    const old = await apiSession(request, logins.noStore);
    await request.post(`${apiUrl}/users/auth/logout`, { headers: { Authorization: `Bearer ${old.token.access_token}` } });
    await storeSession(page, { ...old, token: { ...old.token, issued_at: 1_600_000_000 } });
    const sent: Array<{ url: string; bearer: string | undefined }> = [];
    page.on('request', (r) => {
      const { pathname } = new URL(r.url());
      if (pathname.startsWith('/users/auth/') && r.method() === 'POST') sent.push({ url: pathname, bearer: r.headers()['authorization'] });
    });
    await open(page, '/auth/signin');
    await signInThroughForm(page, logins.store);
    await expect(page).toHaveURL(/\/produtos\/?$/);
    expect(sent).toEqual([{ url: '/users/auth/login', bearer: undefined }]);
  });

  test('signed out, a deep link goes to sign-in and, once signed in, back to it @desktop-only', async ({ page }) => {
    await page.goto('/campanhas/12?aba=2');
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcampanhas%2F12%3Faba%3D2$/);
    await expect(signInFields(page).submit).toBeEnabled();
    await signInThroughForm(page, logins.store);
    await expect(page).toHaveURL(`${siteUrl}/campanhas/12?aba=2`);
  });

  test('a session the service no longer accepts (401) ends on sign-in, which brings the user back (R11, R190) @desktop-only', async ({
    page,
    request,
  }) => {
    // /campanhas loads its lists with the session on opening: the 401 answer, then the refused refresh (R190), end the session.
    const revoked = await apiSession(request, logins.noStore);
    await request.post(`${apiUrl}/users/auth/logout`, { headers: { Authorization: `Bearer ${revoked.token.access_token}` } });
    await storeSession(page, revoked);
    await page.goto('/campanhas');
    await expect(page).toHaveURL(/\/auth\/signin\?redirect=%2Fcampanhas$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.session)).toBeNull();
    await expect(signInFields(page).submit).toBeEnabled();
    await signInThroughForm(page, logins.noStore);
    await expect(page).toHaveURL(`${siteUrl}/campanhas`);
  });

  test('?redirect=/campanhas/12 brings the user there after signing in (R8) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin?redirect=/campanhas/12');
    await signInThroughForm(page, logins.noStore);
    await expect(page).toHaveURL(`${siteUrl}/campanhas/12`);
  });

  test('keyboard only: Tab to each field, type, Enter (R115) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin');
    const f = signInFields(page);
    for (let i = 0; i < 5 && !(await f.username.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
    await expect(f.username).toBeFocused();
    await page.keyboard.type(logins.noStore.username);
    await page.keyboard.press('Tab');
    await expect(f.password).toBeFocused();
    await page.keyboard.type(logins.noStore.password);
    // Tab order: the show/hide toggle, 'Esqueceu sua senha?', then 'Entrar'.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mostrar senha' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(f.submit).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/campanhas\/?$/);
  });

  test('shows the links and the toll-free help line from the configuration (R4, R17)', async ({ page }) => {
    await open(page, '/auth/signin');
    await expect(page.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/auth/reset-password');
    await expect(page.getByRole('link', { name: 'Primeiro Acesso? Valide o seu cadastro!' })).toHaveAttribute('href', '/auth/signup');
    await expect(page.getByRole('link', { name: '0800 725 0011' })).toHaveAttribute('href', 'tel:08007250011');
    // axe: the sweep checks /auth/signin as it opens (a11y.spec.ts).
  });

  test('the bot-check script loads on wide screens only, and a failing one never blocks sign-in (R18)', async ({ page, request }) => {
    const script = `${siteUrl}/bot-check-test.js`;
    // Served from memory: a handler still fetching when the test ends would fail on a disposed response.
    const config = (await (await request.get(`${siteUrl}/config.json`)).json()) as Record<string, unknown>;
    await page.route('**/config.json', (route) => route.fulfill({ json: { ...config, botCheckScriptUrl: script } }));
    let requested = 0;
    await page.route(script, (route) => {
      requested += 1;
      return route.abort('failed');
    });
    await open(page, '/auth/signin');
    await expect(page.getByRole('link', { name: '0800 725 0011' })).toBeVisible();
    const wide = (page.viewportSize()?.width ?? 0) >= 1200;
    await expect.poll(() => requested).toBe(wide ? 1 : 0);
    await signInThroughForm(page, logins.store);
    await expect(page).toHaveURL(/\/produtos\/?$/);
  });

  test('with its hash configured, the bot-check script runs only when it is the file hashed; a malformed hash loads none (R294) @desktop-only', async ({
    page,
    request,
  }) => {
    const script = `${siteUrl}/bot-check-test.js`;
    const code = 'window.botCheckRan = true;';
    const integrity = `sha384-${createHash('sha384').update(code).digest('base64')}`;
    const config = (await (await request.get(`${siteUrl}/config.json`)).json()) as Record<string, unknown>;
    let configured = integrity;
    await page.route('**/config.json', (route) =>
      route.fulfill({ json: { ...config, botCheckScriptUrl: script, botCheckScriptIntegrity: configured } }),
    );
    let served = code;
    let requested = 0;
    await page.route(script, (route) => {
      requested += 1;
      return route.fulfill({ contentType: 'text/javascript', body: served });
    });
    const ran = () => page.evaluate(() => (window as { botCheckRan?: boolean }).botCheckRan ?? false);
    const element = page.locator('script[data-bot-check]');

    await open(page, '/auth/signin');
    await expect(element).toHaveAttribute('integrity', integrity);
    await expect(element).toHaveAttribute('crossorigin', 'anonymous');
    await expect.poll(ran).toBe(true);

    // The file changed on its host: the browser does not run it, and the page drops it (R18).
    served = 'window.botCheckRan = "changed";';
    requested = 0;
    await open(page, '/auth/signin');
    await expect.poll(() => requested).toBe(1);
    await expect(element).toHaveCount(0);
    expect(await ran()).toBe(false);

    // A hash that is not one: the script is not even asked for, and sign-in works as without it.
    configured = `sha384-${'A'.repeat(63)}`;
    requested = 0;
    await open(page, '/auth/signin');
    await expect(page.getByRole('link', { name: '0800 725 0011' })).toBeVisible();
    await expect(element).toHaveCount(0);
    expect(requested).toBe(0);
    await signInThroughForm(page, logins.store);
    await expect(page).toHaveURL(/\/produtos\/?$/);
  });

  test('the demo configures no bot-check script, so none is loaded (R18) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signin');
    await expect(page.getByRole('link', { name: '0800 725 0011' })).toBeVisible();
    await expect(page.locator('script[data-bot-check]')).toHaveCount(0);
  });
});

test.describe('post-sign-in redirect never leaves the site (R8) @desktop-only', () => {
  const landing = new RegExp(`^${siteUrl}/produtos/?$`);
  // Every hostile address, as written and encoded, is checked against the page's own rule with the search
  // the URL parser makes of it (tests/unit/screens/access.test.ts › postSignInPath); a full sign-in each
  // cost CI over a minute. Here one of each form goes through the browser and a real sign-in.
  test('a hostile ?redirect=, as written and encoded, lands on the default page', async ({ page }) => {
    for (const query of ['/\\evil.example', encodeURIComponent('//evil.example')]) {
      await open(page, `/auth/signin?redirect=${query}`);
      await signInThroughForm(page, logins.store);
      await expect(page, `?redirect=${query}`).toHaveURL(landing);
      await page.evaluate((key) => localStorage.removeItem(key), storageKeys.session);
      // Signed out, the product list sends itself to sign-in: the next address must wait for that
      // navigation, which would otherwise abort it (net::ERR_ABORTED).
      await page.reload({ waitUntil: 'commit' });
      await expect(page).toHaveURL(/\/auth\/signin\?redirect=/);
      await page.waitForLoadState('load');
    }
  });

  test('a path of the site, with its query, is kept (R8)', async ({ page }) => {
    await open(page, `/auth/signin?redirect=${encodeURIComponent('/campanhas/detalhes/5?x=1')}`);
    await signInThroughForm(page, logins.store);
    await expect(page).toHaveURL(`${siteUrl}/campanhas/detalhes/5?x=1`);
  });
});

test.describe('first access', () => {
  test('the address prefills client code and document, then keeps only the client code (R19, R283) @desktop-only', async ({ page }) => {
    await open(page, `/auth/signup/${newcomer.clientCode}/529.982.247-25`);
    await expect(page.getByLabel('Código do cliente')).toHaveValue(newcomer.clientCode);
    await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(newcomer.document);
    // Neither the address bar nor the history keeps the CPF/CNPJ (a shared phone's next user reads them).
    await expect(page).toHaveURL(new RegExp(`/auth/signup/${newcomer.clientCode}$`));
    await page.goto('/auth/signin');
    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`/auth/signup/${newcomer.clientCode}$`));
    // A client code with anything but digits prefills nothing.
    await open(page, '/auth/signup/40A001/52998224725');
    await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(newcomer.document);
    await expect(page.getByLabel('Código do cliente')).toHaveValue('');
    await expect(page).toHaveURL(/\/auth\/signup$/);
    await expect(page.getByRole('link', { name: 'Já tem cadastro? Entrar' })).toHaveAttribute('href', '/auth/signin');
    await expect(page.getByRole('link', { name: 'Não recebeu o token? Solicite um novo' })).toHaveAttribute('href', '/auth/resend-token');
  });

  test('step 1 shows its validation messages and focuses the first (R19) @desktop-only', async ({ page }) => {
    await open(page, '/auth/signup');
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const code = page.getByLabel('Código do cliente');
    await expect(code).toBeFocused();
    await expect(code).toHaveAccessibleDescription('Por favor, preencha o código do cliente');
    await expect(page.getByLabel('CPF/CNPJ')).toHaveAccessibleDescription('Por favor, preencha o CPF/CNPJ');
    await expect(page.getByLabel('Tenho mais de 18 anos')).toHaveAccessibleDescription('Por favor, confirme que você tem mais de 18 anos');
    await expectNoAxeViolations(page, 'first access step 1 with errors');
    await code.fill('40A001');
    await page.getByLabel('CPF/CNPJ').fill('52998224724');
    await expect(code).toHaveAccessibleDescription('O código do cliente deve ser apenas numérico');
    await expect(page.getByLabel('CPF/CNPJ')).toHaveAccessibleDescription('Por favor, insira um CPF/CNPJ válido');
  });

  test('an unknown client is an error toast with the service details @desktop-only', async ({ page }) => {
    await open(page, '/auth/signup/999999/52998224725');
    await page.getByLabel('Tenho mais de 18 anos').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByText('Não encontramos um cliente com este código e CPF/CNPJ.')).toBeVisible();
    await expect(page.getByLabel('Código do cliente')).toHaveValue('999999');
  });

  test('a restricted client gets the feedback panel: server message, details, link back to sign-in (R19) @desktop-only', async ({
    page,
  }) => {
    await open(page, '/auth/signup/500001/39053344705');
    await page.getByLabel('Tenho mais de 18 anos').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    const panel = page.getByRole('region', { name: 'Cadastro bloqueado' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Cadastro bloqueado' })).toBeFocused();
    await expect(panel).toContainText('Identificamos uma restrição no seu cadastro.');
    await expectNoAxeViolations(page, 'restriction panel');
    await panel.getByRole('link', { name: 'Voltar para o login' }).click();
    await expect(page).toHaveURL(/\/auth\/signin\/?$/);
  });

  test('an already registered client gets the feedback panel too @desktop-only', async ({ page }) => {
    await open(page, `/auth/signup/100001/${logins.store.username}`);
    await page.getByLabel('Tenho mais de 18 anos').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('heading', { name: 'Cliente já cadastrado' })).toBeVisible();
  });

  test('no connection on step 1 keeps what was typed @desktop-only', async ({ page }) => {
    await page.route('**/users/auth/register', (route) => route.abort('internetdisconnected'));
    await open(page, `/auth/signup/${newcomer.clientCode}/${newcomer.document}`);
    await page.getByLabel('Tenho mais de 18 anos').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível conectar ao servidor' })).toBeVisible();
    await expect(page.getByLabel('CPF/CNPJ')).toHaveValue(newcomer.document);
    await expect(page.getByLabel('Tenho mais de 18 anos')).toBeChecked();
  });

  test('step 2: validation messages, the live password list, and the finish errors (R20) @desktop-only', async ({ page }) => {
    // Answers from page routes: the demo's one newcomer is kept for the journey below.
    await page.route(
      '**/users/auth/register',
      answer(200, { message: 'Cliente encontrado', details: 'Finalize o cadastro para acessar o portal.' }),
    );
    await open(page, `/auth/signup/${newcomer.clientCode}/${newcomer.document}`);
    await page.getByLabel('Tenho mais de 18 anos').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('heading', { name: 'Finalize o cadastro' })).toBeFocused();
    await expect(page.getByLabel('Usuário (CPF/CNPJ)')).toHaveValue(newcomer.document);
    await expect(page.getByLabel('Usuário (CPF/CNPJ)')).toHaveAttribute('readonly', '');

    const finish = page.getByRole('button', { name: 'Finalizar Cadastro' });
    await finish.click();
    await expect(page.getByLabel('E-mail', { exact: true })).toBeFocused();
    for (const [label, message] of [
      ['E-mail', 'Por favor, preencha o e-mail'],
      ['Confirme o e-mail', 'Por favor, confirme o e-mail'],
      ['Telefone', 'Por favor, preencha o telefone'],
      ['Senha', 'Por favor, preencha a senha'],
      ['Confirme a senha', 'Por favor, confirme a senha'],
      ['Li e aceito a política de privacidade', 'Por favor, aceite a política'],
    ] as const) {
      await expect(page.getByLabel(label, { exact: true }), label).toHaveAccessibleDescription(new RegExp(`^${message}`));
    }
    await expectNoAxeViolations(page, 'first access step 2 with errors');

    await page.getByLabel('E-mail', { exact: true }).fill('lucia@mercearia');
    await page.getByLabel('Confirme o e-mail').fill('lucia@mercearia.com.br');
    await page.getByLabel('Telefone').fill('1234567');
    await page.getByLabel('Senha', { exact: true }).fill('gelada');
    await page.getByLabel('Confirme a senha').fill('gelada!');
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveAccessibleDescription('Por favor, insira um e-mail válido');
    await expect(page.getByLabel('Confirme o e-mail')).toHaveAccessibleDescription('Os e-mails não correspondem');
    await expect(page.getByLabel('Telefone')).toHaveAccessibleDescription(/^Telefone inválido/);
    await expect(page.getByLabel('Senha', { exact: true })).toHaveAccessibleDescription(/^Requisitos de senha não atendidos/);
    await expect(page.getByLabel('Confirme a senha')).toHaveAccessibleDescription('As senhas não correspondem');
    const checklist = page.getByText('A senha precisa ter:').locator('..');
    await expect(checklist.locator('.checklist-item--met')).toHaveText([
      'Pelo menos 6 caracteres (atendido)',
      'Uma letra minúscula (atendido)',
    ]);

    await page.getByLabel('E-mail', { exact: true }).fill('lucia@mercearia.com.br');
    await page.getByLabel('Telefone').fill('(21) 98765-4321');
    await page.getByLabel('Senha', { exact: true }).fill('Gelada@2025');
    await page.getByLabel('Confirme a senha').fill('Gelada@2025');
    await page.getByLabel('Li e aceito a política de privacidade').check();
    await expect(checklist.locator('.checklist-item--met')).toHaveCount(5);

    await page.route(
      '**/users/auth/finish-register',
      answer(422, { message: 'Dados inválidos', details: ['O e-mail informado já está em uso.', 'O telefone informado é inválido.'] }),
      { times: 1 },
    );
    await finish.click();
    await expect(page.getByText('O e-mail informado já está em uso.')).toBeVisible();
    await expect(page.getByText('O telefone informado é inválido.')).toBeVisible();

    await page.route(
      '**/users/auth/finish-register',
      answer(404, { message: 'Cliente não encontrado', details: 'Cliente não encontrado para finalizar o cadastro.' }),
      { times: 1 },
    );
    await finish.click();
    await expect(page.getByText('Cliente não encontrado para finalizar o cadastro.')).toBeVisible();
    await expect(finish).toBeEnabled();

    await page.route(
      '**/users/auth/finish-register',
      answer(403, { message: 'Cadastro bloqueado', details: 'Procure a central de atendimento.' }),
      { times: 1 },
    );
    await finish.click();
    await expect(page.getByRole('heading', { name: 'Cadastro bloqueado' })).toBeVisible();
    await expect(page.getByText('Procure a central de atendimento.')).toBeVisible();
  });

  test('a visitor waiting for e-mail validation is sent to token validation (R20) @desktop-only', async ({ page }) => {
    await page.goto('/404');
    await page.evaluate((key) => localStorage.setItem(key, 'yes'), awaitingKey);
    await page.goto('/auth/signup');
    await expect(page).toHaveURL(/\/auth\/validate-token\/?$/);
  });
});

// One run per test run: the demo has one newcomer, and first access uses it up. Drawn at 360 px.
test.describe('the whole first-access journey @desktop-only', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('identify → finish → resend → token from the outbox → validate → sign in', async ({ page, request }) => {
    test.setTimeout(60_000);
    const email = 'lucia@mercearia-dona-lucia.com.br';
    const password = 'Gelada@2025';

    await open(page, `/auth/signup/${newcomer.clientCode}/${newcomer.document}`);
    await page.getByLabel('Tenho mais de 18 anos').check();
    await page.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(page.getByRole('heading', { name: 'Finalize o cadastro' })).toBeVisible();

    // An e-mail already in use: the service's 422 message as a toast, the form stays.
    await page.getByLabel('E-mail', { exact: true }).fill('contato@bardoze.com.br');
    await page.getByLabel('Confirme o e-mail').fill('contato@bardoze.com.br');
    await page.getByLabel('Telefone').fill('21 98765-4321');
    await page.getByLabel('Senha', { exact: true }).fill(password);
    await page.getByLabel('Confirme a senha').fill(password);
    await page.getByLabel('Li e aceito a política de privacidade').check();
    await page.getByLabel('Quero receber notificações do portal').check();
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(page.getByText('O e-mail informado já está em uso.')).toBeVisible();

    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Confirme o e-mail').fill(email);
    await page.getByRole('button', { name: 'Finalizar Cadastro' }).click();
    await expect(page).toHaveURL(/\/auth\/validate-token\/?$/);
    await expect(page.getByText('Cadastro realizado! Enviamos um token de validação para o seu e-mail.')).toBeVisible();
    expect(await page.evaluate((key) => localStorage.getItem(key), awaitingKey)).toBe('yes');

    // Coming back to first access now goes to token validation.
    await page.goto('/auth/signup');
    await expect(page).toHaveURL(/\/auth\/validate-token\/?$/);

    // Ask for a new token.
    await page.getByRole('link', { name: 'Não recebeu o token? Solicite um novo' }).click();
    await expect(page.getByRole('button', { name: 'Reenviar token' })).toBeEnabled();
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Reenviar token' }).click();
    await expect(page).toHaveURL(/\/auth\/validate-token\/?$/);
    await expect(page.getByText('Token reenviado com sucesso! Verifique sua caixa de entrada.')).toBeVisible();

    const token = await newestMail(request, email, 'token');
    await expect(page.getByRole('button', { name: 'Validar' })).toBeEnabled();
    await page.getByLabel('Caractere 1 de 6').focus();
    await page.keyboard.type(token.toLowerCase());
    await expect(page.getByLabel('Caractere 6 de 6')).toHaveValue(token[5]!);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Conta verificada com sucesso!' })).toBeVisible();
    await expect(page.getByText('Token validado com sucesso! Realize o login para acessar o sistema.')).toBeVisible();
    await expectNoAxeViolations(page, 'token validated panel');
    expect(await page.evaluate((key) => localStorage.getItem(key), awaitingKey)).not.toBe('yes');
    await expect(page).toHaveURL(/\/auth\/signin\/?$/, { timeout: 6_000 });

    await expect(signInFields(page).submit).toBeEnabled();
    await signInThroughForm(page, { username: '529.982.247-25', password });
    await expect(page).toHaveURL(/\/produtos\/?$/);
  });
});

test.describe('token validation', () => {
  test('says the token is valid for one day and labels each box (R21) @desktop-only', async ({ page }) => {
    await open(page, '/auth/validate-token');
    await expect(page.getByText('O token é válido por 1 dia.')).toBeVisible();
    for (let i = 1; i <= 6; i++) await expect(page.getByLabel(`Caractere ${i} de 6`)).toBeVisible();
    await expectNoAxeViolations(page, 'validate-token');
  });

  test('keyboard: typing advances, Backspace goes back, arrows move @desktop-only', async ({ page }) => {
    await open(page, '/auth/validate-token');
    const box = (n: number) => page.getByLabel(`Caractere ${n} de 6`);
    await box(1).focus();
    await page.keyboard.type('ab3');
    await expect(box(4)).toBeFocused();
    await expect(box(1)).toHaveValue('A');
    await expect(box(3)).toHaveValue('3');
    await page.keyboard.press('Backspace'); // box 4 is empty: clear box 3 and go there
    await expect(box(3)).toBeFocused();
    await expect(box(3)).toHaveValue('');
    await page.keyboard.press('ArrowLeft');
    await expect(box(2)).toBeFocused();
    await page.keyboard.type('z');
    await expect(box(2)).toHaveValue('Z');
    await expect(box(3)).toBeFocused();
    await page.keyboard.type('-'); // not a letter or digit: stays empty, focus stays
    await expect(box(3)).toHaveValue('');
    await expect(box(3)).toBeFocused();
  });

  test('a pasted token fills all six boxes (R21) @desktop-only', async ({ page }) => {
    await open(page, '/auth/validate-token');
    await page.getByLabel('Caractere 3 de 6').focus();
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData('text/plain', ' nh7-k2q ');
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    for (const [index, char] of [...'NH7K2Q'].entries()) await expect(page.getByLabel(`Caractere ${index + 1} de 6`)).toHaveValue(char);
    await expect(page.getByLabel('Caractere 6 de 6')).toBeFocused();
  });

  test('fewer than six characters: the token-length message, linked to the boxes (R21) @desktop-only', async ({ page }) => {
    await open(page, '/auth/validate-token');
    await page.getByLabel('Caractere 1 de 6').focus();
    await page.keyboard.type('AB1');
    await page.getByRole('button', { name: 'Validar' }).click();
    await expect(page.getByLabel('Caractere 1 de 6')).toBeFocused();
    await expect(page.getByLabel('Caractere 1 de 6')).toHaveAccessibleDescription(/^O token deve conter 6 digitos\./);
    await expectNoAxeViolations(page, 'validate-token with an error');
  });

  test('a wrong token is an error toast with the service details @desktop-only', async ({ page }) => {
    await open(page, '/auth/validate-token');
    await page.getByLabel('Caractere 1 de 6').focus();
    await page.keyboard.type('ZZZZZ9');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Token inválido ou expirado. Solicite um novo token.')).toBeVisible();
    await expect(page.getByLabel('Caractere 6 de 6')).toHaveValue('9');
  });
});

test.describe('token resend', () => {
  test('an e-mail without a pending registration is an error toast @desktop-only', async ({ page }) => {
    await open(page, '/auth/resend-token');
    await page.getByLabel('E-mail').fill(`ninguem-${Date.now()}@exemplo.com.br`);
    await page.getByRole('button', { name: 'Reenviar token' }).click();
    await expect(page.getByText('Nenhum cadastro pendente para este e-mail.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/resend-token\/?$/);
  });

  test('the success toast is seen on the resend page before it leaves, and again on arrival (R22) @desktop-only', async ({ page }) => {
    const text = 'Token reenviado com sucesso! Verifique sua caixa de entrada.';
    const seenBefore = await recordToastSeenBefore(page, text);
    await page.route('**/users/auth/resend-token', answer(200, { message: 'Token reenviado', details: text }));
    await open(page, '/auth/resend-token');
    await page.getByLabel('E-mail').fill('contato@bar.com.br');
    await page.getByRole('button', { name: 'Reenviar token' }).click();
    await expect(page).toHaveURL(/\/auth\/validate-token\/?$/);
    await expect(page.getByText(text)).toBeVisible();
    expect(seenBefore[0]).toBe('/auth/resend-token (form busy)');
  });

  test('a malformed e-mail is refused before sending (R22) @desktop-only', async ({ page }) => {
    await open(page, '/auth/resend-token');
    await page.getByRole('button', { name: 'Reenviar token' }).click();
    await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription('Por favor, insira um e-mail válido');
    await expect(page.getByLabel('E-mail')).toBeFocused();
    await expectNoAxeViolations(page, 'resend-token with an error');
  });
});

test.describe('password reset', () => {
  test('sends a temporary password that then signs in (R22) @desktop-only', async ({ page, request }) => {
    const email = 'compras@mercadinhoboavista.com.br';
    await open(page, '/auth/reset-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    const panel = page.getByRole('region', { name: 'Email enviado' });
    await expect(panel).toBeVisible();
    await expect(panel).toContainText('Enviamos uma senha temporária para o seu e-mail.');
    await expectNoAxeViolations(page, 'reset-password sent panel');
    const temporary = await newestMail(request, email, 'temporary-password');
    await panel.getByRole('link', { name: 'Voltar para o login' }).click();
    await expect(signInFields(page).submit).toBeEnabled();
    await signInThroughForm(page, { username: logins.noStore.username, password: temporary });
    await expect(page).toHaveURL(/\/campanhas\/?$/);
  });

  test('an unknown e-mail is an error toast; no connection keeps the e-mail @desktop-only', async ({ page }) => {
    await open(page, '/auth/reset-password');
    const field = page.getByLabel('E-mail');
    await field.fill(`ninguem-${Date.now()}@exemplo.com.br`);
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    await expect(page.getByText('E-mail não cadastrado.')).toBeVisible();
    await page.route('**/users/auth/reset-password', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Não foi possível conectar ao servidor' })).toBeVisible();
    await expect(field).toHaveValue(/^ninguem-/);
  });
});

// The demo API's fault bodies (demo-api/lib/faults.ts), answered from page routes so that no other
// test sharing the demo API is touched.
const MALFORMED_BODY = '{"message": "resposta interrompida pelo servidor';
const SCHEMA_BREAKING_BODY = { unexpected: true, message: 404, percentage: 'cem por cento', data: 'nada', access_token: 42 };

interface AuthForm {
  name: string;
  path: string;
  call: string;
  submit: string;
  /** Fills the form; returns a check that what was typed is still there. */
  fill: (page: Page) => Promise<() => Promise<void>>;
  /** What a 500 shows (step 1, a read, after its one retry): the service details as a toast, or the restriction panel. */
  on500: 'toast' | 'panel';
}

const email = 'compras@mercadinhoboavista.com.br';
const emailForm = (name: string, path: string, call: string, submit: string): AuthForm => ({
  name,
  path,
  call,
  submit,
  on500: 'toast',
  fill: async (page) => {
    await page.getByLabel('E-mail').fill(email);
    return () => expect(page.getByLabel('E-mail')).toHaveValue(email);
  },
});

const authForms: AuthForm[] = [
  {
    name: 'sign-in',
    path: '/auth/signin',
    call: 'login',
    submit: 'Entrar',
    on500: 'toast',
    fill: async (page) => {
      await signInFields(page).username.fill(logins.store.username);
      await signInFields(page).password.fill(logins.store.password);
      return () => expect(signInFields(page).password).toHaveValue(logins.store.password);
    },
  },
  {
    name: 'first access, step 1',
    path: `/auth/signup/${newcomer.clientCode}/${newcomer.document}`,
    call: 'register',
    submit: 'Cadastrar',
    on500: 'panel',
    fill: async (page) => {
      await page.getByLabel('Tenho mais de 18 anos').check();
      return () => expect(page.getByLabel('CPF/CNPJ')).toHaveValue(newcomer.document);
    },
  },
  {
    name: 'first access, step 2',
    path: `/auth/signup/${newcomer.clientCode}/${newcomer.document}`,
    call: 'finish-register',
    submit: 'Finalizar Cadastro',
    on500: 'panel',
    fill: async (page) => {
      await page.route('**/users/auth/register', answer(200, { message: 'Cliente encontrado' }));
      await page.getByLabel('Tenho mais de 18 anos').check();
      await page.getByRole('button', { name: 'Cadastrar' }).click();
      await page.getByLabel('E-mail', { exact: true }).fill('lucia@exemplo.com.br');
      await page.getByLabel('Confirme o e-mail').fill('lucia@exemplo.com.br');
      await page.getByLabel('Telefone').fill('21987654321');
      await page.getByLabel('Senha', { exact: true }).fill('Gelada@2025');
      await page.getByLabel('Confirme a senha').fill('Gelada@2025');
      await page.getByLabel('Li e aceito a política de privacidade').check();
      return () => expect(page.getByLabel('E-mail', { exact: true })).toHaveValue('lucia@exemplo.com.br');
    },
  },
  {
    name: 'token validation',
    path: '/auth/validate-token',
    call: 'validate-token',
    submit: 'Validar',
    on500: 'toast',
    fill: async (page) => {
      await page.getByLabel('Caractere 1 de 6').focus();
      await page.keyboard.type('ABC123');
      return () => expect(page.getByLabel('Caractere 6 de 6')).toHaveValue('3');
    },
  },
  emailForm('token resend', '/auth/resend-token', 'resend-token', 'Reenviar token'),
  emailForm('password reset', '/auth/reset-password', 'reset-password', 'Enviar senha temporária'),
];

const failures = [
  { mode: 'service down', route: (route: Route) => route.abort('connectionreset'), expected: 'Não foi possível conectar ao servidor' },
  {
    mode: '500',
    route: answer(500, { message: 'Erro interno', details: 'Tente novamente mais tarde.' }),
    expected: 'Tente novamente mais tarde.',
  },
  {
    mode: 'malformed JSON',
    route: (route: Route) =>
      route.fulfill({
        status: 200,
        body: MALFORMED_BODY,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': siteUrl },
      }),
    expected: 'Recebemos dados inesperados do servidor',
  },
  { mode: 'JSON that breaks the schema', route: answer(200, SCHEMA_BREAKING_BODY), expected: 'Recebemos dados inesperados do servidor' },
] as const;

test.describe('every auth form under every failure @desktop-only', () => {
  // One test per form walks the four failures: a test each cost CI a fresh context 20 times over.
  for (const form of authForms) {
    test(`${form.name}, ${failures.map((failure) => failure.mode).join(', ')}: each says what happened in pt-BR and keeps what was typed (R107)`, async ({
      page,
    }) => {
      test.setTimeout(60_000);
      for (const failure of failures) {
        await test.step(failure.mode, async () => {
          await page.unrouteAll({ behavior: 'ignoreErrors' });
          await open(page, form.path);
          const kept = await form.fill(page);
          await page.route(`**/users/auth/${form.call}`, failure.route);
          await page.getByRole('button', { name: form.submit }).click();
          if (failure.mode === '500' && form.on500 === 'panel') {
            await expect(page.getByRole('heading', { name: 'Erro interno' })).toBeVisible();
            await expect(page.getByRole('link', { name: 'Voltar para o login' })).toBeVisible();
            return;
          }
          if (failure.mode === '500') await expect(page.getByText(failure.expected)).toBeVisible();
          else await expect(page.getByRole('alert').filter({ hasText: failure.expected })).toBeVisible();
          await kept();
          await expect(page.getByRole('button', { name: form.submit })).toBeEnabled();
        });
      }
    });
  }

  test('a slow service (10 s) keeps the form busy, then answers', async ({ page }) => {
    test.setTimeout(30_000);
    await page.route('**/users/auth/reset-password', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 10_000));
      await route.continue();
    });
    await open(page, '/auth/reset-password');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Enviar senha temporária' }).click();
    await expect(page.getByRole('button', { name: 'Carregando...' })).toBeDisabled();
    await expect(page.getByRole('heading', { name: 'Email enviado' })).toBeVisible({ timeout: 15_000 });
  });
});
