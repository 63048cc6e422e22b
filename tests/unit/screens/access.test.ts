// The access screens against a strict fake fetch: what each action sends, what it keeps,
// where it goes, and how each answer of the error catalogue (product-rules R12, R19–R22) reaches
// the user.
import { describe, expect, it, vi } from 'vitest';
import type { ToastMessage } from '../../../src/lib/toast.ts';
import { freshSignedInModules, SESSION_KEY, testServices, testSession, useFakeFetch } from '../../support/session.ts';
import { deferred, json, networkError, type FakeFetch, type RecordedRequest } from '../../support/fake-fetch.ts';

const USERS = testServices.usersApi;
const NOW = Date.UTC(2026, 10, 20, 15, 0, 0);
const ORIGIN = 'https://portal.test';
const FLASH_KEY = 'portal:flash-toasts:v1';
const AWAITING_KEY = 'portal:awaiting-email-validation:v1';

const user = (storeAccess: boolean) => {
  const { user: base } = testSession({ storeAccess });
  return { ...base, current_client: { ...base.current_client, subchannel: 'BAR' } };
};
const loginAnswer = (storeAccess: boolean) => ({
  access_token: 'fresh-token',
  expires_in: 3600,
  token_type: 'bearer',
  user: user(storeAccess),
});
const staleSession = {
  ...testSession(),
  token: { access_token: 'stale', expires_in: 60, token_type: 'bearer', issued_at: NOW / 1000 - 86_400 },
};
const failure = (status: number, message: string, details?: unknown) =>
  json(details === undefined ? { message } : { message, details }, status);
const noBearer = (r: RecordedRequest) => expect(r.headers.get('authorization')).toBeNull();

let fake: FakeFetch;
let flashed: Map<string, string>;
let win: {
  location: { search: string; origin: string; assign: ReturnType<typeof vi.fn>; replace: ReturnType<typeof vi.fn> };
  matchMedia: ReturnType<typeof vi.fn>;
  dispatchEvent: ReturnType<typeof vi.fn>;
};

/**
 * Fresh modules (the shared harness, signed out unless `stored` holds a session), toaster and browser
 * stand-ins; `stored` is put in storage first, `configured` over the test /config.json.
 */
async function load(stored: Record<string, string> = {}, configured: Record<string, unknown> = {}) {
  const persistent = await freshSignedInModules(fake, null, { stored, config: configured });
  const toastModule = await import('../../../src/lib/toast.ts');
  const client = await import('../../../src/lib/api/client.ts');
  const session = await import('../../../src/lib/stores/session.ts');
  const auth = await import('../../../src/lib/screens/access.ts');
  client.setClock(() => NOW);
  const toasts: ToastMessage[] = [];
  toastModule.connectToaster((message) => toasts.push(message));
  // The browser, stubbed only after the modules load (storage.ts would otherwise replace the test engine).
  win = {
    location: { search: '', origin: ORIGIN, assign: vi.fn(), replace: vi.fn() },
    matchMedia: vi.fn(() => ({ matches: true })),
    dispatchEvent: vi.fn(),
  };
  vi.stubGlobal('window', win);
  flashed = new Map();
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => flashed.get(key) ?? null,
    setItem: (key: string, value: string) => void flashed.set(key, value),
    removeItem: (key: string) => void flashed.delete(key),
  });
  const config = await import('../../../src/lib/api/config.ts');
  const flashedToasts = (): ToastMessage[] => JSON.parse(flashed.get(FLASH_KEY) ?? '[]') as ToastMessage[];
  return {
    ...auth,
    ...session,
    resetConfigForTests: config.resetConfigForTests,
    toasts,
    flashedToasts,
    storage: () => persistent.getTestStorage(),
  };
}

useFakeFetch((created) => (fake = created));

describe('postSignInPath', () => {
  it.each([
    ['no redirect, store access: the product list', '', true, '/produtos'],
    ['no redirect, no store access: campaigns', '', false, '/campanhas'],
    ['a path of the site, with its query', '?redirect=%2Fcampanhas%2Fdetalhes%2F5%3Fx%3D1', false, '/campanhas/detalhes/5?x=1'],
    ['a path written unencoded', '?redirect=/campanhas/12', true, '/campanhas/12'],
    ['another host', '?redirect=https%3A%2F%2Fevil.example', true, '/produtos'],
    ['a protocol-relative host', '?redirect=%2F%2Fevil.example', false, '/campanhas'],
    ['a backslash trick', '?redirect=%2F%5Cevil.example', false, '/campanhas'],
    ['a double-encoded host', '?redirect=%2F%252F%252Fevil.example', false, '/campanhas'],
    ['javascript:', '?redirect=javascript%3Aalert(1)', false, '/campanhas'],
    ['the sign-in page itself', '?redirect=%2Fauth%2Fsignin', true, '/produtos'],
  ])('%s', async (_rule, search, storeAccess, expected) => {
    const { postSignInPath } = await load();
    expect(postSignInPath(search, ORIGIN, storeAccess)).toBe(expected);
  });

  // Each address as the sign-in page receives it: the search the URL parser (WHATWG URL, in Node, in
  // Playwright's page.goto and in the browser) makes of the address typed or linked. The e2e suite sends
  // one of each form through a real sign-in (auth.spec.ts › post-sign-in redirect never leaves the site).
  const hostile = [
    '//evil.example',
    'https://evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\\\evil.example',
    '\\\\/evil.example',
    'javascript:alert(1)',
    '%2F%2Fevil.example',
    '/%2F%2Fevil.example',
    'https:%2F%2Fevil.example',
    'java%09script:alert(1)',
    '/auth/signin',
  ];
  for (const [form, asQuery] of [
    ['as written', (raw: string) => raw],
    ['encoded', encodeURIComponent],
  ] as const) {
    it.each(hostile)(`a hostile ?redirect= (${form}) lands on the default page: %s (R8)`, async (raw) => {
      const { postSignInPath } = await load();
      const { search, origin } = new URL(`/auth/signin?redirect=${asQuery(raw)}`, ORIGIN);
      expect(postSignInPath(search, origin, true)).toBe('/produtos');
      expect(postSignInPath(search, origin, false)).toBe('/campanhas');
    });
  }
});

describe('submitSignIn', () => {
  it('drops a stale session, signs in, keeps the token stamped now, and leaves for the product list (R9, R13)', async () => {
    const s = await load({ [SESSION_KEY]: JSON.stringify(staleSession), [AWAITING_KEY]: 'yes' });
    // No refresh of the stale token, no bearer: the strict fake fails on anything else.
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/login`,
      assert: (r) => {
        noBearer(r);
        expect(r.json()).toEqual({ username: '12345678909', password: 'Demo@123' });
      },
      reply: json(loginAnswer(true)),
    });
    await s.submitSignIn({ username: '123.456.789-09', password: 'Demo@123' });
    expect(s.$session.get()).toEqual({
      token: { access_token: 'fresh-token', expires_in: 3600, token_type: 'bearer', issued_at: NOW / 1000 },
      user: user(true),
    });
    expect(s.$awaitingEmailValidation.get()).toBe(false);
    expect(s.flashedToasts()).toEqual([{ kind: 'success', text: 'Login efetuado com sucesso! Estamos redirecionando você...' }]);
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/produtos');
    // Still busy: the page is leaving, the button must not come back.
    expect(s.$signIn.get()).toEqual({ busy: true, problem: null });
  });

  it('sends an alphanumeric CNPJ upper-cased, without punctuation, and lands a user without store access on /campanhas (R16)', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/login`,
      assert: (r) => expect(r.json()).toEqual({ username: '12ABC34501DE35', password: 'Demo@123' }),
      reply: json(loginAnswer(false)),
    });
    await s.submitSignIn({ username: '12.abc.345/01de-35', password: 'Demo@123' });
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/campanhas');
  });

  it('goes back to the page in ?redirect= when it is on this site', async () => {
    const s = await load();
    win.location.search = '?redirect=%2Fcampanhas%2F12';
    fake.expect({ method: 'POST', url: `${USERS}/auth/login`, reply: json(loginAnswer(true)) });
    await s.submitSignIn({ username: '12345678909', password: 'Demo@123' });
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/campanhas/12');
  });

  it('shows a wrong password (401) as the service details in an error toast, not as a lost session (R12)', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${USERS}/auth/login`, reply: failure(401, 'Não autorizado', 'Usuário ou senha inválidos.') });
    await s.submitSignIn({ username: '12345678909', password: 'Errada@1' });
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Usuário ou senha inválidos.' }]);
    expect(s.$signIn.get()).toEqual({ busy: false, problem: null });
    expect(s.$session.get()).toBeNull();
    expect(win.location.assign).not.toHaveBeenCalled();
    expect(win.location.replace).not.toHaveBeenCalled();
  });

  it('shows a restriction (403) of the sign-in as a toast too', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/login`,
      reply: failure(403, 'Cadastro aguardando validação', 'Seu cadastro ainda não foi validado.'),
    });
    await s.submitSignIn({ username: '12ABC34501DE35', password: 'Demo@123' });
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Seu cadastro ainda não foi validado.' }]);
  });

  it('keeps a failed connection in the form, without a toast', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${USERS}/auth/login`, reply: networkError });
    await s.submitSignIn({ username: '12345678909', password: 'Demo@123' });
    expect(s.toasts).toEqual([]);
    expect(s.$signIn.get()).toEqual({
      busy: false,
      problem: 'Não foi possível conectar ao servidor. Verifique sua conexão com a internet e tente novamente.',
    });
  });

  it('sends once however often it is pressed while busy, and clears the last problem on a new try (R15)', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${USERS}/auth/login`, reply: networkError });
    await s.submitSignIn({ username: '12345678909', password: 'Demo@123' });
    const held = deferred();
    fake.expect({ method: 'POST', url: `${USERS}/auth/login`, reply: held.reply });
    const first = s.submitSignIn({ username: '12345678909', password: 'Demo@123' });
    expect(s.$signIn.get()).toEqual({ busy: true, problem: null });
    await s.submitSignIn({ username: '12345678909', password: 'Demo@123' });
    held.resolve(json(loginAnswer(true)));
    await first;
    expect(fake.calls.filter((c) => c.url.endsWith('/auth/login'))).toHaveLength(2);
    expect(win.location.assign).toHaveBeenCalledOnce();
  });
});

describe('identifyClient', () => {
  const values = { clientCode: ' 400001 ', document: '529.982.247-25', ageCheck: true };

  it('sends the client code and the cleaned document, then moves to step 2', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/register`,
      assert: (r) => {
        noBearer(r);
        expect(r.json()).toEqual({ clientCode: '400001', username: '52998224725', ageCheck: true });
      },
      reply: json({ message: 'Cliente encontrado', details: 'Finalize o cadastro para acessar o portal.' }),
    });
    await s.identifyClient(values);
    expect(s.$registration.get()).toEqual({
      busy: false,
      problem: null,
      step: 'finish',
      identity: { clientCode: '400001', document: '52998224725' },
      restriction: null,
    });
  });

  it('shows a 404 as the details in an error toast and stays on step 1 (R19)', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/register`,
      reply: failure(404, 'Cliente não encontrado', 'Não encontramos um cliente com este código e CPF/CNPJ.'),
    });
    await s.identifyClient(values);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Não encontramos um cliente com este código e CPF/CNPJ.' }]);
    expect(s.$registration.get()).toMatchObject({ step: 'identify', busy: false, restriction: null });
  });

  it.each([403, 409])('shows a %i as the restriction panel: the message as title, the details as text', async (status) => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/register`,
      reply: failure(status, 'Cadastro bloqueado', 'Identificamos uma restrição no seu cadastro.'),
    });
    await s.identifyClient(values);
    expect(s.toasts).toEqual([]);
    expect(s.$registration.get()).toMatchObject({
      busy: false,
      restriction: { title: 'Cadastro bloqueado', details: 'Identificamos uma restrição no seu cadastro.' },
    });
  });

  it('shows a 500 that persists after the one retry as the restriction panel (R19)', async () => {
    const s = await load();
    const error = failure(500, 'Erro interno', 'Tente novamente mais tarde.');
    fake.expect(
      { method: 'POST', url: `${USERS}/auth/register`, reply: error },
      { method: 'POST', url: `${USERS}/auth/register`, reply: failure(500, 'Erro interno', 'Tente novamente mais tarde.') },
    );
    await s.identifyClient(values);
    expect(s.$registration.get().restriction).toEqual({ title: 'Erro interno', details: 'Tente novamente mais tarde.' });
  });

  it('keeps the step and reports in the form when the service cannot be reached', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${USERS}/auth/register`, reply: networkError });
    await s.identifyClient(values);
    expect(s.$registration.get()).toMatchObject({ step: 'identify', restriction: null });
    expect(s.$registration.get().problem).toContain('Não foi possível conectar');
  });
});

describe('finishRegistration (R20)', () => {
  const values = {
    email: ' lucia@mercearia.com.br ',
    confirmEmail: 'lucia@mercearia.com.br',
    phone: '(21) 98765-4321',
    password: 'Gelada@2025',
    confirmPassword: 'Gelada@2025',
    policyCheck: true,
    notificationCheck: true,
  };

  async function identified() {
    const s = await load();
    fake.expect({ method: 'POST', url: `${USERS}/auth/register`, reply: json({ message: 'Cliente encontrado' }) });
    await s.identifyClient({ clientCode: '400001', document: '52998224725', ageCheck: true });
    return s;
  }

  it('sends every field of the contract, shows the details, sets the flag and goes to token validation', async () => {
    const s = await identified();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/finish-register`,
      assert: (r) =>
        expect(r.json()).toEqual({
          clientCode: '400001',
          cpfCnpj: '52998224725',
          ageCheck: true,
          answers: [],
          username: '52998224725',
          email: 'lucia@mercearia.com.br',
          confirmEmail: 'lucia@mercearia.com.br',
          password: 'Gelada@2025',
          phone: '21987654321',
          confirmPassword: 'Gelada@2025',
          policyCheck: true,
          notificationCheck: true,
        }),
      reply: json({ message: 'Cadastro realizado', details: 'Cadastro realizado! Enviamos um token de validação para o seu e-mail.' }),
    });
    await s.finishRegistration(values);
    expect(s.flashedToasts()).toEqual([{ kind: 'success', text: 'Cadastro realizado! Enviamos um token de validação para o seu e-mail.' }]);
    expect(s.$awaitingEmailValidation.get()).toBe(true);
    expect(s.storage()[AWAITING_KEY]).toBe('yes'); // persistentBoolean's own encoding
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/auth/validate-token');
  });

  it('shows each message of a 422 as its own toast and stays on step 2', async () => {
    const s = await identified();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/finish-register`,
      reply: failure(422, 'Dados inválidos', ['O e-mail informado já está em uso.', 'O telefone informado é inválido.']),
    });
    await s.finishRegistration(values);
    expect(s.toasts).toEqual([
      { kind: 'error', text: 'O e-mail informado já está em uso.' },
      { kind: 'error', text: 'O telefone informado é inválido.' },
    ]);
    expect(s.$registration.get()).toMatchObject({ step: 'finish', busy: false, restriction: null });
    expect(s.$awaitingEmailValidation.get()).toBe(false);
  });

  it('shows a 404 as a toast', async () => {
    const s = await identified();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/finish-register`,
      reply: failure(404, 'Cliente não encontrado', 'Cliente não encontrado.'),
    });
    await s.finishRegistration(values);
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Cliente não encontrado.' }]);
    expect(s.$registration.get().restriction).toBeNull();
  });

  it('shows any other error as the restriction panel', async () => {
    const s = await identified();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/finish-register`,
      reply: failure(409, 'Cliente já cadastrado', 'Este cliente já possui cadastro no portal.'),
    });
    await s.finishRegistration(values);
    expect(s.$registration.get().restriction).toEqual({
      title: 'Cliente já cadastrado',
      details: 'Este cliente já possui cadastro no portal.',
    });
  });

  it('sends nothing before the client was identified', async () => {
    const s = await load();
    await s.finishRegistration(values);
    expect(fake.calls.map((c) => c.url)).toEqual(['/config.json']);
  });
});

describe('redirectIfAwaitingValidation (R20)', () => {
  it('sends a visitor who already finished first access to token validation', async () => {
    const s = await load({ [AWAITING_KEY]: 'yes' });
    expect(s.redirectIfAwaitingValidation()).toBe(true);
    expect(win.location.replace).toHaveBeenCalledExactlyOnceWith('/auth/validate-token');
  });

  it('leaves everyone else on first access', async () => {
    const s = await load();
    expect(s.redirectIfAwaitingValidation()).toBe(false);
    expect(win.location.replace).not.toHaveBeenCalled();
  });
});

describe('submitToken', () => {
  it('validates the token upper-cased, clears the flag, shows the panel and toast, and opens sign-in after 3.5 s (R21)', async () => {
    const s = await load({ [AWAITING_KEY]: 'yes' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/validate-token`,
      assert: (r) => expect(r.json()).toEqual({ token: 'NH7K2Q' }),
      reply: json({ message: 'Token validado', details: 'Conta verificada com sucesso!' }),
    });
    await s.submitToken('nh7k2q');
    expect(s.$tokenValidation.get()).toEqual({ busy: false, problem: null, verified: true });
    expect(s.$awaitingEmailValidation.get()).toBe(false);
    expect(s.toasts).toEqual([{ kind: 'success', text: 'Token validado com sucesso! Realize o login para acessar o sistema.' }]);
    vi.advanceTimersByTime(3499);
    expect(win.location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/auth/signin');
  });

  it('shows a refused token as the details in an error toast', async () => {
    const s = await load({ [AWAITING_KEY]: 'yes' });
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/validate-token`,
      reply: failure(404, 'Token inválido', 'Token inválido ou expirado. Solicite um novo token.'),
    });
    await s.submitToken('AAAAAA');
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Token inválido ou expirado. Solicite um novo token.' }]);
    expect(s.$tokenValidation.get()).toEqual({ busy: false, problem: null, verified: false });
    expect(s.$awaitingEmailValidation.get()).toBe(true);
  });
});

describe('submitTokenResend (R22)', () => {
  it('sends the e-mail, leaves the success toast for the next page and goes to token validation', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/resend-token`,
      assert: (r) => expect(r.json()).toEqual({ email: 'contato@bar.com.br' }),
      reply: json({ message: 'Token reenviado', details: 'Token reenviado com sucesso! Verifique sua caixa de entrada.' }),
    });
    await s.submitTokenResend(' contato@bar.com.br ');
    expect(s.flashedToasts()).toEqual([{ kind: 'success', text: 'Token reenviado com sucesso! Verifique sua caixa de entrada.' }]);
    expect(win.location.assign).toHaveBeenCalledExactlyOnceWith('/auth/validate-token');
  });

  it('shows a failure as the details in an error toast and stays', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/resend-token`,
      reply: failure(404, 'Não encontrado', 'Nenhum cadastro pendente para este e-mail.'),
    });
    await s.submitTokenResend('contato@bar.com.br');
    expect(s.toasts).toEqual([{ kind: 'error', text: 'Nenhum cadastro pendente para este e-mail.' }]);
    expect(win.location.assign).not.toHaveBeenCalled();
  });
});

describe('submitPasswordReset (R22)', () => {
  it('sends the e-mail and keeps the details for the "Email enviado" panel', async () => {
    const s = await load();
    fake.expect({
      method: 'POST',
      url: `${USERS}/auth/reset-password`,
      assert: (r) => expect(r.json()).toEqual({ email: 'contato@bar.com.br' }),
      reply: json({ message: 'Email enviado', details: 'Enviamos uma senha temporária para o seu e-mail.' }),
    });
    await s.submitPasswordReset('contato@bar.com.br');
    expect(s.$passwordReset.get()).toEqual({ busy: false, problem: null, sent: 'Enviamos uma senha temporária para o seu e-mail.' });
  });

  it('shows an unknown e-mail as the details in an error toast', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${USERS}/auth/reset-password`, reply: failure(404, 'Não encontrado', 'E-mail não cadastrado.') });
    await s.submitPasswordReset('ninguem@bar.com.br');
    expect(s.toasts).toEqual([{ kind: 'error', text: 'E-mail não cadastrado.' }]);
    expect(s.$passwordReset.get().sent).toBeNull();
  });

  it('reports an answer that breaks the contract in the form', async () => {
    const s = await load();
    fake.expect({ method: 'POST', url: `${USERS}/auth/reset-password`, reply: json({ details: 42 }) });
    await s.submitPasswordReset('contato@bar.com.br');
    expect(s.toasts).toEqual([]);
    expect(s.$passwordReset.get()).toEqual({
      busy: false,
      sent: null,
      problem: 'Recebemos dados inesperados do servidor. Tente novamente mais tarde.',
    });
  });
});

describe('loadSignInExtras', () => {
  function stubDocument() {
    const appended: Array<{ src: string; async: boolean }> = [];
    vi.stubGlobal('document', {
      querySelector: () => null,
      createElement: () => ({ src: '', async: false, dataset: {}, addEventListener: vi.fn() }),
      head: { append: (script: { src: string; async: boolean }) => appended.push(script) },
    });
    return appended;
  }

  it('reads the help line number from /config.json (R17)', async () => {
    const s = await load();
    stubDocument();
    await s.loadSignInExtras();
    expect(s.$supportPhone.get()).toBe('0800 725 0011');
  });

  it('loads the configured bot-check script on a wide screen only (R18)', async () => {
    const s = await load({}, { botCheckScriptUrl: 'https://bot.test/check.js' });
    const appended = stubDocument();
    await s.loadSignInExtras();
    expect(win.matchMedia).toHaveBeenCalledWith('(min-width: 1200px)');
    expect(appended).toMatchObject([{ src: 'https://bot.test/check.js', async: true }]);
  });

  const integrity = `sha384-${'A'.repeat(64)}`;

  it('loads it with its configured hash, in CORS mode (R294)', async () => {
    const s = await load({}, { botCheckScriptUrl: 'https://bot.test/check.js', botCheckScriptIntegrity: integrity });
    const appended = stubDocument();
    await s.loadSignInExtras();
    expect(appended).toEqual([expect.objectContaining({ src: 'https://bot.test/check.js', integrity, crossOrigin: 'anonymous' })]);
  });

  it('loads it without a hash or CORS when none is configured (R18, R294)', async () => {
    const s = await load({}, { botCheckScriptUrl: 'https://bot.test/check.js' });
    const appended = stubDocument();
    await s.loadSignInExtras();
    expect(appended).toHaveLength(1);
    expect(appended[0]).not.toHaveProperty('integrity');
    expect(appended[0]).not.toHaveProperty('crossOrigin');
  });

  it.each([
    ['another algorithm', `sha1-${'A'.repeat(27)}=`],
    ['a digest of the wrong length', `sha384-${'A'.repeat(63)}`],
    ['an empty string', ''],
    ['null', null],
  ])('refuses a configured hash that is %s: no script, and the help line still shows (R294)', async (_, value) => {
    const s = await load({}, { botCheckScriptUrl: 'https://bot.test/check.js', botCheckScriptIntegrity: value });
    const appended = stubDocument();
    await s.loadSignInExtras();
    expect(appended).toEqual([]);
    expect(s.$supportPhone.get()).toBe('0800 725 0011');
  });

  it('does not load it on a narrow screen (R18)', async () => {
    const s = await load({}, { botCheckScriptUrl: 'https://bot.test/check.js' });
    const appended = stubDocument();
    win.matchMedia.mockReturnValue({ matches: false });
    await s.loadSignInExtras();
    expect(appended).toEqual([]);
  });

  it('loads nothing when none is configured (R18)', async () => {
    const s = await load();
    const appended = stubDocument();
    await s.loadSignInExtras();
    expect(appended).toEqual([]);
  });

  it('never throws when /config.json is missing (R17)', async () => {
    const s = await load();
    s.resetConfigForTests();
    fake.expect({ method: 'GET', url: '/config.json', reply: json({}, 404) });
    await expect(s.loadSignInExtras()).resolves.toBeUndefined();
    expect(s.$supportPhone.get()).toBeNull();
  });
});
