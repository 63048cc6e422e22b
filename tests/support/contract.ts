// Validates values against contract/openapi.yaml (OpenAPI 3.1 = JSON Schema 2020-12), so the
// demo API's answers and the test fixtures cannot drift from the services' contract.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse } from 'yaml';

const contractPath = fileURLToPath(new URL('../../contract/openapi.yaml', import.meta.url));

type Json = Record<string, unknown>;
interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, { schema?: Json }> } | { $ref: string }>;
  requestBody?: { content?: Record<string, { schema?: Json }> };
  servers?: Array<{ url: string }>;
  tags?: string[];
}

export const openapi = parse(readFileSync(contractPath, 'utf8')) as {
  paths: Record<string, Record<string, unknown> & { servers?: Array<{ url: string }> }>;
  components: { schemas: Record<string, Json>; responses: Record<string, { content?: Record<string, { schema?: Json }> }> };
};

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;
const ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
addFormats(ajv);
ajv.addSchema(openapi, 'openapi');

const methods = ['get', 'post', 'put', 'delete', 'patch'] as const;
export type Method = (typeof methods)[number];

/** Every operation of the contract with its service (tag), method and path. */
export const operations = Object.entries(openapi.paths).flatMap(([path, item]) =>
  methods
    .filter((m) => item[m])
    .map((method) => {
      const op = item[method] as Operation;
      return { path, method, operationId: op.operationId, service: op.tags?.[0] ?? '', op };
    }),
);

const cache = new Map<string, ValidateFunction>();
function compile(pointer: string): ValidateFunction {
  let fn = cache.get(pointer);
  if (!fn) {
    fn = ajv.compile({ $ref: `openapi#${pointer}` });
    cache.set(pointer, fn);
  }
  return fn;
}

const escape = (s: string) => s.replaceAll('~', '~0').replaceAll('/', '~1');

interface ContractResult {
  ok: boolean;
  errors: string[];
}

function result(fn: ValidateFunction, value: unknown): ContractResult {
  const ok = fn(value);
  return {
    ok,
    errors: ok ? [] : (fn.errors ?? []).map((e) => `${e.instancePath || '(root)'} ${e.message ?? ''}`),
  };
}

/** Checks a value against `#/components/schemas/<name>`. */
export function validateSchema(name: string, value: unknown): ContractResult {
  if (!openapi.components.schemas[name]) throw new Error(`No schema ${name} in the contract`);
  return result(compile(`/components/schemas/${escape(name)}`), value);
}

/**
 * Checks a JSON response body against the contract's response for `method path status`
 * (`path` as the contract writes it, e.g. `/sales/`). Throws when the contract has no such response.
 */
export function validateResponse(method: Method, path: string, status: number, body: unknown): ContractResult {
  const item = openapi.paths[path];
  const op = item?.[method] as Operation | undefined;
  if (!op) throw new Error(`No operation ${method.toUpperCase()} ${path} in the contract`);
  const key = op.responses[String(status)] ? String(status) : op.responses['default'] ? 'default' : undefined;
  if (!key) throw new Error(`${method.toUpperCase()} ${path} has no ${status} response in the contract`);
  let response = op.responses[key]!;
  let pointer = `/paths/${escape(path)}/${method}/responses/${key}`;
  if ('$ref' in response) {
    pointer = response.$ref.slice(1);
    response = openapi.components.responses[pointer.split('/').pop()!]!;
  }
  const content = response.content ?? {};
  const mediaType = Object.keys(content).find((t) => t.includes('json'));
  if (!mediaType) return { ok: body === undefined || body === null || body === '', errors: ['response has no JSON body'] };
  if (!content[mediaType]?.schema) return { ok: true, errors: [] };
  return result(compile(`${pointer}/content/${escape(mediaType)}/schema`), body);
}

/** Checks a JSON request body against the contract's request body for `method path`. */
export function validateRequest(method: Method, path: string, body: unknown): ContractResult {
  const op = openapi.paths[path]?.[method] as Operation | undefined;
  if (!op) throw new Error(`No operation ${method.toUpperCase()} ${path} in the contract`);
  const content = op.requestBody?.content ?? {};
  const mediaType = Object.keys(content).find((t) => t.includes('json'));
  if (!mediaType || !content[mediaType]?.schema)
    throw new Error(`${method.toUpperCase()} ${path} has no JSON request body in the contract`);
  return result(compile(`/paths/${escape(path)}/${method}/requestBody/content/${escape(mediaType)}/schema`), body);
}
