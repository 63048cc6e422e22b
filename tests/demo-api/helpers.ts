// Shared set-up for the demo API tests: a fresh demo on a fixed clock, signed-in calls by service.
import { createDemoApi, SERVICE_BASES, type DemoApiOptions } from '../../demo-api/app.ts';

/** A Tuesday in mid-March, 12:00 in São Paulo. */
export const FIXED_NOW = new Date('2025-03-18T12:00:00-03:00');
export const PASSWORD = 'Demo@123';
export const ORIGIN = 'http://localhost:4321';

/** Bases by the contract's tag names. */
const BASES: Record<string, string> = SERVICE_BASES;

interface CallOptions {
  token?: string | undefined;
  headers?: Record<string, string>;
  json?: unknown;
  body?: BodyInit;
}

/** A demo with a settable clock and helpers to call it. */
export function setup(options: DemoApiOptions & { at?: Date } = {}) {
  const clock = { now: options.at ?? FIXED_NOW };
  const demo = createDemoApi({ now: () => clock.now, ...options });

  async function call(method: string, path: string, o: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { Origin: ORIGIN, ...o.headers };
    if (o.token) headers.Authorization = `Bearer ${o.token}`;
    let body = o.body;
    if (o.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(o.json);
    }
    return demo.app.request(path, { method: method.toUpperCase(), headers, ...(body === undefined ? {} : { body }) });
  }

  /** Calls a contract path on its service (`service` is the contract tag). */
  const api = (service: string, method: string, path: string, o: CallOptions = {}) => call(method, `${BASES[service] ?? ''}${path}`, o);

  async function login(username = '12345678909', password = PASSWORD): Promise<{ token: string; body: LoginBody }> {
    const res = await api('usersApi', 'POST', '/auth/login', { json: { username, password } });
    const body = (await res.json()) as LoginBody;
    if (res.status !== 200) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(body)}`);
    return { token: body.access_token, body };
  }

  /** A GET with no Origin at all (as the address bar or curl sends), to a path or a full URL (its host counts). */
  const demoRequest = (target: string) => demo.app.request(target);

  return { ...demo, clock, call, api, login, demoRequest };
}

export interface LoginBody {
  access_token: string;
  expires_in: number;
  token_type: string;
  user: {
    storeAccess: boolean;
    clients: Array<{ clientCode: string; name: string; cnpj_cpf: string }>;
    cnpj_cpf: string;
    group: { name: string } | null;
    profile: string | null;
    current_client: { clientCode: string; name: string; cnpj_cpf: string; profile: string | null; subchannel?: string };
  };
}

/** The products API headers for a client and a page. */
export const catalogueHeaders = (clientCode: string, extra: Record<string, string> = {}) => ({
  'client-code': clientCode,
  'per-page': '24',
  'current-page': '1',
  ...extra,
});

/** A 1×1 PNG. */
export const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg=='),
  (ch) => ch.charCodeAt(0),
);

/** A multipart body. */
export function form(
  fields: Record<string, string>,
  files: Record<string, { bytes: Uint8Array; type: string; name: string }> = {},
): FormData {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  for (const [k, f] of Object.entries(files)) fd.append(k, new Blob([f.bytes.slice().buffer], { type: f.type }), f.name);
  return fd;
}
