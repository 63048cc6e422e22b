// What a fault switch is (demo-api/lib/faults.ts applies them). Apart from faults.ts so the demo's
// state, which holds the active switches, does not import the middleware that reads the state.

/** What a fault does to the answer. */
/** 'drop-after' lets the service act (an order is created, a password changed), then drops the
 * connection before the answer leaves: the lost answer of a weak signal. */
/** 'key-in-progress' and 'key-mismatch' answer POST /sales/'s IdempotencyError (409, 422) without the service acting. */
/** 'ignore-search' answers GET /catalog/products as a service without search would: the `search` header ignored. */
export const FAULT_MODES = [
  'latency',
  'status',
  'malformed',
  'schema',
  'down',
  'drop-after',
  'key-in-progress',
  'key-mismatch',
  'ignore-search',
] as const;
/** The base-URL names of the four services. */
export const SERVICES = ['usersApi', 'campaignsApi', 'clientApi', 'productsApi'] as const;
export type FaultMode = (typeof FAULT_MODES)[number];
export type ServiceName = (typeof SERVICES)[number];

/** An active fault switch. */
export interface Fault {
  id: number;
  mode: FaultMode;
  service?: ServiceName;
  /** substring of the path after the service's base, e.g. '/catalog/products' */
  path?: string;
  method?: string;
  /** only requests acting for this client: its `client-code` header, or the session of its bearer token */
  clientCode?: string;
  /** for 'status' (default 500) */
  status?: number;
  /** for 'latency' (default 3000) */
  ms?: number;
  /** how many more matching requests it applies to; absent = unlimited */
  times?: number;
  /** how many requests it has hit so far */
  hits: number;
}

/** A fault as asked for (before it gets an id). */
export type FaultInput = Omit<Fault, 'id' | 'hits'>;
