// The built site and the demo API over HTTP/2 + TLS, as a CDN and the services serve them
// (docs/performance.md, "Why the lab serves HTTP/2 + TLS"): started by scripts/audit.ts and, as the global
// set-up of playwright.bench.config.ts, for the benchmarks that drive a page. BENCH_DIST names another
// build for the benchmarks to measure (default dist/): an older commit's, built elsewhere, beside today's.
import { resolve } from 'node:path';
import { loopbackOrigins } from '../demo-api/lib/access.ts';
import { startDemoApi } from '../demo-api/start.ts';
import { benchPorts } from '../playwright.bench.config.ts';
import { floorPages, floorSpecs } from '../scripts/floor-pages.ts';
import { demoConfig, startStaticServer } from '../scripts/serve.ts';
import { selfSignedCertificate, spkiHash } from '../scripts/tls.ts';

/** Starts both; `http1` serves plain HTTP/1.1 instead, `distDir` another build than dist/, `extraPages` are served beside it (the floor pages). */
export async function startServers(options: {
  sitePort: number;
  apiPort: number;
  http1?: boolean;
  distDir?: string;
  extraPages?: Record<string, string>;
}) {
  const tls = options.http1 ? undefined : selfSignedCertificate();
  const api = await startDemoApi({
    port: options.apiPort,
    tls,
    allowedOrigins: loopbackOrigins(options.sitePort, tls ? 'https' : 'http'),
  });
  const site = await startStaticServer({
    port: options.sitePort,
    config: demoConfig(api.url, api.api.vapidPublicKey),
    tls,
    ...(options.distDir && { distDir: options.distDir }),
    extraPages: options.extraPages,
  });
  return {
    siteUrl: site.url,
    apiUrl: api.url,
    /** The certificate's hash for Chromium's `--ignore-certificate-errors-spki-list` (scripts/tls.ts). */
    spki: tls && spkiHash(tls.cert),
    close: async () => void (await Promise.allSettled([site.close(), api.close()])),
  };
}

/** The benchmarks' servers, for the whole run, the floor pages beside the build (bench/first-visit.spec.ts);
 * the browsers learn the certificate from BENCH_SPKI. */
export default async function globalSetup() {
  const dist = process.env.BENCH_DIST ? resolve(process.env.BENCH_DIST) : new URL('../dist', import.meta.url).pathname;
  const servers = await startServers({
    sitePort: benchPorts.site,
    apiPort: benchPorts.api,
    distDir: dist,
    extraPages: floorPages(dist, Object.keys(floorSpecs)),
  });
  process.env.BENCH_SPKI = servers.spki;
  return servers.close;
}
