// The purchase reminder of /produtos against a strict fake fetch: none while an order is on its way, the
// days counted from the newest purchase the portal knows, and the history asked only when the company's own
// facts would remind (R62, R251).
import { describe, expect, it, vi } from 'vitest';
import segments from '../../fixtures/listSegments.json' with { type: 'json' };
import { localKeys } from '../../../src/lib/storage-keys.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

const P = 'https://p.test';
const K = 'https://k.test';
/** 22/11/2026 10:00 in São Paulo. */
const NOW = Date.UTC(2026, 10, 22, 13);

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

const company = (ultimoPedido: string | null) => ({
  id: 1,
  name: 'Bar do Zé Ltda',
  cnpj_cpf: '45723174000110',
  situation: 'ATIVO',
  clientCode: '100001',
  address: { neighborhood: 'Tijuca', city: 'Rio de Janeiro' },
  STRAS: 'Rua Conde de Bonfim, 512',
  ultimoPedido,
  dataDeCompra: null,
});

const order = (AUART: string, ERDAT: string) => ({
  Status: { VBELN: `00812${ERDAT.replaceAll('/', '')}`, AUART, ERDAT, STATUS: 'PEDIDO ENTREGUE' },
  Itens: { Item: { MATNR: '12443', ARKTX: 'Cerveja', KWMENG: 2 } },
  Notas: null,
  Transporte: null,
});

/** The catalogue screen started (its order-in-progress check answered `inProgress`) and the reminder. */
async function reminderWith(lastPurchase: string | null, inProgress: boolean) {
  await freshSignedInModules(fake, testSession(), {
    stored: { [localKeys.companies]: JSON.stringify([company(lastPurchase)]), [localKeys.companiesCachedAt]: String(Date.now()) },
  });
  const { catalogueScreen } = await import('../../../src/lib/screens/catalogue.ts');
  const { createPurchaseReminder } = await import('../../../src/lib/screens/purchase-reminder.ts');
  fake.expect(
    { method: 'GET', url: `${P}/images/segments`, reply: json(segments) },
    {
      method: 'GET',
      url: `${P}/lastOrder`,
      reply: json({ isOrderInProgress: inProgress, nextDeliveryDate: inProgress ? '2026-11-23' : null }),
    },
  );
  catalogueScreen.start();
  const reminder = createPurchaseReminder({ now: () => NOW });
  const stop = reminder.start();
  return { reminder, stop, catalogueScreen };
}

const historyCalls = () => fake.calls.filter((call) => call.url.includes('/client/my-updated-orders'));
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the purchase reminder (R62)', () => {
  it('says nothing while an order is on its way, and asks nothing more', async () => {
    const { reminder, stop } = await reminderWith('13/11/2026', true);
    await vi.waitFor(() => expect(fake.calls.some((call) => call.url.endsWith('/lastOrder'))).toBe(true));
    await settle();
    expect(reminder.$view.get()).toBeNull();
    expect(historyCalls()).toHaveLength(0);
    stop();
  });

  it('counts from the company’s purchase when the history knows none newer, and its days reach it (R251)', async () => {
    fake.expect({
      method: 'GET',
      url: `${K}/client/my-updated-orders?dias_pedido=15&type=compra`,
      reply: json({ pedidos: [order('ZS43', '01/11/2026'), order('ZS03', '20/11/2026')], statusPedidos: [], pedidosNaoProcessados: [] }),
    });
    const { reminder, stop } = await reminderWith('13/11/2026', false);
    // A bonus order is no purchase: 9 days since the company's last one.
    await vi.waitFor(() =>
      expect(reminder.$view.get()).toEqual({ lines: ['Faz 9 dias desde a sua última compra.'], bought: true, historyDays: 15 }),
    );
    stop();
  });

  it('a newer sale order in the history, or one not processed yet, silences it', async () => {
    fake.expect({
      method: 'GET',
      url: `${K}/client/my-updated-orders?dias_pedido=15&type=compra`,
      reply: json({ pedidos: [order('ZS43', '20/11/2026')], statusPedidos: [], pedidosNaoProcessados: [] }),
    });
    const first = await reminderWith('13/11/2026', false);
    await vi.waitFor(() => expect(historyCalls()).toHaveLength(1));
    await settle();
    expect(first.reminder.$view.get()).toBeNull();
    first.stop();

    fake.expect({
      method: 'GET',
      url: `${K}/client/my-updated-orders?dias_pedido=15&type=compra`,
      reply: json({ pedidos: [], statusPedidos: [], pedidosNaoProcessados: [order('ZS43', '22/11/2026')] }),
    });
    const second = await reminderWith('13/11/2026', false);
    await vi.waitFor(() => expect(historyCalls()).toHaveLength(2));
    await settle();
    expect(second.reminder.$view.get()).toBeNull();
    second.stop();
  });

  it('a recent purchase by the company asks the history nothing', async () => {
    const { reminder, stop } = await reminderWith('20/11/2026', false);
    await vi.waitFor(() => expect(fake.calls.some((call) => call.url.endsWith('/lastOrder'))).toBe(true));
    await settle();
    expect(reminder.$view.get()).toBeNull();
    expect(historyCalls()).toHaveLength(0);
    stop();
  });

  it('never bought by the company: the history’s 45 days are asked, and a purchase there is counted from', async () => {
    fake.expect({
      method: 'GET',
      url: `${K}/client/my-updated-orders?dias_pedido=45&type=compra`,
      reply: json({ pedidos: [order('ZS43', '10/11/2026')], statusPedidos: [], pedidosNaoProcessados: [] }),
    });
    const { reminder, stop } = await reminderWith(null, false);
    await vi.waitFor(() =>
      expect(reminder.$view.get()).toEqual({ lines: ['Faz 12 dias desde a sua última compra.'], bought: true, historyDays: 15 }),
    );
    stop();
  });

  it('a history that fails leaves the company’s facts: never bought is said', async () => {
    fake.expect({ method: 'GET', url: `${K}/client/my-updated-orders?dias_pedido=45&type=compra`, reply: json({ message: 'Erro' }, 503) });
    const { reminder, stop } = await reminderWith(null, false);
    await vi.waitFor(() =>
      expect(reminder.$view.get()).toEqual({ lines: ['Você ainda não fez nenhuma compra pelo portal.'], bought: false, historyDays: null }),
    );
    stop();
  });
});
