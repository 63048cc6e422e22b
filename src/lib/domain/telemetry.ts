// Field data: how fast the portal is on its users' phones, sent to the deploy's optional `telemetryUrl`
// (docs/field-data.md, product-rules R266). What a report carries is decided here, and only what a
// performance engineer needs: the route's template (never the path, whose ids name a campaign, a client or
// a CPF/CNPJ), the build, whether a service worker served the page, the connection, and each metric with
// its rating. Nothing that names a user: no session, no client code, no document, no address.
import { matchRoute } from './routes.ts';

/** The metrics reported, as web-vitals names them. */
export const telemetryMetrics = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
type MetricName = (typeof telemetryMetrics)[number];

/** web-vitals' ratings, against its thresholds for each metric. */
const ratings = ['good', 'needs-improvement', 'poor'] as const;
type Rating = (typeof ratings)[number];

/** The connection's effective type (Network Information API), or 'unknown' where the browser has none. */
const connections = ['slow-2g', '2g', '3g', '4g'] as const;

/** What the deploy's /config.json asks for: where to send the reports, and the share of page views sampled. */
export interface TelemetrySettings {
  url: string;
  sampleRate: number;
}

/**
 * The telemetry part of /config.json: `telemetryUrl` (an http(s) URL; absent, nothing is ever sent) and
 * `telemetrySampleRate` (0 to 1, the share of page views that report; 1 when absent). Problems are
 * listed for the headers step, which refuses such a deploy (its connect-src names the URL's origin); the
 * page then sends nothing rather than fail.
 */
export function telemetrySettings(config: { telemetryUrl?: unknown; telemetrySampleRate?: unknown }): {
  settings: TelemetrySettings | null;
  problems: string[];
} {
  const { telemetryUrl: url, telemetrySampleRate: rate = 1 } = config;
  const problems: string[] = [];
  if (url !== undefined && !(typeof url === 'string' && /^https?:$/.test(safeUrl(url)?.protocol ?? ''))) {
    problems.push('telemetryUrl: not an http(s) URL');
  }
  if (typeof rate !== 'number' || !(rate >= 0 && rate <= 1)) problems.push('telemetrySampleRate: not a number from 0 to 1');
  const settings = url === undefined || problems.length ? null : { url: url as string, sampleRate: rate as number };
  return { settings, problems };
}

function safeUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/** Whether this page view reports: `draw` is a random number in [0, 1), drawn once per page. */
export function isSampled(sampleRate: number, draw: number): boolean {
  return draw < sampleRate;
}

/** The route a path belongs to, as its template ('/campanhas/:id' for '/campanhas/101'); '(other)' when none. */
export function routeTemplate(pathname: string): string {
  const match = matchRoute(pathname);
  if (match.kind === 'static') return match.path;
  return match.kind === 'dynamic' ? match.route.pattern : '(other)';
}

/** A metric as web-vitals hands it over (only these fields are read). */
interface MetricInput {
  name: string;
  value: number;
  rating: string;
}

/** An uncaught error or rejection: its class name and, for the portal's own files, where it was thrown. */
export interface TelemetryError {
  kind: 'error' | 'rejection';
  name: string;
  source?: string;
}

/**
 * An uncaught error as reported: the error's class name (never its message, which may quote a document or
 * an address) and, when thrown in one of the portal's built files (/_astro/), that file and line. Any other
 * place, the page's own address included, is 'other'.
 */
export function errorReport(
  kind: TelemetryError['kind'],
  thrown: unknown,
  origin: string,
  where: { filename?: string; lineno?: number } = {},
): TelemetryError {
  const name = thrown instanceof Error && /^[A-Za-z][\w$]{0,39}$/.test(thrown.name) ? thrown.name : 'Error';
  if (!where.filename) return { kind, name };
  const url = safeUrl(where.filename);
  const own = url?.origin === origin && url.pathname.startsWith('/_astro/');
  return { kind, name, source: own ? `${url.pathname}:${where.lineno ?? 0}` : 'other' };
}

/** What the page knows about itself when it reports. */
export interface TelemetryContext {
  pathname: string;
  /** The build's version (stamped at build time: build/version.ts). */
  version: string;
  /** Whether a service worker served this page's navigation. */
  serviceWorker: boolean;
  /** `navigator.connection.effectiveType`, when the browser has it. */
  connection?: string | undefined;
  /** `navigator.connection.saveData`, when the browser has it. */
  saveData?: boolean | undefined;
}

/** One report, as sent to `telemetryUrl`. */
export interface TelemetryPayload {
  route: string;
  version: string;
  serviceWorker: boolean;
  connection: string;
  saveData: boolean;
  metrics: Array<{ name: MetricName; value: number; rating: Rating }>;
  errors: TelemetryError[];
}

/** At most this many errors per report: a page throwing in a loop must not flood the endpoint. */
const MAX_ERRORS = 10;

/**
 * The report of a batch of metrics and errors, or null when there is nothing to send. Values are rounded
 * (milliseconds; CLS to three decimals); a metric web-vitals would never give (unknown name or rating, not
 * a finite value) is left out.
 */
export function telemetryPayload(
  context: TelemetryContext,
  metrics: readonly MetricInput[],
  errors: readonly TelemetryError[],
): TelemetryPayload | null {
  const known = metrics.flatMap(({ name, value, rating }) =>
    (telemetryMetrics as readonly string[]).includes(name) && (ratings as readonly string[]).includes(rating) && Number.isFinite(value)
      ? [
          {
            name: name as MetricName,
            value: name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value),
            rating: rating as Rating,
          },
        ]
      : [],
  );
  if (!known.length && !errors.length) return null;
  return {
    route: routeTemplate(context.pathname),
    version: context.version,
    serviceWorker: context.serviceWorker,
    connection: (connections as readonly (string | undefined)[]).includes(context.connection) ? context.connection! : 'unknown',
    saveData: context.saveData === true,
    metrics: known,
    errors: errors.slice(0, MAX_ERRORS),
  };
}
