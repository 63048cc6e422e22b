// Where the four services live, read at run time from /config.json so one build deploys anywhere.
// This file uses the platform fetch directly: client.ts needs the config before it can send anything.
import * as z from 'zod/mini';
import { ConfigError } from './errors.ts';

const serviceUrl = z.url({ protocol: /^https?$/ });

/** Shape of /config.json: the four services' base URLs, the toll-free number, the optional bot-check script. */
export const portalConfigSchema = z.object({
  usersApi: serviceUrl,
  campaignsApi: serviceUrl,
  clientApi: serviceUrl,
  productsApi: serviceUrl,
  supportPhone: z.string().check(z.trim(), z.minLength(1)),
  botCheckScriptUrl: z.optional(serviceUrl),
});

/** The portal's run-time configuration. */
export type PortalConfig = z.infer<typeof portalConfigSchema>;

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
    const response = await fetch('/config.json', { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) throw new Error(`/config.json answered ${response.status}`);
    const parsed = portalConfigSchema.safeParse(JSON.parse(await response.text()));
    if (!parsed.success) {
      throw new Error(`/config.json: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.code}`).join('; ')}`);
    }
    return parsed.data;
  } catch (error) {
    throw new ConfigError(error);
  } finally {
    clearTimeout(timer);
  }
}
