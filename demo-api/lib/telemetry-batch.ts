// What one field data report is (demo-api/lib/telemetry.ts checks and sums them). Apart from it so the
// demo's state, which keeps the reports, does not import the HTTP helpers that read the state.

export const METRICS = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export const RATINGS = ['good', 'needs-improvement', 'poor'] as const;

/** One report as received (only the fields the portal sends, checked). */
export interface TelemetryBatch {
  route: string;
  version: string;
  serviceWorker: boolean;
  connection: string;
  saveData: boolean;
  metrics: Array<{ name: (typeof METRICS)[number]; value: number; rating: (typeof RATINGS)[number] }>;
  errors: Array<{ kind: 'error' | 'rejection'; name: string; source?: string }>;
}
