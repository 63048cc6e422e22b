// Deploys and the installed portal (docs/offline.md, "Deploys"): a new configuration reaches a device whose
// worker keeps the pages (product-rules R230), and the kill switch takes a worker away (R233). Each test runs
// a copy of dist/ on a server of its own, with the worker allowed (blocked in every other spec,
// playwright.config.ts).
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { demoConfig, startStaticServer } from '../../scripts/serve.ts';
import { deploySitePorts } from '../../playwright.config.ts';
import { apiSession, apiUrl, expect, logins, storageKeys, test, workerInCharge } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const root = new URL('../../', import.meta.url).pathname;

/** A copy of dist/ served on `port` as a host serves a deploy: its own config.json and the headers made from it. */
function deployCopy(port: number) {
  const dist = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
  cpSync(join(root, 'dist'), dist, { recursive: true });
  let server: Awaited<ReturnType<typeof startStaticServer>> | undefined;
  return {
    dist,
    url: `http://localhost:${port}`,
    /** What an operator does: a new config.json, then `npm run headers -- --config …` on the build. */
    configure(config: object) {
      writeFileSync(join(dist, 'config.json'), JSON.stringify(config));
      execFileSync(process.execPath, [join(root, 'scripts/security-headers.ts'), '--dist', dist, '--config', join(dist, 'config.json')], {
        cwd: root,
        stdio: 'pipe',
      });
    },
    /** What an operator ships when a worker breaks the portal: the kill switch as /sw.js, no stale compressed copies. */
    shipKillSwitch() {
      copyFileSync(join(root, 'deploy/sw-kill-switch.js'), join(dist, 'sw.js'));
      for (const suffix of ['.br', '.gz']) rmSync(join(dist, `sw.js${suffix}`), { force: true });
    },
    async restart() {
      await server?.close();
      server = await startStaticServer({ port, distDir: dist });
    },
    async close() {
      await server?.close();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** Signs in on `site` through its storage, as the demo API's store user. */
async function signInOn(page: Page, request: APIRequestContext, site: { url: string }) {
  const session = await apiSession(request, logins.store);
  await page.goto(`${site.url}/404`);
  await page.evaluate(
    ([keys, value]) => {
      localStorage.setItem(keys.session, JSON.stringify(value));
      localStorage.setItem(keys.consent, 'yes');
    },
    [storageKeys, session] as const,
  );
}

test.describe('a new configuration @desktop-only', () => {
  let site: ReturnType<typeof deployCopy>;

  test.beforeAll(async () => {
    site = deployCopy(deploySitePorts.newConfiguration);
    site.configure(demoConfig(apiUrl));
    await site.restart();
  });
  test.afterAll(() => site?.close());

  test('services moved to another host and npm run headers: the installed portal takes the new policy and calls the new host (R230)', async ({
    page,
    request,
  }) => {
    await signInOn(page, request, site);
    const debts = page.getByRole('list', { name: 'Débitos' }).getByRole('listitem').first();
    await page.goto(`${site.url}/debitos`);
    await workerInCharge(page);
    // Opened again: now drawn from the device by the worker, headers and all.
    await page.reload();
    await expect(debts).toBeVisible();
    expect(await page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);

    // The operator moves the four services to another origin (the same demo API under 127.0.0.1).
    const movedApi = apiUrl.replace('localhost', '127.0.0.1');
    expect(movedApi).not.toBe(apiUrl);
    site.configure(demoConfig(movedApi));
    await site.restart();

    // The browser checks sw.js on navigations; asked here so the test does not wait for one.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await expect(page.getByText('Nova versão disponível')).toBeVisible();
    const movedCall = page.waitForRequest((call) => call.url().startsWith(`${movedApi}/`));
    const reloaded = page.waitForResponse((answer) => answer.request().isNavigationRequest());
    await page.getByRole('button', { name: 'Atualizar' }).click();
    // The page comes from the device (the new worker's precache) with the new policy: the new host in, the
    // old one out. The fixture fails the test on any violation on the way.
    const answer = await reloaded;
    expect(answer.fromServiceWorker()).toBe(true);
    const policy = (await answer.allHeaders())['content-security-policy'];
    expect(policy).toContain(movedApi);
    expect(policy).not.toContain(apiUrl);
    await movedCall;
    await expect(debts).toBeVisible();
  });
});

test.describe('the kill switch @desktop-only', () => {
  let site: ReturnType<typeof deployCopy>;

  test.beforeAll(async () => {
    site = deployCopy(deploySitePorts.killSwitch);
    site.configure(demoConfig(apiUrl));
    await site.restart();
  });
  test.afterAll(() => site?.close());

  test('shipped as sw.js, it empties every cache and unregisters the worker; the portal then comes from the network (R233)', async ({
    page,
    request,
  }) => {
    await signInOn(page, request, site);
    const debts = page.getByRole('list', { name: 'Débitos' }).getByRole('listitem').first();
    await page.goto(`${site.url}/debitos`);
    await workerInCharge(page);
    await page.reload();
    await expect(debts).toBeVisible();
    const cacheNames = () => page.evaluate(async () => (await caches.keys()).sort());
    expect(await cacheNames()).toEqual(expect.arrayContaining(['portal-kept-v1', 'portal-visited-v1']));

    site.shipKillSwitch();
    // The browser fetches sw.js again on the next navigation; asked here so the test does not wait for one.
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    // The new worker installs and activates before it can unregister: as long as a worker's first activation
    // (workerInCharge), which a loaded 2-core machine took over the default 7 s to reach once.
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length), { timeout: 20_000 })
      .toBe(0);
    await expect.poll(cacheNames).toEqual([]);
    // The page it took over still works, and nothing reloaded it.
    await expect(debts).toBeVisible();

    const opened = page.waitForResponse((answer) => answer.request().isNavigationRequest());
    await page.reload();
    expect((await opened).fromServiceWorker()).toBe(false);
    await expect(debts).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller)).toBeNull();
  });
});
