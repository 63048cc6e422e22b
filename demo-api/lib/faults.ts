// Fault switches for tests and manual checks: slow, failing, malformed, off-contract or dropped
// answers on chosen service calls. Set with POST /__demo/faults or the DEMO_FAULTS env variable.
import { STATUS_CODES } from 'node:http';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DemoContext, DemoEnv } from './context.ts';
import { isRecord, type Ctx } from './http.ts';
import { FAULT_MODES, SERVICES, type Fault, type FaultInput, type FaultMode, type ServiceName } from './fault-kinds.ts';
import { idempotencyError } from './idempotency.ts';

export type { Fault, FaultInput, ServiceName } from './fault-kinds.ts';

/** The body of a 200 answer that is not JSON. */
export const MALFORMED_BODY = '{"message": "resposta interrompida pelo servidor';
/** The body of a 200 answer that breaks every operation's response schema. */
const SCHEMA_BREAKING_BODY = { unexpected: true, message: 404, percentage: 'cem por cento', data: 'nada', access_token: 42 };

/** Thrown to drop the connection (fault 'down'); the app's error handler lets it through. */
export class ConnectionDropped extends Error {
  constructor() {
    super('Connection closed by the demo API (fault "down")');
    this.name = 'ConnectionDropped';
  }
}

/** Checks one fault description; answers the fault or a list of pt-BR problems. */
export function parseFault(input: unknown): { fault: FaultInput } | { errors: string[] } {
  if (!isRecord(input)) return { errors: ['A falha deve ser um objeto JSON.'] };
  const errors: string[] = [];
  const fault: FaultInput = { mode: 'status' };
  if (typeof input.mode !== 'string' || !(FAULT_MODES as readonly string[]).includes(input.mode)) {
    errors.push(`mode deve ser um de: ${FAULT_MODES.join(', ')}.`);
  } else fault.mode = input.mode as FaultMode;
  if (input.service !== undefined) {
    if (typeof input.service !== 'string' || !(SERVICES as readonly string[]).includes(input.service))
      errors.push(`service deve ser um de: ${SERVICES.join(', ')}.`);
    else fault.service = input.service as ServiceName;
  }
  if (input.path !== undefined) {
    if (typeof input.path !== 'string') errors.push('path deve ser um texto.');
    else fault.path = input.path;
  }
  if (input.method !== undefined) {
    if (typeof input.method !== 'string' || !/^(GET|POST|PUT|DELETE|PATCH)$/i.test(input.method))
      errors.push('method deve ser GET, POST, PUT, DELETE ou PATCH.');
    else fault.method = input.method.toUpperCase();
  }
  if (input.clientCode !== undefined) {
    if (typeof input.clientCode !== 'string' || !input.clientCode.trim()) errors.push('clientCode deve ser um texto.');
    else fault.clientCode = input.clientCode;
  }
  if (input.status !== undefined) {
    if (typeof input.status !== 'number' || !Number.isInteger(input.status) || input.status < 400 || input.status > 599)
      errors.push('status deve ser um inteiro entre 400 e 599.');
    else fault.status = input.status;
  }
  if (input.ms !== undefined) {
    if (typeof input.ms !== 'number' || !Number.isInteger(input.ms) || input.ms < 0 || input.ms > 120_000)
      errors.push('ms deve ser um inteiro entre 0 e 120000.');
    else fault.ms = input.ms;
  }
  if (input.times !== undefined) {
    if (typeof input.times !== 'number' || !Number.isInteger(input.times) || input.times < 1)
      errors.push('times deve ser um inteiro maior que zero.');
    else fault.times = input.times;
  }
  return errors.length ? { errors } : { fault };
}

/** Parses DEMO_FAULTS (a JSON array of faults); throws with the problems when it is wrong. */
export function faultsFromEnv(text: string | undefined): Fault[] {
  if (!text?.trim()) return [];
  const list: unknown = JSON.parse(text);
  if (!Array.isArray(list)) throw new Error('DEMO_FAULTS must be a JSON array of faults');
  return list.map((item, i) => {
    const parsed = parseFault(item);
    if ('errors' in parsed) throw new Error(`DEMO_FAULTS[${i}]: ${parsed.errors.join(' ')}`);
    return { ...parsed.fault, id: i + 1, hits: 0 };
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const STATUS_TEXT: Record<number, [string, string]> = {
  400: ['Requisição inválida', 'Falha simulada: requisição inválida.'],
  401: ['Não autorizado', 'Sessão expirada. Faça login novamente.'],
  403: ['Acesso negado', 'Falha simulada: acesso negado.'],
  404: ['Não encontrado', 'Falha simulada: registro não encontrado.'],
  422: ['Dados inválidos', 'Falha simulada: dados inválidos.'],
  500: ['Erro interno', 'Tente novamente mais tarde.'],
  502: ['Bad Gateway', 'Falha simulada: serviço intermediário indisponível.'],
  503: ['Serviço indisponível', 'Falha simulada: serviço em manutenção.'],
  504: ['Tempo esgotado', 'Falha simulada: o serviço demorou demais para responder.'],
};

function dropConnection(c: Ctx): never {
  const env = c.env as DemoEnv['Bindings'] | undefined;
  env?.incoming?.socket.destroy();
  throw new ConnectionDropped();
}

/**
 * Sends the head of the answer, then closes the connection: the body never arrives. Closing before the
 * head would make the service act twice, since a browser resends a request whose reused keep-alive
 * connection closes before any byte of the answer (it takes it for an idle connection the server closed).
 * HTTP/1.1 only (the head is written on the socket); over HTTP/2 the connection just drops.
 */
function dropAfterHead(c: Ctx): never {
  const env = c.env as DemoEnv['Bindings'] | undefined;
  const socket = env?.incoming?.socket;
  if (!socket || env?.incoming?.httpVersionMajor !== 1) return dropConnection(c);
  const lines = [`HTTP/1.1 ${c.res.status} ${STATUS_CODES[c.res.status] ?? ''}`];
  for (const [name, value] of c.res.headers) if (name !== 'content-length') lines.push(`${name}: ${value}`);
  // Chunked with no chunk and no end: the answer is cut short, whatever its length.
  lines.push('transfer-encoding: chunked', '', '');
  socket.end(lines.join('\r\n'));
  throw new ConnectionDropped();
}

/** The client a request acts for: its `client-code` header, else its bearer token's session. */
function requestClientCode(ctx: DemoContext, c: Ctx): string | undefined {
  const header = c.req.header('client-code');
  if (header) return header;
  const token = /^Bearer\s+(\S+)/i.exec(c.req.header('authorization') ?? '')?.[1];
  return token ? ctx.state.sessions.get(token)?.clientCode : undefined;
}

/** Applies the first matching fault to a service's requests (never to CORS preflights). */
export function faultMiddleware(ctx: DemoContext, service: ServiceName, base: string): MiddlewareHandler<DemoEnv> {
  return async (c, next) => {
    if (c.req.method === 'OPTIONS' || ctx.state.faults.length === 0) return next();
    const path = c.req.path.slice(base.length) || '/';
    const method = c.req.method.toUpperCase();
    const fault = ctx.state.faults.find(
      (f) =>
        (!f.service || f.service === service) &&
        (!f.path || path.includes(f.path)) &&
        (!f.method || f.method === method) &&
        (!f.clientCode || requestClientCode(ctx, c) === f.clientCode),
    );
    if (!fault) return next();
    fault.hits += 1;
    if (fault.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) ctx.state.faults = ctx.state.faults.filter((f) => f !== fault);
    }
    c.header('X-Demo-Fault', fault.mode);
    switch (fault.mode) {
      case 'latency':
        await sleep(fault.ms ?? 3000);
        return next();
      case 'status': {
        const status = fault.status ?? 500;
        const [message, details] = STATUS_TEXT[status] ?? ['Erro simulado', `Falha simulada com status ${status}.`];
        return c.json({ error: message, message, details }, status as ContentfulStatusCode);
      }
      case 'malformed':
        return c.body(MALFORMED_BODY, 200, { 'Content-Type': 'application/json; charset=utf-8' });
      case 'schema':
        return c.json(SCHEMA_BREAKING_BODY, 200);
      case 'down':
        return dropConnection(c);
      case 'drop-after':
        await next();
        return dropAfterHead(c);
      case 'key-in-progress':
        return idempotencyError(c, 'in-progress');
      case 'key-mismatch':
        return idempotencyError(c, 'mismatch');
      case 'ignore-search':
        c.set('ignoreSearch', true);
        return next();
    }
  };
}
