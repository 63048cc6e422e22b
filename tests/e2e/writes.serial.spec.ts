// Writes against the demo API's fault switches (product-rules R104, R160–R162): a write is sent once,
// and a write whose answer is lost ('drop-after': the service acts, then the connection drops) is never
// reported as a failure. It switches faults on the shared demo API, so it runs in the 'faults' project;
// every fault is scoped to the client the test uses.
import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect, signIn, logins, apiUrl } from './fixtures.ts';
import { cnpjCheckDigits, formatDocument } from '../../src/lib/domain/documents.ts';

type Fault = {
  mode: 'drop-after' | 'status';
  service: 'clientApi';
  path: string;
  method: string;
  clientCode: string;
  status?: number;
  times: number;
};

async function addFault(request: APIRequestContext, fault: Fault) {
  const response = await request.post(`${apiUrl}/__demo/faults`, { data: fault });
  expect(response.status(), await response.text()).toBe(201);
}

const clearFaults = (request: APIRequestContext) => request.delete(`${apiUrl}/__demo/faults`);

/** Counts the page's requests of one method to a path. */
function countRequests(page: Page, method: string, path: string): { count: number } {
  const seen = { count: 0 };
  page.on('request', (r) => {
    if (r.method() === method && new URL(r.url()).pathname.endsWith(path)) seen.count += 1;
  });
  return seen;
}

/** A valid numeric CNPJ nobody else uses in this run. */
function uniqueCnpj(): string {
  const body = `${Date.now() % 1e10}`.padStart(10, '7') + String(Math.floor(Math.random() * 90) + 10);
  return `${body}${cnpjCheckDigits(body)}`;
}

/** The requests of a client that ask for `document`, as the demo API holds them. */
async function requestsFor(request: APIRequestContext, token: string, clientCode: string, document: string) {
  const response = await request.get(`${apiUrl}/client-api/group-requests`, {
    params: { client_code: clientCode },
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.ok()).toBe(true);
  const list = (await response.json()) as Array<{ id: number; requested_documents: Array<{ requested_document: string }> }>;
  return list.filter((r) => r.requested_documents.some((d) => d.requested_document === document));
}

test.beforeEach(async ({ request }) => clearFaults(request));
test.afterEach(async ({ request }) => clearFaults(request));

test.describe('password', () => {
  const next = 'Adega@2027';

  /** Opens 'Alterar Senha' once the island is interactive, fills it and submits. */
  async function changePassword(page: Page, current: string, wanted: string) {
    await page.goto('/cofiguracao#senha');
    await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
    const form = page.getByRole('tabpanel', { name: 'Alterar Senha' });
    await form.getByLabel('Senha atual').fill(current);
    await form.getByLabel('Nova senha', { exact: true }).fill(wanted);
    await form.getByLabel('Repita a nova senha').fill(wanted);
    await form.getByRole('button', { name: 'Alterar senha' }).click();
    return form;
  }

  test('a password change whose answer is lost: no false failure, says it may have changed, and the new password works (R161)', async ({
    page,
    request,
  }) => {
    const session = await signIn(page, request, logins.settings);
    try {
      await addFault(request, {
        mode: 'drop-after',
        service: 'clientApi',
        path: '/client/update-password',
        method: 'PUT',
        clientCode: logins.settings.clientCode,
        times: 1,
      });
      const sent = countRequests(page, 'PUT', '/client/update-password');
      const form = await changePassword(page, logins.settings.password, next);
      await expect(form.getByRole('alert')).toHaveText(
        'Não recebemos a resposta do servidor. A senha pode ter sido alterada: a nova senha pode já estar valendo.',
      );
      await expect(page.getByText('A senha atual está incorreta')).toHaveCount(0);
      await expect(page.getByText('Não foi possível conectar ao servidor')).toHaveCount(0);
      expect(sent.count).toBe(1);
      // The change was made: the new password signs in, the old one no longer does.
      const withNew = await request.post(`${apiUrl}/users/auth/login`, { data: { username: logins.settings.username, password: next } });
      expect(withNew.ok(), await withNew.text()).toBe(true);
    } finally {
      // Back to the seed password whatever happened, with the session (it outlives the change).
      await request.put(`${apiUrl}/client-api/client/update-password`, {
        headers: { Authorization: `Bearer ${session.token.access_token}` },
        data: { password: next, newPassword: logins.settings.password, confirmationNewPassword: logins.settings.password },
      });
    }
    const withSeed = await request.post(`${apiUrl}/users/auth/login`, {
      data: { username: logins.settings.username, password: logins.settings.password },
    });
    expect(withSeed.ok()).toBe(true);
  });

  test('a write answered 500 is sent once (R104)', async ({ page, request }) => {
    await signIn(page, request, logins.settings);
    await addFault(request, {
      mode: 'status',
      status: 500,
      service: 'clientApi',
      path: '/client/update-password',
      method: 'PUT',
      clientCode: logins.settings.clientCode,
      times: 2,
    });
    const sent = countRequests(page, 'PUT', '/client/update-password');
    const form = await changePassword(page, logins.settings.password, next);
    // The service's details show once the call has failed; a retry would have gone out before them.
    await expect(page.getByText('Tente novamente mais tarde.')).toBeVisible();
    await expect(form.getByLabel('Senha atual')).toHaveValue(logins.settings.password);
    expect(sent.count).toBe(1);
  });
});

test.describe('group request', () => {
  const login = logins.store;

  /** On /empresas with the list loaded: asks for `document` to be included. */
  async function sendRequest(page: Page, document: string) {
    await expect(page.getByRole('list', { name: 'Solicitações de inclusão' })).toBeVisible();
    await page.getByRole('button', { name: 'Solicitar inclusão de empresa' }).click();
    const dialog = page.getByRole('dialog', { name: 'Solicitar inclusão de empresa', exact: true });
    await expect(dialog.getByLabel('Nome do agrupamento')).toHaveValue('Rede Sabor do Zé');
    await dialog.getByLabel('CNPJ das empresas').fill(document);
    await expect(dialog.getByRole('list', { name: 'Documentos adicionados' }).getByRole('listitem')).toHaveText([
      `CNPJ ${formatDocument(document)}`,
    ]);
    await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
    return dialog;
  }

  const listed = (page: Page, document: string) =>
    page
      .getByRole('list', { name: 'Solicitações de inclusão' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading') })
      .filter({ hasText: formatDocument(document) });

  test('a group request whose answer is lost: the reload shows it as sent, once, and nothing is sent twice (R162)', async ({
    page,
    request,
  }) => {
    const session = await signIn(page, request, login);
    const document = uniqueCnpj();
    await addFault(request, {
      mode: 'drop-after',
      service: 'clientApi',
      path: '/group-requests',
      method: 'POST',
      clientCode: login.clientCode,
      times: 1,
    });
    const posts = countRequests(page, 'POST', '/group-requests');
    await page.goto('/empresas');
    const dialog = await sendRequest(page, document);
    await expect(page.getByText('Solicitação de inclusão enviada com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(listed(page, document)).toHaveCount(1);
    await expect(listed(page, document)).toContainText('Chamado aberto');
    expect(posts.count).toBe(1);

    // The user carries on: the page again, and the service, hold that one request only.
    await page.reload();
    await expect(listed(page, document)).toHaveCount(1);
    expect(await requestsFor(request, session.token.access_token, login.clientCode, document)).toHaveLength(1);
    expect(posts.count).toBe(1);
  });

  test('a lost answer and a list that does not come: says so; trying again checks first and sends nothing twice', async ({
    page,
    request,
  }) => {
    const session = await signIn(page, request, login);
    const document = uniqueCnpj();
    await addFault(request, {
      mode: 'drop-after',
      service: 'clientApi',
      path: '/group-requests',
      method: 'POST',
      clientCode: login.clientCode,
      times: 1,
    });
    const posts = countRequests(page, 'POST', '/group-requests');
    await page.goto('/empresas');
    await expect(page.getByRole('list', { name: 'Solicitações de inclusão' })).toBeVisible();
    // From now on the list fails from now on (a read: tried twice).
    await addFault(request, {
      mode: 'status',
      status: 500,
      service: 'clientApi',
      path: '/group-requests',
      method: 'GET',
      clientCode: login.clientCode,
      times: 2,
    });
    const dialog = await sendRequest(page, document);
    await expect(dialog.getByRole('alert')).toHaveText(
      'Não recebemos a resposta do servidor e não foi possível conferir se a solicitação foi criada. Tente novamente: antes de reenviar, conferimos suas solicitações.',
    );
    await expect(page.getByText('Erro ao criar solicitação de inclusão', { exact: true })).toHaveCount(0);
    expect(posts.count).toBe(1);

    // Trying again asks for the list, finds the request and sends nothing.
    await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
    await expect(page.getByText('Solicitação de inclusão enviada com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(listed(page, document)).toHaveCount(1);
    expect(posts.count).toBe(1);
    expect(await requestsFor(request, session.token.access_token, login.clientCode, document)).toHaveLength(1);
  });
});
