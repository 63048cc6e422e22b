// The field data's one call (docs/field-data.md, product-rules R266): a report handed to the browser's
// beacon, which delivers it even as the page goes away. A string body is sent as text/plain, a simple
// request: no CORS preflight, which a page being hidden might not live to see.
import type { TelemetryPayload } from '../domain/telemetry.ts';

/** Queues the report for `url`; false when the browser refused it (no beacon, or its queue is full). */
export function sendTelemetry(url: string, payload: TelemetryPayload): boolean {
  return typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, JSON.stringify(payload));
}
