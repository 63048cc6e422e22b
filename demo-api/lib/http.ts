// Answer helpers: the contract's one error shape, JSON bodies, required headers, image URLs.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoContext, DemoEnv } from './context.ts';
import { normalizeDocument } from './documents.ts';

/** The Hono context of the demo. */
export type Ctx = Context<DemoEnv>;
/** What `details` may hold. */
export type ErrorDetails = string | string[] | Array<{ sku: string; message: string; availableQty: number }>;

/** `{message, details}` with a status (extra fields such as `error` for POST /sales/). */
export function fail(
  c: Ctx,
  status: ContentfulStatusCode,
  message: string,
  details?: ErrorDetails,
  extra: Record<string, unknown> = {},
): Response {
  return c.json({ ...extra, message, ...(details === undefined ? {} : { details }) }, status);
}

/** A validation answer (400 or 422) listing the problems. */
export const invalid = (c: Ctx, status: 400 | 422, details: string[]) =>
  fail(c, status, status === 422 ? 'Dados inválidos' : 'Requisição inválida', details);
/** A 404 answer. */
export const notFound = (c: Ctx, details: string) => fail(c, 404, 'Não encontrado', details);

/** Values the caller's JSON may carry. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reading a body past its limit (app.ts › bodyLimits): the app answers 413, whoever was reading it. */
export class BodyTooLarge extends Error {
  /** A multipart upload's limit (6 MB), rather than a body's (1 MB). */
  readonly upload: boolean;
  constructor(upload: boolean) {
    super('request body over its limit');
    this.name = 'BodyTooLarge';
    this.upload = upload;
  }
}

/** Rethrows a BodyTooLarge, which no route's own handling of a bad body may swallow. */
export function unlessTooLarge(error: unknown): void {
  if (error instanceof BodyTooLarge) throw error;
}

/** The request's JSON body, or `undefined` when there is none or it is not JSON. */
export async function jsonBody(c: Ctx): Promise<unknown> {
  try {
    const text = await c.req.text();
    return text.trim() ? (JSON.parse(text) as unknown) : undefined;
  } catch (error) {
    unlessTooLarge(error);
    return undefined;
  }
}

/** The JSON body when it is an object, else `{}` (so each missing field is reported). */
export async function objectBody(c: Ctx): Promise<Record<string, unknown>> {
  const body = await jsonBody(c);
  return isRecord(body) ? body : {};
}

/** Each named header that is missing, as a pt-BR message. */
function missingHeaders(c: Ctx, names: string[]): string[] {
  return names.filter((n) => !c.req.header(n)?.trim()).map((n) => `O cabeçalho ${n} é obrigatório.`);
}

/**
 * Checks required headers and that the named client header is the session's client.
 * Answers 400 (every operation with such headers lists it) or returns undefined when all is well.
 */
export function checkHeaders(c: Ctx, required: string[], clientHeader?: string): Response | undefined {
  const missing = missingHeaders(c, required);
  if (missing.length) return invalid(c, 400, missing);
  if (clientHeader) {
    const value = normalizeDocument(c.req.header(clientHeader) ?? '');
    const session = c.get('session');
    if (value !== session.clientCode) {
      return invalid(c, 400, [`O cabeçalho ${clientHeader} (${value}) não corresponde ao cliente da sessão (${session.clientCode}).`]);
    }
  }
  return undefined;
}

/** A header or field as a positive integer, or undefined. */
export function positiveInt(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 ? n : undefined;
}

/** The origin used for image URLs. */
function originOf(ctx: DemoContext, c: Ctx): string {
  return (ctx.publicUrl ?? new URL(c.req.url).origin).replace(/\/$/, '');
}

/** Turns every `/static/...` path in an answer into an absolute URL on the demo API's origin. */
function absolutize<T>(value: T, origin: string): T {
  if (typeof value === 'string') return (value.startsWith('/static/') ? origin + value : value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => absolutize(v, origin)) as T;
  if (isRecord(value)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = absolutize(v, origin);
    return out as T;
  }
  return value;
}

/** A JSON answer with absolute image URLs. */
export function send(ctx: DemoContext, c: Ctx, body: unknown, status: ContentfulStatusCode = 200): Response {
  return c.json(absolutize(body, originOf(ctx, c)) as object, status);
}
