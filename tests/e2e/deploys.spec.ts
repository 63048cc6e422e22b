// Deploys and the installed portal (docs/offline.md, "Deploys"; product-rules R230): a new configuration
// reaches a device whose worker keeps the pages. Each test runs a copy of dist/ on a server of its own, with
// the worker allowed (it is blocked in every other spec, playwright.config.ts).
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { demoConfig, startStaticServer } from '../../scripts/serve.ts';
import { apiSession, apiUrl, expect, logins, storageKeys, test } from './fixtures.ts';

test.use({ serviceWorkers: 'allow' });

const root = new URL('../../', import.meta.url).pathname;
const portBase = Number(process.env.E2E_PORT_BASE ?? 4397);

/** Waits until the worker is active and in charge of the page (it claims open pages on activation). */
async function workerInCharge(page: Page) {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.active?.state === 'activated' && Boolean(navigator.serviceWorker.controller);
        }),
      { timeout: 20_000 },
    )
    .toBe(true);
}

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

test.describe('a new configuration @desktop-only', () => {
  let site: ReturnType<typeof deployCopy>;

  test.beforeAll(async () => {
    site = deployCopy(portBase + 51);
    site.configure(demoConfig(apiUrl));
    await site.restart();
  });
  test.afterAll(() => site?.close());

  test('services moved to another host and npm run headers: the installed portal takes the new policy and calls the new host', async ({
    page,
    request,
  }) => {
    const session = await apiSession(request, logins.store);
    await page.goto(`${site.url}/404`);
    await page.evaluate(
      ([keys, value]) => {
        localStorage.setItem(keys.session, JSON.stringify(value));
        localStorage.setItem(keys.consent, 'yes');
      },
      [storageKeys, session] as const,
    );
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
