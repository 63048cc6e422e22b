// What the benchmarks share, in one place (docs/performance.md, "Commands and reports"): the demo login and
// how a page signs in with it, the phone, the throttling, how Chromium is started, the routes, and the few
// helpers more than one of them needs. Read by scripts/audit.ts (Lighthouse), the Playwright benchmarks in
// bench/ (playwright.bench.config.ts), tests/e2e/offline-screens.spec.ts and playwright.config.ts.
import { execFileSync } from 'node:child_process';
import { availableParallelism, loadavg } from 'node:os';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { staticPaths } from '../src/lib/domain/routes.ts';
import { localKeys } from '../src/lib/storage-keys.ts';

/** The benchmarks' demo login: a store user whose current company is 100001 (demo-api/README.md). */
export const demoLogin = { username: '12345678909', password: 'Demo@123' } as const;

/** A phone's screen: the cards stack in one column, as most clients see them. */
export const phoneViewport = { width: 360, height: 740 } as const;

/** Lighthouse's mobile preset, which the benchmarks that drive a page apply through CDP: 4× CPU… */
export const cpuSlowdown = 4;
/** …and slow 4G: 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up, in CDP's units (bytes per second). */
export const slow4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };

/** Debian's Chromium: Playwright's own browser download cannot work on these machines. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/**
 * The e2e suite's browser: Debian's chromium-headless-shell, the same engine and version without the
 * browser's own UI, whose renderers (tab strip and the like, drawn even in the full browser's headless
 * mode) competed with the pages for the 2-core machine: the suite took half the time in it
 * (docs/architecture.md, "Test suite time"). It has no back/forward cache, so the specs that need one
 * start the full browser. Chromium where the shell is not installed. The benchmarks and Lighthouse keep
 * the full browser, as users have it.
 */
export const e2eChromiumPath =
  process.env.E2E_CHROME_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : chromiumPath);
/** Chromium's flags (headless is up to who starts it): without its own network chatter, which this
 *  machine's closed network refuses many times over. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The routes, with the ids of the demo API's seed: flexible campaign 101, old campaign 31/PDV, first access 400001.

/** Every route `npm run audit` measures. */
export const allRoutes = [
  ...staticPaths.filter((p) => p !== '/404' && p !== '/500'),
  '/campanhas/101',
  '/campanhas/detalhes/101',
  '/campanhas-prospera/31/PDV',
  '/campanhas-prospera/detalhes/31/PDV',
  '/auth/signup/400001/52998224725',
  '/404',
  '/500',
];
/** `npm run audit -- --ci`. */
export const ciRoutes = ['/auth/signin', '/campanhas', '/campanhas/101', '/produtos', '/pedidos/carrinho', '/pedidos', '/duvitas'];
/** The ratio gate's (docs/performance.md, "The floor and the ratio gate"). */
export const gateRoutes = ['/auth/signin', '/campanhas', '/campanhas/101', '/pedidos'];

/**
 * The signed-in data routes, each with what its screen shows once its data is drawn: the first element of
 * its ready state, never in the build's HTML nor in a skeleton (see each island in src/islands/). One table,
 * so a screen whose markup changes is fixed here.
 */
export const readySelectors = {
  '/campanhas': 'ul.campaign-grid[aria-label="Campanhas"] > li',
  '/campanhas/101': 'article.campaign-progress h1',
  '/campanhas/detalhes/101': 'article.campaign-details h1',
  '/campanhas-prospera/31/PDV': 'section.prospera-head',
  '/campanhas-prospera/detalhes/31/PDV': 'section.prospera-about',
  '/produtos': 'ul.tiles > li',
  '/produtos/bonus': '.bonus table tbody tr, main .empty.card',
  '/pedidos': 'ul.order-list > li',
  '/pedidos/carrinho': 'ul.cart-lines[aria-label="Itens do carrinho"] > li',
  '/debitos': 'ul.debts > li, .debts-empty',
  '/equipamentos': 'ul.equipment-list > li, .equipment-empty',
  '/empresas': 'ul.company-grid[aria-label="Suas empresas"] > li',
  '/cofiguracao': '.settings-general',
} as const;
export type DataRoute = keyof typeof readySelectors;
export const dataRoutes = Object.keys(readySelectors) as DataRoute[];

/** Loading placeholders (Skeleton.tsx, the old campaigns' spinner): a screen that settled shows none. */
export const busySelector = '.skeleton, .skeleton-list, [aria-busy="true"], .prospera-spinner';

/** Median (the mean of the middle two for an even count), runs without a figure (NaN) left out; NaN for none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (!sorted.length) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Signs the site's origin in with the demo login (or out), cookies accepted. From the page, so the
 * browser judges the lab's certificate. `reset`: the demo API's data and the cart start afresh.
 */
export async function signIn(
  page: Page,
  { siteUrl, apiUrl, signedIn = true, reset = false }: { siteUrl: string; apiUrl: string; signedIn?: boolean; reset?: boolean },
): Promise<void> {
  // The bare config file: a page of the portal would run its scripts first.
  await page.goto(`${siteUrl}/config.json`);
  await page.evaluate(
    async ([api, login, keys, on, afresh]) => {
      if (afresh) {
        const answer = await fetch(`${api}/__demo/reset`, { method: 'POST' });
        if (!answer.ok) throw new Error(`demo API reset: ${answer.status}`);
        localStorage.removeItem(keys.cart);
        localStorage.removeItem(keys.orderInFlight);
      }
      localStorage.setItem(keys.cookieConsent, 'yes');
      if (!on) return localStorage.removeItem(keys.session);
      const answer = await fetch(`${api}/users/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(login),
      });
      if (!answer.ok) throw new Error(`sign-in: ${answer.status} ${await answer.text()}`);
      const { user, ...token } = (await answer.json()) as { user: unknown };
      localStorage.setItem(keys.session, JSON.stringify({ token: { ...token, issued_at: Math.floor(Date.now() / 1000) }, user }));
    },
    [apiUrl, demoLogin, localKeys, signedIn, reset] as const,
  );
}

/**
 * Puts 5 boxes of a beer in the cart through the catalogue, as a user would, and waits until the cart is
 * stored (its store writes localStorage once the change settles). `siteUrl` is empty where the page's
 * base URL is set (the e2e suite).
 */
export async function fillCart(page: Page, siteUrl = '', boxes = 5): Promise<void> {
  await page.goto(`${siteUrl}/produtos`);
  await page.getByRole('dialog', { name: 'Pedido com entrega programada' }).getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Cervejas' }).click();
  await page.getByRole('button', { name: 'Brahma', exact: true }).click();
  const item = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Cerveja Brahma Chopp Lata 350ml', exact: true }) });
  await item.getByRole('textbox').fill(String(boxes));
  await page.getByRole('region', { name: 'Carrinho' }).waitFor();
  await page.waitForFunction(
    ([key, boxes]) => {
      const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { carts: { lines: { total: number }[] }[] } | null;
      return stored?.carts.some((cart) => cart.lines.some((line) => line.total === boxes)) ?? false;
    },
    [localKeys.cart, boxes] as const,
  );
}

/** Writes reports/<name>.json (NaN, no figure, as null) and .md, and answers the table. */
export function writeReport(name: string, report: object, table: string): string {
  const dir = new URL('../reports/', import.meta.url).pathname;
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(report, null, 2)}\n`);
  writeFileSync(join(dir, `${name}.md`), table);
  // Timings include painting, which a busy machine delays: say so rather than let them mislead.
  const [load] = loadavg();
  if (load! >= availableParallelism())
    console.warn(
      `Note: load average ${load!.toFixed(1)} on ${availableParallelism()} CPUs during the run; timings run high on a busy machine.`,
    );
  return table;
}

/** The short commit, with '-dirty' when the work tree has changes. */
export function currentCommit(): string {
  const cwd = new URL('..', import.meta.url).pathname;
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd, encoding: 'utf8' }).trim() !== '';
    return dirty ? `${head}-dirty` : head;
  } catch {
    return 'unknown';
  }
}
