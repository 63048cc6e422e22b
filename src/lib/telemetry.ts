// Field data (docs/field-data.md, product-rules R266): started by src/scripts/page-late.ts on idle after
// the page's load, so no first load carries it. It reads /config.json (already loaded by the page), and
// only when `telemetryUrl` is set and this page view is sampled does it load web-vitals, which reads the
// metrics of the page's load from the browser's buffered performance entries. Metrics and uncaught errors
// are batched and sent with the beacon when the page is hidden (a tab switched, the app left, a
// navigation), the moment a phone may never come back from.
import type * as WebVitals from 'web-vitals';
import { loadConfig } from './api/config.ts';
import { sendTelemetry } from './api/telemetry.ts';
import { errorReport, isSampled, telemetryPayload, telemetrySettings, type TelemetryError } from './domain/telemetry.ts';

/** The Network Information API, where the browser has it (Chromium). */
interface Connection {
  effectiveType?: string;
  saveData?: boolean;
}

/** Starts the field data for this page view; resolves once it listens, or once it knows it must not. */
export async function startTelemetry(draw: number = Math.random()): Promise<void> {
  let settings;
  try {
    ({ settings } = telemetrySettings(await loadConfig()));
  } catch {
    return;
  }
  if (!settings || !isSampled(settings.sampleRate, draw)) return;
  const { url } = settings;
  const metrics = new Map<string, { name: string; value: number; rating: string }>();
  const errors: TelemetryError[] = [];
  window.addEventListener('error', (event) =>
    errors.push(errorReport('error', event.error, location.origin, { filename: event.filename, lineno: event.lineno })),
  );
  window.addEventListener('unhandledrejection', (event) => errors.push(errorReport('rejection', event.reason, location.origin)));

  let vitals: typeof WebVitals;
  try {
    vitals = await import('web-vitals');
  } catch {
    // Not fetched (offline, a deploy in between): no field data for this page view.
    return;
  }
  // Each metric's latest value; web-vitals reports CLS and INP again when they change after the page came back.
  const keep = (metric: { name: string; value: number; rating: string }) => metrics.set(metric.name, metric);
  for (const observe of [vitals.onLCP, vitals.onINP, vitals.onCLS, vitals.onFCP, vitals.onTTFB]) observe(keep);

  const navigation = performance.getEntriesByType('navigation')[0];
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  const flush = () => {
    const payload = telemetryPayload(
      {
        pathname: location.pathname,
        version: __PORTAL_VERSION__,
        // A navigation a service worker answered has a workerStart; the worker may take charge later.
        serviceWorker: (navigation?.workerStart ?? 0) > 0,
        connection: connection?.effectiveType,
        saveData: connection?.saveData,
      },
      [...metrics.values()],
      errors,
    );
    metrics.clear();
    errors.length = 0;
    if (payload) sendTelemetry(url, payload);
  };
  // On the document, so web-vitals' own listeners (on window, capturing) have reported first. Hidden is
  // the moment web-vitals documents: a tab switched, the app left, and a navigation or a closed tab too
  // (the browser hides a page as it unloads it). Not pagehide as well: it comes first on unload, and
  // would split the report in two.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });
}
