// The early view (docs/performance.md, "Early view"): a page with a first read asks for its data as the
// HTML is parsed and draws its largest element from the answer without waiting for any island module,
// while its island scripts load as on every page, and its screen takes the same answer instead of asking
// again.
import type { Page, Request } from '@playwright/test';
import { firstReads, type FirstRead, type FirstReadName } from '../../src/lib/api/first-reads.ts';
import { test, expect, signIn, logins } from './fixtures.ts';

interface EarlyPage {
  path: string;
  /** The island whose module would otherwise send the call. */
  island: string;
  /** The early view as a user sees it, from the read's answer. */
  earlyView: (page: Page, answer: unknown) => Promise<void>;
  /** What only the screen's own first render of the data shows. */
  screen: (page: Page) => ReturnType<Page['getByRole']>;
}

interface FlexibleCampaign {
  campaign: { name: string; banner_data: { based_image: string } };
}

/** The banner drawn and loaded (decoded, with its size). */
async function expectImage(page: Page, selector: string, src: string) {
  const image = page.locator(selector).first();
  await expect(image).toHaveAttribute('src', src);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
}

const pages: Record<FirstReadName, EarlyPage> = {
  campaignProgress: {
    path: '/campanhas/101',
    island: 'CampaignProgress',
    earlyView: async (page, answer) => {
      const { campaign } = answer as FlexibleCampaign;
      await expect(page.getByRole('heading', { level: 1, name: campaign.name })).toBeVisible();
      await expectImage(page, '#early-view img.campaign-progress__banner', campaign.banner_data.based_image);
    },
    screen: (page) => page.getByRole('heading', { name: 'Período Vigente' }),
  },
  campaignsHome: {
    path: '/campanhas',
    island: 'CampaignsHome',
    earlyView: async (page, answer) => {
      const [first] = answer as (FlexibleCampaign & { term_status: { id: number } })[];
      const card = page.locator('#early-view article.campaign-card');
      await expect(card.getByRole('heading', { level: 2, name: first!.campaign.name })).toBeVisible();
      await expect(card.getByText(first!.term_status.id === 1 ? 'VOCÊ ESTÁ PARTICIPANDO' : 'VEJA COMO PARTICIPAR')).toBeVisible();
      await expectImage(page, '#early-view img.campaign-card__image', first!.campaign.banner_data.based_image);
    },
    screen: (page) => page.getByRole('list', { name: 'Campanhas' }),
  },
  campaignDetails: {
    path: '/campanhas/detalhes/101',
    island: 'CampaignDetails',
    earlyView: async (page, answer) => {
      const details = answer as { name: string; description: string; pictures: Array<{ carousel_data: { based_image: string } }> };
      await expect(page.getByRole('heading', { level: 1, name: details.name })).toBeVisible();
      await expect(page.locator('#early-view').getByText(details.description.trim().split('\n')[0]!)).toBeVisible();
      await expectImage(page, '#early-view img', details.pictures[0]!.carousel_data.based_image);
    },
    screen: (page) => page.getByText('Período da Campanha:'),
  },
  prosperaDetails: {
    path: '/campanhas-prospera/detalhes/31/PDV',
    island: 'ProsperaDetails',
    earlyView: async (page, answer) => {
      // The banners name their files on the service's disk; the portal serves them from /img/campanhas/.
      const [first] = answer as Array<{ imagem: string }>;
      await expectImage(page, '#early-view img', `/img/campanhas/${first!.imagem.split('/').pop()!}`);
    },
    screen: (page) => page.getByRole('heading', { name: 'Período da Campanha' }),
  },
  debts: {
    path: '/debitos',
    island: 'DebtsPage',
    earlyView: async (page, answer) => {
      const [first] = answer as Array<{ barCode: string | null; pixQrCode: string | null }>;
      const card = page.locator('#early-view article.debt');
      // The demo login's first debt has both codes: the PIX code is the page's largest element.
      await expect(card.getByRole('heading', { level: 3, name: 'Código de barras' })).toBeVisible();
      await expect(card.getByText(first!.barCode!, { exact: true })).toBeVisible();
      await expect(card.getByRole('heading', { level: 3, name: 'PIX copia e cola' })).toBeVisible();
      await expect(card.getByText(first!.pixQrCode!, { exact: true })).toBeVisible();
    },
    screen: (page) => page.getByRole('list', { name: 'Débitos' }),
  },
  ordersHistory: {
    path: '/pedidos',
    island: 'OrdersPage',
    earlyView: async (page, answer) => {
      // The demo login has orders not yet processed: the note over them is the page's largest element.
      expect((answer as { pedidosNaoProcessados: unknown[] }).pedidosNaoProcessados.length).toBeGreaterThan(0);
      const section = page.locator('#early-view section.orders-section');
      await expect(section.getByRole('heading', { level: 2, name: 'Pedidos recebidos, ainda não processados' })).toBeVisible();
      await expect(section.getByText('Estes pedidos chegaram e logo aparecem no histórico com o andamento completo.')).toBeVisible();
    },
    screen: (page) => page.locator('#conteudo').getByRole('list', { name: 'Pedidos' }),
  },
  accountGeneral: {
    path: '/cofiguracao',
    island: 'AccountSettings',
    earlyView: async (page, answer) => {
      const general = answer as { profile: string; user: string; name: string; email: string };
      const facts = page.locator('#early-view dl.settings-facts');
      for (const value of [general.user, general.name, general.email]) await expect(facts.getByText(value, { exact: true })).toBeVisible();
      // The demo login has a profile photo: the page's largest element.
      await expectImage(page, '#early-view img.profile-photo__image', general.profile);
    },
    screen: (page) => page.getByLabel('Alterar foto'),
  },
};

const servicePath = (name: FirstReadName) => firstReads[name].path.split('?')[0]!;
/** A read with a body is a POST (first-reads.ts). */
const readMethod = (name: FirstReadName) => ((firstReads[name] as FirstRead).body === undefined ? 'GET' : 'POST');
const isRead = (name: FirstReadName) => (request: Request) =>
  request.method() === readMethod(name) && new URL(request.url()).pathname.endsWith(servicePath(name));

/** The pages whose early view e2e also drives through a hanging read, a failed one and a signed-out load. */
const mechanismPages = new Set<FirstReadName>(['campaignProgress', 'prosperaDetails']);

for (const name of Object.keys(firstReads) as FirstReadName[]) {
  const { path, island, earlyView, screen } = pages[name];

  test.describe(`${path}: early view`, () => {
    test('draws the largest element from the read before the page’s modules have arrived', async ({ page, request }) => {
      await signIn(page, request, logins.store);
      // The island's module never arrives: only the head's script can ask and draw.
      await page.route(`**/_astro/${island}.*.js`, () => undefined);
      const answer = page.waitForResponse((response) => isRead(name)(response.request()));
      await page.goto(path, { waitUntil: 'commit' });
      await earlyView(page, await (await answer).json());
      // The skeleton's blocks make way (none is pushed down as it is drawn); its label still says the page is loading.
      for (const block of await page.locator('.skeleton-list > .skeleton').all()) await expect(block).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toBeAttached();
    });

    test('neither the early view nor the screen that replaces it moves what is already drawn', async ({ page, request }) => {
      await signIn(page, request, logins.store);
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path);
      await expect(screen(page)).toBeVisible();
      await expect(page.locator('#early-view')).toHaveCount(0);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
      expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
    });

    test('the screen takes over: the early view gone, its data and /config.json asked for once each @desktop-only', async ({
      page,
      request,
    }) => {
      await signIn(page, request, logins.store);
      const asked: string[] = [];
      page.on('request', (r) => {
        if (isRead(name)(r)) asked.push('read');
        else if (new URL(r.url()).pathname === '/config.json') asked.push('config');
      });
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(path);
      await expect(screen(page)).toBeVisible();
      await expect(page.locator('#early-view')).toHaveCount(0);
      expect(asked.sort()).toEqual(['config', 'read']);
      // React found what it expected where it hydrated: no hydration error.
      expect(consoleErrors).toEqual([]);
    });

    test('the page’s modules are asked for while its head is read, not after the early view @desktop-only', async ({ page, request }) => {
      await signIn(page, request, logins.store);
      await page.goto(path);
      await expect(screen(page)).toBeVisible();
      const asked = await page.evaluate((island) => {
        const entries = performance.getEntriesByType('resource').filter((entry) => entry instanceof PerformanceResourceTiming);
        const module = entries.find((entry) => new URL(entry.name).pathname.startsWith(`/_astro/${island}.`));
        return {
          module: module?.startTime ?? NaN,
          parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
        };
      }, island);
      // Named by the head's module preloads: asked for before the document was parsed, not held for the read.
      expect(asked.module).toBeLessThan(asked.parsed);
    });

    // A hanging read, a failed read and a signed-out load are the head script's own, the same code on every page
    // (first-read.test.ts runs it as built): checked here on a GET read and on the POST one, not on every
    // page, for the suite's time on CI (docs/architecture.md, "Test suite time").
    if (mechanismPages.has(name)) {
      test('a read that hangs holds nothing back: the modules load, and the islands run at the directive’s cap @desktop-only', async ({
        page,
        request,
      }) => {
        await signIn(page, request, logins.store);
        let reads = 0;
        await page.route(
          (url) => url.pathname.endsWith(servicePath(name)),
          (route) => {
            if (route.request().method() !== readMethod(name) || reads++ > 0) return route.fallback();
            return undefined; // the head's read never answers; the screen's own try after its timeout does
          },
        );
        const moduleAsked = page.waitForRequest((r) => new URL(r.url()).pathname.startsWith(`/_astro/${island}.`));
        await page.goto(path, { waitUntil: 'commit' });
        await moduleAsked;
        // The early view is never painted: the islands hydrate once the directive's cap is up, the read still hanging.
        await expect(page.locator('astro-island[ssr]')).toHaveCount(0, { timeout: 10_000 });
        expect(reads).toBe(1);
        await expect(page.locator('#early-view')).toBeEmpty();
      });

      test('a read answered with an error draws nothing; the screen gets that answer and asks again, as it would @desktop-only', async ({
        page,
        request,
      }) => {
        await signIn(page, request, logins.store);
        let reads = 0;
        await page.route(
          (url) => url.pathname.endsWith(servicePath(name)),
          (route) =>
            route.request().method() === readMethod(name) && reads++ === 0 ? route.fulfill({ status: 500, body: '{}' }) : route.fallback(),
        );
        // Whether anything was ever drawn early, however briefly.
        await page.addInitScript(() => {
          const seen = { drawn: false };
          Object.assign(window, { seen });
          new MutationObserver(() => (seen.drawn ||= Boolean(document.getElementById('early-view')?.firstChild))).observe(document, {
            childList: true,
            subtree: true,
          });
        });
        await page.goto(path);
        await expect(screen(page)).toBeVisible();
        expect(await page.evaluate(() => (window as unknown as { seen: { drawn: boolean } }).seen.drawn)).toBe(false);
        // The early read failed; the screen, handed that answer, retried once (the API client's rule for reads).
        expect(reads).toBe(2);
      });

      test('signed out: nothing is asked for, and the page goes to sign-in @desktop-only', async ({ page }) => {
        const asked: string[] = [];
        page.on('request', (r) => {
          if (isRead(name)(r)) asked.push(r.url());
        });
        await page.goto(path);
        await expect(page).toHaveURL(/\/auth\/signin/);
        expect(asked).toEqual([]);
      });
    }
  });
}

test('/cofiguracao opened on another tab by its hash reads and draws nothing early; that tab opens', async ({ page, request }) => {
  await signIn(page, request, logins.store);
  const reads: string[] = [];
  page.on('request', (r) => {
    if (isRead('accountGeneral')(r)) reads.push(r.url());
  });
  await page.goto('/cofiguracao#equipe');
  await expect(page.getByRole('tab', { name: 'Equipe Comercial' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel', { name: 'Equipe Comercial' }).getByText('Gerente')).toBeVisible();
  await expect(page.locator('#early-view')).toBeEmpty();
  expect(reads).toEqual([]);
});
