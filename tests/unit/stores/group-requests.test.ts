// The group-requests store against a strict fake fetch: the creation sends the current company's
// document, is never retried and never sent twice, and each outcome gives its toasts (product-rules R80); a
// lost answer is checked against the list before anything is sent again (R162). The
// list (asked for the current client, loaded again after a creation) is the companies screen's:
// tests/unit/screens/companies.test.ts.
import { describe, expect, it, vi } from 'vitest';
import { captureToasts, freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { hang, json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';

const CLIENT = 'https://k.test';
const session = testSession({ group: { name: 'Rede Sabor do Zé' } });
const created = {
  id: 15,
  created_at: '2026-11-22T08:00:00-03:00',
  request_status: 'created',
  group_name: 'Rede Sabor do Zé',
  requested_documents: [{ id: 45, requested_document: '12ABC34501DE35' }],
};

let fake: FakeFetch;

async function load() {
  await freshSignedInModules(fake, session);
  const toasts = await captureToasts();
  const store = await import('../../../src/lib/stores/group-requests.ts');
  return { store, toasts };
}

useFakeFetch((created) => (fake = created), { quietErrors: true });

describe('sendGroupRequest', () => {
  it("sends the current company's document once and toasts success (R80)", async () => {
    const { store, toasts } = await load();
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/group-requests`,
      assert: (request) =>
        expect(request.json()).toEqual({
          group_name: 'Rede Sabor do Zé',
          requested_documents: ['12ABC34501DE35'],
          requesting_document: '45723174000110',
          notes: 'Filial',
        }),
      reply: json(created, 201),
    });
    const form = { groupName: ' Rede Sabor do Zé ', documents: ['12ABC34501DE35'], notes: ' Filial ' };
    const [first, second] = await Promise.all([store.sendGroupRequest(form), store.sendGroupRequest(form)]);
    expect(first).toEqual({ kind: 'sent' });
    expect(second).toEqual({ kind: 'busy' });
    expect(toasts).toEqual([{ kind: 'success', text: 'Solicitação de inclusão enviada com sucesso' }]);
    expect(store.$sendingGroupRequest.get()).toBe(false);
  });

  it('a 500 is not retried: error toast and the reason for the modal (R80)', async () => {
    const { store, toasts } = await load();
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/group-requests`,
      reply: json({ message: 'Erro', details: 'Serviço indisponível.' }, 500),
    });
    const outcome = await store.sendGroupRequest({ groupName: 'Rede', documents: ['11222333000181'], notes: '' });
    expect(outcome).toEqual({ kind: 'failed', reason: 'Serviço indisponível.' });
    expect(toasts).toEqual([{ kind: 'error', text: 'Erro ao criar solicitação de inclusão' }]);
  });
});

describe('sendGroupRequest: the answer is lost (R160, R162)', () => {
  const LIST = `${CLIENT}/group-requests?client_code=100001`;
  const form = { groupName: 'Rede Sabor do Zé', documents: ['12ABC34501DE35'], notes: '' };
  const post = (reply = networkError) => ({ method: 'POST', url: `${CLIENT}/group-requests`, reply });
  const older = { ...created, id: 9, request_status: 'canceled' };

  it.each([
    ['the connection drops', networkError],
    ['no answer comes in time', hang],
  ] as const)('%s, and the list has it: shown as sent, with that list, sent once', async (_name, reply) => {
    const { store, toasts } = await load();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    fake.expect(post(reply), { method: 'GET', url: LIST, reply: json([created, older]) });
    const outcome = store.sendGroupRequest(form, [older.id]);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toEqual({ kind: 'sent', requests: [created, older] });
    expect(toasts).toEqual([{ kind: 'success', text: 'Solicitação de inclusão enviada com sucesso' }]);
  });

  it('the list has only older requests of the same name and documents: not made, the next send goes out', async () => {
    const { store, toasts } = await load();
    // One listed before sending (still open), one closed: neither is the new one.
    const open = { ...created, id: 8 };
    fake.expect(post(), { method: 'GET', url: LIST, reply: json([open, older]) });
    const outcome = await store.sendGroupRequest(form, [open.id]);
    expect(outcome).toMatchObject({
      kind: 'failed',
      reason: expect.stringContaining('Não foi possível conectar') as string,
      requests: [open, older],
    });
    expect(toasts).toEqual([{ kind: 'error', text: 'Erro ao criar solicitação de inclusão' }]);
    fake.expect(post(() => json(created, 201)));
    expect(await store.sendGroupRequest(form, [open.id])).toEqual({ kind: 'sent' });
  });

  it('the list does not come either: says so, and the next tap checks the list first (made: nothing sent)', async () => {
    const { store, toasts } = await load();
    const down = () => json({ message: 'Erro' }, 503);
    fake.expect(post(), { method: 'GET', url: LIST, reply: down() });
    expect(await store.sendGroupRequest(form)).toEqual({ kind: 'unchecked' });
    expect(toasts).toEqual([]);
    fake.expect({ method: 'GET', url: LIST, reply: down() });
    expect(await store.sendGroupRequest(form)).toEqual({ kind: 'unchecked' });
    fake.expect({ method: 'GET', url: LIST, reply: json([created]) });
    expect(await store.sendGroupRequest(form)).toEqual({ kind: 'sent', requests: [created] });
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(toasts).toEqual([{ kind: 'success', text: 'Solicitação de inclusão enviada com sucesso' }]);
  });

  it('the list does not come, then comes without it: the next tap sends it, once', async () => {
    const { store } = await load();
    fake.expect(post(), { method: 'GET', url: LIST, reply: json({ message: 'Erro' }, 503) });
    expect(await store.sendGroupRequest(form)).toEqual({ kind: 'unchecked' });
    fake.expect(
      { method: 'GET', url: LIST, reply: json([older]) },
      post(() => json(created, 201)),
    );
    expect(await store.sendGroupRequest(form)).toEqual({ kind: 'sent' });
    expect(fake.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  });
});

describe('checkGroupName (R79)', () => {
  it('null when the name is free, the service reason when it is taken', async () => {
    const { store } = await load();
    fake.expect(
      { method: 'GET', url: `${CLIENT}/group-requests/validate-name?name=Rede+Nova`, reply: json({ message: 'Nome disponível' }) },
      {
        method: 'GET',
        url: (url) => url.startsWith(`${CLIENT}/group-requests/validate-name?name=Rede`) && url.includes('Carioca'),
        reply: json({ message: 'Nome de agrupamento já utilizado', details: 'Escolha outro nome para o agrupamento.' }, 409),
      },
    );
    expect(await store.checkGroupName(' Rede Nova ')).toBeNull();
    expect(await store.checkGroupName('Rede Boteco Carioca')).toBe('Escolha outro nome para o agrupamento.');
  });
});
