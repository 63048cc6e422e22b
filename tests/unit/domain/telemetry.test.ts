// The field data's report (product-rules R266): only what a performance engineer needs, never an id.
import { describe, expect, it } from 'vitest';
import {
  errorReport,
  isSampled,
  routeTemplate,
  telemetryPayload,
  telemetrySettings,
  type TelemetryContext,
} from '../../../src/lib/domain/telemetry.ts';

const context: TelemetryContext = {
  pathname: '/campanhas/101',
  version: '0.1.0+abc1234',
  serviceWorker: false,
  connection: '4g',
  saveData: false,
};
const metric = (name: string, value: number, rating = 'good') => ({ name, value, rating });

describe('telemetrySettings (R266)', () => {
  it('is off without a telemetryUrl, whatever the rate', () => {
    expect(telemetrySettings({})).toEqual({ settings: null, problems: [] });
    expect(telemetrySettings({ telemetrySampleRate: 0.5 })).toEqual({ settings: null, problems: [] });
  });

  it('samples every page view unless a rate says otherwise', () => {
    expect(telemetrySettings({ telemetryUrl: 'https://rum.example.com/collect' }).settings).toEqual({
      url: 'https://rum.example.com/collect',
      sampleRate: 1,
    });
    expect(telemetrySettings({ telemetryUrl: 'http://localhost:4010/__demo/telemetry', telemetrySampleRate: 0 }).settings).toEqual({
      url: 'http://localhost:4010/__demo/telemetry',
      sampleRate: 0,
    });
  });

  it.each([
    [{ telemetryUrl: 'rum.example.com' }, ['telemetryUrl: not an http(s) URL']],
    [{ telemetryUrl: 'ftp://rum.example.com' }, ['telemetryUrl: not an http(s) URL']],
    [{ telemetryUrl: 42 }, ['telemetryUrl: not an http(s) URL']],
    [{ telemetryUrl: 'https://rum.example.com', telemetrySampleRate: 1.5 }, ['telemetrySampleRate: not a number from 0 to 1']],
    [{ telemetryUrl: 'https://rum.example.com', telemetrySampleRate: -0.1 }, ['telemetrySampleRate: not a number from 0 to 1']],
    [{ telemetryUrl: 'https://rum.example.com', telemetrySampleRate: Number.NaN }, ['telemetrySampleRate: not a number from 0 to 1']],
    [{ telemetrySampleRate: '1' }, ['telemetrySampleRate: not a number from 0 to 1']],
  ])('refuses %j, and sends nothing', (config, problems) => {
    expect(telemetrySettings(config)).toEqual({ settings: null, problems });
  });
});

describe('isSampled (R266)', () => {
  it('takes the share of page views the rate says', () => {
    expect(isSampled(0.25, 0.1)).toBe(true);
    expect(isSampled(0.25, 0.25)).toBe(false);
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(1, 0.999)).toBe(true);
  });
});

describe('routeTemplate (R266)', () => {
  it.each([
    ['/campanhas/101', '/campanhas/:id'],
    ['/campanhas/101/', '/campanhas/:id'],
    ['/campanhas/detalhes/102', '/campanhas/detalhes/:id'],
    ['/campanhas-prospera/31/PDV', '/campanhas-prospera/:id/:type'],
    ['/campanhas-prospera/detalhes/31/PDV', '/campanhas-prospera/detalhes/:id/:type'],
    ['/auth/signup/400001/52998224725', '/auth/signup/:clientCode?/:document?'],
    ['/campanhas/_/', '/campanhas/:id'],
    ['/pedidos', '/pedidos'],
    ['/pedidos/carrinho/', '/pedidos/carrinho'],
    ['/auth/signin', '/auth/signin'],
    ['/clientes/12345678909/extrato', '(other)'],
  ])('%s is reported as %s', (path, template) => {
    expect(routeTemplate(path)).toBe(template);
  });
});

describe('errorReport (R266)', () => {
  const origin = 'https://portal.example.com';

  it('keeps the class name, never the message', () => {
    const report = errorReport('error', new TypeError('CPF 12345678909 inválido'), origin);
    expect(report).toEqual({ kind: 'error', name: 'TypeError' });
    expect(JSON.stringify(report)).not.toContain('12345678909');
  });

  it('names anything that is not an Error with a plain name "Error"', () => {
    expect(errorReport('rejection', 'cliente 100001', origin)).toEqual({ kind: 'rejection', name: 'Error' });
    const odd = Object.assign(new Error('x'), { name: 'cliente 100001' });
    expect(errorReport('rejection', odd, origin)).toEqual({ kind: 'rejection', name: 'Error' });
  });

  it('says where for the portal’s own built files, and "other" for any other place, the page itself included', () => {
    expect(errorReport('error', new Error('x'), origin, { filename: `${origin}/_astro/page.Ab12.js`, lineno: 3 })).toEqual({
      kind: 'error',
      name: 'Error',
      source: '/_astro/page.Ab12.js:3',
    });
    expect(errorReport('error', new Error('x'), origin, { filename: `${origin}/_astro/page.Ab12.js` }).source).toBe(
      '/_astro/page.Ab12.js:0',
    );
    expect(errorReport('error', new Error('x'), origin, { filename: `${origin}/campanhas/101`, lineno: 1 }).source).toBe('other');
    expect(errorReport('error', new Error('x'), origin, { filename: 'https://bot-check.example.com/_astro/x.js', lineno: 1 }).source).toBe(
      'other',
    );
    expect(errorReport('error', new Error('x'), origin, { filename: 'not a url' }).source).toBe('other');
  });
});

describe('telemetryPayload (R266)', () => {
  it('carries the route template, the build, the service worker, the connection and each metric with its rating', () => {
    const payload = telemetryPayload(
      { ...context, serviceWorker: true, saveData: true },
      [
        metric('LCP', 1234.56),
        metric('CLS', 0.04567, 'needs-improvement'),
        metric('TTFB', 80.4),
        metric('INP', 312, 'poor'),
        metric('FCP', 900),
      ],
      [{ kind: 'error', name: 'TypeError', source: '/_astro/page.Ab12.js:3' }],
    );
    expect(payload).toEqual({
      route: '/campanhas/:id',
      version: '0.1.0+abc1234',
      serviceWorker: true,
      connection: '4g',
      saveData: true,
      metrics: [
        { name: 'LCP', value: 1235, rating: 'good' },
        { name: 'CLS', value: 0.046, rating: 'needs-improvement' },
        { name: 'TTFB', value: 80, rating: 'good' },
        { name: 'INP', value: 312, rating: 'poor' },
        { name: 'FCP', value: 900, rating: 'good' },
      ],
      errors: [{ kind: 'error', name: 'TypeError', source: '/_astro/page.Ab12.js:3' }],
    });
  });

  it('never carries the path’s id, whatever the route', () => {
    for (const pathname of ['/campanhas/101', '/campanhas-prospera/detalhes/31/PDV', '/auth/signup/400001/52998224725']) {
      const json = JSON.stringify(telemetryPayload({ ...context, pathname }, [metric('LCP', 1000)], []));
      expect(json).not.toMatch(/101|31|PDV|400001|52998224725/);
    }
  });

  it('is null with nothing to send, and leaves out what web-vitals would never give', () => {
    expect(telemetryPayload(context, [], [])).toBeNull();
    expect(telemetryPayload(context, [metric('FID', 10), metric('LCP', Number.NaN), metric('LCP', 10, 'great')], [])).toBeNull();
    expect(telemetryPayload(context, [], [{ kind: 'rejection', name: 'Error' }])?.metrics).toEqual([]);
  });

  it('says "unknown" for a connection the browser does not describe, and no Save-Data unless asked', () => {
    const bare = { pathname: '/pedidos', version: 'v', serviceWorker: false };
    expect(telemetryPayload(bare, [metric('FCP', 1)], [])).toMatchObject({ connection: 'unknown', saveData: false });
    expect(telemetryPayload({ ...bare, connection: 'wifi 100001' }, [metric('FCP', 1)], [])?.connection).toBe('unknown');
  });

  it('sends at most ten errors in one report', () => {
    const errors = Array.from({ length: 25 }, () => ({ kind: 'error' as const, name: 'TypeError' }));
    expect(telemetryPayload(context, [], errors)?.errors).toHaveLength(10);
  });
});
