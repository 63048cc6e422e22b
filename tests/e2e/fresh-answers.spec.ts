// Once the service's answer arrives it replaces what was drawn from the device, on every screen that keeps
// answers, on every card and in every modal open over it (product-rules R277; docs/offline.md, "Kept
// answers"). Each case: a first visit keeps answer A; on the next visit the service's answer is held back,
// so the screen draws A from the device (with 'Atualizado em …'); then the service answers B ≠ A, and B
// must be on screen, A gone. Workers are blocked (page.route sees every call); the kept answers live in the
// page's Cache Storage, as on a phone. The cart page is not here: its reads never draw a kept answer
// first (its price check asks the network, R150).
import type { Locator, Page, Route } from '@playwright/test';
import { keptCaches } from '../../src/lib/storage-keys.ts';
import { dismissOrderInProgress, expect, signIn, test } from './fixtures.ts';

const keptNote = (page: Page) => page.locator('#kept-note');

interface FreshCase {
  /** What the test is called. */
  name: string;
  path: string;
  /** The call whose fresh answer differs, by its address's path (and a POST's body). */
  call: { path: string; body?: Record<string, unknown> };
  /** Answer B from the service's answer A. */
  change: (answer: unknown) => unknown;
  /** What A draws, and what B draws instead. */
  kept: (page: Page) => Locator;
  fresh: (page: Page) => Locator;
  /** Brings the part on screen (a tab, a history entry, a modal) once A is drawn. */
  open?: (page: Page) => Promise<void>;
  /** The drawn texts: `toBeVisible` unless they are options of a list box (attached, not painted). */
  attached?: boolean;
  /** Takes the part off screen while the fresh answer arrives, and brings it back after (`kept` is checked before). */
  away?: { leave: (page: Page) => Promise<void>; back: (page: Page) => Promise<void> };
}

/** The answer with every `from` in its JSON text replaced by `to`. */
const replacing =
  (from: string, to: string) =>
  (answer: unknown): unknown =>
    JSON.parse(JSON.stringify(answer).replaceAll(from, to)) as unknown;

const heading = (name: string) => (page: Page) => page.getByRole('main').getByRole('heading', { name, exact: true });
const text = (value: string) => (page: Page) => page.getByRole('main').getByText(value, { exact: true });

const cases: FreshCase[] = [
  {
    name: 'the campaigns home: an old campaign renamed',
    path: '/campanhas',
    call: { path: '/oldCampaign' },
    change: replacing('Prospera Bar Premiado', 'Prospera Bar Renovado'),
    kept: heading('Prospera Bar Premiado'),
    fresh: heading('Prospera Bar Renovado'),
  },
  {
    name: "a flexible campaign's current period: an indicator renamed",
    path: '/campanhas/101',
    call: { path: '/campaigns/trackings/evaluation' },
    change: replacing('Volume de compras', 'Volume do mês'),
    kept: heading('Volume de compras'),
    fresh: heading('Volume do mês'),
  },
  {
    name: "a flexible campaign's past period, opened while drawn from the device",
    path: '/campanhas/101',
    call: { path: '/campaigns/flexibles/periods/evaluation' },
    change: replacing('Volume de compras', 'Volume do mês'),
    open: async (page) => {
      await page.getByText('Histórico de Períodos').click();
      await page.locator('.history-period').first().locator('summary').click();
    },
    kept: (page) => page.locator('.history-period').first().getByRole('heading', { name: 'Volume de compras', exact: true }),
    fresh: (page) => page.locator('.history-period').first().getByRole('heading', { name: 'Volume do mês', exact: true }),
  },
  {
    name: "a flexible campaign's details: the campaign renamed",
    path: '/campanhas/detalhes/101',
    call: { path: '/campaigns/flexibles/campaigns/details' },
    change: replacing('Desafio Verão Gelado', 'Desafio Verão Renovado'),
    kept: heading('Desafio Verão Gelado'),
    fresh: heading('Desafio Verão Renovado'),
  },
  {
    name: "an old campaign's indicator card and its open 'Detalhes do Indicador': 100 % and its products, then 0 % and none",
    path: '/campanhas-prospera/31/PDV',
    call: { path: '/oldCampaign/pegarIndicadoresProsperaID', body: { indicatorId: 3 } },
    change: () => ({ prod_prc: { percentual: 0, status_produto: [] } }),
    open: async (page) => {
      await page.getByRole('button', { name: 'Detalhes: Execução de Preço' }).click();
      await expect(page.getByRole('dialog', { name: 'Detalhes do Indicador' })).toBeVisible();
    },
    kept: (page) => page.getByRole('dialog', { name: 'Detalhes do Indicador' }).getByText('Cerveja Brahma Duplo Malte Lata 269ml'),
    fresh: (page) => page.getByRole('dialog', { name: 'Detalhes do Indicador' }).getByText('Nenhum produto encontrado...'),
  },
  {
    name: "an old campaign's details: the campaign renamed",
    path: '/campanhas-prospera/detalhes/31/PDV',
    call: { path: '/oldCampaign/buscarCampanhaID' },
    change: replacing('Prospera Bar Premiado', 'Prospera Bar Renovado'),
    kept: heading('Prospera Bar Premiado'),
    fresh: heading('Prospera Bar Renovado'),
  },
  {
    name: 'the debts: a debt of another value',
    path: '/debitos',
    call: { path: '/client/my-debits' },
    change: replacing('"docValue":1234.56', '"docValue":4321.98'),
    kept: heading('Débito de R$ 1.234,56'),
    fresh: heading('Débito de R$ 4.321,98'),
  },
  {
    name: 'the orders: an order of another number',
    path: '/pedidos',
    call: { path: '/client/my-updated-orders' },
    change: replacing('0081234500', '0081234599'),
    kept: heading('Pedido 0081234500'),
    fresh: heading('Pedido 0081234599'),
  },
  {
    name: "the orders' status filter: the services' status texts",
    path: '/pedidos',
    call: { path: '/client/my-status-orders' },
    change: replacing('"PARCIALMENTE ENTREGUE"', '"PEDIDO AGENDADO"'),
    kept: (page) => page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name: 'PARCIALMENTE ENTREGUE', exact: true }),
    fresh: (page) => page.getByRole('combobox', { name: 'Status' }).getByRole('option', { name: 'PEDIDO AGENDADO', exact: true }),
    attached: true,
  },
  {
    name: 'the group requests: a request for another company',
    path: '/empresas',
    call: { path: '/group-requests' },
    change: replacing('61209348000188', '11444777000161'),
    kept: text('CNPJ 61.209.348/0001-88'),
    fresh: text('CNPJ 11.444.777/0001-61'),
  },
  {
    name: 'the equipment requests: another equipment',
    path: '/equipamentos',
    call: { path: '/client/equipments' },
    change: replacing('Freezer horizontal 400L', 'Freezer horizontal 420L'),
    kept: text('Freezer horizontal 400L'),
    fresh: text('Freezer horizontal 420L'),
  },
  {
    name: "the settings' commercial team: another manager",
    path: '/cofiguracao#equipe',
    call: { path: '/client/commercial' },
    change: replacing('Carla Menezes', 'Carla Souza'),
    kept: text('Carla Menezes'),
    fresh: text('Carla Souza'),
  },
  {
    name: 'the product list: a category renamed',
    path: '/produtos',
    call: { path: '/images/segments' },
    change: replacing('"Refrigerantes"', '"Refrescos"'),
    open: dismissOrderInProgress,
    kept: (page) => page.getByRole('main').getByRole('button', { name: 'Refrigerantes', exact: true }),
    fresh: (page) => page.getByRole('main').getByRole('button', { name: 'Refrescos', exact: true }),
  },
  {
    name: 'the product list: a category renamed while a category was open, seen on Voltar',
    path: '/produtos',
    call: { path: '/images/segments' },
    change: replacing('"Refrigerantes"', '"Refrescos"'),
    open: dismissOrderInProgress,
    kept: (page) => page.getByRole('main').getByRole('button', { name: 'Refrigerantes', exact: true }),
    fresh: (page) => page.getByRole('main').getByRole('button', { name: 'Refrescos', exact: true }),
    away: {
      leave: (page) => page.getByRole('button', { name: 'Cervejas', exact: true }).click(),
      back: (page) => page.getByRole('button', { name: 'Voltar', exact: true }).click(),
    },
  },
  {
    name: "the product list: 'Pedido com entrega programada' open while no order is in progress any more",
    path: '/produtos',
    call: { path: '/lastOrder' },
    change: () => ({ isOrderInProgress: false, nextDeliveryDate: null }),
    kept: (page) => page.getByRole('dialog', { name: 'Pedido com entrega programada' }),
    fresh: (page) => page.getByRole('main').getByRole('button', { name: 'Refrigerantes', exact: true }),
  },
];

/** Whether a request is the case's call. */
function isCall(route: Route, call: FreshCase['call']): boolean {
  const request = route.request();
  if (!new URL(request.url()).pathname.endsWith(call.path)) return false;
  if (!call.body) return true;
  const body = (request.postDataJSON() ?? {}) as Record<string, unknown>;
  return Object.entries(call.body).every(([name, value]) => body[name] === value);
}

/** How many answers of this path the page has kept (the writes follow the answers). */
const keptOf = (page: Page, path: string) =>
  page.evaluate(
    async ([name, wanted]) =>
      (await (await caches.open(name)).keys()).filter((request) => decodeURIComponent(request.url).includes(` ${wanted} `)).length,
    [keptCaches.answers, path] as const,
  );

test.describe('a fresh answer replaces what was drawn from the device (R277)', () => {
  for (const kase of cases) {
    test(kase.name, async ({ page, request }) => {
      test.slow();
      await signIn(page, request);
      const shown = (locator: Locator) => (kase.attached ? expect(locator).toBeAttached() : expect(locator).toBeVisible());
      const gone = (locator: Locator) => expect(locator).toHaveCount(0);
      // The first visit keeps A.
      await page.goto(kase.path);
      await kase.open?.(page);
      await shown(kase.kept(page));
      await expect.poll(() => keptOf(page, kase.call.path)).toBeGreaterThan(0);
      // The next visit: the service's answer waits until A is drawn from the device and the part is open.
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route(
        (url) => url.pathname.endsWith(kase.call.path),
        async (route) => {
          if (!isCall(route, kase.call)) return route.fallback();
          const answer = await route.fetch();
          const changed = kase.change(await answer.json());
          await released;
          await route.fulfill({ response: answer, json: changed });
        },
      );
      await page.reload();
      await kase.open?.(page);
      await shown(kase.kept(page));
      await expect(keptNote(page)).toHaveText(/^Atualizado em /);
      await kase.away?.leave(page);
      const fresh = page.waitForResponse((response) => new URL(response.url()).pathname.endsWith(kase.call.path));
      release();
      await fresh;
      await kase.away?.back(page);
      await shown(kase.fresh(page));
      await gone(kase.kept(page));
      await expect(keptNote(page)).toBeHidden();
    });
  }
});
