import { defineConfig, devices } from '@playwright/test';

// E2E against the built site and the demo API, both started by `scripts/start.ts --no-build`
// on their own ports. Chromium is Debian's (/usr/bin/chromium): Playwright's download cannot work here.
// E2E_PORT_BASE moves all three ports, so two suites can run side by side on one machine.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4397);
export const plainHostPort = portBase;
export const apiPort = portBase + 1;
export const sitePort = portBase + 2;

/** Specs that change the shared demo API's behaviour (faults) or count what it holds. */
const serialSpecs = ['**/faults.spec.ts', '**/*.serial.spec.ts'];

const chromium = {
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
  ],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  workers: 2,
  // CI runs 400+ browser tests on a 2-core machine, where a test can lose its 30 s to load alone:
  // one retry there, reported as "flaky" in the output so it gets fixed; none locally.
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${sitePort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // CI keeps no artefacts, so recording traces there only costs CPU.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromium,
    // Every spec mocks and counts requests with page.route, which does not see what a service worker
    // answers, and expects a fresh load each time: workers are blocked unless a spec opts in
    // (tests/e2e/pwa.spec.ts, docs/offline.md).
    serviceWorkers: 'block',
  },
  projects: [
    // Checks that do not depend on the screen are tagged @desktop-only and run once.
    {
      name: 'phone',
      testIgnore: serialSpecs,
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 740 }, launchOptions: chromium, browserName: 'chromium' },
    },
    {
      name: 'desktop',
      testIgnore: serialSpecs,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 820 }, launchOptions: chromium },
    },
    // Specs that switch faults on the shared demo API or count its orders run alone, one at a time,
    // after everything else.
    {
      name: 'faults',
      testMatch: serialSpecs,
      workers: 1,
      dependencies: ['phone', 'desktop'],
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 820 }, launchOptions: chromium },
    },
  ],
  webServer: {
    command: 'node scripts/start.ts --no-build',
    env: { PORT: String(sitePort), DEMO_API_PORT: String(apiPort), PLAIN_PORT: String(plainHostPort) },
    url: `http://localhost:${sitePort}/404`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
  },
});
