import { defineConfig, devices } from '@playwright/test';
import { chromiumFlags, e2eChromiumPath, phoneViewport } from './bench/settings.ts';

// E2E against the built site and the demo API, both started by `scripts/start.ts --no-build`
// on their own ports. The browser is Debian's Chromium headless shell (bench/settings.ts › e2eChromiumPath;
// the full /usr/bin/chromium where a spec needs the back/forward cache): Playwright's download cannot work here.
// E2E_PORT_BASE moves all six ports, so two suites can run side by side on one machine.
const portBase = Number(process.env.E2E_PORT_BASE ?? 4397);
/** The servers a project's tests use: the plain static host, the demo API and the site. */
export interface ServerSet {
  plainHostPort: number;
  apiPort: number;
  sitePort: number;
}
const serverSet = (base: number): ServerSet => ({ plainHostPort: base, apiPort: base + 1, sitePort: base + 2 });
/** The phone and desktop projects' servers. */
export const mainServers = serverSet(portBase);
/** The faults project's own servers: its faults and counts never reach the other projects' demo API. */
export const faultServers = serverSet(portBase + 10);
export const { plainHostPort, apiPort, sitePort } = mainServers;
/** A site that tests/e2e/pwa.spec.ts serves itself (a copy of the build it deploys again), on the main demo API. */
export const updatesSitePort = portBase + 50;
/** Copies of the build that tests/e2e/deploys.spec.ts configures and serves itself, on the main demo API. */
export const deploySitePorts = { newConfiguration: portBase + 51, killSwitch: portBase + 52 };
/** `npm run edit` as tests/e2e/faq-editor.spec.ts runs it on a copy of the project: the portal with /admin, and Decap's proxy. */
export const editorPorts = { site: portBase + 53, proxy: portBase + 54 };
/** The sites beside the main ones that call the main demo API, which answers CORS for them alone (R226). */
const extraSiteOrigins = [updatesSitePort, ...Object.values(deploySitePorts)].map((port) => `http://localhost:${port}`);

/** Specs that change the shared demo API's behaviour (faults) or count what it holds. */
const serialSpecs = ['**/faults.spec.ts', '**/*.serial.spec.ts'];

/** How the suite launches Debian's Chromium (the benchmarks' flags, bench/settings.ts); a spec that needs another flag starts from it. */
export const chromiumLaunch = {
  executablePath: e2eChromiumPath,
  args: [...chromiumFlags, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
};

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  forbidOnly: true,
  // Three on the 2-core machine: many tests wait (latency, timers, the network) as much as they compute, and
  // a third worker fills those waits. Measured on one build: 838 s with two workers, 765 s with three, no
  // retry needed in either (docs/architecture.md, "Test suite time").
  workers: 3,
  // CI runs 400+ browser tests on a 2-core machine, where a test can lose its 30 s to load alone:
  // one retry there, reported as "flaky" in the output so it gets fixed; none locally.
  retries: process.env.CI ? 1 : 0,
  // CI keeps no artefacts (see `trace`), so it writes no HTML report either.
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${sitePort}`,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    // CI keeps no artefacts, so recording traces there only costs CPU.
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    launchOptions: chromiumLaunch,
    // Every spec mocks and counts requests with page.route, which does not see what a service worker
    // answers, and expects a fresh load each time: workers are blocked unless a spec opts in
    // (tests/e2e/pwa.spec.ts, docs/offline.md).
    serviceWorkers: 'block',
  },
  projects: [
    // Specs that switch faults on the demo API or count its orders run one at a time, against a demo
    // API and site of their own (tests/e2e/fixtures.ts picks the servers). Listed first: one worker
    // takes them from the start while the other works through the projects below.
    {
      name: 'faults',
      testMatch: serialSpecs,
      workers: 1,
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1366, height: 820 },
        launchOptions: chromiumLaunch,
        baseURL: `http://localhost:${faultServers.sitePort}`,
      },
    },
    // Checks that do not depend on the screen are tagged @desktop-only and run once.
    {
      name: 'phone',
      testIgnore: serialSpecs,
      grepInvert: /@desktop-only/,
      use: { ...devices['Pixel 5'], viewport: phoneViewport, launchOptions: chromiumLaunch, browserName: 'chromium' },
    },
    // Checks of a layout only the phone has (the axe sweep of a route with one layout, the side menu) are
    // tagged @phone-only and run once.
    {
      name: 'desktop',
      testIgnore: serialSpecs,
      grepInvert: /@phone-only/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1366, height: 820 }, launchOptions: chromiumLaunch },
    },
  ],
  webServer: [mainServers, faultServers].map((servers) => ({
    command: 'node scripts/start.ts --no-build',
    env: {
      PORT: String(servers.sitePort),
      DEMO_API_PORT: String(servers.apiPort),
      PLAIN_PORT: String(servers.plainHostPort),
      // The demo API answers CORS for its own sites only (docs/product-rules.md R226), and the specs' own.
      DEMO_API_ALLOWED_ORIGINS: servers === mainServers ? extraSiteOrigins.join(',') : '',
    },
    url: `http://localhost:${servers.sitePort}/404`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore' as const,
  })),
});
