// Switching company from /empresas with a cart: the line count the screen asks about, and the
// cart emptied only once the switch succeeded (a refused switch keeps it). Opening the landing page
// is the screen's (tests/unit/screens/companies.test.ts).
import { describe, expect, it } from 'vitest';
import products from '../../fixtures/listCatalogProducts.json' with { type: 'json' };
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { freshSignedInModules, SESSION_KEY, useFakeFetch } from '../../support/session.ts';

const CLIENT = 'https://k.test';
const CART_KEY = 'portal:cart:v1';
const userOf = (clientCode: string, name: string, cnpj: string) => ({
  storeAccess: true,
  clients: [
    { clientCode: '100001', name: 'Bar do Zé', cnpj_cpf: '45723174000110' },
    { clientCode: '100002', name: 'Empório do Zé', cnpj_cpf: '28391562000122' },
  ],
  cnpj_cpf: '12345678909',
  group: null,
  profile: null,
  current_client: { clientCode, name, cnpj_cpf: cnpj, profile: null },
});
const session = {
  token: { access_token: 'tok', expires_in: 3600, token_type: 'bearer', issued_at: Math.floor(Date.now() / 1000) },
  user: userOf('100001', 'Bar do Zé', '45723174000110'),
};
const switched = {
  access_token: 'tok2',
  expires_in: 3600,
  token_type: 'bearer',
  user: userOf('100002', 'Empório do Zé', '28391562000122'),
};

/** What the test reads of the stored session. */
type StoredSession = { user: { current_client: { clientCode: string } } };

let fake: FakeFetch;

async function load() {
  const persistent = await freshSignedInModules(fake, session);
  const cart = { ...(await import('../../../src/lib/stores/cart.ts')), ...(await import('../../../src/lib/stores/catalogue-items.ts')) };
  const companies = await import('../../../src/lib/stores/companies.ts');
  const switcher = await import('../../../src/lib/stores/company-switch-cart.ts');
  return { cart, companies, switcher, storage: persistent.getTestStorage };
}

useFakeFetch((created) => (fake = created), { quietErrors: true });

describe('currentCartLineCount', () => {
  it('counts the lines, pending taps included', async () => {
    const { cart, switcher } = await load();
    expect(await switcher.currentCartLineCount()).toBe(0);
    cart.setQuantity(cart.templateFromItem(products.data[0]!, { list: 'news' }), 3);
    expect(await switcher.currentCartLineCount()).toBe(1);
  });
});

describe('switchCompanyEmptyingCart', () => {
  it('switches, empties the previous cart and resolves with the landing page', async () => {
    const { cart, switcher, storage } = await load();
    cart.setQuantity(cart.templateFromItem(products.data[0]!, { list: 'news' }), 3);
    cart.flushCart();
    expect(storage()[CART_KEY]).toBeDefined();
    fake.expect({
      method: 'POST',
      url: `${CLIENT}/auth/loginWithAnotherCompany`,
      assert: (r) => expect(r.json()).toEqual({ clientCode: '100002' }),
      reply: json(switched),
    });
    expect(await switcher.switchCompanyEmptyingCart('100002')).toBe('/produtos');
    expect(storage()[CART_KEY]).toBeUndefined();
    expect((JSON.parse(storage()[SESSION_KEY]!) as StoredSession).user.current_client.clientCode).toBe('100002');
  });

  it('a refused switch keeps the cart and says why', async () => {
    const { cart, companies, switcher, storage } = await load();
    cart.setQuantity(cart.templateFromItem(products.data[0]!, { list: 'news' }), 3);
    cart.flushCart();
    const refusal = {
      method: 'POST',
      url: `${CLIENT}/auth/loginWithAnotherCompany`,
      reply: () => json({ message: 'Empresa inativa', details: 'Esta empresa não está cadastrada no portal.' }, 400),
    };
    // Sent once: a switch is a write, never retried (product-rules R104).
    fake.expect(refusal);
    expect(await switcher.switchCompanyEmptyingCart('100003')).toBeNull();
    expect(storage()[CART_KEY]).toBeDefined();
    expect(companies.$switchError.get()).toBe('Esta empresa não está cadastrada no portal.');
  });
});
