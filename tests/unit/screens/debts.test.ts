// The debts screen against a strict fake fetch: what the page draws, the error text, and one call
// however many times the screen is started.
import { describe, expect, it } from 'vitest';
import { freshSignedInModules, testSession, useFakeFetch } from '../../support/session.ts';
import { json, type FakeFetch } from '../../support/fake-fetch.ts';
import { settled } from '../../support/screen.ts';
import debtsFixture from '../../fixtures/listMyDebts.json' with { type: 'json' };

const DEBTS = 'https://k.test/client/my-debits';
/** 20/11/2026 12:00 in São Paulo: the fixture's first debt is overdue, the second is not. */
const NOW = Date.UTC(2026, 10, 20, 15);

let fake: FakeFetch;
useFakeFetch((created) => (fake = created), { quietErrors: true });

async function debtsScreen() {
  await freshSignedInModules(fake, testSession());
  const { createDebtsScreen } = await import('../../../src/lib/screens/debts.ts');
  return createDebtsScreen({ now: () => NOW });
}

describe('debts screen', () => {
  it('the early start and the mount send one request; each debt has its value, due date and codes', async () => {
    const screen = await debtsScreen();
    fake.expect({ method: 'GET', url: DEBTS, reply: json(debtsFixture) });
    screen.start();
    screen.start();
    const state = await settled(screen.$state);
    expect(fake.calls.filter((call) => call.url === DEBTS)).toHaveLength(1);
    expect(state.state).toBe('ready');
    const views = state.state === 'ready' ? state.view : [];
    expect(views.map((v) => [v.value, v.due.text, v.due.state, v.barCode !== null, v.pixQrCode !== null])).toEqual([
      ['R$ 1.234,56', '18/11/2026', 'overdue', true, true],
      ['R$ 498,60', '05/12/2026', 'upcoming', true, false],
    ]);
  });

  it('a failure shows the service details (after the one retry), and retry loads again (R92)', async () => {
    const screen = await debtsScreen();
    const failure = () => json({ message: 'Erro', details: 'Serviço de cobrança indisponível.' }, 500);
    fake.expect({ method: 'GET', url: DEBTS, reply: failure() }, { method: 'GET', url: DEBTS, reply: failure() });
    screen.start();
    expect(await settled(screen.$state)).toEqual({ state: 'error', message: 'Serviço de cobrança indisponível.' });
    fake.expect({ method: 'GET', url: DEBTS, reply: json([]) });
    screen.retry();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    expect(await settled(screen.$state)).toEqual({ state: 'ready', view: [] });
  });

  it.each([
    // A 500 is read once more (R104); a contract-breaking answer is not.
    ['an error without details', [json({ message: 'Erro interno' }, 500), json({ message: 'Erro interno' }, 500)]],
    ['an answer that breaks the contract', [json([{ docValue: 'muito' }])]],
  ])('%s shows "Erro ao buscar dados" (R92)', async (_case, replies) => {
    const screen = await debtsScreen();
    fake.expect(...replies.map((reply) => ({ method: 'GET', url: DEBTS, reply })));
    screen.start();
    expect(await settled(screen.$state)).toEqual({ state: 'error', message: 'Erro ao buscar dados' });
  });

  it('a token that could not be renewed says so in place of "Erro ao buscar dados" (R92, R121)', async () => {
    const expired = testSession();
    expired.token.issued_at -= 7200;
    await freshSignedInModules(fake, expired);
    const { createDebtsScreen } = await import('../../../src/lib/screens/debts.ts');
    const screen = createDebtsScreen({ now: () => NOW });
    fake.expect({ method: 'POST', url: 'https://u.test/auth/refreshToken', reply: json({ message: 'Bad Gateway' }, 502) });
    screen.start();
    expect(await settled(screen.$state)).toEqual({
      state: 'error',
      message: 'Não foi possível renovar sua sessão agora. Seus dados foram mantidos. Tente novamente.',
    });
  });

  it('an answer that arrives after exit is dropped, and the next start asks again', async () => {
    const screen = await debtsScreen();
    fake.expect({ method: 'GET', url: DEBTS, reply: json(debtsFixture) }, { method: 'GET', url: DEBTS, reply: json([]) });
    screen.start();
    screen.exit();
    expect(screen.$state.get()).toEqual({ state: 'loading' });
    screen.start();
    expect(await settled(screen.$state)).toEqual({ state: 'ready', view: [] });
  });
});
