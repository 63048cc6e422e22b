// The first reads (docs/performance.md, "First reads"): each page that has one asks for its data as the
// HTML is parsed, before its island's module has run, and its screen takes that answer instead of asking
// again. What the screen then draws is each screen's own spec's business.
import { firstReads, type FirstReadName } from '../../src/lib/api/first-reads.ts';
import { test, expect, signIn, logins } from './fixtures.ts';

/** Each first read's page, the island whose module would otherwise send the call, and what shows the data. */
const pages: Record<FirstReadName, { path: string; island: string; drawn: string }> = {
  orders: {
    path: '/pedidos',
    island: 'OrdersPage',
    drawn: 'Estes pedidos chegaram e logo aparecem no histórico com o andamento completo.',
  },
};

const servicePath = (name: FirstReadName) => firstReads[name].path.split('?')[0]!;

for (const name of Object.keys(firstReads) as FirstReadName[]) {
  const { path, island, drawn } = pages[name];

  test.describe(`${path} @desktop-only`, () => {
    test('its data is asked for as the page is parsed, before the page’s modules have run', async ({ page, request }) => {
      await signIn(page, request, logins.store);
      // The island's module never arrives: only the head's script can ask.
      await page.route(`**/_astro/${island}.*.js`, () => undefined);
      const asked = page.waitForRequest((r) => r.method() === 'GET' && r.url().includes(firstReads[name].path));
      await page.goto(path, { waitUntil: 'commit' });
      await asked;
    });

    test('the screen takes that answer: its data and /config.json are each asked for once', async ({ page, request }) => {
      await signIn(page, request, logins.store);
      const asked: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        if (r.method() === 'GET' && (url.pathname.endsWith(servicePath(name)) || url.pathname === '/config.json')) asked.push(url.pathname);
      });
      await page.goto(path);
      await expect(page.getByText(drawn).first()).toBeVisible();
      expect(asked.map((p) => (p === '/config.json' ? p : servicePath(name))).sort()).toEqual([servicePath(name), '/config.json'].sort());
    });
  });
}
