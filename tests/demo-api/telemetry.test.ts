// The field data's demo endpoint (/__demo/telemetry, docs/field-data.md, product-rules R266): it takes the
// portal's beacon, refuses anything else, and shows the 75th percentile per route template and metric.
import { describe, expect, it } from 'vitest';
import {
  MAX_BATCHES,
  p75,
  parseTelemetryBatch,
  telemetryPage,
  telemetrySummary,
  type TelemetryBatch,
} from '../../demo-api/lib/telemetry.ts';
import { ORIGIN, setup } from './helpers.ts';

const batch = (route: string, metrics: TelemetryBatch['metrics'], errors: TelemetryBatch['errors'] = []): TelemetryBatch => ({
  route,
  version: '0.1.0+abc1234',
  serviceWorker: false,
  connection: '4g',
  saveData: false,
  metrics,
  errors,
});
const lcp = (value: number, rating: 'good' | 'needs-improvement' | 'poor' = 'good') => ({ name: 'LCP' as const, value, rating });

describe('p75', () => {
  it.each([
    [[], null],
    [[5], 5],
    [[4, 1, 3, 2], 3],
    [[1, 2, 3, 4, 5], 4],
    [[10, 20, 30, 40, 50, 60, 70, 80], 60],
  ])('of %j is %s (nearest rank)', (values, expected) => {
    expect(p75(values)).toBe(expected);
  });
});

describe('parseTelemetryBatch', () => {
  it('keeps exactly the fields the portal sends', () => {
    const sent = { ...batch('/campanhas/:id', [lcp(1200)], [{ kind: 'error', name: 'TypeError' }]), extra: 'dropped' };
    expect(parseTelemetryBatch(sent)).toEqual({ batch: batch('/campanhas/:id', [lcp(1200)], [{ kind: 'error', name: 'TypeError' }]) });
    const withSource = batch('(other)', [], [{ kind: 'rejection', name: 'Error', source: 'other' }]);
    expect(parseTelemetryBatch(withSource)).toEqual({ batch: withSource });
  });

  it.each([
    ['no object', 'LCP=1200'],
    ['a route that is no template', batch('campanhas', [lcp(1)])],
    ['an unknown metric', batch('/pedidos', [{ name: 'FID', value: 1, rating: 'good' } as never])],
    ['a negative value', batch('/pedidos', [lcp(-1)])],
    ['an unknown rating', batch('/pedidos', [{ name: 'LCP', value: 1, rating: 'great' } as never])],
    [
      'too many errors',
      batch(
        '/pedidos',
        [],
        Array.from({ length: 11 }, () => ({ kind: 'error' as const, name: 'Error' })),
      ),
    ],
    ['an error without a name', batch('/pedidos', [], [{ kind: 'error', name: '' }])],
    ['no version', { ...batch('/pedidos', [lcp(1)]), version: undefined }],
    ['no connection', { ...batch('/pedidos', [lcp(1)]), connection: 3 }],
    ['a service worker flag that is no boolean', { ...batch('/pedidos', [lcp(1)]), serviceWorker: 'yes' }],
  ])('refuses %s', (_, body) => {
    expect(parseTelemetryBatch(body)).toHaveProperty('problems');
  });
});

describe('telemetrySummary', () => {
  it('gives p75, count and ratings per route and metric, errors per route, and the latest reports', () => {
    const batches = [
      batch('/pedidos', [lcp(1000), { name: 'CLS', value: 0.01, rating: 'good' }]),
      batch('/campanhas/:id', [lcp(2000), { name: 'TTFB', value: 300, rating: 'good' }], [{ kind: 'error', name: 'TypeError' }]),
      batch('/campanhas/:id', [lcp(3000, 'needs-improvement')]),
      batch('/campanhas/:id', [lcp(5000, 'poor')]),
    ];
    const summary = telemetrySummary(batches, 2);
    expect(summary.batches).toBe(4);
    expect(summary.rows).toEqual([
      { route: '/campanhas/:id', metric: 'LCP', count: 3, p75: 5000, ratings: { good: 1, 'needs-improvement': 1, poor: 1 } },
      { route: '/campanhas/:id', metric: 'TTFB', count: 1, p75: 300, ratings: { good: 1, 'needs-improvement': 0, poor: 0 } },
      { route: '/pedidos', metric: 'LCP', count: 1, p75: 1000, ratings: { good: 1, 'needs-improvement': 0, poor: 0 } },
      { route: '/pedidos', metric: 'CLS', count: 1, p75: 0.01, ratings: { good: 1, 'needs-improvement': 0, poor: 0 } },
    ]);
    expect(summary.errors).toEqual([{ route: '/campanhas/:id', count: 1 }]);
    expect(summary.latest).toEqual(batches.slice(2));
    const page = telemetryPage(summary);
    expect(page).toContain('<td><code>/campanhas/:id</code></td><td>LCP</td><td>5000 ms</td><td>3</td><td>1 / 1 / 1</td>');
    expect(page).toContain('<td>CLS</td><td>0.01</td>');
  });
});

describe('/__demo/telemetry', () => {
  it('takes the beacon (text/plain JSON), answers 204, and shows p75 as JSON or, for a browser, a table', async () => {
    const t = setup();
    const sent = batch('/campanhas/:id', [lcp(1800)]);
    const res = await t.call('POST', '/__demo/telemetry', {
      body: JSON.stringify(sent),
      headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(ORIGIN);
    const summary = (await (await t.call('GET', '/__demo/telemetry')).json()) as ReturnType<typeof telemetrySummary>;
    expect(summary).toMatchObject({ batches: 1, rows: [{ route: '/campanhas/:id', metric: 'LCP', count: 1, p75: 1800 }], latest: [sent] });
    const html = await t.call('GET', '/__demo/telemetry', { headers: { Accept: 'text/html' } });
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('<h1>Dados de campo do portal</h1>');
  });

  it('refuses a malformed report with 422, and any other site with 403', async () => {
    const t = setup();
    const bad = await t.call('POST', '/__demo/telemetry', { body: '{"route":"/campanhas/101"}' });
    expect(bad.status).toBe(422);
    expect(((await bad.json()) as { message: string }).message).toBe('Relatório inválido');
    const foreign = await t.call('POST', '/__demo/telemetry', {
      body: JSON.stringify(batch('/pedidos', [lcp(1)])),
      headers: { Origin: 'https://evil.example' },
    });
    expect(foreign.status).toBe(403);
    expect(((await (await t.call('GET', '/__demo/telemetry')).json()) as { batches: number }).batches).toBe(0);
  });

  it('keeps the latest reports only, and DELETE or /__demo/reset forgets them', async () => {
    const t = setup();
    for (let i = 0; i < 3; i++) t.state.telemetry.push(batch('/pedidos', [lcp(i)]));
    expect(((await (await t.call('DELETE', '/__demo/telemetry')).json()) as { cleared: number }).cleared).toBe(3);
    t.state.telemetry.push(...Array.from({ length: MAX_BATCHES }, () => batch('/pedidos', [lcp(1)])));
    await t.call('POST', '/__demo/telemetry', { body: JSON.stringify(batch('/pedidos', [lcp(2)])) });
    expect(t.state.telemetry).toHaveLength(MAX_BATCHES);
    expect(t.state.telemetry.at(-1)!.metrics[0]!.value).toBe(2);
    await t.call('POST', '/__demo/reset');
    expect(t.state.telemetry).toEqual([]);
  });
});
