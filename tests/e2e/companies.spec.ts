// /empresas against the demo API: the company cards, switching company (landing on the catalogue or
// on the campaigns), and group inclusion requests (chips from typed and pasted CNPJs, invalid and
// duplicate documents, the group-name rules, success, a failure that keeps the form, axe).
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe.ts';
import { test, expect, signIn, logins, fillCart } from './fixtures.ts';
import { cnpjCheckDigits, formatDocument } from '../../src/lib/domain/documents.ts';
import { localKeys } from '../../src/lib/storage-keys.ts';

const cors = { 'access-control-allow-origin': '*' };

/** A valid numeric CNPJ nobody else uses in this run (phone and desktop share the demo API). */
function uniqueCnpj(): string {
  const body = `${Date.now() % 1e10}`.padStart(10, '7') + String(Math.floor(Math.random() * 90) + 10);
  return `${body}${cnpjCheckDigits(body)}`;
}

const card = (page: Page, name: string) =>
  page
    .getByRole('list', { name: 'Suas empresas' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name, exact: true }) });
const requestItems = (page: Page) =>
  page
    .getByRole('list', { name: 'Solicitações de inclusão' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading') });
const sessionClientCode = (page: Page) =>
  page.evaluate(
    (key) =>
      (JSON.parse(localStorage.getItem(key) ?? 'null') as { user: { current_client: { clientCode: string } } } | null)?.user.current_client
        .clientCode,
    localKeys.session,
  );

async function openRequestModal(page: Page) {
  await page.getByRole('button', { name: 'Solicitar inclusão de empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Solicitar inclusão de empresa', exact: true });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('the grid: each company with its data, the current one marked, the inactive one without a switch (R75, R76)', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/empresas');
  await expect(page.getByRole('heading', { level: 1, name: 'Empresas' })).toBeVisible();
  const current = card(page, 'Bar do Zé Ltda');
  await expect(current).toContainText('CNPJ:45.723.174/0001-10');
  await expect(current).toContainText('Código do cliente:100001');
  await expect(current).toContainText('Tijuca · Rio de Janeiro');
  await expect(current).toContainText(/Último pedido:\d{2}\/\d{2}\/\d{4}/);
  await expect(current.getByText('Empresa atual')).toBeVisible();
  await expect(current.getByRole('button')).toHaveCount(0);
  const inactive = card(page, 'Zé Lanches ME');
  await expect(inactive.getByText('Não cadastrada')).toBeVisible();
  await expect(inactive).toContainText('Último pedido:Nenhum pedido');
  await expect(inactive.getByRole('button')).toHaveCount(0);
  await expect(
    card(page, 'Empório do Zé Bebidas Ltda').getByRole('button', { name: 'Acessar empresa Empório do Zé Bebidas Ltda' }),
  ).toBeEnabled();
  await expect(page.getByRole('link', { name: 'Acessar catálogo' })).toHaveAttribute('href', '/produtos');
  // The seeded requests, newest first, with their labels and formatted documents.
  const requests = page.getByRole('list', { name: 'Solicitações de inclusão' });
  await expect(requests.getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(requests.getByText('Rejeitado', { exact: true })).toBeVisible();
  await expect(requests).toContainText('CPF 529.982.247-25');
  // axe: the sweep checks /empresas as it opens (a11y.spec.ts).
});

test('without store access there is no catalogue link (R75) @desktop-only', async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  await page.goto('/empresas');
  await expect(card(page, 'Mercadinho Boa Vista Ltda').getByText('Empresa atual')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Acessar catálogo' })).toHaveCount(0);
});

test('switching company loads, then lands on the catalogue as the new company (R77) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/empresas');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/auth/loginWithAnotherCompany', async (route) => {
    await held;
    await route.continue();
  });
  await card(page, 'Empório do Zé Bebidas Ltda').getByRole('button').click();
  await expect(page.getByRole('button', { name: 'Acessando... Empório do Zé Bebidas Ltda' })).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  expect(await sessionClientCode(page)).toBe('100002');
  await page.goto('/empresas');
  await expect(card(page, 'Empório do Zé Bebidas Ltda').getByText('Empresa atual')).toBeVisible();
  await expect(card(page, 'Bar do Zé Ltda').getByRole('button', { name: /Acessar empresa/ })).toBeEnabled();
});

test("with items in the cart, the switch goes at once and keeps that company's cart (R77) @desktop-only", async ({ page, request }) => {
  await signIn(page, request);
  await fillCart(page);
  await page.goto('/empresas');
  await card(page, 'Empório do Zé Bebidas Ltda').getByRole('button').click();
  await expect(page).toHaveURL(/\/produtos\/?$/);
  expect(await sessionClientCode(page)).toBe('100002');
  // No question: the new company's cart is empty, the first one's waits (product-rules R135).
  await expect(page.getByRole('region', { name: 'Carrinho' })).toBeHidden();
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as unknown, localKeys.cart);
  expect(stored).toMatchObject({ carts: [{ clientCode: '100001', lines: [{ descricao: 'Cerveja Brahma Chopp Lata 350ml', total: 5 }] }] });
});

test('a user without store access lands on the campaigns after switching (R77) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/empresas');
  // No seeded login without store access has two companies: the switch answer says so instead.
  await page.route('**/auth/loginWithAnotherCompany', async (route) => {
    const response = await route.fetch();
    const answer = (await response.json()) as { user: { storeAccess: boolean } };
    answer.user.storeAccess = false;
    await route.fulfill({ response, json: answer });
  });
  await card(page, 'Empório do Zé Bebidas Ltda').getByRole('button').click();
  await expect(page).toHaveURL(/\/campanhas\/?$/);
  expect(await sessionClientCode(page)).toBe('100002');
});

test('a refused switch is shown in a red box and the buttons come back (R77) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  await page.goto('/empresas');
  await page.route('**/auth/loginWithAnotherCompany', (route) =>
    route.fulfill({
      status: 404,
      headers: cors,
      json: { message: 'Empresa não encontrada', details: 'Empresa não vinculada ao seu usuário.' },
    }),
  );
  await card(page, 'Empório do Zé Bebidas Ltda').getByRole('button').click();
  await expect(page.getByRole('main').getByRole('alert')).toHaveText('Empresa não vinculada ao seu usuário.');
  await expect(card(page, 'Empório do Zé Bebidas Ltda').getByRole('button')).toBeEnabled();
  expect(await sessionClientCode(page)).toBe('100001');
});

test('group request: typed and pasted documents, invalid and duplicate ones, then success (R79) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/empresas');
  const dialog = await openRequestModal(page);
  const name = dialog.getByLabel('Nome do agrupamento');
  await expect(name).toHaveValue('Rede Sabor do Zé');
  await expect(name).toHaveAttribute('readonly', '');
  const documents = dialog.getByLabel('CNPJ das empresas');
  const chips = dialog.getByRole('list', { name: 'Documentos adicionados' });

  // Typed with its mask: nothing happens before the 14th character.
  await documents.pressSequentially('12.abc.345/01de-3');
  await expect(documents).toHaveValue('12ABC34501DE3');
  await expect(chips.getByRole('listitem')).toHaveCount(0);
  await documents.pressSequentially('5');
  await expect(chips.getByRole('listitem')).toHaveText(['CNPJ 12.ABC.345/01DE-35']);
  await expect(documents).toHaveValue('');

  // Invalid check digits.
  await documents.pressSequentially('11222333000182');
  await expect(dialog.getByText('Documento inválido: 11.222.333/0001-82')).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveCount(1);

  // A paste of two documents (one already added) and the start of a third.
  const fresh = uniqueCnpj();
  await documents.fill(`${formatDocument(fresh)} 12ABC34501DE35 4572`);
  await expect(dialog.getByText('Documento já adicionado: 12.ABC.345/01DE-35')).toBeVisible();
  await expect(chips.getByRole('listitem')).toHaveText(['CNPJ 12.ABC.345/01DE-35', `CNPJ ${formatDocument(fresh)}`]);
  await expect(documents).toHaveValue('4572');

  // A partial document cannot be sent; removing a chip is a real button.
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(dialog.getByText('Documento inválido: 4572')).toBeVisible();
  await documents.fill('');
  await chips.getByRole('button', { name: 'Remover 12.ABC.345/01DE-35' }).click();
  await expect(chips.getByRole('listitem')).toHaveText([`CNPJ ${formatDocument(fresh)}`]);
  await expect(documents).toBeFocused();
  await dialog.getByLabel('Observações').fill(`Filial nova ${fresh}`);
  await expectNoAxeViolations(page, '/empresas with the request modal open');

  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/group-requests')) posts += 1;
  });
  // One tap here: a second one can land behind the closed modal and take the focus checked below (a
  // double tap is the next test's).
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('Solicitação de inclusão enviada com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  const created = requestItems(page).filter({ hasText: formatDocument(fresh) });
  await expect(created).toContainText('Chamado aberto');
  await expect(created).toContainText('Rede Sabor do Zé');
  expect(posts).toBe(1);
  await expect(page.getByRole('button', { name: 'Solicitar inclusão de empresa' })).toBeFocused();
});

test('group request: name required, a taken name, and a failure that keeps the form and says nothing twice (R79, R80, R279) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request, logins.noStore);
  await page.goto('/empresas');
  const dialog = await openRequestModal(page);
  const name = dialog.getByLabel('Nome do agrupamento');
  await expect(name).toHaveValue('');
  await expect(name).not.toHaveAttribute('readonly', '');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(dialog.getByText('Nome do agrupamento é obrigatório')).toBeVisible();
  await expect(dialog.getByText('Informe ao menos um documento válido da empresa que deseja incluir')).toBeVisible();
  await expect(name).toBeFocused();

  // The service says the name is taken (checked on blur).
  await name.fill('Rede Boteco Carioca');
  await dialog.getByLabel('Observações').click();
  await expect(dialog.getByText('Escolha outro nome para o agrupamento.')).toBeVisible();

  const group = `Rede Teste ${uniqueCnpj()}`;
  await name.fill(group);
  const fresh = uniqueCnpj();
  await dialog.getByLabel('CNPJ das empresas').fill(fresh);
  await dialog.getByLabel('Observações').fill('Mesma rua');
  await expect(dialog.getByText('Escolha outro nome para o agrupamento.')).toBeHidden();

  let posts = 0;
  // First the service's generic reason, then one of its own.
  const reasons = ['Tente novamente mais tarde.', 'Serviço de agrupamentos indisponível.'];
  await page.route('**/group-requests', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    posts += 1;
    return route.fulfill({
      status: 500,
      headers: cors,
      json: { message: 'Erro interno', details: reasons[posts - 1] },
    });
  });
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('Erro ao criar solicitação de inclusão', { exact: true })).toBeVisible();
  // The spec's sentence exactly, which already says to try later: not said twice (product-rules R80, R279).
  const problem = dialog.getByRole('alert');
  await expect(problem).toHaveText('Erro ao criar solicitação de inclusão. Tente novamente mais tarde.');
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  // A reason of its own, on a line of its own (product-rules R80).
  await expect(problem).toHaveText(
    'Erro ao criar solicitação de inclusão. Tente novamente mais tarde. Serviço de agrupamentos indisponível.',
  );
  await expect(problem.getByText('Serviço de agrupamentos indisponível.', { exact: true })).toHaveCSS('display', 'block');
  expect(posts).toBe(2);
  await expect(name).toHaveValue(group);
  await expect(dialog.getByRole('list', { name: 'Documentos adicionados' }).getByRole('listitem')).toHaveText([
    `CNPJ ${formatDocument(fresh)}`,
  ]);
  await expect(dialog.getByLabel('Observações')).toHaveValue('Mesma rua');

  // Closing keeps what was typed; the retry goes through.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await page.unroute('**/group-requests');
  await openRequestModal(page);
  await expect(name).toHaveValue(group);
  await dialog.getByRole('button', { name: 'Enviar solicitação' }).click();
  await expect(page.getByText('Solicitação de inclusão enviada com sucesso')).toBeVisible();
  const created = requestItems(page).filter({ hasText: group });
  await expect(created).toContainText(`CNPJ ${formatDocument(fresh)}`);
});

test('group request: a second submit before the modal redraws sends nothing more (R80) @desktop-only', async ({ page, request }) => {
  await signIn(page, request, logins.noStore);
  await page.goto('/empresas');
  const dialog = await openRequestModal(page);
  const group = `Rede Teste ${uniqueCnpj()}`;
  await dialog.getByLabel('Nome do agrupamento').fill(group);
  const fresh = uniqueCnpj();
  await dialog.getByLabel('CNPJ das empresas').fill(fresh);
  await expect(dialog.getByRole('list', { name: 'Documentos adicionados' }).getByRole('listitem')).toHaveText([
    `CNPJ ${formatDocument(fresh)}`,
  ]);

  // A second name check answers late, so a second submit would send after the first request is made.
  let checks = 0;
  await page.route('**/group-requests/validate-name?**', async (route) => {
    checks += 1;
    if (checks > 1) await new Promise((resolve) => setTimeout(resolve, 1500));
    return route.fallback();
  });
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/group-requests')) posts += 1;
  });
  // Two submits in one task: the second reaches the handler before React has drawn the busy button, as
  // a double tap does on a slow phone.
  await dialog.locator('form').evaluate((form: HTMLFormElement) => {
    form.requestSubmit();
    form.requestSubmit();
  });
  await expect(page.getByText('Solicitação de inclusão enviada com sucesso')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(requestItems(page).filter({ hasText: group })).toHaveCount(1);
  expect({ checks, posts }).toEqual({ checks: 1, posts: 1 });
});

test('the requests list failing says so, with a retry (R80) @desktop-only', async ({ page, request }) => {
  await signIn(page, request);
  let fail = true;
  await page.route('**/group-requests?**', (route) =>
    fail ? route.fulfill({ status: 500, headers: cors, json: { message: 'Erro interno' } }) : route.fallback(),
  );
  await page.goto('/empresas');
  const alert = page.getByRole('main').getByRole('alert');
  await expect(alert).toContainText('Erro ao buscar solicitações de inclusão de empresas');
  await expect(card(page, 'Bar do Zé Ltda')).toBeVisible();
  fail = false;
  await alert.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('list', { name: 'Solicitações de inclusão' }).getByText('Aprovado', { exact: true })).toBeVisible();
  await expect(alert).toHaveCount(0);
});
