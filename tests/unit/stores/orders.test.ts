// The orders screen's store against a strict fake fetch: the filters' queries, the latest answer
// winning, the §8 error texts, the status options' fallback, and the downloads (file names, one
// download at a time, a toast on failure).
import { describe, expect, it, vi } from 'vitest';
import { deferred, json, pdf, type FakeFetch } from '../../support/fake-fetch.ts';
import { captureToasts, freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import filtered from '../../fixtures/listMyOrdersFiltered.json' with { type: 'json' };
import statuses from '../../fixtures/listMyOrderStatuses.json' with { type: 'json' };

const CLIENT = 'https://k.test';
const session = testSession();
const KEY = '33261112345678000190550010001234561000000001';

let fake: FakeFetch;
let saved: Array<{ href: string; download: string }>;

async function load() {
  await freshSignedInModules(fake, session);
  const toasts = await captureToasts();
  saved = [];
  vi.stubGlobal('document', {
    createElement: () => {
      const link = {
        href: '',
        download: '',
        rel: '',
        hidden: false,
        click: () => saved.push({ href: link.href, download: link.download }),
        remove: () => undefined,
      };
      return link;
    },
    body: { append: () => undefined },
  });
  const orders = await import('../../../src/lib/stores/orders.ts');
  return { orders, toasts };
}

/** A GET of the filtered history whose query is exactly `query`. */
const historyCall = (query: Record<string, string>) => (url: string) => {
  const parsed = new URL(url);
  return (
    parsed.origin + parsed.pathname === `${CLIENT}/client/my-updated-orders` &&
    JSON.stringify(Object.fromEntries(parsed.searchParams)) === JSON.stringify(query)
  );
};

useFakeFetch((created) => (fake = created));

describe('loadOrdersScreen and setOrderFilters', () => {
  it('opens with 45 days and every type, then asks again on each filter change', async () => {
    const { orders } = await load();
    fake.expect(
      { method: 'GET', url: `${CLIENT}/client/my-status-orders`, reply: json(statuses) },
      { method: 'GET', url: historyCall({ dias_pedido: '45', type: 'todos' }), reply: json(filtered) },
    );
    await orders.loadOrdersScreen();
    expect(orders.orderHistory.$data.get()?.pedidos[0]?.Itens.Item).toHaveLength(1);
    expect(orders.$statusOptions.get()).toEqual(statuses);

    fake.expect({
      method: 'GET',
      url: historyCall({ dias_pedido: '7', type: 'compra', status: 'PEDIDO ENTREGUE' }),
      reply: json({ pedidos: [], statusPedidos: [], pedidosNaoProcessados: [] }),
    });
    await orders.setOrderFilters({ days: 7, type: 'compra', status: 'PEDIDO ENTREGUE' });
    expect(orders.orderHistory.$data.get()?.pedidos).toEqual([]);
    expect(orders.$orderFilters.get()).toEqual({ days: 7, type: 'compra', status: 'PEDIDO ENTREGUE' });
  });

  it('keeps the answer of the latest filters when an older one arrives late', async () => {
    const { orders } = await load();
    const slow = deferred();
    fake.expect(
      { method: 'GET', url: historyCall({ dias_pedido: '15', type: 'todos' }), reply: slow.reply },
      { method: 'GET', url: historyCall({ dias_pedido: '30', type: 'todos' }), reply: json(filtered) },
    );
    const first = orders.setOrderFilters({ days: 15 });
    await orders.setOrderFilters({ days: 30 });
    slow.resolve(json({ pedidos: [], statusPedidos: [], pedidosNaoProcessados: [] }));
    await first;
    expect(orders.orderHistory.$data.get()?.pedidos).toHaveLength(1);
  });
});

describe('the history error text (§8)', () => {
  it("is the service's details when it sent some", async () => {
    const { orders } = await load();
    const failure = json({ message: 'Erro', details: 'Serviço de pedidos em manutenção.' }, 500);
    fake.expect(
      { method: 'GET', url: historyCall({ dias_pedido: '45', type: 'todos' }), reply: failure.clone() },
      { method: 'GET', url: historyCall({ dias_pedido: '45', type: 'todos' }), reply: failure },
    );
    await orders.orderHistory.load(orders.DEFAULT_ORDER_FILTERS);
    expect(orders.orderHistory.$error.get()).toBe('Serviço de pedidos em manutenção.');
  });

  it('is the orders message otherwise (here: an answer that breaks the contract)', async () => {
    const { orders } = await load();
    fake.expect({ method: 'GET', url: historyCall({ dias_pedido: '45', type: 'todos' }), reply: json({ unexpected: true }) });
    await orders.orderHistory.load(orders.DEFAULT_ORDER_FILTERS);
    expect(orders.orderHistory.$error.get()).toBe('Ocorreu um erro ao carregar os pedidos. Por favor, tente novamente mais tarde.');
  });

  it('the status options fall back to the history answer when the statuses call fails', async () => {
    const { orders } = await load();
    const failure = json({ message: 'Erro' }, 500);
    fake.expect(
      { method: 'GET', url: `${CLIENT}/client/my-status-orders`, reply: failure.clone() },
      { method: 'GET', url: `${CLIENT}/client/my-status-orders`, reply: failure },
      { method: 'GET', url: historyCall({ dias_pedido: '45', type: 'todos' }), reply: json(filtered) },
    );
    await orders.loadOrdersScreen();
    expect(orders.$statusOptions.get()).toEqual(['FINANCEIRO APROVADO']);
  });
});

describe('downloads', () => {
  it('saves the invoice as nf.pdf, once however often it is asked while busy', async () => {
    const { orders } = await load();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:nf');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/client/my-order-nf`,
      assert: (r) => expect(r.json()).toEqual({ nfkey: [KEY] }),
      reply: pdf(),
    });
    const first = orders.downloadInvoicePdf({ CHAVE_NF: KEY });
    expect(orders.$downloading.get().has(`nf:${KEY}`)).toBe(true);
    await orders.downloadInvoicePdf({ CHAVE_NF: KEY });
    await first;
    expect(saved).toEqual([{ href: 'blob:nf', download: 'nf.pdf' }]);
    expect(orders.$downloading.get().size).toBe(0);
  });

  it('saves the boleto as boleto_{key}.pdf; a failure is a toast and ends the busy state', async () => {
    const { orders, toasts } = await load();
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:boleto');
    vi.spyOn(URL, 'revokeObjectURL').mockReturnValue(undefined);
    fake.expect({ method: 'POST', url: `${CLIENT}/client/my-order-boleto`, reply: pdf() });
    await orders.downloadBoletoPdf({ CHAVE_NF: KEY, PIX_QRCODE: null });
    expect(saved).toEqual([{ href: 'blob:boleto', download: `boleto_${KEY}.pdf` }]);

    const failure = json({ message: 'Erro' }, 500);
    fake.expect(
      { method: 'POST', url: `${CLIENT}/client/my-order-boleto`, reply: failure.clone() },
      { method: 'POST', url: `${CLIENT}/client/my-order-boleto`, reply: failure },
    );
    vi.spyOn(console, 'error').mockReturnValue(undefined);
    await orders.downloadBoletoPdf({ CHAVE_NF: KEY, PIX_QRCODE: null });
    expect(toasts).toEqual([{ kind: 'error', text: 'Não foi possível baixar o boleto. Tente novamente.' }]);
    expect(orders.$downloading.get().size).toBe(0);
    expect(saved).toHaveLength(1);
  });
});
