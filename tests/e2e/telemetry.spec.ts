// Field data (docs/field-data.md, product-rules R266): a page view reports its web vitals to the
// deploy's telemetryUrl (the demo API here) when it is hidden, by route template and with no id; without
// a telemetryUrl nothing is sent and web-vitals is never fetched. The cookie notice says so.
import type { APIRequestContext, Page } from '@playwright/test';
import { apiUrl, expect, logins, signIn, test } from './fixtures.ts';

interface Report {
  route: string;
  version: string;
  serviceWorker: boolean;
  connection: string;
  saveData: boolean;
  metrics: Array<{ name: string; value: number; rating: string }>;
  errors: unknown[];
}

/** Waits until the page has loaded and the browser has been idle twice: page-late's idle start, then ours. */
async function settled(page: Page) {
  await page.waitForLoadState('load');
  for (let i = 0; i < 2; i++) await page.evaluate(() => new Promise((done) => requestIdleCallback(() => done(null), { timeout: 2000 })));
}

/** A phone on this connection with Save-Data on, as the Network Information API tells it: marks this test's
 * reports apart from those of the other tests (every page of the suite reports to the same demo API). */
async function onConnection(page: Page, effectiveType: string) {
  await page.addInitScript((type) => {
    Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ effectiveType: type, saveData: true }) });
  }, effectiveType);
}

/** The reports the demo API received from a page on `connection` (see onConnection). */
async function receivedOn(request: APIRequestContext, connection: string): Promise<Report[]> {
  const { latest } = (await (await request.get(`${apiUrl}/__demo/telemetry`)).json()) as { latest: Report[] };
  return latest.filter((report) => report.connection === connection && report.saveData);
}

/** Hides the page as a tab switch does: the state reads 'hidden' and the event fires (Playwright cannot
 * hide a headless page). */
async function hide(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

test('a page view reports LCP, FCP and TTFB by its route template, with no id, once hidden (R266) @desktop-only', async ({
  page,
  request,
}) => {
  const session = await signIn(page, request, logins.store);
  const connection = '3g';
  await onConnection(page, connection);
  const vitals = page.waitForResponse(/\/_astro\/vendor-web-vitals\.[\w-]+\.js$/);
  await page.goto('/campanhas/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Desafio Verão Gelado' })).toBeVisible();
  await vitals;
  await settled(page);

  // A tap ends LCP (the browser looks for no larger paint after an input), then the page is hidden, as by a
  // tab switch. Playwright does not see beacons among a page's requests, so what went over the wire is read
  // where it arrived: the demo API keeps each report as received.
  await page.getByRole('heading', { level: 1, name: 'Desafio Verão Gelado' }).click();
  await settled(page);
  await hide(page);
  await expect.poll(async () => (await receivedOn(request, connection)).length).toBeGreaterThan(0);
  const [sent] = await receivedOn(request, connection);
  const body = JSON.stringify(sent);
  expect(sent).toMatchObject({ route: '/campanhas/:id', serviceWorker: false, connection, saveData: true, errors: [] });
  expect(sent!.version).toMatch(/^\d+\.\d+\.\d+(\+[0-9a-f]{7})?$/);
  expect(sent!.metrics.map((metric) => metric.name)).toEqual(expect.arrayContaining(['LCP', 'FCP', 'TTFB']));
  for (const metric of sent!.metrics) expect(['good', 'needs-improvement', 'poor']).toContain(metric.rating);
  // No id: not the campaign's, not the client's, not the user's CPF/CNPJ, and no address.
  const user = session.user as { cnpj_cpf: string; current_client: { clientCode: string; cnpj_cpf: string } };
  expect(body.split(/[/"]/)).not.toContain('101');
  for (const id of [user.cnpj_cpf, user.current_client.clientCode, user.current_client.cnpj_cpf]) expect(body).not.toContain(id);
  expect(body).not.toContain('localhost');

  // And it counts in the p75 of its route template.
  const { rows } = (await (await request.get(`${apiUrl}/__demo/telemetry`)).json()) as {
    rows: Array<{ route: string; metric: string; p75: number }>;
  };
  for (const metric of ['LCP', 'FCP', 'TTFB']) {
    expect(rows.find((row) => row.route === '/campanhas/:id' && row.metric === metric)?.p75).toBeGreaterThan(0);
  }
});

test('without a telemetryUrl in /config.json nothing is sent and web-vitals is never fetched (R266) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request, logins.store);
  // After signing in: that stores the session from the bare /config.json, a page whose headers the suite checks.
  await page.route('**/config.json', async (route) => {
    const { telemetryUrl: _url, telemetrySampleRate: _rate, ...config } = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: config });
  });
  await onConnection(page, 'slow-2g');
  const vitals: string[] = [];
  page.on('request', (r) => {
    if (/vendor-web-vitals/.test(r.url())) vitals.push(r.url());
  });
  // The field data's own chunk loads on idle after load, and then finds nothing to do.
  const telemetryChunk = page.waitForResponse(/\/_astro\/telemetry\.[\w-]+\.js$/);
  await page.goto('/campanhas/101');
  await expect(page.getByRole('heading', { level: 1, name: 'Desafio Verão Gelado' })).toBeVisible();
  await telemetryChunk;
  await settled(page);
  // Hidden as by a tab switch, then left: either would send a report.
  await hide(page);
  await page.goto('/pedidos');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await settled(page);
  expect(vitals).toEqual([]);
  expect(await receivedOn(request, 'slow-2g')).toEqual([]);
});

test('the cookie notice says the portal measures its speed anonymously, without identifiers or cookies (R266) @desktop-only', async ({
  page,
  request,
}) => {
  await signIn(page, request, logins.store, { consent: false });
  await page.goto('/campanhas');
  await expect(page.getByRole('region', { name: 'Aviso de cookies' })).toContainText(
    'O portal também mede a própria velocidade de forma anônima, sem identificar você e sem cookies.',
  );
});
