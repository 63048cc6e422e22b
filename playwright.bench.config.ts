import { defineConfig } from '@playwright/test';
import { chromiumFlags, chromiumPath } from './bench/settings.ts';

// The benchmarks that drive a page (docs/performance.md), outside `npm test`: quantity editing
// (`npm run bench:cart`, project `responsiveness`), repeat visits (`npm run bench:repeat`, project
// `repeat-visit`) and a big client's data (`npm run bench:scale`, project `scale`); bench/run.ts passes their
// options. The global set-up serves the build (BENCH_DIST, default dist/) and the demo API over HTTP/2 + TLS
// for the run (bench/servers.ts) and hands the certificate's hash over in BENCH_SPKI, which the workers,
// started after it, read below. BENCH_PORT_BASE moves the three ports.
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4360);
export const benchPorts = { site: portBase, api: portBase + 1, cdp: portBase + 2 };
/** Where the pages find the servers (bench/servers.ts: the site on localhost, the demo API on 127.0.0.1). */
export const benchUrls = { site: `https://localhost:${benchPorts.site}`, api: `https://127.0.0.1:${benchPorts.api}` };

export default defineConfig({
  testDir: 'bench',
  testMatch: '*.spec.ts',
  globalSetup: './bench/servers.ts',
  // One browser at a time on these 2-core machines, and a benchmark takes as long as its runs.
  workers: 1,
  timeout: 0,
  reporter: 'list',
  use: {
    baseURL: benchUrls.site,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        ...chromiumFlags,
        // The lab's certificate taken as valid: without it Chromium registers no worker ("An SSL certificate
        // error occurred when fetching the script"), even with the context's ignoreHTTPSErrors; and unlike
        // --ignore-certificate-errors, the HTTP cache works as it does from a CDN (scripts/tls.ts).
        `--ignore-certificate-errors-spki-list=${process.env.BENCH_SPKI}`,
        // A browser-level CDP connection of its own, to throttle service workers (bench/repeat-visit.spec.ts).
        `--remote-debugging-port=${benchPorts.cdp}`,
      ],
    },
  },
  projects: [
    // The phone screen comes from resizing the window, not from emulation (bench/responsiveness.spec.ts).
    { name: 'responsiveness', testMatch: 'responsiveness.spec.ts', use: { viewport: null } },
    { name: 'repeat-visit', testMatch: 'repeat-visit.spec.ts' },
    { name: 'first-visit', testMatch: 'first-visit.spec.ts' },
    // Its contexts are its own, with no viewport either: each visit resizes its window (bench/scale.spec.ts).
    { name: 'scale', testMatch: 'scale.spec.ts', use: { viewport: null } },
  ],
});
