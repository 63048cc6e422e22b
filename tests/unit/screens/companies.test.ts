// The companies screen against a strict fake fetch: one call per list however many times it is
// started, the cards and requests as the page draws them, the cached companies, the switch (at once,
// the cart kept for its company) opening the landing page through the injected navigation, and the
// requests list's failure, retry and reload after a request is sent.
import { describe, expect, it, vi } from 'vitest';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import companiesFixture from '../../fixtures/listMyCompanies.json' with { type: 'json' };
import requestsFixture from '../../fixtures/listGroupRequests.json' with { type: 'json' };
import { json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { settled } from '../../support/screen.ts';
import { captureToasts, freshSignedInModules, SESSION_KEY, testSession, useFakeFetch } from '../../support/session.ts';

const CLIENT = 'https://k.test';
const COMPANIES = `${CLIENT}/client/myCompanies`;
const REQUESTS = `${CLIENT}/group-requests?client_code=100001`;
const SWITCH = `${CLIENT}/auth/loginWithAnotherCompany`;
const CART_KEY = 'portal:cart:v2';
const session = testSession({ group: { name: 'Rede Sabor do Zé' } });
const switched = {
  access_token: 'tok2',
  expires_in: 3600,
  token_type: 'bearer',
  user: {
    ...session.user,
    current_client: { clientCode: '1002346', name: 'Mercearia Boa Vista Eireli', cnpj_cpf: '28391562000122', profile: null },
  },
};

/** What the test reads of the stored session. */
type StoredSession = { user: { current_client: { clientCode: string } } };

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function companiesScreen(setup?: (storage: Awaited<ReturnType<typeof freshSignedInModules>>) => void) {
  const persistent = await freshSignedInModules(fake, session);
  setup?.(persistent);
  const toasts = await captureToasts();
  const { createCompaniesScreen } = await import('../../../src/lib/screens/companies.ts');
  const navigate = vi.fn<(url: string) => void>();
  return { screen: createCompaniesScreen({ navigate }), navigate, toasts, storage: persistent.getTestStorage };
}

type Screen = Awaited<ReturnType<typeof companiesScreen>>['screen'];

/** The view once neither list is loading. */
async function loaded(screen: Screen) {
  await vi.waitFor(() => {
    const state = screen.$state.get();
    expect(state.state === 'ready' && !state.view.companies.loading && !state.view.requests.loading).toBe(true);
  });
  const state = screen.$state.get();
  if (state.state !== 'ready') throw new Error('not ready');
  return state.view;
}

describe('companies screen', () => {
  it('the early start and the mount send one call per list; cards and requests are drawn from views (R80)', async () => {
    const { screen } = await companiesScreen();
    fake.expect(
      { method: 'GET', url: COMPANIES, reply: json(companiesFixture) },
      { method: 'GET', url: REQUESTS, reply: json(requestsFixture) },
    );
    screen.start();
    screen.start();
    expect((await settled(screen.$state)).state).toBe('ready');
    const view = await loaded(screen);
    expect(fake.calls.filter((call) => call.url === COMPANIES)).toHaveLength(1);
    expect(fake.calls.filter((call) => call.url === REQUESTS)).toHaveLength(1);
    expect(view.companies.items.map((c) => [c.name, c.documentType, c.document, c.neighborhood, c.city, c.lastOrder, c.inactive])).toEqual([
      ['Bar do Zé Ltda', 'CNPJ', '45.723.174/0001-10', 'Tijuca', 'Rio de Janeiro', '13/11/2026', false],
      ['Mercearia Boa Vista Eireli', 'CNPJ', '28.391.562/0001-22', 'Vila Isabel', 'Rio de Janeiro', null, false],
      ['Empório Botafogo Ltda', 'CNPJ', '73.045.819/0001-49', 'Botafogo', 'Rio de Janeiro', '02/03/2025', true],
    ]);
    expect(view.requests.items?.map((r) => [r.id, r.statusLabel, r.createdAt, r.documents.map((d) => d.text)])).toEqual([
      [14, 'Chamado aberto', '18/11/2026', ['CNPJ 36.412.098/0001-31']],
      [12, 'Aprovado', '20/09/2026', ['CNPJ 28.391.562/0001-22', 'CPF 529.982.247-25']],
      [9, 'Rejeitado', '02/06/2026', ['CNPJ 73.045.819/0001-49']],
    ]);
    expect([view.currentClientCode, view.groupName, view.switchingTo]).toEqual(['100001', 'Rede Sabor do Zé', null]);
  });

  it('a fresh cache of companies is used without asking; retry asks anyway', async () => {
    const { screen } = await companiesScreen((storage) => {
      storage.setTestStorageKey('portal:companies:v1', JSON.stringify(companiesFixture));
      storage.setTestStorageKey('portal:companies-cached-at:v1', String(Date.now()));
    });
    fake.expect({ method: 'GET', url: REQUESTS, reply: json([]) });
    screen.start();
    const view = await loaded(screen);
    expect(view.companies.items).toHaveLength(3);
    expect(view.requests.items).toEqual([]);
    fake.expect({ method: 'GET', url: COMPANIES, reply: json(companiesFixture.slice(0, 1)) });
    screen.retry();
    expect((await loaded(screen)).companies.items).toHaveLength(1);
  });

  it('a failed companies load says why', async () => {
    const { screen } = await companiesScreen();
    const failure = () => json({ message: 'Erro', details: 'Serviço indisponível.' }, 500);
    fake.expect(
      { method: 'GET', url: COMPANIES, reply: failure() },
      { method: 'GET', url: COMPANIES, reply: failure() },
      { method: 'GET', url: REQUESTS, reply: json([]) },
    );
    screen.start();
    const view = await loaded(screen);
    expect(view.companies).toEqual({ items: [], loading: false, error: 'Serviço indisponível.' });
  });

  it('the requests list failing says why; its retry loads it again (R80)', async () => {
    const { screen } = await companiesScreen();
    const failure = () => json({ message: 'Erro', details: 'Agrupamentos indisponíveis.' }, 500);
    fake.expect(
      { method: 'GET', url: COMPANIES, reply: json(companiesFixture) },
      { method: 'GET', url: REQUESTS, reply: failure() },
      { method: 'GET', url: REQUESTS, reply: failure() },
    );
    screen.start();
    expect((await loaded(screen)).requests).toEqual({ items: undefined, loading: false, error: 'Agrupamentos indisponíveis.' });
    fake.expect({ method: 'GET', url: REQUESTS, reply: json(requestsFixture) });
    screen.retryRequests();
    const view = await loaded(screen);
    expect(view.requests.error).toBeNull();
    expect(view.requests.items).toHaveLength(3);
  });

  it('a sent request loads the list again (R80)', async () => {
    const { screen, toasts } = await companiesScreen();
    fake.expect({ method: 'GET', url: COMPANIES, reply: json(companiesFixture) }, { method: 'GET', url: REQUESTS, reply: json([]) });
    screen.start();
    await loaded(screen);
    fake.expect(
      { method: 'POST', url: `${CLIENT}/group-requests`, reply: json(requestsFixture[0], 201) },
      { method: 'GET', url: REQUESTS, reply: json(requestsFixture.slice(0, 1)) },
    );
    expect(await screen.sendGroupRequest({ groupName: 'Rede Sabor Carioca', documents: ['36412098000131'], notes: '' })).toEqual({
      kind: 'sent',
    });
    await vi.waitFor(async () => expect((await loaded(screen)).requests.items).toHaveLength(1));
    expect(toasts).toEqual([{ kind: 'success', text: 'Solicitação de inclusão enviada com sucesso' }]);
  });

  it('a request whose answer is lost: the list that confirms it is shown, not asked for again (R162)', async () => {
    const { screen, toasts } = await companiesScreen();
    fake.expect({ method: 'GET', url: COMPANIES, reply: json(companiesFixture) }, { method: 'GET', url: REQUESTS, reply: json([]) });
    screen.start();
    await loaded(screen);
    const made = { ...requestsFixture[0]!, request_status: 'created', group_name: 'Rede Sabor Carioca' };
    fake.expect(
      { method: 'POST', url: `${CLIENT}/group-requests`, reply: networkError },
      { method: 'GET', url: REQUESTS, reply: json([made]) },
    );
    const outcome = await screen.sendGroupRequest({
      groupName: 'Rede Sabor Carioca',
      documents: made.requested_documents.map((d) => d.requested_document),
      notes: '',
    });
    expect(outcome.kind).toBe('sent');
    expect((await loaded(screen)).requests.items?.map((r) => r.id)).toEqual([made.id]);
    expect(toasts).toEqual([{ kind: 'success', text: 'Solicitação de inclusão enviada com sucesso' }]);
  });

  it('an answer after exit is dropped, and the next start asks again', async () => {
    const { screen } = await companiesScreen();
    fake.expect(
      { method: 'GET', url: COMPANIES, reply: json(companiesFixture) },
      { method: 'GET', url: REQUESTS, reply: json(requestsFixture) },
      // The companies cache is the store's, shared with the cart: it asks again while the first is out.
      { method: 'GET', url: COMPANIES, reply: json(companiesFixture) },
      { method: 'GET', url: REQUESTS, reply: json([]) },
    );
    screen.start();
    screen.exit();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    screen.start();
    expect((await loaded(screen)).requests.items).toEqual([]);
  });

  it('with an empty cart the switch goes at once and opens the landing page', async () => {
    const { screen, navigate, storage } = await companiesScreen();
    fake.expect({ method: 'GET', url: COMPANIES, reply: json(companiesFixture) }, { method: 'GET', url: REQUESTS, reply: json([]) });
    screen.start();
    const view = await loaded(screen);
    fake.expect({ method: 'POST', url: SWITCH, assert: (r) => expect(r.json()).toEqual({ clientCode: '1002346' }), reply: json(switched) });
    const switching = screen.chooseCompany(view.companies.items[1]!);
    await vi.waitFor(() => expect(screen.$state.get()).toMatchObject({ view: { switchingTo: '1002346' } }));
    await switching;
    expect(navigate).toHaveBeenCalledWith('/produtos');
    expect((JSON.parse(storage()[SESSION_KEY]!) as StoredSession).user.current_client.clientCode).toBe('1002346');
  });

  it('a refused switch says why and opens nothing (R77)', async () => {
    const { screen, navigate } = await companiesScreen();
    fake.expect({ method: 'GET', url: COMPANIES, reply: json(companiesFixture) }, { method: 'GET', url: REQUESTS, reply: json([]) });
    screen.start();
    const view = await loaded(screen);
    fake.expect({ method: 'POST', url: SWITCH, reply: json({ message: 'Erro', details: 'Empresa não vinculada ao seu usuário.' }, 404) });
    await screen.chooseCompany(view.companies.items[1]!);
    expect(screen.$state.get()).toMatchObject({ view: { switchingTo: null, switchError: 'Empresa não vinculada ao seu usuário.' } });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('with lines in the cart the switch goes at once; the cart waits for its company and the new one starts empty (R77)', async () => {
    const { screen, navigate, storage } = await companiesScreen();
    const cart = { ...(await import('../../../src/lib/stores/cart.ts')), ...(await import('../../../src/lib/stores/catalogue-items.ts')) };
    cart.setQuantity(cart.templateFromItem(products.data[0]!, { list: 'news' }), 3);
    cart.flushCart();
    fake.expect({ method: 'GET', url: COMPANIES, reply: json(companiesFixture) }, { method: 'GET', url: REQUESTS, reply: json([]) });
    screen.start();
    const company = (await loaded(screen)).companies.items[1]!;
    fake.expect({ method: 'POST', url: SWITCH, reply: json(switched) });
    await screen.chooseCompany(company);
    expect(navigate).toHaveBeenCalledWith('/produtos');
    expect(cart.$cartLines.get()).toEqual([]);
    const stored = JSON.parse(storage()[CART_KEY]!) as { owner: string; carts: Array<{ clientCode: string; lines: unknown[] }> };
    expect(stored.owner).toBe(session.user.cnpj_cpf);
    expect(stored.carts).toMatchObject([{ clientCode: '100001', lines: [{ sku: products.data[0]!.sku, total: 3 }] }]);
  });
});
