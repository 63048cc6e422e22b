// Where the four services live, read at run time from /config.json so one build deploys anywhere.
// This file uses the platform fetch directly: client.ts needs the config before it can send anything.
import { ConfigError } from './errors.ts';

/** The portal's run-time configuration: the four services' base URLs, the toll-free number, the optional bot-check script. */
interface PortalConfig {
  usersApi: string;
  campaignsApi: string;
  clientApi: string;
  productsApi: string;
  supportPhone: string;
  botCheckScriptUrl?: string;
  /** The bot-check script's hash, as written: read by domain/bot-check.ts on sign-in, checked by the headers step (R294). */
  botCheckScriptIntegrity?: unknown;
  /** Tutorial video hosts, as written: read by domain/tutorial-video.ts, checked by the headers step (R259). */
  videoHosts?: unknown;
  /** Field data's endpoint and sample rate, as written: read by domain/telemetry.ts, checked by the headers step (R266). */
  telemetryUrl?: unknown;
  telemetrySampleRate?: unknown;
  /** Order notifications' VAPID public key (`push.vapidPublicKey`), as written: read by domain/push.ts's vapidKeyOf (R307). */
  push?: unknown;
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
};

/**
 * Validates /config.json. By hand, not zod: every page reads the config, and zod would not fit the
 * budget of the pages without islands (docs/architecture.md, "Modules kept apart for their bytes").
 */
export const portalConfigSchema = {
  safeParse(value: unknown): { success: true; data: PortalConfig } | { success: false; issues: string[] } {
    const issues: string[] = [];
    const fields = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
    if (fields !== value) {
      issues.push('(root): not an object');
    } else {
      for (const name of ['usersApi', 'campaignsApi', 'clientApi', 'productsApi'] as const) {
        if (!isHttpUrl(fields[name])) issues.push(`${name}: not an http(s) URL`);
      }
      if (typeof fields['supportPhone'] !== 'string' || !fields['supportPhone'].trim()) issues.push('supportPhone: missing');
      if (fields['botCheckScriptUrl'] !== undefined && !isHttpUrl(fields['botCheckScriptUrl']))
        issues.push('botCheckScriptUrl: not an http(s) URL');
    }
    if (issues.length) return { success: false, issues };
    // The keys as written (each one read above is checked), the phone trimmed. videoHosts, telemetryUrl and
    // telemetrySampleRate are not checked here, to keep every page's code small (this file is in every first
    // load, and /auth/signup had 3 bytes left): the headers step refuses a deploy with a bad one (R259, R266),
    // and the field data's own late chunk (domain/telemetry.ts) sends nothing for a bad one.
    return { success: true, data: { ...(fields as unknown as PortalConfig), supportPhone: (fields['supportPhone'] as string).trim() } };
  },
};

/** How long /config.json may take before the portal gives up (a hung request would block every call). */
const CONFIG_TIMEOUT_MS = 10_000;

let pending: Promise<PortalConfig> | null = null;

/** The run-time configuration, fetched once per page; rejects with ConfigError, and a later call tries again. */
export function loadConfig(): Promise<PortalConfig> {
  if (!pending) {
    const attempt = fetchConfig();
    pending = attempt;
    attempt.catch(() => {
      if (pending === attempt) pending = null;
    });
  }
  return pending;
}

/** Forgets the loaded configuration, so each test starts from scratch. */
export function resetConfigForTests(): void {
  pending = null;
}

async function fetchConfig(): Promise<PortalConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
  try {
    // no-cache: revalidate with the host, so a redeployed config is seen on the next page load.
    // No cache mode here: the hosts serve it with `Cache-Control: no-cache`, and a plain request can
    // reuse the layout's <link rel="preload">.
    const response = await fetch('/config.json', { signal: controller.signal });
    if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
    const parsed = portalConfigSchema.safeParse(JSON.parse(await response.text()));
    if (!parsed.success) {
      throw new Error(`/config.json: ${parsed.issues.join('; ')}`);
    }
    return parsed.data;
  } catch (error) {
    throw new ConfigError(error);
  } finally {
    clearTimeout(timer);
  }
}
