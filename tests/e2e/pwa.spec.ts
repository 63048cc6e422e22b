// Install, service worker and updates (docs/offline.md): the manifest and the worker meet Chromium's
// install criteria, navigations offline draw what the device keeps (or the offline page), the
// offline banner follows the connection, and a new deploy is offered with 'Nova versão disponível'
// without ever reloading by itself. Workers are blocked in every other spec (playwright.config.ts).
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { sitePort, updatesSitePort } from '../../playwright.config.ts';
import { demoConfig, startStaticServer } from '../../scripts/serve.ts';
import { bundleWorker, precacheManifest } from '../../scripts/service-worker.ts';
import {
  apiSession,
  apiUrl,
  dismissOrderInProgress,
  expect,
  logins,
  setOffline,
  signIn,
  storageKeys,
  test,
  workerInCharge,
} from './fixtures.ts';
import { expectNoAxeViolations } from './axe.ts';

test.use({ serviceWorkers: 'allow' });

const offlineText = 'Você está sem conexão. O portal mostra os últimos dados guardados neste aparelho.';

test.describe('install @desktop-only', () => {
  test('the manifest is linked and valid, sw.js is revalidated, and the worker controls the page after a reload', async ({
    page,
    request,
  }) => {
    await page.goto('/auth/signin');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const manifestAnswer = await request.get('/manifest.webmanifest');
    expect(manifestAnswer.ok()).toBe(true);
    expect(manifestAnswer.headers()['cache-control']).toBe('no-cache');
    const manifest = (await manifestAnswer.json()) as Record<string, unknown> & {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Portal do Cliente',
      short_name: 'Portal',
      lang: 'pt-BR',
      start_url: '/campanhas',
      scope: '/',
      display: 'standalone',
      theme_color: '#0b4f9c',
    });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src);
      expect(image.headers()['content-type'], icon.src).toBe('image/png');
    }
    const worker = await request.get('/sw.js');
    expect(worker.headers()['cache-control']).toBe('no-cache');

    await workerInCharge(page);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`http://localhost:${sitePort}/sw.js`);
  });

  test('Chromium finds no reason not to offer "Instalar app"', async ({ browserName }, testInfo) => {
    expect(browserName).toBe('chromium');
    // A test's context is incognito, which Chromium never installs from ('in-incognito'): a profile of its own.
    const profile = mkdtempSync(join(tmpdir(), 'portal-install-'));
    const { launchOptions } = testInfo.project.use;
    const context = await chromium.launchPersistentContext(profile, { ...launchOptions, serviceWorkers: 'allow' });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: Error[] = [];
      page.on('pageerror', (error) => errors.push(error));
      await page.goto(`http://localhost:${sitePort}/auth/signin`);
      await workerInCharge(page);
      await page.reload();
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: Array<{ errorId: string }>;
      };
      expect(installabilityErrors.map((e) => e.errorId)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});

test.describe('offline navigation', () => {
  test('visited pages draw offline, a page never opened shows the offline page with its way back (R264) @desktop-only', async ({
    page,
    request,
    context,
  }) => {
    await signIn(page, request);
    await page.goto('/duvitas');
    await workerInCharge(page);
    // Opened once while the worker is in charge: recorded as visited on this device.
    await page.goto('/debitos');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus Débitos' })).toBeVisible();

    await setOffline(context, true);
    await page.goto('/duvitas');
    await expect(page.getByRole('heading', { level: 1, name: 'Dúvidas Frequentes' })).toBeVisible();
    await page.goto('/debitos');
    await expect(page.getByRole('heading', { level: 1, name: 'Meus Débitos' })).toBeVisible();

    // Never opened here: the offline page, at the address asked for.
    await page.goto('/pedidos');
    await expect(page).toHaveURL(/\/pedidos$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sem conexão' })).toBeVisible();
    await expect(page.getByText('Esta página ainda não foi aberta neste aparelho')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Voltar para o início' })).toHaveAttribute('href', '/campanhas');
    await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
    // It has no kept data to show, and its banner does not promise any (product-rules R264).
    await expect(page.getByText('Você está sem conexão.', { exact: true })).toBeVisible();
    await expect(page.getByText(offlineText)).toHaveCount(0);
    await expectNoAxeViolations(page, 'the offline page');

    // Back online, 'Tentar novamente' opens the page asked for.
    await setOffline(context, false);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Meus Pedidos' })).toBeVisible();
  });

  test('chart.js loaded on the first visit, before the worker was in charge, still draws offline @desktop-only', async ({
    page,
    request,
    context,
  }) => {
    await signIn(page, request);
    await page.goto('/campanhas/101');
    await expect(page.locator('canvas.doughnut').first()).toBeVisible();
    await workerInCharge(page);
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const keys = await (await caches.open('portal-assets-v1')).keys();
          return keys.some((request) => request.url.includes('/_astro/vendor-chartjs'));
        }),
      )
      .toBe(true);

    await setOffline(context, true);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Desafio Verão Gelado' })).toBeVisible();
    await expect(page.getByText(/^Atualizado em \d{2}\/\d{2}\/\d{4} às \d{2}:\d{2}$/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Períodos acumulados' })).toBeVisible();
    // Drawn by chart.js from the worker's cache (the SVG stand-in would mean it was missing).
    await expect(page.locator('canvas.doughnut').first()).toBeVisible();
    await expect(page.locator('svg.doughnut')).toHaveCount(0);
  });

  test('the offline banner shows while offline, clear of the cart bar, and goes when the connection returns (R264)', async ({
    page,
    request,
    context,
  }) => {
    await signIn(page, request);
    await page.goto('/produtos');
    await dismissOrderInProgress(page);
    await page.getByRole('button', { name: 'Cervejas' }).click();
    await page.getByRole('button', { name: 'Brahma', exact: true }).click();
    await page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Cerveja Brahma Chopp Lata 350ml', exact: true }) })
      .getByRole('textbox')
      .fill('5');
    const cartBar = page.getByRole('region', { name: 'Carrinho' });
    await expect(cartBar).toBeVisible();
    await workerInCharge(page);
    const banner = page.getByText(offlineText);
    await expect(banner).toBeHidden();

    await setOffline(context, true);
    await expect(banner).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: offlineText })).toHaveCount(1);
    const [bannerBox, barBox] = [await banner.boundingBox(), await cartBar.boundingBox()];
    expect(bannerBox!.y + bannerBox!.height, 'the banner sits above the cart bar').toBeLessThanOrEqual(barBox!.y);
    await expectNoAxeViolations(page, '/produtos with the offline banner');

    await setOffline(context, false);
    await expect(banner).toBeHidden();
  });
});

test.describe('updates @desktop-only', () => {
  // The main demo API answers CORS for this port (playwright.config.ts, product-rules R226).
  const port = updatesSitePort;
  let dist: string;
  let server: Awaited<ReturnType<typeof startStaticServer>>;

  test.beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'portal-update-'));
    cpSync(new URL('../../dist', import.meta.url).pathname, dist, { recursive: true });
    server = await startStaticServer({ port, distDir: dist, config: demoConfig(apiUrl) });
  });

  test.afterAll(async () => {
    await server?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  /** Deploys a new build in place: a page changed and the worker built again for it (scripts/service-worker.ts). */
  async function deployNewVersion() {
    const page = join(dist, 'produtos/index.html');
    writeFileSync(page, readFileSync(page, 'utf8').replace('<head>', '<head><meta name="portal-build" content="2">'));
    for (const file of ['produtos/index.html', 'sw.js'])
      for (const suffix of ['.br', '.gz']) rmSync(join(dist, file + suffix), { force: true });
    const { entries } = await precacheManifest(dist);
    writeFileSync(join(dist, 'sw.js'), await bundleWorker(entries));
  }

  test('a new build is offered with Nova versão disponível, never reloads by itself, and Atualizar brings it', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request, logins.store);
    await page.goto(`${server.url}/404`);
    await page.evaluate(
      ([keys, value]) => {
        localStorage.setItem(keys.session, JSON.stringify(value));
        localStorage.setItem(keys.consent, 'yes');
      },
      [storageKeys, session] as const,
    );
    await page.goto(`${server.url}/produtos`);
    await workerInCharge(page);
    await page.reload();
    await dismissOrderInProgress(page);
    await page.getByRole('button', { name: 'Cervejas' }).click();
    await page.getByRole('button', { name: 'Brahma', exact: true }).click();
    const quantity = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Cerveja Brahma Chopp Lata 350ml', exact: true }) })
      .getByRole('textbox');
    await quantity.fill('7');
    await page.evaluate(() => ((window as unknown as { stillHere: boolean }).stillHere = true));
    await expect(page.locator('meta[name="portal-build"]')).toHaveCount(0);

    await deployNewVersion();
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByText('Nova versão disponível');
    await expect(prompt).toBeVisible();
    await expectNoAxeViolations(page, '/produtos with the update prompt');

    // The new version waits: the page did not reload, the typed quantity is still there.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBe(true);
    await expect(quantity).toHaveValue('7');
    await expect(page.locator('meta[name="portal-build"]')).toHaveCount(0);

    await page.getByRole('button', { name: 'Atualizar' }).click();
    await expect(page.locator('meta[name="portal-build"]')).toHaveCount(1);
    expect(await page.evaluate(() => (window as unknown as { stillHere?: boolean }).stillHere)).toBeUndefined();
    await expect(prompt).toBeHidden();
  });
});
