// The Idempotency-Key of POST /sales/ (contract: `idempotencyKey`, `IdempotencyError`; docs/product-rules.md R140):
// the answers that say a key cannot be acted on, and the body fingerprint a repeated key is compared by.
import type { Ctx } from './http.ts';

/** Why a key cannot be acted on: still in progress (409) or used with another body (422). */
export type IdempotencyProblem = 'in-progress' | 'mismatch';

/** The contract's IdempotencyError bodies. No `error` field: the portal takes only a SalesError for a refusal. */
export const IDEMPOTENCY_ERRORS = {
  'in-progress': {
    status: 409,
    body: {
      message: 'Pedido em processamento',
      details: 'Este pedido ainda está sendo processado. Aguarde alguns instantes e consulte seus pedidos.',
      code: 'idempotency-key-in-progress',
    },
  },
  mismatch: {
    status: 422,
    body: {
      message: 'Chave de envio já usada',
      details: 'Esta chave de envio já foi usada com outro conteúdo de pedido.',
      code: 'idempotency-key-mismatch',
    },
  },
} as const;

/** Answers the IdempotencyError of a problem. */
export function idempotencyError(c: Ctx, problem: IdempotencyProblem): Response {
  const { status, body } = IDEMPOTENCY_ERRORS[problem];
  return c.json(body, status);
}

/** Sorts object keys at every depth (arrays keep their order), so equal JSON values serialise alike. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** The fingerprint of a request body: equal for deeply equal JSON values, whatever their key order. */
export function bodyFingerprint(body: unknown): string {
  // `undefined` (no body, or not JSON) gets its own fingerprint, distinct from every JSON value.
  return body === undefined ? '(no JSON body)' : JSON.stringify(canonical(body));
}
