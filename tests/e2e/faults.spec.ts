// The fault suite: every screen that loads data, with its service down, answering 500, 6 s slow,
// sending malformed JSON, and sending JSON that breaks the schema. Each must say what happened in
// pt-BR (with a retry where it makes sense), never throw, never spin forever, and recover.
// It switches faults on the shared demo API, so it runs in its own Playwright project ('faults'),
// serially, after the phone and desktop projects. A route of the route table must be listed either
// in `dataScreens` or in `noDataScreens`, or the coverage test fails.
import type { APIRequestContext, Page } from '@playwright/test';
import { dynamicRoutes, staticPaths } from '../../src/lib/domain/routes.ts';
import { cartKeys, localKeys } from '../../src/lib/storage-keys.ts';
import { test, expect, signIn, logins, apiUrl, dismissOrderInProgress, fillCart } from './fixtures.ts';

type Service = 'usersApi' | 'campaignsApi' | 'clientApi' | 'productsApi';

interface DataScreen {
  /** Route pattern of the route table this entry covers. */
  route: string;
  /** A concrete path to open. */
  path: string;
  login: { username: string; password: string };
  /** The call whose failure empties the screen: service and a substring of its path. */
  fault: { service: Service; path: string };
  /** Something visible once the data is on screen. */
  loaded: (page: Page) => ReturnType<Page['getByText']>;
  /** Steps before the fault is switched on (e.g. put something in the cart). */
  setup?: (page: Page) => Promise<void>;
  /** Extra steps before the data loads (dismiss a modal, open a tab). */
  prepare?: (page: Page) => Promise<void>;
  /** What the user entered, which the failure must not lose. */
  preserved?: (page: Page) => ReturnType<Page['getByText']>;
  /** False when the screen shows local data at once and refreshes in the background (the cart). */
  waitsForData?: boolean;
  /** The screen's message is the service's details alone when it sent some (/debitos, product-rules R92). */
  saysServiceDetails?: boolean;
}

/** What a screen's message must say: pt-BR words of a failure, or the demo API's details of its 500. */
const saysFailure = /não|erro|indisponível|inesperad|conex/i;
const demoServerErrorDetails = 'Tente novamente mais tarde.';

/** Screens that load data. Each feature adds its screens here. */
const dataScreens: DataScreen[] = [
  {
    route: '/campanhas',
    path: '/campanhas',
    login: logins.store,
    fault: { service: 'campaignsApi', path: '/campaigns/flexibles/clientCampaignTerm' },
    loaded: (page) => page.getByRole('heading', { name: 'Desafio Verão Gelado' }),
  },
  {
    route: '/campanhas/:id',
    path: '/campanhas/101',
    login: logins.store,
    fault: { service: 'campaignsApi', path: '/campaigns/flexibles/campaigns/data' },
    loaded: (page) => page.getByRole('heading', { name: 'Desafio Verão Gelado' }),
  },
  {
    route: '/campanhas/detalhes/:id',
    path: '/campanhas/detalhes/101',
    login: logins.store,
    fault: { service: 'campaignsApi', path: '/campaigns/flexibles/campaigns/details' },
    loaded: (page) => page.getByRole('heading', { name: 'Desafio Verão Gelado' }),
  },
  {
    route: '/produtos',
    path: '/produtos',
    login: logins.store,
    fault: { service: 'productsApi', path: '/images/segments' },
    prepare: dismissOrderInProgress,
    loaded: (page) => page.getByRole('button', { name: 'Cervejas' }),
  },
  {
    route: '/produtos/bonus',
    path: '/produtos/bonus',
    login: logins.store,
    fault: { service: 'productsApi', path: '/catalog/bonus' },
    loaded: (page) =>
      page.getByRole('table', { name: 'Produtos de bonificação' }).or(page.getByText('Ops... Não encontramos nenhum produto.')),
  },
  {
    route: '/pedidos/carrinho',
    path: '/pedidos/carrinho',
    login: logins.store,
    setup: fillCart,
    fault: { service: 'productsApi', path: '/catalog/products' },
    loaded: (page) => page.getByRole('button', { name: 'Finalizar Pedido' }),
    waitsForData: false,
    preserved: (page) =>
      page.getByRole('list', { name: 'Itens do carrinho' }).getByRole('heading', { name: 'Cerveja Brahma Chopp Lata 350ml' }),
  },
  {
    route: '/empresas',
    path: '/empresas',
    login: logins.store,
    fault: { service: 'clientApi', path: '/client/myCompanies' },
    loaded: (page) => page.getByRole('heading', { name: 'Empório do Zé Bebidas Ltda' }),
  },
  {
    route: '/pedidos',
    path: '/pedidos',
    login: logins.store,
    fault: { service: 'clientApi', path: '/client/my-updated-orders' },
    loaded: (page) => page.getByRole('heading', { name: 'Pedido 0081234514', exact: true }),
    preserved: (page) => page.getByLabel('Período'),
  },
  {
    route: '/campanhas-prospera/:id/:type',
    path: '/campanhas-prospera/31/PDV',
    login: logins.store,
    fault: { service: 'campaignsApi', path: '/oldCampaign/pegarResultadoPeriodo' },
    loaded: (page) => page.getByRole('heading', { name: 'Prospera Bar Premiado' }),
  },
  {
    route: '/campanhas-prospera/detalhes/:id/:type',
    path: '/campanhas-prospera/detalhes/31/PDV',
    login: logins.store,
    fault: { service: 'campaignsApi', path: '/oldCampaign/pegarBannersCampanha' },
    loaded: (page) => page.getByRole('heading', { name: 'Prospera Bar Premiado' }),
  },
  {
    route: '/debitos',
    path: '/debitos',
    login: logins.store,
    fault: { service: 'clientApi', path: '/client/my-debits' },
    loaded: (page) => page.getByRole('heading', { name: 'Débito de R$ 1.234,56' }),
    saysServiceDetails: true,
  },
  {
    route: '/equipamentos',
    path: '/equipamentos',
    login: logins.store,
    fault: { service: 'clientApi', path: '/client/equipments' },
    loaded: (page) => page.getByRole('link', { name: 'Solicitação 0004610' }),
  },
  {
    route: '/cofiguracao',
    path: '/cofiguracao',
    login: logins.store,
    fault: { service: 'clientApi', path: '/client/general' },
    loaded: (page) => page.getByRole('tabpanel', { name: 'Geral' }).getByText('contato@bardoze.com.br'),
  },
];

/** Routes that load nothing on opening (forms submit; pages without data), with the reason. */
const noDataScreens: Record<string, string> = {
  '/auth/signin': 'a form: its submit failures are tested in auth.spec.ts',
  '/auth/signup/:clientCode?/:document?': 'a form: its submit failures are tested in auth.spec.ts',
  '/auth/reset-password': 'a form: its submit failures are tested in auth.spec.ts',
  '/auth/validate-token': 'a form: its submit failures are tested in auth.spec.ts',
  '/auth/resend-token': 'a form: its submit failures are tested in auth.spec.ts',
  '/duvitas': 'markdown built into the page; its one call (/config.json, for the phone) failing is tested in faq.spec.ts',
  '/equipamentos/solicitar': 'static instructions; its one call (/config.json, for the phone) is the one faq.spec.ts tests',
  '/404': 'static error page',
  '/500': 'static error page',
  '/offline': 'static page the service worker serves offline (pwa.spec.ts)',
};

/** Screens not built yet: they load nothing until their issue lands (and then move to dataScreens). */
const pendingScreens = new Set<string>([]);

const faults = [
  { name: 'network down', mode: 'down' },
  { name: '500', mode: 'status', status: 500 },
  { name: 'malformed JSON', mode: 'malformed' },
  { name: 'JSON that breaks the schema', mode: 'schema' },
] as const;

async function setFault(request: APIRequestContext, fault: Record<string, unknown>) {
  const response = await request.post(`${apiUrl}/__demo/faults`, { data: fault });
  expect(response.ok(), await response.text()).toBe(true);
}

async function clearFaults(request: APIRequestContext) {
  await request.delete(`${apiUrl}/__demo/faults`);
}

/** Back to what a first visit finds: the session, the consent and the cart stay; the answers the
 * previous failure's recovery kept (Cache Storage, companies, client data) and the tab's state go, so
 * the next failure cannot be drawn from them (docs/offline.md). */
async function asOnFirstVisit(page: Page) {
  // Cleared from a page that runs none of the portal's code: the screen left open may still be writing the
  // answers it keeps (a write that landed after the clearing once showed the kept data instead of the fault).
  await page.goto('/config.json');
  await page.evaluate(
    async (keep) => {
      for (const name of await caches.keys()) await caches.delete(name);
      for (const key of Object.keys(localStorage)) if (!keep.includes(key)) localStorage.removeItem(key);
      sessionStorage.clear();
    },
    [localKeys.session, localKeys.cookieConsent, ...cartKeys],
  );
}

test.describe.configure({ mode: 'serial' });

test.describe('fault suite', () => {
  test('every route is either a data screen under test or declared free of data (R107)', () => {
    const routes = [...staticPaths, ...dynamicRoutes.map((r) => r.pattern)];
    const listed = new Set([...dataScreens.map((s) => s.route), ...Object.keys(noDataScreens), ...pendingScreens]);
    expect(routes.filter((route) => !listed.has(route))).toEqual([]);
    expect(
      dataScreens.filter((s) => pendingScreens.has(s.route)).map((s) => s.route),
      'a built screen is still marked pending',
    ).toEqual([]);
  });

  for (const screen of dataScreens) {
    test.describe(screen.path, () => {
      test.beforeEach(async ({ request }) => clearFaults(request));
      test.afterEach(async ({ request }) => clearFaults(request));

      // One test walks the four failures, then the slow service: a test each cost CI a sign-in and a fresh
      // context 65 times over. Each step starts as a first visit would (asOnFirstVisit).
      test(`${faults.map((fault) => fault.name).join(', ')}, 6 s of latency: each says so in pt-BR, keeps what the user entered, and recovers on retry; slow, it shows it is loading, then the data (R107)`, async ({
        page,
        request,
      }) => {
        test.setTimeout(120_000);
        await signIn(page, request, screen.login);
        await screen.setup?.(page);
        for (const fault of faults) {
          await test.step(fault.name, async () => {
            await asOnFirstVisit(page);
            await setFault(request, { ...fault, service: screen.fault.service, path: screen.fault.path });
            await page.goto(screen.path);
            await screen.prepare?.(page);
            // The screen's own message (toasts live outside <main> and fade by themselves).
            const alerts = page.getByRole('main').getByRole('alert');
            await expect(alerts.first(), fault.name).toBeVisible({ timeout: 20_000 });
            await expect(alerts.first(), fault.name).toContainText(
              screen.saysServiceDetails && fault.mode === 'status' ? demoServerErrorDetails : saysFailure,
            );
            await expect(page.locator('[aria-busy="true"]'), fault.name).toHaveCount(0);
            if (screen.preserved) await expect(screen.preserved(page), fault.name).toBeVisible();
            await clearFaults(request);
            await page.getByRole('button', { name: 'Tentar novamente' }).first().click();
            await expect(screen.loaded(page), fault.name).toBeVisible();
            await expect(alerts, fault.name).toHaveCount(0);
            if (screen.preserved) await expect(screen.preserved(page), fault.name).toBeVisible();
          });
        }
        // Slower than any of the portal's short waits (5 s at most), well inside a call's 15 s timeout: no
        // endless spinner.
        await test.step('6 s of latency', async () => {
          await asOnFirstVisit(page);
          await setFault(request, { mode: 'latency', ms: 6_000, service: screen.fault.service, path: screen.fault.path });
          await page.goto(screen.path);
          await screen.prepare?.(page);
          if (screen.waitsForData !== false) await expect(page.locator('[aria-busy="true"]').first()).toBeVisible();
          await expect(screen.loaded(page)).toBeVisible({ timeout: 20_000 });
          if (screen.preserved) await expect(screen.preserved(page)).toBeVisible();
          // Other calls of the screen may finish first: wait out the slowed one too.
          await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 20_000 });
        });
      });
    });
  }
});
