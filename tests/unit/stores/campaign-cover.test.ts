// The cart's estimate of its campaigns against a strict fake fetch (product-rules R318): the current period
// is asked only of the campaigns the client takes part in and that have not ended; the estimate follows
// the cart's lines; a failure says nothing; another company's read never speaks for this cart.
import { describe, expect, it } from 'vitest';
import campaigns from '../../fixtures/listFlexibleCampaigns.json' with { type: 'json' };
import period from '../../fixtures/getCurrentPeriodEvaluation.json' with { type: 'json' };
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { json, networkError, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

const TERMS = 'https://c.test/campaigns/flexibles/clientCampaignTerm';
const PERIOD = 'https://c.test/campaigns/trackings/evaluation';
/** The fixture's 'Cobertura de Portfólio' misses 'Cervejas Premium' (Stella Artois 15320, Budweiser 15410). */
const STELLA = '000000000000015320';

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function cover(user: Parameters<typeof testSession>[0] = {}) {
  await freshSignedInModules(fake, testSession(user));
  const store = await import('../../../src/lib/stores/campaign-cover.ts');
  const cart = await import('../../../src/lib/stores/cart.ts');
  const items = await import('../../../src/lib/stores/catalogue-items.ts');
  const session = await import('../../../src/lib/stores/session.ts');
  /** Puts `sku` in the current company's cart, one box. */
  const put = (sku: string) =>
    cart.writeLines([
      ...cart.$cartLines.get(),
      cart.withQuantity(items.templateFromItem({ ...products.data[0]!, sku }, { list: 'products', category: 'Cervejas' }), 1),
    ]);
  return { ...store, put, session };
}

describe('campaign cover (R318)', () => {
  it("asks the period of the campaigns the client runs, and the estimate follows the cart's lines", async () => {
    const store = await cover();
    fake.expect(
      { method: 'GET', url: TERMS, assert: (r) => expect(r.headers.get('flexibleClient')).toBe('100001'), reply: json(campaigns) },
      // Only campaign 7: 9 is pending, 4 refused.
      {
        method: 'GET',
        url: PERIOD,
        assert: (r) => expect([r.headers.get('flexibleClientCode'), r.headers.get('flexibleCampaignId')]).toEqual(['100001', '7']),
        reply: json(period),
      },
    );
    await store.loadCampaignCovers();
    expect(fake.calls.map((call) => call.url)).toEqual(['/config.json', TERMS, PERIOD]);
    expect(store.$coverNotes.get()).toEqual([]);
    store.put('99999');
    expect(store.$coverNotes.get()).toEqual([]);
    store.put(STELLA);
    expect(store.$coverNotes.get()).toEqual([
      'Este pedido completa 2 de 2 grupos de «Cobertura de Portfólio». É uma estimativa: a campanha conta os pedidos faturados.',
    ]);
  });

  it('nothing of a campaign that has ended, even one the client took part in', async () => {
    const store = await cover();
    const ended = [{ ...campaigns[0]!, campaign: { ...campaigns[0]!.campaign, final_date: '2020-01-31' } }];
    fake.expect({ method: 'GET', url: TERMS, reply: json(ended) });
    await store.loadCampaignCovers();
    store.put(STELLA);
    expect(store.$coverNotes.get()).toEqual([]);
    expect(fake.calls.some((call) => call.url === PERIOD)).toBe(false);
  });

  it('a failed read says nothing and never rejects; a failed period leaves the other campaigns', async () => {
    const store = await cover();
    fake.expect({ method: 'GET', url: TERMS, reply: networkError });
    await expect(store.loadCampaignCovers()).resolves.toBeUndefined();
    store.put(STELLA);
    expect(store.$coverNotes.get()).toEqual([]);

    const two = [campaigns[0]!, { ...campaigns[0]!, campaign: { ...campaigns[0]!.campaign, id: 8, name: 'Copa do Bairro' } }];
    fake.expect(
      { method: 'GET', url: TERMS, reply: json(two) },
      // Campaign 7's period fails (and its retry, R104); campaign 8's answers. The calls leave together.
      ...[1, 2, 3].map(() => ({
        method: 'GET',
        url: PERIOD,
        reply: (r: { headers: Headers }) => (r.headers.get('flexibleCampaignId') === '8' ? json(period) : json({}, 500)),
      })),
    );
    await store.loadCampaignCovers();
    expect(store.$coverNotes.get()).toHaveLength(1);
    expect(
      fake.calls
        .filter((call) => call.url === PERIOD)
        .map((call) => call.headers.get('flexibleCampaignId'))
        .sort(),
    ).toEqual(['7', '7', '8']);
  });

  it("another company's read never speaks for this cart", async () => {
    const store = await cover();
    fake.expect({ method: 'GET', url: TERMS, reply: json(campaigns) }, { method: 'GET', url: PERIOD, reply: json(period) });
    await store.loadCampaignCovers();
    store.put(STELLA);
    expect(store.$coverNotes.get()).toHaveLength(1);
    const session = store.session.$session.get()!;
    const other = { clientCode: '100002', name: 'Empório do Zé', cnpj_cpf: '45723174000210', profile: null };
    store.session.$session.set({ ...session, user: { ...session.user, current_client: other } });
    store.put(STELLA);
    expect(store.$coverNotes.get()).toEqual([]);
  });
});
