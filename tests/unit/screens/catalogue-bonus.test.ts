// The hidden bonus screen against a strict fake fetch: one call for the cart's total however many
// times it is started, the list as the table draws it, and a retry that reads the total again.
import { describe, expect, it } from 'vitest';
import bonus from '../../fixtures/listCatalogBonus.json' with { type: 'json' };
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { settled } from '../../support/screen.ts';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';

const BONUS = 'https://p.test/catalog/bonus';
const CART_KEY = 'portal:cart:v1';
const line = {
  kind: 'product',
  sku: 'X1',
  descricao: 'Produto',
  complemento: null,
  preco: 42.9,
  total: 10,
  usePrice: 42.9,
  discount: 0,
  vasilhame: 0,
  image: null,
  maximum: null,
  minimum: null,
  stock: 100,
  bonus: false,
  source: { list: 'news' },
};

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function bonusScreen() {
  const persistent = await freshSignedInModules(fake, testSession());
  persistent.setTestStorageKey(CART_KEY, JSON.stringify({ clientCode: '100001', lines: [line] }));
  const { createBonusScreen } = await import('../../../src/lib/screens/bonus.ts');
  return createBonusScreen();
}

describe('bonus screen', () => {
  it('the early start and the mount ask once, for the cart total; each product as the table shows it', async () => {
    const screen = await bonusScreen();
    fake.expect({ method: 'GET', url: BONUS, assert: (r) => expect(r.headers.get('total')).toBe('429'), reply: json(bonus) });
    screen.start();
    screen.start();
    const state = await settled(screen.$state);
    expect(fake.calls.filter((call) => call.url === BONUS)).toHaveLength(1);
    expect(state).toMatchObject({ state: 'ready', view: { totalCents: 42900 } });
    expect(state.state === 'ready' && state.view.items[0]).toEqual({
      sku: '000000000000031200',
      name: 'Água Mineral AMA sem Gás 500ml',
      price: 'R$ 0,00',
      maximum: 5,
      budget: 'TRADE_MARKETING',
    });
  });

  it('a failure shows its message; retry asks again', async () => {
    const screen = await bonusScreen();
    const failure = () => ({ method: 'GET', url: BONUS, reply: json({ message: 'Erro', details: 'Sem verba' }, 500) });
    fake.expect(failure(), failure());
    screen.start();
    expect(await settled(screen.$state)).toEqual({ state: 'error', message: 'Sem verba' });
    fake.expect({ method: 'GET', url: BONUS, reply: json([]) });
    screen.retry();
    expect(await settled(screen.$state)).toEqual({ state: 'ready', view: { totalCents: 42900, items: [] } });
  });
});
