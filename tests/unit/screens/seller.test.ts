// The seller behind 'Falar com o vendedor' against a strict fake fetch: one read per page and company
// however many links ask, no seller without a mobile WhatsApp can open, a failed read asked again later.
import { describe, expect, it, vi } from 'vitest';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';

const COMMERCIAL = 'https://k.test/client/commercial';
const team = { manager: 'Carla Menezes', coordinator: 'Roberto Farias', figureName: 'Anderson Lima', cellphone: '(21) 98877-6655' };

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function sellerModule() {
  await freshSignedInModules(fake, testSession());
  return import('../../../src/lib/screens/seller.ts');
}

/** Waits until the seller is known (defined: a contact or null). */
async function known(seller: Awaited<ReturnType<typeof sellerModule>>) {
  for (let tries = 0; tries < 50 && seller.$seller.get() === undefined; tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
  return seller.$seller.get();
}

describe('the seller (R274)', () => {
  it('is read once for many links, with the company the session acts for (R274)', async () => {
    const seller = await sellerModule();
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json(team) });
    seller.loadSeller();
    seller.loadSeller();
    expect(await known(seller)).toEqual({ name: 'Anderson Lima', number: '5521988776655' });
    expect(seller.$company.get()).toEqual({ name: 'Bar do Zé Ltda', clientCode: '100001' });
    expect(fake.calls.filter((call) => call.url === COMMERCIAL)).toHaveLength(1);
  });

  it('without a mobile WhatsApp can open there is no seller to write to (R274)', async () => {
    const seller = await sellerModule();
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json({ ...team, cellphone: '0800 123 4567' }) });
    seller.loadSeller();
    expect(await known(seller)).toBeNull();
  });

  it('a failed read hides the links, and the next link asks again (R274)', async () => {
    const seller = await sellerModule();
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json({ message: 'Erro' }, 404) });
    seller.loadSeller();
    expect(await known(seller)).toBeNull();
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json(team) });
    seller.loadSeller();
    for (let tries = 0; tries < 50 && !seller.$seller.get(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seller.$seller.get()).toEqual({ name: 'Anderson Lima', number: '5521988776655' });
  });

  it('read offline, it is asked again once the connection is back; read online, it is not (R277)', async () => {
    const device = { onLine: false };
    vi.stubGlobal('navigator', device);
    vi.stubGlobal('window', new EventTarget());
    const seller = await sellerModule();
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json(team) });
    seller.loadSeller();
    expect(await known(seller)).toEqual({ name: 'Anderson Lima', number: '5521988776655' });
    device.onLine = true;
    fake.expect({ method: 'GET', url: COMMERCIAL, reply: json({ ...team, figureName: 'Bruna Costa' }) });
    window.dispatchEvent(new Event('online'));
    for (let tries = 0; tries < 50 && seller.$seller.get()?.name !== 'Bruna Costa'; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 5));
    expect(seller.$seller.get()?.name).toBe('Bruna Costa');
    // Now read from the network: another 'online' asks nothing.
    window.dispatchEvent(new Event('online'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(fake.calls.filter((call) => call.url === COMMERCIAL)).toHaveLength(2);
  });
});
