// The field data in the page (src/lib/telemetry.ts, product-rules R266): nothing without a telemetryUrl
// or outside the sample, web-vitals only when reporting, one beacon per hide, and no id in what it sends.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localKeys } from '../../src/lib/storage-keys.ts';
import { createFakeFetch, json, type FakeFetch } from '../support/fake-fetch.ts';
import { testServices, testSession } from '../support/session.ts';

type Report = (metric: { name: string; value: number; rating: string }) => void;
const observers = vi.hoisted(() => ({ loaded: 0, reports: new Map<string, Report>() }));
vi.mock('web-vitals', () => {
  observers.loaded += 1;
  const on = (name: string) => (report: Report) => void observers.reports.set(name, report);
  return { onLCP: on('LCP'), onINP: on('INP'), onCLS: on('CLS'), onFCP: on('FCP'), onTTFB: on('TTFB') };
});

const URL_ = 'https://rum.example.com/collect';
let fake: FakeFetch;
let page: ReturnType<typeof fakePage>;

/** The browser the collector sees: a signed-in page at `pathname`, its events, its beacon. */
function fakePage(pathname: string) {
  const win = new EventTarget();
  const doc = Object.assign(new EventTarget(), { visibilityState: 'visible' });
  const beacons: Array<{ url: string; body: string }> = [];
  const session = JSON.stringify(testSession());
  vi.stubGlobal('window', win);
  vi.stubGlobal('document', doc);
  vi.stubGlobal('location', {
    pathname,
    origin: 'https://portal.example.com',
    href: `https://portal.example.com${pathname}?cliente=100001`,
  });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === localKeys.session ? session : null) });
  vi.stubGlobal('navigator', {
    connection: { effectiveType: '3g', saveData: true },
    sendBeacon: (url: string, body: string) => beacons.push({ url, body }) > 0,
  });
  vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ workerStart: 12 } as unknown as PerformanceNavigationTiming]);
  return {
    beacons,
    hide() {
      doc.visibilityState = 'hidden';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    show() {
      doc.visibilityState = 'visible';
      doc.dispatchEvent(new Event('visibilitychange'));
    },
    window: win,
  };
}

async function start(config: Record<string, unknown>, draw = 0.5) {
  vi.resetModules();
  fake.expect({ method: 'GET', url: '/config.json', reply: json({ ...testServices, ...config }) });
  await (await import('../../src/lib/telemetry.ts')).startTelemetry(draw);
}

beforeEach(() => {
  fake = createFakeFetch();
  vi.stubGlobal('fetch', fake.fetch);
  observers.loaded = 0;
  observers.reports.clear();
  page = fakePage('/campanhas/101');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  fake.verify();
});

describe('startTelemetry (R266)', () => {
  it('sends nothing and loads no web-vitals without a telemetryUrl', async () => {
    await start({});
    page.hide();
    expect(observers.loaded).toBe(0);
    expect(page.beacons).toEqual([]);
  });

  it('sends nothing and loads no web-vitals for a page view outside the sample', async () => {
    await start({ telemetryUrl: URL_, telemetrySampleRate: 0.25 }, 0.5);
    page.hide();
    expect(observers.loaded).toBe(0);
    expect(page.beacons).toEqual([]);
  });

  it('sends nothing when the telemetry settings are broken, or /config.json cannot be read', async () => {
    await start({ telemetryUrl: 'rum.example.com' });
    vi.resetModules();
    fake.expect({ method: 'GET', url: '/config.json', reply: new Response('nope', { status: 500 }) });
    await (await import('../../src/lib/telemetry.ts')).startTelemetry(0);
    page.hide();
    expect(page.beacons).toEqual([]);
  });

  it('batches the metrics and uncaught errors and sends them with the beacon when the page is hidden, once per hide', async () => {
    await start({ telemetryUrl: URL_, telemetrySampleRate: 0.75 }, 0.5);
    expect([...observers.reports.keys()]).toEqual(['LCP', 'INP', 'CLS', 'FCP', 'TTFB']);
    observers.reports.get('TTFB')!({ name: 'TTFB', value: 81.2, rating: 'good' });
    observers.reports.get('FCP')!({ name: 'FCP', value: 900.4, rating: 'good' });
    observers.reports.get('LCP')!({ name: 'LCP', value: 2600, rating: 'needs-improvement' });
    page.window.dispatchEvent(
      Object.assign(new Event('error'), {
        error: new TypeError('x'),
        filename: 'https://portal.example.com/_astro/page.Ab12.js',
        lineno: 7,
      }),
    );
    page.window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new RangeError('y') }));
    expect(page.beacons).toEqual([]);

    page.hide();
    expect(page.beacons).toHaveLength(1);
    expect(page.beacons[0]!.url).toBe(URL_);
    expect(JSON.parse(page.beacons[0]!.body)).toEqual({
      route: '/campanhas/:id',
      version: '0.0.0-test',
      serviceWorker: true,
      connection: '3g',
      saveData: true,
      metrics: [
        { name: 'TTFB', value: 81, rating: 'good' },
        { name: 'FCP', value: 900, rating: 'good' },
        { name: 'LCP', value: 2600, rating: 'needs-improvement' },
      ],
      errors: [
        { kind: 'error', name: 'TypeError', source: '/_astro/page.Ab12.js:7' },
        { kind: 'rejection', name: 'RangeError' },
      ],
    });

    // Back, then hidden again: only what changed meanwhile (CLS, reported by web-vitals on the hide).
    page.show();
    expect(page.beacons).toHaveLength(1);
    observers.reports.get('CLS')!({ name: 'CLS', value: 0.01234, rating: 'good' });
    page.hide();
    expect(JSON.parse(page.beacons[1]!.body)).toMatchObject({ metrics: [{ name: 'CLS', value: 0.012, rating: 'good' }], errors: [] });
  });

  it('with a session present on /campanhas/101, what it sends names no campaign, client or CPF/CNPJ', async () => {
    await start({ telemetryUrl: URL_ });
    for (const [name, report] of observers.reports) report({ name, value: name === 'CLS' ? 0.1 : 1500, rating: 'good' });
    page.hide();
    const body = page.beacons[0]!.body;
    const { user } = testSession();
    expect(body).toContain('"route":"/campanhas/:id"');
    expect(body.split(/[/"]/)).not.toContain('101');
    for (const id of [user.current_client.clientCode, user.cnpj_cpf, user.current_client.cnpj_cpf, '100001', '12345678909']) {
      expect(body).not.toContain(id);
    }
    expect(body).not.toContain('portal.example.com');
  });

  it('does nothing where the browser has no beacon', async () => {
    vi.stubGlobal('navigator', {});
    await start({ telemetryUrl: URL_ });
    observers.reports.get('FCP')!({ name: 'FCP', value: 900, rating: 'good' });
    expect(() => page.hide()).not.toThrow();
  });

  // Last: it replaces the web-vitals mock for the rest of the file.
  it('sends nothing when web-vitals cannot be fetched', async () => {
    vi.doMock('web-vitals', () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await start({ telemetryUrl: URL_ });
    page.hide();
    expect(page.beacons).toEqual([]);
  });
});
