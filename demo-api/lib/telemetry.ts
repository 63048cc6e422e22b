// The field data's stand-in endpoint (docs/field-data.md, product-rules R266): POST /__demo/telemetry
// takes the portal's reports as its beacon sends them, GET /__demo/telemetry shows the 75th percentile
// per route template and metric, the figure web-vitals' thresholds and Chrome's field data are read at.
// Demo-only, like /__demo/faults: a real deploy points `telemetryUrl` at its own collector.
import { isRecord } from './http.ts';
import { METRICS, RATINGS, type TelemetryBatch } from './telemetry-batch.ts';

export type { TelemetryBatch } from './telemetry-batch.ts';

/** The reports kept, newest last; older ones are dropped past this many (a demo left running for days). */
export const MAX_BATCHES = 5000;

/** A report checked field by field, or the pt-BR problems found. */
export function parseTelemetryBatch(body: unknown): { batch: TelemetryBatch } | { problems: string[] } {
  const b = isRecord(body) ? body : {};
  const problems: string[] = [];
  const text = (value: unknown, max: number) => typeof value === 'string' && value.length > 0 && value.length <= max;
  if (!text(b.route, 100) || (!(b.route as string).startsWith('/') && b.route !== '(other)'))
    problems.push('route deve ser o modelo da rota, ex.: "/campanhas/:id".');
  if (!text(b.version, 60)) problems.push('version deve ser um texto.');
  if (typeof b.serviceWorker !== 'boolean' || typeof b.saveData !== 'boolean')
    problems.push('serviceWorker e saveData devem ser true ou false.');
  if (!text(b.connection, 20)) problems.push('connection deve ser um texto.');
  const metrics = Array.isArray(b.metrics) ? (b.metrics as unknown[]) : [];
  const metricOk = (m: unknown) =>
    isRecord(m) &&
    (METRICS as readonly unknown[]).includes(m.name) &&
    (RATINGS as readonly unknown[]).includes(m.rating) &&
    typeof m.value === 'number' &&
    Number.isFinite(m.value) &&
    m.value >= 0;
  if (!Array.isArray(b.metrics) || !metrics.every(metricOk))
    problems.push(`metrics deve ser uma lista de {name: ${METRICS.join(' | ')}, value, rating}.`);
  const errors = Array.isArray(b.errors) ? (b.errors as unknown[]) : [];
  const errorOk = (e: unknown) =>
    isRecord(e) && (e.kind === 'error' || e.kind === 'rejection') && text(e.name, 40) && (e.source === undefined || text(e.source, 200));
  if (!Array.isArray(b.errors) || errors.length > 10 || !errors.every(errorOk))
    problems.push('errors deve ser uma lista (até 10) de {kind, name, source?}.');
  if (problems.length) return { problems };
  const batch = b as unknown as TelemetryBatch;
  return {
    batch: {
      route: batch.route,
      version: batch.version,
      serviceWorker: batch.serviceWorker,
      connection: batch.connection,
      saveData: batch.saveData,
      metrics: batch.metrics.map(({ name, value, rating }) => ({ name, value, rating })),
      errors: batch.errors.map(({ kind, name, source }) => (source === undefined ? { kind, name } : { kind, name, source })),
    },
  };
}

/** The 75th percentile by the nearest-rank method (the smallest value with at least 75 % of them at or below it); null for none. */
export function p75(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.75) - 1]!;
}

/** One row of the summary: a route template and a metric. */
export interface TelemetryRow {
  route: string;
  metric: string;
  count: number;
  p75: number;
  /** How many reports rated good, needs-improvement, poor. */
  ratings: Record<(typeof RATINGS)[number], number>;
}

/** The summary GET /__demo/telemetry answers: p75 per route and metric, errors per route, the latest reports. */
export function telemetrySummary(batches: readonly TelemetryBatch[], latest = 20) {
  const values = new Map<string, { route: string; metric: string; values: number[]; ratings: TelemetryRow['ratings'] }>();
  const errors = new Map<string, number>();
  for (const batch of batches) {
    for (const metric of batch.metrics) {
      const key = `${batch.route} ${metric.name}`;
      const row = values.get(key) ?? {
        route: batch.route,
        metric: metric.name,
        values: [],
        ratings: { good: 0, 'needs-improvement': 0, poor: 0 },
      };
      row.values.push(metric.value);
      row.ratings[metric.rating] += 1;
      values.set(key, row);
    }
    if (batch.errors.length) errors.set(batch.route, (errors.get(batch.route) ?? 0) + batch.errors.length);
  }
  const order = (metric: string) => (METRICS as readonly string[]).indexOf(metric);
  const rows: TelemetryRow[] = [...values.values()]
    .map(({ route, metric, values: list, ratings }) => ({ route, metric, count: list.length, p75: p75(list)!, ratings }))
    .sort((a, b) => a.route.localeCompare(b.route) || order(a.metric) - order(b.metric));
  return {
    batches: batches.length,
    rows,
    errors: [...errors].map(([route, count]) => ({ route, count })).sort((a, b) => a.route.localeCompare(b.route)),
    latest: batches.slice(-latest),
  };
}

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The summary as a small pt-BR page, for a person in a browser. */
export function telemetryPage(summary: ReturnType<typeof telemetrySummary>): string {
  const rows = summary.rows
    .map(
      (r) =>
        `<tr><td><code>${escape(r.route)}</code></td><td>${r.metric}</td><td>${r.p75}${r.metric === 'CLS' ? '' : ' ms'}</td><td>${r.count}</td><td>${r.ratings.good} / ${r.ratings['needs-improvement']} / ${r.ratings.poor}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><title>Dados de campo</title></head><body><main>
<h1>Dados de campo do portal</h1>
<p>${summary.batches} relatórios recebidos. p75 por rota e métrica (JSON: <code>Accept: application/json</code>).</p>
<table><thead><tr><th>rota</th><th>métrica</th><th>p75</th><th>amostras</th><th>bom / melhorar / ruim</th></tr></thead><tbody>${rows}</tbody></table>
</main></body></html>`;
}
